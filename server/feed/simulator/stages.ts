/**
 * The simulated competitions' seasons and stages (issue 14): for every league of every game, the
 * season under way and the three before it, each with its stages, their groups and results, a
 * pure function of (seed, game, league, season) and the day (a stage's rounds dated before today
 * are played). Every draw comes from `deriveSeed(seed, 'stages', …)`: no match of the schedule moves.
 *
 * Formats, as the sports and esports play them (Liquipedia's formats):
 * - football and the other domestic leagues: a regular season `table` (double round robin) with
 *   marks (the title; places in the game's continental cup; relegation), and for the North American
 *   and Asian style leagues (basketball, American football, baseball, cricket, volleyball) play-offs
 *   in `single_elim` (best of 7 in basketball, best of 5 in baseball...);
 * - football cups: eight `groups` of four, then a `single_elim` knock-out of sixteen;
 * - tennis, snooker, badminton, table tennis, fighting games: a `single_elim` main draw of 32;
 * - esports regional series: a `table` group stage, then `double_elim` play-offs of six (grand-final
 *   reset in shooters); battle royale: a points `table` league stage, then a points `table` final;
 * - esports world championships: 16 teams in a `swiss` stage (3 wins through, 3 losses out; best of
 *   1, best of 3 when a side can go through or out) then a `single_elim` of eight, or (odd game ids)
 *   four `gsl` groups then `double_elim` play-offs of eight.
 *
 * The brackets are the bracket model's (shared/competitions/brackets.ts): the simulator plays the
 * matches the model pairs, in the model's playing order, and sends seeds and results; the stored
 * bracket is worked out from them again by the same model (shared/competitions/replay.ts).
 *
 * A `table` stage of the season under way sends no standings: its table is read from the league's
 * stored matches (decision 019), which the schedule keeps playing; the play-offs it leads to are
 * announced (format and dates) but not drawn until the season is over. Stages the schedule does not
 * play (a world championship's Swiss or GSL stage, a cup's groups) are played by their dates. Every
 * stage of a past season is complete.
 */
import {
  type Bracket,
  createDoubleElimination,
  createGslGroup,
  createSingleElimination,
  createSwiss,
  gslStandings,
  nextSwissRound,
  reportResult,
  swissComplete,
  swissStandings,
} from '../../../shared/competitions/brackets.ts';
import type {
  FeedPrizePool,
  FeedSeason,
  FeedStage,
  FeedStageGroup,
  FeedStageResult,
  FeedStandingRow,
} from '../../../shared/competitions/feed.ts';
import type { MarkKind, StageFormat } from '../../../shared/competitions/model.ts';
import { type MatchResult, standings } from '../../../shared/matches/standings.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import type { GameSetup, LeagueDefinition } from './leagues.ts';
import type { GameRoster, SimTeam } from './roster.ts';
import { seasonOf } from './schedule.ts';

const DAY_MS = 86_400_000;

/** Past seasons simulated stage by stage (older honours are drawn without stages). */
export const PAST_SEASONS = 3;

export interface SeasonPlan {
  season: string;
  startDate: string;
  endDate: string;
  current: boolean;
}

/** Final places of a season (1 = champion); teams sharing a place (3–4) have the same number. */
export type Placements = Map<string, number>;

export interface SeasonOutcome {
  season: FeedSeason;
  current: boolean;
  /** Every team's final place, once the season's last stage is over (null before). */
  placements: Placements | null;
  /** The currency of its prize pool, if any. */
  currency: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

/** The first year of a season ("2025/26" → 2025, "2026" → 2026). */
export function seasonYear(season: string): number {
  return Number(season.slice(0, 4));
}

/** The season `back` seasons before `season`. */
export function seasonBefore(season: string, kind: 'split' | 'year', back: number): string {
  const year = seasonYear(season) - back;
  return kind === 'year' ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** A season's dates: European club seasons August to May, calendar seasons mid-January to mid-December. */
export function seasonDates(season: string, kind: 'split' | 'year'): { start: number; end: number } {
  const year = seasonYear(season);
  return kind === 'split'
    ? { start: utc(year, 8, 1), end: utc(year + 1, 5, 31) }
    : { start: utc(year, 1, 10), end: utc(year, 12, 12) };
}

/** The season under way at `nowMs` and the `PAST_SEASONS` before it, latest first. */
export function seasonsOf(league: LeagueDefinition, nowMs: number): SeasonPlan[] {
  const current = seasonOf(new Date(nowMs), league.season);
  return Array.from({ length: PAST_SEASONS + 1 }, (_, back) => {
    const season = seasonBefore(current, league.season, back);
    const { start, end } = seasonDates(season, league.season);
    return { season, startDate: iso(start), endDate: iso(end), current: back === 0 };
  });
}

// Playing ---------------------------------------------------------------------------------------

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The chance `a` wins one game against `b`. */
function gameChance(a: SimTeam, b: SimTeam): number {
  return clamp(0.5 + (a.strength - b.strength) * 1.2, 0.1, 0.9);
}

/** A best-of-N series: game wins of each side until one has ceil(N/2). */
function series(rng: Rng, a: SimTeam, b: SimTeam, bestOf: number): [number, number] {
  const need = Math.ceil(bestOf / 2);
  let x = 0;
  let y = 0;
  const p = gameChance(a, b);
  while (x < need && y < need) {
    if (rng.chance(p)) x += 1;
    else y += 1;
  }
  return [x, y];
}

function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-Math.max(0.05, mean));
  let k = 0;
  let p = 1;
  do {
    k += 1;
    p *= rng.next();
  } while (p > limit && k < 30);
  return k - 1;
}

