import { type ReactNode, useMemo } from 'react';
import { findLanguage } from '../../shared/i18n/languages.ts';
import type { PageCatalogs } from './page-catalogs.ts';
import { I18nContext, type PageTranslations, pageTranslations, rememberPage } from './use-translation.ts';

// On the server the catalogs of a language are one shared object, so one PageTranslations per
// language serves every request; in the browser the page's catalogs make one.
const pages = new WeakMap<PageCatalogs, PageTranslations>();

/**
 * Translations for the page, from the catalogs the server sent with it: the same on the server and
 * in the browser, so hydration matches and needs no extra request.
 */
export function I18nProvider({
  language,
  catalogs,
  children,
}: {
  language: string;
  catalogs: PageCatalogs;
  children: ReactNode;
}) {
  const page = useMemo(() => {
    let found = pages.get(catalogs);
    if (!found) {
      found = pageTranslations(findLanguage(language)?.tag ?? language, catalogs);
      pages.set(catalogs, found);
    }
    return found;
  }, [language, catalogs]);
  rememberPage(page);
  return <I18nContext value={page}>{children}</I18nContext>;
}
