/**
 * Banned words (issue 15; research (e)): the operator's list is matched after one normaliser, so
 * `傻 逼`, `傻B`, `ＳＰＡＭ` and `s.p.a.m` are caught like `傻逼` and `spam`:
 * NFKC (full width → half width), case fold, and spaces, punctuation, symbols and zero-width
 * characters dropped. Matching runs on the normalised text (mint-filter's Aho–Corasick automaton, built
 * once per list); masking maps each hit back to the characters of the original text.
 */
import { Mint } from 'mint-filter';

export type WordAction = 'mask' | 'refuse';

export interface BannedWord {
  word: string;
  action: WordAction;
}

/** Characters the normaliser drops: whitespace, punctuation, symbols, format (zero-width) characters. */
const SKIPPED = /[\s\p{P}\p{S}\p{Cf}]/u;

/** The normalised text and, for each of its characters, the index of the original character it came from. */
export function normalise(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    if (SKIPPED.test(char)) continue;
    for (const piece of char.normalize('NFKC').toLowerCase()) {
      if (SKIPPED.test(piece)) continue;
      out += piece;
      for (let k = 0; k < piece.length; k++) origin.push(start);
    }
  }
  return { text: out, origin };
}

export const normaliseWord = (word: string) => normalise(word).text;

export interface FilterResult {
  /** The text with masked words replaced by asterisks (one per character, spaces kept). */
  text: string;
  /** A `refuse` word was found: the text must not be stored. */
  refused: boolean;
  /** The banned words found (normalised). */
  found: string[];
}

/** A matcher over one list of banned words. */
export function compileFilter(words: readonly BannedWord[]) {
  const actions = new Map<string, WordAction>();
  for (const { word, action } of words) {
    const key = normaliseWord(word);
    if (!key) continue;
    // One word listed twice: refusing wins.
    if (actions.get(key) !== 'refuse') actions.set(key, action);
  }
  const mint = actions.size > 0 ? new Mint([...actions.keys()]) : null;

  return function filter(text: string): FilterResult {
    if (!mint) return { text, refused: false, found: [] };
    const normal = normalise(text);
    const found = mint.filter(normal.text, { replace: false }).words;
    if (found.length === 0) return { text, refused: false, found: [] };
    const refused = found.some((w) => actions.get(w) === 'refuse');
    const chars = [...text];
    // Code-unit index → code-point index, to mask whole characters.
    const unitToChar = new Map<number, number>();
    let unit = 0;
    chars.forEach((c, i) => {
      unitToChar.set(unit, i);
      unit += c.length;
    });
    for (const word of found) {
      let at = normal.text.indexOf(word);
      while (at !== -1) {
        const first = normal.origin[at] ?? 0;
        const last = normal.origin[at + word.length - 1] ?? first;
        const from = unitToChar.get(first) ?? 0;
        const to = unitToChar.get(last) ?? from;
        for (let i = from; i <= to; i++) if (!/\s/u.test(chars[i] ?? '')) chars[i] = '*';
        at = normal.text.indexOf(word, at + word.length);
      }
    }
    return { text: chars.join(''), refused, found };
  };
}