/**
 * One match's score: goals, points or runs in the team sports (a draw only where `draws`), game
 * wins of a series elsewhere. A knock-out tie is settled by one more goal, point or run.
 */
export function playScore(
  rng: Rng,
  setup: GameSetup,
  a: SimTeam,
  b: SimTeam,
  bestOf: number,
  draws: boolean,
): [number, number] {
  const edge = a.strength - b.strength;
  let score: [number, number];
  switch (setup.family) {
    case 'football':
      score = [poisson(rng, 1.4 + edge * 1.8), poisson(rng, 1.1 - edge * 1.8)];
      break;
    case 'basketball':
      score = [Math.round(rng.normal(104 + edge * 30, 10)), Math.round(rng.normal(101 - edge * 30, 10))];
      break;
    case 'american_football':
      score = [
        7 * poisson(rng, 2.4 + edge * 2) + 3 * poisson(rng, 1),
        7 * poisson(rng, 2.1 - edge * 2) + 3 * poisson(rng, 1),
      ];
      break;
    case 'baseball':
      score = [poisson(rng, 4.5 + edge * 4), poisson(rng, 4.2 - edge * 4)];
      break;
    case 'cricket':
      score = [Math.round(rng.normal(168 + edge * 60, 22)), Math.round(rng.normal(160 - edge * 60, 22))];
      break;
    default:
      return series(rng, a, b, bestOf % 2 === 1 ? bestOf : bestOf + 1);
  }
  score = [Math.max(0, score[0]), Math.max(0, score[1])];
  if (!draws && score[0] === score[1]) {
    if (rng.chance(gameChance(a, b))) score[0] += 1;
    else score[1] += 1;
  }
  return score;
}

/** Team sports play single games; the others (and esports) series of games, sets or frames. */
function singleGames(setup: GameSetup): boolean {
  return ['football', 'basketball', 'american_football', 'baseball', 'cricket'].includes(setup.family);
}

// Stages ----------------------------------------------------------------------------------------

interface StageContext {
  seed: number;
  setup: GameSetup;
  league: LeagueDefinition;
  season: string;
  today: string;
  byId: ReadonlyMap<string, SimTeam>;
}

interface Played {
  stage: FeedStage;
  /** Teams in their final order in the stage (ties share a place: `places`). */
  order: string[];
  places: Map<string, number>;
  complete: boolean;
}

function rngFor(ctx: StageContext, stageKey: string): Rng {
  return createRng(deriveSeed(ctx.seed, 'stages', ctx.setup.gameId, ctx.league.key, ctx.season, stageKey));
}

/** `count` dates spread from `start` to `end` (both "YYYY-MM-DD"). */
function spread(start: string, end: string, count: number): string[] {
  const a = Date.parse(`${start}T00:00:00Z`);
  const b = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    iso(count <= 1 ? a : a + Math.round(((b - a) / DAY_MS / (count - 1)) * i) * DAY_MS),
  );
}

/**
 * A points table played as a double round robin (the live table's rule: shared/matches/standings.ts),
 * matchdays spread over the stage's dates; only matchdays before `today` count. `withStandings`
 * false: the table of the season under way is read from the stored matches instead.
 */
