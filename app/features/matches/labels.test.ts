/**
 * The labels a match's status and series read, for every game of the catalog, as the simulator
 * plays it and the site names it, in all 22 languages. Spec section 4: "Basketball periods: four
 * quarters, halftime, overtime. Baseball: innings 1 to 12, top and bottom. Tennis: sets 1 to 3."
 * Issue 12 (rough edges): basketball read "Half-time" after Q3; MMA, FIFA, Hearthstone and fighting
 * games read "Map 1" / "Best of 3 · Map 1"; PUBG read "Best of 6".
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY_MS, scheduleDay } from '../../../server/feed/simulator/schedule.ts';
import { ENGINES } from '../../../server/feed/sports/engines.ts';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { createTranslate, type Translate as TFunction } from '../../../shared/i18n/translate.ts';
import { GAME_STAT_NAMES, gameFormat, type Period, statName } from '../../../shared/matches/model.ts';
import { periodKey, seriesKey, statusView } from './format.ts';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));

function translator(code: LanguageCode): TFunction {
  return createTranslate(catalogs.forLanguage(code), 'games');
}
const translators = new Map(LANGUAGES.map(({ code }) => [code, translator(code)]));
const tr = (code: LanguageCode) => translators.get(code) as TFunction;

/** What the status column reads for a live state (the label or the period's name). */
function statusText(code: LanguageCode, gameId: number, status: string, period: Period | null): string {
  const t = tr(code);
  const view = statusView({ status: status as 'live', period, clock: null }, gameId);
  if (view.kind === 'label') return view.n === undefined ? t(view.key) : t(view.key, { n: String(view.n) });
  if (view.kind === 'running' && view.period) {
    const { key, n } = periodKey(view.period);
    return t(`period.${key}`, { n: String(n) });
  }
  return '';
}

/** Every (status, period) a match of each game goes through, from the simulator's own schedule. */
function playedStates(): Map<number, { status: string; period: Period | null }[]> {
  const byGame = new Map<number, { status: string; period: Period | null }[]>();
  const first = Math.floor(Date.UTC(2026, 2, 2) / DAY_MS);
  for (const match of scheduleDay({ seed: 11, source: 'sim', liveTarget: 45 }, first)) {
    if (match.fate !== 'play' || (byGame.get(match.gameId)?.length ?? 0) > 400) continue;
    const engine = ENGINES[match.family];
    let state = engine.initialState(match.ctx, match.seed);
    const seen = byGame.get(match.gameId) ?? [];
    while (state.live.status !== 'finished') {
      state = engine.step(state, match.ctx, 30).state;
      seen.push({ status: state.live.status, period: state.live.period });
    }
    byGame.set(match.gameId, seen);
  }
  return byGame;
}

