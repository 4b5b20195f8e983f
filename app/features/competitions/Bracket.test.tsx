/**
 * The bracket as the server renders it (issue 14): the reset final only when it happened, winners
 * marked, team links, a text alternative that reads the results, and markup that keeps its
 * direction on the Arabic page (isolated names and left-to-right scores, logical CSS only).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import {
  type Bracket as BracketModel,
  createDoubleElimination,
  createGslGroup,
  createRoundRobin,
  createSingleElimination,
  createSwiss,
  nextSwissRound,
  reportResult,
} from '../../../shared/competitions/brackets.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { Bracket, type BracketTeams } from './Bracket.tsx';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));

function render(
  bracket: BracketModel,
  language: 'en_US' | 'ar' = 'en_US',
  teams: BracketTeams = TEAMS,
): string {
  const page = pageTranslations(language === 'ar' ? 'ar' : 'en-US', catalogs.forLanguage(language));
  return renderToString(
    createElement(
      I18nContext,
      { value: page },
      createElement(MemoryRouter, null, createElement(Bracket, { bracket, teams })),
    ),
  );
}

const TEAMS: BracketTeams = {
  31: { name: 'Alpha' },
  32: { name: 'Bravo' },
  33: { name: 'Charlie' },
  34: { name: 'Delta', shortName: 'DEL' },
};

function play<B extends BracketModel>(bracket: B, results: [string, number, number][]): B {
  return results.reduce((b, [id, home, away]) => reportResult(b, id, { home, away }), bracket);
}

/** Alpha and Charlie reach the grand final: Alpha from the upper bracket, Charlie from the lower. */
const toGrandFinal = () =>
  play(createDoubleElimination([31, 32, 33, 34], { bestOf: 3 }), [
    ['U1-1', 2, 0], // Alpha beats Delta
    ['U1-2', 0, 2], // Charlie beats Bravo
    ['U2-1', 2, 1], // Alpha beats Charlie, who drops
    ['L1-1', 0, 2], // Bravo beats Delta
    ['L2-1', 2, 0], // Charlie beats Bravo
  ]);

/** The text alternative's sentences, without their direction isolates. */
function sentences(html: string): string[] {
  const list = html.match(/<ol class="visually-hidden bracket__text"[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/[\u2066-\u2069]/g, ''));
}