function tableStage(
  ctx: StageContext,
  base: Omit<FeedStage, 'groups' | 'format'>,
  teams: readonly SimTeam[],
  withStandings: boolean,
  format: StageFormat = 'table',
): Played {
  const rng = rngFor(ctx, base.externalId);
  const index = new Map(teams.map((t, i) => [t.externalId, i + 1]));
  const results: MatchResult[] = [];
  const rounds = 2 * (teams.length - 1);
  const days = spread(base.startDate ?? ctx.today, base.endDate ?? ctx.today, rounds);
  let complete = true;
  for (let r = 0; r < rounds; r++) {
    // The circle method: every team once a matchday, home and away swapped in the second half.
    const n = teams.length;
    const others = teams.slice(1);
    const turn = r % (n - 1);
    const circle = [teams[0], ...others.map((_, i) => others[(i + turn) % others.length])];
    const played = (days[r] ?? '') < ctx.today;
    if (!played) complete = false;
    for (let i = 0; i < Math.floor(n / 2); i++) {
      let home = circle[i];
      let away = circle[n - 1 - i];
      if (!home || !away) continue;
      if (r >= n - 1 !== (i === 0 && turn % 2 === 1)) [home, away] = [away, home];
      const [hs, as] = playScore(rng, ctx.setup, home, away, TABLE_BEST_OF[ctx.setup.family] ?? 1, true);
      if (!played) continue;
      results.push({
        home: index.get(home.externalId) as number,
        away: index.get(away.externalId) as number,
        homeScore: hs,
        awayScore: as,
        winner: hs > as ? 'home' : as > hs ? 'away' : null,
      });
    }
  }
  const table = standings(results);
  const byIndex = (i: number) => (teams[i - 1] as SimTeam).externalId;
  const order = table.map((l) => byIndex(l.teamId));
  for (const t of teams) if (!order.includes(t.externalId)) order.push(t.externalId);
  const rows: FeedStandingRow[] = table.map((l) => ({
    team: byIndex(l.teamId),
    position: l.position,
    played: l.played,
    won: l.won,
    drawn: l.drawn,
    lost: l.lost,
    scored: l.scored,
    conceded: l.conceded,
    points: l.points,
  }));
  const group: FeedStageGroup = {
    key: 'main',
    name: base.name,
    teams: teams.map((t) => t.externalId),
    ...(withStandings && results.length > 0 ? { standings: rows } : {}),
  };
  return {
    stage: { ...base, format, groups: [group] },
    order,
    places: new Map(order.map((t, i) => [t, i + 1])),
    complete,
  };
}

/** Battle royale: a points table of many games (placement points plus kills). */
function pointsStage(
  ctx: StageContext,
  base: Omit<FeedStage, 'groups' | 'format'>,
  teams: readonly SimTeam[],
  withStandings: boolean,
): Played {
  const rng = rngFor(ctx, base.externalId);
  const complete = (base.endDate ?? '') < ctx.today;
  const games = 24;
  const rows = teams.map((t) => {
    const won = poisson(rng, 1.5 + (t.strength - 0.5) * 4);
    const kills = Math.max(0, Math.round(rng.normal(games * (4 + t.strength * 6), 12)));
    const placement = Math.round(rng.normal(games * (3 + t.strength * 8), 15));
    return { team: t.externalId, won: Math.min(games, won), kills, points: Math.max(0, placement + kills) };
  });
  rows.sort((a, b) => b.points - a.points || a.team.localeCompare(b.team));
  const order = rows.map((r) => r.team);
  const standingsRows: FeedStandingRow[] = rows.map((r, i) => ({
    team: r.team,
    position: i + 1,
    played: games,
    won: r.won,
    drawn: 0,
    lost: games - r.won,
    scored: r.kills,
    conceded: 0,
    points: r.points,
  }));
  return {
    stage: {
      ...base,
      format: 'table',
      groups: [
        {
          key: 'main',
          name: base.name,
          teams: teams.map((t) => t.externalId),
          ...(withStandings && complete ? { standings: standingsRows } : {}),
        },
      ],
    },
    order,
    places: new Map(order.map((t, i) => [t, i + 1])),
    complete,
  };
}

/**
 * Plays a bracket of the model to its end, round by round in playing order, each round on its date;
 * rounds dated from `today` on stay to be played. Returns the results in playing order.
 */
