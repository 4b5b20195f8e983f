/**
 * The teams and players of every simulated competition: a pure function of (seed, game), so every
 * day's schedule and every process with the same seed uses the same teams with the same ids.
 *
 * Every team has a squad (`players`), drawn from its own seed (`deriveSeed(seed, 'roster', team)`,
 * never from the schedule's streams, so adding or changing squads moves no match): football 18–23
 * (GK/DF/MF/FW), basketball 12–15 (PG/SG/SF/PF/C), American football 46–53, baseball 24–26,
 * cricket 15–18, volleyball 12–14, each with its positions and shirt numbers; esports five (MOBA and
 * shooter roles) or four (battle royale) with handles. In one-versus-one games (tennis, snooker,
 * badminton, table tennis, duels) the team is a person: one player with its name and country.
 * Players are mostly of the team's country, with some foreigners. Line-ups pick from the squad.
 */
import type { FeedPlayer, FeedTeam } from '../../../shared/matches/feed.ts';
import type { LineupPlayer, SportFamily } from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import { GAME_SETUPS, type GameSetup, gameSetup, type LeagueDefinition, type TeamStyle } from './leagues.ts';
import { personLocalNames, teamLocalNames } from './local-names.ts';
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
  /** The squad (one-versus-one games: the person the team is). */
  players: FeedPlayer[];
  /** The head coach of a club of a team sport (esports and one-versus-one games: none). */
  coach?: string;
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

/** Words of an esports team's name around its own word ("Team Paragon", "Paragon Esports"). */
const ESPORTS_EXTRA = /^(Team|Esports|Gaming|Club|Academy|Five)$/;

/**
 * The short names a team may take, best first. Esports teams get a tag as the scene writes them
 * ("PAR" for Paragon, "TPAR" for Team Paragon, "PARG" for Paragon Gaming): never a cut word such as
 * "PARAG", which "Paragon" and "Team Paragon" would share in one lobby. People go by their surname,
 * then initial and surname; clubs and franchises by their initials.
 */
function shortNameCandidates(style: TeamStyle, name: string): string[] {
  if (style === 'handle') return [name];
  if (style === 'person') {
    const words = name.split(' ');
    const last = words.at(-1) ?? name;
    return [last, `${words[0]?.[0] ?? ''}. ${last}`, name];
  }
  if (style === 'esports') {
    const words = name.split(' ');
    const own = words.find((w) => !ESPORTS_EXTRA.test(w)) ?? words[0] ?? name;
    const base = own.slice(0, 3).toUpperCase();
    const extra = words.find((w) => w !== own && ESPORTS_EXTRA.test(w));
    if (!extra) return [base];
    const initial = extra[0]?.toUpperCase() ?? '';
    return words[0] === extra ? [`${initial}${base}`] : [`${base}${initial}`];
  }
  const initials = shortNameOf(name);
  const first = name.replace(/[^\p{L}\d ]/gu, '').split(' ')[0] ?? name;
  return [
    initials,
    first.slice(0, 3).toUpperCase(),
    `${initials.slice(0, 2)}${first.slice(-1).toUpperCase()}`,
  ];
}

/** The first free short name of `name` in its game (a lobby draws from one game's teams). */
export function distinctShortName(style: TeamStyle, name: string, taken: Set<string>): string {
  const candidates = shortNameCandidates(style, name);
  let pick = candidates.find((c) => !taken.has(c));
  for (let n = 2; !pick; n++) if (!taken.has(`${candidates[0]}${n}`)) pick = `${candidates[0]}${n}`;
  taken.add(pick);
  return pick;
}

