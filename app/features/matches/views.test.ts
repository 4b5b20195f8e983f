import { describe, expect, it, vi } from 'vitest';
import { type MatchItem, tabOnDay } from '../../../shared/matches/model.ts';
import {
  appendGroups,
  buildHomeView,
  buildMatchListView,
  defaultTab,
  firstScreenOf,
  HOME_FIRST_HOT,
  HOME_FIRST_SCREEN,
  type LeagueRows,
  type MatchSource,
} from './views.ts';

function item(id: number, leagueId = 1): MatchItem {
  return {
    id,
    gameId: 202,
    league: { id: leagueId, name: `League ${leagueId}`, logo: null },
    stage: 'Regular season',
    round: 'Round 1',
    bestOf: null,
    startTime: '2026-03-10T12:00:00.000Z',
    home: { id: 1, name: 'Home', shortName: 'HOM', logo: null },
    away: { id: 2, name: 'Away', shortName: 'AWA', logo: null },
    status: 'live',
    seq: 3,
    period: { type: 'half', index: 1 },
    clock: null,
    score: { home: 1, away: 0 },
    periodScores: [],
    detail: { kills: { home: 1, away: 2 }, points: { home: '15', away: '0' } },
    winner: null,
  };
}

function fakeSource() {
  const page = (list: MatchItem[]) => ({ list, page: 1, size: 20, hasMore: false });
  const source = {
    live: vi.fn(async () => [item(1)]),
    hot: vi.fn(async () => [item(2)]),
    byCondition: vi.fn(async () => page([item(3)])),
    pcMatches: vi.fn(async () => ({
      date: '2026-03-10',
      tab: 'live' as const,
      groups: [{ league: item(1).league, matches: [item(1)] }],
      page: 1,
      size: 50,
      hasMore: true,
    })),
    seriesCount: vi.fn(async () => ({
      date: '2026-03-10',
      all: 5,
      live: 1,
      notStarted: 2,
      finished: 2,
      results: 2,
      favourites: 0,
    })),
  } satisfies MatchSource;
  return source;
}

const zone = { tz: 'Asia/Shanghai', today: '2026-03-10' };

describe('the home view', () => {
  it("today: hot, in play, the day's upcoming and finished matches in the viewer's zone", async () => {
    const source = fakeSource();
    const view = await buildHomeView(source, { ...zone, day: 'today', gameId: 202 });
    expect(view.sections.map((s) => s.id)).toEqual(['live', 'upcoming', 'finished']);
    expect(source.byCondition).toHaveBeenCalledWith(
      expect.objectContaining({
        date: '2026-03-10',
        tz: 'Asia/Shanghai',
        statusGroup: 'upcoming',
        gameId: 202,
      }),
    );
    expect(view.hot.map((r) => r.id)).toEqual([2]);
  });

  it("yesterday and tomorrow are the viewer's calendar days either side of today", async () => {
    const source = fakeSource();
    const yesterday = await buildHomeView(source, { ...zone, day: 'yesterday', gameId: undefined });
    expect(yesterday.date).toBe('2026-03-09');
    expect(yesterday.sections.map((s) => s.id)).toEqual(['results']);
    expect(source.byCondition).toHaveBeenLastCalledWith(
      expect.objectContaining({ date: '2026-03-09', statusGroup: 'finished' }),
    );
    const tomorrow = await buildHomeView(source, { ...zone, day: 'tomorrow', gameId: undefined });
    expect(tomorrow.date).toBe('2026-03-11');
    expect(tomorrow.sections.map((s) => s.id)).toEqual(['schedule']);
  });

  it('in play: only what is being played now', async () => {
    const source = fakeSource();
    const view = await buildHomeView(source, { ...zone, day: 'live', gameId: undefined });
    expect(view.sections.map((s) => s.id)).toEqual(['live']);
    expect(source.byCondition).not.toHaveBeenCalled();
  });

  it('sends rows only: no stage, odds or esports detail in the payload', async () => {
    const view = await buildHomeView(fakeSource(), { ...zone, day: 'live', gameId: undefined });
    const row = view.sections[0]?.rows[0];
    expect(row).not.toHaveProperty('stage');
    expect(row?.detail).toEqual({ points: { home: '15', away: '0' } });
  });
});

