/**
 * Rows as the pages' hydration data carries them (issue 12: page weight). A page's loader data is
 * written into its HTML once as turbo-stream, where every field of every object costs its key
 * (`{\"_22\":28,...}`, about 12 bytes escaped); a home page's 34 rows were 20 KB of it and a match
 * list's 50 rows 40 KB. Packed, a row is a tuple (about 4 bytes a field) and its league, teams,
 * period, clock, score and period scores tuples too; only `detail` (mostly `{}`) stays an object.
 * Loaders pack, route components unpack once per loader answer (`useMemo`); nothing else sees the
 * packed form. The API (`/java`) answers stay objects.
 */
import type { PeriodScore } from '../../../shared/matches/contract.ts';
import type { MatchRow, RowTeam } from './match-row.ts';
import type { HomeSection, HomeView, LeagueRows, MatchListView } from './views.ts';

type PackedTeam = [name: string, shortName: string | null, logo: string | null, id: number];
type PackedPeriod = [type: NonNullable<MatchRow['period']>['type'], index: number, half?: 'top' | 'bottom'];
type PackedClock = [
  seconds: number,
  running: boolean,
  direction: NonNullable<MatchRow['clock']>['direction'],
  at: string,
];
type PackedPeriodScore = [
  type: PeriodScore['type'],
  index: number,
  home: number,
  away: number,
  tiebreak?: PeriodScore['tiebreak'],
];

export type PackedRow = [
  id: number,
  gameId: number,
  league: [id: number, name: string, logo: string | null],
  startTime: string,
  bestOf: number | null,
  home: PackedTeam | null,
  away: PackedTeam | null,
  seq: number,
  status: MatchRow['status'],
  period: PackedPeriod | null,
  clock: PackedClock | null,
  score: [home: number, away: number] | null,
  periodScores: PackedPeriodScore[],
  winner: MatchRow['winner'],
  detail: MatchRow['detail'],
  /** Signed-in viewers: FAVOURITE | RESERVED bits (0–3); absent for a guest. */
  flags?: number | null,
  participants?: PackedTeam[],
];

const FAVOURITE = 1;
const RESERVED = 2;

const packTeam = (t: RowTeam): PackedTeam => [t.name, t.shortName, t.logo, t.id];
const unpackTeam = (t: PackedTeam): RowTeam => ({ id: t[3], name: t[0], shortName: t[1], logo: t[2] });

/** Drops the trailing optional entries that are absent, so a tuple is as long as it needs. */
function trimmed<T extends unknown[]>(tuple: T): T {
  while (tuple.length > 0 && tuple[tuple.length - 1] === undefined) tuple.pop();
  return tuple;
}

export function packRow(row: MatchRow): PackedRow {
  const { period, clock, score } = row;
  const flags =
    row.favourite === undefined && row.reserved === undefined
      ? undefined
      : (row.favourite ? FAVOURITE : 0) | (row.reserved ? RESERVED : 0);
  return trimmed<PackedRow>([
    row.id,
    row.gameId,
    [row.league.id, row.league.name, row.league.logo],
    row.startTime,
    row.bestOf,
    row.home && packTeam(row.home),
    row.away && packTeam(row.away),
    row.seq,
    row.status,
    period && trimmed<PackedPeriod>([period.type, period.index, period.half]),
    clock && [clock.seconds, clock.running, clock.direction, clock.at],
    score && [score.home, score.away],
    row.periodScores.map((p) => trimmed<PackedPeriodScore>([p.type, p.index, p.home, p.away, p.tiebreak])),
    row.winner,
    row.detail,
    row.participants ? (flags ?? null) : flags,
    row.participants?.map(packTeam),
  ]);
}

export function unpackRow(packed: PackedRow): MatchRow {
  const [id, gameId, league, startTime, bestOf, home, away, seq, status, period, clock, score] = packed;
  const [, , , , , , , , , , , , periodScores, winner, detail, flags, participants] = packed;
  const row: MatchRow = {
    id,
    gameId,
    league: { id: league[0], name: league[1], logo: league[2] },
    startTime,
    bestOf,
    home: home && unpackTeam(home),
    away: away && unpackTeam(away),
    seq,
    status,
    period: period && {
      type: period[0],
      index: period[1],
      ...(period[2] === undefined ? {} : { half: period[2] }),
    },
    clock: clock && { seconds: clock[0], running: clock[1], direction: clock[2], at: clock[3] },
    score: score && { home: score[0], away: score[1] },
    periodScores: periodScores.map((p) => ({
      type: p[0],
      index: p[1],
      home: p[2],
      away: p[3],
      ...(p[4] === undefined ? {} : { tiebreak: p[4] }),
    })),
    winner,
    detail,
  };
  if (participants) row.participants = participants.map(unpackTeam);
  if (typeof flags === 'number') {
    row.favourite = (flags & FAVOURITE) !== 0;
    row.reserved = (flags & RESERVED) !== 0;
  }
  return row;
}

/** Packs rows; a row met twice (the same match in the hot carousel and a section) is sent once. */
function packer(): (row: MatchRow) => PackedRow {
  const seen = new Map<number, { packed: PackedRow; json: string }>();
  return (row) => {
    const packed = packRow(row);
    const json = JSON.stringify(packed);
    const known = seen.get(row.id);
    // The same state of the same match: the same tuple, which turbo-stream writes once.
    if (known?.json === json) return known.packed;
    seen.set(row.id, { packed, json });
    return packed;
  };
}

// Views -------------------------------------------------------------------------------------------

export type PackedHomeView = Omit<HomeView, 'hot' | 'sections'> & {
  hot: PackedRow[];
  sections: (Omit<HomeSection, 'rows'> & { rows: PackedRow[] })[];
};

export function packHomeView(view: HomeView): PackedHomeView {
  const pack = packer();
  // Sections first: the carousel's matches in play are mostly among them.
  const sections = view.sections.map((s) => ({ ...s, rows: s.rows.map(pack) }));
  return { ...view, hot: view.hot.map(pack), sections };
}

export function unpackHomeView(view: PackedHomeView): HomeView {
  return {
    ...view,
    hot: view.hot.map(unpackRow),
    sections: view.sections.map((s) => ({ ...s, rows: s.rows.map(unpackRow) })),
  };
}

export type PackedMatchListView = Omit<MatchListView, 'groups'> & {
  groups: (Omit<LeagueRows, 'rows'> & { rows: PackedRow[] })[];
};

export function packMatchListView(view: MatchListView): PackedMatchListView {
  const pack = packer();
  return { ...view, groups: view.groups.map((g) => ({ ...g, rows: g.rows.map(pack) })) };
}

export function unpackMatchListView(view: PackedMatchListView): MatchListView {
  return { ...view, groups: view.groups.map((g) => ({ ...g, rows: g.rows.map(unpackRow) })) };
}
