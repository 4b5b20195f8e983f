import { findLanguage, type LanguageCode } from '../../shared/i18n/languages.ts';
import type { Brand } from '../brands/registry.ts';
import type { DetectionInput, LanguageDetector } from './detect.ts';

export const LANG_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 3600;

export type PageLanguage =
  | { kind: 'redirect'; location: string; setCookie?: string }
  | { kind: 'render'; language: LanguageCode; basename: string; setCookie?: string };

export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  secure: boolean;
  detection: DetectionInput;
}

/**
 * A redirect stays on this site: the path starts with exactly one `/` (`//evil.com` or `/\\evil.com`
 * would be another host to a browser), whatever the request's path held.
 */
export function sameSitePath(location: string): string {
  return `/${location.replace(/^[/\\\s]+/, '')}`;
}

function redirect(location: string, setCookie: string | undefined): PageLanguage {
  return { kind: 'redirect', location: sameSitePath(location), setCookie };
}

export function langCookie(language: LanguageCode, secure: boolean): string {
  return `${LANG_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Splits `/en_US/match/...` (or RR's `/en_US.data`) into the language segment and the rest. */
export function splitLanguagePrefix(pathname: string): {
  segment: string;
  code: LanguageCode | undefined;
  rest: string;
} {
  const match = /^\/([^/]+?)(\.data)?(\/.*)?$/.exec(pathname);
  const segment = match?.[1] ?? '';
  const code = findLanguage(segment)?.code;
  if (!code) return { segment, code: undefined, rest: pathname };
  const rest = match?.[3] ?? (match?.[2] ? '/_.data' : '/');
  return { segment, code, rest };
}

function isDocumentRequest(method: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.endsWith('.data') &&
    !pathname.endsWith('/__manifest')
  );
}

/**
 * Which language a page request is in and whether it must move. The URL decides: a prefix names a
 * language; no prefix is the brand's default. A document request without a prefix is sent to the
 * visitor's detected language when that is not the default. Prefixes of the default language, and
 * of languages the brand does not offer, redirect to the unprefixed path. The choice is saved in
 * the `lang` cookie.
 */
export function pageLanguage(brand: Brand, request: PageRequest, detector: LanguageDetector): PageLanguage {
  const { code, segment, rest } = splitLanguagePrefix(request.pathname);
  const cookie = request.detection.cookie;
  const save = (language: LanguageCode) =>
    cookie === language ? undefined : langCookie(language, request.secure);
  const offered = (language: LanguageCode) => !brand.languages || brand.languages.includes(language);

  if (code) {
    if (!offered(code)) {
      return redirect(rest + request.search, save(brand.defaultLanguage));
    }
    if (code === brand.defaultLanguage || segment !== code) {
      const location = code === brand.defaultLanguage ? rest : `/${code}${rest === '/' ? '' : rest}`;
      return redirect(location + request.search, save(code));
    }
    return { kind: 'render', language: code, basename: `/${code}`, setCookie: save(code) };
  }

  if (isDocumentRequest(request.method, request.pathname)) {
    const { language } = detector.detect(brand, { ...request.detection, lan: undefined });
    if (language !== brand.defaultLanguage) {
      const path = request.pathname === '/' ? '' : request.pathname;
      return redirect(`/${language}${path}${request.search}`, save(language));
    }
    return { kind: 'render', language, basename: '/', setCookie: save(language) };
  }
  return { kind: 'render', language: brand.defaultLanguage, basename: '/' };
}
