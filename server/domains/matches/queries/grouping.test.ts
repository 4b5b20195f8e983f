/**
 * Issue 12: the match lists group by sport, then league. The server orders a list that spans games
 * the way the site groups it (shared/matches/grouping.ts), so a later page continues where the last
 * stopped: the brand's pinned leagues and their sports first, then the game filter's order of sports
 * (sports before esports), then bigger leagues, then by name. The game filter's live counts come from
 * one small query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { fixture, openMatchesStore, update } from '../fixtures.test-support.ts';
import type { MatchesService } from '../index.ts';

let database: DatabaseHandle;
let matches: MatchesService;
const NOW = new Date('2025-03-10T12:30:00Z');

const LIVE = [
  { key: 'cs-1', gameId: 2, league: 'CS Open' },
  { key: 'lol-1', gameId: 1, league: 'LoL Worlds' },
  { key: 'fb-a', gameId: 202, league: 'Albion League' },
  { key: 'fb-z', gameId: 202, league: 'Zenith Cup' },
  { key: 'bb-1', gameId: 201, league: 'Hoops League' },
  { key: 'fb-a2', gameId: 202, league: 'Albion League' },
];

beforeAll(async () => {
  ({ database, matches } = await openMatchesStore(() => NOW));
  await matches.upsertFixtures([
    ...LIVE.map(({ key, gameId, league }, i) =>
      fixture(key, {
        gameId,
        startTime: `2025-03-10T12:0${i}:00.000Z`,
        league: { externalId: league, name: league },
      }),
    ),
    fixture('fb-later', { gameId: 202, startTime: '2025-03-10T20:00:00.000Z' }),
  ]);
  for (const { key } of LIVE) await matches.applyUpdate(update(key, 1));
});
afterAll(async () => {
  await database.close();
});

const order = (tab: { groups: Array<{ league: { name: string }; matches: Array<{ gameId: number }> }> }) =>
  tab.groups.map((g) => `${g.matches[0]?.gameId} ${g.league.name}`);

describe('lists spanning games', () => {
  it('the live tab of every game: sports in the game filter’s order, then leagues, then kick-off', async () => {
    const tab = await matches.pcMatches({ tab: 'live', page: 1, size: 20 });
    expect(order(tab)).toEqual([
      '201 Hoops League',
      '202 Albion League',
      '202 Zenith Cup',
      '1 LoL Worlds',
      '2 CS Open',
    ]);
    expect(tab.groups[1]?.matches.map((m) => m.home?.name)).toEqual(['Home fb-a', 'Home fb-a2']);
  });

  it('the brand’s pinned leagues come first within their sport, and their sports first', async () => {
    const pinned = [
      { gameId: 1, name: 'LoL Worlds' },
      { gameId: 202, name: 'Zenith Cup' },
    ];
    const tab = await matches.pcMatches({ tab: 'live', page: 1, size: 20, pinned });
    expect(order(tab)).toEqual([
      '202 Zenith Cup',
      '202 Albion League',
      '1 LoL Worlds',
      '201 Hoops League',
      '2 CS Open',
    ]);
    // A later page continues the order: pages of two follow on.
    const first = await matches.pcMatches({ tab: 'live', page: 1, size: 2, pinned });
    const second = await matches.pcMatches({ tab: 'live', page: 2, size: 2, pinned });
    expect([...order(first), ...order(second)]).toEqual([
      '202 Zenith Cup',
      '202 Albion League',
      '202 Albion League',
      '1 LoL Worlds',
    ]);
    // The live list of the home page is in the same order.
    const live = await matches.live({ pinned });
    expect(live.map((m) => m.league.name)).toEqual([
      'Zenith Cup',
      'Albion League',
      'Albion League',
      'LoL Worlds',
      'Hoops League',
      'CS Open',
    ]);
  });

  it('counts the matches in play by game, in the game filter’s order', async () => {
    const byGame = await matches.liveIdsByGame();
    expect(byGame.map(([gameId, ids]) => [gameId, ids.length])).toEqual([
      [201, 1],
      [202, 3],
      [1, 1],
      [2, 1],
    ]);
    const live = await matches.live({});
    expect(byGame.flatMap(([, ids]) => ids).sort()).toEqual(live.map((m) => m.id).sort());
  });
});