function playBracket(
  ctx: StageContext,
  rng: Rng,
  start: Bracket,
  seeds: readonly SimTeam[],
  dates: readonly string[],
): { bracket: Bracket; results: FeedStageResult[]; complete: boolean } {
  const byIndex = (id: number) => seeds[id - 1] as SimTeam;
  let bracket = start;
  const results: FeedStageResult[] = [];
  for (let guard = 0; guard < 200; guard++) {
    const roundIndex = bracket.rounds.findIndex((r) =>
      r.matches.some((m) => m.winner === null && typeof m.home === 'number' && typeof m.away === 'number'),
    );
    if (roundIndex < 0) {
      if (bracket.format === 'swiss' && !swissComplete(bracket)) {
        const date = dates[bracket.rounds.length] ?? dates.at(-1) ?? ctx.today;
        if (date >= ctx.today) return { bracket, results, complete: false };
        bracket = nextSwissRound(bracket);
        continue;
      }
      return { bracket, results, complete: true };
    }
    const round = bracket.rounds[roundIndex];
    const date = dates[Math.min(roundIndex, dates.length - 1)] ?? ctx.today;
    if (!round || date >= ctx.today) return { bracket, results, complete: false };
    for (const m of round.matches) {
      if (m.winner !== null || typeof m.home !== 'number' || typeof m.away !== 'number') continue;
      const home = byIndex(m.home);
      const away = byIndex(m.away);
      const single = singleGames(ctx.setup) && m.bestOf === 1;
      const [hs, as] = single
        ? playScore(rng, ctx.setup, home, away, 1, false)
        : series(rng, home, away, m.bestOf);
      bracket = reportResult(bracket, m.id, { home: hs, away: as });
      results.push({ home: home.externalId, away: away.externalId, homeScore: hs, awayScore: as, date });
    }
  }
  return { bracket, results, complete: false };
}

const FINAL_ROUNDS = new Set(['final', 'grandFinal', 'grandFinalReset']);

/**
 * Final places in a knock-out bracket: the champion 1, the final's loser 2, the third-place match's
 * winner and loser 3 and 4 (without one, both semi-final losers 3), then by the round a team went
 * out in (its last loss, in double elimination); teams out in the same round share a place.
 */
export function bracketPlaces(
  bracket: Bracket,
  seeds: readonly SimTeam[],
): { order: string[]; places: Map<string, number> } {
  const score = new Map<number, number>();
  let finalIndex = bracket.rounds.length;
  bracket.rounds.forEach((round, r) => {
    if (round.name === 'final' || round.name === 'grandFinal') finalIndex = r;
    if (round.name === 'thirdPlace') return;
    for (const m of round.matches) {
      if (m.winner === null || typeof m.home !== 'number' || typeof m.away !== 'number') continue;
      const winner = m.winner === 'home' ? m.home : m.away;
      const loser = m.winner === 'home' ? m.away : m.home;
      score.set(loser, r);
      if (FINAL_ROUNDS.has(round.name)) score.set(winner, 1000);
    }
  });
  const third = bracket.rounds.find((r) => r.name === 'thirdPlace')?.matches[0];
  if (third?.winner && typeof third.home === 'number' && typeof third.away === 'number') {
    score.set(third.winner === 'home' ? third.home : third.away, finalIndex - 0.25);
    score.set(third.winner === 'home' ? third.away : third.home, finalIndex - 0.5);
  }
  const ids = bracket.seeds.map((id) => ({ id, score: score.get(id) ?? -1 }));
  ids.sort((a, b) => b.score - a.score || a.id - b.id);
  const places = new Map<string, number>();
  const order: string[] = [];
  let place = 0;
  ids.forEach((entry, i) => {
    if (i === 0 || ids[i - 1]?.score !== entry.score) place = i + 1;
    const team = (seeds[entry.id - 1] as SimTeam).externalId;
    places.set(team, place);
    order.push(team);
  });
  return { order, places };
}

type Knockout = 'single_elim' | 'double_elim';

function knockoutStage(
  ctx: StageContext,
  base: Omit<FeedStage, 'groups' | 'format'>,
  format: Knockout,
  seeds: readonly SimTeam[],
  options: { bestOf: number; finalBestOf?: number; thirdPlace?: boolean; grandFinalReset?: boolean },
): Played {
  const rng = rngFor(ctx, base.externalId);
  const ids = seeds.map((_, i) => i + 1);
  const perRound = (round: { name: string }) =>
    round.name === 'final' || round.name.startsWith('grandFinal')
      ? (options.finalBestOf ?? options.bestOf)
      : options.bestOf;
  const start =
    format === 'single_elim'
      ? createSingleElimination(ids, { bestOf: perRound, thirdPlace: options.thirdPlace ?? false })
      : createDoubleElimination(ids, { bestOf: perRound, grandFinalReset: options.grandFinalReset ?? true });
  const dates = spread(base.startDate ?? ctx.today, base.endDate ?? ctx.today, start.rounds.length + 1);
  const { bracket, results, complete } = playBracket(ctx, rng, start, seeds, dates);
  const { order, places } = bracketPlaces(bracket, seeds);
  const stageOptions = {
    ...(options.thirdPlace ? { thirdPlace: true } : {}),
    ...(format === 'double_elim' ? { grandFinalReset: options.grandFinalReset ?? true } : {}),
    ...(options.finalBestOf && options.finalBestOf !== options.bestOf
      ? { finalBestOf: options.finalBestOf }
      : {}),
  };
  return {
    stage: {
      ...base,
      format,
      bestOf: options.bestOf,
      ...(Object.keys(stageOptions).length > 0 ? { options: stageOptions } : {}),
      groups: [{ key: 'main', name: base.name, teams: seeds.map((t) => t.externalId), results }],
    },
    order,
    places,
    complete,
  };
}

