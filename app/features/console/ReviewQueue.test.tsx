/**
 * A review item as the reviewer sees it, and what its controls send: the item's version with every
 * decision and assignment (the optimistic lock: a reviewer who saw an older version is refused).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '../../../shared/console/contract.ts';
import { assignItem, decideItem, decisionBody } from './console-api.ts';
import { renderConsole, textOf } from './console-test-kit.test-support.ts';
import { ReviewCard } from './ReviewQueue.tsx';

const post = vi.fn(async (_path: string, body: unknown) => body);
vi.mock('../../lib/api.ts', () => ({ api: () => ({ post, get: vi.fn() }) }));

const pending: ReviewItem = {
  id: 7,
  queue: 'userReports',
  subjectType: 'user',
  subjectId: '100002',
  summary: { username: 'Loudmouth', avatar: null, signature: 'buy cheap coins', detail: 'Spams the chat' },
  reportedBy: 100003,
  reason: 'advertising',
  state: 'pending',
  assignee: null,
  decisionReason: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  version: 4,
};

beforeEach(() => post.mockClear());

describe('a pending review item', () => {
  const html = renderConsole(<ReviewCard item={pending} />, { url: '/admin/review', uid: 1 });
  const text = textOf(html);

  it("shows the reported user (a link to their page), the reporter, the reason and the reporter's words", () => {
    expect(html).toMatch(/<a class="console-link" href="\/admin\/users\/100002"><bdi>Loudmouth<\/bdi><\/a>/);
    expect(html).toContain('href="/admin/users/100003"');
    expect(text).toContain('Reason Advertising');
    expect(text).toContain('Spams the chat');
    expect(text).toContain('buy cheap coins');
    expect(text).toContain('User reports');
    expect(text).toContain('Assignee Nobody');
    // In the viewer's zone (Shanghai, UTC+8).
    expect(text).toContain('4:00 PM');
  });

  it('offers Take, and Approve and Reject each with its reason templates, and a note', () => {
    expect(html).toMatch(/<button type="button"[^>]*>Take<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Reject<\/button>/);
    expect(text).toContain('Reason to approve');
    expect(text).toContain('Breaks the community rules');
    expect(text).toContain('Not enough evidence');
    expect(text).toContain('Note (optional)');
    expect(html).toContain('data-version="4"');
  });

  it('offers Release instead of Take to the reviewer who took it', () => {
    const mine = renderConsole(<ReviewCard item={{ ...pending, assignee: 1 }} />, { uid: 1 });
    expect(mine).toMatch(/>Release<\/button>/);
    expect(textOf(mine)).toContain('Assignee You');
  });
});

describe('a reported comment', () => {
  it('shows the comment, its author (a link to their page) and where it was written', () => {
    const html = renderConsole(
      <ReviewCard
        item={{
          ...pending,
          queue: 'comments',
          subjectType: 'comment',
          subjectId: '31',
          summary: {
            body: 'You all cheat',
            authorUid: 100004,
            username: 'Hothead',
            kind: 'news',
            targetId: 9,
          },
        }}
      />,
    );
    expect(textOf(html)).toContain('Reported text You all cheat');
    expect(html).toMatch(/href="\/admin\/users\/100004"><bdi>Hothead<\/bdi>/);
    expect(textOf(html)).toContain('news 9');
    expect(textOf(html)).toContain('Comments');
  });
});

describe('a decided review item', () => {
  it('shows the decision and offers no control', () => {
    const html = renderConsole(
      <ReviewCard
        item={{
          ...pending,
          state: 'rejected',
          decisionReason: 'insufficientEvidence',
          note: 'no screenshot',
          decidedBy: 100009,
          decidedAt: '2026-11-21T08:00:00.000Z',
        }}
      />,
    );
    expect(textOf(html)).toContain('Rejected');
    expect(textOf(html)).toContain('Not enough evidence');
    expect(textOf(html)).toContain('Note: no screenshot');
    expect(html).toContain('href="/admin/users/100009"');
    expect(html).not.toContain('<button');
  });
});

describe('the review calls', () => {
  it('send the version the reviewer saw with a decision, and the note only when written', async () => {
    await decideItem(pending, 'approve', 'violatesRules', '  ');
    expect(post).toHaveBeenLastCalledWith('/admin/review/decide', {
      id: 7,
      version: 4,
      decision: 'approve',
      reason: 'violatesRules',
    });
    await decideItem(pending, 'reject', 'duplicate', ' same as #6 ');
    expect(post).toHaveBeenLastCalledWith('/admin/review/decide', {
      id: 7,
      version: 4,
      decision: 'reject',
      reason: 'duplicate',
      note: 'same as #6',
    });
  });

  it('send the version with taking and releasing', async () => {
    await assignItem(pending, false);
    expect(post).toHaveBeenLastCalledWith('/admin/review/assign', { id: 7, version: 4, release: false });
    await assignItem({ ...pending, version: 5 }, true);
    expect(post).toHaveBeenLastCalledWith('/admin/review/assign', { id: 7, version: 5, release: true });
  });

  it('build the body from the item alone', () => {
    expect(decisionBody({ id: 1, version: 0 }, 'reject', 'noViolation')).toEqual({
      id: 1,
      version: 0,
      decision: 'reject',
      reason: 'noViolation',
    });
  });
});
