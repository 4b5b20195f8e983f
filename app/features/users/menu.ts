/**
 * The account menu of the user area (spec section 2, "User area" and "User centre"), in the order
 * it is shown. `key` names the entry's label in the `users` catalog (`menu.<key>`); `page` is the
 * route id, which names the page's `pages.json` entry.
 */
export const ACCOUNT_MENU = [
  { key: 'info', page: 'userInfo', to: '/userInfo/info' },
  { key: 'setting', page: 'userSetting', to: '/userInfo/setting' },
  { key: 'water', page: 'userWater', to: '/userInfo/water' },
  { key: 'vip', page: 'userVip', to: '/userInfo/vip' },
  { key: 'myOrder', page: 'userMyOrder', to: '/userInfo/myOrder' },
  { key: 'exchange', page: 'userExchange', to: '/userInfo/exchange' },
  { key: 'focus', page: 'userFocus', to: '/userInfo/focus' },
  { key: 'userPost', page: 'userPost', to: '/userInfo/userPost' },
  { key: 'send', page: 'userSend', to: '/userInfo/send' },
  { key: 'userNews', page: 'userNews', to: '/userInfo/userNews' },
  { key: 'invite', page: 'userInvite', to: '/userInfo/invite' },
  { key: 'feedback', page: 'userFeedback', to: '/userInfo/feedback' },
  { key: 'preferences', page: 'userPreferences', to: '/userInfo/preferences' },
] as const;

export type AccountMenuEntry = (typeof ACCOUNT_MENU)[number];
export type AccountMenuKey = AccountMenuEntry['key'];

/** The pages whose lists arrive with later issues: for now their heading and the empty state. */
export const LIST_PAGES = ['myOrder', 'exchange', 'userNews'] as const satisfies readonly AccountMenuKey[];
export type ListPageKey = (typeof LIST_PAGES)[number];

/** The list page a route id names, or undefined. */
export function listPageFor(routeId: string | undefined): ListPageKey | undefined {
  const entry = ACCOUNT_MENU.find((item) => item.page === routeId);
  return entry && (LIST_PAGES as readonly string[]).includes(entry.key)
    ? (entry.key as ListPageKey)
    : undefined;
}
