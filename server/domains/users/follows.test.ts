/**
 * Follows between users (spec sections 6 and 7: followUser, hasFollowUser, user/getFollowOrFansH5;
 * "my follows"): a toggle for signed-in users, never of oneself, lists both ways with whether the
 * viewer follows each, and the counts on the public profile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { userPosts } from '../posts/schema.ts';
import { users } from './schema.ts';

let app: RunningApp;
let api: TestApi;

beforeAll(async () => {
  app = await startTestApp({ codeSendsPerIpHour: 1000 });
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

describe('following users', () => {
  it('toggles a follow, tells whether one follows, and refuses oneself, unknown users and guests', async () => {
    const fan = await api.signUp('follows-fan@example.com');
    const star = await api.signUp('follows-star@example.com');
    const followed = await api.call(`/followUser?userId=${star.uid}`, undefined, { token: fan.token });
    expect(followed.body.result).toEqual({ following: true, fans: 1 });
    expect(
      (await api.call(`/hasFollowUser?userId=${star.uid}`, undefined, { token: fan.token })).body.result,
    ).toBe(true);
    expect(
      (await api.call(`/hasFollowUser?userId=${fan.uid}`, undefined, { token: star.token })).body.result,
    ).toBe(false);
    expect((await api.call(`/hasFollowUser?userId=${star.uid}`)).body.result).toBe(false);

    const unfollowed = await api.call(`/followUser?userId=${star.uid}`, undefined, { token: fan.token });
    expect(unfollowed.body.result).toEqual({ following: false, fans: 0 });
    expect(
      (await api.call(`/hasFollowUser?userId=${star.uid}`, undefined, { token: fan.token })).body.result,
    ).toBe(false);

    const self = await api.call(`/followUser?userId=${fan.uid}`, undefined, { token: fan.token });
    expect(self.status).toBe(400);
    expect(self.body.errorMsg).toBe('You cannot follow yourself');
    expect(
      (await api.call(`/followUser?userId=${fan.uid}`, undefined, { token: fan.token, lan: 'zh_CN' })).body
        .errorMsg,
    ).toBe('不能关注自己');
    const unknown = await api.call('/followUser?userId=999999', undefined, { token: fan.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('User not found');
    expect((await api.call(`/followUser?userId=${star.uid}`)).body.errorCode).toBe(3000);
    expect((await api.call('/followUser?userId=abc', undefined, { token: fan.token })).status).toBe(400);
  });

  it('lists follows and fans with whether the viewer follows each, and counts them on the public profile', async () => {
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((n) => api.signUp(`follows-list-${n}@example.com`)),
    );
    if (!a || !b || !c) throw new Error('sign-up failed');
    await app.database.db.update(users).set({ username: 'FollowB', level: 3 }).where(eq(users.uid, b.uid));
    // a follows b and c; b follows a; c follows b.
    for (const [who, whom] of [
      [a, b],
      [a, c],
      [b, a],
      [c, b],
    ] as const) {
      expect(
        (await api.call(`/followUser?userId=${whom.uid}`, undefined, { token: who.token })).body.status,
      ).toBe('success');
    }
    const follows = await api.call(`/user/getFollowOrFansH5?userId=${a.uid}&type=follow&page=1`, undefined, {
      token: b.token,
    });
    expect(follows.body.result).toMatchObject({ page: 1, size: 20, total: 2 });
    // Newest follow first; b sees whether they follow each (b follows neither c nor themselves).
    expect(
      follows.body.result.list.map((u: { uid: number; followed: boolean }) => [u.uid, u.followed]),
    ).toEqual([
      [c.uid, false],
      [b.uid, false],
    ]);
    expect(follows.body.result.list[1]).toMatchObject({ username: 'FollowB', level: 3 });

    const fans = await api.call(`/user/getFollowOrFansH5?userId=${b.uid}&type=fans`, undefined, {
      token: a.token,
    });
    expect(fans.body.result.list.map((u: { uid: number; followed: boolean }) => [u.uid, u.followed])).toEqual(
      [
        [c.uid, true],
        [a.uid, false],
      ],
    );
    const guest = await api.call(`/user/getFollowOrFansH5?userId=${b.uid}&type=fans`);
    expect(guest.body.result.list.every((u: { followed: boolean }) => !u.followed)).toBe(true);
    expect((await api.call('/user/getFollowOrFansH5?userId=999999&type=fans')).status).toBe(404);
    expect((await api.call(`/user/getFollowOrFansH5?userId=${b.uid}&type=friends`)).status).toBe(400);

    await app.database.db.insert(userPosts).values([
      { authorUid: b.uid, body: 'one' },
      { authorUid: b.uid, body: 'two' },
      { authorUid: b.uid, body: 'gone', status: 'deleted' },
    ]);
    const profile = await api.call(`/user/info?userId=${b.uid}`, undefined, { token: a.token });
    expect(profile.body.result).toMatchObject({
      uid: b.uid,
      username: 'FollowB',
      follows: 1,
      fans: 2,
      posts: 2,
    });
    expect(profile.body.result.email).toBeUndefined();

    // A cancelled account drops out of the lists and the counts.
    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.uid, c.uid));
    const after = await api.call(`/user/info?userId=${b.uid}`);
    expect(after.body.result).toMatchObject({ follows: 1, fans: 1 });
    const fansAfter = await api.call(`/user/getFollowOrFansH5?userId=${b.uid}&type=fans`);
    expect(fansAfter.body.result.list.map((u: { uid: number }) => u.uid)).toEqual([a.uid]);
    expect((await api.call(`/followUser?userId=${c.uid}`, undefined, { token: b.token })).status).toBe(404);
  });
});
