/**
 * The app's `useTranslation`: the page's i18next instance (I18nProvider) and a `t` fixed to a
 * namespace, the same objects for every component that asks for the same namespace.
 *
 * Why not react-i18next's: its hook copies the instance's every property into a new wrapper object
 * on each component's first render (`createI18nWrapper`, for language changes this app never makes
 * in place: another language is another page). A server render of the home page has hundreds of
 * components that translate, so that copying was about a tenth of an uncached render's CPU (a CPU
 * profile of `GET /`, issue 12 "Speed"), and the same again in the browser while hydrating.
 * Namespaces work as in react-i18next's default mode: keys of the first namespace plain, others as
 * `ns:key`. `Trans` still comes from react-i18next and reads the same instance.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const fixed = new WeakMap<I18n, Map<string, Translation>>();

/** The translation of `ns` (its first namespace when several) on `instance`, made once. */
export function translationOf(instance: I18n, ns?: string | readonly string[]): Translation {
  const first = typeof ns === 'string' ? ns : ns?.[0];
  let byNamespace = fixed.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    fixed.set(instance, byNamespace);
  }
  const key = first ?? '';
  let found = byNamespace.get(key);
  if (!found) {
    found = { t: instance.getFixedT(null, first ?? null), i18n: instance };
    byNamespace.set(key, found);
  }
  return found;
}

/**
 * Outside any provider before any instance exists (an error page rendered first in a process): keys
 * as they are, as react-i18next answers then, instead of failing the page.
 */
const untranslated: Translation = {
  t: ((key: string) => key) as unknown as TFunction,
  // No language known: `i18n.language` reads undefined, as it did under react-i18next.
  i18n: {} as I18n,
};

export function useTranslation(ns?: string | readonly string[]): Translation {
  const provided = useContext(I18nContext)?.i18n ?? getI18n();
  return provided ? translationOf(provided, ns) : untranslated;
}
