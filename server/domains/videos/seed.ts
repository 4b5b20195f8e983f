/**
 * Demo videos (issue 15, "Demo content"): on a first start with no video at all, a few real short
 * clips made by ffmpeg (test patterns with a tone, H.264/AAC, faststart; made once per machine and
 * kept in a cache, so later first starts only copy them) and a cover frame of each, reused by
 * published demo videos (`demo = true`, which the pages say) of a handful of games in English and
 * Simplified Chinese. Skipped when ffmpeg is missing: the lists are then empty. The rows wait for
 * their HLS packaging like any upload (`transcode-videos` job, within a minute of the start).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VideoCategory } from '../../../shared/videos/model.ts';
import type { Executor } from '../../db/client.ts';
import { storeImage } from '../../media/images.ts';
import { storeVideoFile } from '../../media/videos.ts';
import { catalogGames, insertVideos, type VideoValues, videoCount } from './repository.ts';

/** The ffmpeg the seed runs (Debian's ffmpeg package installs /usr/bin/ffmpeg). */
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
/** One clip takes a second or two to make; a stuck ffmpeg is stopped. */
const FFMPEG_TIMEOUT_MS = 60_000;
const CLIP_SECONDS = 8;

/** The clips: a test pattern and a tone each (`-f lavfi`). */
const CLIPS = [
  { video: 'testsrc2=size=1280x720:rate=25', tone: 440 },
  { video: 'testsrc=size=1280x720:rate=25', tone: 660 },
  { video: 'smptehdbars=size=1280x720:rate=25', tone: 880 },
] as const;

/** Games the demo covers when the catalog has them (else its first ones), and the languages. */
const PREFERRED_GAMES = [1, 2, 4, 14, 201, 202];
const DEMO_LANGUAGES = ['en_US', 'zh_CN'] as const;
type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

const TITLES: Record<DemoLanguage, Record<VideoCategory, string[]>> = {
  en_US: {
    highlights: ['{{game}} highlights: plays of the week', '{{game}}: the best moments of the round'],
    replay: ['{{game}} full replay: the deciding match', '{{game}} replay: semi-final, game one'],
    interview: ["{{game}}: the winning captain's interview", '{{game}}: the coach explains the draft'],
  },
  zh_CN: {
    highlights: ['{{game}}集锦：本周最佳操作', '{{game}}：本轮精彩瞬间'],
    replay: ['{{game}}全场回放：决胜之战', '{{game}}回放：半决赛第一局'],
    interview: ['{{game}}：冠军队长赛后采访', '{{game}}：教练解读阵容选择'],
  },
};

