import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, listPageFor } from './menu.ts';

describe('account menu', () => {
  it('lists the user area of spec section 2 (plus feedback and the invitation record), each path once', () => {
    expect(ACCOUNT_MENU.map((entry) => entry.to)).toEqual([
      '/userInfo/info',
      '/userInfo/setting',
      '/userInfo/water',
      '/userInfo/vip',
      '/userInfo/myOrder',
      '/userInfo/exchange',
      '/userInfo/focus',
      '/userInfo/userPost',
      '/userInfo/send',
      '/userInfo/userNews',
      '/userInfo/invite',
      '/userInfo/feedback',
      '/userInfo/preferences',
    ]);
  });

  it('finds the list page of a route id', () => {
    expect(listPageFor('userMyOrder')).toBe('myOrder');
    expect(listPageFor('userNews')).toBe('userNews');
    expect(listPageFor('userInfo')).toBeUndefined();
    expect(listPageFor(undefined)).toBeUndefined();
  });
});