describe('status labels, game by game', () => {
  const played = playedStates();

  it('plays every game of the catalog', () => {
    expect([...played.keys()].sort((a, b) => a - b)).toEqual(
      GAME_CATALOG.map((g) => g.gameId).sort((a, b) => a - b),
    );
  });

  it('calls a break half-time only between the halves: basketball has "End of Q1/Q3", half-time after Q2', () => {
    const basketball = played.get(201) ?? [];
    const breaks = new Set(
      basketball
        .filter((s) => s.status === 'half_time')
        .map((s) => statusText('en_US', 201, s.status, s.period)),
    );
    expect(breaks).toContain('Half-time');
    expect(breaks).toContain('End of Q1');
    expect(breaks).toContain('End of Q3');
    for (const s of basketball.filter((x) => x.status === 'half_time')) {
      const text = statusText('en_US', 201, s.status, s.period);
      expect(text === 'Half-time', `${text} after ${s.period?.type} ${s.period?.index}`).toBe(
        s.period?.type === 'quarter' && s.period.index === 2,
      );
    }
    expect(statusText('zh_CN', 201, 'half_time', { type: 'quarter', index: 3 })).toBe('第3节结束');
    expect(statusText('zh_CN', 201, 'half_time', { type: 'quarter', index: 2 })).toBe('中场休息');
  });

  it('names maps only in map-based esports (MOBA, shooters); duels play games, rounds or halves', () => {
    for (const [gameId, states] of played) {
      const family = gameFormat(gameId).family;
      const mapGame = family === 'moba' || family === 'shooter';
      const texts = new Set(states.map((s) => statusText('en_US', gameId, s.status, s.period)));
      const mapLabels = [...texts].filter((text) => /\bmap\b/i.test(text));
      if (mapGame) expect(mapLabels.length, `game ${gameId}`).toBeGreaterThan(0);
      else expect(mapLabels, `game ${gameId}`).toEqual([]);
    }
    const texts = (gameId: number) =>
      new Set((played.get(gameId) ?? []).map((s) => statusText('en_US', gameId, s.status, s.period)));
    expect(texts(15)).toContain('Round 1'); // MMA
    expect(texts(9)).toContain('Half 1'); // FIFA
    expect(texts(9)).toContain('Half-time');
    expect(texts(21)).toContain('Game 1'); // Hearthstone
    expect(texts(28)).toContain('Game 1'); // Street Fighter
    expect(texts(5)).toContain('Game 1'); // PUBG
    expect(texts(1)).toContain('Map 1'); // LoL
  });

  it('says what a series counts: best of N maps or games, N rounds, N games of a lobby', () => {
    const en = tr('en_US');
    const label = (gameId: number, bestOf: number | null) => {
      const key = seriesKey(gameId, bestOf);
      return key && en(`matches:${key.key}`, { n: String(key.n) });
    };
    expect(label(1, 3)).toBe('Best of 3'); // LoL
    expect(label(2, 3)).toBe('Best of 3'); // CS
    expect(label(21, 3)).toBe('Best of 3'); // Hearthstone: games of a best-of
    expect(label(203, 3)).toBe('Best of 3'); // tennis sets
    expect(label(15, 5)).toBe('5 rounds'); // MMA
    expect(label(5, 6)).toBe('6 games'); // PUBG: a lobby, never "Best of 6"
    expect(label(6, 4)).toBe('4 games'); // PUBG Mobile
    expect(label(26, 4)).toBe('4 games'); // Naraka
    expect(label(9, null)).toBeNull(); // FIFA: one match
    expect(label(202, null)).toBeNull();
    // The simulator's fixtures agree: FIFA has no series, battle royale a lobby of games.
    const first = Math.floor(Date.UTC(2026, 2, 2) / DAY_MS);
    for (const m of scheduleDay({ seed: 11, source: 'sim', liveTarget: 45 }, first)) {
      if (m.gameId === 9) expect(m.fixture.bestOf).toBeUndefined();
      if (m.gameId === 15) expect([3, 5]).toContain(m.fixture.bestOf);
    }
  });

  it('reads every break and series label in all 22 languages, never a raw key', () => {
    const periods: Period[] = [
      { type: 'quarter', index: 3 },
      { type: 'overtime', index: 1 },
      { type: 'set', index: 2 },
      { type: 'frame', index: 4 },
      { type: 'map', index: 1 },
      { type: 'game', index: 2 },
      { type: 'round', index: 1 },
      { type: 'half', index: 2 },
      { type: 'extra_time', index: 1 },
      { type: 'inning', index: 1 },
    ];
    const games = [201, 201, 203, 204, 1, 21, 15, 202, 202, 210];
    for (const { code } of LANGUAGES) {
      periods.forEach((period, i) => {
        const gameId = games[i] ?? 0;
        const onBreak = statusText(code, gameId, 'half_time', period);
        const running = statusText(code, gameId, 'live', period);
        for (const text of [onBreak, running]) {
          expect(text, `${code} ${period.type}`).not.toMatch(/periodEnd|status\.|period\./);
          expect(text.length).toBeGreaterThan(1);
        }
      });
      for (const key of ['match.seriesRounds', 'match.seriesGames', 'match.yetToBat', 'match.oversShort'])
        expect(tr(code)(`matches:${key}`, { n: '3', overs: '4.2' })).not.toContain(key);
    }
  });
});

describe('statistic names, game by game', () => {
  it("names Valorant's sides defence and attack (not CT and T), LoL's barons and Dota's Roshan, in all 22 languages", () => {
    expect(statName(2, 'ctRounds')).toBe('ctRounds');
    expect(statName(14, 'ctRounds')).toBe('defenceRounds');
    expect(statName(14, 'tRounds')).toBe('attackRounds');
    expect(statName(1, 'barons')).toBe('baron');
    expect(statName(4, 'barons')).toBe('roshan');
    expect(statName(3, 'barons')).toBe('barons');
    const en = tr('en_US');
    expect(en('matches:centre.stats.defenceRounds')).toBe('Defence rounds');
    expect(en('matches:centre.stats.roshan')).toBe('Roshans');
    for (const { code } of LANGUAGES)
      for (const names of Object.values(GAME_STAT_NAMES))
        for (const name of Object.values(names)) {
          const text = tr(code)(`matches:centre.stats.${name}`);
          expect(text, `${code} ${name}`).not.toContain('centre.stats');
          expect(text, `${code} ${name}`).not.toMatch(/\bC?T\b/);
        }
  });
});
