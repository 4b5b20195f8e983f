/**
 * The app's `useTranslation`: the page's translations (I18nProvider) and a `t` fixed to a namespace,
 * the same objects for every component that asks for the same namespace on the same page.
 *
 * Namespaces work as react-i18next's did: keys of the first namespace plain, others as `ns:key`;
 * a key without a namespace reads `common`. The translate function itself is
 * shared/i18n/translate.ts (decision 017), the same on the server and in the browser.
 */
import { createContext, useContext } from 'react';
import { createTranslate, type Translate } from '../../shared/i18n/translate.ts';
import type { PageCatalogs } from './page-catalogs.ts';

export interface Translation {
  t: Translate;
  /** `language` is the page's BCP 47 tag (e.g. `en-US`), for Intl. */
  i18n: { readonly language: string };
}

/** One page's translations: its language and catalogs, and a Translation per namespace made once. */
export interface PageTranslations {
  readonly language: string;
  readonly catalogs: PageCatalogs;
  readonly byNamespace: Map<string, Translation>;
}

export const DEFAULT_NAMESPACE = 'common';

export function pageTranslations(language: string, catalogs: PageCatalogs): PageTranslations {
  return { language, catalogs, byNamespace: new Map() };
}

export const I18nContext = createContext<PageTranslations | null>(null);

/** The translation of `ns` (its first namespace when several) on `page`, made once. */
export function translationOf(page: PageTranslations, ns?: string | readonly string[]): Translation {
  const first = (typeof ns === 'string' ? ns : ns?.[0]) ?? DEFAULT_NAMESPACE;
  let found = page.byNamespace.get(first);
  if (!found) {
    found = { t: createTranslate(page.catalogs, first), i18n: { language: page.language } };
    page.byNamespace.set(first, found);
  }
  return found;
}

/**
 * In the browser, the page's translations once a provider has given them: an error boundary that
 * renders without the root's data (a client navigation refused by the access middleware before any
 * loader ran) still speaks the page's language. Never on the server, where requests of every
 * language share the process.
 */
let browserPage: PageTranslations | null = null;

export function rememberPage(page: PageTranslations): void {
  if (typeof document !== 'undefined') browserPage = page;
}

/**
 * Outside any provider with nothing remembered (an error page rendered without the root's data on
 * the server): keys as they are, instead of failing the page.
 */
const untranslated: Translation = {
  t: (key, options) => options?.defaultValue ?? key,
  i18n: { language: '' },
};

export function useTranslation(ns?: string | readonly string[]): Translation {
  const page = useContext(I18nContext) ?? browserPage;
  return page ? translationOf(page, ns) : untranslated;
}
