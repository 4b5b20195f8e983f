import { createInstance, type i18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { findLanguage, PAGE_NAMESPACES } from '../../shared/i18n/languages.ts';

import type { PageCatalogs } from './page-catalogs.ts';

// On the server the catalogs of a language are one shared object, so one i18next instance per
// language serves every request; in the browser the page's catalogs make one instance.
const instances = new WeakMap<PageCatalogs, i18n>();

function instanceFor(language: string, catalogs: PageCatalogs): i18n {
  let instance = instances.get(catalogs);
  if (instance) return instance;
  const tag = findLanguage(language)?.tag ?? language;
  instance = createInstance();
  void instance.use(initReactI18next).init({
    initAsync: false,
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: catalogs },
    ns: [...PAGE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(catalogs, instance);
  return instance;
}

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
  const i18n = useMemo(() => instanceFor(language, catalogs), [language, catalogs]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
