import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatNumber,
  formatTime,
  maskEmail,
  maskPhone,
  rawWalletLabel,
  walletTypeKey,
} from './format.ts';

describe('masked contact details on the profile', () => {
  it('keeps the first and last letter of an email local part and the whole domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a***e@example.com');
    expect(maskEmail('fan-desktop-1@mail.example.org')).toBe('f***1@mail.example.org');
  });

  it('never shows a short local part in full', () => {
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('  bob@x.io ')).toBe('b***b@x.io');
  });

  it('masks something that is not an email as a whole', () => {
    expect(maskEmail('nobody')).toBe('n***');
    expect(maskEmail('')).toBe('***');
    expect(maskEmail('@example.com')).toBe('@***');
  });

  it('keeps the first three and last four digits of a phone after its area code', () => {
    expect(maskPhone('+86', '13812345678')).toBe('+86 138****5678');
    expect(maskPhone('+1', '415 555 0100')).toBe('+1 415****0100');
    expect(maskPhone(null, '13812345678')).toBe('138****5678');
  });

  it('keeps only the last two digits of a short phone number', () => {
    expect(maskPhone('+852', '1234567')).toBe('+852 *****67');
    expect(maskPhone('', '12')).toBe('*12');
  });
});

describe('wallet amounts and times', () => {
  it('shows the sign of every movement but zero', () => {
    expect(formatAmount(200, 'en-US')).toBe('+200');
    expect(formatAmount(-50, 'en-US')).toBe('-50');
    expect(formatAmount(0, 'en-US')).toBe('0');
    expect(formatAmount(12000, 'en-US')).toBe('+12,000');
    expect(formatAmount(12000, 'de')).toBe('+12.000');
  });

  it('writes balances the way the language writes numbers', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(200, 'ar')).toBe(new Intl.NumberFormat('ar').format(200));
  });

  it("writes the time in the viewer's time zone and the page's language", () => {
    const iso = '2026-03-01T16:30:00.000Z';
    expect(formatTime(iso, 'en-US', 'UTC')).toBe('Mar 1, 2026, 4:30 PM');
    expect(formatTime(iso, 'en-US', 'Asia/Shanghai')).toBe('Mar 2, 2026, 12:30 AM');
    expect(formatTime(iso, 'de', 'Europe/Berlin')).toBe('01.03.2026, 17:30');
    expect(formatDate(iso, 'en-US', 'UTC')).toBe('March 1, 2026');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatTime('yesterday', 'en-US', 'UTC')).toBe('yesterday');
    expect(formatDate('soon', 'en-US', 'UTC')).toBe('soon');
  });
});

describe('wallet movement types', () => {
  it('names the registration bonus from the catalog', () => {
    expect(walletTypeKey('registration_bonus')).toBe('water.types.registration_bonus');
  });

  it("shows an unknown type's detail, else the raw type", () => {
    expect(walletTypeKey('plan_purchase')).toBeNull();
    expect(walletTypeKey('__proto__')).toBeNull();
    expect(rawWalletLabel('plan_purchase', 'Plan #12')).toBe('Plan #12');
    expect(rawWalletLabel('plan_purchase', null)).toBe('plan_purchase');
    expect(rawWalletLabel('plan_purchase', '  ')).toBe('plan_purchase');
  });
});
