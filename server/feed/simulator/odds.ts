/**
 * Simulated odds and win rates. The chance of each result comes from the two sides' strengths
 * before the start and, once play is on, more and more from the score: a lead counts for more the
 * later it is. Prices are those chances with a bookmaker's margin; the opening prices are the
 * pre-match ones, the current prices move with the score. No randomness: the same state always
 * gives the same prices.
 */
import type {
  MatchOdds,
  OddsPrices,
  SideScore,
  SportFamily,
  WinRate,
} from '../../../shared/matches/model.ts';
import type { LiveState, MatchContext } from '../sports/engine.ts';

export const BOOKMAKER = 'Arena Sim';
const MARGIN = 0.06;

/** Per family: a typical winning margin (goals, points, sets...) and a typical total of both sides. */
interface Scale {
  margin: number;
  total: number;
}

const SCALES: Readonly<Record<SportFamily, Scale>> = {
  football: { margin: 1.2, total: 2.6 },
  basketball: { margin: 10, total: 220 },
  american_football: { margin: 9, total: 44 },
  tennis: { margin: 1, total: 2.4 },
  sets: { margin: 1, total: 3.6 },
  baseball: { margin: 2.5, total: 8.5 },
  cricket: { margin: 25, total: 320 },
  snooker: { margin: 2, total: 7 },
  moba: { margin: 1, total: 2.4 },
  shooter: { margin: 1, total: 2.4 },
  battle_royale: { margin: 1, total: 1 },
  duel: { margin: 1, total: 2.4 },
};

function logit(p: number): number {
  return Math.log(p / (1 - p));
}
function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
function clamp(p: number): number {
  return Math.min(0.99, Math.max(0.01, p));
}

interface Situation {
  family: SportFamily;
  ctx: MatchContext;
  live: LiveState;
  /** How much of the match has been played, 0..1. */
  progress: number;
}

/** Best-of-N series: the expected total of maps/sets/frames depends on N. */
function expectedTotal(s: Situation): number {
  const scale = SCALES[s.family];
  if (['tennis', 'sets', 'snooker', 'moba', 'shooter', 'duel'].includes(s.family)) {
    return s.ctx.bestOf <= 1 ? 1 : s.ctx.bestOf * 0.8;
  }
  return scale.total;
}

/** The lead of the home side, in the family's units; cricket compares the chase with the target. */
function homeLead(s: Situation): number {
  const score = s.live.score;
  if (!score) return 0;
  if (s.family === 'cricket') {
    const cricket = s.live.detail.cricket;
    if (s.live.period?.index !== 2 || !cricket?.batting) return 0;
    const chasing = cricket.batting;
    const first = chasing === 'home' ? 'away' : 'home';
    const needed = (cricket[first]?.runs ?? 0) + 1 - (cricket[chasing]?.runs ?? 0);
    // Runs still needed against a par share of the target for the overs left.
    const par = ((cricket[first]?.runs ?? 0) + 1) * (1 - (s.progress - 0.5) * 2);
    const ahead = par - needed - (cricket[chasing]?.wickets ?? 0) * 6;
    return chasing === 'home' ? ahead : -ahead;
  }
  return score.home - score.away;
}

/** The chance the home side wins (ignoring draws), with `handicap` added to its lead. */
function homeChance(s: Situation, handicap = 0): number {
  const scale = SCALES[s.family];
  const before = logit(clamp(s.ctx.homeEdge));
  const lead = (homeLead(s) + handicap) / scale.margin;
  return clamp(sigmoid(before * (1 - s.progress) + lead * (0.8 + 4 * s.progress)));
}

