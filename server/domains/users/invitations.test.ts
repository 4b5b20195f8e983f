import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { users } from './schema.ts';

let app: RunningApp;
let api: TestApi;

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

async function attributionOf(uid: number) {
  const [row] = await app.database.db
    .select({ id: users.promotionChannelId, type: users.channelFromtype })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

describe('invitation record (spec section 2), carried by the promotion attribution', () => {
  it('lists who registered through the invitation code, newest first; counts them', async () => {
    const inviter = await api.signUp('inviter@example.com');
    const first = await api.signUp('invited-1@example.com', {
      promotionChannelId: String(inviter.uid),
      channelFromtype: 2,
    });
    const second = await api.signUp('invited-2@example.com', {
      promotionChannelId: String(inviter.uid),
      channelFromtype: 2,
    });
    expect(await attributionOf(first.uid)).toEqual({ id: String(inviter.uid), type: 2 });

    const record = await api.call('/user/invitations', undefined, { token: inviter.token });
    expect(record.body.result).toMatchObject({ inviteCode: String(inviter.uid), total: 2 });
    expect(record.body.result.invited.map((u: { uid: number }) => u.uid)).toEqual([second.uid, first.uid]);
    expect(record.body.result.invited[0].joinedAt).toEqual(expect.any(String));

    // The invited users' own records are empty; a guest gets 3000.
    const theirs = await api.call('/user/invitations', undefined, { token: first.token });
    expect(theirs.body.result).toEqual({ inviteCode: String(first.uid), total: 0, invited: [] });
    expect((await api.call('/user/invitations')).body.errorCode).toBe(3000);
  });

  it('drops an invitation that names nobody, keeps a promotion channel as it came', async () => {
    const nobody = await api.signUp('invited-by-nobody@example.com', {
      promotionChannelId: '999999999',
      channelFromtype: 2,
    });
    expect(await attributionOf(nobody.uid)).toEqual({ id: null, type: null });
    const junk = await api.signUp('invited-by-junk@example.com', {
      promotionChannelId: '1; drop table users',
      channelFromtype: 2,
    });
    expect(await attributionOf(junk.uid)).toEqual({ id: null, type: null });
    const channel = await api.signUp('from-channel@example.com', {
      promotionChannelId: 'ty121',
      channelFromtype: 1,
    });
    expect(await attributionOf(channel.uid)).toEqual({ id: 'ty121', type: 1 });
  });
});
