/**
 * Issue 15, acceptance: "A user comments, another reports it, a reviewer removes it from the queue, the
 * audit log shows it" (here with the first queue, user reports: comments join it with the news) and
 * "Two reviewers deciding one item at once: one wins, the other is told."
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { users } from '../users/schema.ts';
import { REPORTS_PER_DAY } from '../users/staff-service.ts';
import { reviewItems } from './schema.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
const reviewers: Account[] = [];

beforeAll(async () => {
  // Many sign-ups from one address (the daily report limit needs 21 accounts).
  app = await startTestApp({ codeSendsPerIpHour: 1000 });
  api = testApi(app);
  admin = await api.asAdmin();
  for (const name of ['first', 'second']) {
    const reviewer = await api.signUp(`review-${name}@example.com`);
    await api.call(
      '/admin/users/role',
      { uid: reviewer.uid, role: 'reviewer', grant: true },
      { token: admin.token },
    );
    reviewers.push(reviewer);
  }
});
afterAll(async () => {
  await app.close();
});

const reviewer = (i: number) => reviewers[i] as Account;

async function report(by: Account, uid: number, reason: string, detail?: string) {
  return api.call('/user/report', { uid, reason, ...(detail ? { detail } : {}) }, { token: by.token });
}

async function pendingReportOf(uid: number) {
  const page = await api.call('/admin/review?queue=userReports&state=pending&size=200', undefined, {
    token: reviewer(0).token,
  });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.result.list.find((i: { subjectId: string }) => i.subjectId === String(uid));
}

describe('a user report goes through the review queue into the audit log', () => {
  it('a fan reports another; a reviewer upholds it; the avatar goes; the audit log names the reviewer', async () => {
    const offender = await api.signUp('review-offender@example.com');
    await app.database.db
      .update(users)
      .set({ avatar: '/uploads/avatars/bad.webp' })
      .where(eq(users.uid, offender.uid));
    const fan = await api.signUp('review-fan@example.com');

    const sent = await report(fan, offender.uid, 'avatarViolation', 'The picture is obscene');
    expect(sent.body).toMatchObject({ status: 'success', result: { queued: true } });
    // The same report again while it is pending changes nothing.
    expect((await report(fan, offender.uid, 'avatarViolation')).body.result).toEqual({ queued: false });

    const item = await pendingReportOf(offender.uid);
    expect(item).toMatchObject({
      queue: 'userReports',
      reason: 'avatarViolation',
      reportedBy: fan.uid,
      state: 'pending',
      summary: { avatar: '/uploads/avatars/bad.webp', detail: 'The picture is obscene' },
    });
    const before = await api.call('/admin/review', undefined, { token: reviewer(0).token });
    expect(before.body.result.pending.userReports).toBeGreaterThanOrEqual(1);

    const decided = await api.call(
      '/admin/review/decide',
      {
        id: item.id,
        version: item.version,
        decision: 'approve',
        reason: 'violatesRules',
        note: 'Clear case',
      },
      { token: reviewer(0).token },
    );
    expect(decided.body.result).toMatchObject({
      state: 'approved',
      decidedBy: reviewer(0).uid,
      note: 'Clear case',
    });
    expect(await pendingReportOf(offender.uid)).toBeUndefined();
    const [after] = await app.database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.uid, offender.uid));
    expect(after?.avatar).toBeNull();

    const log = await api.call(`/admin/audit?action=review.decide&subject=${item.id}`, undefined, {
      token: admin.token,
    });
    expect(log.body.result.list).toHaveLength(1);
    expect(log.body.result.list[0]).toMatchObject({
      actor: reviewer(0).uid,
      actorName: null,
      subjectType: 'review',
      before: { state: 'pending' },
      after: { state: 'approved', reason: 'violatesRules', queue: 'userReports' },
    });
  });

  it('refuses a report of oneself, of nobody, with an unknown reason, and past the daily limit', async () => {
    const fan = await api.signUp('review-eager@example.com');
    expect((await report(fan, fan.uid, 'spamming')).status).toBe(400);
    expect((await report(fan, 2_000_000_000, 'spamming')).status).toBe(404);
    expect((await report(fan, admin.uid, 'boredom')).status).toBe(400);
    expect((await api.call('/user/report', { uid: admin.uid, reason: 'spamming' })).body.errorCode).toBe(
      3000,
    );

    const targets: Account[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i++)
      targets.push(await api.signUp(`review-target-${i}@example.com`));
    for (const target of targets.slice(0, REPORTS_PER_DAY)) {
      expect((await report(fan, target.uid, 'spamming')).status).toBe(200);
    }
    const over = await report(fan, (targets[REPORTS_PER_DAY] as Account).uid, 'spamming');
    expect(over.status).toBe(429);
    expect(over.body.errorMsg).toBe(`You have sent ${REPORTS_PER_DAY} reports today. Try again tomorrow`);
    const rows = await app.database.db.select().from(reviewItems).where(eq(reviewItems.reportedBy, fan.uid));
    expect(rows).toHaveLength(REPORTS_PER_DAY);
  });
});

describe('optimistic locking: two reviewers never decide one item twice', () => {
  it('two decisions at once: exactly one wins, the other is told it was decided', async () => {
    const offender = await api.signUp('race-offender@example.com');
    await report(await api.signUp('race-fan@example.com'), offender.uid, 'spamming');
    const item = await pendingReportOf(offender.uid);

    const [a, b] = await Promise.all([
      api.call(
        '/admin/review/decide',
        { id: item.id, version: item.version, decision: 'approve', reason: 'violatesRules' },
        { token: reviewer(0).token },
      ),
      api.call(
        '/admin/review/decide',
        { id: item.id, version: item.version, decision: 'reject', reason: 'noViolation' },
        { token: reviewer(1).token },
      ),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.errorMsg).toBe('Another reviewer has already decided this item');
    const [row] = await app.database.db.select().from(reviewItems).where(eq(reviewItems.id, item.id));
    expect(row?.state).toBe(winner.body.result.state);
    expect(row?.version).toBe(item.version + 1);
    const log = await api.call(`/admin/audit?action=review.decide&subject=${item.id}`, undefined, {
      token: admin.token,
    });
    expect(log.body.result.total).toBe(1);
  });

  it('a decision on a version another reviewer changed (took the item) is refused; with the new one it passes', async () => {
    const offender = await api.signUp('stale-offender@example.com');
    await report(await api.signUp('stale-fan@example.com'), offender.uid, 'advertising');
    const item = await pendingReportOf(offender.uid);

    const taken = await api.call(
      '/admin/review/assign',
      { id: item.id, version: item.version },
      { token: reviewer(1).token },
    );
    expect(taken.body.result).toMatchObject({ assignee: reviewer(1).uid, version: item.version + 1 });
    const mine = await api.call('/admin/review?mine=1', undefined, { token: reviewer(1).token });
    expect(mine.body.result.list.map((i: { id: number }) => i.id)).toContain(item.id);

    const stale = await api.call(
      '/admin/review/decide',
      { id: item.id, version: item.version, decision: 'reject', reason: 'noViolation' },
      { token: reviewer(0).token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errorMsg).toMatch(/changed since you opened it/);

    const badReason = await api.call(
      '/admin/review/decide',
      { id: item.id, version: item.version + 1, decision: 'reject', reason: 'violatesRules' },
      { token: reviewer(1).token },
    );
    expect(badReason.status).toBe(400);
    const [unchanged] = await app.database.db.select().from(reviewItems).where(eq(reviewItems.id, item.id));
    expect(unchanged).toMatchObject({ state: 'pending', version: item.version + 1 });

    const fresh = await api.call(
      '/admin/review/decide',
      { id: item.id, version: item.version + 1, decision: 'approve', reason: 'violatesRules' },
      { token: reviewer(1).token },
    );
    expect(fresh.body.result.state).toBe('approved');
    // An upheld advertising report clears the signature it was about.
    const [user] = await app.database.db.select().from(users).where(eq(users.uid, offender.uid));
    expect(user?.signature).toBeNull();
    const gone = await api.call(
      '/admin/review/decide',
      { id: 2_000_000_000, version: 0, decision: 'approve', reason: 'violatesRules' },
      { token: reviewer(1).token },
    );
    expect(gone.status).toBe(404);
  });
});
