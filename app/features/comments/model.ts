/** The comments panel's pure rules (no React): names, relative times and how pages and new comments merge. */
import type { Comment, CommentThread } from '../../../shared/comments/contract.ts';

/** What a comment's author is called: their user name, else "User 100123". */
export function authorName(
  author: { uid: number; username: string | null },
  fallback: (uid: number) => string,
) {
  return author.username ?? fallback(author.uid);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago `iso` was, in the page's language (spec section 9: minutes, hours, days, weeks,
 * months): "now" under a minute, "5 minutes ago", "3 weeks ago"; beyond a year the date itself.
 */
export function relativeTime(iso: string, now: number, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ago = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago >= 365 * 86_400_000) return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  for (const [unit, size] of UNITS) {
    if (ago >= size) return format.format(-Math.floor(ago / size), unit);
  }
  return format.format(0, 'second');
}

/** The list after a further page: new threads at the end, none twice (the list may have moved since). */
export function appendPage(list: readonly CommentThread[], page: readonly CommentThread[]): CommentThread[] {
  const seen = new Set(list.map((c) => c.id));
  return [...list, ...page.filter((c) => !seen.has(c.id))];
}

/** The list with the viewer's new top-level comment first after the pinned ones. */
export function addThread(list: readonly CommentThread[], comment: Comment): CommentThread[] {
  const thread: CommentThread = { ...comment, latestReplies: [] };
  const at = list.findIndex((c) => !c.pinned);
  const index = at === -1 ? list.length : at;
  return [...list.slice(0, index), thread, ...list.slice(index)];
}

/** The list with a new reply first under its thread, and the thread's reply count one more. */
export function addReply(list: readonly CommentThread[], reply: Comment): CommentThread[] {
  return list.map((c) =>
    c.id === reply.parentId
      ? { ...c, replies: c.replies + 1, latestReplies: [reply, ...c.latestReplies] }
      : c,
  );
}

/** Applies `change` to the comment `id`, top-level or reply, wherever it is in the list. */
export function updateComment(
  list: readonly CommentThread[],
  id: number,
  change: (comment: Comment) => Comment,
): CommentThread[] {
  return list.map((c) => {
    const latestReplies = c.latestReplies.map((r) => (r.id === id ? change(r) : r));
    return c.id === id ? { ...c, ...change(c), latestReplies } : { ...c, latestReplies };
  });
}

/** The list without `comment` (a reply also leaves its thread's count). */
export function removeComment(
  list: readonly CommentThread[],
  comment: Pick<Comment, 'id' | 'parentId'>,
): CommentThread[] {
  return list
    .filter((c) => c.id !== comment.id)
    .map((c) =>
      c.id === comment.parentId
        ? {
            ...c,
            replies: Math.max(0, c.replies - 1),
            latestReplies: c.latestReplies.filter((r) => r.id !== comment.id),
          }
        : c,
    );
}
