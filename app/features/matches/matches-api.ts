/**
 * The browser's match calls under `/java` (docs/api/matches.md). The screens' own refreshes go
 * through the background client (no loading bar, no toast): a failed snapshot keeps what the page
 * shows and the live socket keeps pushing. What the viewer asks for goes through the usual client.
 */
import type {
  MatchDataTab,
  MatchDetail,
  MatchItem,
  MatchPage,
  MatchTabData,
  PcMatches,
  SeriesCount,
} from '../../../shared/matches/model.ts';
import { api, backgroundApi } from '../../lib/api.ts';
import { shareInFlight } from '../../lib/in-flight.ts';
import type { MatchSource } from './views.ts';

export const browserMatchSource: MatchSource = {
  // The live counts and the live list both refetch what is in play when the socket opens: one call.
  live: (gameId) =>
    shareInFlight(`match-live:${gameId ?? 'all'}`, () =>
      backgroundApi().get<MatchItem[]>('/v2/match/getPCLiveGameMatch', { gameId }),
    ),
  hot: (gameId, limit) => backgroundApi().get<MatchItem[]>('/match/hotMatches', { gameId, limit }),
  byCondition: (query) => backgroundApi().post<MatchPage>('/v2/match/getPCGameMatchByCondition', query),
  pcMatches: (query) => backgroundApi().post<PcMatches>('/match/pcMatches', query),
  seriesCount: (query) => backgroundApi().get<SeriesCount>('/match/getSeriesCount', query),
};

/** The next page of a match-list tab, asked for by the viewer (failures are shown). */
export function morePcMatches(query: Parameters<MatchSource['pcMatches']>[0]): Promise<PcMatches> {
  return api().post<PcMatches>('/match/pcMatches', query);
}

export function matchDetail(abbr: string, id: number): Promise<MatchDetail> {
  return backgroundApi().get<MatchDetail>(`/${encodeURIComponent(abbr)}/${id}`);
}

/** The whole match log, asked for by the viewer ("show all"): a failure is shown. */
export function wholeLog(abbr: string, id: number): Promise<MatchTabData> {
  return api().get<MatchTabData>(`/${encodeURIComponent(abbr)}/${id}/log`);
}

/** One tab of the match page (`GET /java/{game}/{id}/{tab}`): only that tab's data. */
export function matchTab(abbr: string, id: number, tab: MatchDataTab): Promise<MatchTabData> {
  return backgroundApi().get<MatchTabData>(`/${encodeURIComponent(abbr)}/${id}/${tab}`);
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
