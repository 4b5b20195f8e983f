/**
 * The browser's match calls under `/java` (docs/api/matches.md). Background refreshes are silent:
 * a failed snapshot keeps what the page shows and the live socket keeps pushing.
 */
import type { MatchDetail, MatchItem, MatchPage } from '../../../server/domains/matches/service.ts';
import { api } from '../../lib/api.ts';
import type { MatchSource, PcMatches, SeriesCount } from './views.ts';

const quiet = { silent: true } as const;

export const browserMatchSource: MatchSource = {
  live: (gameId) => api().get<MatchItem[]>('/v2/match/getPCLiveGameMatch', { gameId }, quiet),
  hot: (gameId, limit) => api().get<MatchItem[]>('/match/hotMatches', { gameId, limit }, quiet),
  byCondition: (query) => api().post<MatchPage>('/v2/match/getPCGameMatchByCondition', query, {}, quiet),
  pcMatches: (query) => api().post<PcMatches>('/match/pcMatches', query, {}, quiet),
  seriesCount: (query) => api().get<SeriesCount>('/match/getSeriesCount', query, quiet),
};

/** The next page of a match-list tab, asked for by the viewer (failures are shown). */
export function morePcMatches(query: Parameters<MatchSource['pcMatches']>[0]): Promise<PcMatches> {
  return api().post<PcMatches>('/match/pcMatches', query);
}

export function matchDetail(abbr: string, id: number): Promise<MatchDetail> {
  return api().get<MatchDetail>(`/${encodeURIComponent(abbr)}/${id}`, {}, quiet);
}

/** Adds (`true`) or removes (`false`) a favourite; signed-in users only. */
export function setAttention(matchId: number, attention: boolean) {
  return api().post<{ matchId: number; favourite: boolean }>('/match/attention', { matchId, attention });
}

export interface ReservationResult {
  matchId: number;
  state: 'not_started' | 'in_progress' | 'ended' | 'cancelled';
}

export function reserveMatch(matchId: number): Promise<ReservationResult> {
  return api().post<ReservationResult>('/match/reserve', { matchId });
}

export function cancelReservation(matchId: number): Promise<ReservationResult> {
  return api().post<ReservationResult>('/match/cancelReservation', { matchId });
}
