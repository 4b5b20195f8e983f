/**
 * Spec section 5: "Avatar: JPG or PNG, at most 3MB." The browser checks what it can before
 * uploading; the server checks the content again (the name and claimed type prove nothing).
 */
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
/** The file input's `accept`. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

export type AvatarFileProblem = 'avatar.wrongType' | 'avatar.tooLarge' | 'avatar.empty';

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
};

/** The claimed type, or, when the browser gives none, the one the file name suggests. */
function claimedType(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(EXTENSION_TYPES, extension) ? (EXTENSION_TYPES[extension] ?? '') : '';
}

/** The `users` catalog key of what is wrong with a chosen file, or null when it may be uploaded. */
export function checkAvatarFile(file: {
  type: string;
  size: number;
  name: string;
}): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(claimedType(file))) return 'avatar.wrongType';
  if (file.size === 0) return 'avatar.empty';
  if (file.size > AVATAR_MAX_BYTES) return 'avatar.tooLarge';
  return null;
}
