/**
 * Videos (issue 15): the lists, pages, hot lists and a match's videos viewers see, and the console's
 * editor (save, uploads of the file and its cover, publishing now or at a time). Every editor change
 * is one transaction with its audit line; a view is counted with the hot lists' day in one, too.
 */
import type { Readable } from 'node:stream';
import type { ConsolePage } from '../../../shared/console/contract.ts';
import { DomainError } from '../../../shared/errors.ts';
import type {
  EditorVideo,
  EditorVideoRow,
  SaveVideo,
  UploadedCover,
  UploadedVideo,
  VideoCard,
  VideoDetail,
  VideoMatch,
  VideoPage,
} from '../../../shared/videos/contract.ts';
import {
  UPLOADED_VIDEO_PATH,
  VIDEO_MAX_BYTES,
  VIDEOS_BY_MATCH,
  VIDEOS_HOT,
  VIDEOS_HUB_PER_CATEGORY,
  VIDEOS_PAGE_SIZE,
  VIDEOS_RELATED,
  type VideoCategory,
  type VideoHlsState,
  type VideoSourceType,
  type VideoStatus,
  videoPath,
} from '../../../shared/videos/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isStoredImage, storeImage } from '../../media/images.ts';
import { probeVideo, storedVideoFile, storeVideo } from '../../media/videos.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { bump, type HotPeriod, type ViewGate } from '../hot/index.ts';
import { removeHlsIfUnreferenced } from './hls.ts';
import {
  addComments,
  addViews,
  type CardRow,
  editorList,
  findMatch,
  findVideo,
  gameIdOf,
  gameSlug,
  hasVisible,
  hottest,
  insertVideo,
  listVisible,
  lockVideo,
  lockVideoFiles,
  newestPerCategory,
  ofMatch,
  publishDue,
  related,
  sitemapEntries,
  targetOf,
  updateVideo,
  type VideoRow,
  visibleCount,
} from './repository.ts';
import {
  actionFor,
  checkSource,
  effectiveStatus,
  type PublishAction,
  scheduleTime,
  transition,
  visibleAt,
} from './rules.ts';

/** Lists in a language without any video show this language's instead (as news do, decision 023). */
export const VIDEOS_FALLBACK_LANGUAGE = 'en_US';

function toCard(row: CardRow): VideoCard {
  return {
    id: row.id,
    language: row.language,
    gameId: row.gameId,
    game: row.game,
    category: row.category as VideoCategory,
    title: row.title,
    cover: row.cover,
    durationSeconds: row.durationSeconds,
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    views: row.views,
    comments: row.comments,
    demo: row.demo,
  };
}

/** What the audit log keeps of a video before and after a change. */
function auditView(row: VideoRow | undefined) {
  if (!row) return undefined;
  return {
    title: row.title,
    language: row.language,
    gameId: row.gameId,
    category: row.category,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    source: row.source,
    cover: row.cover,
    matchId: row.matchId,
  };
}

