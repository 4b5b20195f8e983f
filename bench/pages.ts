// Issue 12, "Speed": what a first visit of the home page weighs (HTML and JavaScript), and the
// budgets table that `npm run bench` prints (each figure beside its budget, pass or fail).
import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** A document's script addresses a first visit loads: module preloads, module imports, classic scripts. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) found.add(m[1] as string);
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) found.add(m[1] as string);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const i of (m[1] as string).matchAll(/(?:from|import\()\s*"([^"]+\.js)"/g))
      found.add(i[1] as string);
  return [...found];
}

export interface PageWeight {
  /** The document as sent before compression. */
  htmlBytes: number;
  htmlGzip: number;
  /** Every script the document loads (the catalogs script too), each gzipped (level 9). */
  scripts: Array<{ url: string; bytes: number; gzip: number }>;
  jsBytes: number;
  jsGzip: number;
}

/** Fetches `path` as a guest (`cookie`) and every script its HTML loads; measures them. */
export async function pageWeight(baseUrl: string, path: string, cookie: string): Promise<PageWeight> {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).text();
  const scripts = await Promise.all(
    scriptsOf(html).map(async (url) => {
      const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
      return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  scripts.sort((a, b) => b.gzip - a.gzip);
  const htmlBuffer = Buffer.from(html);
  return {
    htmlBytes: htmlBuffer.length,
    htmlGzip: gzipSync(htmlBuffer, { level: 9 }).length,
    scripts,
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
  };
}

export interface Budget {
  budget: string;
  value: number | string;
  /** What it is compared with in the same run (the raw-React baseline), if anything. */
  beside?: string;
  limit: string;
  pass: boolean | undefined;
}

/** A budget row: `value` against `limit` (`min`: at least, `max`: at most). */
export function budget(
  name: string,
  value: number | undefined,
  kind: 'min' | 'max',
  limit: number,
  format: (n: number) => string = String,
  beside?: string,
): Budget {
  const pass =
    value === undefined || Number.isNaN(value) ? undefined : kind === 'min' ? value >= limit : value <= limit;
  return {
    budget: name,
    value: value === undefined ? 'not run' : format(value),
    ...(beside ? { beside } : {}),
    limit: `${kind === 'min' ? '≥' : '≤'} ${format(limit)}`,
    pass,
  };
}

export function printBudgets(title: string, rows: Budget[]): void {
  console.log(`\n## ${title}`);
  console.table(
    rows.map((r) => ({
      budget: r.budget,
      value: r.value,
      beside: r.beside ?? '',
      limit: r.limit,
      result: r.pass === undefined ? '–' : r.pass ? 'pass' : 'FAIL',
    })),
  );
}

export const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
