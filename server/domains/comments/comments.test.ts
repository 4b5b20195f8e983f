/**
 * Comments (issue 15): writing, replies one level deep, likes, pins, reports through the review queue,
 * bans and the moderators' console. Issue 15's acceptance: "A user comments, another reports it, a
 * reviewer removes it from the queue, the audit log shows it."
 *
 * Comments are written here through a service over the app's database with a test target (the app's
 * own targets are the news, videos and posts domains', tested there), so no article is needed;
 * everything else goes through the app's calls.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PER_DAY, COMMENTS_PER_MINUTE } from '../../../shared/comments/model.ts';
import { isDomainError } from '../../../shared/errors.ts';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { createMemoryRateLimiter } from '../../limits/rate-limit.ts';
import { type CommentTarget, createCommentsService } from './index.ts';
import { comments } from './schema.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
let reviewer: Account;
let editor: Account;
let service: ReturnType<typeof createCommentsService>;

/** The test's targets: which items are open (with their language) and their comment counters. */
const open = new Map<string, string>();
const counters = new Map<string, number>();
const target = (kind: string): CommentTarget => ({
  async open(_tx, id) {
    const language = open.get(`${kind}:${id}`);
    return language ? { language } : null;
  },
  async counted(_tx, id, delta) {
    counters.set(`${kind}:${id}`, (counters.get(`${kind}:${id}`) ?? 0) + delta);
  },
});
let nextTarget = 1000;
/** A fresh open news item (or video) in `language`. */
function item(language = 'en_US', kind: 'news' | 'video' = 'news') {
  const id = nextTarget++;
  open.set(`${kind}:${id}`, language);
  return id;
}
const counter = (id: number, kind = 'news') => counters.get(`${kind}:${id}`) ?? 0;

beforeAll(async () => {
  app = await startTestApp({ codeSendsPerIpHour: 1000 });
  api = testApi(app);
  admin = await api.asAdmin();
  service = createCommentsService({
    db: app.database.db,
    moderation: app.services.moderation,
    targets: { news: target('news'), video: target('video') },
  });
  reviewer = await api.signUp('comments-reviewer@example.com');
  editor = await api.signUp('comments-editor@example.com');
  for (const [who, role] of [
    [reviewer, 'reviewer'],
    [editor, 'editor'],
  ] as const) {
    const granted = await api.call('/admin/users/role', { uid: who.uid, role, grant: true }, as(admin));
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  }
});
afterAll(async () => {
  await app.close();
});

const as = (account: Account) => ({ token: account.token });

async function write(uid: number, id: number, body: string, parentId?: number) {
  return service.add(uid, { kind: 'news', id, body, ...(parentId ? { parentId } : {}) });
}

