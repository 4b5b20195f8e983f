/**
 * The teams and players of every simulated competition: a pure function of (seed, game), so every
 * day's schedule and every process with the same seed uses the same teams with the same ids.
 */
import type { FeedTeam, LineupPlayer } from '../../domains/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import { GAME_SETUPS, type GameSetup, gameSetup, type LeagueDefinition, type TeamStyle } from './leagues.ts';
import {
  clubName,
  esportsTeamName,
  franchiseName,
  handle,
  PLAYER_COUNTRIES,
  personName,
  shortNameOf,
} from './names.ts';

export interface SimTeam extends FeedTeam {
  /** How good the team is, 0..1; decides who tends to win. */
  strength: number;
}

export interface GameRoster {
  setup: GameSetup;
  /** Own teams of each competition that has them, by competition key. */
  byLeague: ReadonlyMap<string, readonly SimTeam[]>;
  /** What competitions without own teams draw from. */
  pool: readonly SimTeam[];
}

function teamName(style: TeamStyle, country: string, rng: Rng): string {
  switch (style) {
    case 'club':
      return clubName(country, rng);
    case 'franchise':
      return franchiseName(country, rng);
    case 'person':
      return personName(country, rng);
    case 'esports':
      return esportsTeamName(rng);
    case 'handle':
      return handle(rng);
  }
}

function shortName(style: TeamStyle, name: string): string {
  if (style === 'person') return name.split(' ').at(-1) ?? name;
  if (style === 'handle') return name;
  if (style === 'esports')
    return (name.replace(/^Team /, '').split(' ')[0] ?? name).slice(0, 5).toUpperCase();
  return shortNameOf(name);
}

function makeTeams(
  seed: number,
  setup: GameSetup,
  prefix: string,
  count: number,
  country: string | undefined,
  taken: Set<string>,
): SimTeam[] {
  const rng = createRng(deriveSeed(seed, 'teams', setup.gameId, prefix));
  const teams: SimTeam[] = [];
  for (let n = 1; n <= count; n++) {
    const from = country ?? rng.pick(PLAYER_COUNTRIES);
    let name = teamName(setup.teamStyle, from, rng);
    for (let attempt = 0; taken.has(name) && attempt < 20; attempt++)
      name = teamName(setup.teamStyle, from, rng);
    if (taken.has(name)) name = `${name} ${n}`;
    taken.add(name);
    teams.push({
      externalId: `sim-${setup.gameId}-${prefix}-${n}`,
      name,
      shortName: shortName(setup.teamStyle, name),
      country: from,
      strength: Math.min(0.9, Math.max(0.1, rng.normal(0.5, 0.14))),
    });
  }
  return teams;
}

const rosters = new Map<string, GameRoster>();

export function rosterFor(seed: number, gameId: number): GameRoster {
  const key = `${seed}:${gameId}`;
  const known = rosters.get(key);
  if (known) return known;
  const setup = gameSetup(gameId);
  const taken = new Set<string>();
  const byLeague = new Map<string, SimTeam[]>();
  for (const league of setup.leagues) {
    if (league.teams)
      byLeague.set(league.key, makeTeams(seed, setup, league.key, league.teams, league.country, taken));
  }
  const pool = setup.players
    ? makeTeams(seed, setup, 'player', setup.players, undefined, taken)
    : [...byLeague.values()].flat();
  const roster = { setup, byLeague, pool };
  rosters.set(key, roster);
  return roster;
}

export function teamsOf(roster: GameRoster, league: LeagueDefinition): readonly SimTeam[] {
  return roster.byLeague.get(league.key) ?? roster.pool;
}

/** Every game's roster (for tests and tools). */
export function allRosters(seed: number): GameRoster[] {
  return GAME_SETUPS.map((g) => rosterFor(seed, g.gameId));
}

const FOOTBALL_POSITIONS = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW'];
const FOOTBALL_BENCH = ['GK', 'DF', 'DF', 'MF', 'MF', 'FW', 'FW'];
const BASKETBALL_POSITIONS = ['G', 'G', 'F', 'F', 'C'];
const BASKETBALL_BENCH = ['G', 'G', 'F', 'F', 'F', 'C', 'C'];

/** A squad for clubs and franchises of football and basketball (the sports whose incidents name players). */
export function lineupOf(seed: number, team: SimTeam, family: 'football' | 'basketball'): LineupPlayer[] {
  const rng = createRng(deriveSeed(seed, 'lineup', team.externalId));
  const [starters, bench] =
    family === 'football' ? [FOOTBALL_POSITIONS, FOOTBALL_BENCH] : [BASKETBALL_POSITIONS, BASKETBALL_BENCH];
  const names = new Set<string>();
  const player = (position: string, starter: boolean, number: number): LineupPlayer => {
    let name = personName(team.country ?? 'GB', rng);
    for (let attempt = 0; names.has(name) && attempt < 20; attempt++)
      name = personName(team.country ?? 'GB', rng);
    names.add(name);
    return { name, number, position, starter };
  };
  return [
    ...starters.map((position, i) => player(position, true, i + 1)),
    ...bench.map((position, i) => player(position, false, starters.length + i + 1)),
  ];
}
