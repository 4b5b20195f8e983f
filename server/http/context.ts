import type { LanguageCode } from '../../shared/i18n/languages.ts';
import type { SessionUser } from '../../shared/users/contract.ts';
import type { Brand, BrandRegistry } from '../brands/registry.ts';
import type { LanguageDetector } from '../i18n/detect.ts';

/** What a token is (the users domain's session store answers this; the HTTP layer knows no domain). */
export interface SessionResolver {
  resolve(token: string): Promise<{ status: 'valid' | 'unknown' | 'ended'; user: SessionUser | null }>;
}

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
  /** none: no token; valid; unknown: never issued (errorCode 3000); ended: expired or revoked (3001). */
  tokenStatus: 'none' | 'valid' | 'unknown' | 'ended';
  /** The spec's `sysType` header (PC, H5, ...), when sent. */
  sysType: string | undefined;
  /** The request's cookies (the `tz` cookie decides the viewer's day on pages). */
  cookies: Readonly<Record<string, string>>;
}

/** The parts of a request the context needs; built from Fastify's request or a Web `Request`. */
export interface RequestInput {
  host: string | undefined;
  ip?: string | undefined;
  header(name: string): string | undefined;
  /** Set for pages, whose URL decides the language; API calls detect it. */
  language?: LanguageCode;
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

export function createContextResolver(deps: {
  brands: BrandRegistry;
  sessions: SessionResolver;
  languages: LanguageDetector;
}) {
  return async function resolveContext(input: RequestInput): Promise<RequestContext> {
    const brand = deps.brands.resolve(input.host);
    const cookies = parseCookies(input.header('cookie'));
    const token = input.header('token') || cookies.token || undefined;
    const session = token ? await deps.sessions.resolve(token) : { status: 'none' as const, user: null };
    const user = session.user;
    return {
      brand,
      language:
        input.language ??
        deps.languages.detect(brand, {
          lan: input.header('lan'),
          cookie: cookies.lang,
          acceptLanguage: input.header('accept-language'),
          ip: input.ip,
        }).language,
      user,
      token,
      tokenStatus: session.status,
      sysType: input.header('systype'),
      cookies,
    };
  };
}

export type ContextResolver = ReturnType<typeof createContextResolver>;
