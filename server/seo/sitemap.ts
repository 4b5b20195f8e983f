import type { FastifyInstance } from 'fastify';
import { findLanguage, type LanguageCode } from '../../shared/i18n/languages.ts';
import { viewerToday } from '../../shared/time/viewer-day.ts';
import { addDays, dayWindows } from '../../shared/time/zones.ts';
import { type Brand, type BrandRegistry, brandLanguages } from '../brands/registry.ts';
import type { CompetitionsService, GamesService, LibraryKind } from '../domains/games/index.ts';
import type { MatchesService } from '../domains/matches/index.ts';
import type { NewsService } from '../domains/news/index.ts';
import type { VideosService } from '../domains/videos/index.ts';

/**
 * Public pages of spec section 2 that search engines should know. Private areas (user centre,
 * streamer, creator and channel centres) and tool pages are left out, and robots.txt disallows them.
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/about',
  '/download',
  '/expert',
  '/expert/allExperts',
  '/expert/specialist',
  '/leagueLibrary',
  '/playerLibrary',
  '/squadLibrary',
  '/mall',
  '/match',
  '/live/data',
  '/anchor/anchorList',
  '/news/all',
  '/videos/videoList',
  '/certificate',
  '/protocol/complaint',
  '/protocol/cooperation',
  '/protocol/power',
  '/protocol/privacy',
  '/protocol/responsibility',
  '/protocol/service',
];

/** Per game: its live scores, match list, data, news and videos. */
export const SITEMAP_GAME_PATHS = [
  (abbr: string) => `/${abbr}`,
  (abbr: string) => `/match/${abbr}`,
  (abbr: string) => `/${abbr}/data`,
  (abbr: string) => `/news/${abbr}`,
  (abbr: string) => `/videos/${abbr}`,
  (abbr: string) => `/videos/${abbr}/videoList`,
];

