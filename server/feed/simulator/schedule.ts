/**
 * The simulated schedule: which matches are played on a UTC day, a pure function of (seed, day).
 *
 * Every game has a steady rhythm of start slots, laid on one grid that runs across day boundaries
 * (slot k starts at phase + k × interval, plus a little jitter). The interval is the game's
 * typical match length divided by the number of its matches that should be in play at once (its
 * share of `liveTarget`, by popularity), so at any instant about that many are live. A day's
 * fixtures are the slots that start on it, each drawn from its own derived seed: a day never
 * changes when the window rolls, and any process with the same seed sees the same matches.
 *
 * No team (or player) is ever in two matches at once. A day's matches are drawn in start order and
 * each is played to its end with its engine as it is drawn (a pure function of its seed), so the
 * day knows exactly when each of its teams is free again; a slot takes only free teams (another of
 * the game's competitions when its own has too few; none at all when no competition has enough).
 * Across midnight, where one day cannot know the other's draws, the teams are split in two halves
 * per day boundary: a match that runs past midnight takes teams of the evening half and must end
 * within `NIGHT_MS` of it, and the next day's matches starting within `NIGHT_MS` take teams of the
 * morning half only. So every day still depends on (seed, day) alone.
 */
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import type { FeedFixture, FeedTeam } from '../../../shared/matches/feed.ts';
import {
  gameFormat,
  type Lineups,
  type MatchStatus,
  type SportFamily,
} from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import type { MatchContext } from '../sports/engine.ts';
import { ENGINES } from '../sports/engines.ts';
import { GAME_SETUPS, type GameSetup, type LeagueDefinition } from './leagues.ts';
import { leagueLocalNames } from './local-names.ts';
import { type GameRoster, type LineupFamily, lineupOf, rosterFor, type SimTeam, teamsOf } from './roster.ts';
import { venueOf } from './venues.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** A match announced early reads "preview" until this long before its start. */
export const PREVIEW_UNTIL_MS = 2 * DAY_MS;
/**
 * At most one match of a game starts every half hour: games of very short matches (a Street
 * Fighter best-of-3 lasts a quarter of an hour) have fewer in play rather than a hundred a day.
 */
const MIN_INTERVAL_MINUTES = 30;
/** Home sides of team sports win a little more often. */
const HOME_ADVANTAGE = 0.04;
/** A match may run this long past midnight; the next day's matches starting in it use the other half of the teams. */
export const NIGHT_MS = 6 * 60 * MINUTE_MS;
/** Teams of a battle-royale lobby. */
export const LOBBY_SIZE = 16;

export interface ScheduleOptions {
  seed: number;
  source: string;
  /** About how many matches are in play at any instant, all games together. */
  liveTarget: number;
  /** Simulated seconds per real second (default 1): how long a match takes on the clock. */
  speed?: number;
}

/** A fixture of the simulator and what it needs to play it. */
export interface ScheduledMatch {
  externalId: string;
  gameId: number;
  family: SportFamily;
  startMs: number;
  /** Postponed and cancelled matches are never played. */
  fate: 'play' | 'postponed' | 'cancelled';
  /** Announced with its format not final: "preview" until two days before the start. */
  preview: boolean;
  fixture: Omit<FeedFixture, 'status'>;
  ctx: MatchContext;
  /** Seed of the match's engine. */
  seed: number;
  /** When a played match ends (it was played through with its engine); its start for the others. */
  endMs: number;
}

