/**
 * User posts (issue 15; spec sections 2 and 7): signed-in users write text with up to 9 images, shown
 * on their profile and in "my posts"; readers like and report them; the hot lists rank them by views
 * and interactions; reviewers and moderators hide, restore or delete them in the console.
 */
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ReviewItem } from '../../../shared/console/contract.ts';
import type { ReportReason, ReviewDecision } from '../../../shared/console/model.ts';
import { DomainError } from '../../../shared/errors.ts';
import type {
  AdminPost,
  AdminPostPage,
  AdminPostsQuery,
  HotPost,
  LikeResult,
  Post,
  PostPage,
} from '../../../shared/posts/contract.ts';
import {
  HOT_POSTS_SIZE,
  type HotPeriod,
  POST_IMAGE_MAX_WIDTH,
  POST_REPORTS_PER_DAY,
  POSTS_PAGE_SIZE,
  POSTS_PER_HOUR,
  type PostStatus,
  type UserItemType,
} from '../../../shared/posts/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { RateLimiter } from '../../limits/rate-limit.ts';
import { storeImage } from '../../media/images.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { bump, ranking } from '../hot/index.ts';
import type { ModerationService } from '../moderation/index.ts';
import { reportedSince, submitForReview } from '../review/index.ts';
import {
  addPostComments,
  addPostView,
  findPost,
  hidePostsOf,
  hotOfAuthor,
  insertPost,
  lockPost,
  mutedUntil,
  type PostWithAuthor,
  pageForStaff,
  pageOfAuthor,
  postsByIds,
  setPostStatus,
  togglePostLike,
} from './repository.ts';
import {
  checkAuthorDeletes,
  checkBody,
  checkHourlyAllowance,
  checkImageCount,
  checkModeration,
  checkNotMuted,
  visibleTo,
} from './rules.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function toPost({ post, username, avatar, level, liked }: PostWithAuthor): Post {
  return {
    id: post.id,
    author: { uid: post.authorUid, username, avatar, level },
    body: post.body,
    images: post.images,
    status: post.status as PostStatus,
    views: post.views,
    likes: post.likes,
    comments: post.comments,
    liked: Boolean(liked),
    createdAt: post.createdAt.toISOString(),
  };
}

const emptyPage = (page: number): PostPage => ({ list: [], page, size: POSTS_PAGE_SIZE, total: 0 });

export interface NewPost {
  body?: string | undefined;
  /** The uploaded files' bytes, in the author's order. */
  images: Buffer[];
}

