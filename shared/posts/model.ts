/**
 * User posts (issue 15; spec sections 2 and 7: "my posts", `user/{userId}/{type}/{pageIndex}`,
 * `news/userHot/{userId}`): states, limits and the checks both the composer and the server run.
 */

/**
 * A post's life (server/domains/posts/rules.ts):
 *
 *   (none) ──write──▶ published ──report upheld / moderator / author banned──▶ hidden
 *                        │  ▲                                                  │
 *                        │  └──────────────────moderator restores──────────────┘
 *                        └──author deletes / moderator deletes──▶ deleted (kept, never shown)
 */
export const POST_STATUSES = ['published', 'hidden', 'deleted'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The text of a post, trimmed, in UTF-16 units (as a textarea's `maxLength` counts). */
export const POST_BODY_MIN = 1;
export const POST_BODY_MAX = 2000;
/** Images of one post (spec: "up to 9 images"). */
export const POST_IMAGES_MAX = 9;
/** One image may weigh this much before the server re-encodes it (server/media/images.ts). */
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The types the composer offers; the server checks the content, not the name or claimed type. */
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Stored images are at most this wide (never enlarged). */
export const POST_IMAGE_MAX_WIDTH = 1600;
/** A user may write this many posts an hour. */
export const POSTS_PER_HOUR = 10;
/** A user may report this many posts a day. */
export const POST_REPORTS_PER_DAY = 20;
/** Posts per page of a user's list (`user/{userId}/post/{pageIndex}`) and of the console's. */
export const POSTS_PAGE_SIZE = 20;
/** Hot posts listed (site-wide and per user). */
export const HOT_POSTS_SIZE = 10;

/**
 * The spec's `user/{userId}/{type}/{pageIndex}` types: a user's posts now; the news and videos a user
 * publishes arrive with later issues (the call answers an empty page for them until then).
 */
export const USER_ITEM_TYPES = ['post', 'news', 'video'] as const;
export type UserItemType = (typeof USER_ITEM_TYPES)[number];

export const HOT_PERIODS = ['day', 'week'] as const;
export type HotPeriod = (typeof HOT_PERIODS)[number];

/** What the moderators may set a post to in the console. */
export const POST_MODERATION_STATUSES = POST_STATUSES;

/** The length the limits count: the trimmed text in UTF-16 units. */
export const postBodyLength = (body: string): number => body.trim().length;

/** What is wrong with a post's text before it is sent, or null. */
export function postBodyProblem(body: string | undefined): 'empty' | 'tooLong' | null {
  const length = postBodyLength(body ?? '');
  if (length < POST_BODY_MIN) return 'empty';
  if (length > POST_BODY_MAX) return 'tooLong';
  return null;
}

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * What is wrong with a chosen image before it is uploaded (the claimed type, or the name's when the
 * browser gives none; the size), or null. The server checks the content again.
 */
export function postImageProblem(file: {
  type: string;
  size: number;
  name: string;
}): 'imageType' | 'imageEmpty' | 'imageTooLarge' | null {
  let type = file.type.toLowerCase();
  if (!type) {
    const dot = file.name.lastIndexOf('.');
    const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
    type = Object.hasOwn(EXTENSION_TYPES, extension) ? (EXTENSION_TYPES[extension] ?? '') : '';
  }
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(type)) return 'imageType';
  if (file.size === 0) return 'imageEmpty';
  if (file.size > POST_IMAGE_MAX_BYTES) return 'imageTooLarge';
  return null;
}
