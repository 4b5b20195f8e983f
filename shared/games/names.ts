/**
 * A league's, team's or player's name in the viewer's language. A feed names every subject once
 * (`name`, usually in Latin letters) and may add its names in other languages (`names`, keyed by
 * product language code: `{ zh_CN: '龙城飞龙', zh_tw: '龍城飛龍' }`), as Chinese and Korean data
 * providers do. Pages show the name of their language where the feed gave one; search finds every one.
 */
import { findLanguage, LANGUAGES, type LanguageCode, languageFromTag } from '../i18n/languages.ts';

export type LocalNames = Partial<Record<LanguageCode, string>>;

/** The subject's name in `language` (a product code, `zh_CN`, or a tag, `zh-CN`), else its own `name`. */
export function localName(subject: { name: string; names?: LocalNames | null }, language: string): string {
  const code =
    findLanguage(language)?.code ??
    LANGUAGES.find((l) => l.tag.toLowerCase() === language.toLowerCase())?.code ??
    languageFromTag(language);
  return (code && subject.names?.[code]) || subject.name;
}

/** Every name of a subject, its own first, each once. */
export function allNames(subject: { name: string; names?: LocalNames | null }): string[] {
  return [...new Set([subject.name, ...Object.values(subject.names ?? {})].filter((n): n is string => !!n))];
}

/**
 * A feed's `names` made safe to store: known language codes only (written the product's way), each name
 * trimmed, not empty, at most `max` characters, and not the same as `name`. Unknown codes are dropped.
 */
export function cleanNames(name: string, names: Record<string, unknown> | undefined, max = 120): LocalNames {
  const clean: LocalNames = {};
  for (const [key, value] of Object.entries(names ?? {})) {
    const code = findLanguage(key)?.code;
    if (!code || typeof value !== 'string') continue;
    const text = value.trim();
    if (text.length > 0 && text.length <= max && text !== name) clean[code] = text;
  }
  return clean;
}