export function createPostsService(deps: {
  db: Database;
  dataDir: string;
  limiter: RateLimiter;
  moderation: Pick<ModerationService, 'clean'>;
  now?: () => Date;
}) {
  const { db, dataDir, limiter, moderation } = deps;
  const now = deps.now ?? (() => new Date());

  /** Deletes images this call stored before it was refused (nothing partial is kept). */
  async function discard(paths: readonly string[]) {
    await Promise.all(
      paths.map((p) => unlink(path.join(dataDir, ...p.split('/').filter(Boolean))).catch(() => undefined)),
    );
  }

  async function visible(id: number, viewer: number | null): Promise<PostWithAuthor> {
    const found = await findPost(db, id, viewer);
    if (!found || !visibleTo(found.post, viewer)) throw new DomainError('notFound', 'postNotFound');
    return found;
  }

  return {
    /**
     * Writes a post: text checked and cleaned (banned words in the viewer's language), every image
     * checked by content and re-encoded. If anything is refused, nothing is stored: images already
     * written are deleted again.
     */
    async add(uid: number, language: string, input: NewPost): Promise<Post> {
      const body = checkBody(input.body);
      checkImageCount(input.images.length);
      checkNotMuted(await mutedUntil(db, uid), now());
      const cleaned = await moderation.clean(body, language);
      checkHourlyAllowance((await limiter.hit(`posts:${uid}`, POSTS_PER_HOUR, HOUR_MS)).allowed);
      const stored: string[] = [];
      try {
        for (const bytes of input.images) {
          stored.push((await storeImage(dataDir, 'posts', bytes, { maxWidth: POST_IMAGE_MAX_WIDTH })).path);
        }
        const id = await db.transaction(async (tx) => {
          // Muted in the meantime? Checked again with the row the insert names.
          checkNotMuted(await mutedUntil(tx, uid), now());
          return (await insertPost(tx, { authorUid: uid, body: cleaned, images: stored })).id;
        });
        return toPost(await visible(id, uid));
      } catch (error) {
        await discard(stored);
        throw error;
      }
    },

    /**
     * `user/{userId}/{type}/{pageIndex}`: a user's items of a type, newest first, 20 a page. `post`
     * lists their posts (their own hidden ones too when they look); `news` and `video` answer an empty
     * page until users publish those (later issues).
     */
    async userItems(
      userId: number,
      type: UserItemType,
      page: number,
      viewer: number | null,
    ): Promise<PostPage> {
      if (type !== 'post') return emptyPage(page);
      const statuses: PostStatus[] = viewer === userId ? ['published', 'hidden'] : ['published'];
      const { rows, total } = await pageOfAuthor(
        db,
        userId,
        statuses,
        viewer,
        (page - 1) * POSTS_PAGE_SIZE,
        POSTS_PAGE_SIZE,
      );
      return { list: rows.map(toPost), page, size: POSTS_PAGE_SIZE, total };
    },

    /** One post (published; its author also sees a hidden one), counting a view. */
    async detail(id: number, viewer: number | null): Promise<Post> {
      const found = await visible(id, viewer);
      await db.transaction(async (tx) => {
        await addPostView(tx, id);
        await bump(tx, 'post', id, { views: 1 }, now());
      });
      return toPost({ ...found, post: { ...found.post, views: found.post.views + 1 } });
    },

    /** Likes a published post, or takes the like back (an interaction of the hot lists either way). */
    async like(uid: number, id: number): Promise<LikeResult> {
      return db.transaction(async (tx) => {
        const post = await lockPost(tx, id);
        if (post?.status !== 'published') throw new DomainError('notFound', 'postNotFound');
        const result = await togglePostLike(tx, id, uid);
        await bump(tx, 'post', id, { interactions: result.liked ? 1 : -1 }, now());
        return result;
      });
    },

    /** The author deletes their post: never shown again, kept for the record. */
    async remove(uid: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        checkAuthorDeletes(await lockPost(tx, id), uid);
        await setPostStatus(tx, id, 'deleted');
      });
    },

    /** A reader reports a published post (spec section 6 reasons): queued once per reader while pending. */
    async report(
      uid: number,
      input: { id: number; reason: ReportReason; detail?: string | undefined },
    ): Promise<{ queued: boolean }> {
      return db.transaction(async (tx) => {
        const found = await findPost(tx, input.id, null);
        if (found?.post.status !== 'published') throw new DomainError('notFound', 'postNotFound');
        if (found.post.authorUid === uid) throw new DomainError('invalid', 'reportOwnPost');
        if ((await reportedSince(tx, uid, new Date(now().getTime() - DAY_MS))) >= POST_REPORTS_PER_DAY) {
          throw new DomainError('tooMany', 'reportLimit', { max: POST_REPORTS_PER_DAY });
        }
        const queued = await submitForReview(tx, {
          queue: 'posts',
          subjectType: 'post',
          subjectId: String(found.post.id),
          summary: {
            authorUid: found.post.authorUid,
            username: found.username,
            body: found.post.body,
            images: found.post.images,
            detail: input.detail?.trim() || null,
          },
          reportedBy: uid,
          reason: input.reason,
        });
        return { queued: queued !== null };
      });
    },

    /** `news/userHot/{userId}`: a user's hottest published posts of the day or the last seven days. */
    async userHot(userId: number, period: HotPeriod, viewer: number | null): Promise<HotPost[]> {
      const rows = await hotOfAuthor(db, userId, period, viewer, HOT_POSTS_SIZE, now());
      return rows.map((row) => ({ ...toPost(row), score: row.score }));
    },

    /** Hot posts across the site (daily or weekly), published ones only, hottest first. */
    async hot(period: HotPeriod, viewer: number | null): Promise<HotPost[]> {
      // Hidden and deleted posts may rank: read a few more than shown and leave them out.
      const ranked = await ranking(db, 'post', period, HOT_POSTS_SIZE * 3, now());
      const byId = new Map(
        (
          await postsByIds(
            db,
            ranked.map((r) => r.itemId),
            viewer,
          )
        ).map((row) => [row.post.id, row]),
      );
      const list: HotPost[] = [];
      for (const { itemId, score } of ranked) {
        const row = byId.get(itemId);
        if (row?.post.status === 'published') list.push({ ...toPost(row), score });
        if (list.length === HOT_POSTS_SIZE) break;
      }
      return list;
    },

    /** The console's list: posts in any state, by state and author, newest first. */
    async staffList(query: AdminPostsQuery): Promise<AdminPostPage> {
      const { rows, total } = await pageForStaff(
        db,
        { status: query.status, uid: query.uid },
        (query.page - 1) * query.size,
        query.size,
      );
      const list: AdminPost[] = rows.map((row) => ({ ...toPost(row), authorUid: row.post.authorUid }));
      return { list, page: query.page, size: query.size, total };
    },

    /** A moderator hides, restores or deletes a post; the audit log keeps the change. */
    async moderate(
      actor: Actor,
      input: { id: number; status: PostStatus; reason?: string | undefined },
    ): Promise<AdminPost> {
      await db.transaction(async (tx) => {
        const post = await lockPost(tx, input.id);
        if (!post) throw new DomainError('notFound', 'postNotFound');
        checkModeration(post.status as PostStatus, input.status);
        await setPostStatus(tx, input.id, input.status);
        await recordAudit(tx, actor, {
          action: 'post.moderate',
          subjectType: 'post',
          subjectId: input.id,
          before: { status: post.status },
          after: { status: input.status, reason: input.reason?.trim() || null },
        });
      });
      const row = await findPost(db, input.id, null);
      if (!row) throw new DomainError('notFound', 'postNotFound');
      return { ...toPost(row), authorUid: row.post.authorUid };
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

/** A ban unpublishes every post of the user (hidden, never deleted), inside the ban's transaction. */
export async function hideAllPostsOfUser(tx: Executor, uid: number): Promise<void> {
  await hidePostsOf(tx, uid);
}

/**
 * What an upheld post report does, inside the decision's transaction: the post is hidden (a
 * moderator may restore it in the console). A rejected report changes nothing.
 */
export async function postReportDecided(
  tx: Executor,
  item: ReviewItem,
  decision: ReviewDecision,
): Promise<void> {
  if (decision !== 'approve' || item.subjectType !== 'post') return;
  const post = await lockPost(tx, Number(item.subjectId));
  if (post?.status === 'published') await setPostStatus(tx, post.id, 'hidden');
}

/**
 * Posts as a target of comments (the comments domain's `CommentTarget`, wired by the composition
 * root): a published post is open to comments in every language (`*`), and its count follows them.
 */
export const postCommentTarget = {
  async open(tx: Executor, id: number): Promise<{ language: string } | null> {
    const post = await findPost(tx, id, null);
    return post?.post.status === 'published' ? { language: '*' } : null;
  },
  async counted(tx: Executor, id: number, delta: number): Promise<void> {
    await addPostComments(tx, id, delta);
    if (delta > 0) await bump(tx, 'post', id, { interactions: delta });
  },
};
