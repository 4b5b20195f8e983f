/**
 * The 22 interface languages of the product (spec section 1). `code` is the product's own code,
 * used in URLs, the `lang` cookie, the `lan` request header and the `locales/` folder names;
 * `tag` is the BCP 47 tag for `<html lang>` and Intl.
 */
export const LANGUAGES = [
  { code: 'en_US', tag: 'en-US', dir: 'ltr', nativeName: 'English' },
  { code: 'zh_CN', tag: 'zh-CN', dir: 'ltr', nativeName: '简体中文' },
  { code: 'zh_tw', tag: 'zh-TW', dir: 'ltr', nativeName: '繁體中文' },
  { code: 'vi', tag: 'vi', dir: 'ltr', nativeName: 'Tiếng Việt' },
  { code: 'es', tag: 'es', dir: 'ltr', nativeName: 'Español' },
  { code: 'pt', tag: 'pt-BR', dir: 'ltr', nativeName: 'Português' },
  { code: 'fr', tag: 'fr', dir: 'ltr', nativeName: 'Français' },
  { code: 'de', tag: 'de', dir: 'ltr', nativeName: 'Deutsch' },
  { code: 'sv', tag: 'sv', dir: 'ltr', nativeName: 'Svenska' },
  { code: 'ru', tag: 'ru', dir: 'ltr', nativeName: 'Русский' },
  { code: 'uk', tag: 'uk', dir: 'ltr', nativeName: 'Українська' },
  { code: 'da', tag: 'da', dir: 'ltr', nativeName: 'Dansk' },
  { code: 'pl', tag: 'pl', dir: 'ltr', nativeName: 'Polski' },
  { code: 'nl', tag: 'nl', dir: 'ltr', nativeName: 'Nederlands' },
  { code: 'ko', tag: 'ko', dir: 'ltr', nativeName: '한국어' },
  { code: 'ms', tag: 'ms', dir: 'ltr', nativeName: 'Bahasa Melayu' },
  { code: 'tl', tag: 'fil', dir: 'ltr', nativeName: 'Filipino' },
  { code: 'el', tag: 'el', dir: 'ltr', nativeName: 'Ελληνικά' },
  { code: 'tr', tag: 'tr', dir: 'ltr', nativeName: 'Türkçe' },
  { code: 'thai', tag: 'th', dir: 'ltr', nativeName: 'ไทย' },
  { code: 'ar', tag: 'ar', dir: 'rtl', nativeName: 'العربية' },
  { code: 'jp', tag: 'ja', dir: 'ltr', nativeName: '日本語' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
/** The 22 codes, in the spec's order (for enums of wire contracts). */
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export type Language = (typeof LANGUAGES)[number];

/** Spec section 1: "The fallback is zh_CN." */
export const FALLBACK_LANGUAGE: LanguageCode = 'zh_CN';

/**
 * Catalog namespaces, one JSON file each under `locales/<code>/`: `common`, `errors` and `pages` for
 * the shell and every page, one per domain with screens, named as its `app/features/<d>` and
 * `server/domains/<d>` (decision 013), `mail`, the server's mail texts, `legal`, the legal and
 * brand pages' text, which only those pages load (one page at a time, in their loader data), and
 * `console`, the operator console's, which only the console pages load (app/features/console).
 */
export const NAMESPACES = [
  'common',
  'errors',
  'games',
  'pages',
  'auth',
  'users',
  'wallet',
  'feedback',
  'matches',
  'competitions',
  'search',
  'mail',
  'legal',
  'console',
  'comments',
  'news',
  'posts',
  // The video pages' texts (and the match page's Playback tab's), sent with those pages only.
  'videos',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces every page carries to the browser (mail texts stay on the server; `legal` and
 * `console` travel only with their own pages, app/features/legal and app/features/console).
 */
export const PAGE_NAMESPACES = [
  'common',
  'errors',
  'games',
  'pages',
  'auth',
  'users',
  'wallet',
  'feedback',
  'matches',
  'competitions',
  'search',
  // The comments panel of news articles, videos and user posts (features/comments).
  'comments',
] as const satisfies readonly Namespace[];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

const byCode = new Map<string, Language>(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/** Finds a language by its product code, case-insensitively (`zh_TW` and `zh_tw` are one language). */
export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  return byCode.get(code.trim().toLowerCase());
}

const byTagPrefix: Array<[string, LanguageCode]> = [
  ['zh-tw', 'zh_tw'],
  ['zh-hk', 'zh_tw'],
  ['zh-mo', 'zh_tw'],
  ['zh-hant', 'zh_tw'],
  ['zh', 'zh_CN'],
  ['en', 'en_US'],
  ['ja', 'jp'],
  ['th', 'thai'],
  ['fil', 'tl'],
  ['tl', 'tl'],
];

/** Maps one BCP 47 tag from an Accept-Language header (`pt-BR`, `ja`, `zh-Hant-TW`) to a product language. */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower || lower === '*') return undefined;
  if (lower.startsWith('zh-hant')) return 'zh_tw';
  for (const [prefix, code] of byTagPrefix) {
    if (lower === prefix || lower.startsWith(`${prefix}-`)) return code;
  }
  const primary = lower.split('-')[0] ?? '';
  return LANGUAGES.find((l) => l.tag.toLowerCase().split('-')[0] === primary)?.code;
}

/** Picks the best product language from an Accept-Language header, honouring q-values. */
export function languageFromAcceptLanguage(
  header: string | null | undefined,
  allowed?: readonly LanguageCode[],
): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const code = languageFromTag(tag);
    if (code && (!allowed || allowed.includes(code))) return code;
  }
  return undefined;
}

/** The languages a brand offers (`languages` of its file; all of them when it names none), in the product's order. */
export function offeredLanguages(offered: readonly string[] | undefined): LanguageCode[] {
  return LANGUAGES.map((l) => l.code).filter((code) => !offered || offered.includes(code));
}