describe('the home page’s first screenful (issue 12: page weight)', () => {
  /** A match of `gameId` in league `leagueId`. */
  const of = (id: number, gameId: number, leagueId: number): MatchItem => ({
    ...item(id, leagueId),
    gameId,
    league: { id: leagueId, name: `League ${leagueId}`, logo: null },
  });

  it('keeps each section’s first rows in the order they are shown, and marks the view as partial', async () => {
    const source = fakeSource();
    // Twenty matches in play of two games, mixed; the brand pins football's league 9, so
    // football comes first (before basketball, first in the list order) and league 9 first within it.
    const live = Array.from({ length: 20 }, (_, i) => of(100 + i, i % 2 === 0 ? 202 : 201, i < 10 ? 8 : 9));
    source.live.mockResolvedValue(live);
    const whole = await buildHomeView(source, {
      tz: 'UTC',
      today: '2026-03-10',
      day: 'live',
      gameId: undefined,
    });
    const pins = [{ gameId: 202, name: 'League 9' }];
    const first = firstScreenOf(whole, pins);
    const keep = HOME_FIRST_SCREEN.live;
    expect(first.partial).toBe(true);
    const [section] = first.sections;
    expect(section?.rows).toHaveLength(keep);
    // The prefix of what the whole view shows, grouped the same way: nothing arrives above it later.
    const shownOrder = (rows: readonly { id: number; gameId: number; league: { id: number } }[]) =>
      [...rows]
        .map((r, index) => ({ r, index }))
        .sort(
          (a, b) =>
            // The game with a pinned league first, then its pinned league, then first come.
            (a.r.gameId === 202 ? 0 : 1) - (b.r.gameId === 202 ? 0 : 1) ||
            (a.r.gameId === 202 && a.r.league.id === 9 ? 0 : 1) -
              (b.r.gameId === 202 && b.r.league.id === 9 ? 0 : 1) ||
            a.index - b.index,
        )
        .map(({ r }) => r.id);
    expect(section?.rows.map((r) => r.id)).toEqual(shownOrder(whole.sections[0]?.rows ?? []).slice(0, keep));
    // The section links to its full list (for a page without scripts).
    expect(section?.more).toBe(true);
  });

  it('keeps the first hot matches of the carousel, in their order', async () => {
    const source = fakeSource();
    source.hot.mockResolvedValue(Array.from({ length: 8 }, (_, i) => item(100 + i)));
    const whole = await buildHomeView(source, {
      tz: 'UTC',
      today: '2026-03-10',
      day: 'today',
      gameId: undefined,
    });
    const first = firstScreenOf(whole, []);
    expect(first.partial).toBe(true);
    expect(first.hot.map((r) => r.id)).toEqual(whole.hot.slice(0, HOME_FIRST_HOT).map((r) => r.id));
    // The sections were short enough: as they were.
    expect(first.sections).toEqual(whole.sections);
  });

  it('leaves a view that fits as it is (the same object, not partial)', async () => {
    const whole = await buildHomeView(fakeSource(), {
      tz: 'UTC',
      today: '2026-03-10',
      day: 'today',
      gameId: undefined,
    });
    expect(firstScreenOf(whole, [])).toBe(whole);
    expect(whole.partial).toBeUndefined();
  });
});

describe('the match list view', () => {
  it('opens today on the live tab, past days on finished, future days on not started', () => {
    expect(defaultTab('2026-03-10', '2026-03-10')).toBe('live');
    expect(defaultTab('2026-03-09', '2026-03-10')).toBe('finished');
    expect(defaultTab('2026-03-11', '2026-03-10')).toBe('notStarted');
  });

  it('"live" is now: on another day the list is that day\'s own tab, never today\'s matches in play', async () => {
    for (const [date, tab] of [
      ['2026-03-09', 'finished'],
      ['2026-03-11', 'notStarted'],
    ] as const) {
      const source = fakeSource();
      const view = await buildMatchListView(source, {
        ...zone,
        date,
        tab: 'live',
        gameId: undefined,
        signedIn: false,
      });
      expect(view.tab).toBe(tab);
      expect(source.pcMatches).toHaveBeenCalledWith(expect.objectContaining({ date, tab }));
      expect(source.live).not.toHaveBeenCalled();
    }
    // Every other tab applies to any day; today, "live" stays.
    expect(tabOnDay('results', '2026-03-09', '2026-03-10')).toBe('results');
    expect(tabOnDay('favourites', '2026-03-11', '2026-03-10')).toBe('favourites');
    expect(tabOnDay('live', '2026-03-10', '2026-03-10')).toBe('live');
    expect(tabOnDay(undefined, '2026-03-09', '2026-03-10')).toBe('finished');
  });

  it("asks for the viewer's day and zone, grouped by league", async () => {
    const source = fakeSource();
    const view = await buildMatchListView(source, {
      ...zone,
      date: undefined,
      tab: undefined,
      gameId: undefined,
      signedIn: false,
    });
    expect(view.date).toBe('2026-03-10');
    expect(view.tab).toBe('live');
    expect(view.groups[0]?.rows.map((r) => r.id)).toEqual([1]);
    expect(view.hasMore).toBe(true);
    expect(source.pcMatches).toHaveBeenCalledWith(
      expect.objectContaining({ tz: 'Asia/Shanghai', date: '2026-03-10' }),
    );
  });

  it("never asks for a guest's favourites: the page offers to sign in instead", async () => {
    const source = fakeSource();
    const view = await buildMatchListView(source, {
      ...zone,
      date: '2026-03-08',
      tab: 'favourites',
      gameId: undefined,
      signedIn: false,
    });
    expect(view.needsSignIn).toBe(true);
    expect(view.groups).toEqual([]);
    expect(source.pcMatches).not.toHaveBeenCalled();
  });

  it('continues the last league when the next page starts with it', () => {
    const rows = (ids: number[]) =>
      ids.map((id) => ({ ...item(id), detail: {} }) as unknown as LeagueRows['rows'][number]);
    const league = (id: number) => item(1, id).league;
    const merged = appendGroups(
      [
        { league: league(1), rows: rows([1, 2]) },
        { league: league(2), rows: rows([3]) },
      ],
      [
        { league: league(2), rows: rows([3, 4]) },
        { league: league(3), rows: rows([5]) },
      ],
    );
    expect(merged.map((g) => [g.league.id, g.rows.map((r) => r.id)])).toEqual([
      [1, [1, 2]],
      [2, [3, 4]],
      [3, [5]],
    ]);
  });
});
