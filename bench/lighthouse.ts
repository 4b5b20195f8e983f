// Lighthouse (mobile, its default simulated throttling) on Debian's Chromium: the home page and a
// match page. `npm run lighthouse [-- <base URL>]` runs it against a running site (default
// http://127.0.0.1:3000, e.g. `npm start`); `npm run bench -- --lighthouse` against the bench server.
// Prints figures; asserts nothing.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const run = promisify(execFile);
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS].join(' ');

export interface LighthouseRow {
  page: string;
  performance: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'SI ms': number;
  /** Transferred bytes of script, as Lighthouse counts them. */
  'JS KB': number;
  accessibility: number;
  'best practices': number;
  seo: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
    }
  >;
}

/** One Lighthouse run (mobile) of `url`. */
export async function lighthouse(page: string, url: string): Promise<LighthouseRow> {
  const bin = path.join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');
  const { stdout } = await run(
    process.execPath,
    [
      bin,
      url,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout) as Report;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    page,
    performance: score('performance'),
    'FCP ms': num('first-contentful-paint'),
    'LCP ms': num('largest-contentful-paint'),
    'TBT ms': num('total-blocking-time'),
    CLS: Number((report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    'SI ms': num('speed-index'),
    'JS KB': Math.round((scripts?.transferSize ?? Number.NaN) / 1024),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
  };
}

/** The address of a match page of the site at `baseUrl`: a match in play, else any upcoming one. */
export async function matchPageUrl(baseUrl: string): Promise<string> {
  const get = async <T>(p: string) =>
    ((await (await fetch(`${baseUrl}${p}`)).json()) as { result: T }).result;
  const games = await get<Array<{ gameId: number; abbr: string }>>('/java/game/v3/getPCGameSource');
  const live = await get<Array<{ id: number; gameId: number }>>('/java/v2/match/getPCLiveGameMatch');
  const match = live[0];
  const game = games.find((g) => g.gameId === match?.gameId);
  if (!match || !game) throw new Error(`no match in play at ${baseUrl} to open`);
  return `${baseUrl}/${game.abbr}/${match.id}`;
}

/** Home and a match page, as a first visit (Chromium asks for en-US; the default brand's default language). */
export async function lighthousePages(baseUrl: string): Promise<LighthouseRow[]> {
  const rows = [await lighthouse('home /', `${baseUrl}/`)];
  const match = await matchPageUrl(baseUrl);
  rows.push(await lighthouse(`match ${new URL(match).pathname}`, match));
  return rows;
}

if (import.meta.main) {
  const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const rows = await lighthousePages(baseUrl);
  console.log(`\n## Lighthouse (mobile) at ${baseUrl}; budget: performance ≥ 90`);
  console.table(rows);
}
