import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import {
  oauthStates,
  payloadKeys,
  socialPendingProfiles,
  verificationCodes,
} from '../domains/auth/schema.ts';
import { idempotencyKeys } from '../domains/idempotency/schema.ts';
import { sessions, users } from '../domains/users/schema.ts';
import { cleanUpExpired, EXPIRING } from './cleanup.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
let uid: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'cleanup@example.com' })
    .returning({ uid: users.uid });
  uid = user?.uid ?? 0;
});
afterAll(async () => {
  await database?.close();
});

const now = new Date();
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

async function keysOf(table: string, key: string): Promise<string[]> {
  const rows = await queryRows<{ k: string }>(
    database.db,
    sql.raw(`select ${key}::text as k from ${table} order by 1`),
  );
  return rows.map((r) => r.k);
}

/** What is left of the rows the tests write, by their keys. */
async function remaining() {
  return {
    sessions: await keysOf('sessions', 'token_hash'),
    verification_codes: await keysOf('verification_codes', 'identifier'),
    payload_keys: await keysOf('payload_keys', 'id_hash'),
    oauth_states: await keysOf('oauth_states', 'state'),
    social_pending_profiles: await keysOf('social_pending_profiles', 'handle_hash'),
    idempotency_keys: await keysOf('idempotency_keys', 'key'),
  };
}

