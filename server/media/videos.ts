/**
 * Video files uploaded for the video pages (issue 15): streamed to disk as they arrive (never held in
 * memory), checked by content (an ISO BMFF `ftyp` box at bytes 4..8, then `ffprobe` with a timeout:
 * an MP4 container with H.264 video and, if it has sound, AAC audio, which every browser plays) and
 * stored under `<dataDir>/uploads/videos/`. A file arrives in `<dataDir>/tmp/videos/` (outside what
 * `/uploads/` serves) and moves into place only once accepted; a refused one is deleted.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { DomainError, isDomainError } from '../../shared/errors.ts';
import { createConcurrencyLimit } from '../limits/concurrency.ts';

/** The ffprobe the product runs (Debian's ffmpeg package installs /usr/bin/ffprobe). */
export const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';
/** How long one probe may take: a file that keeps ffprobe busy longer is refused. */
export const PROBE_TIMEOUT_MS = 20_000;

const probing = createConcurrencyLimit(2);

/** What ffprobe read from an accepted file. */
export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
}

export interface StoredVideo extends VideoFacts {
  /** The public path: `/uploads/videos/<name>.mp4`. */
  path: string;
}

/** Whether the first bytes are an ISO base media file (MP4, MOV...): its first box is `ftyp`. */
export function isIsoBmff(head: Uint8Array): boolean {
  return head.length >= 8 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp';
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number }>;
}

/**
 * The facts of a playable MP4 (H.264 video, AAC or no audio), or the refusal (`videoType`). The
 * probe runs with a timeout, a few at a time; no ffprobe on the machine is `videoProbeUnavailable`.
 */
export async function probeVideo(file: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<VideoFacts> {
  const stdout = await probing.run(
    () =>
      new Promise<string>((resolve, reject) => {
        execFile(
          FFPROBE,
          ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
          { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, killSignal: 'SIGKILL' },
          (error, out) => {
            if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
              reject(new DomainError('unavailable', 'videoProbeUnavailable'));
            } else if (error) reject(new DomainError('invalid', 'videoType'));
            else resolve(out);
          },
        );
      }),
  );
  let probe: ProbeOutput;
  try {
    probe = JSON.parse(stdout) as ProbeOutput;
  } catch {
    throw new DomainError('invalid', 'videoType');
  }
  const formats = (probe.format?.format_name ?? '').split(',');
  const streams = probe.streams ?? [];
  const video = streams.filter((s) => s.codec_type === 'video');
  const audio = streams.filter((s) => s.codec_type === 'audio');
  const duration = Number(probe.format?.duration);
  const first = video[0];
  if (
    !formats.includes('mp4') ||
    !first ||
    video.some((s) => s.codec_name !== 'h264') ||
    audio.some((s) => s.codec_name !== 'aac') ||
    !Number.isFinite(duration) ||
    duration <= 0
  ) {
    throw new DomainError('invalid', 'videoType');
  }
  return {
    durationSeconds: Math.max(1, Math.round(duration)),
    width: first.width ?? 0,
    height: first.height ?? 0,
  };
}

const tooLarge = (maxBytes: number) =>
  new DomainError('tooLarge', 'videoTooLarge', { max: Math.round(maxBytes / 1024 / 1024) });

/** Counts the bytes going through and refuses a stream that does not start as an ISO BMFF file. */
function gate(maxBytes: number) {
  let seen = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) {
        done(tooLarge(maxBytes));
        return;
      }
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 8) {
          done();
          return;
        }
        checked = true;
        if (!isIsoBmff(head)) {
          done(new DomainError('invalid', 'videoType'));
          return;
        }
        done(null, head);
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      if (!checked) done(new DomainError('invalid', 'videoType'));
      else done();
    },
  });
}

/**
 * Writes `input` to `file` through the gate. On a refusal the input is not destroyed but read on and
 * dropped (the multipart parser's own limit still caps it), so the client gets the answer.
 */
function writeChecked(input: Readable, file: string, maxBytes: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const checked = gate(maxBytes);
    const out = createWriteStream(file);
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.unpipe(checked);
      input.resume();
      checked.destroy();
      out.destroy();
      // What the gate refused is said so, as is a file cut by the parser's own size limit (413); a
      // broken upload (the client went away) is a failed upload.
      if (isDomainError(error)) reject(error);
      else if ((error as { statusCode?: number } | null)?.statusCode === 413) reject(tooLarge(maxBytes));
      else reject(new DomainError('invalid', 'uploadFailed'));
    };
    input.on('error', fail);
    checked.on('error', fail);
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) resolve();
    });
    input.pipe(checked).pipe(out);
  });
}

/** A new stored file's name: its time and 16 random hex digits (`UPLOADED_VIDEO_PATH`). */
function storedName(): string {
  return `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.mp4`;
}

/**
 * Streams one upload to disk, checks it and stores it. `input` is the multipart file's stream (its
 * `truncated` flag set when the parser's own size limit cut it). Throws `DomainError` (`videoType`,
 * `videoTooLarge`, `uploadFailed`, `videoProbeUnavailable`) and stores nothing when it is refused.
 */
export async function storeVideo(
  dataDir: string,
  input: Readable & { truncated?: boolean },
  options: { maxBytes: number; probeTimeoutMs?: number },
): Promise<StoredVideo> {
  const incoming = path.join(dataDir, 'tmp', 'videos');
  mkdirSync(incoming, { recursive: true });
  const temporary = path.join(incoming, `${randomBytes(12).toString('hex')}.part`);
  try {
    await writeChecked(input, temporary, options.maxBytes);
    if (input.truncated) {
      throw tooLarge(options.maxBytes);
    }
    const facts = await probeVideo(temporary, options.probeTimeoutMs);
    const dir = path.join(dataDir, 'uploads', 'videos');
    mkdirSync(dir, { recursive: true });
    const name = storedName();
    const target = path.join(dir, name);
    try {
      await rename(temporary, target);
    } catch {
      // Another file system (a mounted uploads volume): copied, then the temporary goes below.
      await copyFile(temporary, target);
    }
    return { path: `/uploads/videos/${name}`, ...facts };
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Stores a file the product made itself (the demo clips) as an uploaded video: its public path. */
export async function storeVideoFile(dataDir: string, file: string): Promise<string> {
  const dir = path.join(dataDir, 'uploads', 'videos');
  mkdirSync(dir, { recursive: true });
  const name = storedName();
  await copyFile(file, path.join(dir, name));
  return `/uploads/videos/${name}`;
}

/** The disk file of an uploaded video's public path (checked against `pattern` first), if it exists. */
export async function storedVideoFile(
  dataDir: string,
  publicPath: string,
  pattern: RegExp,
): Promise<string | null> {
  if (!pattern.test(publicPath)) return null;
  const file = path.join(dataDir, publicPath.replace(/^\//, ''));
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
