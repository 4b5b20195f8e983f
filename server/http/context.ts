import {
  FALLBACK_LANGUAGE,
  findLanguage,
  type LanguageCode,
  languageFromAcceptLanguage,
} from '../../app/i18n/languages.ts';
import type { Brand, BrandRegistry } from '../brands/registry.ts';
import type { SessionStore, SessionUser } from '../domains/users/sessions.ts';

/**
 * Who is asking and how to answer: resolved once per request, for `/java` calls and for
 * server-rendered pages alike.
 */
export interface RequestContext {
  brand: Brand;
  language: LanguageCode;
  /** Null for a guest, or when the token is unknown, expired or revoked. */
  user: SessionUser | null;
  /** The token the request carried, valid or not (the `token` header wins over the cookie). */
  token: string | undefined;
  /** The spec's `sysType` header (PC, H5, ...), when sent. */
  sysType: string | undefined;
}

/** The parts of a request the context needs; built from Fastify's request or a Web `Request`. */
export interface RequestInput {
  host: string | undefined;
  header(name: string): string | undefined;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/**
 * Language, in the spec's order: an explicit `lan` header (API clients), the `lang` cookie, the
 * browser's Accept-Language, then the brand's default. Only the brand's languages are chosen.
 */
export function chooseLanguage(
  brand: Brand,
  input: { lan?: string | undefined; cookie?: string | undefined; acceptLanguage?: string | undefined },
): LanguageCode {
  const allowed = brand.languages;
  const usable = (code: string | undefined): LanguageCode | undefined => {
    const found = findLanguage(code)?.code;
    return found && (!allowed || allowed.includes(found)) ? found : undefined;
  };
  return (
    usable(input.lan) ??
    usable(input.cookie) ??
    languageFromAcceptLanguage(input.acceptLanguage, allowed) ??
    usable(brand.defaultLanguage) ??
    FALLBACK_LANGUAGE
  );
}

export function createContextResolver(deps: { brands: BrandRegistry; sessions: SessionStore }) {
  return async function resolveContext(input: RequestInput): Promise<RequestContext> {
    const brand = deps.brands.resolve(input.host);
    const cookies = parseCookies(input.header('cookie'));
    const token = input.header('token') || cookies.token || undefined;
    const user = token ? await deps.sessions.userForToken(token) : null;
    return {
      brand,
      language: chooseLanguage(brand, {
        lan: input.header('lan'),
        cookie: cookies.lang,
        acceptLanguage: input.header('accept-language'),
      }),
      user,
      token,
      sysType: input.header('systype'),
    };
  };
}

export type ContextResolver = ReturnType<typeof createContextResolver>;
