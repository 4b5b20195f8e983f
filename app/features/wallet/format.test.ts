import { describe, expect, it } from 'vitest';
import { rawWalletLabel, walletTypeKey } from './format.ts';

describe('wallet movement types', () => {
  it('names the registration bonus from the catalog', () => {
    expect(walletTypeKey('registration_bonus')).toBe('types.registration_bonus');
  });

  it("shows an unknown type's detail, else the raw type", () => {
    expect(walletTypeKey('plan_purchase')).toBeNull();
    expect(walletTypeKey('__proto__')).toBeNull();
    expect(rawWalletLabel('plan_purchase', 'Plan #12')).toBe('Plan #12');
    expect(rawWalletLabel('plan_purchase', null)).toBe('plan_purchase');
    expect(rawWalletLabel('plan_purchase', '  ')).toBe('plan_purchase');
  });
});
