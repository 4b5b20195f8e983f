/**
 * Battle royale (PUBG, PUBG Mobile, Naraka): N teams (16 here) play a series of games (`bestOf`
 * holds the number of games); there is no home and away, and the headline score is null.
 *
 * not_started → live (game 1) → half_time (between games, 10') → live (game 2) → ... → finished
 * after the last game. `winner` stays null: the series is won by the top of the standings.
 * In a game players are knocked out one by one; a team whose last player falls is eliminated and
 * placed (16th, 15th...), and the last team standing wins the game. Every knock-out is a kill point
 * for the team that made it; placements add points after the PUBG Global Series table
 * (1st 10, 2nd 6, 3rd 5, 4th 4, 5th 3, 6th 2, 7th-8th 1). Participant ids are the positions of the
 * teams in the fixture's `participants`, from 0. The memo keeps every game's kills and placements
 * by team, so the games played stay known after the next one starts.
 */
import type { BattleRoyaleStanding } from '../../../shared/matches/model.ts';
import type { Rng } from '../random.ts';
import {
  applyRule,
  defineEngine,
  type Emit,
  type EngineState,
  finish,
  type MatchContext,
  newState,
  type StepResult,
  seconds,
  startBreak,
  startPeriod,
} from './engine.ts';

export interface BattleRoyaleRules {
  playersPerTeam: number;
  /** About how long a game lasts, in minutes. */
  gameMinutes: number;
}

/** PUBG (5) and PUBG Mobile (6): squads of four; Naraka (26): trios and shorter games. */
export function battleRoyaleRules(gameId: number): BattleRoyaleRules {
  if (gameId === 26) return { playersPerTeam: 3, gameMinutes: 22 };
  if (gameId === 6) return { playersPerTeam: 4, gameMinutes: 26 };
  return { playersPerTeam: 4, gameMinutes: 30 };
}

export const DEFAULT_PARTICIPANTS = 16;
const GAME_BREAK = 10 * 60;
const PLACEMENT_POINTS = [10, 6, 5, 4, 3, 2, 1, 1];

export function placementPoints(rank: number): number {
  return PLACEMENT_POINTS[rank - 1] ?? 0;
}

export type BattleRoyalePhase = 'not_started' | 'game' | 'game_break' | 'finished';

/** A game as it went, by participant id: kills made in it and placement (0 while still alive). */
export interface RoyaleGameRecord {
  index: number;
  kills: number[];
  places: number[];
}

export interface BattleRoyaleMemo {
  phase: BattleRoyalePhase;
  /** Every game begun, in order. */
  games: RoyaleGameRecord[];
}

type S = EngineState<BattleRoyaleMemo>;

function strengths(ctx: MatchContext): number[] {
  return ctx.participantStrengths ?? Array.from({ length: DEFAULT_PARTICIPANTS }, () => 0.5);
}

export function initialState(ctx: MatchContext, seed: number): S {
  const standings: BattleRoyaleStanding[] = strengths(ctx).map((_, participantId) => ({
    participantId,
    points: 0,
    kills: 0,
    alive: 0,
  }));
  return newState<BattleRoyaleMemo>({ phase: 'not_started', games: [] }, seed, {
    score: null,
    detail: { standings },
  });
}

function standingsOf(s: S): BattleRoyaleStanding[] {
  const standings = s.live.detail.standings;
  if (!standings) throw new Error('battle royale: no standings');
  return standings;
}

function startGame(s: S, ctx: MatchContext, index: number, emit: Emit): void {
  s.memo.phase = 'game';
  startPeriod(s, 'live', { type: 'game', index }, { seconds: 0, running: true, direction: 'up' }, emit);
  for (const row of standingsOf(s)) {
    row.alive = battleRoyaleRules(ctx.gameId).playersPerTeam;
    row.rank = undefined;
  }
  gameRecord(s);
}

/** The record of the game being played, created when first needed. */
function gameRecord(s: S): RoyaleGameRecord {
  const index = s.live.period?.index ?? 1;
  let record = s.memo.games.find((g) => g.index === index);
  if (!record) {
    const teams = standingsOf(s).length;
    record = { index, kills: Array<number>(teams).fill(0), places: Array<number>(teams).fill(0) };
    s.memo.games.push(record);
  }
  return record;
}

/** Mean seconds between knock-outs: the players of all teams fall over about the game's length. */
function knockGap(ctx: MatchContext): number {
  const rules = battleRoyaleRules(ctx.gameId);
  return (rules.gameMinutes * 60) / (strengths(ctx).length * rules.playersPerTeam);
}

