import { createInstance } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { findLanguage, NAMESPACES } from './languages.ts';

export type PageCatalogs = Record<string, Record<string, unknown>>;

/**
 * One i18next instance per page language, built from the catalogs the server sent with the page:
 * the same on the server and in the browser, so hydration matches and needs no extra request.
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
  const i18n = useMemo(() => {
    const tag = findLanguage(language)?.tag ?? language;
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      initAsync: false,
      lng: tag,
      fallbackLng: false,
      resources: { [tag]: catalogs },
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    return instance;
  }, [language, catalogs]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
