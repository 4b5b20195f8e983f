/** Video files for tests, made with Debian's ffmpeg (a stuck ffmpeg is killed by the timeout). */
import { execFile } from 'node:child_process';

/** Runs ffmpeg with `args` (overwriting, quiet); a run past 60 s is killed with SIGKILL. */
export function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', ['-y', '-v', 'error', ...args], { timeout: 60_000, killSignal: 'SIGKILL' }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** A playable 2-second MP4 (H.264 160×120 at 10 fps, AAC sine), as an editor would upload. */
export function makeTestClip(file: string): Promise<void> {
  // biome-ignore format: one ffmpeg command
  return ffmpeg([
    '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', '-f', 'lavfi', '-i', 'sine=duration=2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart',
    file,
  ]);
}