/** The DomainError a call throws, by its catalog key. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isDomainError(error)) return error.messageKey;
    throw error;
  }
  throw new Error('expected a refusal');
}

const row = async (id: number) => {
  const [found] = await app.database.db.select().from(comments).where(eq(comments.id, id));
  return found;
};

const listed = (id: number, token?: string) =>
  api.call(`/comments/list?kind=news&id=${id}`, undefined, token ? { token } : {});

describe('a comment goes through the report queue into the audit log (issue 15 acceptance)', () => {
  it('a fan comments, another reports it, a reviewer removes it, the audit log shows it', async () => {
    const article = item();
    const fan = await api.signUp('comments-fan@example.com');
    const other = await api.signUp('comments-other@example.com');
    const comment = await write(fan.uid, article, '  Worst referee ever, he should be fired!  ');
    expect(comment).toMatchObject({
      kind: 'news',
      targetId: article,
      parentId: null,
      body: 'Worst referee ever, he should be fired!',
      author: { uid: fan.uid, level: 1 },
      likes: 0,
      liked: false,
    });
    expect(counter(article)).toBe(1);

    // Everyone reads it: the generic list and the spec's `{game}/newsComment{id}/{pageIndex}`.
    const page = await listed(article);
    expect(page.body.result).toMatchObject({ page: 1, size: 20, total: 1, hasMore: false });
    expect(page.body.result.list[0]).toMatchObject({ id: comment.id, latestReplies: [] });
    const spec = await api.call(`/lol/newsComment${article}/1`);
    expect(spec.status, JSON.stringify(spec.body)).toBe(200);
    expect(spec.body.result.list.map((c: { id: number }) => c.id)).toEqual([comment.id]);
    expect((await api.call(`/lol/newsComment${article}/2`)).body.result.list).toEqual([]);

    const reported = await api.call(
      '/comments/report',
      { id: comment.id, reason: 'personalAttack' },
      as(other),
    );
    expect(reported.body.result).toEqual({
      queued: true,
      message: 'Thank you for reporting. The platform will handle it soon.',
    });
    const zh = await api.call(
      '/comments/report',
      { id: comment.id, reason: 'personalAttack' },
      { ...as(other), lan: 'zh_CN' },
    );
    // Reported again while pending: nothing new, in the caller's language.
    expect(zh.body.result).toEqual({ queued: false, message: '感谢举报，平台会尽快处理。' });

    const queue = await api.call(
      '/admin/review?queue=comments&state=pending&size=200',
      undefined,
      as(reviewer),
    );
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const queued = queue.body.result.list.find(
      (i: { subjectId: string }) => i.subjectId === String(comment.id),
    );
    expect(queued).toMatchObject({
      queue: 'comments',
      subjectType: 'comment',
      reason: 'personalAttack',
      reportedBy: other.uid,
      summary: { body: comment.body, authorUid: fan.uid, kind: 'news', targetId: article },
    });

    const decided = await api.call(
      '/admin/review/decide',
      { id: queued.id, version: queued.version, decision: 'approve', reason: 'violatesRules' },
      as(reviewer),
    );
    expect(decided.body.result).toMatchObject({ state: 'approved', decidedBy: reviewer.uid });
    // Hidden, not deleted; no longer shown.
    expect(await row(comment.id)).toMatchObject({
      status: 'hidden',
      moderationReason: 'report',
      moderatedBy: reviewer.uid,
    });
    expect((await listed(article)).body.result).toMatchObject({ total: 0, list: [] });

    const log = await api.call(
      `/admin/audit?action=comment.moderate&subject=${comment.id}`,
      undefined,
      as(admin),
    );
    expect(log.body.result.list).toHaveLength(1);
    expect(log.body.result.list[0]).toMatchObject({
      actor: reviewer.uid,
      subjectType: 'comment',
      before: { status: 'published' },
      after: { status: 'hidden', reason: 'report', reviewItem: queued.id },
    });
    const decision = await api.call(
      `/admin/audit?action=review.decide&subject=${queued.id}`,
      undefined,
      as(admin),
    );
    expect(decision.body.result.list[0]).toMatchObject({ actor: reviewer.uid, after: { queue: 'comments' } });
  });

  it('a rejected report changes nothing; nobody reports their own comment, a hidden one, or an unknown one', async () => {
    const article = item();
    const fan = await api.signUp('comments-keep@example.com');
    const other = await api.signUp('comments-keep-other@example.com');
    const comment = await write(fan.uid, article, 'A fair opinion');
    await api.call('/comments/report', { id: comment.id, reason: 'spamming' }, as(other));
    const queue = await api.call('/admin/review?queue=comments&size=200', undefined, as(reviewer));
    const queued = queue.body.result.list.find(
      (i: { subjectId: string }) => i.subjectId === String(comment.id),
    );
    await api.call(
      '/admin/review/decide',
      { id: queued.id, version: queued.version, decision: 'reject', reason: 'noViolation' },
      as(reviewer),
    );
    expect((await row(comment.id))?.status).toBe('published');

    const own = await api.call('/comments/report', { id: comment.id, reason: 'spamming' }, as(fan));
    expect(own.status).toBe(400);
    expect(own.body.errorMsg).toBe('You cannot report your own comment');
    const unknown = await api.call('/comments/report', { id: 2_000_000_000, reason: 'spamming' }, as(other));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('This comment does not exist');
    const reason = await api.call('/comments/report', { id: comment.id, reason: 'boredom' }, as(other));
    expect(reason.status).toBe(400);
  });
});

describe('writing', () => {
  it('refuses guests with errorCode 3000 (the client opens the sign-in dialog)', async () => {
    const article = item();
    const fan = await api.signUp('comments-guest-check@example.com');
    const comment = await write(fan.uid, article, 'Hello');
    for (const [path, body] of [
      ['/comments/add', { kind: 'news', id: article, body: 'A guest writes' }],
      ['/comments/like', { id: comment.id }],
      ['/comments/delete', { id: comment.id }],
      ['/comments/report', { id: comment.id, reason: 'spamming' }],
    ] as const) {
      const answer = await api.call(path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.errorCode, path).toBe(3000);
    }
    // Reading needs no account.
    expect((await listed(article)).body.result.total).toBe(1);
  });

  it('refuses an empty or too long text, with translated messages, and stores nothing', async () => {
    const article = item();
    const fan = await api.signUp('comments-length@example.com');
    expect(await refusal(write(fan.uid, article, '   \n '))).toBe('commentEmpty');
    expect(await refusal(write(fan.uid, article, 'x'.repeat(1001)))).toBe('commentLength');
    expect((await write(fan.uid, article, `  ${'x'.repeat(1000)}  `)).body).toHaveLength(1000);
    const blank = await api.call('/comments/add', { kind: 'news', id: article, body: ' ' }, as(fan));
    expect(blank.body.errorMsg).toBe('The comment cannot be empty');
    const rows = await app.database.db.select().from(comments).where(eq(comments.authorUid, fan.uid));
    expect(rows).toHaveLength(1);
  });

  it('refuses a target that does not exist, is no longer published, or has no comments here', async () => {
    const fan = await api.signUp('comments-target@example.com');
    expect(await refusal(write(fan.uid, 987_654, 'Where am I?'))).toBe('commentTargetNotFound');
    const article = item();
    await write(fan.uid, article, 'Before it was unpublished');
    open.delete(`news:${article}`);
    expect(await refusal(write(fan.uid, article, 'After'))).toBe('commentTargetNotFound');
    expect(counter(article)).toBe(1);
    // Through the app: a post that does not exist, 404 in the caller's language.
    const post = await api.call('/comments/add', { kind: 'post', id: 2_000_000_000, body: 'Hi' }, as(fan));
    expect(post.status).toBe(404);
    expect(post.body.errorMsg).toBe('This content does not exist or can no longer be commented on');
    const zh = await api.call(
      '/comments/add',
      { kind: 'post', id: 2_000_000_000, body: 'Hi' },
      { ...as(fan), lan: 'zh_CN' },
    );
    expect(zh.body.errorMsg).toBe('该内容不存在或已无法评论');
  });

  it('refuses a muted user ("You have been muted") until the mute is lifted', async () => {
    const article = item();
    const fan = await api.signUp('comments-muted@example.com');
    const muted = await api.call(
      '/admin/users/mute',
      { uid: fan.uid, hours: 24, reason: 'Insults' },
      as(admin),
    );
    expect(muted.status, JSON.stringify(muted.body)).toBe(200);
    expect(await refusal(write(fan.uid, article, 'Let me speak'))).toBe('muted');
    await api.call('/admin/users/unmute', { uid: fan.uid }, as(admin));
    expect((await write(fan.uid, article, 'Thank you')).body).toBe('Thank you');
  });

  it('masks banned words of the target language and refuses the `refuse` kind', async () => {
    for (const [language, word, action] of [
      ['en_US', 'dummkopf', 'mask'],
      ['zh_CN', '傻瓜蛋', 'refuse'],
    ] as const) {
      const added = await api.call('/admin/words/add', { language, word, action }, as(admin));
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const fan = await api.signUp('comments-words@example.com');
    const english = item('en_US');
    expect((await write(fan.uid, english, 'What a Dummkopf move')).body).toBe('What a ******** move');
    // The word is listed for English only: a Chinese item keeps it.
    const chinese = item('zh_CN');
    expect((await write(fan.uid, chinese, 'dummkopf')).body).toBe('dummkopf');
    expect(await refusal(write(fan.uid, chinese, '你这个傻 瓜蛋'))).toBe('inappropriateSpeech');
    expect(counter(chinese)).toBe(1);
  });

  it(`allows ${COMMENTS_PER_MINUTE} comments a minute and ${COMMENTS_PER_DAY} a day`, async () => {
    const article = item();
    const fan = await api.signUp('comments-fast@example.com');
    const limited = createCommentsService({
      db: app.database.db,
      moderation: app.services.moderation,
      targets: { news: target('news') },
      limiter: createMemoryRateLimiter(),
    });
    for (let i = 1; i <= COMMENTS_PER_MINUTE; i++)
      await limited.add(fan.uid, { kind: 'news', id: article, body: `#${i}` });
    expect(await refusal(limited.add(fan.uid, { kind: 'news', id: article, body: 'one more' }))).toBe(
      'commentTooFast',
    );
    expect(counter(article)).toBe(COMMENTS_PER_MINUTE);

    // The day: the last 24 hours of comments, whatever became of them.
    const busy = await api.signUp('comments-busy@example.com');
    const since = Date.now() - 23 * 3600_000;
    await app.database.db.insert(comments).values(
      Array.from({ length: COMMENTS_PER_DAY }, (_, i) => ({
        targetKind: 'news',
        targetId: article,
        authorUid: busy.uid,
        body: `old ${i}`,
        status: i % 2 === 0 ? 'published' : 'deleted',
        createdAt: new Date(since + i * 1000),
      })),
    );
    expect(await refusal(write(busy.uid, article, 'one too many'))).toBe('commentDailyLimit');
  });

  it('stores a script as text (the page shows it as text, never as HTML)', async () => {
    const article = item();
    const fan = await api.signUp('comments-script@example.com');
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const comment = await write(fan.uid, article, text);
    expect(comment.body).toBe(text);
    expect((await listed(article)).body.result.list[0].body).toBe(text);
  });
});

describe('replies, likes and pins', () => {
  it('replies go one level deep under a published comment of the same target', async () => {
    const article = item();
    const fan = await api.signUp('comments-thread@example.com');
    const top = await write(fan.uid, article, 'Who wins tonight?');
    const replies = [];
    for (let i = 1; i <= 4; i++) replies.push(await write(fan.uid, article, `Reply ${i}`, top.id));
    expect(replies[0]?.parentId).toBe(top.id);
    expect(counter(article)).toBe(5);
    expect((await row(top.id))?.replies).toBe(4);

    expect(await refusal(write(fan.uid, article, 'Reply to a reply', replies[0]?.id))).toBe(
      'commentReplyParent',
    );
    const elsewhere = item();
    expect(await refusal(write(fan.uid, elsewhere, 'Wrong place', top.id))).toBe('commentReplyParent');
    expect(await refusal(write(fan.uid, article, 'To nothing', 2_000_000_000))).toBe('commentReplyParent');

    // The page: top-level comments only, each with its latest 3 replies, newest first.
    const page = (await listed(article)).body.result;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id: top.id, replies: 4 });
    expect(page.list[0].latestReplies.map((r: { body: string }) => r.body)).toEqual([
      'Reply 4',
      'Reply 3',
      'Reply 2',
    ]);
    const all = await api.call(`/comments/replies?id=${top.id}`);
    expect(all.body.result).toMatchObject({ total: 4, hasMore: false });
    expect(all.body.result.list.map((r: { body: string }) => r.body)).toEqual([
      'Reply 4',
      'Reply 3',
      'Reply 2',
      'Reply 1',
    ]);

    // A hidden comment takes no new replies.
    await service.moderate({ uid: reviewer.uid, address: null }, { id: top.id, status: 'hidden' });
    expect(await refusal(write(fan.uid, article, 'Too late', top.id))).toBe('commentReplyParent');
  });

  it('a like is a toggle; the list tells the viewer what they like', async () => {
    const article = item();
    const fan = await api.signUp('comments-likes@example.com');
    const other = await api.signUp('comments-liker@example.com');
    const comment = await write(fan.uid, article, 'Like me');
    const first = await api.call('/comments/like', { id: comment.id }, as(other));
    expect(first.body.result).toEqual({ liked: true, likes: 1 });
    expect((await api.call('/comments/like', { id: comment.id }, as(fan))).body.result).toEqual({
      liked: true,
      likes: 2,
    });
    expect((await listed(article, other.token)).body.result.list[0]).toMatchObject({ likes: 2, liked: true });
    expect((await listed(article)).body.result.list[0]).toMatchObject({ likes: 2, liked: false });
    const back = await api.call('/comments/like', { id: comment.id }, as(other));
    expect(back.body.result).toEqual({ liked: false, likes: 1 });
    expect((await listed(article, other.token)).body.result.list[0]).toMatchObject({
      likes: 1,
      liked: false,
    });
    expect((await api.call('/comments/like', { id: 2_000_000_000 }, as(other))).status).toBe(404);
  });

  it('an editor pins a top-level comment first; a reviewer may not; a reply is never pinned', async () => {
    const article = item();
    const fan = await api.signUp('comments-pin@example.com');
    const oldest = await write(fan.uid, article, 'First');
    await write(fan.uid, article, 'Second');
    const newest = await write(fan.uid, article, 'Third');
    const reply = await write(fan.uid, article, 'A reply', newest.id);
    const order = async () => (await listed(article)).body.result.list.map((c: { body: string }) => c.body);
    expect(await order()).toEqual(['Third', 'Second', 'First']);

    const pinned = await api.call('/admin/comments/pin', { id: oldest.id, pinned: true }, as(editor));
    expect(pinned.body.result).toMatchObject({ id: oldest.id, pinned: true });
    expect(await order()).toEqual(['First', 'Third', 'Second']);
    expect((await listed(article)).body.result.list[0].pinned).toBe(true);

    expect(
      (await api.call('/admin/comments/pin', { id: newest.id, pinned: true }, as(reviewer))).status,
    ).toBe(403);
    const onReply = await api.call('/admin/comments/pin', { id: reply.id, pinned: true }, as(editor));
    expect(onReply.status).toBe(400);
    expect(onReply.body.errorMsg).toBe('Only a top-level comment can be pinned');

    await api.call('/admin/comments/pin', { id: oldest.id, pinned: false }, as(editor));
    expect(await order()).toEqual(['Third', 'Second', 'First']);
    const log = await api.call(`/admin/audit?action=comment.pin&subject=${oldest.id}`, undefined, as(admin));
    expect(log.body.result.list.map((e: { after: unknown }) => e.after)).toEqual([
      { pinned: false },
      { pinned: true },
    ]);
  });
});

describe('deleting and moderating', () => {
  it('the author deletes their own comment (kept as deleted); nobody else can, and nobody restores it', async () => {
    const article = item();
    const fan = await api.signUp('comments-delete@example.com');
    const other = await api.signUp('comments-delete-other@example.com');
    const top = await write(fan.uid, article, 'Top');
    const reply = await write(other.uid, article, 'Mine', top.id);

    const notYours = await api.call('/comments/delete', { id: reply.id }, as(fan));
    expect(notYours.status).toBe(403);
    expect(notYours.body.errorMsg).toBe('You can only delete your own comments');
    const deleted = await api.call('/comments/delete', { id: reply.id }, as(other));
    expect(deleted.body.result).toEqual({ id: reply.id });
    expect(await row(reply.id)).toMatchObject({ status: 'deleted', moderationReason: 'author' });
    expect((await row(top.id))?.replies).toBe(0);
    expect((await api.call('/comments/delete', { id: reply.id }, as(other))).status).toBe(404);

    const restore = await api.call(
      '/admin/comments/moderate',
      { id: reply.id, status: 'published' },
      as(reviewer),
    );
    expect(restore.status).toBe(409);
    expect(restore.body.errorMsg).toBe('Its author deleted this comment; it cannot be restored');
  });

  it('counters follow a comment out of and back into published', async () => {
    const article = item();
    const fan = await api.signUp('comments-counters@example.com');
    const top = await write(fan.uid, article, 'Top');
    const reply = await write(fan.uid, article, 'Reply', top.id);
    expect(counter(article)).toBe(2);
    const actor = { uid: reviewer.uid, address: '127.0.0.1' };
    await service.moderate(actor, { id: reply.id, status: 'spam' });
    expect([counter(article), (await row(top.id))?.replies]).toEqual([1, 0]);
    await service.moderate(actor, { id: reply.id, status: 'deleted', reason: 'Link farm' });
    expect([counter(article), (await row(top.id))?.replies]).toEqual([1, 0]);
    expect(await refusal(service.moderate(actor, { id: reply.id, status: 'deleted' }))).toBe(
      'commentStatusSame',
    );
    await service.moderate(actor, { id: reply.id, status: 'published' });
    expect([counter(article), (await row(top.id))?.replies]).toEqual([2, 1]);
    await service.remove(fan.uid, top.id);
    expect(counter(article)).toBe(1);
  });

  it('a ban hides the user’s comments without deleting them; a moderator restores one; unban restores nothing', async () => {
    const article = item();
    const fan = await api.signUp('comments-banned@example.com');
    const other = await api.signUp('comments-bystander@example.com');
    const top = await write(other.uid, article, 'Bystander');
    const own = await write(fan.uid, article, 'Trouble');
    const reply = await write(fan.uid, article, 'More trouble', top.id);
    const gone = await write(fan.uid, article, 'Already deleted');
    await service.remove(fan.uid, gone.id);

    const banned = await api.call('/admin/users/ban', { uid: fan.uid, reason: 'Abuse' }, as(admin));
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    const rows = await app.database.db.select().from(comments).where(eq(comments.authorUid, fan.uid));
    expect(rows.map((r) => [r.id, r.status, r.moderationReason]).sort()).toEqual(
      [
        [own.id, 'hidden', 'ban'],
        [reply.id, 'hidden', 'ban'],
        [gone.id, 'deleted', 'author'],
      ].sort(),
    );
    expect((await row(top.id))?.replies).toBe(0);
    const page = (await listed(article)).body.result;
    expect(page.list.map((c: { id: number }) => c.id)).toEqual([top.id]);
    expect(page.list[0].latestReplies).toEqual([]);

    // Moderators see them and restore one (audited).
    const hidden = await api.call(`/admin/comments?status=hidden&uid=${fan.uid}`, undefined, as(reviewer));
    expect(hidden.body.result.total).toBe(2);
    const restored = await api.call(
      '/admin/comments/moderate',
      { id: reply.id, status: 'published', reason: 'Harmless' },
      as(reviewer),
    );
    expect(restored.body.result).toMatchObject({ status: 'published', moderatedBy: reviewer.uid });
    expect((await row(top.id))?.replies).toBe(1);
    const log = await api.call(
      `/admin/audit?action=comment.moderate&subject=${reply.id}`,
      undefined,
      as(admin),
    );
    expect(log.body.result.list[0]).toMatchObject({
      actor: reviewer.uid,
      before: { status: 'hidden', reason: 'ban' },
      after: { status: 'published', reason: 'Harmless' },
    });

    await api.call('/admin/users/unban', { uid: fan.uid }, as(admin));
    expect((await row(own.id))?.status).toBe('hidden');
  });

  it('"hide all of this user’s comments" in one action, audited', async () => {
    const fan = await api.signUp('comments-hideall@example.com');
    const first = item();
    const second = item('en_US', 'video');
    await write(fan.uid, first, 'One');
    await service.add(fan.uid, { kind: 'video', id: second, body: 'Two' });
    const hidden = await api.call('/admin/comments/hideUser', { uid: fan.uid }, as(reviewer));
    expect(hidden.body.result).toEqual({ hidden: 2 });
    const rows = await app.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.authorUid, fan.uid), eq(comments.status, 'hidden')));
    expect(rows.map((r) => r.moderationReason)).toEqual(['moderator', 'moderator']);
    expect((await api.call('/admin/comments/hideUser', { uid: fan.uid }, as(reviewer))).body.result).toEqual({
      hidden: 0,
    });
    expect((await api.call('/admin/comments/hideUser', { uid: 2_000_000_000 }, as(reviewer))).status).toBe(
      404,
    );
    const log = await api.call(
      `/admin/audit?action=comment.hideUser&subject=${fan.uid}`,
      undefined,
      as(admin),
    );
    // Newest first: the second action found nothing left to hide.
    expect(log.body.result.list.map((e: { actor: number; after: unknown }) => [e.actor, e.after])).toEqual([
      [reviewer.uid, { hidden: 0 }],
      [reviewer.uid, { hidden: 2 }],
    ]);
  });

  it('the console lists comments of any state by state, author and target; other users are refused', async () => {
    const fan = await api.signUp('comments-console@example.com');
    const article = item();
    const video = item('en_US', 'video');
    const a = await write(fan.uid, article, 'On the news');
    const b = await service.add(fan.uid, { kind: 'video', id: video, body: 'On the video' });
    await service.moderate({ uid: reviewer.uid, address: null }, { id: b.id, status: 'spam' });

    const mine = await api.call(`/admin/comments?uid=${fan.uid}`, undefined, as(reviewer));
    expect(mine.body.result.list.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(mine.body.result.list[0]).toMatchObject({
      kind: 'video',
      targetId: video,
      status: 'spam',
      author: { uid: fan.uid },
      moderatedBy: reviewer.uid,
      moderationReason: 'moderator',
    });
    const spam = await api.call(`/admin/comments?uid=${fan.uid}&status=spam`, undefined, as(reviewer));
    expect(spam.body.result.total).toBe(1);
    const news = await api.call(`/admin/comments?kind=news&target=${article}`, undefined, as(reviewer));
    expect(news.body.result.list.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await api.call('/admin/comments?status=gone', undefined, as(reviewer))).status).toBe(400);
    expect((await api.call('/admin/comments', undefined, as(fan))).status).toBe(403);
    expect((await api.call('/admin/comments', undefined, as(editor))).status).toBe(403);
  });
});
