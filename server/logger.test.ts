import { describe, expect, it } from 'vitest';
import { errorWithoutPersonalData } from './logger.ts';

describe('errors as logged (issue 11: nothing personal in logs)', () => {
  it('keep the message and the statement, never the values bound to it nor PostgreSQL’s detail', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        detail: 'Key (email)=(fan@example.com) already exists.',
      },
    );
    const error = Object.assign(new Error('Failed query: update "users" set "email" = $1 where "uid" = $2'), {
      query: 'update "users" set "email" = $1 where "uid" = $2',
      params: ['fan@example.com', 42],
      cause,
    });
    const logged = JSON.stringify(errorWithoutPersonalData(error));
    expect(logged).not.toContain('fan@example.com');
    expect(logged).toContain('update \\"users\\" set \\"email\\" = $1');
    expect(logged).toContain('users_email_unique');
    expect(errorWithoutPersonalData(error)).toMatchObject({ params: '[redacted]' });
    // PostgreSQL's own error, logged alone, keeps its code but not its detail.
    expect(errorWithoutPersonalData(cause)).toMatchObject({ code: '23505', detail: '[redacted]' });
  });
});