const SUMMARIES: Record<DemoLanguage, Record<VideoCategory, string>> = {
  en_US: {
    highlights: 'The best plays of {{game}} this week, in one short clip.',
    replay: 'The whole deciding game of {{game}}, from the first minute to the last fight.',
    interview: 'After the {{game}} match: the winners talk about their plan and the next round.',
  },
  zh_CN: {
    highlights: '{{game}}本周最佳操作，一段短片看完。',
    replay: '{{game}}决胜局完整回放，从开局到最后一波团战。',
    interview: '{{game}}赛后采访：胜方谈战术安排与下一轮比赛。',
  },
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL' }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** The game names of a language's `games` catalog (the titles name the game as the page would). */
function gameNames(language: string): Record<string, string> {
  try {
    const file = path.join(import.meta.dirname, '..', '..', '..', 'locales', language, 'games.json');
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export interface DemoVideosResult {
  created: number;
  /** Why nothing was written: videos exist already, or ffmpeg is missing or failed. */
  skipped?: 'exists' | 'ffmpeg';
}

/** The clips' cache: made once per machine (and version of `CLIPS`), reused by every later start. */
const CLIP_CACHE = path.join(tmpdir(), 'arena-demo-video-clips-v2');

/**
 * The demo clips and a cover frame of each, in `CLIP_CACHE`: made by ffmpeg in a folder of their
 * own, which then takes the cache's name (two processes making them at once: the first one's stays).
 */
async function demoClips(cacheDir: string): Promise<{ file: string; frame: string }[]> {
  const files = CLIPS.map((_, i) => ({
    file: path.join(cacheDir, `clip-${i}.mp4`),
    frame: path.join(cacheDir, `clip-${i}.png`),
  }));
  if (files.every((f) => existsSync(f.file) && existsSync(f.frame))) return files;
  const work = mkdtempSync(`${cacheDir}-making-`);
  try {
    for (const [i, clip] of CLIPS.entries()) {
      const file = path.join(work, `clip-${i}.mp4`);
      // biome-ignore format: one ffmpeg command per line reads better than one word per line
      await run(FFMPEG, [
        '-y', '-v', 'error',
        '-f', 'lavfi', '-i', clip.video,
        '-f', 'lavfi', '-i', `sine=frequency=${clip.tone}`,
        '-t', String(CLIP_SECONDS),
        // A keyframe every 2 s, as a phone or OBS would: HLS packaging remuxes it (decision 024).
        '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '50',
        '-c:a', 'aac', '-movflags', '+faststart',
        file,
      ]);
      await run(FFMPEG, [
        '-y',
        '-v',
        'error',
        '-ss',
        '2',
        '-i',
        file,
        '-frames:v',
        '1',
        path.join(work, `clip-${i}.png`),
      ]);
    }
    await rm(cacheDir, { recursive: true, force: true });
    await rename(work, cacheDir).catch(() => undefined);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return files;
}

/**
 * Writes the demo videos when the table is empty. `db` may be the seed's transaction. The clips are
 * made once per machine (`opts.cacheDir`, a folder of the system's temporary one by default), copied
 * under `<dataDir>/uploads/videos/` and shared by every row.
 */
export async function seedDemoVideos(
  db: Executor,
  dataDir: string,
  opts: {
    now?: Date;
    cacheDir?: string;
    log?: { info(o: object, m: string): void; warn(o: object, m: string): void };
  } = {},
): Promise<DemoVideosResult> {
  if ((await videoCount(db)) > 0) return { created: 0, skipped: 'exists' };
  const now = opts.now ?? new Date();
  const clips: { source: string; cover: string }[] = [];
  try {
    for (const made of await demoClips(opts.cacheDir ?? CLIP_CACHE)) {
      const cover = await storeImage(dataDir, 'videos', await readFile(made.frame), { maxWidth: 1280 });
      clips.push({ source: await storeVideoFile(dataDir, made.file), cover: cover.path });
    }
  } catch (err) {
    opts.log?.warn({ err }, 'demo videos skipped: ffmpeg is missing or failed');
    return { created: 0, skipped: 'ffmpeg' };
  }

  const catalog = await catalogGames(db);
  const preferred = catalog.filter((g) => PREFERRED_GAMES.includes(g.gameId));
  const chosen = (preferred.length > 0 ? preferred : catalog).slice(0, PREFERRED_GAMES.length);
  const rows: (VideoValues & { views: number })[] = [];
  let n = 0;
  for (const language of DEMO_LANGUAGES) {
    const names = gameNames(language);
    for (const game of chosen) {
      const name = names[String(game.gameId)] ?? game.name;
      for (const category of ['highlights', 'replay', 'interview'] as const) {
        for (const title of TITLES[language][category]) {
          const clip = clips[n % clips.length] as { source: string; cover: string };
          n += 1;
          rows.push({
            language,
            gameId: game.gameId,
            category,
            title: title.replace('{{game}}', name),
            summary: SUMMARIES[language][category].replace('{{game}}', name),
            cover: clip.cover,
            durationSeconds: CLIP_SECONDS,
            sourceType: 'mp4',
            source: clip.source,
            // Packaged as HLS by the transcode-videos job like any upload: three remuxes of 8 s,
            // shared by every row of the same clip (decision 024).
            hlsState: 'pending',
            matchId: null,
            authorUid: null,
            status: 'published',
            // Spread over the last days, newest first in the order written.
            publishAt: new Date(now.getTime() - n * 97 * 60_000),
            // Believable counts for the lists (the hot lists count real views only).
            views: 120 + ((n * 7919) % 4800),
            demo: true,
          });
        }
      }
    }
  }
  await insertVideos(db, rows);
  opts.log?.info({ videos: rows.length, clips: clips.length }, 'demo videos written');
  return { created: rows.length };
}
