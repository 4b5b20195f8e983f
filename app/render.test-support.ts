/**
 * Renders a component as the server does, for tests: in a language (the product's catalogs), inside a
 * data router at `url` (links, `useLocation`, and the layout's data as `root` when given), wrapped in
 * whatever providers the feature needs (`wrap`). The one harness of the app's component tests.
 */
import path from 'node:path';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { loadCatalogs } from '../server/i18n/catalogs.ts';
import type { LanguageCode } from '../shared/i18n/languages.ts';
import { I18nContext, pageTranslations } from './i18n/use-translation.ts';

/** The product's catalogs, loaded once per test file. */
export const testCatalogs = loadCatalogs(path.join(import.meta.dirname, '..', 'locales'));

/** The BCP 47 tag the tests' languages render with. */
export function tagOf(language: LanguageCode): string {
  return language === 'zh_CN' ? 'zh-CN' : language === 'ar' ? 'ar' : language === 'jp' ? 'ja' : 'en-US';
}

/** What the stub route renders: the node under test, passed around the router. */
const Slot = createContext<ReactNode>(null);
const SlotRoute = () => useContext(Slot);

export function renderRouted(
  node: ReactNode,
  options: {
    url?: string;
    language?: LanguageCode;
    /** The layout's loader data (`useRouteLoaderData('root')`), when the component reads it. */
    root?: Record<string, unknown>;
    /** Providers around the router (inside the translations). */
    wrap?: (routed: ReactNode) => ReactNode;
  } = {},
): string {
  const language = options.language ?? 'en_US';
  const url = new URL(options.url ?? '/', 'http://x');
  const Stub = createRoutesStub([{ id: 'root', path: url.pathname, Component: SlotRoute }]);
  const routed = createElement(
    Slot,
    { value: node },
    createElement(Stub, {
      initialEntries: [url.pathname + url.search],
      ...(options.root ? { hydrationData: { loaderData: { root: options.root } } } : {}),
    }),
  );
  return renderToString(
    createElement(
      I18nContext,
      { value: pageTranslations(tagOf(language), testCatalogs.forLanguage(language)) },
      options.wrap ? options.wrap(routed) : routed,
    ),
  );
}

/** The text of `html` without its tags (entities decoded), for readable assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
