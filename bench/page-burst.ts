// A burst of guests' page requests with an API probe beside it (issue 11, "Load"): 200 connections
// for 10 s of cache-busting first visits (no cookie at all), while a separate process asks two API
// calls one at a time on a kept-alive connection (one answered from memory, one from the database),
// and the first again on a new connection each time (a new visitor: its wait includes the accept
// queue), and a visitor asking a page of the burst's kind on a new connection each time. Budget: the
// API's p99 under 250 ms and no page request waiting over 5 s (a quick 503 with Retry-After is an
// answer). The load generator's own page latencies include its reconnecting after each 503 (which
// closes its connection): the visitor's are what a person arriving during the burst waits.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ProbeResult } from './api-probe.ts';

export const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
export const BURST_CONNECTIONS = Number(process.env.BENCH_BURST_CONNECTIONS ?? 200);
const PROBE_EVERY_MS = 100;

/**
 * The API calls probed during a burst: the event loop alone and a query of the embedded database on
 * one kept-alive connection, and the first on a new connection each time.
 */
const PROBES = [
  { path: '/java/game/v3/getPCGameSource', fresh: false, name: 'API mem' },
  { path: '/java/v2/match/getPCLiveGameMatch', fresh: false, name: 'API db' },
  { path: '/java/game/v3/getPCGameSource', fresh: true, name: 'API new conn' },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Runs the API probe in its own process for `seconds`: `warm` resolves once its kept-alive connection
 * is open (start the burst then), `results` with the latencies.
 */
function startProbe(baseUrl: string, seconds: number, visitorPaths?: string[]) {
  const child = fork(path.join(import.meta.dirname, 'api-probe.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let warmed = () => {};
  const warm = new Promise<void>((resolve) => {
    warmed = resolve;
  });
  const results = new Promise<ProbeResult[]>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`api probe exited with ${code}`));
    });
    child.on('message', (m: { ready?: boolean; warm?: boolean; results?: ProbeResult[] }) => {
      if (m.ready) {
        const urls: { url: string; fresh: boolean; paths?: string[] }[] = PROBES.map((p) => ({
          url: `${baseUrl}${p.path}`,
          fresh: p.fresh,
        }));
        if (visitorPaths) urls.push({ url: baseUrl, fresh: true, paths: visitorPaths });
        child.send({ urls, seconds, everyMs: PROBE_EVERY_MS });
      }
      if (m.warm) warmed();
      if (m.results) resolve(m.results);
    });
  });
  return { warm, results };
}

function probeColumns(results: ProbeResult[]) {
  const out: Record<string, string | number> = {};
  for (const [index, result] of results.entries()) {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const name = PROBES[index]?.name ?? 'visitor';
    out[`${name} p50`] = Math.round(percentile(sorted, 50));
    out[`${name} p99`] = Math.round(percentile(sorted, 99));
    out[`${name} max`] = Math.round(sorted.at(-1) ?? Number.NaN);
    if (result.failures > 0) out[`${name} failed`] = result.failures;
    if (!PROBES[index]) out[`${name} 503`] = result.refused;
  }
  return out;
}

export interface BurstPlan {
  title: string;
  /** The path of the n-th request. */
  path(n: number): string;
}

/** The paths of a burst: each a first visit the page cache could not have served before the fix. */
export async function burstPlans(baseUrl: string): Promise<BurstPlan[]> {
  const games = (
    (await (await fetch(`${baseUrl}/java/game/v3/getPCGameSource`)).json()) as {
      result: Array<{ abbr: string }>;
    }
  ).result.map((g) => g.abbr);
  const today = Date.now();
  const dates = Array.from({ length: 15 }, (_, i) =>
    new Date(today + (i - 7) * 86_400_000).toISOString().slice(0, 10),
  );
  const tabs = ['live', 'notStarted', 'finished', 'results'];
  return [
    {
      // The probe: the home page, no cookie, a random query string (a cache buster).
      title: 'GET /?_=<random>, no cookie',
      path: (n) => `/?_=${n.toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    },
    {
      // Pages that must really render: a different game, day and tab each time (~3,000 pages).
      title: 'GET /match/<game>?date=<day>&tab=<tab>, no cookie',
      path: (n) => {
        const game = games[n % games.length];
        const date = dates[Math.floor(n / games.length) % dates.length];
        const tab = tabs[Math.floor(n / (games.length * dates.length)) % tabs.length];
        return `/match/${game}?date=${date}&tab=${tab}`;
      },
    },
  ];
}

/** One burst with the API probe beside it; returns a row of figures. */
export async function pageBurst(baseUrl: string, plan: BurstPlan) {
  const counts = { hit: 0, stale: 0, miss: 0, rendered: 0, shed: 0, other: 0 };
  let n = Math.floor(Math.random() * 1_000_000);
  // A visitor arriving during the burst: a page of the same kind on a new connection every 100 ms
  // (ones the burst is not asking at the time), timed to its whole answer, 200 or 503 alike.
  const visitorPaths = Array.from({ length: 200 }, (_, i) => plan.path(n + 1_000_003 + i * 7));
  const probe = startProbe(baseUrl, BURST_SECONDS, visitorPaths);
  await probe.warm;
  const result = await autocannon({
    url: baseUrl,
    connections: BURST_CONNECTIONS,
    duration: BURST_SECONDS,
    // A request still unanswered after 10 s is counted as a timeout (and its connection dropped).
    timeout: 10,
    // As a browser asks (the answers are not decompressed here).
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          n += 1;
          return { ...request, path: plan.path(n) };
        },
        onResponse(status, _body, _context, headers) {
          const cache = (headers as Record<string, string | undefined>)['x-page-cache'];
          if (status === 503) counts.shed += 1;
          else if (status !== 200) counts.other += 1;
          else if (cache === 'hit') counts.hit += 1;
          else if (cache === 'stale') counts.stale += 1;
          else if (cache === 'miss') counts.miss += 1;
          else counts.rendered += 1;
        },
      },
    ],
  });
  const api = await probe.results;
  return row({
    title: plan.title,
    requests: result.requests.total,
    'cache hit': counts.hit,
    stale: counts.stale,
    'rendered (miss)': counts.miss,
    'rendered (uncached)': counts.rendered,
    '503': counts.shed,
    other: counts.other,
    timeouts: result.timeouts,
    'page p50': result.latency.p50,
    'page p99': result.latency.p99,
    'page max': result.latency.max,
    ...probeColumns(api),
  });
}

/** The probe alone, for comparison. */
export async function quietProbe(baseUrl: string) {
  return row({
    title: 'no burst (API probe alone, 5 s)',
    ...probeColumns(await startProbe(baseUrl, 5).results),
  });
}

const COLUMNS = [
  'title',
  'requests',
  'cache hit',
  'stale',
  'rendered (miss)',
  'rendered (uncached)',
  '503',
  'other',
  'timeouts',
  'page p50',
  'page p99',
  'page max',
  'API mem p50',
  'API mem p99',
  'API mem max',
  'API db p50',
  'API db p99',
  'API db max',
  'API new conn p50',
  'API new conn p99',
  'API new conn max',
  'visitor p50',
  'visitor p99',
  'visitor max',
  'visitor 503',
];

/** Every row with the same columns in the same order (console.table takes them from the first row). */
function row(values: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const column of COLUMNS) out[column] = values[column] ?? '';
  for (const [column, value] of Object.entries(values)) if (!(column in out)) out[column] = value;
  return out;
}
