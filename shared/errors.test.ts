import { describe, expect, it, vi } from 'vitest';
import { DomainError, ERROR_CODES, isDomainError, notSignedIn } from './errors.ts';

describe('DomainError', () => {
  it('carries a kind, a catalog key, its placeholders and the spec errorCode', () => {
    const error = new DomainError('tooMany', 'feedbackTooMany', { max: 5 });
    expect(error).toMatchObject({ kind: 'tooMany', messageKey: 'feedbackTooMany', params: { max: 5 } });
    expect(error.errorCode).toBeUndefined();
    expect(notSignedIn()).toMatchObject({ kind: 'unauthenticated', errorCode: ERROR_CODES.notSignedIn });
    expect(notSignedIn(true)).toMatchObject({ messageKey: 'sessionInvalid', errorCode: 3001 });
  });

  it('is recognised from another copy of the module (a bundle carries its own), never by instanceof', async () => {
    vi.resetModules();
    // A query string makes the loader evaluate the file once more: a second, separate module.
    const specifier = './errors.ts?copy';
    const copy = (await import(specifier)) as typeof import('./errors.ts');
    const foreign = new copy.DomainError('notFound', 'matchNotFound');
    expect(foreign instanceof DomainError).toBe(false);
    expect(isDomainError(foreign)).toBe(true);
    expect(copy.isDomainError(new DomainError('notFound', 'matchNotFound'))).toBe(true);
  });

  it('is not confused with other errors or lookalikes', () => {
    expect(isDomainError(new Error('notFound'))).toBe(false);
    expect(isDomainError({ kind: 'notFound', messageKey: 'x', name: 'DomainError' })).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
