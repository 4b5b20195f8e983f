import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isIsoBmff, storeVideo } from './videos.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'arena-media-videos-'));
const files = (dir: string, sub: string) => {
  try {
    return readdirSync(path.join(dir, sub));
  } catch {
    return [];
  }
};

/** An ISO BMFF start (`ftyp`) followed by `size` bytes, in chunks as a socket gives them. */
function isoStream(size: number, chunk = 64 * 1024) {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
  let left = size;
  return Readable.from(
    (function* () {
      yield head;
      while (left > 0) {
        const n = Math.min(chunk, left);
        left -= n;
        yield Buffer.alloc(n, 1);
      }
    })(),
  );
}

describe('video uploads: checked by content, size-limited, never kept when refused', () => {
  it('recognises an ISO base media file by its ftyp box at bytes 4..8, even split across chunks', () => {
    expect(isIsoBmff(Buffer.from('000000186674797069736f6d', 'hex'))).toBe(true);
    expect(isIsoBmff(Buffer.from('89504e470d0a1a0a0000000d', 'hex'))).toBe(false);
    expect(isIsoBmff(Buffer.from('0000'))).toBe(false);
  });

  it('refuses a stream past the limit while it arrives, and deletes what it wrote', async () => {
    const dir = folder();
    await expect(
      storeVideo(dir, isoStream(3 * 1024 * 1024), { maxBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({
      kind: 'tooLarge',
      messageKey: 'videoTooLarge',
      params: { max: 1 },
    });
    expect(files(dir, 'tmp/videos')).toEqual([]);
    expect(files(dir, 'uploads/videos')).toEqual([]);
  });

  it('refuses a stream the multipart parser cut at its own limit (truncated)', async () => {
    const dir = folder();
    const cut = Object.assign(isoStream(1000), { truncated: true });
    await expect(storeVideo(dir, cut, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      messageKey: 'videoTooLarge',
    });
    expect(files(dir, 'tmp/videos')).toEqual([]);
  });

  it('refuses what does not start as an MP4 at its first bytes, and an empty file', async () => {
    const dir = folder();
    const text = Readable.from([Buffer.from('<html><script>alert(1)</script></html>'.repeat(1000))]);
    await expect(storeVideo(dir, text, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      messageKey: 'videoType',
    });
    await expect(storeVideo(dir, Readable.from([]), { maxBytes: 1024 })).rejects.toMatchObject({
      messageKey: 'videoType',
    });
    expect(files(dir, 'tmp/videos')).toEqual([]);
    expect(files(dir, 'uploads/videos')).toEqual([]);
  });
});
