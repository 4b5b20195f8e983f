/**
 * A video's states (issue 15; the diagram is shared/videos/model.ts's):
 *
 *   draft ──schedule──▶ scheduled ──(its time)──▶ published ──unpublish──▶ unpublished
 *     │                    │                          ▲                        │
 *     └──────publish───────┴────────publish───────────┘◀──────publish──────────┘
 *   scheduled | unpublished ──draft──▶ draft
 *
 * Viewers see a video when it is published, or scheduled with its time passed (`visibleAt`).
 *
 * Its source (`checkSource`) is a file the product stored (`/uploads/videos/…mp4`, checked by content
 * when it was uploaded) or an https address of a host the deployment allows (VIDEO_HOSTS), ending
 * in `.mp4` or `.m3u8` (which tells the player how to load it).
 */
import { DomainError } from '../../../shared/errors.ts';
import {
  sourceTypeOfUrl,
  UPLOADED_VIDEO_PATH,
  type VideoSourceType,
  type VideoStatus,
} from '../../../shared/videos/model.ts';

export type PublishAction = 'publish' | 'schedule' | 'unpublish' | 'draft';

const ALLOWED: Record<PublishAction, readonly VideoStatus[]> = {
  publish: ['draft', 'scheduled', 'unpublished'],
  schedule: ['draft', 'scheduled', 'unpublished'],
  unpublish: ['published', 'scheduled'],
  draft: ['scheduled', 'unpublished'],
};

/** Whether viewers see a video in `status` with `publishAt`, at `now`. */
export function visibleAt(status: VideoStatus, publishAt: Date | null, now: Date): boolean {
  if (status === 'published') return true;
  return status === 'scheduled' && publishAt !== null && publishAt.getTime() <= now.getTime();
}

/** The state as viewers see it: a scheduled video whose time has come is published. */
export function effectiveStatus(status: VideoStatus, publishAt: Date | null, now: Date): VideoStatus {
  return visibleAt(status, publishAt, now) ? 'published' : status;
}

/**
 * The state and publishing time an action leads to, or the refusal (409 `videoTransition`; 400
 * `videoScheduleTime` for a missing or past time). Publishing again keeps the first publishing time
 * (a republished video keeps its date), else it is now.
 */
export function transition(
  current: { status: VideoStatus; publishAt: Date | null },
  action: PublishAction,
  now: Date,
  at?: Date,
): { status: VideoStatus; publishAt: Date | null } {
  const status = effectiveStatus(current.status, current.publishAt, now);
  if (!ALLOWED[action].includes(status)) throw new DomainError('conflict', 'videoTransition');
  switch (action) {
    case 'publish':
      return {
        status: 'published',
        publishAt: current.publishAt && status === 'unpublished' ? current.publishAt : now,
      };
    case 'schedule':
      if (!at || at.getTime() <= now.getTime()) throw new DomainError('invalid', 'videoScheduleTime');
      return { status: 'scheduled', publishAt: at };
    case 'unpublish':
      return { status: 'unpublished', publishAt: status === 'scheduled' ? null : current.publishAt };
    case 'draft':
      return { status: 'draft', publishAt: null };
  }
}

/** The action a save's wanted state asks for from the current one, or none (it stays as it is). */
export function actionFor(
  current: VideoStatus,
  wanted: 'draft' | 'scheduled' | 'published' | undefined,
): PublishAction | null {
  if (wanted === undefined) return null;
  if (wanted === 'scheduled') return 'schedule';
  if (wanted === current) return null;
  return wanted === 'published' ? 'publish' : 'draft';
}

export type CheckedSource =
  | { kind: 'upload'; sourceType: 'mp4'; source: string }
  | { kind: 'url'; sourceType: VideoSourceType; source: string };

/**
 * A source as stored, or the refusal: an uploaded file's path (`videoSourceMissing` unless it is one
 * the upload stored), or an https address (`videoSourceUrl`) of an allowed host (`videoHostNotAllowed`)
 * whose path ends in `.mp4` or `.m3u8` (`videoSourceUrl`).
 */
export function checkSource(source: string, allowedHosts: readonly string[]): CheckedSource {
  const value = source.trim();
  if (value.startsWith('/')) {
    if (!UPLOADED_VIDEO_PATH.test(value)) throw new DomainError('invalid', 'videoSourceMissing');
    return { kind: 'upload', sourceType: 'mp4', source: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DomainError('invalid', 'videoSourceUrl');
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw new DomainError('invalid', 'videoSourceUrl');
  }
  if (!allowedHosts.includes(url.host.toLowerCase())) {
    throw new DomainError('invalid', 'videoHostNotAllowed', { host: url.host });
  }
  const sourceType = sourceTypeOfUrl(url.href);
  if (!sourceType) throw new DomainError('invalid', 'videoSourceUrl');
  return { kind: 'url', sourceType, source: url.href };
}

/** The publishing time a save asks for, read from its ISO text (the contract checked its shape). */
export function scheduleTime(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
