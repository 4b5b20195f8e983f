/**
 * The data of the live-score screens, built the same way on the server (loaders call the matches
 * service in-process) and in the browser (the same calls under `/java`, with the browser's zone):
 * a `MatchSource` is either. Only row-sized matches leave this module.
 */

import {
  type GameOrder,
  groupBySportAndLeague,
  type PinnedLeague,
} from '../../../shared/matches/grouping.ts';
import {
  defaultMatchTab,
  type LeagueMatches,
  MATCH_TABS,
  type MatchItem,
  type MatchPage,
  type MatchTab,
  type PcMatches,
  type SeriesCount,
  tabOnDay,
} from '../../../shared/matches/model.ts';
import { type MatchRow, toMatchRow } from './match-row.ts';
import { type DayTab, dateOfTab } from './viewer-day.ts';

export function parseMatchTab(value: string | null | undefined): MatchTab | undefined {
  return MATCH_TABS.find((tab) => tab === value);
}

interface DayQuery {
  gameId?: number | undefined;
  date: string;
  tz: string;
  page: number;
  size: number;
}

/** The match calls the screens make, answered by the service (server) or by `/java` (browser). */
export interface MatchSource {
  live(gameId: number | undefined): Promise<MatchItem[]>;
  hot(gameId: number | undefined, limit: number): Promise<MatchItem[]>;
  byCondition(
    query: DayQuery & { statusGroup: 'live' | 'upcoming' | 'finished' | 'all' },
  ): Promise<MatchPage>;
  pcMatches(query: DayQuery & { tab: MatchTab }): Promise<PcMatches>;
  seriesCount(query: { gameId?: number | undefined; date: string; tz: string }): Promise<SeriesCount>;
}

/** The viewer's zone and today (in that zone), which every screen is built for. */
export interface ViewerZoneDay {
  tz: string;
  today: string;
}

// Home --------------------------------------------------------------------------------------------

export const HOME_SECTIONS = ['live', 'upcoming', 'finished', 'results', 'schedule'] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number];

export interface HomeSection {
  id: HomeSectionId;
  rows: MatchRow[];
  /** More matches than shown: the section links to the match list. */
  more: boolean;
}

export interface HomeView extends ViewerZoneDay {
  /**
   * The server's first screenful only (`firstScreenOf`): the browser fetches the whole view as soon
   * as it runs.
   */
  partial?: true;
  day: DayTab;
  /** The calendar date the tab shows (today for "in play"). */
  date: string;
  hot: MatchRow[];
  sections: HomeSection[];
}

/** How many rows each home section shows (the match list has the rest). */
export const HOME_LIMITS = { hot: 8, upcoming: 20, finished: 10, day: 30 } as const;

export async function buildHomeView(
  source: MatchSource,
  input: ViewerZoneDay & { day: DayTab; gameId: number | undefined },
): Promise<HomeView> {
  const { tz, today, day, gameId } = input;
  const date = dateOfTab(day, today);
  const rows = (items: MatchItem[]) => items.map(toMatchRow);
  const page = (statusGroup: 'upcoming' | 'finished' | 'all', size: number) =>
    source.byCondition({ gameId, date, tz, statusGroup, page: 1, size });

  const hotPromise = source.hot(gameId, HOME_LIMITS.hot);
  let sections: HomeSection[];
  if (day === 'live') {
    sections = [{ id: 'live', rows: rows(await source.live(gameId)), more: false }];
  } else if (day === 'today') {
    const [live, upcoming, finished] = await Promise.all([
      source.live(gameId),
      page('upcoming', HOME_LIMITS.upcoming),
      page('finished', HOME_LIMITS.finished),
    ]);
    sections = [
      { id: 'live', rows: rows(live), more: false },
      { id: 'upcoming', rows: rows(upcoming.list), more: upcoming.hasMore },
      { id: 'finished', rows: rows(finished.list), more: finished.hasMore },
    ];
  } else {
    const result = await page(day === 'yesterday' ? 'finished' : 'all', HOME_LIMITS.day);
    sections = [
      { id: day === 'yesterday' ? 'results' : 'schedule', rows: rows(result.list), more: result.hasMore },
    ];
  }
  return { tz, today, day, date, hot: rows(await hotPromise), sections };
}

/**
 * Rows each home section renders on the server: about a screenful (issue 12: home HTML ≤ 60 KB).
 * The rest comes with the whole view the browser fetches once it runs; without scripts each cut
 * section links to its match list.
 */
