import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './format.ts';

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
