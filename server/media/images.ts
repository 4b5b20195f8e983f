/**
 * Images uploaded for content (news covers and body pictures, video covers, post images): checked by
 * content (PNG, JPEG or WebP by their first bytes, then sharp's header), refused above a pixel count
 * before any pixel is decoded, re-encoded to WebP (which drops metadata such as GPS), and stored under
 * `<dataDir>/uploads/<folder>/`. Avatars keep their own square crop (domains/users/avatars.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DomainError } from '../../shared/errors.ts';
import { createConcurrencyLimit } from '../limits/concurrency.ts';

/** An uploaded content image may weigh this much. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** …and have this many pixels (a 24-megapixel camera photo passes; a decompression bomb does not). */
export const IMAGE_MAX_MEGAPIXELS = 24;

const decoding = createConcurrencyLimit(2);

export type ImageFolder = 'news' | 'videos' | 'posts' | 'games';

/** The image type by its first bytes; the file name and the browser's claimed type are ignored. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const riff = String.fromCharCode(...bytes.subarray(0, 4));
  const webp = String.fromCharCode(...bytes.subarray(8, 12));
  if (riff === 'RIFF' && webp === 'WEBP') return 'webp';
  return null;
}

export interface StoredImage {
  /** The public path: `/uploads/<folder>/<name>.webp`. */
  path: string;
  width: number;
  height: number;
}

/**
 * Checks and stores one image, at most `maxWidth` wide (never enlarged). Throws `DomainError`
 * (`imageTooLarge` 413, `imageType` or `imageDimensions` 400) and stores nothing when it is refused.
 */
export async function storeImage(
  dataDir: string,
  folder: ImageFolder,
  bytes: Buffer,
  options: { maxWidth?: number } = {},
): Promise<StoredImage> {
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw new DomainError('tooLarge', 'imageTooLarge', { max: IMAGE_MAX_BYTES / 1024 / 1024 });
  }
  const type = sniffImage(bytes);
  if (!type) throw new DomainError('invalid', 'imageType');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw new DomainError('invalid', 'imageType');
  }
  if (meta.format !== type || !meta.width || !meta.height) throw new DomainError('invalid', 'imageType');
  const maxPixels = IMAGE_MAX_MEGAPIXELS * 1_000_000;
  if (meta.width * meta.height > maxPixels) {
    throw new DomainError('invalid', 'imageDimensions', { max: IMAGE_MAX_MEGAPIXELS });
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await decoding.run(() =>
      sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })
        .rotate()
        .resize({ width: options.maxWidth ?? 1600, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch {
    throw new DomainError('invalid', 'imageType');
  }
  const dir = path.join(dataDir, 'uploads', folder);
  mkdirSync(dir, { recursive: true });
  const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), output.data);
  return { path: `/uploads/${folder}/${name}`, width: output.info.width, height: output.info.height };
}

/** Whether `value` names an image this module stored in `folder` (a body may only show those). */
export function isStoredImage(value: string, folder?: ImageFolder): boolean {
  const match = /^\/uploads\/(news|videos|posts|games)\/[0-9a-z]+-[0-9a-f]{16}\.webp$/.exec(value);
  return match !== null && (folder === undefined || match[1] === folder);
}
