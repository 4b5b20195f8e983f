/** The posts screens' pure rules (no React): pages, names, and the composer's checks of its files. */
import { POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX, postImageProblem } from '../../../shared/posts/model.ts';

/** How many pages `total` items make at `size` a page (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** A user's name as pages show it: the username, or "User <uid>" (the `users` catalog). */
export function displayName(
  author: { uid: number; username: string | null },
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  return author.username ?? t('users:profile.fallbackName', { uid: author.uid });
}

/** The address of a post on its author's profile (`?post=`), SSR-rendered with its comments. */
export const postPath = (author: number, post: number) => `/userInfo/${author}?post=${post}`;

/** The address of a page of a user's posts on their profile (page 1 without `?page=`). */
export const postsPagePath = (author: number, page: number) =>
  page > 1 ? `/userInfo/${author}?page=${page}` : `/userInfo/${author}`;

export interface ChosenProblem {
  /** The `posts` catalog key. */
  key: 'composer.tooManyImages' | 'composer.imageType' | 'composer.imageEmpty' | 'composer.imageTooLarge';
  values: Record<string, string | number>;
}

/**
 * Which of the newly chosen files may join the `already` chosen ones (the server's limits: 9 images,
 * PNG, JPEG or WebP, 8 MB each), and what is wrong with the others (the first problem is shown).
 */
export function acceptFiles<F extends { type: string; size: number; name: string }>(
  already: number,
  chosen: readonly F[],
): { accepted: F[]; problem: ChosenProblem | null } {
  const accepted: F[] = [];
  let problem: ChosenProblem | null = null;
  const size = POST_IMAGE_MAX_BYTES / 1024 / 1024;
  for (const file of chosen) {
    const found = postImageProblem(file);
    if (found) {
      problem ??= { key: `composer.${found}`, values: { name: file.name, size } };
      continue;
    }
    if (already + accepted.length >= POST_IMAGES_MAX) {
      problem ??= { key: 'composer.tooManyImages', values: { max: POST_IMAGES_MAX } };
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problem };
}
