/**
 * What a list row needs of a match, and nothing more: loaders send hundreds of these with a page,
 * so stage, round, odds and most live detail stay on the server. The live part has the shape of
 * `MatchLiveState` so that pushed states replace it as a whole.
 */
import type { MatchItem, MatchLiveState } from '../../../shared/matches/model.ts';

export interface RowTeam {
  /** The team's library page is `/squadLibrary/{id}`. */
  id: number;
  name: string;
  shortName: string | null;
  logo: string | null;
}

/**
 * The live fields a row shows; a pushed `MatchLiveState` carries all of them. Rows from loaders
 * keep only the detail rows show (tennis points and server, cricket innings, battle-royale standings,
 * football red cards).
 */
export type RowLive = Pick<
  MatchLiveState,
  'seq' | 'status' | 'period' | 'clock' | 'score' | 'periodScores' | 'winner' | 'detail'
>;

export interface MatchRow extends RowLive {
  id: number;
  gameId: number;
  league: { id: number; name: string; logo: string | null };
  /** UTC ISO instant. */
  startTime: string;
  bestOf: number | null;
  home: RowTeam | null;
  away: RowTeam | null;
  /** Battle royale: the teams in the feed's order (standings refer to them by position). */
  participants?: RowTeam[];
  /** Signed-in viewers only. */
  favourite?: boolean;
  /** Signed-in viewers only: an active reservation. */
  reserved?: boolean;
}

const team = (t: MatchItem['home']): RowTeam | null =>
  t ? { id: t.id, name: t.name, shortName: t.shortName, logo: t.logo } : null;

/** The part of a live state's detail that rows show. */
export function rowDetail(detail: MatchLiveState['detail']): RowLive['detail'] {
  const out: RowLive['detail'] = {};
  if (detail.points) out.points = detail.points;
  if (detail.serving) out.serving = detail.serving;
  if (detail.standings) out.standings = detail.standings;
  if (detail.cricket) out.cricket = detail.cricket;
  if (detail.redCards) out.redCards = detail.redCards;
  return out;
}

export function toMatchRow(item: MatchItem): MatchRow {
  const row: MatchRow = {
    id: item.id,
    gameId: item.gameId,
    league: item.league,
    startTime: item.startTime,
    bestOf: item.bestOf,
    home: team(item.home),
    away: team(item.away),
    seq: item.seq,
    status: item.status,
    period: item.period,
    clock: item.clock,
    score: item.score,
    periodScores: item.periodScores,
    winner: item.winner,
    detail: rowDetail(item.detail),
  };
  if (item.participants) row.participants = item.participants.map((p) => team(p) as RowTeam);
  if (item.favourite !== undefined) row.favourite = item.favourite;
  if (item.reserved !== undefined) row.reserved = item.reserved;
  return row;
}