/** Swiss: 3 wins through, 3 losses out; best of 1, best of 3 when a side can go through or out. */
function swissStage(
  ctx: StageContext,
  base: Omit<FeedStage, 'groups' | 'format'>,
  seeds: readonly SimTeam[],
): Played {
  const rng = rngFor(ctx, base.externalId);
  const start = createSwiss(
    seeds.map((_, i) => i + 1),
    { bestOf: 1, decisiveBestOf: 3 },
  );
  const dates = spread(base.startDate ?? ctx.today, base.endDate ?? ctx.today, 5);
  const { bracket, results, complete } = playBracket(ctx, rng, start, seeds, dates);
  const lines = bracket.format === 'swiss' ? swissStandings(bracket) : [];
  const order = lines.map((l) => (seeds[l.teamId - 1] as SimTeam).externalId);
  return {
    stage: {
      ...base,
      format: 'swiss',
      bestOf: 1,
      options: { swissWins: 3, swissLosses: 3, decisiveBestOf: 3 },
      groups: [{ key: 'main', name: base.name, teams: seeds.map((t) => t.externalId), results }],
    },
    order,
    places: new Map(order.map((t, i) => [t, i + 1])),
    complete,
  };
}

/** Four GSL groups of four (seeded 1–4 across the groups); the top two of each go through. */
function gslStage(
  ctx: StageContext,
  base: Omit<FeedStage, 'groups' | 'format'>,
  seeds: readonly SimTeam[],
): Played {
  const groups: FeedStageGroup[] = [];
  const firsts: string[] = [];
  const seconds: string[] = [];
  const rest: string[] = [];
  let complete = true;
  const dates = spread(base.startDate ?? ctx.today, base.endDate ?? ctx.today, 4);
  for (let g = 0; g < 4; g++) {
    const members = [0, 1, 2, 3].map((pot) => seeds[pot * 4 + (pot % 2 === 0 ? g : 3 - g)] as SimTeam);
    const key = String.fromCharCode(65 + g);
    const rng = rngFor(ctx, `${base.externalId}-${key}`);
    const played = playBracket(ctx, rng, createGslGroup([1, 2, 3, 4], { bestOf: 3 }), members, dates);
    if (!played.complete) complete = false;
    groups.push({
      key,
      name: key,
      teams: members.map((t) => t.externalId),
      results: played.results,
    });
    if (played.bracket.format === 'gsl') {
      const lines = gslStandings(played.bracket);
      const team = (i: number) => (members[(lines[i]?.teamId ?? 1) - 1] as SimTeam).externalId;
      firsts.push(team(0));
      seconds.push(team(1));
      rest.push(team(2), team(3));
    }
  }
  const order = [...firsts, ...seconds, ...rest];
  return {
    stage: { ...base, format: 'gsl', bestOf: 3, groups },
    order,
    places: new Map(order.map((t, i) => [t, i + 1])),
    complete,
  };
}

/** Groups of four (a double round robin, home and away), the top two through. */
function cupGroupStage(
  ctx: StageContext,
  base: Omit<FeedStage, 'groups' | 'format'>,
  seeds: readonly SimTeam[],
): Played {
  const groups: FeedStageGroup[] = [];
  const firsts: string[] = [];
  const seconds: string[] = [];
  const rest: string[] = [];
  let complete = true;
  const count = Math.floor(seeds.length / 4);
  for (let g = 0; g < count; g++) {
    const members = [0, 1, 2, 3].map((pot) => seeds[pot * count + g] as SimTeam);
    const key = String.fromCharCode(65 + g);
    const played = tableStage(
      ctx,
      { ...base, externalId: `${base.externalId}-${key}`, name: key },
      members,
      true,
    );
    if (!played.complete) complete = false;
    const group = played.stage.groups[0] as FeedStageGroup;
    groups.push({ ...group, key, name: key });
    firsts.push(played.order[0] as string);
    seconds.push(played.order[1] as string);
    rest.push(...played.order.slice(2));
  }
  const order = [...firsts, ...seconds, ...rest];
  return {
    stage: {
      ...base,
      format: 'groups',
      marks: [{ from: 1, to: 2, kind: 'playoffs', label: 'Knockout stage' }],
      groups,
    },
    order,
    places: new Map(order.map((t, i) => [t, i + 1])),
    complete,
  };
}

