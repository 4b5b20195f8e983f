/**
 * A news article's states (issue 15; the diagram is shared/news/model.ts's):
 *
 *   draft ──schedule──▶ scheduled ──(its time)──▶ published ──unpublish──▶ unpublished
 *     │                    │                          ▲                        │
 *     └──────publish───────┴────────publish───────────┘◀──────publish──────────┘
 *   scheduled | unpublished ──draft──▶ draft
 *
 * Readers see an article when it is published, or scheduled with its time passed (`visibleAt`).
 */

import { DomainError } from '../../../shared/errors.ts';
import type { NewsStatus } from '../../../shared/news/model.ts';

export type PublishAction = 'publish' | 'schedule' | 'unpublish' | 'draft';

const ALLOWED: Record<PublishAction, readonly NewsStatus[]> = {
  publish: ['draft', 'scheduled', 'unpublished'],
  schedule: ['draft', 'scheduled', 'unpublished'],
  unpublish: ['published', 'scheduled'],
  draft: ['scheduled', 'unpublished'],
};

/** Whether readers see an article in `status` with `publishAt`, at `now`. */
export function visibleAt(status: NewsStatus, publishAt: Date | null, now: Date): boolean {
  if (status === 'published') return true;
  return status === 'scheduled' && publishAt !== null && publishAt.getTime() <= now.getTime();
}

/**
 * The state and publishing time an action leads to, or the refusal (409 `newsTransition`; 400
 * `newsScheduleTime` for a missing or past time). Publishing keeps an earlier publishing time (a
 * republished article keeps its date), else it is now.
 */
export function transition(
  current: { status: NewsStatus; publishAt: Date | null },
  action: PublishAction,
  now: Date,
  at?: Date,
): { status: NewsStatus; publishAt: Date | null } {
  // A scheduled article whose time has come is published already, for every reader.
  const status = visibleAt(current.status, current.publishAt, now) ? 'published' : current.status;
  if (!ALLOWED[action].includes(status)) throw new DomainError('conflict', 'newsTransition');
  switch (action) {
    case 'publish':
      return {
        status: 'published',
        publishAt: current.publishAt && status === 'unpublished' ? current.publishAt : now,
      };
    case 'schedule':
      if (!at || at.getTime() <= now.getTime()) throw new DomainError('invalid', 'newsScheduleTime');
      return { status: 'scheduled', publishAt: at };
    case 'unpublish':
      return { status: 'unpublished', publishAt: status === 'scheduled' ? null : current.publishAt };
    case 'draft':
      return { status: 'draft', publishAt: null };
  }
}

/** Tags as stored: trimmed, without `#`, case-insensitively unique, in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      out.push(tag);
    }
  }
  return out;
}
