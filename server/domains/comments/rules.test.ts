import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../../shared/errors.ts';
import { checkModeration, checkNotMuted, checkReplyParent, publishedDelta } from './rules.ts';

const keyOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return error.messageKey;
    throw error;
  }
  return null;
};

describe("a comment's states", () => {
  it('counts a comment only while it is published', () => {
    expect(publishedDelta('published', 'hidden')).toBe(-1);
    expect(publishedDelta('spam', 'published')).toBe(1);
    expect(publishedDelta('hidden', 'deleted')).toBe(0);
    expect(publishedDelta('published', 'published')).toBe(0);
  });

  it('moves to another state, never back from its author’s own deletion', () => {
    expect(
      keyOf(() => checkModeration({ status: 'hidden', moderationReason: 'ban' }, 'published')),
    ).toBeNull();
    expect(keyOf(() => checkModeration({ status: 'spam', moderationReason: null }, 'spam'))).toBe(
      'commentStatusSame',
    );
    expect(keyOf(() => checkModeration({ status: 'deleted', moderationReason: 'author' }, 'published'))).toBe(
      'commentDeletedByAuthor',
    );
    // A moderator's deletion can be undone.
    expect(
      keyOf(() => checkModeration({ status: 'deleted', moderationReason: 'moderator' }, 'published')),
    ).toBeNull();
  });

  it('replies answer a published top-level comment of the same target', () => {
    const parent = { parentId: null, status: 'published', targetKind: 'news', targetId: 7 };
    expect(keyOf(() => checkReplyParent(parent, { kind: 'news', id: 7 }))).toBeNull();
    for (const bad of [
      undefined,
      { ...parent, parentId: 3 },
      { ...parent, status: 'hidden' },
      { ...parent, targetKind: 'video' },
      { ...parent, targetId: 8 },
    ]) {
      expect(keyOf(() => checkReplyParent(bad, { kind: 'news', id: 7 }))).toBe('commentReplyParent');
    }
  });

  it('a mute holds until its end', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(keyOf(() => checkNotMuted(new Date('2026-11-29T12:00:01Z'), now))).toBe('muted');
    expect(keyOf(() => checkNotMuted(new Date('2026-11-29T12:00:00Z'), now))).toBeNull();
    expect(keyOf(() => checkNotMuted(null, now))).toBeNull();
  });
});
