/**
 * HLS packaging of an uploaded MP4 (issue 15, decision 024): Debian's ffmpeg turns
 * `<dataDir>/uploads/videos/<name>.mp4` into a VOD playlist and MPEG-TS segments in the folder
 * `<dataDir>/uploads/videos/<name>/` (`index.m3u8`, `seg-00000.ts`...).
 *
 * Remux or re-encode: uploads are already checked to be H.264 video with AAC (or no) sound
 * (`probeVideo`), which is what HLS carries, so the first try is a **remux** (`-c copy`): no decoding,
 * seconds even for a long file, the picture untouched. A segment can only start on a keyframe,
 * though, so segments are as long as the file's keyframe interval allows: phones, OBS and editors
 * put one every 1 to 2 s (segments of ~6 s, `HLS_SEGMENT_SECONDS`); x264's default puts one every
 * 250 frames (8 to 10 s). When the remux's longest segment is over `HLS_REMUX_MAX_SEGMENT_SECONDS`
 * (sparse keyframes: a player would start slowly and seek coarsely), the picture is **re-encoded**
 * (H.264, `-preset veryfast`, a keyframe every 2 s) and the sound, AAC already, copied. One
 * rendition, at the file's own size: a second, lower one would cost a full encode of every upload
 * on a 2-core machine; the MP4 stays the fallback.
 *
 * ffmpeg runs without a shell (`execFile`), one at a time in this process, at a lower CPU priority,
 * with a timeout (then SIGKILL) and the caller's AbortSignal (also SIGKILL). It writes into a fresh
 * folder under `<dataDir>/tmp/videos/` that takes the final name only once the playlist is complete
 * and checked (a rename: a half-written playlist is never served).
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { createConcurrencyLimit } from '../limits/concurrency.ts';

/** The ffmpeg the product runs (Debian's ffmpeg package installs /usr/bin/ffmpeg). */
export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
/** The playlist's name in a video's HLS folder. */
export const HLS_PLAYLIST = 'index.m3u8';
/** The segment length asked of ffmpeg (a segment still ends on a keyframe). */
export const HLS_SEGMENT_SECONDS = 6;
/** A remux whose longest segment is longer than this is re-encoded with dense keyframes. */
export const HLS_REMUX_MAX_SEGMENT_SECONDS = 10;
/** Keyframe interval of a re-encode (segments then end near every `HLS_SEGMENT_SECONDS`). */
const ENCODE_KEYFRAME_SECONDS = 2;

/**
 * How long a packaging may take: the remux (reading and writing the file once) plus, when needed, a
 * re-encode, allowed three times the video's length on a busy 2-core machine, and never more than
 * 23 hours (the job runner's limit for one job is 24). Beyond it ffmpeg is killed and the video is
 * `failed`. The job's claim (`hls_lease_until`) uses the same figures.
 */
export const HLS_TIMEOUT = { baseSeconds: 15 * 60, perVideoSecond: 3, maxSeconds: 23 * 3600 } as const;
const REMUX_TIMEOUT_MS = 10 * 60_000;

/** The longest a packaging of a video `durationSeconds` long may take, in seconds. */
export function packagingSeconds(durationSeconds: number): number {
  return Math.min(
    HLS_TIMEOUT.maxSeconds,
    HLS_TIMEOUT.baseSeconds + HLS_TIMEOUT.perVideoSecond * Math.max(0, durationSeconds),
  );
}

/** One ffmpeg at a time in this process (a 2-core machine also serves pages). */
const packaging = createConcurrencyLimit(1);

/** ffmpeg is not installed (or not at `FFMPEG_PATH`): nothing can be packaged on this machine. */
export class FfmpegUnavailableError extends Error {
  constructor() {
    super('ffmpeg is not available');
    this.name = 'FfmpegUnavailableError';
  }
}

/** ffmpeg could not package the file (refused it, timed out, or made no usable playlist). */
export class HlsPackagingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HlsPackagingError';
  }
}