export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** "20260314" for a day number. */
export function dayStamp(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The bestOf a game usually plays, to estimate its typical match length. */
function typicalBestOf(setup: GameSetup): number {
  switch (setup.family) {
    case 'tennis':
    case 'moba':
    case 'shooter':
    case 'duel':
      return 3;
    case 'snooker':
      return 9;
    case 'sets':
      return setup.gameId === 207 ? 3 : 5;
    case 'battle_royale':
      return 4;
    default:
      return 1;
  }
}

/** Start interval of a game's slots in minutes, and where its grid starts. */
function rhythm(
  options: ScheduleOptions,
  setup: GameSetup,
): { intervalMinutes: number; phaseMinutes: number } {
  const totalWeight = GAME_SETUPS.reduce((sum, g) => sum + g.weight, 0);
  const liveShare = (options.liveTarget * setup.weight) / totalWeight;
  const minutes = ENGINES[setup.family].format({
    gameId: setup.gameId,
    bestOf: typicalBestOf(setup),
    knockout: false,
    homeEdge: 0.5,
  }).typicalMinutes;
  const intervalMinutes = Math.max(MIN_INTERVAL_MINUTES, minutes / Math.max(0.05, liveShare));
  const phaseMinutes = (deriveSeed(options.seed, 'phase', setup.gameId) / 2 ** 32) * intervalMinutes;
  return { intervalMinutes, phaseMinutes };
}

export function seasonOf(date: Date, kind: 'split' | 'year'): string {
  const year = date.getUTCFullYear();
  if (kind === 'year') return String(year);
  const start = date.getUTCMonth() >= 7 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Knockout rounds by weekday: early rounds at the start of the week, the final on Sunday. */
export const KNOCKOUT_ROUNDS = [
  'Final',
  'Round of 32',
  'Round of 32',
  'Round of 16',
  'Quarter-final',
  'Quarter-final',
  'Semi-final',
];
export const PLAYOFF_ROUNDS = [
  'Grand final',
  'Upper bracket round 1',
  'Upper bracket round 1',
  'Upper bracket semi-final',
  'Lower bracket round 1',
  'Upper bracket final',
  'Lower bracket final',
];

interface Format {
  stage: string;
  round: string;
  bestOf?: number;
}

/** Stage, round and best-of of one match of `league` on `date`. */
function formatOf(setup: GameSetup, league: LeagueDefinition, date: Date, rng: Rng): Format {
  const weekday = date.getUTCDay();
  const knockoutRound = KNOCKOUT_ROUNDS[weekday] ?? 'Round of 32';
  const lateRound = knockoutRound === 'Semi-final' || knockoutRound === 'Final';
  const seasonDays = Math.floor(date.getTime() / DAY_MS);
  const teams = league.teams ?? 16;
  const roundNumber = (Math.floor(seasonDays / 3.5) % ((teams - 1) * 2)) + 1;
  switch (setup.family) {
    case 'tennis':
      return { stage: 'Main draw', round: knockoutRound, bestOf: 3 };
    case 'snooker': {
      const frames: Record<string, number> = {
        'Round of 32': 7,
        'Round of 16': 9,
        'Quarter-final': 9,
        'Semi-final': 11,
      };
      return { stage: 'Main draw', round: knockoutRound, bestOf: frames[knockoutRound] ?? 19 };
    }
    case 'sets':
      if (setup.gameId === 206) return { stage: 'Regular season', round: `Round ${roundNumber}`, bestOf: 5 };
      if (setup.gameId === 207) return { stage: 'Main draw', round: knockoutRound, bestOf: 3 };
      return { stage: 'Main draw', round: knockoutRound, bestOf: knockoutRound === 'Final' ? 7 : 5 };
    case 'moba':
    case 'shooter':
      if (league.playoffs)
        return { stage: 'Playoffs', round: PLAYOFF_ROUNDS[weekday] ?? 'Playoffs', bestOf: 5 };
      return {
        stage: 'Group stage',
        round: `Week ${Math.floor(roundNumber / 2) + 1}`,
        bestOf: rng.chance(0.35) ? 1 : 3,
      };
    case 'battle_royale':
      return league.playoffs
        ? { stage: 'Finals', round: `Day ${weekday === 0 ? 7 : weekday}`, bestOf: 6 }
        : { stage: 'League stage', round: `Week ${Math.floor(roundNumber / 2) + 1}`, bestOf: 4 };
    case 'duel': {
      // FIFA plays one match of two halves (no series); MMA bouts are 3 rounds, 5 for the late
      // rounds' title fights; the others a best-of-3 (best-of-5 late) of games.
      const stage = league.playoffs ? 'Playoffs' : 'Main event';
      if (gameFormat(setup.gameId).series === null) return { stage, round: knockoutRound };
      return { stage, round: knockoutRound, bestOf: lateRound ? 5 : 3 };
    }
    default:
      if (league.kind === 'cup') return { stage: 'Knockout stage', round: knockoutRound };
      return { stage: 'Regular season', round: `Round ${roundNumber}` };
  }
}

/** The chance the home side wins an even contest, from the two strengths. */
function homeEdge(home: SimTeam, away: SimTeam, family: SportFamily): number {
  const teamSport = ['football', 'basketball', 'american_football', 'baseball', 'cricket', 'sets'].includes(
    family,
  );
  const edge = 0.5 + (home.strength - away.strength) * 0.6 + (teamSport ? HOME_ADVANTAGE : 0);
  return Math.min(0.8, Math.max(0.2, edge));
}

function feedTeam(team: SimTeam): FeedTeam {
  return {
    externalId: team.externalId,
    name: team.name,
    ...(team.names ? { names: team.names } : {}),
    shortName: team.shortName,
    country: team.country,
    players: team.players,
  };
}

/** The families whose fixtures carry line-ups (football's incidents name their players): team sports. */
export const LINEUP_FAMILIES: ReadonlySet<string> = new Set<LineupFamily>([
  'football',
  'basketball',
  'moba',
  'shooter',
  'baseball',
  'cricket',
  'sets',
  'american_football',
]);

function lineupFamily(setup: GameSetup): LineupFamily | null {
  if (setup.teamStyle === 'person' || setup.teamStyle === 'handle') return null;
  return LINEUP_FAMILIES.has(setup.family) ? (setup.family as LineupFamily) : null;
}

/** The matches whose start falls on UTC day `day` for every game. */
export function scheduleDay(options: ScheduleOptions, day: number): ScheduledMatch[] {
  const matches: ScheduledMatch[] = [];
  for (const setup of GAME_SETUPS) matches.push(...scheduleGameDay(options, setup, day));
  return matches.sort((a, b) => a.startMs - b.startMs || a.externalId.localeCompare(b.externalId));
}

/** What a day knows of its matches drawn so far: when each team is free again. */
interface Occupancy {
  freeAt: Map<string, number>;
}

/**
 * Which teams of a game belong to the morning half at the start of UTC day `day`: an exact half
 * of each competition's own teams (and of a tournament's players), drawn anew for every day.
 */
function morningHalf(seed: number, roster: GameRoster, day: number): Set<string> {
  const groups: (readonly SimTeam[])[] = [...roster.byLeague.values()];
  if (roster.setup.players || groups.length === 0) groups.push(roster.pool);
  const half = new Set<string>();
  for (const group of groups) {
    const ranked = [...group].sort(
      (a, b) =>
        deriveSeed(seed, 'half', roster.setup.gameId, day, a.externalId) -
          deriveSeed(seed, 'half', roster.setup.gameId, day, b.externalId) ||
        a.externalId.localeCompare(b.externalId),
    );
    for (const team of ranked.slice(0, Math.floor(ranked.length / 2))) half.add(team.externalId);
  }
  return half;
}

function scheduleGameDay(options: ScheduleOptions, setup: GameSetup, day: number): ScheduledMatch[] {
  const { intervalMinutes, phaseMinutes } = rhythm(options, setup);
  const dayStart = day * DAY_MS;
  const dayEnd = dayStart + DAY_MS;
  const interval = intervalMinutes * MINUTE_MS;
  const phase = phaseMinutes * MINUTE_MS;
  const roster = rosterFor(options.seed, setup.gameId);
  const morning = morningHalf(options.seed, roster, day);
  const nextMorning = morningHalf(options.seed, roster, day + 1);
  const occupancy: Occupancy = { freeAt: new Map() };
  const matches: ScheduledMatch[] = [];
  for (let k = Math.ceil((dayStart - phase) / interval); phase + k * interval < dayEnd; k++) {
    const slot = phase + k * interval;
    const rng = createRng(deriveSeed(options.seed, 'slot', setup.gameId, k));
    // Start on a five-minute mark, a little after the slot, never past the day's end.
    const jittered = slot + rng.between(0, 0.4) * interval;
    const startMs = Math.max(
      dayStart,
      Math.min(dayEnd - 5 * MINUTE_MS, Math.floor(jittered / (5 * MINUTE_MS)) * 5 * MINUTE_MS),
    );
    const n = matches.length + 1;
    const externalId = `sim-${setup.gameId}-${dayStamp(day)}-${n}`;
    const match = buildMatch(options, setup, roster, externalId, startMs, rng, {
      day,
      occupancy,
      morning,
      nextMorning,
    });
    if (!match) continue;
    matches.push(match);
    if (match.fate !== 'play') continue;
    for (const team of teamsIn(match.fixture)) occupancy.freeAt.set(team, match.endMs);
  }
  return matches;
}

/** The external ids of a fixture's teams. */
export function teamsIn(fixture: Pick<FeedFixture, 'home' | 'away' | 'participants'>): string[] {
  return [fixture.home, fixture.away, ...(fixture.participants ?? [])].flatMap((t) =>
    t ? [t.externalId] : [],
  );
}

interface DayContext {
  day: number;
  occupancy: Occupancy;
  /** Teams of the morning half of this day, and of the next (see the file's header). */
  morning: ReadonlySet<string>;
  nextMorning: ReadonlySet<string>;
}

/** Simulated milliseconds a match lasts, played through with its engine (a pure function of its seed). */
function playedMs(family: SportFamily, ctx: MatchContext, seed: number, speed: number): number {
  const engine = ENGINES[family];
  const { state } = engine.step(engine.initialState(ctx, seed), ctx, 3 * 24 * 3600);
  return Math.ceil((state.elapsed * 1000) / speed);
}

function buildMatch(
  options: ScheduleOptions,
  setup: GameSetup,
  roster: ReturnType<typeof rosterFor>,
  externalId: string,
  startMs: number,
  rng: Rng,
  dayContext: DayContext,
): ScheduledMatch | null {
  const drawn = setup.leagues[rng.weighted(setup.leagues.map((l) => l.weight))] ?? setup.leagues[0];
  if (!drawn) throw new Error(`game ${setup.gameId} has no competition`);
  const fateRoll = rng.next();
  const fate = fateRoll < 0.01 ? 'cancelled' : fateRoll < 0.03 ? 'postponed' : 'play';
  const preview = rng.chance(0.3);
  const seed = deriveSeed(options.seed, 'match', externalId);
  const speed = options.speed ?? 1;
  const { day, occupancy, morning, nextMorning } = dayContext;
  const dayStart = day * DAY_MS;
  const size = setup.family === 'battle_royale' ? LOBBY_SIZE : 2;
  // The drawn competition first, then the game's others in order.
  const leagues = [drawn, ...setup.leagues.filter((l) => l !== drawn)];
  for (const league of leagues) {
    const date = new Date(startMs);
    const format = formatOf(setup, league, date, rng);
    // A match never played (postponed, cancelled) occupies nobody.
    let free = teamsOf(roster, league).filter(
      (t) =>
        fate !== 'play' ||
        ((occupancy.freeAt.get(t.externalId) ?? 0) <= startMs &&
          (startMs >= dayStart + NIGHT_MS || morning.has(t.externalId))),
    );
    for (let attempt = 0; attempt < 2 && free.length >= size; attempt++) {
      const teams = pickDistinct(free, size, rng);
      const built = assemble(options, setup, league, format, teams, externalId, startMs, fate, preview, seed);
      if (fate !== 'play') return { ...built, endMs: startMs };
      const endMs = startMs + playedMs(setup.family, built.ctx, seed, speed);
      const nextDay = dayStart + DAY_MS;
      const pastMidnight = endMs > nextDay;
      if (!pastMidnight) return { ...built, endMs };
      const evening = teams.every((t) => !nextMorning.has(t.externalId));
      if (evening && endMs <= nextDay + NIGHT_MS) return { ...built, endMs };
      // Past midnight: only teams of the evening half may play it.
      free = free.filter((t) => !nextMorning.has(t.externalId));
    }
  }
  return null;
}

/** A competition's names in other languages, as `{ names }` to spread into the fixture's league. */
function namesOf(gameId: number, league: LeagueDefinition): { names?: Record<string, string> } {
  const game = GAME_CATALOG.find((g) => g.gameId === gameId);
  const names = game && leagueLocalNames(gameId, league.key, league.name, game.name);
  return names ? { names } : {};
}

/** The fixture and engine context of a match between `teams`. */
function assemble(
  options: ScheduleOptions,
  setup: GameSetup,
  league: LeagueDefinition,
  format: Format,
  teams: SimTeam[],
  externalId: string,
  startMs: number,
  fate: ScheduledMatch['fate'],
  preview: boolean,
  seed: number,
): Omit<ScheduledMatch, 'endMs'> {
  const date = new Date(startMs);
  const season = seasonOf(date, league.season);
  const fixture: Omit<FeedFixture, 'status'> = {
    source: options.source,
    externalId,
    gameId: setup.gameId,
    league: {
      externalId: `sim-${setup.gameId}-${league.key}`,
      name: league.name,
      ...namesOf(setup.gameId, league),
      shortName: league.shortName,
      season,
    },
    stage: format.stage,
    round: format.round,
    ...(format.bestOf ? { bestOf: format.bestOf } : {}),
    venue: venueOf(
      options.seed,
      setup,
      league,
      season,
      setup.family === 'battle_royale' ? undefined : teams[0],
    ),
    startTime: date.toISOString(),
  };
  const ctx: MatchContext = {
    gameId: setup.gameId,
    bestOf: format.bestOf ?? 1,
    knockout: league.kind === 'cup',
    homeEdge: 0.5,
  };
  if (setup.family === 'battle_royale') {
    fixture.participants = teams.map(feedTeam);
    ctx.participantStrengths = teams.map((t) => t.strength);
  } else {
    const [home, away] = teams;
    if (!home || !away) throw new Error(`game ${setup.gameId}: not enough teams in ${league.key}`);
    fixture.home = feedTeam(home);
    fixture.away = feedTeam(away);
    ctx.homeEdge = homeEdge(home, away, setup.family);
    const family = lineupFamily(setup);
    if (family) {
      const lineups: Lineups = { home: lineupOf(home, family), away: lineupOf(away, family) };
      if (home.coach || away.coach)
        lineups.coaches = {
          ...(home.coach ? { home: home.coach } : {}),
          ...(away.coach ? { away: away.coach } : {}),
        };
      fixture.lineups = lineups;
      ctx.lineups = lineups;
    }
  }
  return {
    externalId,
    gameId: setup.gameId,
    family: setup.family,
    startMs,
    fate,
    preview,
    fixture,
    ctx,
    seed,
  };
}

function pickDistinct<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const left = [...items];
  const picked: T[] = [];
  while (picked.length < count && left.length > 0) {
    const [item] = left.splice(rng.int(0, left.length - 1), 1);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

/** The status a fixture that has not started reads at `nowMs`. */
export function upcomingStatus(match: ScheduledMatch, nowMs: number): MatchStatus {
  if (match.fate !== 'play') return match.fate;
  return match.preview && match.startMs - nowMs > PREVIEW_UNTIL_MS ? 'preview' : 'not_started';
}
