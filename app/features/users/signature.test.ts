import { describe, expect, it } from 'vitest';
import { checkSignature, SIGNATURE_MAX_LENGTH, signatureLength } from './signature.ts';

describe('signature (at most 100 characters)', () => {
  it('counts the trimmed text as the server does', () => {
    expect(SIGNATURE_MAX_LENGTH).toBe(100);
    expect(signatureLength('  hello  ')).toBe(5);
    expect(checkSignature('a'.repeat(100))).toBeNull();
    expect(checkSignature(` ${'a'.repeat(100)} `)).toBeNull();
    expect(checkSignature('a'.repeat(101))).toBe('signature.tooLong');
  });
});