export interface PackagedHls {
  /** `remux` (streams copied) or `encode` (picture re-encoded); `existing` when the folder was there. */
  mode: 'remux' | 'encode' | 'existing';
  segments: number;
  longestSegmentSeconds: number;
}

export interface PackageOptions {
  /** The video's length (ffprobe's), for the timeout. */
  durationSeconds: number;
  /** Kills ffmpeg (SIGKILL) and rejects with an `AbortError` when it aborts. */
  signal?: AbortSignal;
  /** Tests: another ffmpeg binary. */
  ffmpeg?: string;
  /** Tests: force a re-encode by lowering the remux's limit. */
  maxRemuxSegmentSeconds?: number;
}

interface Playlist {
  vod: boolean;
  ended: boolean;
  segments: { uri: string; seconds: number }[];
}

/** The media playlist's type, end and segments (URI and `#EXTINF` duration each). */
export function parsePlaylist(text: string): Playlist {
  const segments: { uri: string; seconds: number }[] = [];
  let pending: number | null = null;
  let vod = false;
  let ended = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '#EXT-X-PLAYLIST-TYPE:VOD') vod = true;
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, seconds: pending });
      pending = null;
    }
  }
  return { vod, ended, segments };
}

function runFfmpeg(
  binary: string,
  args: string[],
  options: { cwd: string; timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<void> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess | undefined;
    child = execFile(
      binary,
      args,
      {
        cwd: options.cwd,
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 1024 * 1024,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (error, _stdout, stderr) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (!error) resolve();
        else if (code === 'ENOENT' && child?.pid === undefined) reject(new FfmpegUnavailableError());
        else if (error.name === 'AbortError') reject(error);
        else if ((error as { killed?: boolean }).killed) {
          reject(new HlsPackagingError(`ffmpeg stopped after ${Math.round(options.timeoutMs / 1000)} s`));
        } else {
          // The last words of ffmpeg's own message (file names are the product's random ones).
          const said = String(stderr).trim().split('\n').slice(-2).join(' ').slice(0, 300);
          reject(new HlsPackagingError(`ffmpeg failed: ${said || `exit ${String(code)}`}`));
        }
      },
    );
    // Pages come first: the packaging takes what CPU is left (ignored where not allowed).
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // not permitted here: it runs at normal priority
      }
    }
  });
}

// biome-ignore format: one ffmpeg option and its value per pair
const HLS_OUTPUT = [
  '-f', 'hls',
  '-hls_time', String(HLS_SEGMENT_SECONDS),
  '-hls_playlist_type', 'vod',
  '-hls_flags', 'independent_segments',
  '-hls_segment_type', 'mpegts',
  '-hls_segment_filename', 'seg-%05d.ts',
  HLS_PLAYLIST,
];

/** The first video and sound streams only (no subtitles or data tracks). */
// biome-ignore format: one ffmpeg option and its value per pair
const INPUT_MAP = ['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'];

function remuxArgs(input: string): string[] {
  return ['-nostdin', '-y', '-v', 'error', '-i', input, ...INPUT_MAP, '-c', 'copy', ...HLS_OUTPUT];
}

function encodeArgs(input: string): string[] {
  // biome-ignore format: one ffmpeg option and its value per pair
  return [
    '-nostdin', '-y', '-v', 'error', '-i', input, ...INPUT_MAP,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p',
    '-force_key_frames', `expr:gte(t,n_forced*${ENCODE_KEYFRAME_SECONDS})`, '-sc_threshold', '0',
    // The sound was checked to be AAC on upload: copied as it is.
    '-c:a', 'copy',
    ...HLS_OUTPUT,
  ];
}

