/**
 * `/admin/brand`: the running brand's settings, read-only, for administrators (the role is checked
 * again here). A brand is its file in `config/brands/` (server/brands/registry.ts), read and validated
 * once at start; social sign-in and delivery come from the environment (OAUTH_*, SMTP_URL,
 * SMS_GATEWAY_URL). So nothing here is changed on the page: a change is made there and takes effect
 * when the server restarts.
 *
 * What the page gets is picked field by field (never a spread of the brand or of a service), so a
 * secret can reach it only by being named here: it names none. Social sign-in is the providers'
 * names only (never a client id or secret); delivery is the kind of mailer and SMS sender only
 * (never SMTP_URL, whose address carries a password, nor the gateway's token). Addresses lose any
 * `user:password@` they were written with.
 */
import type { RouterContextProvider } from 'react-router';
import { findLanguage, offeredLanguages } from '../../../../shared/i18n/languages.ts';
import type { AppLoadContext } from '../../../context.ts';
import { consoleAccess } from '../console.server.ts';

type Brand = AppLoadContext['ctx']['brand'];
type Hosts = AppLoadContext['hosts'];

/** The theme's colours, in the order the page shows them. */
export const THEME_COLOURS = [
  'primary',
  'primaryContrast',
  'accent',
  'background',
  'surface',
  'text',
  'mutedText',
  'border',
] as const;

/** The host addresses of an environment, in the order the page shows them. */
export const HOST_ADDRESSES = ['api', 'liveData', 'im', 'recharge', 'mobile'] as const;

/** An address as configured, without the `user:password@` a URL may have been written with. */
export function withoutCredentials(address: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(address) || !URL.canParse(address)) return address;
  const url = new URL(address);
  if (!url.username && !url.password) return address;
  url.username = '';
  url.password = '';
  return url.toString();
}

/** The origin of an address (`https://vendor.example`), or '' when it has none. */
function originOf(address: string): string {
  if (!URL.canParse(address)) return '';
  const origin = new URL(address).origin;
  return origin === 'null' ? '' : origin;
}

const language = (code: string) => {
  const found = findLanguage(code);
  return { code, name: found?.nativeName ?? code, tag: found?.tag ?? code };
};

/** What the brand settings page shows of a brand: a safe subset, named field by field. */
export function brandSettings(
  brand: Brand,
  running: {
    /** The hosts this request is served with (its environment's). */
    hosts: Hosts;
    socialProviders: readonly string[];
    delivery: { mail: string; sms: string };
  },
) {
  const current = JSON.stringify(running.hosts);
  const company = brand.company;
  return {
    id: brand.id,
    projectName: brand.projectName,
    copyrightHolder: brand.copyrightHolder,
    defaultLanguage: language(brand.defaultLanguage),
    /** Absent from the file: all 22. */
    allLanguages: brand.languages === undefined,
    languages: offeredLanguages(brand.languages).map(language),
    timeZone: brand.timeZone ?? null,
    hosts: Object.entries(brand.hosts).map(([environment, hosts]) => ({
      environment,
      current: JSON.stringify(hosts) === current,
      web: hosts.web.map(String),
      addresses: HOST_ADDRESSES.map((key) => ({ key, value: withoutCredentials(hosts[key]) })),
    })),
    theme: THEME_COLOURS.map((key) => ({ key, value: brand.theme[key] })),
    logos: {
      header: withoutCredentials(brand.logos.header),
      favicons: Object.entries(brand.logos.favicon).map(([key, href]) => ({
        language: key === 'default' ? null : language(key),
        href: withoutCredentials(href),
      })),
    },
    seo: offeredLanguages(brand.languages).flatMap((code) => {
      const seo = brand.seo[code];
      return seo
        ? [{ ...language(code), title: seo.title, description: seo.description, keywords: seo.keywords }]
        : [];
    }),
    smsAreaCodes: [...brand.smsAreaCodes],
    contact: { email: brand.contact.email, phone: brand.contact.phone, business: brand.contact.business },
    links: brand.links.map((l) => ({ label: l.label, href: withoutCredentials(l.href) })),
    downloads: brand.downloads.map((d) => ({
      platform: d.platform,
      href: withoutCredentials(d.href),
      icon: withoutCredentials(d.icon),
    })),
    pinnedLeagues: (brand.pinnedLeagues ?? []).map((p) => ({ gameId: p.gameId, name: p.name })),
    company: company
      ? {
          name: company.name,
          address: company.address,
          email: company.email,
          registrationNumber: company.registrationNumber ?? null,
          licenceNumber: company.licenceNumber ?? null,
          governingLaw: company.governingLaw,
          effectiveDate: company.effectiveDate,
          lastUpdated: company.lastUpdated ?? null,
          apps: (['ios', 'android', 'apk'] as const).flatMap((platform) => {
            const href = company.apps[platform];
            return href ? [{ platform, href: withoutCredentials(href) }] : [];
          }),
        }
      : null,
    /** A vendor's animation widget: its origin only (its address template may carry the vendor's key). */
    animationOrigin: brand.animation ? originOf(brand.animation.urlTemplate) || null : null,
    embedOrigins: (brand.embedOrigins ?? []).map(originOf).filter(Boolean),
    /** Social sign-in providers configured here (OAUTH_<PROVIDER>_CLIENT_ID and _SECRET set): names only. */
    socialProviders: [...running.socialProviders],
    /** How codes are delivered: the kind of mailer and SMS sender, never their addresses or tokens. */
    delivery: { mail: running.delivery.mail, sms: running.delivery.sms },
  };
}

export type BrandSettings = ReturnType<typeof brandSettings>;

export function brandLoader(context: Readonly<RouterContextProvider>) {
  const { load, view } = consoleAccess(context, 'admin', ['brand']);
  return {
    view,
    brand: brandSettings(load.ctx.brand, {
      hosts: load.hosts,
      socialProviders: load.services.social.configuredProviders(),
      delivery: { mail: load.services.mailer.kind, sms: load.services.sms.kind },
    }),
  };
}

export type BrandData = ReturnType<typeof brandLoader>;