// Seasons ---------------------------------------------------------------------------------------

/** The strongest `count` of `teams`, with a little luck (a season's qualifiers), strongest first. */
function qualifiers(rng: Rng, teams: readonly SimTeam[], count: number): SimTeam[] {
  return [...teams]
    .map((t) => ({ t, form: t.strength + rng.normal(0, 0.06) }))
    .sort((a, b) => b.form - a.form || a.t.externalId.localeCompare(b.t.externalId))
    .slice(0, count)
    .map((x) => x.t);
}

/** Teams in the order of a table stage's places (the season under way: by strength, a projection). */
function ranked(played: Played, byId: ReadonlyMap<string, SimTeam>): SimTeam[] {
  return played.order.flatMap((id) => {
    const team = byId.get(id);
    return team ? [team] : [];
  });
}

const dateIn = (season: SeasonPlan, month: number, day: number, nextYear = false) =>
  iso(utc(seasonYear(season.season) + (nextYear ? 1 : 0), month, day));

/** Prize money by game: who pays it and how much the season's winners share. */
function prizePool(
  setup: GameSetup,
  league: LeagueDefinition,
  rng: Rng,
  teams: number,
): FeedPrizePool | undefined {
  const esports = ['moba', 'shooter', 'battle_royale', 'duel'].includes(setup.family);
  let currency: string;
  let total: number;
  if (esports) {
    currency = 'USD';
    total =
      league.playoffs || league.key === 'world-championship'
        ? rng.int(20, 50) * 100_000
        : rng.int(25, 100) * 10_000;
  } else if (league.kind === 'cup') {
    currency = 'EUR';
    total = rng.int(40, 90) * 1_000_000;
  } else if (league.kind === 'tournament') {
    currency = setup.gameId === 204 ? 'GBP' : 'USD';
    total = rng.int(8, 40) * 100_000;
  } else {
    return undefined;
  }
  // Winner 40 %, runner-up 20 %, 3rd–4th 10 % each, 5th–8th 2.5 % each (as esports events share).
  const shares: Array<[number, number, number]> = [
    [1, 1, 0.4],
    [2, 2, 0.2],
    [3, 4, 0.1],
    [5, 8, 0.025],
  ];
  const distribution = shares
    .filter(([from]) => from <= teams)
    .map(([from, to, share]) => ({
      from,
      to: Math.min(to, teams),
      amount: Math.floor((total * share) / 1000) * 1000,
    }));
  return { currency, total, distribution };
}

/** The prize each team won in a season, from its final place. */
export function prizesOf(
  pool: FeedPrizePool | undefined,
  placements: Placements | null,
): Map<string, number> {
  const won = new Map<string, number>();
  if (!pool || !placements) return won;
  for (const [team, place] of placements) {
    const share = pool.distribution.find((d) => place >= d.from && place <= d.to);
    if (share) won.set(team, share.amount);
  }
  return won;
}

