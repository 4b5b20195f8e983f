import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n, type TFunction } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  findLanguage,
  LANGUAGES,
  type LanguageCode,
  NAMESPACES,
  type Namespace,
  PAGE_NAMESPACES,
  type PageNamespace,
} from '../../app/i18n/languages.ts';

export type Catalog = Record<string, unknown>;
export type LanguageCatalogs = Record<PageNamespace, Catalog>;

export interface Catalogs {
  /** The page namespaces of one language, as sent with a server-rendered page. */
  forLanguage(code: LanguageCode): LanguageCatalogs;
  /** A translate function fixed to one language (the fallback fills gaps). */
  t(code: LanguageCode): TFunction;
}

/** Loads `locales/<code>/<namespace>.json` for all 22 languages once, at start-up. */
export function loadCatalogs(localesDir: string): Catalogs {
  const byLanguage = new Map<LanguageCode, Record<Namespace, Catalog>>();
  const pageCatalogs = new Map<LanguageCode, LanguageCatalogs>();
  for (const { code } of LANGUAGES) {
    const entry = {} as Record<Namespace, Catalog>;
    for (const ns of NAMESPACES) {
      const file = path.join(localesDir, code, `${ns}.json`);
      entry[ns] = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    }
    byLanguage.set(code, entry);
    pageCatalogs.set(
      code,
      Object.fromEntries(PAGE_NAMESPACES.map((ns) => [ns, entry[ns]])) as LanguageCatalogs,
    );
  }
  const instance: i18n = createInstance();
  void instance.init({
    initAsync: false,
    resources: Object.fromEntries([...byLanguage].map(([code, cat]) => [tagOf(code), cat])),
    fallbackLng: tagOf(FALLBACK_LANGUAGE),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const fixed = new Map<LanguageCode, TFunction>();
  return {
    forLanguage: (code) =>
      pageCatalogs.get(code) ?? (pageCatalogs.get(FALLBACK_LANGUAGE) as LanguageCatalogs),
    t(code) {
      let t = fixed.get(code);
      if (!t) {
        t = instance.getFixedT(tagOf(code));
        fixed.set(code, t);
      }
      return t;
    },
  };
}

function tagOf(code: LanguageCode): string {
  return findLanguage(code)?.tag ?? code;
}
