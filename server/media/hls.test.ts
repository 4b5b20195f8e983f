/**
 * HLS packaging with the machine's ffmpeg (decision 024): a remux when keyframes allow, a re-encode
 * otherwise, a checked VOD playlist placed whole, nothing left behind on a refusal, a missing ffmpeg
 * or a stop.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FfmpegUnavailableError,
  HLS_PLAYLIST,
  HlsPackagingError,
  hasPlaylist,
  packageHls,
  parsePlaylist,
} from './hls.ts';
import { makeTestClip } from './test-clips.test-support.ts';

const work = mkdtempSync(path.join(tmpdir(), 'arena-media-hls-'));
const clip = path.join(work, 'clip.mp4');

beforeAll(async () => {
  await makeTestClip(clip);
}, 60_000);

/** Stand-in ffmpeg processes a test started: killed at the end whatever happened. */
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
});

const folder = () => mkdtempSync(path.join(work, 'case-'));
const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** The playlist of `dir`, checked as a player would read it: VOD, ended, every segment there. */
function playlistOf(dir: string) {
  const playlist = parsePlaylist(readFileSync(path.join(dir, HLS_PLAYLIST), 'utf8'));
  expect(playlist.vod).toBe(true);
  expect(playlist.ended).toBe(true);
  expect(playlist.segments.length).toBeGreaterThan(0);
  for (const segment of playlist.segments) expect(existsSync(path.join(dir, segment.uri))).toBe(true);
  return playlist;
}

describe('packageHls', () => {
  it('remuxes an H.264/AAC MP4 into a VOD playlist whose segments exist, placed whole', async () => {
    const base = folder();
    const target = path.join(base, 'uploads', 'abc-0123456789abcdef');
    const temporaries = path.join(base, 'tmp');
    const made = await packageHls(clip, target, temporaries, { durationSeconds: 2 });
    expect(made).toMatchObject({ mode: 'remux', segments: 1 });
    const playlist = playlistOf(target);
    expect(playlist.segments.map((s) => s.uri)).toEqual(['seg-00000.ts']);
    const text = readFileSync(path.join(target, HLS_PLAYLIST), 'utf8');
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-INDEPENDENT-SEGMENTS');
    // An MPEG-TS segment starts with its sync byte.
    expect(readFileSync(path.join(target, 'seg-00000.ts'))[0]).toBe(0x47);
    expect(list(temporaries)).toEqual([]);
    expect(await hasPlaylist(target)).toBe(true);

    // Packaged again (another run, the same file): the folder in place stands.
    const again = await packageHls(clip, target, temporaries, { durationSeconds: 2 });
    expect(again.mode).toBe('existing');
    expect(list(temporaries)).toEqual([]);
  });

  it('re-encodes when the remux’s segments would be too long (sparse keyframes)', async () => {
    const base = folder();
    const target = path.join(base, 'hls');
    // A limit below the clip's one keyframe interval stands for a file with sparse keyframes.
    const made = await packageHls(clip, target, path.join(base, 'tmp'), {
      durationSeconds: 2,
      maxRemuxSegmentSeconds: 0.5,
    });
    expect(made.mode).toBe('encode');
    const playlist = playlistOf(target);
    // A keyframe every 2 s: the 2 s clip is one segment of about 2 s.
    expect(Math.max(...playlist.segments.map((s) => s.seconds))).toBeLessThanOrEqual(2.1);
  });

  it('refuses a file ffmpeg cannot read, leaving no folder and no temporary', async () => {
    const base = folder();
    const corrupt = path.join(base, 'corrupt.mp4');
    const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    writeFileSync(corrupt, Buffer.concat([header, Buffer.alloc(8192, 7)]));
    const target = path.join(base, 'hls');
    await expect(
      packageHls(corrupt, target, path.join(base, 'tmp'), { durationSeconds: 2 }),
    ).rejects.toBeInstanceOf(HlsPackagingError);
    expect(existsSync(target)).toBe(false);
    expect(list(path.join(base, 'tmp'))).toEqual([]);
  });

  it('says when ffmpeg is missing', async () => {
    const base = folder();
    await expect(
      packageHls(clip, path.join(base, 'hls'), path.join(base, 'tmp'), {
        durationSeconds: 2,
        ffmpeg: path.join(base, 'no-ffmpeg-here'),
      }),
    ).rejects.toBeInstanceOf(FfmpegUnavailableError);
    expect(list(path.join(base, 'tmp'))).toEqual([]);
  });

  it('kills a running ffmpeg when told to stop, leaving nothing', async () => {
    const base = folder();
    // An "ffmpeg" that never ends by itself and says who it is.
    const pidFile = path.join(base, 'pid');
    const stuck = path.join(base, 'stuck-ffmpeg');
    writeFileSync(stuck, `#!/bin/sh\necho $$ > '${pidFile}'\nexec sleep 600\n`, { mode: 0o755 });
    const stop = new AbortController();
    const packaging = packageHls(clip, path.join(base, 'hls'), path.join(base, 'tmp'), {
      durationSeconds: 2,
      signal: stop.signal,
      ffmpeg: stuck,
    });
    const pid = await vi.waitFor(
      () => {
        const read = Number(readFileSync(pidFile, 'utf8'));
        expect(read).toBeGreaterThan(0);
        return read;
      },
      { timeout: 10_000 },
    );
    started.push(pid);
    stop.abort();
    await expect(packaging).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 10_000 });
    expect(existsSync(path.join(base, 'hls'))).toBe(false);
    expect(list(path.join(base, 'tmp'))).toEqual([]);
  });
});

describe('parsePlaylist', () => {
  it('reads the type, the end and each segment with its duration', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:6.000000,',
      'seg-00000.ts',
      '#EXTINF:2.500000,',
      'seg-00001.ts',
      '#EXT-X-ENDLIST',
    ].join('\n');
    expect(parsePlaylist(text)).toEqual({
      vod: true,
      ended: true,
      segments: [
        { uri: 'seg-00000.ts', seconds: 6 },
        { uri: 'seg-00001.ts', seconds: 2.5 },
      ],
    });
    expect(parsePlaylist('#EXTM3U\n#EXTINF:4,\na.ts\n')).toMatchObject({ vod: false, ended: false });
  });
});
