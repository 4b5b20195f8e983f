/**
 * Issue 12, "Density and organisation": lists grouped by sport, then league (each header once), the
 * pinned leagues (the brand's and the viewer's) and their sports first, then the game filter's order
 * of sports (the catalogue's sports, then its esports), then the list's own order of leagues.
 */
import { describe, expect, it } from 'vitest';
import { GAME_CATALOG } from '../games/catalog.ts';
import {
  GAME_LIST_ORDER,
  gamePosition,
  groupBySportAndLeague,
  liveIdsOf,
  NO_PINS,
  pinRank,
} from './grouping.ts';
import type { MatchStatus } from './model.ts';

const BASKETBALL = 201;
const FOOTBALL = 202;
const LOL = 1;
const CSGO = 2;

let next = 1;
function row(gameId: number, leagueId: number, name = `League ${leagueId}`, status: MatchStatus = 'live') {
  return { id: next++, gameId, league: { id: leagueId, name }, status };
}

/** The blocks as `gameId: league ids` for short assertions. */
const shape = (blocks: ReturnType<typeof groupBySportAndLeague>) =>
  blocks.map((s) => `${s.gameId}: ${s.leagues.map((l) => l.league.id).join(' ')}`);

describe('GAME_LIST_ORDER', () => {
  it('is every game of the catalogue once, its sports before its esports, each in catalogue order', () => {
    expect([...GAME_LIST_ORDER].sort()).toEqual(GAME_CATALOG.map((g) => g.gameId).sort());
    const kinds = GAME_LIST_ORDER.map((id) => GAME_CATALOG.find((g) => g.gameId === id)?.kind);
    expect(kinds.indexOf('esports')).toBe(kinds.lastIndexOf('sports') + 1);
    expect(gamePosition(BASKETBALL)).toBeLessThan(gamePosition(FOOTBALL));
    expect(gamePosition(FOOTBALL)).toBeLessThan(gamePosition(LOL));
    expect(gamePosition(LOL)).toBeLessThan(gamePosition(CSGO));
    expect(gamePosition(99_999)).toBe(GAME_LIST_ORDER.length);
  });
});

describe('groupBySportAndLeague', () => {
  it('puts each sport and each league once, sports in the catalogue order, leagues in the order met', () => {
    // A list sorted by league name across games (what "all games" used to show).
    const rows = [
      row(CSGO, 10),
      row(FOOTBALL, 20),
      row(LOL, 30),
      row(FOOTBALL, 21),
      row(CSGO, 10),
      row(FOOTBALL, 20),
      row(BASKETBALL, 40),
    ];
    const blocks = groupBySportAndLeague(rows);
    expect(shape(blocks)).toEqual(['201: 40', '202: 20 21', '1: 30', '2: 10']);
    // Rows of a league keep their order (kick-off), a league met twice is one block.
    expect(blocks[1]?.leagues[0]?.rows.map((r) => r.id)).toEqual([rows[1]?.id, rows[5]?.id]);
    expect(blocks[3]?.leagues[0]?.rows).toHaveLength(2);
    expect(blocks.flatMap((s) => s.leagues).every((l) => !l.pinned)).toBe(true);
  });

  it('puts the brand’s pinned leagues first within their sport, and their sports first', () => {
    const rows = [
      row(BASKETBALL, 40),
      row(FOOTBALL, 20),
      row(FOOTBALL, 21, 'Premier'),
      row(LOL, 30, 'Worlds'),
    ];
    const blocks = groupBySportAndLeague(rows, {
      brand: [
        { gameId: LOL, name: 'Worlds' },
        { gameId: FOOTBALL, name: 'Premier' },
        // The same name in another game is another league.
        { gameId: BASKETBALL, name: 'Worlds' },
      ],
      user: [],
    });
    // Sports holding a pin, in the catalogue's order; then the rest.
    expect(shape(blocks)).toEqual(['202: 21 20', '1: 30', '201: 40']);
    expect(blocks[0]?.leagues.map((l) => l.pinned)).toEqual([true, false]);
  });

  it('puts the viewer’s pins before the brand’s, in the order they were pinned', () => {
    const rows = [row(FOOTBALL, 20, 'A'), row(FOOTBALL, 21, 'B'), row(FOOTBALL, 22, 'C'), row(CSGO, 10)];
    const pins = { brand: [{ gameId: FOOTBALL, name: 'A' }], user: [22, 10] };
    expect(shape(groupBySportAndLeague(rows, pins))).toEqual(['202: 22 20 21', '2: 10']);
    expect(pinRank(pins, FOOTBALL, { id: 22, name: 'C' })).toBe(0);
    expect(pinRank(pins, FOOTBALL, { id: 20, name: 'A' })).toBe(2);
    expect(pinRank(pins, FOOTBALL, { id: 21, name: 'B' })).toBeUndefined();
    expect(pinRank(NO_PINS, FOOTBALL, { id: 21, name: 'B' })).toBeUndefined();
  });

  it('is empty for no rows', () => {
    expect(groupBySportAndLeague([])).toEqual([]);
  });
});

describe('liveIdsOf', () => {
  it('counts the matches in play by game, in the game filter’s order, from the list’s own rows', () => {
    const rows = [
      row(LOL, 30),
      row(FOOTBALL, 20),
      row(FOOTBALL, 20, 'x', 'half_time'),
      row(FOOTBALL, 21, 'y', 'finished'),
      row(BASKETBALL, 40, 'z', 'not_started'),
    ];
    const ids = liveIdsOf(rows);
    expect(ids.map(([gameId, list]) => [gameId, list.length])).toEqual([
      [FOOTBALL, 2],
      [LOL, 1],
    ]);
    expect(ids[0]?.[1]).toEqual([rows[1]?.id, rows[2]?.id]);
  });
});
