import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  findLanguage,
  LANGUAGES,
  type LanguageCode,
  NAMESPACES,
  type Namespace,
  PAGE_NAMESPACES,
  type PageNamespace,
} from '../../shared/i18n/languages.ts';
import { createTranslate, type Translate } from '../../shared/i18n/translate.ts';

export type Catalog = Record<string, unknown>;

/** Where the catalog scripts are served: `/i18n/<language>.<hash>.js`. */
export const CATALOG_SCRIPT_PREFIX = '/i18n/';
export type LanguageCatalogs = Record<PageNamespace, Catalog>;

/** The page catalogs of a language as a script: `self.__CATALOGS__ = {...}` at a content-hashed address. */
export interface CatalogScript {
  url: string;
  body: string;
}

export interface Catalogs {
  /** The page namespaces of one language, as a server-rendered page uses them. */
  forLanguage(code: LanguageCode): LanguageCatalogs;
  /** The same catalogs as the browser loads them (see app/i18n/page-catalogs.ts). */
  script(code: LanguageCode): CatalogScript;
  /** A translate function fixed to one language (the fallback fills gaps). */
  t(code: LanguageCode): Translate;
  /**
   * One namespace of a language as it is on disk, for a loader that sends only what its page shows
   * (`legal`: no page script carries it; app/features/legal).
   */
  namespace(code: LanguageCode, ns: Namespace): Catalog;
}

/** Texts set over a namespace's top-level keys, by language (e.g. operators' game names over `games`). */
export type CatalogOverrides = Partial<Record<LanguageCode, Record<string, string>>>;

/**
 * Loads `locales/<code>/<namespace>.json` for all 22 languages once, at start-up. `override` lays
 * texts of the running product over them (operators' game names): every view below (page catalogs,
 * their scripts, whose address changes with their content, and `t`) is rebuilt from the files and
 * the overrides.
 */
export function loadCatalogs(localesDir: string): Catalogs & {
  override(ns: Namespace, texts: CatalogOverrides): void;
} {
  const disk = new Map<LanguageCode, Record<Namespace, Catalog>>();
  for (const { code } of LANGUAGES) {
    const entry = {} as Record<Namespace, Catalog>;
    for (const ns of NAMESPACES) {
      const file = path.join(localesDir, code, `${ns}.json`);
      entry[ns] = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    }
    disk.set(code, entry);
  }
  const overrides = new Map<Namespace, CatalogOverrides>();
  let byLanguage = new Map<LanguageCode, Record<Namespace, Catalog>>();
  let pageCatalogs = new Map<LanguageCode, LanguageCatalogs>();
  let scripts = new Map<LanguageCode, CatalogScript>();
  let fixed = new Map<LanguageCode, Translate>();

  function build(): void {
    byLanguage = new Map();
    pageCatalogs = new Map();
    scripts = new Map();
    fixed = new Map();
    for (const [code, files] of disk) {
      const entry = { ...files };
      for (const [ns, texts] of overrides) {
        const own = texts[code];
        if (own && Object.keys(own).length > 0) entry[ns] = { ...files[ns], ...own };
      }
      byLanguage.set(code, entry);
      const page = Object.fromEntries(PAGE_NAMESPACES.map((ns) => [ns, entry[ns]])) as LanguageCatalogs;
      pageCatalogs.set(code, page);
      const body = `self.__CATALOGS__=${JSON.stringify(page)};\n`;
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      scripts.set(code, { url: `${CATALOG_SCRIPT_PREFIX}${code}.${hash}.js`, body });
    }
  }
  build();

  return {
    forLanguage: (code) =>
      pageCatalogs.get(code) ?? (pageCatalogs.get(FALLBACK_LANGUAGE) as LanguageCatalogs),
    script: (code) => scripts.get(code) ?? (scripts.get(FALLBACK_LANGUAGE) as CatalogScript),
    namespace: (code, ns) =>
      (byLanguage.get(code) ?? (byLanguage.get(FALLBACK_LANGUAGE) as Record<Namespace, Catalog>))[ns],
    t(code) {
      let t = fixed.get(code);
      if (!t) {
        const fallback = byLanguage.get(FALLBACK_LANGUAGE);
        const own = byLanguage.get(code) ?? fallback;
        t = createTranslate(own ?? {}, 'common', own === fallback ? undefined : fallback);
        fixed.set(code, t);
      }
      return t;
    },
    override(ns, texts) {
      overrides.set(ns, texts);
      build();
    },
  };
}

/**
 * Serves the page translations of each language as a script (app/i18n/page-catalogs.ts). The address
 * carries a hash of the content: a match is cached for a year; an older hash (a page rendered before
 * a deploy) gets today's catalogs, not cached; an unknown language is a 404.
 */
export function registerCatalogScripts(app: FastifyInstance, catalogs: Catalogs): void {
  app.get<{ Params: { file: string } }>(
    `${CATALOG_SCRIPT_PREFIX}:file`,
    { config: { access: 'public' } },
    (request, reply) => {
      const match = /^([A-Za-z_]+)\.[0-9a-f]{12}\.js$/.exec(request.params.file);
      const language = match ? findLanguage(match[1]) : undefined;
      if (!language) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const script = catalogs.script(language.code);
      const current = script.url === `${CATALOG_SCRIPT_PREFIX}${request.params.file}`;
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(script.body);
    },
  );
}
