/**
 * What the match page's live header needs of `GET /java/{game}/{id}`: identity, league, teams and
 * the whole live state. Odds, line-ups and the match log belong to the detail tabs, not here.
 */
import type { MatchDetail } from '../../../shared/matches/model.ts';
import type { RowLive } from './match-row.ts';

export interface PageTeam {
  id: number;
  name: string;
  shortName: string | null;
  logo: string | null;
  country: string | null;
}

export interface MatchPageData extends RowLive {
  id: number;
  gameId: number;
  abbr: string;
  league: {
    id: number;
    name: string;
    shortName: string | null;
    logo: string | null;
    season: string | null;
    country: string | null;
  };
  stage: string | null;
  round: string | null;
  bestOf: number | null;
  venue: string | null;
  startTime: string;
  home: PageTeam | null;
  away: PageTeam | null;
  participants?: { id: number; name: string; shortName: string | null; logo: string | null }[];
  /** Signed-in viewers only. */
  favourite?: boolean;
  /** Signed-in viewers only: the state of their reservation, or null. */
  reservation?: MatchDetail['reservation'];
}

export function toMatchPageData(detail: MatchDetail): MatchPageData {
  const team = (t: MatchDetail['home']): PageTeam | null =>
    t ? { id: t.id, name: t.name, shortName: t.shortName, logo: t.logo, country: t.country } : null;
  const data: MatchPageData = {
    id: detail.id,
    gameId: detail.gameId,
    abbr: detail.abbr,
    league: {
      id: detail.league.id,
      name: detail.league.name,
      shortName: detail.league.shortName,
      logo: detail.league.logo,
      season: detail.league.season,
      country: detail.league.country,
    },
    stage: detail.stage,
    round: detail.round,
    bestOf: detail.bestOf,
    venue: detail.venue,
    startTime: detail.startTime,
    home: team(detail.home),
    away: team(detail.away),
    seq: detail.seq,
    status: detail.status,
    period: detail.period,
    clock: detail.clock,
    score: detail.score,
    periodScores: detail.periodScores,
    winner: detail.winner,
    detail: detail.detail,
  };
  if (detail.participants) {
    data.participants = detail.participants.map((p) => ({
      id: p.id,
      name: p.name,
      shortName: p.shortName,
      logo: p.logo,
    }));
  }
  if (detail.favourite !== undefined) data.favourite = detail.favourite;
  if (detail.reservation !== undefined) data.reservation = detail.reservation;
  return data;
}

/** Statuses before the start, when a reservation can be made or cancelled. */
export function canReserve(status: RowLive['status']): boolean {
  return status === 'preview' || status === 'not_started' || status === 'postponed';
}
