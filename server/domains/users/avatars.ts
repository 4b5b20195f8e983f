import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../../../shared/errors.ts';
import { AVATAR_MAX_BYTES } from '../../../shared/users/model.ts';
import { createConcurrencyLimit } from '../../limits/concurrency.ts';

export const AVATAR_SIZE = 256;
/**
 * The most pixels an avatar may have (a 16-megapixel phone photo passes). Checked from the image's
 * header before anything is decoded: a 140 KB PNG can claim 6000×6000 and cost seconds to decode.
 */
export const AVATAR_MAX_MEGAPIXELS = 16;
const MAX_PIXELS = AVATAR_MAX_MEGAPIXELS * 1_000_000;

/** Decoding is CPU and memory: a few at a time in this process, the others wait their turn. */
const decoding = createConcurrencyLimit(2);

const STORED_NAME = /^\/uploads\/avatars\/(\d+-[0-9a-f]{12}\.webp)$/;

/** The image type by its first bytes: the file name and the browser's claimed type are ignored. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * Checks an uploaded avatar by content (JPG or PNG, ≤ 3 MB, decodable), squares and shrinks it to
 * 256 px, and stores it as WebP under `<dataDir>/uploads/avatars/`. Returns its public path.
 */
export async function storeAvatar(dataDir: string, uid: number, bytes: Buffer): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES) throw new DomainError('tooLarge', 'avatarTooLarge');
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('invalid', 'avatarType');
  // The header only: format and dimensions, no pixel decoded yet.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw new DomainError('invalid', 'avatarType');
  }
  if (meta.format !== type || !meta.width || !meta.height) throw new DomainError('invalid', 'avatarType');
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new DomainError('invalid', 'avatarDimensions', { max: AVATAR_MAX_MEGAPIXELS });
  }
  let output: Buffer;
  try {
    output = await decoding.run(() =>
      sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw new DomainError('invalid', 'avatarType');
  }
  const dir = path.join(dataDir, 'uploads', 'avatars');
  mkdirSync(dir, { recursive: true });
  const name = `${uid}-${randomBytes(6).toString('hex')}.webp`;
  await sharp(output).toFile(path.join(dir, name));
  return `/uploads/avatars/${name}`;
}

/** Deletes an avatar this module stored (by its public path); anything else is left alone. */
export async function removeAvatar(dataDir: string, publicPath: string | null): Promise<void> {
  const name = publicPath ? STORED_NAME.exec(publicPath)?.[1] : undefined;
  if (name) await rm(path.join(dataDir, 'uploads', 'avatars', name), { force: true });
}
