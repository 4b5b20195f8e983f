/**
 * The loaders of the library indexes, the data hubs and the panels, on a load context whose services
 * answer as each test says: which addresses are the 404 page (a bad or too far page, an unknown
 * league, team, panel or id, a ranking board of another family) and what they ask the services.
 */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../shared/errors.ts';
import { type AppLoadContext, appContext } from '../../context.ts';
import {
  HUB_TABLE_LINES,
  HUB_TABLES,
  loadGameHub,
  loadLeagueIndex,
  loadPlayerIndex,
  loadTeamIndex,
} from './library-index.server.ts';
import { loadPanelPage } from './panels.server.ts';

function contextWith(services: Record<string, unknown>) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    services,
    ctx: { cookies: {}, brand: { timeZone: 'UTC' } },
  } as unknown as AppLoadContext);
  return context;
}

/** The status of what `promise` throws (a 404 page is a thrown `data(null, { status: 404 })`). */
async function statusOf(promise: Promise<unknown>): Promise<number | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

const pageOf = (pages: number, page = 1) => ({ list: [], page, size: 100, total: 0, pages });
const football = { gameId: 202, abbr: 'soccer', kind: 'sports' as const };
const games = {
  list: async () => [
    { ...football, name: 'Football' },
    { gameId: 1, abbr: 'lol', kind: 'esports', name: 'LoL' },
  ],
};
const search = (query: string) => new URLSearchParams(query);
const notFound = (key: string) => new DomainError('notFound', key);

describe('the league index loader', () => {
  it('asks for one page of 100 of the chosen game; ?page= beyond the last or not a page number is a 404', async () => {
    const asked: unknown[] = [];
    const context = contextWith({
      games,
      competitions: {
        leagueList: async (input: { page: number }) => {
          asked.push(input);
          return pageOf(3, input.page);
        },
      },
    });
    const data = await loadLeagueIndex(context, football, search('page=2'));
    expect(data.list.page).toBe(2);
    expect(asked).toEqual([{ gameId: 202, page: 2, size: 100 }]);
    for (const page of ['0', '-1', '01', 'x', '99999', '4']) {
      expect(await statusOf(loadLeagueIndex(context, null, search(`page=${page}`))), page).toBe(404);
    }
    // An empty index still has its first page.
    const empty = contextWith({ games, competitions: { leagueList: async () => pageOf(1) } });
    expect(await statusOf(loadLeagueIndex(empty, null, search('')))).toBe('resolved');
  });
});

describe('the team and player index loaders', () => {
  const premier = {
    id: 7,
    gameId: 202,
    name: 'Premier',
    names: {},
    shortName: null,
    logo: null,
    season: null,
    country: null,
  };
  const competitions = (asked: unknown[]) => ({
    league: async (id: number) => {
      if (id !== 7) throw notFound('leagueNotFound');
      return premier;
    },
    team: async (id: number) => {
      if (id !== 3) throw notFound('teamNotFound');
      return { id: 3, name: 'Reds', names: {}, shortName: null, logo: null, game: { gameId: 202 } };
    },
    teamList: async (input: unknown) => {
      asked.push(input);
      return pageOf(1);
    },
    playerList: async (input: unknown) => {
      asked.push(input);
      return pageOf(1);
    },
    hotLeagues: async () => [
      { gameId: 202, total: 1, leagues: [{ ...premier, priority: 0, teams: 2, matches: 1 }] },
    ],
  });

  it("takes a league's game when ?game= is absent and offers the game's hot leagues", async () => {
    const asked: unknown[] = [];
    const context = contextWith({ games, competitions: competitions(asked) });
    const data = await loadTeamIndex(context, null, search('league=7'));
    expect(data.game).toEqual(football);
    expect(data.leagues).toEqual([{ id: 7, name: 'Premier', names: {}, shortName: null }]);
    expect(asked).toEqual([{ gameId: 202, leagueId: 7, page: 1, size: 100 }]);
  });

  it('is the 404 page for a malformed or unknown league or team, or one of another game', async () => {
    const context = contextWith({ games, competitions: competitions([]) });
    expect(await statusOf(loadTeamIndex(context, null, search('league=abc')))).toBe(404);
    expect(await statusOf(loadTeamIndex(context, null, search('league=8')))).toBe(404);
    const lol = { gameId: 1, abbr: 'lol', kind: 'esports' as const };
    expect(await statusOf(loadTeamIndex(context, lol, search('league=7')))).toBe(404);
    expect(await statusOf(loadPlayerIndex(context, null, search('team=4')))).toBe(404);
    expect(await statusOf(loadPlayerIndex(context, lol, search('team=3')))).toBe(404);
    const squad = await loadPlayerIndex(context, null, search('team=3'));
    expect(squad.team).toEqual({ id: 3, name: 'Reds', names: {}, logo: null, shortName: null });
  });
});