export function createVideosService(deps: {
  db: Database;
  dataDir: string;
  /** VIDEO_HOSTS: the hosts an external source may name (none: uploads only). */
  videoHosts: readonly string[];
  now?: () => Date;
  /** Which viewers' views count (default: every one). */
  views?: ViewGate;
}) {
  const { db, dataDir } = deps;
  const now = deps.now ?? (() => new Date());
  /** Told after a save left a video's file waiting for its HLS packaging (the job starts at once). */
  const hlsPendingListeners: Array<() => void> = [];

  /** The language a list shows: the viewer's, or the fallback while the viewer's has no video. */
  async function listLanguage(language: string, at: Date): Promise<string> {
    if (language === VIDEOS_FALLBACK_LANGUAGE || (await hasVisible(db, language, at))) return language;
    return VIDEOS_FALLBACK_LANGUAGE;
  }

  async function matchOf(matchId: number | null): Promise<VideoMatch | null> {
    if (matchId === null) return null;
    const match = await findMatch(db, matchId);
    if (!match) return null;
    return {
      id: match.id,
      game: match.game,
      home: match.home,
      away: match.away,
      startTime: match.startTime.toISOString(),
    };
  }

  /** A visible video as its page shows it; `videoNotFound` for any other (draft, unpublished, none). */
  async function visibleVideo(id: number, at: Date): Promise<VideoDetail> {
    const found = await findVideo(db, id);
    if (!found || !visibleAt(found.video.status as VideoStatus, found.video.publishAt, at)) {
      throw new DomainError('notFound', 'videoNotFound');
    }
    const { video } = found;
    return {
      ...toCard({ ...video, game: found.game }),
      summary: video.summary,
      sourceType: video.sourceType as VideoSourceType,
      source: video.source,
      // The product's HLS of an uploaded file, once packaged (decision 024); the MP4 until then.
      hls: video.hlsState === 'ready' ? video.hlsPath : null,
      match: await matchOf(video.matchId),
      updatedAt: video.updatedAt.toISOString(),
    };
  }

  async function editorView(id: number): Promise<EditorVideo> {
    const found = await findVideo(db, id);
    if (!found) throw new DomainError('notFound', 'videoNotFound');
    const { video } = found;
    return {
      ...toCard({ ...video, game: found.game }),
      status: video.status as VideoStatus,
      publishAt: video.publishAt?.toISOString() ?? null,
      matchId: video.matchId,
      sourceType: video.sourceType as VideoSourceType,
      hlsState: video.hlsState as VideoHlsState,
      updatedAt: video.updatedAt.toISOString(),
      summary: video.summary,
      source: video.source,
      author: found.authorName,
    };
  }

  /** The checked source of a save, its type and duration (an uploaded file's is read from the file). */
  async function sourceOf(input: SaveVideo, existing: VideoRow | undefined) {
    const checked = checkSource(input.source, deps.videoHosts);
    const unchanged = existing !== undefined && existing.source === checked.source;
    if (checked.kind === 'upload') {
      if (unchanged) return { ...checked, durationSeconds: existing.durationSeconds };
      const file = await storedVideoFile(dataDir, checked.source, UPLOADED_VIDEO_PATH);
      if (!file) throw new DomainError('invalid', 'videoSourceMissing');
      return { ...checked, durationSeconds: (await probeVideo(file)).durationSeconds };
    }
    return {
      ...checked,
      durationSeconds: input.durationSeconds ?? (unchanged ? existing.durationSeconds : 0),
    };
  }

  /** The game and match a save names: the game must exist, the match too and be of that game. */
  async function checkRefs(tx: Executor, input: SaveVideo): Promise<void> {
    if ((await gameSlug(tx, input.gameId)) === undefined)
      throw new DomainError('invalid', 'videoUnknownGame');
    if (input.matchId !== null) {
      const match = await findMatch(tx, input.matchId);
      if (!match || match.gameId !== input.gameId) throw new DomainError('invalid', 'videoMatchNotFound');
    }
    if (input.cover !== null && !isStoredImage(input.cover, 'videos')) {
      throw new DomainError('invalid', 'videoCover');
    }
  }

  /** One view: the video's total and the hot lists' day, together. */
  async function countView(id: number, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await addViews(tx, id, 1);
      await bump(tx, 'video', id, { views: 1 }, at);
    });
  }

  /** Publish or unpublish from the console: the state machine's step, with its audit line. */
  async function changeStatus(
    actor: Actor,
    id: number,
    action: 'publish' | 'unpublish',
  ): Promise<EditorVideo> {
    const at = now();
    await db.transaction(async (tx) => {
      const current = await lockVideo(tx, id);
      if (!current) throw new DomainError('notFound', 'videoNotFound');
      const next = transition(
        { status: current.status as VideoStatus, publishAt: current.publishAt },
        action,
        at,
      );
      await updateVideo(tx, id, next);
      await recordAudit(tx, actor, {
        action: action === 'publish' ? 'video.publish' : 'video.unpublish',
        subjectType: 'video',
        subjectId: id,
        before: { status: current.status, publishAt: current.publishAt?.toISOString() ?? null },
        after: { status: next.status, publishAt: next.publishAt?.toISOString() ?? null },
      });
    });
    return editorView(id);
  }

  return {
    /** A game's id by its URL slug; `videoUnknownGame` (404) for a slug the catalog does not know. */
    async gameId(slug: string): Promise<number> {
      const id = await gameIdOf(db, slug);
      if (id === undefined) throw new DomainError('notFound', 'videoUnknownGame');
      return id;
    },

    /** A page of visible videos (24) in the viewer's language (English while it has none), newest first. */
    async list(
      language: string,
      query: { gameId: number | null; category?: VideoCategory | undefined; page: number },
    ): Promise<VideoPage> {
      const at = now();
      const shown = await listLanguage(language, at);
      const { rows, total } = await listVisible(
        db,
        { language: shown, gameId: query.gameId, category: query.category },
        at,
        (query.page - 1) * VIDEOS_PAGE_SIZE,
        VIDEOS_PAGE_SIZE,
      );
      return { list: rows.map(toCard), page: query.page, size: VIDEOS_PAGE_SIZE, total, language: shown };
    },

    /** A game's newest videos of each category (its video page), in the list's language. */
    async newestByCategory(language: string, gameId: number | null) {
      const at = now();
      const shown = await listLanguage(language, at);
      const rows = await newestPerCategory(db, { language: shown, gameId }, at, VIDEOS_HUB_PER_CATEGORY);
      return { language: shown, list: rows.map(toCard) };
    },

    /** A visible video (the API's `{game}/video{id}` and the page), without counting a view. */
    video(id: number): Promise<VideoDetail> {
      return visibleVideo(id, now());
    },

    /**
     * A visible video, counting one view (its page served, or it played on a match's page): the
     * video's total and the hot lists' day, together.
     */
    async watch(id: number): Promise<VideoDetail> {
      const at = now();
      const video = await visibleVideo(id, at);
      await countView(id, at);
      return { ...video, views: video.views + 1 };
    },

    /** Counts one view of a video its caller has just shown. */
    countView: (id: number) => countView(id, now()),

    /**
     * A viewer's view of a published video (the page's beacon): counted unless the gate refuses it
     * (`counted: false`); a video not published is `videoNotFound`.
     */
    async view(id: number, address: string | null): Promise<{ counted: boolean }> {
      const at = now();
      await visibleVideo(id, at);
      if (!(await (deps.views ?? (async () => true))('video', id, address))) return { counted: false };
      await countView(id, at);
      return { counted: true };
    },

    /** Visible videos of the same match first, then of the same game and language. */
    async related(id: number): Promise<VideoCard[]> {
      const found = await findVideo(db, id);
      if (!found) return [];
      return (await related(db, found.video, now(), VIDEOS_RELATED)).map(toCard);
    },

    /** A match's visible videos (its page's Playback tab), newest first, in any language. */
    async ofMatch(matchId: number): Promise<VideoCard[]> {
      return (await ofMatch(db, matchId, now(), VIDEOS_BY_MATCH)).map(toCard);
    },

    /** Today's or the week's hottest videos in the list's language, of a game or every game. */
    async hot(language: string, gameId: number | null, period: HotPeriod): Promise<VideoCard[]> {
      const at = now();
      const shown = await listLanguage(language, at);
      return (await hottest(db, { language: shown, gameId }, period, at, VIDEOS_HOT)).map(toCard);
    },

    // The console ---------------------------------------------------------------------------

    async editorList(query: {
      status?: VideoStatus | undefined;
      language?: string | undefined;
      gameId?: number | undefined;
      q: string;
      page: number;
      size: number;
    }): Promise<ConsolePage<EditorVideoRow>> {
      const { rows, total } = await editorList(db, query, (query.page - 1) * query.size, query.size);
      const at = now();
      return {
        list: rows.map((row) => ({
          ...toCard(row),
          // A scheduled video whose time has come is published for every viewer already.
          status: effectiveStatus(row.status as VideoStatus, row.publishAt, at),
          publishAt: row.publishAt?.toISOString() ?? null,
          matchId: row.matchId,
          sourceType: row.sourceType as VideoSourceType,
          hlsState: row.hlsState as VideoHlsState,
          updatedAt: row.updatedAt.toISOString(),
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    async editorVideo(id: number): Promise<EditorVideo> {
      const view = await editorView(id);
      return {
        ...view,
        status: effectiveStatus(view.status, view.publishAt ? new Date(view.publishAt) : null, now()),
      };
    },

    /**
     * Creates or updates a video, and moves it to the state the save asks for (a new video is a
     * draft unless told): one transaction with its `video.save` audit line.
     */
    async save(actor: Actor, input: SaveVideo): Promise<EditorVideo> {
      const at = now();
      const wantedAt = scheduleTime(input.publishAt);
      const before = input.id === undefined ? undefined : (await findVideo(db, input.id))?.video;
      if (input.id !== undefined && !before) throw new DomainError('notFound', 'videoNotFound');
      // Read outside the transaction: a probe of the file takes a moment, no row waits for it.
      const source = await sourceOf(input, before);
      const { id, newFile, replaced } = await db.transaction(async (tx) => {
        await checkRefs(tx, input);
        const current = input.id === undefined ? undefined : await lockVideo(tx, input.id);
        if (input.id !== undefined && !current) throw new DomainError('notFound', 'videoNotFound');
        // Another file than the row had (or a new row): its HLS is made again, or none for an address.
        const fileChanged = current === undefined || current.source !== source.source;
        if (fileChanged && source.kind === 'upload') {
          // Still there, and kept by the clean-up of unsaved uploads until this commits (files.ts).
          await lockVideoFiles(tx, 'shared');
          if (!(await storedVideoFile(dataDir, source.source, UPLOADED_VIDEO_PATH))) {
            throw new DomainError('invalid', 'videoSourceMissing');
          }
        }
        const state = {
          status: (current?.status ?? 'draft') as VideoStatus,
          publishAt: current?.publishAt ?? null,
        };
        const action: PublishAction | null = actionFor(
          effectiveStatus(state.status, state.publishAt, at),
          input.status,
        );
        const next = action ? transition(state, action, at, wantedAt) : state;
        const values = {
          language: input.language,
          gameId: input.gameId,
          category: input.category,
          title: input.title,
          summary: input.summary,
          cover: input.cover,
          durationSeconds: source.durationSeconds,
          sourceType: source.sourceType,
          source: source.source,
          matchId: input.matchId,
          status: next.status,
          publishAt: next.publishAt,
          ...(fileChanged
            ? {
                hlsState: (source.kind === 'upload' ? 'pending' : 'none') as VideoHlsState,
                hlsPath: null,
                hlsLeaseUntil: null,
                hlsAttempts: 0,
              }
            : {}),
        };
        let saved: VideoRow;
        if (current) {
          await updateVideo(tx, current.id, values);
          saved = { ...current, ...values };
        } else {
          saved = await insertVideo(tx, { ...values, authorUid: actor.uid, demo: false });
        }
        await recordAudit(tx, actor, {
          action: 'video.save',
          subjectType: 'video',
          subjectId: saved.id,
          before: auditView(current),
          after: auditView(saved),
        });
        return {
          id: saved.id,
          newFile: fileChanged && source.kind === 'upload',
          replaced: fileChanged && current ? current.source : null,
        };
      });
      if (newFile) for (const listener of hlsPendingListeners) listener();
      // The replaced file's HLS folder goes now, unless another video plays that file; the file itself
      // goes with the clean-up of unused files (files.ts). A failure here leaves it to that clean-up.
      if (replaced) await removeHlsIfUnreferenced(db, dataDir, replaced).catch(() => false);
      return editorView(id);
    },

    /**
     * Calls `listener` after every save that left a video's uploaded file waiting for its HLS
     * packaging (the composition root triggers the `transcode-videos` job with it).
     */
    onHlsPending(listener: () => void): void {
      hlsPendingListeners.push(listener);
    },

    publish: (actor: Actor, id: number) => changeStatus(actor, id, 'publish'),
    unpublish: (actor: Actor, id: number) => changeStatus(actor, id, 'unpublish'),

    /** Streams an uploaded MP4 to disk and checks it (by content and ffprobe); its path for a save. */
    async upload(file: Readable & { truncated?: boolean }): Promise<UploadedVideo> {
      const stored = await storeVideo(dataDir, file, { maxBytes: VIDEO_MAX_BYTES });
      return {
        source: stored.path,
        durationSeconds: stored.durationSeconds,
        width: stored.width,
        height: stored.height,
      };
    },

    /** Checks and stores a cover picture (re-encoded to WebP, at most 1280 px wide); its path for a save. */
    async uploadCover(bytes: Buffer): Promise<UploadedCover> {
      const image = await storeImage(dataDir, 'videos', bytes, { maxWidth: 1280 });
      return { cover: image.path, width: image.width, height: image.height };
    },

    // The sitemap ---------------------------------------------------------------------------

    /** How many video pages the sitemap lists. */
    sitemapCount(): Promise<number> {
      return visibleCount(db, now());
    },

    /** A slice of the visible videos' page paths (`/videos/{game}/{id}`), newest first. */
    async sitemapPaths(range: { limit: number; offset: number }): Promise<string[]> {
      const rows = await sitemapEntries(db, now(), range.limit, range.offset);
      return rows.map((r) => videoPath(r.game, r.id));
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;

/**
 * The scheduler's step (server/jobs, decision 015): writes `published` on every scheduled video
 * whose time has come. Viewers see them already (queries treat them as published); this makes the
 * state true in the table. Returns their ids.
 */
export function publishDueVideos(db: Database, at: Date = new Date()): Promise<number[]> {
  return publishDue(db, at);
}

/**
 * Videos as a target of comments (server/domains/comments' `CommentTarget`, matched by shape): a
 * comment may be written on a visible video only, in its language; the video counts its published
 * comments, and each new one is an interaction of the hot lists.
 */
export const videoCommentTarget = {
  async open(tx: Executor, id: number): Promise<{ language: string } | null> {
    const row = await targetOf(tx, id);
    if (!row || !visibleAt(row.status as VideoStatus, row.publishAt, new Date())) return null;
    return { language: row.language };
  },
  async counted(tx: Executor, id: number, delta: number): Promise<void> {
    await addComments(tx, id, delta);
    if (delta > 0) await bump(tx, 'video', id, { interactions: delta });
  },
};