export const ROBOTS_DISALLOW = [
  '/java/',
  '/userInfo',
  '/anchorCenter',
  '/channel',
  '/creatorCenter',
  '/search',
  '/s/',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function localized(brand: Brand, language: LanguageCode, path: string): string {
  if (language === brand.defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The match list's calendar (app/features/matches/viewer-day.ts `calendarDays`): today and three days
 * either side, in the brand's zone. Today's list is `/match` itself; the others are `?date=` windows.
 */
export const CALENDAR_DAYS_BEFORE = 3;
export const CALENDAR_DAYS_AFTER = 3;

/**
 * URLs per sitemap file. Each URL carries its alternates in up to 22 languages (about 2.5 kB), so
 * 10,000 stay far below the protocol's 50 MB and 50,000 URLs (sitemaps.org).
 */
export const URLS_PER_FILE = 10_000;
/** Match pages listed per language at most (the calendar's week; at 100k matches a day, the first). */
export const MAX_MATCHES = 50_000;
/** Library pages (leagues, teams, players) listed per library and language at most. */
export const MAX_LIBRARY = 100_000;
/** A generated file is served from memory this long (crawlers ask for hundreds at once). */
const CACHE_MS = 10 * 60_000;

/** The libraries' pages (app/routes.ts), each an entity of games/competitions. */
export const LIBRARY_PATHS: Record<LibraryKind, string> = {
  leagues: '/leagueLibrary',
  teams: '/squadLibrary',
  players: '/playerLibrary',
};

/** A part of a language's sitemap: its pages, a file of match pages, of a library, or of its news. */
export type SitemapPart =
  | { kind: 'pages' }
  | { kind: 'matches' | LibraryKind | 'news' | 'videos'; file: number };

/** News articles listed per language at most (newest first). */
export const MAX_NEWS = 50_000;

/** The file name of a part of a language's sitemap (`sitemap-ar.xml`, `sitemap-ar-matches-2.xml`). */
export function sitemapFileName(language: LanguageCode, part: SitemapPart): string {
  return part.kind === 'pages'
    ? `sitemap-${language}.xml`
    : `sitemap-${language}-${part.kind}-${part.file}.xml`;
}

/** The parts every language has, given how many matches and library entities there are. */
export function sitemapParts(counts: Record<'matches' | LibraryKind, number>): SitemapPart[] {
  const parts: SitemapPart[] = [{ kind: 'pages' }];
  const caps = { matches: MAX_MATCHES, leagues: MAX_LIBRARY, teams: MAX_LIBRARY, players: MAX_LIBRARY };
  for (const kind of ['matches', 'leagues', 'teams', 'players'] as const) {
    const files = Math.ceil(Math.min(counts[kind], caps[kind]) / URLS_PER_FILE);
    for (let file = 1; file <= files; file++) parts.push({ kind, file });
  }
  return parts;
}

/** Video pages listed per language at most (newest first): every published video, in every language. */
export const MAX_VIDEOS = 50_000;

/** The video files every language has, with `count` published videos. */
export function videoParts(count: number): SitemapPart[] {
  const files = Math.ceil(Math.min(count, MAX_VIDEOS) / URLS_PER_FILE);
  return Array.from({ length: files }, (_, i) => ({ kind: 'videos' as const, file: i + 1 }));
}

/** The news files of a language with `count` visible articles. */
export function newsParts(count: number): SitemapPart[] {
  const files = Math.ceil(Math.min(count, MAX_NEWS) / URLS_PER_FILE);
  return Array.from({ length: files }, (_, i) => ({ kind: 'news' as const, file: i + 1 }));
}

export function sitemapIndex(
  origin: string,
  brand: Brand,
  parts: SitemapPart[] = [{ kind: 'pages' }],
  /** Parts only some languages have (their own news). */
  languageParts: (code: LanguageCode) => SitemapPart[] = () => [],
): string {
  const entries = brandLanguages(brand)
    .flatMap((code) =>
      [...parts, ...languageParts(code)].map(
        (part) => `<sitemap><loc>${escapeXml(`${origin}/${sitemapFileName(code, part)}`)}</loc></sitemap>`,
      ),
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

/** A `<urlset>` of `paths` in one language, each with its alternates in every language of the brand and x-default. */
export function urlSet(
  origin: string,
  brand: Brand,
  language: LanguageCode,
  paths: readonly string[],
): string {
  const languages = brandLanguages(brand).map((code) => ({ code, tag: findLanguage(code)?.tag ?? code }));
  const urls = paths.map((path) => {
    const alternates = languages
      .map(
        ({ code, tag }) =>
          `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(origin + localized(brand, code, path))}"/>`,
      )
      .join('');
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
    return `<url><loc>${escapeXml(origin + localized(brand, language, path))}</loc>${alternates}${fallback}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}

/**
 * A `<urlset>` of pages that exist per language (news articles): each with its own alternates, the
 * real translations only, so hreflang never names a page in a language it was not written in.
 */
export function localizedUrlSet(
  origin: string,
  brand: Brand,
  language: LanguageCode,
  entries: readonly { path: string; alternates: readonly { language: string; path: string }[] }[],
): string {
  const offered = new Set<string>(brandLanguages(brand));
  const urls = entries.map((entry) => {
    const alternates = entry.alternates
      .filter((a) => offered.has(a.language))
      .map((a) => {
        const code = a.language as LanguageCode;
        const tag = findLanguage(code)?.tag ?? code;
        return `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(origin + localized(brand, code, a.path))}"/>`;
      });
    const self = `<xhtml:link rel="alternate" hreflang="${findLanguage(language)?.tag ?? language}" href="${escapeXml(origin + localized(brand, language, entry.path))}"/>`;
    return `<url><loc>${escapeXml(origin + localized(brand, language, entry.path))}</loc>${alternates.length ? self + alternates.join('') : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}

/** The match list's days besides today, as `/match?date=` addresses. */
export function matchDayPaths(today: string): string[] {
  const paths: string[] = [];
  for (let i = -CALENDAR_DAYS_BEFORE; i <= CALENDAR_DAYS_AFTER; i++) {
    if (i !== 0) paths.push(`/match?date=${addDays(today, i)}`);
  }
  return paths;
}

/** The pages file of a language: the static pages, each game's pages and the match list's days. */
export function languageSitemap(
  origin: string,
  brand: Brand,
  language: LanguageCode,
  gameSlugs: string[],
  today?: string,
): string {
  const paths = [
    ...SITEMAP_STATIC_PATHS,
    ...(today ? matchDayPaths(today) : []),
    ...gameSlugs.flatMap((abbr) => SITEMAP_GAME_PATHS.map((p) => p(abbr))),
  ];
  return urlSet(origin, brand, language, paths);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapDeps {
  brands: BrandRegistry;
  games: Pick<GamesService, 'list'>;
  matches: Pick<MatchesService, 'windowCount' | 'windowIds'>;
  competitions: Pick<CompetitionsService, 'libraryCount' | 'libraryIds'>;
  news: Pick<NewsService, 'sitemapCount' | 'sitemapEntries'>;
  /** Published videos' pages (issue 15), in every language's sitemap. */
  videos?: Pick<VideosService, 'sitemapCount' | 'sitemapPaths'>;
  now?: () => Date;
}

/**
 * What the sitemap reads, through the domains' public entries: the games, the calendar week's
 * matches (a range of the start-time index), the libraries' ids (by primary key).
 */
function sitemapSource(deps: SitemapDeps) {
  const now = deps.now ?? (() => new Date());
  const week = (brand: Brand) => {
    const zone = { tz: brand.timeZone ?? 'UTC' };
    const today = viewerToday(zone.tz, now());
    const days = dayWindows(
      zone,
      addDays(today, -CALENDAR_DAYS_BEFORE),
      CALENDAR_DAYS_BEFORE + 1 + CALENDAR_DAYS_AFTER,
    );
    const first = days[0];
    const last = days[days.length - 1];
    return { today, from: first?.from ?? now(), to: last?.to ?? now() };
  };
  return {
    week,
    async counts(brand: Brand) {
      const { from, to } = week(brand);
      const [matches, leagues, teams, players] = await Promise.all([
        deps.matches.windowCount({ from, to }),
        deps.competitions.libraryCount('leagues'),
        deps.competitions.libraryCount('teams'),
        deps.competitions.libraryCount('players'),
      ]);
      return { matches, leagues, teams, players };
    },
    /** The paths of one file of match pages or of a library. */
    async paths(brand: Brand, kind: 'matches' | LibraryKind, file: number): Promise<string[]> {
      const offset = (file - 1) * URLS_PER_FILE;
      const cap = kind === 'matches' ? MAX_MATCHES : MAX_LIBRARY;
      const limit = Math.min(URLS_PER_FILE, cap - offset);
      if (limit <= 0) return [];
      if (kind === 'matches') {
        const abbrs = new Map((await deps.games.list()).map((g) => [g.gameId, g.abbr]));
        const rows = await deps.matches.windowIds({ ...week(brand), limit, offset });
        return rows.flatMap((r) => {
          const abbr = abbrs.get(r.gameId);
          return abbr ? [`/${abbr}/${r.id}`] : [];
        });
      }
      const ids = await deps.competitions.libraryIds(kind, { limit, offset });
      return ids.map((id) => `${LIBRARY_PATHS[kind]}/${id}`);
    },
  };
}

/** The parts of a file name after `sitemap-`: `ar`, `ar-matches-2`, `zh_CN-players-1`. */
const FILE_NAME = /^([A-Za-z_]+?)(?:-(matches|leagues|teams|players|news|videos)-([1-9]\d{0,5}))?$/;

/**
 * `GET /sitemap.xml` (an index of every language's files), `/sitemap-<lang>.xml` (its pages),
 * `/sitemap-<lang>-<matches|leagues|teams|players>-<n>.xml` (a file of entity pages) and
 * `/robots.txt`. Generated files are kept in memory for a few minutes.
 */
export function registerSitemap(app: FastifyInstance, deps: SitemapDeps) {
  const source = sitemapSource(deps);
  const now = deps.now ?? (() => new Date());
  const cache = new Map<string, { xml: string | null; until: number }>();
  async function cached(key: string, make: () => Promise<string | null>): Promise<string | null> {
    const at = now().getTime();
    const hit = cache.get(key);
    if (hit && hit.until > at) return hit.xml;
    const xml = await make();
    if (cache.size > 2_000) cache.clear();
    cache.set(key, { xml, until: at + CACHE_MS });
    return xml;
  }
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  const send = (reply: { type(t: string): { send(body: string): unknown } }, xml: string) =>
    reply.type('application/xml; charset=utf-8').send(xml);

  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const brand = deps.brands.resolve(request.headers.host);
    const base = origin(request);
    const xml = await cached(`${brand.id} ${base} index`, async () => {
      const news = new Map(
        await Promise.all(
          brandLanguages(brand).map(async (code) => [code, await deps.news.sitemapCount(code)] as const),
        ),
      );
      const videos = videoParts((await deps.videos?.sitemapCount()) ?? 0);
      return sitemapIndex(base, brand, [...sitemapParts(await source.counts(brand)), ...videos], (code) =>
        newsParts(news.get(code) ?? 0),
      );
    });
    return send(reply, xml ?? '');
  });
  app.get<{ Params: { file: string } }>(
    '/sitemap-:file.xml',
    { config: { access: 'public' } },
    async (request, reply) => {
      const brand = deps.brands.resolve(request.headers.host);
      const [, lang = '', kind, file] = FILE_NAME.exec(request.params.file) ?? [];
      const code = findLanguage(lang)?.code;
      if (!code || code !== lang || !brandLanguages(brand).includes(code)) return reply.callNotFound();
      const base = origin(request);
      const xml = await cached(`${brand.id} ${base} ${request.params.file}`, async () => {
        if (!kind) {
          const slugs = (await deps.games.list()).map((g) => g.abbr);
          return languageSitemap(base, brand, code, slugs, source.week(brand).today);
        }
        if (kind === 'videos') {
          const offset = (Number(file) - 1) * URLS_PER_FILE;
          const limit = Math.min(URLS_PER_FILE, MAX_VIDEOS - offset);
          const paths = limit > 0 && deps.videos ? await deps.videos.sitemapPaths({ limit, offset }) : [];
          return paths.length > 0 ? urlSet(base, brand, code, paths) : null;
        }
        if (kind === 'news') {
          const offset = (Number(file) - 1) * URLS_PER_FILE;
          const limit = Math.min(URLS_PER_FILE, MAX_NEWS - offset);
          const entries = limit > 0 ? await deps.news.sitemapEntries(code, limit, offset) : [];
          return entries.length > 0 ? localizedUrlSet(base, brand, code, entries) : null;
        }
        const paths = await source.paths(brand, kind as 'matches' | LibraryKind, Number(file));
        return paths.length > 0 ? urlSet(base, brand, code, paths) : null;
      });
      return xml === null ? reply.callNotFound() : send(reply, xml);
    },
  );
}