/** The stages of one season of a league, played up to `today`. */
export function simulateSeason(
  seed: number,
  setup: GameSetup,
  roster: GameRoster,
  league: LeagueDefinition,
  plan: SeasonPlan,
  today: string,
): SeasonOutcome {
  const byId = new Map(
    [...roster.byLeague.values(), roster.pool].flat().map((t) => [t.externalId, t] as const),
  );
  const ctx: StageContext = { seed, setup, league, season: plan.season, today, byId };
  const rng = createRng(deriveSeed(seed, 'stages', setup.gameId, league.key, plan.season));
  const own = roster.byLeague.get(league.key) ?? [];
  const pool = [...roster.pool];
  const stages: Played[] = [];
  const live = plan.current;
  const base = (externalId: string, name: string, from: string, to: string) => ({
    externalId,
    name,
    startDate: from,
    endDate: to,
  });
  const split = league.season === 'split';
  const start = (m: number, d: number) => dateIn(plan, m, d, split && m < 8);

  if (league.kind === 'league') {
    const playoffs = PLAYOFFS[setup.family];
    const regular = tableStage(
      ctx,
      base(
        'regular',
        'Regular season',
        start(split ? 8 : 3, split ? 9 : 1),
        playoffs ? start(split ? 4 : 9, split ? 15 : 30) : start(split ? 5 : 11, split ? 24 : 20),
      ),
      own,
      !live,
    );
    regular.stage.marks = leagueMarks(setup, own.length, !!playoffs);
    stages.push(regular);
    if (playoffs) {
      // The season under way's table is its matches' (the schedule keeps playing it): its play-offs
      // are drawn once a season is over, so they are announced, not drawn, until then.
      const seeds = live ? [] : ranked(regular, byId).slice(0, playoffs.teams);
      const from = start(split ? 4 : 10, split ? 20 : 5);
      const to = start(split ? 5 : 11, split ? 31 : 10);
      stages.push(
        seeds.length >= 2
          ? knockoutStage(ctx, base('playoffs', 'Playoffs', from, to), 'single_elim', seeds, playoffs)
          : announced(base('playoffs', 'Playoffs', from, to), 'single_elim', playoffs.bestOf),
      );
    }
  } else if (league.kind === 'cup') {
    // Eight groups of four and a knock-out of 16; four and eight when the game has fewer teams.
    const size = pool.length >= 32 ? 32 : 16;
    const entrants = qualifiers(rng, pool, size);
    const groups = cupGroupStage(ctx, base('groups', 'Group stage', start(9, 16), start(12, 10)), entrants);
    stages.push(groups);
    const seeds = groups.complete ? groups.order.slice(0, size / 2).flatMap((id) => byId.get(id) ?? []) : [];
    const from = start(2, 10);
    const to = start(5, 30);
    stages.push(
      seeds.length === size / 2
        ? knockoutStage(ctx, base('knockout', 'Knockout stage', from, to), 'single_elim', seeds, {
            bestOf: 1,
          })
        : announced(base('knockout', 'Knockout stage', from, to), 'single_elim', 1),
    );
  } else if (league.kind === 'tournament') {
    // One edition a year, in its own week.
    const week = deriveSeed(seed, 'stages-week', setup.gameId, league.key) % 46;
    const first = utc(seasonYear(plan.season), 1, 20) + week * 7 * DAY_MS;
    const entrants = qualifiers(rng, pool, 32);
    const bestOf = TOURNAMENT_BEST_OF[setup.gameId] ?? [3, 5];
    const stageName = setup.family === 'duel' ? (league.playoffs ? 'Playoffs' : 'Main event') : 'Main draw';
    stages.push(
      knockoutStage(
        ctx,
        base('main', stageName, iso(first), iso(first + 6 * DAY_MS)),
        'single_elim',
        entrants,
        {
          bestOf: bestOf[0],
          finalBestOf: bestOf[1],
        },
      ),
    );
  } else if (setup.family === 'battle_royale') {
    if (league.playoffs) {
      const entrants = qualifiers(rng, pool, 16);
      stages.push(pointsStage(ctx, base('finals', 'Finals', start(10, 10), start(10, 20)), entrants, true));
    } else {
      const stage = pointsStage(ctx, base('league', 'League stage', start(1, 15), start(9, 30)), own, !live);
      stage.stage.marks = [{ from: 1, to: 16, kind: 'playoffs', label: 'Finals' }];
      stages.push(stage);
    }
  } else if (league.playoffs) {
    // A world championship: Swiss (even game ids) or GSL groups (odd), then the play-offs.
    const entrants = qualifiers(rng, pool, 16);
    const swiss = setup.gameId % 2 === 0;
    const first = swiss
      ? swissStage(ctx, base('swiss', 'Swiss stage', start(10, 10), start(10, 24)), entrants)
      : gslStage(ctx, base('groups', 'Group stage', start(10, 10), start(10, 24)), entrants);
    first.stage.marks = [{ from: 1, to: 8, kind: 'playoffs', label: 'Playoffs' }];
    stages.push(first);
    const seeds = first.complete ? first.order.slice(0, 8).flatMap((id) => byId.get(id) ?? []) : [];
    const from = start(11, 1);
    const to = start(12, 6);
    const format: Knockout = swiss ? 'single_elim' : 'double_elim';
    const options = { bestOf: 3, finalBestOf: 5, grandFinalReset: setup.family === 'shooter' };
    stages.push(
      seeds.length === 8
        ? knockoutStage(ctx, base('playoffs', 'Playoffs', from, to), format, seeds, options)
        : announced(base('playoffs', 'Playoffs', from, to), format, 3),
    );
  } else {
    // A regional series: its group stage (the table of its matches), then double-elimination play-offs.
    const groups = tableStage(ctx, base('groups', 'Group stage', start(1, 15), start(7, 31)), own, !live);
    groups.stage.marks = [
      { from: 1, to: 6, kind: 'playoffs', label: 'Playoffs' },
      { from: Math.max(7, own.length - 1), to: own.length, kind: 'relegation' },
    ];
    stages.push(groups);
    const seeds = live ? [] : ranked(groups, byId).slice(0, 6);
    const from = start(8, 5);
    const to = start(9, 10);
    const options = { bestOf: 3, finalBestOf: 5, grandFinalReset: setup.family === 'shooter' };
    stages.push(
      seeds.length === 6
        ? knockoutStage(ctx, base('playoffs', 'Playoffs', from, to), 'double_elim', seeds, options)
        : announced(base('playoffs', 'Playoffs', from, to), 'double_elim', 3),
    );
  }

  const last = stages.at(-1);
  const complete = !!last && last.complete && last.stage.groups.every((g) => g.teams.length > 0);
  const placements = complete ? seasonPlaces(stages) : null;
  const teams = new Set(stages.flatMap((s) => s.order)).size;
  const prize = prizePool(setup, league, rng, teams);
  const season: FeedSeason = {
    season: plan.season,
    startDate: plan.startDate,
    endDate: plan.endDate,
    ...(prize ? { prizePool: prize } : {}),
    stages: stages.map((s) => s.stage),
  };
  return { season, current: plan.current, placements, currency: prize?.currency ?? null };
}

