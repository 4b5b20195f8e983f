import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DomainError } from '../../../shared/errors.ts';

/** Spec section 5: "Avatar: JPG or PNG, at most 3MB." */
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
export const AVATAR_SIZE = 256;

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
  let output: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (meta.format !== type) throw new Error(`content says ${type}, decoder says ${meta.format}`);
    output = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new DomainError('invalid', 'avatarType');
  }
  const dir = path.join(dataDir, 'uploads', 'avatars');
  mkdirSync(dir, { recursive: true });
  const name = `${uid}-${randomBytes(6).toString('hex')}.webp`;
  await sharp(output).toFile(path.join(dir, name));
  return `/uploads/avatars/${name}`;
}