/**
 * A player of `victim` is knocked out by `killer`. When the victim's last player falls the team is
 * placed; when one team is left it wins the game. Returns true when the game is over.
 */
export function knock(s: S, ctx: MatchContext, victim: number, killer: number, emit: Emit): boolean {
  const standings = standingsOf(s);
  const v = standings[victim];
  const k = standings[killer];
  if (!v || !k || v.alive === 0 || k.alive === 0 || victim === killer) {
    throw new Error(`battle royale: ${killer} cannot knock out ${victim}`);
  }
  v.alive -= 1;
  k.kills += 1;
  k.points += 1;
  const record = gameRecord(s);
  record.kills[killer] = (record.kills[killer] ?? 0) + 1;
  if (v.alive > 0) return false;
  const teamsLeft = standings.filter((row) => row.alive > 0);
  v.rank = teamsLeft.length + 1;
  record.places[victim] = v.rank;
  v.points += placementPoints(v.rank);
  emit('elimination', null, { participantId: victim, value: v.rank });
  const last = teamsLeft.length === 1 ? teamsLeft[0] : undefined;
  if (!last) return false;
  last.rank = 1;
  record.places[last.participantId] = 1;
  last.points += placementPoints(1);
  emit('period_end', null, { participantId: last.participantId, value: 1 });
  if (s.live.clock) s.live.clock.running = false;
  const games = s.live.period?.index ?? 1;
  if (games >= ctx.bestOf) {
    s.memo.phase = 'finished';
    finish(s, null);
  } else {
    s.memo.phase = 'game_break';
    startBreak(s, GAME_BREAK);
  }
  return true;
}

/** Weaker teams fall first, stronger teams make more of the kills. */
function randomKnock(s: S, ctx: MatchContext, rng: Rng): { victim: number; killer: number } {
  const power = strengths(ctx);
  const standings = standingsOf(s);
  const victim = rng.weighted(
    standings.map((row) => (row.alive > 0 ? 1.2 - (power[row.participantId] ?? 0.5) : 0)),
  );
  const killer = rng.weighted(
    standings.map((row) =>
      row.alive > 0 && row.participantId !== victim ? 0.2 + (power[row.participantId] ?? 0.5) : 0,
    ),
  );
  return { victim, killer };
}

function fire(s: S, ctx: MatchContext, rng: Rng, emit: Emit): void {
  const { memo } = s;
  switch (memo.phase) {
    case 'not_started':
      startGame(s, ctx, 1, emit);
      s.wait = seconds(rng.exponential(knockGap(ctx)) + 60);
      return;
    case 'game_break':
      startGame(s, ctx, (s.live.period?.index ?? 0) + 1, emit);
      s.wait = seconds(rng.exponential(knockGap(ctx)) + 60);
      return;
    case 'game': {
      const { victim, killer } = randomKnock(s, ctx, rng);
      if (!knock(s, ctx, victim, killer, emit)) s.wait = seconds(rng.exponential(knockGap(ctx)));
      return;
    }
    case 'finished':
      throw new Error('battle royale: the series is over');
  }
}

/** Test hook: `killer` knocks out a player of `victim`. */
export function knockOut(
  state: S,
  ctx: MatchContext,
  victim: number,
  killer: number,
): StepResult<BattleRoyaleMemo> {
  return applyRule(state, (s, emit) => {
    if (!knock(s, ctx, victim, killer, emit)) s.wait = 1;
  });
}

/** Test hook: the break ends and the next game starts. */
export function nextGame(state: S, ctx: MatchContext): StepResult<BattleRoyaleMemo> {
  return applyRule(state, (s, emit) => {
    startGame(s, ctx, (s.live.period?.index ?? 0) + 1, emit);
    s.wait = 1;
  });
}

export const battleRoyaleEngine = defineEngine<BattleRoyaleMemo>({
  family: 'battle_royale',
  format: (ctx) => ({
    family: 'battle_royale',
    periodType: 'game',
    regularPeriods: ctx.bestOf,
    clock: 'up',
    scoreUnit: null,
    draws: false,
    typicalMinutes: Math.round(
      ctx.bestOf * (battleRoyaleRules(ctx.gameId).gameMinutes + 1) + (ctx.bestOf - 1) * 10,
    ),
  }),
  initialState,
  fire,
  progress: (s, ctx) => {
    if (s.live.status === 'finished') return 1;
    const index = s.live.period?.index ?? 0;
    return index === 0 ? 0 : (index - 1) / ctx.bestOf;
  },
});
