import { describe, expect, it } from 'vitest';
import type { Comment, CommentThread } from '../../../shared/comments/contract.ts';
import { addReply, addThread, appendPage, relativeTime, removeComment, updateComment } from './model.ts';

const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id,
  kind: 'news',
  targetId: 1,
  parentId: null,
  author: { uid: 1, username: null, avatar: null, level: 1 },
  body: `#${id}`,
  pinned: false,
  likes: 0,
  replies: 0,
  liked: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
});
const thread = (id: number, over: Partial<CommentThread> = {}): CommentThread => ({
  ...comment(id),
  latestReplies: [],
  ...over,
});

describe('the comments panel’s list', () => {
  it('puts a new comment first after the pinned ones', () => {
    const list = [thread(1, { pinned: true }), thread(2)];
    expect(addThread(list, comment(3)).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(addThread([], comment(3)).map((c) => c.id)).toEqual([3]);
  });

  it('puts a reply first under its thread and counts it; a deleted reply leaves the count', () => {
    const list = addReply(
      [thread(1, { replies: 1, latestReplies: [comment(5, { parentId: 1 })] })],
      comment(6, { parentId: 1 }),
    );
    expect(list[0]?.replies).toBe(2);
    expect(list[0]?.latestReplies.map((r) => r.id)).toEqual([6, 5]);
    const after = removeComment(list, { id: 5, parentId: 1 });
    expect(after[0]?.replies).toBe(1);
    expect(after[0]?.latestReplies.map((r) => r.id)).toEqual([6]);
    expect(removeComment(after, { id: 1, parentId: null })).toEqual([]);
  });

  it('adds a further page without repeating what it shows already', () => {
    expect(appendPage([thread(3), thread(2)], [thread(2), thread(1)]).map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it('updates a comment wherever it is, top-level or reply', () => {
    const list = [thread(1, { latestReplies: [comment(2, { parentId: 1 })] })];
    const liked = updateComment(list, 2, (c) => ({ ...c, liked: true, likes: 1 }));
    expect(liked[0]?.latestReplies[0]).toMatchObject({ liked: true, likes: 1 });
    expect(updateComment(list, 1, (c) => ({ ...c, likes: 9 }))[0]?.likes).toBe(9);
  });
});

describe('relative times (minutes, hours, days, weeks, months)', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('writes how long ago in the page’s language', () => {
    expect(relativeTime('2026-11-29T11:59:40Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-29T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-29T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-11-28T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-11-15T12:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(relativeTime('2026-08-29T12:00:00Z', now, 'en')).toBe('3 months ago');
    expect(relativeTime('2026-11-29T11:55:00Z', now, 'zh-CN')).toBe('5分钟前');
    expect(relativeTime('2024-01-01T00:00:00Z', now, 'en')).toBe('Jan 1, 2024');
  });
});
