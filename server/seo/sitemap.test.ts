import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { loadBrands } from '../brands/registry.ts';
import {
  MAX_LIBRARY,
  MAX_MATCHES,
  matchDayPaths,
  sitemapFileName,
  sitemapIndex,
  sitemapParts,
  URLS_PER_FILE,
  urlSet,
} from './sitemap.ts';

const brands = loadBrands(path.join(import.meta.dirname, '..', '..', 'config', 'brands'));
const arena = brands.all.find((b) => b.id === 'arena') ?? brands.all[0];
if (!arena) throw new Error('no brand');

describe('sitemap files (sitemaps.org: at most 50,000 URLs and 50 MB a file)', () => {
  it('split matches and each library into files of URLS_PER_FILE, up to their caps', () => {
    const none = sitemapParts({ matches: 0, leagues: 0, teams: 0, players: 0 });
    expect(none).toEqual([{ kind: 'pages' }]);
    const some = sitemapParts({ matches: URLS_PER_FILE + 1, leagues: 3, teams: URLS_PER_FILE, players: 0 });
    expect(some.map((p) => sitemapFileName('ar', p))).toEqual([
      'sitemap-ar.xml',
      'sitemap-ar-matches-1.xml',
      'sitemap-ar-matches-2.xml',
      'sitemap-ar-leagues-1.xml',
      'sitemap-ar-teams-1.xml',
    ]);
    const huge = sitemapParts({ matches: 10_000_000, leagues: 10_000_000, teams: 0, players: 0 });
    expect(huge.filter((p) => p.kind === 'matches')).toHaveLength(MAX_MATCHES / URLS_PER_FILE);
    expect(huge.filter((p) => p.kind === 'leagues')).toHaveLength(MAX_LIBRARY / URLS_PER_FILE);
  });

  it('keep a full file of the longest URLs in every language under 50 MB and 50,000 URLs', () => {
    expect(URLS_PER_FILE).toBeLessThanOrEqual(50_000);
    const origin = 'https://www.a-rather-long-brand-host-name.example';
    const longest = Array.from({ length: 100 }, (_, i) => `/americanfootball/${2_147_483_547 + i}`);
    const bytes = Buffer.byteLength(urlSet(origin, arena, 'zh_CN', longest));
    expect((bytes / longest.length) * URLS_PER_FILE).toBeLessThan(50 * 1024 * 1024);
  });

  it('keep the sitemap index under 50,000 files for every language at the caps', () => {
    const parts = sitemapParts({ matches: 1e9, leagues: 1e9, teams: 1e9, players: 1e9 });
    expect(parts.length * LANGUAGES.length).toBeLessThanOrEqual(50_000);
    const index = sitemapIndex('https://x.example', arena, parts);
    expect(index.match(/<sitemap>/g)).toHaveLength(parts.length * 22);
  });

  it("list the match list's calendar days around today, today being /match itself", () => {
    expect(matchDayPaths('2026-03-01')).toEqual([
      '/match?date=2026-02-26',
      '/match?date=2026-02-27',
      '/match?date=2026-02-28',
      '/match?date=2026-03-02',
      '/match?date=2026-03-03',
      '/match?date=2026-03-04',
    ]);
  });

  it('write each URL with its alternates in every language and x-default, escaped', () => {
    const xml = urlSet('https://x.example', arena, 'ar', ['/match?date=2026-03-01&x=1']);
    expect(xml).toContain('<loc>https://x.example/ar/match?date=2026-03-01&#38;x=1</loc>');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(23);
    expect(xml).toContain('hreflang="x-default" href="https://x.example/match?date=2026-03-01&#38;x=1"');
  });
});
