/**
 * The row shapes every part of the matches domain reads (the list columns, the live state columns)
 * and their mapping to the contract's types.
 */
import { alias } from 'drizzle-orm/pg-core';
import type {
  MatchIncident,
  MatchLiveState,
  MatchStats,
  PlayerLine,
  TeamRef,
} from '../../../shared/matches/contract.ts';
import type { MatchStatus } from '../../../shared/matches/model.ts';
import { leagues, teams } from '../games/competitions/schema.ts';
import { type IncidentPayload, matches, type matchIncidents } from './schema.ts';

export type MatchRow = typeof matches.$inferSelect;

export const homeTeam = alias(teams, 'home_team');
export const awayTeam = alias(teams, 'away_team');

/** What a list item needs: the match's identity and live state, its league and teams. */
export const LIST_COLUMNS = {
  id: matches.id,
  gameId: matches.gameId,
  stage: matches.stage,
  round: matches.round,
  bestOf: matches.bestOf,
  startTime: matches.startTime,
  status: matches.status,
  seq: matches.seq,
  period: matches.period,
  clock: matches.clock,
  score: matches.score,
  periodScores: matches.periodScores,
  detail: matches.detail,
  winner: matches.winner,
  updatedAt: matches.updatedAt,
  league: { id: leagues.id, name: leagues.name, logo: leagues.logo, priority: leagues.priority },
  home: { id: homeTeam.id, name: homeTeam.name, shortName: homeTeam.shortName, logo: homeTeam.logo },
  away: { id: awayTeam.id, name: awayTeam.name, shortName: awayTeam.shortName, logo: awayTeam.logo },
};

/** The live fields of a match (period, clock, scores, detail, winner). */
export type LiveFields = Pick<
  MatchLiveState,
  'period' | 'clock' | 'score' | 'periodScores' | 'detail' | 'winner'
>;

export interface MatchListRow extends LiveFields {
  id: number;
  gameId: number;
  stage: string | null;
  round: string | null;
  bestOf: number | null;
  startTime: Date;
  status: MatchStatus;
  seq: number;
  updatedAt: Date;
  league: { id: number; name: string; logo: string | null; priority: number };
  home: TeamRef | null;
  away: TeamRef | null;
}

/** The live fields of a stored match, absent ones as null (or an empty list or detail). */
export function liveFields(row: LiveFields): LiveFields {
  return {
    period: row.period ?? null,
    clock: row.clock ?? null,
    score: row.score ?? null,
    periodScores: row.periodScores ?? [],
    detail: row.detail ?? {},
    winner: row.winner ?? null,
  };
}

export function liveStateOf(
  row: LiveFields & { id: number; seq: number; status: MatchStatus; updatedAt: Date },
): MatchLiveState {
  return {
    matchId: row.id,
    seq: row.seq,
    status: row.status,
    ...liveFields(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const STATE_COLUMNS = {
  id: matches.id,
  gameId: matches.gameId,
  seq: matches.seq,
  status: matches.status,
  period: matches.period,
  clock: matches.clock,
  score: matches.score,
  periodScores: matches.periodScores,
  detail: matches.detail,
  winner: matches.winner,
  updatedAt: matches.updatedAt,
};

/** A published change: the new state of a match and the status it had before. */
export interface StateChange {
  gameId: number;
  previousStatus: MatchStatus | null;
  state: MatchLiveState;
}

export function incidentRow(matchId: number, seq: number, i: Omit<MatchIncident, 'matchId'>) {
  const payload: IncidentPayload = {};
  if (i.player !== undefined) payload.player = i.player;
  if (i.playerOut !== undefined) payload.playerOut = i.playerOut;
  if (i.participantId !== undefined) payload.participantId = i.participantId;
  if (i.value !== undefined) payload.value = i.value;
  if (i.scoreAfter !== undefined) payload.scoreAfter = i.scoreAfter;
  return {
    matchId,
    seq,
    type: i.type,
    side: i.side,
    period: i.period,
    clockSeconds: i.clockSeconds,
    payload,
    occurredAt: new Date(i.occurredAt),
  };
}

export function incidentOf(row: typeof matchIncidents.$inferSelect): MatchIncident {
  return {
    matchId: row.matchId,
    seq: row.seq,
    type: row.type,
    side: row.side ?? null,
    period: row.period ?? null,
    clockSeconds: row.clockSeconds,
    ...row.payload,
    occurredAt: row.occurredAt.toISOString(),
  };
}

/** Players' figures as answered: without the feed's ids (ours were set when they were stored). */
export function publicPlayers(players: MatchStats['players']): NonNullable<MatchStats['players']> | null {
  if (!players) return null;
  const strip = (lines: readonly PlayerLine[]) => lines.map(({ playerExternalId: _feedId, ...line }) => line);
  const { maps } = players;
  return {
    home: strip(players.home),
    away: strip(players.away),
    ...(maps && { maps: maps.map((m) => ({ index: m.index, home: strip(m.home), away: strip(m.away) })) }),
  };
}
