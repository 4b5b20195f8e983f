import { describe, expect, it } from 'vitest';
import {
  identifierPayload,
  validateAccount,
  validateAgreement,
  validateCode,
  validateEmail,
  validateNewPassword,
  validateOldPhone,
  validatePasswordPresent,
  validatePhone,
  validateUsername,
} from './validation.ts';

describe('Email code send: "email required and must match a standard email pattern, otherwise a format message"', () => {
  it('asks for the email when it is empty or blank', () => {
    expect(validateEmail('')).toBe('validation.emailEmpty');
    expect(validateEmail('   ')).toBe('validation.emailEmpty');
  });

  it.each(['plainaddress', 'a@b', 'a@b.c', '@example.com', 'a b@example.com', 'a@example.'])(
    'gives the format message for %s',
    (value) => expect(validateEmail(value)).toBe('validation.emailFormat'),
  );

  it.each(['fan@example.com', 'first.last+tag@mail.example.co.uk', ' fan@example.com '])(
    'accepts %s',
    (value) => expect(validateEmail(value)).toBeNull(),
  );
});

describe('Password sign-in in email mode: an email or a username is required', () => {
  it('refuses an empty identifier and accepts either kind', () => {
    expect(validateAccount(' ')).toBe('validation.accountEmpty');
    expect(validateAccount('fan@example.com')).toBeNull();
    expect(validateAccount('fan2024')).toBeNull();
  });
});

describe('Phone code send (new form): "phone required"', () => {
  it('only requires a value; the area code select covers the country', () => {
    expect(validatePhone('')).toBe('validation.phoneEmpty');
    expect(validatePhone('612345678')).toBeNull();
  });
});

describe('Phone (old form): "required (message: phone number cannot be empty); must start with 1, then 3-9, then 9 digits"', () => {
  it('says the phone number cannot be empty', () => {
    expect(validateOldPhone('')).toBe('validation.phoneEmpty');
  });

  it.each(['12345678901', '1381234567', '138123456789', '23812345678', '1381234567a'])(
    'gives the phone format message for %s',
    (value) => expect(validateOldPhone(value)).toBe('validation.phoneFormat'),
  );

  it.each(['13812345678', '19912345678', '15000000000'])('accepts %s', (value) =>
    expect(validateOldPhone(value)).toBeNull(),
  );
});

describe('"Verification code cannot be empty"', () => {
  it('requires the code', () => {
    expect(validateCode('')).toBe('validation.codeEmpty');
    expect(validateCode('  ')).toBe('validation.codeEmpty');
    expect(validateCode('123456')).toBeNull();
  });
});

describe('"Password cannot be empty"', () => {
  it('requires a password to sign in, without judging an existing one', () => {
    expect(validatePasswordPresent('')).toBe('validation.passwordEmpty');
    expect(validatePasswordPresent('short')).toBeNull();
  });
});

describe('Change password: "Password must contain a letter and a digit (pattern message) and be at least 8 characters"', () => {
  it('says an empty password cannot be empty', () => {
    expect(validateNewPassword('')).toBe('validation.passwordEmpty');
  });

  it.each(['abc1234', 'abcdefgh', '12345678', '!!!!!!!!'])('gives the pattern message for %s', (value) =>
    expect(validateNewPassword(value)).toBe('validation.passwordPattern'),
  );

  it.each(['abcd1234', 'A1b2c3d4', 'pass word 9'])('accepts %s', (value) =>
    expect(validateNewPassword(value)).toBeNull(),
  );
});

describe('Username: "letters and digits only (message: \'Username can only contain letters and numbers\')"', () => {
  it('requires a username', () => {
    expect(validateUsername('')).toBe('validation.usernameEmpty');
  });

  it.each(['fan_1', 'fan 1', 'fan-1', 'fän1', '球迷'])('refuses %s', (value) =>
    expect(validateUsername(value)).toBe('validation.usernamePattern'),
  );

  it('accepts letters and digits', () => {
    expect(validateUsername('Fan2024')).toBeNull();
  });
});

describe('"The user must agree to the user and privacy agreements to use the app"', () => {
  it('refuses until the agreement is ticked', () => {
    expect(validateAgreement(false)).toBe('validation.agreement');
    expect(validateAgreement(true)).toBeNull();
  });
});

describe('"Identifier typed in email mode: if it looks like an email it is sent as mobileOrEmail, otherwise as name"', () => {
  it('sends an email as mobileOrEmail', () => {
    expect(identifierPayload(' fan@example.com ')).toEqual({ mobileOrEmail: 'fan@example.com' });
  });

  it('sends anything else as name', () => {
    expect(identifierPayload('fan2024')).toEqual({ name: 'fan2024' });
    expect(identifierPayload('fan@home')).toEqual({ name: 'fan@home' });
  });
});
