import { createContext } from 'react-router';
import type { BrandHosts } from '../server/brands/registry.ts';
import type { RequestContext } from '../server/http/context.ts';
import type { LanguageCatalogs } from '../server/i18n/catalogs.ts';
import type { Services } from '../server/services.ts';
import type { Namespace } from '../shared/i18n/languages.ts';

/** What every loader and action receives from the server process (no HTTP hop to our own API). */
export interface AppLoadContext {
  ctx: RequestContext;
  services: Services;
  /** The active language's catalogs, for rendering on the server. */
  catalogs: LanguageCatalogs;
  /** The address of the same catalogs as a cacheable script for the browser. */
  catalogsUrl: string;
  /**
   * A namespace no page script carries (`legal`), in the request's language: its page's loader
   * sends the little it shows (app/features/legal).
   */
  catalog: (ns: Namespace) => Record<string, unknown>;
  /** The brand's hosts for this environment (mobile site, API, sockets). */
  hosts: BrandHosts;
}

/**
 * The key loaders read the context with. The server takes it from the build's entry module
 * (`entry.server.tsx` re-exports it), so both sides use the same object.
 */
export const appContext = createContext<AppLoadContext>();