/** A stage announced but not drawn yet: its format and dates, no teams. */
function announced(base: Omit<FeedStage, 'groups' | 'format'>, format: StageFormat, bestOf: number): Played {
  return {
    stage: { ...base, format, bestOf, groups: [{ key: 'main', name: base.name, teams: [] }] },
    order: [],
    places: new Map(),
    complete: false,
  };
}

/** A season's final places: the last stage's, then those out earlier by their place there. */
function seasonPlaces(stages: readonly Played[]): Placements {
  const places: Placements = new Map();
  for (const played of [...stages].reverse()) {
    const offset = places.size;
    const newcomers = played.order.filter((t) => !places.has(t));
    let rank = 0;
    let previous = Number.NaN;
    newcomers.forEach((team, i) => {
      const place = played.places.get(team) ?? i + 1;
      if (place !== previous) rank = i + 1;
      previous = place;
      places.set(team, offset + rank);
    });
  }
  return places;
}

/** Best of what a table's matches are (volleyball's five sets, esports' three maps). */
const TABLE_BEST_OF: Partial<Record<string, number>> = { sets: 5, moba: 3, shooter: 3 };

/** Play-offs of the leagues that have them: how many teams, best of what. */
const PLAYOFFS: Partial<Record<string, { teams: number; bestOf: number; finalBestOf?: number }>> = {
  basketball: { teams: 8, bestOf: 7 },
  american_football: { teams: 8, bestOf: 1 },
  baseball: { teams: 4, bestOf: 5, finalBestOf: 7 },
  cricket: { teams: 4, bestOf: 1 },
  sets: { teams: 8, bestOf: 3, finalBestOf: 5 },
};

/** Individual sports' main draws: best of what, and the final's. */
const TOURNAMENT_BEST_OF: Readonly<Record<number, [number, number]>> = {
  203: [3, 5],
  204: [9, 19],
  207: [3, 3],
  208: [5, 7],
};

/** A league table's marks: the title, continental places or play-offs, relegation. */
function leagueMarks(setup: GameSetup, teams: number, playoffs: boolean) {
  const marks: Array<{ from: number; to: number; kind: MarkKind; label?: string }> = [];
  if (playoffs) {
    const n = PLAYOFFS[setup.family]?.teams ?? 8;
    marks.push({ from: 1, to: Math.min(n, teams), kind: 'playoffs', label: 'Playoffs' });
    return marks;
  }
  marks.push({ from: 1, to: 1, kind: 'champion' });
  const cup = setup.leagues.find((l) => l.kind === 'cup');
  if (cup) marks.push({ from: 2, to: 4, kind: 'continental', label: cup.name });
  const down = teams >= 18 ? 3 : 2;
  marks.push({ from: teams - down + 1, to: teams, kind: 'relegation' });
  return marks;
}
