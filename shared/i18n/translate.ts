/**
 * The one translate function of the product, on the server and in the browser (decision 017).
 *
 * The catalogs (`locales/<code>/<namespace>.json`) use only this much: keys nested by `.`, a
 * namespace named before the key as `ns:key` or by the `ns` option, `{{name}}` placeholders filled
 * from the options, and `defaultValue` for a key a language may lack. Nothing else (no plural
 * suffixes, nesting or formatters: numbers and dates are formatted by the caller with Intl), so a
 * small function does what i18next did, without its 16 KB gzipped in every page's scripts and its
 * per-call work in every server render. `translate.test.ts` keeps the behaviour the catalogs rely on.
 */

/** A namespace's catalog: texts nested by key (arrays are lists of paragraphs, read as objects). */
export interface Catalog {
  readonly [key: string]: unknown;
}

export type Catalogs = Readonly<Record<string, Catalog | undefined>>;

/** Options of one call: placeholder values, plus `ns` and `defaultValue`. */
export interface TranslateOptions {
  readonly ns?: string;
  readonly defaultValue?: string;
  readonly [placeholder: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The value at a `.`-separated path of a catalog, or undefined. */
export function lookup(catalog: Catalog | undefined, key: string): unknown {
  let at: unknown = catalog;
  let start = 0;
  while (at !== undefined && at !== null) {
    const dot = key.indexOf('.', start);
    const part = dot === -1 ? key.slice(start) : key.slice(start, dot);
    at =
      typeof at === 'object' && Object.hasOwn(at, part) ? (at as Record<string, unknown>)[part] : undefined;
    if (dot === -1) return at;
    start = dot + 1;
  }
  return undefined;
}

/** `{{name}}` filled from `values`; a placeholder without a value stays as it is written. */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || text.indexOf('{{') === -1) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * A translate function over one language's catalogs (`fallback`: another language's, for keys this
 * one lacks). A key without a namespace is read in `defaultNs`. A missing key answers
 * `defaultValue`, else the key itself without its namespace, so a gap shows, never breaks a page.
 */
export function createTranslate(catalogs: Catalogs, defaultNs: string, fallback?: Catalogs): Translate {
  return (key, options) => {
    let ns = options?.ns ?? defaultNs;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      ns = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    let text = lookup(catalogs[ns], path);
    if (typeof text !== 'string' && fallback) text = lookup(fallback[ns], path);
    if (typeof text !== 'string') text = options?.defaultValue ?? path;
    return interpolate(text as string, options);
  };
}