export const HOME_FIRST_SCREEN: Readonly<Record<HomeSectionId, number>> = {
  // More than a 1280×800 window shows below the carousel (four or five rows); a phone shows two.
  live: 6,
  upcoming: 3,
  finished: 2,
  results: 12,
  schedule: 12,
};

/** Hot matches in the server's carousel: what a desktop window shows of it (the rest scroll in). */
export const HOME_FIRST_HOT = 5;

/**
 * The first screenful of a home view: each section's first rows in the order they are shown
 * (grouped by sport and league, the brand's pinned leagues first), so the rows that arrive later
 * only ever go below the ones already on the screen.
 */
export function firstScreenOf(
  view: HomeView,
  brandPins: readonly PinnedLeague[],
  order?: GameOrder,
): HomeView {
  let cut = view.hot.length > HOME_FIRST_HOT;
  const hot = cut ? view.hot.slice(0, HOME_FIRST_HOT) : view.hot;
  const sections = view.sections.map((section) => {
    const keep = HOME_FIRST_SCREEN[section.id];
    if (section.rows.length <= keep) return section;
    cut = true;
    const shown = groupBySportAndLeague(section.rows, { brand: brandPins, user: [] }, order)
      .flatMap((sport) => sport.leagues.flatMap((league) => league.rows))
      .slice(0, keep);
    return { ...section, rows: shown, more: true };
  });
  return cut ? { ...view, hot, sections, partial: true } : view;
}

/** Every row of a home view (for the live store and the channels). */
export function homeRows(view: HomeView): MatchRow[] {
  return [...view.hot, ...view.sections.flatMap((s) => s.rows)];
}

// Match list --------------------------------------------------------------------------------------

export interface LeagueRows {
  league: MatchItem['league'];
  rows: MatchRow[];
}

export interface MatchListView extends ViewerZoneDay {
  date: string;
  tab: MatchTab;
  counts: SeriesCount;
  groups: LeagueRows[];
  page: number;
  hasMore: boolean;
  /** The favourites tab asked by a guest: nothing was fetched, the page offers to sign in. */
  needsSignIn: boolean;
}

export const MATCH_LIST_PAGE_SIZE = 50;

/** The tab a day opens on: what is in play for today, the day's finished matches before it, its schedule after it. */
export const defaultTab = defaultMatchTab;

export function toLeagueRows(groups: readonly LeagueMatches[]): LeagueRows[] {
  return groups.map((g) => ({ league: g.league, rows: g.matches.map(toMatchRow) }));
}

/** Appends a further page: its first group continues the last one when it is the same league. */
export function appendGroups(groups: readonly LeagueRows[], more: readonly LeagueRows[]): LeagueRows[] {
  const out = groups.map((g) => ({ league: g.league, rows: g.rows }));
  for (const group of more) {
    const last = out[out.length - 1];
    const known = new Set(last?.rows.map((r) => r.id));
    if (last && last.league.id === group.league.id) {
      last.rows = [...last.rows, ...group.rows.filter((r) => !known.has(r.id))];
    } else out.push({ league: group.league, rows: group.rows });
  }
  return out;
}

export async function buildMatchListView(
  source: MatchSource,
  input: ViewerZoneDay & {
    date: string | undefined;
    tab: MatchTab | undefined;
    gameId: number | undefined;
    signedIn: boolean;
  },
): Promise<MatchListView> {
  const { tz, today, gameId, signedIn } = input;
  const date = input.date ?? today;
  // "Live" is now: on another day the list is that day's own (finished before today, not started after).
  const tab = tabOnDay(input.tab, date, today);
  const needsSignIn = tab === 'favourites' && !signedIn;
  const [counts, result] = await Promise.all([
    source.seriesCount({ gameId, date, tz }),
    needsSignIn
      ? Promise.resolve(null)
      : source.pcMatches({ gameId, date, tz, tab, page: 1, size: MATCH_LIST_PAGE_SIZE }),
  ]);
  return {
    tz,
    today,
    date,
    tab,
    counts,
    groups: result ? toLeagueRows(result.groups) : [],
    page: 1,
    hasMore: result?.hasMore ?? false,
    needsSignIn,
  };
}

export function matchListRows(view: MatchListView): MatchRow[] {
  return view.groups.flatMap((g) => g.rows);
}