function makeTeams(
  seed: number,
  setup: GameSetup,
  prefix: string,
  count: number,
  country: string | undefined,
  taken: Set<string>,
  takenShort: Set<string>,
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
    const team: SimTeam = {
      externalId: `sim-${setup.gameId}-${prefix}-${n}`,
      name,
      shortName: distinctShortName(setup.teamStyle, name, takenShort),
      country: from,
      strength: Math.min(0.9, Math.max(0.1, rng.normal(0.5, 0.14))),
      players: [],
    };
    // Names in other scripts follow from the Latin name: no draw.
    const names = teamLocalNames(setup.teamStyle, name, from);
    if (names) team.names = names;
    // Its own stream: the teams' generator above draws exactly what it drew before squads existed.
    team.players = squadOf(seed, setup, team);
    const coach = coachOf(seed, setup, team);
    if (coach) team.coach = coach;
    teams.push(team);
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
  const takenShort = new Set<string>();
  const byLeague = new Map<string, SimTeam[]>();
  for (const league of setup.leagues) {
    if (league.teams)
      byLeague.set(
        league.key,
        makeTeams(seed, setup, league.key, league.teams, league.country, taken, takenShort),
      );
  }
  const pool = setup.players
    ? makeTeams(seed, setup, 'player', setup.players, undefined, taken, takenShort)
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

// Squads -----------------------------------------------------------------------------------------

/** A position of a squad: how many players (at least, at most) and their usual shirt numbers. */
interface SquadSlot {
  position: string;
  min: number;
  max: number;
  /** Shirt numbers in order of preference (the regulars wear the first ones); else `numbers`. */
  preferred?: readonly number[];
  /** Ranges the other numbers are drawn from (default: the squad's). */
  ranges?: ReadonlyArray<readonly [number, number]>;
}

interface SquadPlan {
  slots: readonly SquadSlot[];
  /** The squad's size is drawn in [min, max] (within what the slots allow). */
  size: readonly [number, number];
  /** Shirt numbers, when the game has them. */
  numbers?: readonly [number, number];
  /** Share of players from another country than the team's. */
  foreign: number;
}

const slot = (position: string, min: number, max = min, extra: Partial<SquadSlot> = {}): SquadSlot => ({
  position,
  min,
  max,
  ...extra,
});

const SQUADS: Readonly<Partial<Record<SportFamily, SquadPlan>>> = {
  football: {
    slots: [
      slot('GK', 2, 3, { preferred: [1, 13, 25] }),
      slot('DF', 6, 8, { preferred: [2, 3, 4, 5, 15, 22, 24, 26] }),
      slot('MF', 6, 8, { preferred: [6, 8, 10, 7, 14, 16, 18, 20] }),
      slot('FW', 4, 5, { preferred: [9, 11, 19, 17, 29] }),
    ],
    size: [18, 23],
    numbers: [12, 40],
    foreign: 0.25,
  },
  basketball: {
    slots: ['PG', 'SG', 'SF', 'PF', 'C'].map((p) => slot(p, 2, 3)),
    size: [12, 15],
    numbers: [0, 55],
    foreign: 0.2,
  },
  american_football: {
    slots: [
      slot('QB', 2, 3, { ranges: [[1, 19]] }),
      slot('RB', 3, 4, { ranges: [[20, 49]] }),
      slot('WR', 5, 7, {
        ranges: [
          [10, 19],
          [80, 89],
        ],
      }),
      slot('TE', 2, 4, { ranges: [[80, 89]] }),
      slot('OL', 8, 10, { ranges: [[50, 79]] }),
      slot('DL', 7, 9, {
        ranges: [
          [90, 99],
          [50, 79],
        ],
      }),
      slot('LB', 6, 8, {
        ranges: [
          [40, 59],
          [90, 99],
        ],
      }),
      slot('CB', 5, 7, { ranges: [[20, 39]] }),
      slot('S', 4, 5, { ranges: [[20, 49]] }),
      slot('K', 1, 1, { ranges: [[1, 19]] }),
      slot('P', 1, 1, { ranges: [[1, 19]] }),
      slot('LS', 1, 1, { ranges: [[40, 59]] }),
    ],
    size: [46, 53],
    numbers: [1, 99],
    foreign: 0.05,
  },
  baseball: {
    slots: [
      slot('SP', 5),
      slot('RP', 7, 9),
      slot('C', 2, 3),
      ...['1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'].map((p) => slot(p, 1)),
      slot('DH', 0, 1),
      slot('UT', 1, 3),
    ],
    size: [24, 26],
    numbers: [1, 99],
    foreign: 0.1,
  },
  cricket: {
    slots: [slot('BAT', 5, 6), slot('WK', 1, 2), slot('AR', 3, 4), slot('BOWL', 5, 6)],
    size: [15, 18],
    numbers: [1, 99],
    foreign: 0.15,
  },
  sets: {
    // Volleyball (the only "sets" game played by clubs): setters, outside hitters, middle blockers,
    // opposites, liberos.
    slots: [slot('S', 2), slot('OH', 4, 5), slot('MB', 3, 4), slot('OPP', 2), slot('L', 1, 2)],
    size: [12, 14],
    numbers: [1, 25],
    foreign: 0.2,
  },
  battle_royale: {
    slots: ['IGL', 'fragger', 'support', 'scout'].map((p) => slot(p, 1)),
    size: [4, 4],
    foreign: 0.15,
  },
};

const MOBA_ROLES = ['top', 'jungle', 'mid', 'bot', 'support'];
/** Shooter roles by game: Valorant's agents' classes, Overwatch's 5v5, Rainbow Six, COD; CS-like else. */
const SHOOTER_ROLES: Readonly<Record<number, readonly string[]>> = {
  8: ['AR', 'SMG', 'SMG', 'flex', 'AR'],
  14: ['duelist', 'initiator', 'controller', 'sentinel', 'flex'],
  17: ['tank', 'DPS', 'DPS', 'support', 'support'],
  20: ['IGL', 'entry', 'support', 'flex', 'anchor'],
};
const CS_ROLES = ['IGL', 'AWPer', 'entry', 'rifler', 'lurker'];

/** The plan of a team's squad: by family, esports roles by game. */
function squadPlan(setup: GameSetup): SquadPlan | null {
  if (setup.family === 'moba')
    return { slots: MOBA_ROLES.map((p) => slot(p, 1)), size: [5, 5], foreign: 0.15 };
  if (setup.family === 'shooter') {
    const roles = SHOOTER_ROLES[setup.gameId] ?? CS_ROLES;
    return { slots: roles.map((p) => slot(p, 1)), size: [5, 5], foreign: 0.15 };
  }
  return SQUADS[setup.family] ?? null;
}

/** How many players of each slot: every slot's minimum, then one more at a time up to the size drawn. */
function slotCounts(plan: SquadPlan, rng: Rng): number[] {
  const counts = plan.slots.map((s) => s.min);
  const most = plan.slots.reduce((sum, s) => sum + s.max, 0);
  const size = Math.min(most, rng.int(plan.size[0], plan.size[1]));
  let total = counts.reduce((sum, n) => sum + n, 0);
  while (total < size) {
    const open = plan.slots.flatMap((s, i) => ((counts[i] ?? 0) < s.max ? [i] : []));
    const i = rng.pick(open);
    counts[i] = (counts[i] ?? 0) + 1;
    total += 1;
  }
  return counts;
}

/** A country other than `home` for the squad's foreigners. */
function foreignCountry(home: string, rng: Rng): string {
  return rng.pick(PLAYER_COUNTRIES.filter((c) => c !== home));
}

/** A free shirt number: the slot's next preferred one, else one of its ranges, else the squad's. */
function shirtNumber(s: SquadSlot, plan: SquadPlan, taken: Set<number>, rng: Rng): number | undefined {
  if (!plan.numbers) return undefined;
  const preferred = s.preferred?.find((n) => !taken.has(n));
  if (preferred !== undefined) return preferred;
  for (const ranges of [s.ranges ?? [], [plan.numbers]]) {
    const free = ranges.flatMap(([lo, hi]) =>
      Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((n) => !taken.has(n)),
    );
    if (free.length > 0) return rng.pick(free);
  }
  return undefined;
}

/**
 * A team's squad, a pure function of (seed, team): players `p1`, `p2`... (unique within the team),
 * listed by position with the regulars first. One-versus-one games: the person the team is.
 */
export function squadOf(seed: number, setup: GameSetup, team: FeedTeam): FeedPlayer[] {
  const country = team.country ?? 'GB';
  if (setup.teamStyle === 'person' || setup.teamStyle === 'handle') {
    const names = team.names ?? personLocalNames(team.name, country);
    return [{ externalId: 'p1', name: team.name, nationality: country, ...(names ? { names } : {}) }];
  }
  const plan = squadPlan(setup);
  if (!plan) return [];
  const rng = createRng(deriveSeed(seed, 'roster', team.externalId));
  const esports = setup.family === 'moba' || setup.family === 'shooter' || setup.family === 'battle_royale';
  const names = new Set<string>();
  const numbers = new Set<number>();
  const squad: FeedPlayer[] = [];
  const counts = slotCounts(plan, rng);
  plan.slots.forEach((s, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const nationality = rng.chance(plan.foreign) ? foreignCountry(country, rng) : country;
      const draw = () => (esports ? handle(rng) : personName(nationality, rng));
      let name = draw();
      for (let attempt = 0; names.has(name) && attempt < 20; attempt++) name = draw();
      if (names.has(name)) name = `${name} ${squad.length + 1}`;
      names.add(name);
      const number = shirtNumber(s, plan, numbers, rng);
      const player: FeedPlayer = {
        externalId: `p${squad.length + 1}`,
        name,
        position: s.position,
        nationality,
      };
      const local = esports ? undefined : personLocalNames(name, nationality);
      if (local) player.names = local;
      if (number !== undefined) {
        numbers.add(number);
        player.number = number;
      }
      squad.push(player);
    }
  });
  return squad;
}

