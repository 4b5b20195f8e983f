/**
 * The library pages' profile data (issue 14), loaded after the page's subject was found
 * (library.server.ts): a team's profile (coaches, prize money, ranking, honours, transfers), a
 * player's profile (birth date, power rating, service record) and statistics over every stored game
 * (the matches domain's figures, decision 019), a league's seasons and the chosen season's stages
 * (`?season=`, default the season under way; an unknown season shows the default).
 */
import type { RouterContextProvider } from 'react-router';
import type {
  PlayerProfile,
  PlayerStats,
  SeasonInfo,
  StageInfo,
  TeamProfile,
} from '../../../shared/competitions/contract.ts';
import { appContext } from '../../context.ts';

export function loadTeamProfile(
  context: Readonly<RouterContextProvider>,
  teamId: number,
): Promise<TeamProfile> {
  return context.get(appContext).services.profiles.teamProfile(teamId);
}

export interface PlayerProfileData {
  profile: PlayerProfile;
  stats: PlayerStats;
}

export async function loadPlayerProfile(
  context: Readonly<RouterContextProvider>,
  playerId: number,
): Promise<PlayerProfileData> {
  const { services } = context.get(appContext);
  const [profile, stats] = await Promise.all([
    services.profiles.playerProfile(playerId),
    services.matches.playerStats({ playerId }),
  ]);
  return { profile, stats };
}

export interface LeagueStagesData {
  seasons: SeasonInfo[];
  /** The season shown (null: the league has none stored). */
  season: string | null;
  stages: StageInfo[];
}

/** The season a page asks for (`?season=`), when it is one of the league's. */
export function seasonParam(url: string): string | null {
  return new URL(url).searchParams.get('season');
}

export async function loadLeagueStages(
  context: Readonly<RouterContextProvider>,
  leagueId: number,
  wanted: string | null,
): Promise<LeagueStagesData> {
  const { profiles } = context.get(appContext).services;
  const seasons = await profiles.leagueSeasons(leagueId);
  const chosen =
    seasons.find((s) => s.season === wanted) ?? seasons.find((s) => s.current) ?? seasons[0] ?? null;
  if (!chosen) return { seasons, season: null, stages: [] };
  const stages = await profiles.leagueStages({ id: leagueId, season: chosen.season });
  return { seasons, season: chosen.season, stages };
}
