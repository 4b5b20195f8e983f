/**
 * The one normaliser search uses both to index a name and to read a query (research 2026-11 (h)), so
 * the two always agree.
 *
 * - `searchKey`: a name as search compares it: NFKC, lower case, Latin/Greek/Cyrillic accents removed
 *   (`Atlético` → `atletico`, `Łódź` → `lodz`, `ß` → `ss`), anything but letters and digits a space,
 *   spaces collapsed. Han, Kana and Hangul stay as they are (NFD would break Hangul into jamo).
 * - `indexTerms`: the lexemes a name is stored under: each word of a spaced script whole, and each run
 *   of Han, Kana or Hangul as its single characters plus its overlapping pairs (`英雄联盟` → 英, 雄, 联,
 *   盟, 英雄, 雄联, 联盟). Plain full-text search keeps a whole Han run as one token, and trigrams need
 *   three characters, so a two-character Chinese name (湖人, 曼联) would otherwise be found by nothing
 *   but a scan.
 * - `queryTerms`: what a query must match, all of them: a spaced word as a prefix (`reut` finds
 *   `reuter`), a run of one Han/Kana/Hangul character as itself and a longer run as its pairs (`英雄联盟`
 *   finds `英雄联盟职业联赛`).
 */

/** Scripts written without spaces between words: indexed as single characters and pairs. */
const PAIRED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
/** Letters whose accents search ignores. */
const ACCENTED = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
/** Letters NFD does not take apart. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ς: 'σ',
};

function foldLetter(ch: string): string {
  const folded = FOLDS[ch];
  if (folded) return folded;
  if (!ACCENTED.test(ch)) return ch;
  return ch.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** A name or query as search compares it (see the file's header). */
export function searchKey(text: string): string {
  const lower = text.normalize('NFKC').toLowerCase();
  let out = '';
  for (const ch of lower) {
    if (/[\p{L}\p{N}]/u.test(ch)) out += foldLetter(ch);
    else if (/\p{M}/u.test(ch) && !ACCENTED.test(out.at(-1) ?? '')) out += ch;
    else out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A key's pieces: words of spaced scripts and runs of Han/Kana/Hangul, in order. */
function pieces(key: string): Array<{ text: string; paired: boolean }> {
  const out: Array<{ text: string; paired: boolean }> = [];
  for (const word of key.split(' ')) {
    let run = '';
    let runPaired = false;
    for (const ch of word) {
      const paired = PAIRED.test(ch);
      if (run && paired !== runPaired) {
        out.push({ text: run, paired: runPaired });
        run = '';
      }
      run += ch;
      runPaired = paired;
    }
    if (run) out.push({ text: run, paired: runPaired });
  }
  return out;
}

function pairsOf(run: string): string[] {
  const chars = [...run];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/** The lexemes a name is indexed under (see the file's header), each once. */
export function indexTerms(name: string): string[] {
  const terms = new Set<string>();
  for (const piece of pieces(searchKey(name))) {
    if (!piece.paired) {
      terms.add(piece.text);
      continue;
    }
    for (const ch of piece.text) terms.add(ch);
    for (const pair of pairsOf(piece.text)) terms.add(pair);
  }
  return [...terms];
}

export interface QueryTerm {
  text: string;
  /** Matches any lexeme that starts with `text` (words of spaced scripts). */
  prefix: boolean;
}

/** What a query must match, every term (see the file's header). */
export function queryTerms(query: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  for (const piece of pieces(searchKey(query))) {
    if (!piece.paired) {
      terms.set(`${piece.text}*`, { text: piece.text, prefix: true });
      continue;
    }
    const pairs = pairsOf(piece.text);
    for (const text of pairs.length > 0 ? pairs : [piece.text]) terms.set(text, { text, prefix: false });
  }
  return [...terms.values()];
}

/** True when the key holds a Han, Kana or Hangul character. */
export function hasPairedScript(key: string): boolean {
  return PAIRED.test(key);
}

/** Letters and digits of spaced scripts in a key (what a trigram comparison can use). */
export function spacedLength(key: string): number {
  return pieces(key)
    .filter((p) => !p.paired)
    .reduce((n, p) => n + [...p.text].length, 0);
}
