/**
 * The legal and brand pages' content, built from the `legal` catalog of the page's language and the
 * brand's facts (config/brands/*.json, `company`): pure, so the loader, the tests and any future
 * operator-edited source share one shape. Every `{{placeholder}}` of the catalog is filled here, on
 * the server; the browser receives finished text.
 */

/** The documents under `/protocol/<key>` (the ones a user agrees to at sign-up come first). */
export const LEGAL_DOCUMENTS = [
  'service',
  'privacy',
  'responsibility',
  'power',
  'complaint',
  'cooperation',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** Every page of the feature: the documents, the brand's pages, and `/protocol` itself (their index). */
export const LEGAL_PAGES = [...LEGAL_DOCUMENTS, 'about', 'certificate', 'download', 'index'] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

/** The route ids of app/routes.ts (also the pages.json entries that title them) and their page. */
export const LEGAL_ROUTES: Readonly<Record<string, LegalPageKey>> = {
  about: 'about',
  certificate: 'certificate',
  download: 'download',
  protocol: 'index',
  protocolService: 'service',
  protocolPrivacy: 'privacy',
  protocolResponsibility: 'responsibility',
  protocolPower: 'power',
  protocolComplaint: 'complaint',
  protocolCooperation: 'cooperation',
};

/** The route id (and pages.json entry) of a page. */
export function legalRouteId(key: LegalPageKey): string {
  return Object.entries(LEGAL_ROUTES).find(([, page]) => page === key)?.[0] ?? key;
}

/** A page's address without the language prefix. */
export function legalPath(key: LegalPageKey): string {
  if (key === 'index') return '/protocol';
  return (LEGAL_DOCUMENTS as readonly string[]).includes(key) ? `/protocol/${key}` : `/${key}`;
}

export type AppPlatform = 'ios' | 'android' | 'apk';
export const APP_PLATFORMS: readonly AppPlatform[] = ['ios', 'android', 'apk'];

/** What the pages say about the brand: its config file's facts (structurally the registry's Brand). */
export interface LegalBrand {
  projectName: string;
  copyrightHolder: string;
  contact: { email: string; business: string };
  downloads: ReadonlyArray<{ platform: 'ios' | 'android'; href: string }>;
  company?: {
    apps: Partial<Record<AppPlatform, string>>;
    name: string;
    address: string;
    email: string;
    registrationNumber?: string;
    licenceNumber?: string;
    governingLaw: string;
    effectiveDate: string;
    lastUpdated?: string;
  };
}

export interface LegalSection {
  /** The anchor (`#accounts`): the catalog's key, the same in every language. */
  id: string;
  heading: string;
  paragraphs: string[];
  items: string[];
}

export interface LegalView {
  key: LegalPageKey;
  /** The lead under the title, also the page's meta description. */
  summary: string;
  /** "Effective … · Last updated …", for the documents and the certificate page. */
  dates: string | null;
  sections: LegalSection[];
  /** The table of contents' label, shown on long pages. */
  contents: string;
  /** The related documents' label and pages (every legal page but this one). */
  related: { label: string; pages: LegalPageKey[] };
  /** The certificate page's facts (label and value; "not provided" where the brand names none). */
  facts: Array<{ id: string; label: string; value: string }>;
  /** The download page's app links, labelled for screen readers, and what it says without any. */
  apps: Array<{ platform: AppPlatform; href: string; label: string }>;
  appsSoon: string | null;
}

type Catalog = Record<string, unknown>;

const isRecord = (value: unknown): value is Catalog =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `{{name}}` replaced by its value; an unknown name stays visible, so a test catches it. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A date of the brand file (`2026-11-01`) written in the page's language. */
function formatDate(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A region code (`SG`) named in the page's language. */
function regionName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The brand's app links: `company.apps`, else the store links of `downloads` (the footer's badges);
 * where both name a platform they agree (server/brands/registry.ts refuses a file where they differ).
 */
export function appsOf(brand: LegalBrand): Partial<Record<AppPlatform, string>> {
  const apps: Partial<Record<AppPlatform, string>> = {};
  for (const download of brand.downloads) apps[download.platform] = download.href;
  return { ...apps, ...brand.company?.apps };
}

/** The values every page may interpolate. */
export function legalValues(brand: LegalBrand, catalog: Catalog, tag: string): Record<string, string> {
  const ui = isRecord(catalog.ui) ? catalog.ui : {};
  const notProvided = text(ui.notProvided);
  const company = brand.company;
  const effective = company ? formatDate(company.effectiveDate, tag) : notProvided;
  return {
    brand: brand.projectName,
    company: company?.name ?? brand.copyrightHolder,
    address: company?.address ?? notProvided,
    email: company?.email ?? brand.contact.email,
    supportEmail: brand.contact.email,
    businessEmail: brand.contact.business,
    law: company ? regionName(company.governingLaw, tag) : notProvided,
    registration: company?.registrationNumber ?? notProvided,
    licence: company?.licenceNumber ?? notProvided,
    effective,
    updated: company?.lastUpdated ? formatDate(company.lastUpdated, tag) : effective,
  };
}

/** The scripts written right to left (of the product's languages, Arabic). */
const RTL = /^(ar|fa|he|ur)(-|$)/;

/** The pages whose text carries the brand's dates. */
const DATED: ReadonlySet<LegalPageKey> = new Set([...LEGAL_DOCUMENTS, 'certificate']);

/**
 * The page `key` in the language whose catalog is `catalog` (BCP 47 `tag` for dates and region
 * names), for `brand`.
 */
export function legalView(key: LegalPageKey, catalog: Catalog, brand: LegalBrand, tag: string): LegalView {
  const apps = appsOf(brand);
  const facts = legalValues(brand, catalog, tag);
  // In a right-to-left page each brand fact (a Latin company name ending in "Ltd.", an address, an
  // e-mail) is isolated, so its own direction and punctuation stay together.
  const values = RTL.test(tag)
    ? Object.fromEntries(Object.entries(facts).map(([name, value]) => [name, `\u2068${value}\u2069`]))
    : facts;
  const ui = isRecord(catalog.ui) ? catalog.ui : {};
  const page = isRecord(catalog[key]) ? (catalog[key] as Catalog) : {};
  const sections = Object.entries(isRecord(page.sections) ? page.sections : {}).flatMap(([id, section]) => {
    // The download page explains the APK only to brands that offer one.
    if (key === 'download' && id === 'apk' && !apps.apk) return [];
    const body = isRecord(section) ? section : {};
    return {
      id,
      heading: fill(text(body.heading), values),
      paragraphs: strings(body.text).map((p) => fill(p, values)),
      items: strings(body.items).map((p) => fill(p, values)),
    } satisfies LegalSection;
  });
  const company = brand.company;
  const dates = !DATED.has(key)
    ? null
    : company?.lastUpdated && company.lastUpdated !== company.effectiveDate
      ? `${fill(text(ui.effective), values)} · ${fill(text(ui.updated), values)}`
      : fill(text(ui.effective), values);
  const factLabels = isRecord(page.facts) ? page.facts : {};
  const buttons = isRecord(page.buttons) ? page.buttons : {};
  const appLinks =
    key === 'download'
      ? APP_PLATFORMS.flatMap((platform) => {
          const href = apps[platform];
          return href ? [{ platform, href, label: fill(text(buttons[platform]), values) }] : [];
        })
      : [];
  return {
    key,
    summary: fill(text(page.summary), values),
    dates,
    sections,
    contents: text(ui.contents),
    related: {
      label: text(ui.related),
      pages: [...LEGAL_DOCUMENTS, 'about', 'certificate'].filter((k) => k !== key) as LegalPageKey[],
    },
    facts: Object.entries(factLabels).map(([id, label]) => ({
      id,
      label: text(label),
      value: facts[id] ?? text(ui.notProvided),
    })),
    apps: appLinks,
    appsSoon: key === 'download' && appLinks.length === 0 ? fill(text(page.soon), values) : null,
  };
}
