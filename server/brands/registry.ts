import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { GAME_CATALOG } from '../../shared/games/catalog.ts';
import { findLanguage, type LanguageCode, offeredLanguages } from '../../shared/i18n/languages.ts';
import { animationTemplateProblem } from '../../shared/matches/animation-url.ts';
import type { PinnedLeague } from '../../shared/matches/grouping.ts';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0f6cdb');
const languageCode = z
  .string()
  .refine((v) => findLanguage(v)?.code === v, 'must be one of the 22 language codes');
/** A URL, a root-relative path, or empty for "this site's own origin". */
const urlOrPath = z
  .string()
  .refine((v) => v === '' || v.startsWith('/') || URL.canParse(v), 'must be a URL, a /path or ""');

/** An IANA zone name the runtime knows (`Asia/Shanghai`), not an offset. */
const timeZone = z.string().refine((v) => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Shanghai');

const hostsSchema = z.object({
  /** Host names that select this brand. */
  web: z.array(z.string().min(1)).default([]),
  api: urlOrPath,
  liveData: urlOrPath,
  im: urlOrPath,
  recharge: urlOrPath,
  mobile: urlOrPath,
});

/** A calendar date written `YYYY-MM-DD` that exists (`2026-02-30` does not). */
const isoDate = z
  .string()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'must be a date like 2026-11-01',
  );

/** An ISO 3166 region code the runtime can name in every language (`SG`, `HK`). */
const regionCode = z.string().refine((v) => {
  if (!/^[A-Z]{2}$/.test(v) || v === 'ZZ') return false;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(v) !== undefined;
  } catch {
    return false;
  }
}, 'must be an ISO 3166 region code such as SG');

/**
 * The operator behind the brand, as its legal pages name it (app/features/legal): the company, its
 * registered address and numbers ("not provided" where absent), the law that governs its terms, the
 * date its terms took effect, and its apps (App Store, Google Play, an APK of its own).
 */
const companySchema = z.strictObject({
  name: z.string().min(1),
  address: z.string().min(1),
  /** Where legal notices, privacy requests and complaints go. */
  email: z.string().email(),
  registrationNumber: z.string().min(1).optional(),
  licenceNumber: z.string().min(1).optional(),
  /** The region whose law governs the terms; its name is written in each page's language. */
  governingLaw: regionCode,
  effectiveDate: isoDate,
  /** Absent: the terms have not changed since they took effect. */
  lastUpdated: isoDate.optional(),
  apps: z
    .strictObject({ ios: z.string().url(), android: z.string().url(), apk: z.string().url() })
    .partial()
    .default({}),
});

const seoSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string().min(1),
});

export const brandSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  projectName: z.string().min(1),
  defaultLanguage: languageCode,
  /** Absent: all 22 languages. */
  languages: z.array(languageCode).min(1).optional(),
  /** Match times before the browser has told its own zone (first page of a visit); absent: UTC. */
  timeZone: timeZone.optional(),
  /** Per environment (production, development...); production is the fallback. */
  hosts: z.record(z.string(), hostsSchema).refine((h) => 'production' in h, 'must have a "production" entry'),
  theme: z.object({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    background: colour,
    surface: colour,
    text: colour,
    mutedText: colour,
    border: colour,
  }),
  logos: z.object({
    header: urlOrPath,
    /** `default` plus optional per-language favicons. */
    favicon: z.record(z.string(), urlOrPath).refine((f) => 'default' in f, 'must have a "default" entry'),
  }),
  /** Title, description and keywords for every language the brand offers. */
  seo: z.record(languageCode, seoSchema),
  /**
   * The calling codes SMS codes may be sent to ("+86", "+852"...): the countries the brand serves and its
   * SMS gateway reaches. Any other number is refused before anything is sent (toll fraud, bombing).
   * Absent: the spec's default area code only.
   */
  smsAreaCodes: z
    .array(z.string().regex(/^\+\d{1,4}$/, 'must be like "+86"'))
    .min(1)
    .default(['+86']),
  copyrightHolder: z.string().min(1),
  contact: z.object({ email: z.string().email(), phone: z.string().min(1), business: z.string().email() }),
  links: z.array(z.object({ label: z.string().min(1), href: z.string().url() })),
  downloads: z.array(
    z.object({ platform: z.enum(['ios', 'android']), href: z.string().url(), icon: urlOrPath }),
  ),
  /**
   * Leagues the match lists show first (issue 12), each by its game's slug and its name as the feed
   * gives it; their sports come first too. Read as `{ gameId, name }` (shared/matches/grouping.ts).
   */
  pinnedLeagues: z
    .array(
      z.strictObject({
        game: z
          .string()
          .refine((v) => GAME_CATALOG.some((g) => g.abbr === v), 'must be a game slug of the catalogue'),
        league: z.string().min(1),
      }),
    )
    .default([])
    .transform((pins) =>
      pins.map((p) => ({
        gameId: GAME_CATALOG.find((g) => g.abbr === p.game)?.gameId ?? -1,
        name: p.league,
      })),
    ),
  /** The operator and its legal facts; absent, the legal pages say "not provided". */
  company: companySchema.optional(),
  /**
   * A vendor's animation widget the match page frames instead of drawing its own (issue 13,
   * "Animation live"): an `https://` address with `{matchId}`, `{gameId}`, `{game}` and `{lang}`
   * placeholders (shared/matches/animation-url.ts). Pages may frame that origin only. Absent: our own.
   */
  animation: z
    .strictObject({
      urlTemplate: z.string().superRefine((template, ctx) => {
        const problem = animationTemplateProblem(template);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    })
    .optional(),
  /**
   * The brand's other sites that may frame the libraries' panels (`/leagueLibrary/components/*`,
   * `/squadLibrary/components/*`, `/playerLibrary/components/*`): `https://` origins. Absent: only
   * the brand's own pages may; every other page may be framed by nobody.
   */
  embedOrigins: z
    .array(
      z
        .string()
        .regex(
          /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/,
          'must be an https origin without a path, e.g. https://blog.example',
        ),
    )
    .optional(),
});