/** The playlist in `dir` when it is a complete VOD one whose segments all exist; else why not. */
async function checkedPlaylist(dir: string): Promise<Playlist> {
  let text: string;
  try {
    text = await readFile(path.join(dir, HLS_PLAYLIST), 'utf8');
  } catch {
    throw new HlsPackagingError('ffmpeg wrote no playlist');
  }
  const playlist = parsePlaylist(text);
  if (!playlist.vod || !playlist.ended || playlist.segments.length === 0) {
    throw new HlsPackagingError('ffmpeg wrote an incomplete playlist');
  }
  for (const segment of playlist.segments) {
    if (!/^seg-\d{5}\.ts$/.test(segment.uri)) throw new HlsPackagingError('unexpected segment name');
    try {
      if (!(await stat(path.join(dir, segment.uri))).isFile()) throw new Error('not a file');
    } catch {
      throw new HlsPackagingError('a listed segment is missing');
    }
  }
  return playlist;
}

const longest = (playlist: Playlist) => Math.max(...playlist.segments.map((s) => s.seconds));

function summary(mode: PackagedHls['mode'], playlist: Playlist): PackagedHls {
  return { mode, segments: playlist.segments.length, longestSegmentSeconds: longest(playlist) };
}

/** Whether `dir` holds a complete playlist already (placed by an earlier or another run). */
export async function hasPlaylist(dir: string): Promise<boolean> {
  try {
    await checkedPlaylist(dir);
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves the finished folder `from` to `target` in one rename. Another run may have placed the same
 * file's folder first: its complete playlist stands. On another file system (a mounted uploads
 * volume) the folder is copied beside the target under a dotted name (never served, never a name
 * the clean-up keeps) and renamed from there.
 */
async function place(from: string, target: string): Promise<'placed' | 'existing'> {
  try {
    await rename(from, target);
    return 'placed';
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      if (await hasPlaylist(target)) return 'existing';
      // Something incomplete under the name (an interrupted copy): replaced.
      await rm(target, { recursive: true, force: true });
      await rename(from, target);
      return 'placed';
    }
    if (code !== 'EXDEV') throw err;
  }
  const beside = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.partial`,
  );
  try {
    await cp(from, beside, { recursive: true });
    return await place(beside, target);
  } finally {
    await rm(beside, { recursive: true, force: true });
  }
}

/**
 * Packages `input` (an accepted MP4) as HLS into the folder `target` (created whole, by rename),
 * working in a fresh folder under `workDir`. Resolves with what was made; rejects with
 * `FfmpegUnavailableError`, `HlsPackagingError` or an `AbortError` (the signal), leaving nothing
 * behind.
 */
export function packageHls(
  input: string,
  target: string,
  workDir: string,
  options: PackageOptions,
): Promise<PackagedHls> {
  return packaging.run(async () => {
    options.signal?.throwIfAborted();
    mkdirSync(workDir, { recursive: true });
    mkdirSync(path.dirname(target), { recursive: true });
    const binary = options.ffmpeg ?? FFMPEG;
    const limit = options.maxRemuxSegmentSeconds ?? HLS_REMUX_MAX_SEGMENT_SECONDS;
    const absolute = path.resolve(input);
    let work = await mkdtemp(path.join(workDir, 'hls-'));
    try {
      await runFfmpeg(binary, remuxArgs(absolute), {
        cwd: work,
        timeoutMs: REMUX_TIMEOUT_MS,
        signal: options.signal,
      });
      let playlist = await checkedPlaylist(work);
      let mode: PackagedHls['mode'] = 'remux';
      // Allow ffmpeg's rounding of the last decimals.
      if (longest(playlist) > limit + 0.05) {
        await rm(work, { recursive: true, force: true });
        work = await mkdtemp(path.join(workDir, 'hls-'));
        await runFfmpeg(binary, encodeArgs(absolute), {
          cwd: work,
          timeoutMs: packagingSeconds(options.durationSeconds) * 1000 - REMUX_TIMEOUT_MS,
          signal: options.signal,
        });
        playlist = await checkedPlaylist(work);
        mode = 'encode';
      }
      options.signal?.throwIfAborted();
      if ((await place(work, target)) === 'existing') {
        return summary('existing', await checkedPlaylist(target));
      }
      return summary(mode, playlist);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}
