/**
 * The translations a page renders with. They are the same for every page of a language, so they
 * travel as a script of their own (`/i18n/<language>.<hash>.js`, cached for a year) instead of inside
 * every page's hydration data. The root loader names that script; on the server the loader
 * registers the catalogs under its address; in the browser the client entry waits for the script
 * (`catalogsLoaded`) before it hydrates.
 */
export type PageCatalogs = Record<string, Record<string, unknown>>;

declare global {
  var __CATALOGS__: PageCatalogs | undefined;
}

const registered = new Map<string, PageCatalogs>();

/** Server: the catalogs a script address stands for. */
export function registerCatalogs(url: string, catalogs: PageCatalogs): void {
  registered.set(url, catalogs);
}

/** The catalogs of the page whose root data names `url`. */
export function catalogsAt(url: string): PageCatalogs {
  const found = registered.get(url) ?? globalThis.__CATALOGS__;
  if (!found) throw new Error(`The translations of this page did not load (${url})`);
  return found;
}

/** The selector of the catalogs script the root layout renders. */
export const CATALOGS_SCRIPT = 'script[data-catalogs]';

/**
 * Resolves once the page's catalogs script has run (at once if it has). A script that failed to
 * load resolves too: the page then shows its error view instead of waiting for ever.
 */
export function catalogsLoaded(doc: Pick<Document, 'querySelector'>): Promise<void> {
  const script = doc.querySelector<HTMLScriptElement>(CATALOGS_SCRIPT);
  if (globalThis.__CATALOGS__ || !script) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
}