/** A club's head coach, from its own stream: a person of the team's country (team sports only). */
export function coachOf(seed: number, setup: GameSetup, team: FeedTeam): string | undefined {
  if (setup.teamStyle === 'person' || setup.teamStyle === 'handle') return undefined;
  if (['moba', 'shooter', 'battle_royale', 'duel'].includes(setup.family)) return undefined;
  return personName(team.country ?? 'GB', createRng(deriveSeed(seed, 'coach', team.externalId)));
}

// Line-ups -----------------------------------------------------------------------------------------

/** Football 4-4-2 and its bench; basketball's starting five (its bench: the next seven of the squad). */
const FOOTBALL_STARTERS = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW'];
const FOOTBALL_BENCH = ['GK', 'DF', 'DF', 'MF', 'MF', 'FW', 'FW'];
const BASKETBALL_STARTERS = ['PG', 'SG', 'SF', 'PF', 'C'];
const BASKETBALL_BENCH = 7;

/**
 * The other team sports' starters by position (their bench: the rest of the squad, up to
 * `OTHER_BENCH`): baseball's nine with the starting pitcher, cricket's eleven, volleyball's six and
 * the libero, American football's offence and defence with the kicker and punter.
 */
const STARTERS: Readonly<Record<'baseball' | 'cricket' | 'sets' | 'american_football', readonly string[]>> = {
  baseball: ['SP', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'],
  cricket: ['BAT', 'BAT', 'BAT', 'BAT', 'WK', 'AR', 'AR', 'BOWL', 'BOWL', 'BOWL', 'BOWL'],
  sets: ['S', 'OH', 'OH', 'MB', 'MB', 'OPP', 'L'],
  american_football: [
    ...['QB', 'RB', 'WR', 'WR', 'WR', 'TE', 'OL', 'OL', 'OL', 'OL', 'OL'],
    ...['DL', 'DL', 'DL', 'DL', 'LB', 'LB', 'LB', 'CB', 'CB', 'S', 'S', 'K', 'P'],
  ],
};
const OTHER_BENCH = 12;

export type LineupFamily =
  | 'football'
  | 'basketball'
  | 'moba'
  | 'shooter'
  | 'baseball'
  | 'cricket'
  | 'sets'
  | 'american_football';

function entry(p: FeedPlayer, starter: boolean): LineupPlayer {
  const e: LineupPlayer = { name: p.name, starter, playerExternalId: p.externalId };
  if (p.number !== undefined) e.number = p.number;
  if (p.position !== undefined) e.position = p.position;
  return e;
}

const lineups = new WeakMap<SimTeam, LineupPlayer[]>();

/**
 * A team's line-up for its matches, from its squad (the regulars start): football 11 + 7 on the
 * bench, basketball 5 + 7, esports the five, the other team sports by `STARTERS` and a bench. Each entry names its player (`playerExternalId`).
 */
export function lineupOf(team: SimTeam, family: LineupFamily): LineupPlayer[] {
  const known = lineups.get(team);
  if (known) return known;
  const left = [...team.players];
  const take = (position?: string): FeedPlayer | undefined => {
    const i = position === undefined ? 0 : left.findIndex((p) => p.position === position);
    return i < 0 ? undefined : left.splice(i, 1)[0];
  };
  const picked = (positions: readonly (string | undefined)[], starter: boolean) =>
    positions.flatMap((position) => {
      const p = take(position);
      return p ? [entry(p, starter)] : [];
    });
  let lineup: LineupPlayer[];
  if (family === 'football') lineup = [...picked(FOOTBALL_STARTERS, true), ...picked(FOOTBALL_BENCH, false)];
  else if (family === 'basketball')
    lineup = [
      ...picked(BASKETBALL_STARTERS, true),
      ...picked(Array<undefined>(BASKETBALL_BENCH).fill(undefined), false),
    ];
  else if (family === 'moba' || family === 'shooter') lineup = team.players.map((p) => entry(p, true));
  else {
    const starters = picked(STARTERS[family], true);
    lineup = [...starters, ...picked(Array<undefined>(OTHER_BENCH).fill(undefined), false)];
  }
  lineups.set(team, lineup);
  return lineup;
}