/** Home/draw/away chances; only football has draws. */
export function resultChances(s: Situation): { home: number; draw: number; away: number } {
  const score = s.live.score;
  if (s.live.status === 'finished') {
    if (s.live.winner === 'home') return { home: 1, draw: 0, away: 0 };
    if (s.live.winner === 'away') return { home: 0, draw: 0, away: 1 };
    return { home: 0, draw: 1, away: 0 };
  }
  const pHome = homeChance(s);
  if (s.family !== 'football' || !score) return { home: pHome, draw: 0, away: 1 - pHome };
  const lead = Math.abs(score.home - score.away);
  const draw = lead === 0 ? 0.26 + 0.6 * s.progress ** 2 : (0.26 * (1 - s.progress)) / (lead + 1);
  return { home: (1 - draw) * pHome, draw, away: (1 - draw) * (1 - pHome) };
}

function price(p: number): number {
  return Math.round(Math.max(1.01, Math.min(51, 1 / (clamp(p) * (1 + MARGIN)))) * 100) / 100;
}

/** The home handicap line that makes the match about even before the start: ±0.5, -1.5, -8.5... */
function handicapLine(s: Situation): number {
  const expected = (s.ctx.homeEdge - 0.5) * 2 * SCALES[s.family].margin * 1.5;
  const half = Math.floor(Math.abs(expected)) + 0.5;
  return expected >= 0 ? -half : half;
}

function totalLine(s: Situation): number {
  return Math.floor(expectedTotal(s)) + 0.5;
}

function totalOf(score: SideScore | null): number {
  return score ? score.home + score.away : 0;
}

function overChance(s: Situation, line: number): number {
  const total = totalOf(s.live.score);
  if (s.live.status === 'finished') return total > line ? 1 : 0;
  const projected = total + expectedTotal(s) * (1 - s.progress);
  const spread = Math.max(0.3, expectedTotal(s) * 0.25 * (1 - s.progress));
  return clamp(sigmoid((projected - line) / spread));
}

function prices(
  s: Situation,
  lines: { handicap: number; total: number },
): Record<MatchOdds['market'], OddsPrices> {
  const chances = resultChances(s);
  const europe: OddsPrices =
    s.family === 'football'
      ? { home: price(chances.home), draw: price(chances.draw), away: price(chances.away) }
      : { home: price(chances.home), away: price(chances.away) };
  const covers =
    s.live.status === 'finished' ? (homeLead(s) + lines.handicap > 0 ? 1 : 0) : homeChance(s, lines.handicap);
  const over = overChance(s, lines.total);
  return {
    europe,
    handicap: { line: lines.handicap, home: price(covers), away: price(1 - covers) },
    over_under: { line: lines.total, over: price(over), under: price(1 - over) },
  };
}

/**
 * The three markets of a match: opening prices from the state before the start, current prices
 * from `live`. Battle royale has no head-to-head markets (an empty list).
 */
export function oddsFor(
  family: SportFamily,
  ctx: MatchContext,
  opening: LiveState,
  live: LiveState,
  progress: number,
  updatedAt: string,
): MatchOdds[] {
  // Battle royale has no sides; an MMA bout has no running score but still a winner to price.
  if (family === 'battle_royale') return [];
  const before: Situation = { family, ctx, live: opening, progress: 0 };
  const now: Situation = { family, ctx, live, progress };
  const lines = { handicap: handicapLine(before), total: totalLine(before) };
  const open = prices(before, lines);
  const current = prices(now, lines);
  return (['europe', 'handicap', 'over_under'] as const).map((market) => ({
    market,
    bookmaker: BOOKMAKER,
    opening: open[market],
    current: current[market],
    updatedAt,
  }));
}

/** Win rate in whole percent, summing to 100. */
export function winRateFor(
  family: SportFamily,
  ctx: MatchContext,
  live: LiveState,
  progress: number,
): WinRate | undefined {
  if (family === 'battle_royale') return undefined;
  const chances = resultChances({ family, ctx, live, progress });
  const draw = Math.round(chances.draw * 100);
  const away = Math.min(100 - draw, Math.round(chances.away * 100));
  return { home: 100 - draw - away, draw, away };
}