/** The markup of one match box. */
function box(html: string, id: string): string {
  const start = html.indexOf(`data-match="${id}"`);
  if (start === -1) return '';
  const end = html.indexOf('data-match="', start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

describe('a double-elimination bracket', () => {
  it('shows no reset final when the upper-bracket finalist wins the grand final', () => {
    const html = render(play(toGrandFinal(), [['GF-1', 2, 1]]));
    expect(html).toContain('data-match="GF-1"');
    expect(html).not.toContain('data-match="GF2-1"');
    expect(html).not.toContain('Grand final reset');
    expect(sentences(html)).toContain('Grand final: Alpha 2–1 Charlie, Alpha wins the title');
  });

  it('shows the reset final once the lower-bracket finalist wins the grand final, and reads its result', () => {
    const forced = play(toGrandFinal(), [['GF-1', 1, 2]]);
    let html = render(forced);
    expect(html).toContain('data-match="GF2-1"');
    expect(html).toMatch(/<h3 class="bracket__round-name">Grand final reset<\/h3>/);
    expect(sentences(html)).toContain(
      'Grand final: Alpha 1–2 Charlie, Charlie wins and forces a second final',
    );
    expect(sentences(html)).toContain('Grand final reset: Alpha against Charlie, not played yet');
    html = render(play(forced, [['GF2-1', 0, 2]]));
    expect(sentences(html)).toContain('Grand final reset: Alpha 0–2 Charlie, Charlie wins the title');
    expect(html).toContain('data-champion="33"');
  });

  it('marks the winner of each match, links every team to its page, and names the sections and rounds', () => {
    const html = render(play(toGrandFinal(), [['GF-1', 2, 1]]));
    const upperFinal = box(html, 'U2-1');
    expect(upperFinal).toMatch(
      /data-side="home" data-winner="true"><a class="bracket-match__name"[^>]* href="\/squadLibrary\/31"/,
    );
    expect(upperFinal).toMatch(
      /data-side="away" data-loser="true"><a class="bracket-match__name"[^>]* href="\/squadLibrary\/33"/,
    );
    expect(upperFinal).toContain('Best of 3');
    for (const id of [31, 32, 33, 34]) expect(html).toContain(`href="/squadLibrary/${id}"`);
    // The full name is the title of a name that may be cut.
    expect(html).toContain('title="Delta"');
    expect(html).toMatch(/<h3 class="bracket__section-name">Upper bracket<\/h3>/);
    expect(html).toMatch(/<h3 class="bracket__section-name">Lower bracket<\/h3>/);
    expect(html).toMatch(/<h4 class="bracket__round-name">Upper bracket final<\/h4>/);
    expect(html).toMatch(/<h4 class="bracket__round-name">Lower bracket final<\/h4>/);
  });

  it('has a text alternative that reads every result in playing order', () => {
    const html = render(play(toGrandFinal(), [['GF-1', 2, 1]]));
    expect(sentences(html)).toEqual([
      'Upper bracket round 1, match 1: Alpha 2–0 Delta, Alpha advances',
      'Upper bracket round 1, match 2: Bravo 0–2 Charlie, Charlie advances',
      'Upper bracket final: Alpha 2–1 Charlie, Alpha advances',
      'Lower bracket round 1: Delta 0–2 Bravo, Bravo advances',
      'Lower bracket final: Charlie 2–0 Bravo, Charlie advances',
      'Grand final: Alpha 2–1 Charlie, Alpha wins the title',
    ]);
  });

  it('draws connector lines only between neighbouring rounds of a section: paired feeders and a straight drop line', () => {
    const html = render(toGrandFinal());
    expect(html).toMatch(
      /<li class="bracket__cell" data-link="top"><div class="bracket-match" data-match="U1-1"/,
    );
    expect(html).toMatch(
      /<li class="bracket__cell" data-link="bottom"><div class="bracket-match" data-match="U1-2"/,
    );
    expect(html).toMatch(
      /<li class="bracket__cell" data-fed="true"><div class="bracket-match" data-match="U2-1"/,
    );
    expect(html).toMatch(
      /<li class="bracket__cell" data-link="straight"><div class="bracket-match" data-match="L1-1"/,
    );
    // The finals come from another section: no line into them.
    expect(html).toMatch(/<li class="bracket__cell"><div class="bracket-match" data-match="GF-1"/);
  });
});

describe('on the Arabic page', () => {
  it('isolates names and keeps scores left to right, in the text alternative and on the board', () => {
    const html = render(play(toGrandFinal(), [['GF-1', 2, 1]]), 'ar');
    const list = html.match(/<ol class="visually-hidden bracket__text"[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? '';
    expect(list).toContain('النهائي الكبير');
    // A Latin name inside an Arabic sentence is its own isolate; "2–1" is a left-to-right isolate.
    expect(list).toContain('\u2068Alpha\u2069 \u20662–1\u2069 \u2068Charlie\u2069');
    expect(list).not.toMatch(/\d–\d(?!\d*\u2069)/);
    // Every score on the board is a left-to-right isolate; names are isolates of their own direction.
    const scores = html.match(/<bdi class="bracket-match__score"[^>]*>/g) ?? [];
    expect(scores.length).toBeGreaterThan(0);
    for (const score of scores) expect(score).toContain('dir="ltr"');
    expect(html).toMatch(
      /<a class="bracket-match__name" title="Alpha" href="\/squadLibrary\/31"><bdi>Alpha<\/bdi><\/a>/,
    );
    // Nothing forces the whole board left to right, and no inline style places anything by side.
    expect(html).not.toMatch(/<(div|section|ol) [^>]*dir="ltr"/);
    expect(html).not.toMatch(/style="[^"]*(left|right)/);
  });

  it('is drawn with logical CSS properties only, so the lines mirror', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'bracket.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    expect(css).toContain('inset-inline-end');
    expect(css).toContain('border-inline-end-width');
    expect(css).not.toMatch(/\b(left|right|top|bottom)\s*:/);
    expect(css).not.toMatch(/-(left|right)\b/);
    expect(css).not.toMatch(/:\s*(left|right)\b/);
    // The board scrolls in its own box; CJK names never break inside a word.
    expect(css).toMatch(/\.bracket__scroll \{[^}]*overflow-x: auto/);
    expect(css).toMatch(/\.bracket-match__name \{[^}]*word-break: keep-all/);
  });
});

describe('other formats', () => {
  it('single elimination: byes, TBD and a named final', () => {
    const html = render(createSingleElimination([31, 32, 33]));
    expect(box(html, 'R1-1')).toContain('bracket-match__name--bye">Bye<');
    expect(box(html, 'R2-1')).toContain('bracket-match__name--tbd">TBD<');
    expect(html).toMatch(/<h3 class="bracket__round-name">Semi-final<\/h3>/);
    expect(html).toMatch(/<h3 class="bracket__round-name">Final<\/h3>/);
    expect(sentences(html)).toEqual([
      'Semi-final 1: Alpha has a bye',
      'Semi-final 2: Bravo against Charlie, not played yet',
      'Final: Alpha against TBD, not played yet',
    ]);
  });

  it('Swiss: matches grouped by record, and standings with Buchholz', () => {
    let swiss = createSwiss([31, 32, 33, 34], { winsToAdvance: 2, lossesToEliminate: 2 });
    swiss = play(swiss, [
      ['R1-1', 1, 0],
      ['R1-2', 0, 1],
    ]);
    const html = render(nextSwissRound(swiss));
    expect(html).toContain('Teams at \u20661–0\u2069');
    expect(html).toContain('Teams at \u20660–1\u2069');
    expect(html).toContain(
      '<abbr title="Buchholz: the sum of the match wins of every opponent met">Buchholz</abbr>',
    );
    expect(sentences(html)).toContain('Round 1, match 1: Alpha 1–0 Delta, Alpha wins');
    // Bravo lost to Charlie (1 win): Buchholz 1, ranked by record first.
    expect(html).toMatch(
      /href="\/squadLibrary\/32"[^>]*><bdi>Bravo<\/bdi><\/a><\/th><td><bdi dir="ltr">0–1<\/bdi><\/td><td>1<\/td><td>Still playing<\/td>/,
    );
  });

  it('GSL and round robin: the matches and a small table', () => {
    const gsl = play(createGslGroup([31, 32, 33, 34]), [
      ['opening-1', 2, 0],
      ['opening-2', 2, 1],
      ['winners-1', 2, 0],
    ]);
    const gslHtml = render(gsl);
    expect(gslHtml).toMatch(/<h3 class="bracket__round-name">Winners&#x27; match<\/h3>/);
    expect(sentences(gslHtml)).toContain('Winners&#x27; match: Alpha 2–0 Bravo, Alpha advances');
    expect(gslHtml).toMatch(
      /<td>1<\/td><th scope="row"[^>]*><a [^>]*><bdi>Alpha<\/bdi><\/a><\/th><td><bdi dir="ltr">2–0<\/bdi><\/td><td>Advanced<\/td>/,
    );

    const league = play(createRoundRobin([31, 32, 33]), [['R1-1', 1, 0]]);
    const leagueHtml = render(league);
    expect(sentences(leagueHtml)).toContain('Round 1, match 1: Bravo 1–0 Charlie, Bravo wins');
    expect(sentences(leagueHtml)).toContain('Round 1, match 2: Alpha has a bye');
    expect(leagueHtml).toMatch(
      /Bravo<\/bdi><\/a><\/th><td>1<\/td><td>1<\/td><td>0<\/td><td><bdi dir="ltr">\+1<\/bdi><\/td>/,
    );
  });

  it('names a team missing from the lookup by its id', () => {
    const html = render(createSingleElimination([31, 99]), 'en_US');
    expect(html).toContain('<bdi>Team 99</bdi></a>');
  });
});