describe('cleanUpExpired: the clean-up job deletes expired rows of every expiring table', () => {
  beforeEach(async () => {
    for (const table of Object.keys(EXPIRING)) await database.db.execute(sql.raw(`delete from ${table}`));

    await database.db.insert(sessions).values([
      { tokenHash: 'live', uid, expiresAt: at(DAY) },
      { tokenHash: 'expired-an-hour-ago', uid, expiresAt: at(-HOUR) },
      { tokenHash: 'expired-two-days-ago', uid, expiresAt: at(-2 * DAY) },
      { tokenHash: 'revoked-yesterday', uid, expiresAt: at(20 * DAY), revokedAt: at(-DAY) },
      { tokenHash: 'revoked-31-days-ago', uid, expiresAt: at(DAY), revokedAt: at(-31 * DAY) },
    ]);
    const code = { channel: 'email' as const, salt: 's', codeHash: 'h' };
    await database.db.insert(verificationCodes).values([
      { ...code, identifier: 'live', createdAt: at(-MINUTE), expiresAt: at(4 * MINUTE) },
      {
        ...code,
        identifier: 'used-yesterday',
        createdAt: at(-DAY),
        expiresAt: at(-DAY + 5 * MINUTE),
        consumedAt: at(-DAY),
      },
      {
        ...code,
        identifier: 'used-8-days-ago',
        createdAt: at(-8 * DAY),
        expiresAt: at(-8 * DAY + 5 * MINUTE),
        consumedAt: at(-8 * DAY),
      },
      {
        ...code,
        identifier: 'expired-8-days-ago',
        createdAt: at(-8 * DAY),
        expiresAt: at(-8 * DAY + 5 * MINUTE),
      },
      // Never deleted while it can still be used, however old.
      { ...code, identifier: 'old-but-usable', createdAt: at(-8 * DAY), expiresAt: at(HOUR) },
    ]);
    await database.db.insert(payloadKeys).values([
      { idHash: 'live', key: 'k', expiresAt: at(DAY) },
      { idHash: 'expired', key: 'k', expiresAt: at(-MINUTE) },
    ]);
    const state = { provider: 'google', redirectUri: 'https://example.com/cb' };
    await database.db.insert(oauthStates).values([
      { ...state, state: 'live', expiresAt: at(5 * MINUTE) },
      { ...state, state: 'expired-10-minutes-ago', expiresAt: at(-10 * MINUTE) },
      { ...state, state: 'expired-2-hours-ago', expiresAt: at(-2 * HOUR), consumedAt: at(-2 * HOUR) },
    ]);
    const profile = { provider: 'x', subject: '1' };
    await database.db.insert(socialPendingProfiles).values([
      { ...profile, handleHash: 'live', expiresAt: at(20 * MINUTE) },
      { ...profile, handleHash: 'expired-10-minutes-ago', expiresAt: at(-10 * MINUTE) },
      { ...profile, handleHash: 'expired-2-hours-ago', expiresAt: at(-2 * HOUR) },
    ]);
    const answered = { uid, route: 'POST /java/x', requestHash: 'h', status: 200, response: '{}' };
    await database.db.insert(idempotencyKeys).values([
      { ...answered, key: 'an-hour-old', createdAt: at(-HOUR) },
      { ...answered, key: 'two-days-old', createdAt: at(-2 * DAY) },
    ]);
  });

  const kept = {
    sessions: ['expired-an-hour-ago', 'live', 'revoked-yesterday'],
    verification_codes: ['live', 'old-but-usable', 'used-yesterday'],
    payload_keys: ['live'],
    oauth_states: ['expired-10-minutes-ago', 'live'],
    social_pending_profiles: ['expired-10-minutes-ago', 'live'],
    idempotency_keys: ['an-hour-old'],
  };

  it('deletes rows past their retention and keeps live ones and those still kept', async () => {
    const deleted = await cleanUpExpired(database.db, { now });
    expect(deleted).toEqual({
      sessions: 2,
      verification_codes: 2,
      payload_keys: 1,
      oauth_states: 1,
      social_pending_profiles: 1,
      idempotency_keys: 1,
    });
    expect(await remaining()).toEqual(kept);
  });

  it('is harmless to run again: the second run finds nothing', async () => {
    await cleanUpExpired(database.db, { now });
    const again = await cleanUpExpired(database.db, { now });
    expect(Object.values(again)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await remaining()).toEqual(kept);
  });

  it('deletes in bounded batches and leaves what a run did not reach to the next', async () => {
    await database.db
      .insert(payloadKeys)
      .values(Array.from({ length: 9 }, (_, i) => ({ idHash: `old-${i}`, key: 'k', expiresAt: at(-DAY) })));
    // 10 expired keys, 3 a statement, at most 2 statements a run: 6 now, the other 4 next time.
    expect((await cleanUpExpired(database.db, { now, batchSize: 3, maxBatches: 2 })).payload_keys).toBe(6);
    expect((await cleanUpExpired(database.db, { now, batchSize: 3, maxBatches: 2 })).payload_keys).toBe(4);
    expect(await keysOf('payload_keys', 'id_hash')).toEqual(['live']);
  });

  it('stops between batches when told to', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(Object.values(await cleanUpExpired(database.db, { now, signal: stop.signal }))).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    expect((await keysOf('payload_keys', 'id_hash')).length).toBe(2);
  });
});

describe('the clean-up scans', () => {
  // The filter each domain's delete starts from (server/domains/*/cleanup.ts), on its leading column.
  const scans: Record<string, string> = {
    sessions: "expires_at < now() - interval '1 day' or revoked_at < now() - interval '30 days'",
    verification_codes: "created_at < now() - interval '7 days'",
    payload_keys: 'expires_at < now()',
    oauth_states: "expires_at < now() - interval '1 hour'",
    social_pending_profiles: "expires_at < now() - interval '1 hour'",
    idempotency_keys: "created_at < now() - interval '1 day'",
  };

  it('cover every expiring table, each served by an index (no full scan of a growing table)', async () => {
    expect(Object.keys(scans).sort()).toEqual(Object.keys(EXPIRING).sort());
    for (const [table, filter] of Object.entries(scans)) {
      // Plans, not times: with sequential scans priced out, a missing index still shows as `Seq Scan`.
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql.raw(`explain select 1 from ${table} where ${filter} limit 1000`),
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, table).not.toContain('Seq Scan');
      expect(plan, table).toMatch(/Index|Bitmap/);
    }
  });
});
