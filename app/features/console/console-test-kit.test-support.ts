/** Renders console components as the server does, in a language, inside a router and the console's frame. */
import path from 'node:path';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { ConsoleProvider } from './ConsoleLayout.tsx';
import type { ConsoleView } from './view.ts';

/** What the stub route renders: the node under test, passed around the router. */
const Slot = createContext<ReactNode>(null);
const SlotRoute = () => useContext(Slot);

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));

export function renderConsole(
  node: ReactNode,
  options: { url?: string; roles?: string[]; uid?: number; language?: LanguageCode } = {},
): string {
  const language = options.language ?? 'en_US';
  const tag = language === 'zh_CN' ? 'zh-CN' : language === 'ar' ? 'ar' : 'en-US';
  const page = pageTranslations(tag, catalogs.forLanguage(language));
  const view: ConsoleView = {
    catalog: catalogs.namespace(language, 'console'),
    uid: options.uid ?? 1,
    roles: options.roles ?? ['admin'],
    timeZone: 'Asia/Shanghai',
  };
  const url = new URL(options.url ?? '/admin', 'http://x');
  const Stub = createRoutesStub([{ path: url.pathname, Component: SlotRoute }]);
  const routed = createElement(
    Slot,
    { value: node },
    createElement(Stub, { initialEntries: [url.pathname + url.search] }),
  );
  return renderToString(
    createElement(
      I18nContext,
      { value: page },
      createElement(ConsoleProvider, { view, locale: tag }, routed),
    ),
  );
}

/** The text of `html` without its tags (entities decoded), for readable assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
