import type { MetaDescriptor } from 'react-router';
import { findLanguage, type LanguageCode } from '../../shared/i18n/languages.ts';
import { type Catalog, interpolate, lookup } from '../../shared/i18n/translate.ts';
import { catalogsAt } from '../i18n/page-catalogs.ts';
import type { RootData } from '../root-data.ts';
import { mobileSiteBase, mobileUrl } from './mobile-link.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export interface HeadArgs {
  matches: readonly (MatchLike | undefined)[];
  location: { pathname: string; search?: string };
}

/**
 * The query a page's address keeps in its canonical and alternates: a match list's `?date=` (each
 * day of the calendar is its own page, listed in the sitemap); any other parameter is a view of it.
 */
export function canonicalQuery(search: string | undefined): string {
  const date = new URLSearchParams(search ?? '').get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `?date=${date}` : '';
}

export interface PageHead {
  /** Key of `pages.json` (title and description), e.g. "mall". */
  page?: string;
  /** Interpolation values for `titleWith*` variants. */
  values?: Record<string, string>;
  /** Which title variant to use: `titleWithGame`, `titleWithText`, `titleWithId`, `titleWithTeams`, `titleWithName`. */
  variant?: 'titleWithGame' | 'titleWithText' | 'titleWithId' | 'titleWithTeams' | 'titleWithName';
  /** A part of the page with its own address (a match page's tab), named before the page's title. */
  section?: string | undefined;
  /** Extra JSON-LD nodes (VideoObject, SportsEvent...) besides WebSite. */
  jsonLd?: Record<string, unknown>[];
  /** The query the canonical and alternates keep, when not `canonicalQuery`'s (a match page's `?tab=`). */
  query?: string;
  /** The path the canonical and alternates name, when not the page's own (`/s/x` is `/search/x`). */
  path?: string;
  /** Pages a search engine should follow but not list (search results, embeddable panels). */
  noindex?: boolean;
  /** The page's own title (an article's headline), instead of `pages.json`'s. */
  title?: string | undefined;
  /** The page's own description (an article's summary), instead of `pages.json`'s. */
  description?: string | undefined;
  /** Open Graph: the page's kind (`article`, `video.other`) and picture (an absolute or site path). */
  ogType?: string;
  image?: string | null | undefined;
  /** More Open Graph properties (`article:published_time`...). */
  og?: Record<string, string>;
  /**
   * A page that exists in some languages only (a news article and its real translations): hreflang
   * names exactly these (paths without language prefix), and the canonical is the page in `language`,
   * the language it is written in, whatever the interface's.
   */
  translations?: { language: LanguageCode; path: string; self?: boolean }[];
}

function text(catalog: Catalog | undefined, key: string): string | undefined {
  const found = lookup(catalog, key);
  return typeof found === 'string' ? found : undefined;
}

export function rootData(matches: HeadArgs['matches']): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

/** A translated `pages.json` string of the page's language, from the catalogs the page carries. */
export function pageText(root: RootData, page: string, field: string, values?: Record<string, string>) {
  const found = text(catalogsAt(root.catalogsUrl).pages, `${page}.${field}`);
  return found === undefined ? undefined : interpolate(found, values);
}

/** A text of the page's catalogs (`namespace`, `key`), if the page has it. */
export function catalogText(root: RootData, namespace: string, key: string): string | undefined {
  return text(catalogsAt(root.catalogsUrl)[namespace], key);
}

/** A game's name in the page's language. */
export function gameName(root: RootData, gameId: number): string {
  return text(catalogsAt(root.catalogsUrl).games, String(gameId)) ?? String(gameId);
}

/** The path of `pathname` (without prefix) in a language: the default language has no prefix. */
export function localizedPath(root: RootData, language: LanguageCode, pathname: string): string {
  const path = pathname === '/' ? '' : pathname;
  return language === root.brand.defaultLanguage ? path || '/' : `/${language}${path}`;
}

/**
 * The whole head of a page in one place (a child route's `meta` replaces its parent's): title,
 * description, keywords, favicon for the language, canonical, hreflang alternates with x-default,
 * the mobile-site alternate for narrow screens, Open Graph and JSON-LD (WebSite plus extras).
 */
export function pageHead(args: HeadArgs, head: PageHead = {}): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root) return [];
  const { brand, site } = root;
  const pageTitle = head.title
    ? head.title
    : head.page
      ? (pageText(root, head.page, head.variant ?? 'title', head.values) ??
        pageText(root, head.page, 'title'))
      : undefined;
  const named = pageTitle && head.section ? `${head.section} · ${pageTitle}` : pageTitle;
  const title = named ? `${named} - ${brand.projectName}` : brand.seo.title;
  const description =
    head.description ||
    (head.page && pageText(root, head.page, 'description', head.values)) ||
    brand.seo.description;
  const keywords = pageTitle ? `${pageTitle}, ${brand.seo.keywords}` : brand.seo.keywords;
  const pathname = head.path ?? args.location.pathname;
  const query = head.query ?? canonicalQuery(args.location.search);
  const own = head.translations?.find((t) => t.self);
  const canonical = own
    ? site.origin + localizedPath(root, own.language, own.path)
    : site.origin + localizedPath(root, root.language, pathname) + query;

  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { tagName: 'link', rel: 'icon', href: brand.favicon },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
  if (head.noindex) descriptors.push({ name: 'robots', content: 'noindex, follow' });
  if (head.translations) {
    // Only real translations, each in the language it is written in (none: no alternates at all).
    const offered = head.translations.filter((t) =>
      (brand.languages as readonly string[]).includes(t.language),
    );
    if (offered.length > 1) {
      for (const t of offered) {
        descriptors.push({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: findLanguage(t.language)?.tag ?? t.language,
          href: site.origin + localizedPath(root, t.language, t.path),
        });
      }
    }
  } else {
    for (const code of brand.languages) {
      descriptors.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: findLanguage(code)?.tag ?? code,
        href: site.origin + localizedPath(root, code, pathname) + query,
      });
    }
    descriptors.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: site.origin + (pathname || '/') + query,
    });
  }
  // Only a real mobile site of this environment (none in development and tests), same page and language.
  const mobile = mobileSiteBase(site.mobile);
  if (mobile) {
    const prefix = root.language === brand.defaultLanguage ? '' : `/${root.language}`;
    descriptors.push({
      tagName: 'link',
      rel: 'alternate',
      media: 'only screen and (max-width: 640px)',
      href: mobileUrl(mobile, pathname, prefix),
    });
  }
  descriptors.push(
    { property: 'og:type', content: head.ogType ?? 'website' },
    { property: 'og:site_name', content: brand.projectName },
    { property: 'og:title', content: pageTitle ?? brand.seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: root.tag.replace('-', '_') },
  );
  if (head.image) {
    const image = head.image.startsWith('/') ? site.origin + head.image : head.image;
    descriptors.push(
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  }
  for (const [property, content] of Object.entries(head.og ?? {})) descriptors.push({ property, content });
  const home = site.origin + localizedPath(root, root.language, '/');
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.projectName,
    url: home,
    inLanguage: root.tag,
    description: brand.seo.description,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${home.replace(/\/$/, '')}/search/{search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  descriptors.push({ 'script:ld+json': website });
  for (const node of head.jsonLd ?? [])
    descriptors.push({ 'script:ld+json': { '@context': 'https://schema.org', ...node } });
  return descriptors;
}
