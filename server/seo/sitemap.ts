import type { FastifyInstance } from 'fastify';
import { findLanguage, type LanguageCode } from '../../shared/i18n/languages.ts';
import { type Brand, type BrandRegistry, brandLanguages } from '../brands/registry.ts';
import type { GamesService } from '../domains/games/service.ts';

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

export function sitemapIndex(origin: string, brand: Brand): string {
  const entries = brandLanguages(brand)
    .map((code) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${code}.xml`)}</loc></sitemap>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

/** One language's URLs, each with its alternates in every language of the brand and x-default. */
export function languageSitemap(
  origin: string,
  brand: Brand,
  language: LanguageCode,
  gameSlugs: string[],
): string {
  const paths = [
    ...SITEMAP_STATIC_PATHS,
    ...gameSlugs.flatMap((abbr) => SITEMAP_GAME_PATHS.map((p) => p(abbr))),
  ];
  const languages = brandLanguages(brand);
  const urls = paths.map((path) => {
    const alternates = languages
      .map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${findLanguage(code)?.tag}" href="${escapeXml(origin + localized(brand, code, path))}"/>`,
      )
      .join('');
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
    return `<url><loc>${escapeXml(origin + localized(brand, language, path))}</loc>${alternates}${fallback}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
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

/** `GET /sitemap.xml` (an index of one sitemap per language), `/sitemap-<lang>.xml` and `/robots.txt`. */
export function registerSitemap(app: FastifyInstance, deps: { brands: BrandRegistry; games: GamesService }) {
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const brand = deps.brands.resolve(request.headers.host);
    return reply.type('application/xml; charset=utf-8').send(sitemapIndex(origin(request), brand));
  });
  app.get<{ Params: { lang: string } }>(
    '/sitemap-:lang.xml',
    { config: { access: 'public' } },
    async (request, reply) => {
      const brand = deps.brands.resolve(request.headers.host);
      const code = findLanguage(request.params.lang)?.code;
      if (!code || !brandLanguages(brand).includes(code)) return reply.callNotFound();
      const slugs = (await deps.games.list()).map((g) => g.abbr);
      return reply
        .type('application/xml; charset=utf-8')
        .send(languageSitemap(origin(request), brand, code, slugs));
    },
  );
}