describe('the game hub loader', () => {
  it('shows the top 5 of the first tables and the rankings of the first league whose players have figures', async () => {
    const leagues = [1, 2, 3, 4, 5].map((id) => ({
      id,
      gameId: 202,
      name: `L${id}`,
      names: {},
      priority: 0,
      teams: 8,
      matches: 4,
    }));
    const line = (n: number) => ({ position: n, team: { id: n, name: `T${n}` } });
    const context = contextWith({
      competitions: { hotLeagues: async () => [{ gameId: 202, total: 9, leagues }] },
      matches: {
        leagueLeaders: async () => new Map([[2, { leagueId: 2 }]]),
        leagueTable: async ({ leagueId }: { leagueId: number }) => ({
          leagueId,
          lines: leagueId === 1 ? [] : Array.from({ length: 8 }, (_, i) => line(i + 1)),
        }),
        leagueRankings: async ({ leagueId }: { leagueId: number }) => ({
          leagueId,
          gameId: 202,
          boards: [{ stat: 'goals', lines: leagueId === 3 ? [{ rank: 1 }] : [] }],
        }),
      },
    });
    const hub = await loadGameHub(context, football);
    expect(hub.total).toBe(9);
    expect(hub.leagues.map((l) => l.leader)).toEqual([null, { leagueId: 2 }, null, null, null]);
    // League 1 has no table yet; leagues 2 to 4 their first 5 lines; league 5 is beyond the first four.
    expect(HUB_TABLES).toBe(4);
    expect(hub.tables.map((t) => [t.league.id, t.table.lines.length])).toEqual([
      [2, HUB_TABLE_LINES],
      [3, HUB_TABLE_LINES],
      [4, HUB_TABLE_LINES],
    ]);
    expect(hub.rankings?.league.id).toBe(3);
  });
});

describe('the panel loader', () => {
  const league = { id: 7, gameId: 202, name: 'Premier', names: {} };
  const services = {
    competitions: {
      league: async (id: number) => {
        if (id !== 7) throw notFound('leagueNotFound');
        return league;
      },
    },
    matches: {
      leagueTable: async () => ({ leagueId: 7, lines: [] }),
      leagueRankings: async ({ stat }: { stat?: string }) => {
        if (stat === 'kda') throw new DomainError('invalid', 'validation', { field: 'stat' });
        return { leagueId: 7, gameId: 202, boards: [] };
      },
    },
  };
  const request = (url: string) => new Request(`http://arena.test${url}`);

  it('loads the panel an address names, keeping ?id= (and ?stat=) for the canonical link', async () => {
    const context = contextWith(services);
    const standings = await loadPanelPage(
      context,
      request('/ar/leagueLibrary/components/standings?id=7'),
      'standings',
    );
    expect(standings).toMatchObject({
      library: 'leagueLibrary',
      name: 'standings',
      subject: league,
      page: '/leagueLibrary/7',
      query: '?id=7',
      data: { league, table: { leagueId: 7, lines: [] } },
    });
    const goals = await loadPanelPage(
      context,
      request('/leagueLibrary/components/rankings?id=7&stat=goals'),
      'rankings',
    );
    expect(goals.query).toBe('?id=7&stat=goals');
  });

  it('is the 404 page for an unknown panel, a missing, malformed or unknown id, or a refused board', async () => {
    const context = contextWith(services);
    for (const [url, name] of [
      ['/leagueLibrary/components/nope?id=7', 'nope'],
      ['/squadLibrary/components/standings?id=7', 'standings'],
      ['/leagueLibrary/components/standings', 'standings'],
      ['/leagueLibrary/components/standings?id=07', 'standings'],
      ['/leagueLibrary/components/standings?id=8', 'standings'],
      ['/leagueLibrary/components/rankings?id=7&stat=kda', 'rankings'],
      ['/leagueLibrary/components/rankings?id=7&stat=nonsense', 'rankings'],
      ['/leagueLibrary/components/standings/more?id=7', 'standings/more'],
    ] as const) {
      expect(await statusOf(loadPanelPage(context, request(url), name)), url).toBe(404);
    }
  });
});
