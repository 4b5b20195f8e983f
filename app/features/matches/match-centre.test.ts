/**
 * The match centre's rules (issue 13): the match log's sentences (every incident type has its
 * sentence in all 22 catalogs, with the player's variant where the feed names one, naming the team,
 * the player and the period in the page's language), which tabs a match shows, the log kept live,
 * formations, the odds' colours and their movement chart.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import { findLanguage, LANGUAGES } from '../../../shared/i18n/languages.ts';
import { createTranslate } from '../../../shared/i18n/translate.ts';
import {
  centreTabOf,
  centreTabs,
  INCIDENT_TYPES,
  type IncidentType,
  isKeyIncident,
  type MatchIncident,
  PLAYER_INCIDENTS,
  thinOut,
} from '../../../shared/matches/model.ts';
import { incidentKey, incidentMoment, incidentSentence, mergeIncidents } from './incident-text.ts';
import { chartLines, formationOf, freshLog, movement } from './MatchCentre.tsx';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));
const names = { gameId: 200, home: 'Kingsmoor United', away: 'Riverside FC' };

function incident(type: IncidentType, extra: Partial<MatchIncident> = {}): MatchIncident {
  return {
    matchId: 1,
    seq: 1,
    type,
    side: 'home',
    period: { type: 'half', index: 2 },
    clockSeconds: 3000,
    occurredAt: '2026-11-27T12:00:00.000Z',
    ...extra,
  };
}

describe('match log sentences in all 22 languages', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s has a sentence for every incident type', (code) => {
    const t = createTranslate(catalogs.forLanguage(code), 'matches');
    const locale = findLanguage(code)?.tag ?? code;
    const keys = new Set<string>();
    for (const type of INCIDENT_TYPES) {
      // The feed gives a number with points, runs, wickets, rounds and places (engines of server/feed).
      for (const extra of [{}, { player: 'Oliver Hartley', playerOut: 'Sam Reed' }]) {
        const one = incident(type, { value: 3, ...extra });
        const key = incidentKey(one, names.gameId);
        keys.add(key);
        const sentence = incidentSentence(t, locale, one, names);
        // A translated sentence: never its key, never a placeholder left.
        expect(sentence, `${code} ${key}`).not.toContain('centre.log');
        expect(sentence, `${code} ${key}`).not.toMatch(/\{\{/);
        if (type !== 'status' && type !== 'period_start' && type !== 'period_end')
          expect(sentence, `${code} ${key}`).toContain('Kingsmoor United');
        if ('player' in extra && key.endsWith('Player')) expect(sentence).toContain('Oliver Hartley');
      }
    }
    // Every player variant is there: goals, cards, substitutions.
    for (const type of PLAYER_INCIDENTS)
      expect(keys.has(`${type}Player`), `${code} ${type}Player`).toBe(true);
    // The period is named in the page's language ("Half 2" in en_US).
    const start = incidentSentence(t, locale, incident('period_start'), names);
    expect(start).toContain(t('games:period.half', { n: new Intl.NumberFormat(locale).format(2) }));
  });

  it('names the sport’s own words: a snooker break, Dota 2’s Roshan, a battle-royale team by its place', () => {
    const t = createTranslate(catalogs.forLanguage('en_US'), 'matches');
    expect(incidentSentence(t, 'en-US', incident('point', { value: 87 }), { ...names, gameId: 204 })).toBe(
      'A break of 87 by Kingsmoor United',
    );
    expect(incidentSentence(t, 'en-US', incident('baron'), { ...names, gameId: 4 })).toBe(
      'Kingsmoor United slay Roshan',
    );
    expect(incidentSentence(t, 'en-US', incident('baron'), { ...names, gameId: 1 })).toBe(
      'Kingsmoor United slay Baron Nashor',
    );
    expect(
      incidentSentence(t, 'en-US', incident('elimination', { side: null, participantId: 1, value: 14 }), {
        gameId: 5,
        home: null,
        away: null,
        participants: ['Alpha', 'Bravo'],
      }),
    ).toBe('Bravo are eliminated in place 14');
    expect(
      incidentSentence(t, 'en-US', incident('map_won', { period: { type: 'map', index: 2 } }), names),
    ).toBe('Kingsmoor United win Map 2');
    expect(
      incidentSentence(
        t,
        'en-US',
        incident('substitution', { player: 'In Man', playerOut: 'Out Man' }),
        names,
      ),
    ).toBe('Substitution for Kingsmoor United: In Man comes on for Out Man');
  });

  it('shows the moment as the sport counts it: football minutes, a clock elsewhere, the page’s digits', () => {
    expect(incidentMoment('en-US', incident('goal', { clockSeconds: 3000 }), 200)).toBe("51'");
    expect(
      incidentMoment(
        'en-US',
        incident('goal', { clockSeconds: 5500, period: { type: 'half', index: 2 } }),
        200,
      ),
    ).toBe("90+2'");
    expect(
      incidentMoment(
        'en-US',
        incident('point', { clockSeconds: 312, period: { type: 'quarter', index: 3 } }),
        201,
      ),
    ).toBe('05:12');
    expect(incidentMoment('en-US', incident('tower', { clockSeconds: null }), 1)).toBeNull();
    expect(incidentMoment('ar', incident('goal', { clockSeconds: 600 }), 200)).toBe(
      `${new Intl.NumberFormat('ar', { useGrouping: false }).format(11)}'`,
    );
  });
});

describe('the log kept live in the browser', () => {
  it('adds only incidents it does not hold, in order, keeping the newest when over the limit', () => {
    const a = incident('goal', { seq: 1 });
    const b = incident('yellow_card', { seq: 2 });
    const c = incident('red_card', { seq: 3 });
    expect(mergeIncidents([a, b], [b, c], 10)).toEqual([a, b, c]);
    const held = [a, b];
    expect(mergeIncidents(held, [a], 10)).toBe(held);
    expect(mergeIncidents([a], [c, b], 2)).toEqual([b, c]);
  });
});

describe('which tabs a match shows (never an empty one)', () => {
  it('shows each tab only with its data, and falls back to the first for an unknown or empty one', () => {
    const none = {
      keyIncidents: 0,
      stats: 0,
      economyRounds: 0,
      incidents: 0,
      previewMatches: 0,
      trendMatches: 0,
      lineupPlayers: 0,
      playerLines: 0,
      odds: 0,
    };
    expect(centreTabs(none)).toEqual([]);
    expect(centreTabOf('log', [])).toBeNull();
    const all = centreTabs({
      keyIncidents: 2,
      stats: 8,
      economyRounds: 40,
      incidents: 9,
      previewMatches: 4,
      trendMatches: 4,
      lineupPlayers: 22,
      playerLines: 22,
      odds: 3,
    });
    expect(all).toEqual([
      'summary',
      'stats',
      'economy',
      'log',
      'preview',
      'trends',
      'lineups',
      'players',
      'odds',
    ]);
    const noKey = centreTabs({ ...none, incidents: 4, odds: 1 });
    expect(noKey).toEqual(['log', 'odds']);
    expect(centreTabOf('odds', noKey)).toBe('odds');
    expect(centreTabOf('lineups', noKey)).toBe('log');
    expect(centreTabOf('<script>', noKey)).toBe('log');
    expect(centreTabOf(null, noKey)).toBe('log');
  });

  it('counts goals, cards, maps and sets as key moments, not every point or kill', () => {
    expect(
      ['goal', 'red_card', 'map_won', 'set_won'].every((type) =>
        isKeyIncident({ type: type as IncidentType }),
      ),
    ).toBe(true);
    expect(
      ['point', 'kill', 'round_won', 'period_start'].some((type) =>
        isKeyIncident({ type: type as IncidentType }),
      ),
    ).toBe(false);
  });
});

describe('line-ups and odds', () => {
  it('reads a football formation from the starters’ positions, or none when they do not make one', () => {
    const xi = (gk: number, df: number, mf: number, fw: number) => [
      ...Array.from({ length: gk }, () => ({ position: 'GK' })),
      ...Array.from({ length: df }, () => ({ position: 'DF' })),
      ...Array.from({ length: mf }, () => ({ position: 'MF' })),
      ...Array.from({ length: fw }, () => ({ position: 'FW' })),
    ];
    expect(formationOf(xi(1, 4, 4, 2))).toBe('4-4-2');
    expect(formationOf(xi(1, 3, 5, 2))).toBe('3-5-2');
    expect(formationOf(xi(1, 4, 4, 1))).toBeNull();
    expect(formationOf(xi(0, 4, 4, 2))).toBeNull();
    expect(formationOf([])).toBeNull();
  });

  it('colours a price by where it went since opening; equal or missing prices have no colour', () => {
    expect(movement(1.8, 2.1)).toBe('up');
    expect(movement(2.1, 1.8)).toBe('down');
    expect(movement(2, 2)).toBeNull();
    expect(movement(undefined, 2)).toBeNull();
  });
});

describe('the odds movement chart', () => {
  const opening = { home: 2, draw: 3.2, away: 3.6 };
  const point = (at: string, home: number, away: number) => ({
    market: 'europe' as const,
    bookmaker: 'Book',
    at,
    prices: { home, draw: 3.2, away },
  });
  // A fixture's history: the home side scores, its price falls; the away price rises.
  const history = [point('2026-11-27T12:10:00.000Z', 1.6, 5), point('2026-11-27T12:40:00.000Z', 1.2, 9)];

  it('draws each price from its opening at the start through every point, later to the right', () => {
    const lines = chartLines(['home', 'draw', 'away'], opening, history, '2026-11-27T12:00:00.000Z');
    expect(lines.map((l) => l.field)).toEqual(['home', 'draw', 'away']);
    const home = lines.find((l) => l.field === 'home');
    expect(home).toMatchObject({ from: 2, to: 1.2 });
    const coords = (path: string) =>
      [...path.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const h = coords(home?.path ?? '');
    expect(h).toHaveLength(3);
    // Time runs left to right: the opening at the left edge, the last price at the right edge.
    expect(h.map(([x]) => x)).toEqual([...h.map(([x]) => x)].sort((a, b) => a - b));
    expect(h[0]?.[0]).toBe(8);
    expect(h[2]?.[0]).toBe(312);
    // A price that falls goes down the chart's value axis (a larger y on the screen).
    expect((h[2]?.[1] ?? 0) > (h[0]?.[1] ?? 0)).toBe(true);
    const away = coords(lines.find((l) => l.field === 'away')?.path ?? '');
    expect((away[2]?.[1] ?? 0) < (away[0]?.[1] ?? 0)).toBe(true);
  });

  it('keeps at most 40 points of a long movement, its first and last among them', () => {
    const many = Array.from({ length: 200 }, (_, i) => i);
    const thin = thinOut(many, 40);
    expect(thin).toHaveLength(40);
    expect(thin[0]).toBe(0);
    expect(thin.at(-1)).toBe(199);
    expect(thinOut([1, 2, 3], 40)).toEqual([1, 2, 3]);
  });
});

describe('the log fetched again on a reconnect', () => {
  const lines = Array.from({ length: 100 }, (_, i) =>
    incident(i % 10 === 0 ? 'goal' : 'point', { seq: i + 1, value: 2 }),
  );

  it('keeps showing the newest lines when only those came with the page, and counts the rest', () => {
    const held = { tabs: ['log' as const], tab: 'log' as const, incidents: lines.slice(-40), logTotal: 99 };
    const fresh = freshLog('log', lines, held);
    expect(fresh.incidents).toEqual(lines.slice(-40));
    expect(fresh.logTotal).toBe(100);
  });

  it('keeps an incident pushed after the answer was computed', () => {
    const pushed = incident('goal', { seq: 500, value: 2 });
    const held = {
      tabs: ['log' as const],
      tab: 'log' as const,
      incidents: [...lines.slice(-39), pushed],
      logTotal: 100,
    };
    const fresh = freshLog('log', lines, held);
    expect(fresh.incidents?.at(-1)).toEqual(pushed);
    expect(fresh.logTotal).toBe(101);
  });

  it('keeps the whole log once the viewer asked for it, and the summary its key moments', () => {
    const whole = { tabs: ['log' as const], tab: 'log' as const, incidents: lines.slice(0, 90) };
    expect(freshLog('log', lines, whole)).toEqual({ incidents: lines });
    // (the 90 held are among the 100 fetched: nothing added twice)
    const summary = {
      tabs: ['summary' as const],
      tab: 'summary' as const,
      incidents: lines.filter(isKeyIncident).slice(0, 5),
    };
    expect(freshLog('summary', lines, summary).incidents).toHaveLength(10);
  });
});