export type BrandHosts = z.infer<typeof hostsSchema>;
export type BrandCompany = z.infer<typeof companySchema>;
export type BrandSeo = z.infer<typeof seoSchema>;
export type Brand = Omit<
  z.infer<typeof brandSchema>,
  'defaultLanguage' | 'languages' | 'seo' | 'pinnedLeagues'
> & {
  /** Always there once read from a file (empty when it names none). */
  pinnedLeagues?: PinnedLeague[];
  defaultLanguage: LanguageCode;
  languages?: LanguageCode[];
  seo: Partial<Record<LanguageCode, BrandSeo>>;
};

/** The languages a brand offers, in the product's order. */
export function brandLanguages(brand: Brand): LanguageCode[] {
  return offeredLanguages(brand.languages);
}

/**
 * The hosts a page should use: those of the environment whose web hosts include the request's
 * host (so `npm start` on localhost talks to itself even in production mode), else those of the
 * process's environment, else production's.
 */
export function brandHosts(brand: Brand, env: string, requestHost?: string): BrandHosts {
  const name = requestHost?.toLowerCase().replace(/:\d+$/, '');
  const byHost = name
    ? Object.values(brand.hosts).find((h) => h.web.some((w) => w.toLowerCase() === name))
    : undefined;
  return (byHost ?? brand.hosts[env] ?? brand.hosts.production) as BrandHosts;
}

/** A Host header's name: lower case, without the port (`[::1]:3000` → `[::1]`). */
function hostName(host: string | undefined): string {
  return host?.toLowerCase().replace(/:\d+$/, '') ?? '';
}

export interface BrandRegistry {
  all: Brand[];
  /** The brand for a request: forced by `BRAND`, else by Host, else the first brand. */
  resolve(host: string | undefined): Brand;
  /** Whether `host` (with or without a port) is a web host of some brand: only those are answered. */
  knows(host: string | undefined): boolean;
  /**
   * The origin of a configured web host for a request (`https://www.example.com`, with the request's
   * port when it has one): built from the brand file's own host name, never from the Host header's
   * text; undefined when `host` is no configured host. `protocol` is Fastify's (TRUST_PROXY decides
   * whether a proxy's `X-Forwarded-Proto` counts).
   */
  webOrigin(host: string | undefined, protocol: 'http' | 'https'): string | undefined;
}

/** Reads and validates every `config/brands/*.json`; a bad file stops start-up naming the field. */
export function loadBrands(dir: string, forced?: string): BrandRegistry {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`No brand files in ${dir}`);
  const all = files.map((file) => {
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const parsed = brandSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Brand file ${file}: field "${issue?.path.join('.')}" ${issue?.message}`);
    }
    const brand = parsed.data as Brand;
    if (brand.languages && !brand.languages.includes(brand.defaultLanguage)) {
      throw new Error(`Brand file ${file}: field "defaultLanguage" must be one of its "languages"`);
    }
    for (const code of brandLanguages(brand)) {
      if (!brand.seo[code]) throw new Error(`Brand file ${file}: field "seo.${code}" is missing`);
    }
    const company = brand.company;
    for (const download of company ? brand.downloads : []) {
      const app = company?.apps[download.platform];
      if (app !== undefined && app !== download.href)
        throw new Error(
          `Brand file ${file}: field "company.apps.${download.platform}" must be the address of its "downloads" entry`,
        );
    }
    if (company?.lastUpdated && company.lastUpdated < company.effectiveDate)
      throw new Error(
        `Brand file ${file}: field "company.lastUpdated" must not be before "company.effectiveDate"`,
      );
    return brand;
  });
  const byId = new Map(all.map((b) => [b.id, b]));
  const fixed = forced ? byId.get(forced) : undefined;
  if (forced && !fixed) throw new Error(`BRAND=${forced} names no file in ${dir}`);
  const byHost = new Map<string, Brand>();
  // Each configured web host's own spelling, by its lower-case name.
  const configured = new Map<string, string>();
  for (const brand of all) {
    for (const env of Object.values(brand.hosts))
      for (const host of env.web) {
        byHost.set(host.toLowerCase(), brand);
        configured.set(host.toLowerCase(), host);
      }
  }
  const first = all[0] as Brand;
  return {
    all,
    resolve(host) {
      if (fixed) return fixed;
      return byHost.get(hostName(host)) ?? first;
    },
    knows(host) {
      return byHost.has(hostName(host));
    },
    webOrigin(host, protocol) {
      const name = configured.get(hostName(host));
      if (!name) return undefined;
      const port = /:(\d{1,5})$/.exec(host ?? '')?.[1];
      return `${protocol}://${name}${port ? `:${port}` : ''}`;
    },
  };
}
