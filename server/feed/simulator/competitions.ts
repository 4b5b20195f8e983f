/**
 * Everything the simulator says about competitions beyond fixtures (shared/competitions/feed.ts),
 * for every game: team profiles with coaches, prize money, world rankings (esports) and honours;
 * players' birth dates and power ratings; transfers; every league's seasons and stages
 * (stages.ts, profiles.ts). A pure function of the seed and the UTC day: the provider sends it on
 * start and again when the day rolls (brackets of the season under way move on).
 */
import type {
  FeedCompetitions,
  FeedLeagueProfile,
  FeedTeamProfile,
  FeedTransfer,
} from '../../../shared/competitions/feed.ts';
import { GAME_SETUPS, type GameSetup } from './leagues.ts';
import { type SeasonRecord, teamProfilesFor, transfersFor } from './profiles.ts';
import { rosterFor, teamsOf } from './roster.ts';
import { prizesOf, seasonsOf, simulateSeason } from './stages.ts';

/** One game's competitions data at `nowMs`. */
export function gameCompetitions(
  seed: number,
  setup: GameSetup,
  nowMs: number,
): { teams: FeedTeamProfile[]; transfers: FeedTransfer[]; leagues: FeedLeagueProfile[] } {
  const roster = rosterFor(seed, setup.gameId);
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const year = new Date(nowMs).getUTCFullYear();
  const records: SeasonRecord[] = [];
  const leagues: FeedLeagueProfile[] = [];
  const older = [];
  for (const league of setup.leagues) {
    const externalId = `sim-${setup.gameId}-${league.key}`;
    const plans = seasonsOf(league, nowMs);
    const outcomes = plans.map((plan) => simulateSeason(seed, setup, roster, league, plan, today));
    for (const outcome of outcomes) {
      if (outcome.current || !outcome.placements) continue;
      records.push({
        leagueExternalId: externalId,
        leagueName: league.name,
        season: outcome.season.season,
        placements: outcome.placements,
        prizes: prizesOf(outcome.season.prizePool, outcome.placements),
        currency: outcome.currency,
      });
    }
    older.push({
      key: league.key,
      name: league.name,
      externalId,
      kind: league.season,
      oldest: plans.at(-1)?.season ?? plans[0]?.season ?? String(year),
      teams: teamsOf(roster, league),
    });
    leagues.push({
      gameId: setup.gameId,
      externalId,
      name: league.name,
      seasons: outcomes.map((o) => o.season),
    });
  }
  const teams = teamProfilesFor(seed, setup, roster, records, older, year, today);
  const ratings = new Map<string, number>();
  for (const team of teams)
    for (const p of team.players ?? [])
      if (p.powerRating !== undefined) ratings.set(`${team.externalId}\u0000${p.externalId}`, p.powerRating);
  return { teams, transfers: transfersFor(seed, setup, roster, year, ratings), leagues };
}

/**
 * Every game's competitions data at `nowMs`, under `source`. `pause` is awaited between games (the
 * provider's yielder: a process serving pages gives them turns while this is worked out).
 */
export async function simulatedCompetitions(
  options: { seed: number; source: string },
  nowMs: number,
  pause: () => Promise<void> | undefined = () => undefined,
): Promise<FeedCompetitions> {
  const data: Required<FeedCompetitions> = { source: options.source, teams: [], transfers: [], leagues: [] };
  for (const setup of GAME_SETUPS) {
    const game = gameCompetitions(options.seed, setup, nowMs);
    data.teams.push(...game.teams);
    data.transfers.push(...game.transfers);
    data.leagues.push(...game.leagues);
    await pause();
  }
  return data;
}
