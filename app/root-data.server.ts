import type { RouterContextProvider } from 'react-router';
import { gameLogoPath } from '../shared/games/catalog.ts';
import { FALLBACK_LANGUAGE, findLanguage, offeredLanguages } from '../shared/i18n/languages.ts';
import { appContext } from './context.ts';
import { registerCatalogs } from './i18n/page-catalogs.ts';

/**
 * What every page's layout needs (language, brand, site, games, the address of its translations).
 * The root loader returns it; the access middleware sends it with a 403, so the no-permission page
 * has its layout too.
 */
export async function rootData(context: Readonly<RouterContextProvider>, request: Request) {
  const { ctx, catalogs, catalogsUrl, hosts, services } = context.get(appContext);
  registerCatalogs(catalogsUrl, catalogs);
  const language = findLanguage(ctx.language) ?? findLanguage(FALLBACK_LANGUAGE);
  const { brand } = ctx;
  const games = await services.games.list();
  return {
    language: ctx.language,
    tag: language?.tag ?? 'zh-CN',
    dir: language?.dir ?? 'ltr',
    brand: {
      id: brand.id,
      projectName: brand.projectName,
      theme: brand.theme,
      logo: brand.logos.header,
      favicon: brand.logos.favicon[ctx.language] ?? brand.logos.favicon.default ?? '/favicon.svg',
      seo: brand.seo[ctx.language] ??
        brand.seo[brand.defaultLanguage] ?? { title: '', description: '', keywords: '' },
      copyrightHolder: brand.copyrightHolder,
      contact: brand.contact,
      links: brand.links,
      downloads: brand.downloads,
      languages: offeredLanguages(brand.languages),
      defaultLanguage: brand.defaultLanguage,
    },
    site: { origin: new URL(request.url).origin, mobile: hosts.mobile, api: hosts.api },
    // In the operator's order; `logo` only where the operator replaced the product's (features/games).
    games: games.map(({ gameId, abbr, kind, logo }) =>
      logo === gameLogoPath(abbr) ? { gameId, abbr, kind } : { gameId, abbr, kind, logo },
    ),
    /**
     * The sign-in dialog's server facts: the social providers configured here (features/auth applies
     * the channel rules on top) and the calling codes the brand sends SMS codes to, in its order.
     */
    signIn: { socialProviders: services.social.configuredProviders(), smsAreaCodes: brand.smsAreaCodes },
    /** Who is signed in, for the server-rendered header (the browser takes over after hydration). */
    viewer: ctx.user
      ? { uid: ctx.user.uid, username: ctx.user.username, avatar: ctx.user.avatar, roles: ctx.user.roles }
      : null,
    /** The page's translations, as a script (app/i18n/page-catalogs.ts). */
    catalogsUrl,
  };
}

export type RootData = Awaited<ReturnType<typeof rootData>>;
