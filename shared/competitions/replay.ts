/**
 * A stage's bracket worked out by the bracket model (brackets.ts) from what a feed says of it: the
 * group's teams in seed order and its results in playing order. Nothing but seeds and results is
 * stored; every read draws the bracket again, so a model that learns a format draws old stages too.
 *
 * Each result is the match of the bracket waiting for those two teams (in either order: the score
 * is turned round when the feed's home side is the model's away side); a Swiss stage pairs its next
 * round once a round is complete, as the model pairs it (Buchholz, no rematches), so a feed's
 * pairing must be the model's. A level result with its winner (penalties, a tie-break) counts as a
 * win by one for the model. A result the bracket cannot take is a problem, named in words.
 */
import {
  type BestOfOption,
  type Bracket,
  createDoubleElimination,
  createGslGroup,
  createRoundRobin,
  createSingleElimination,
  createSwiss,
  nextSwissRound,
  reportResult,
  swissComplete,
} from './brackets.ts';
import type { StageFormat } from './model.ts';

export interface ReplayOptions {
  thirdPlace?: boolean | undefined;
  grandFinalReset?: boolean | undefined;
  swissWins?: number | undefined;
  swissLosses?: number | undefined;
  /** Best of what the final (and grand finals) are, when not the stage's `bestOf`. */
  finalBestOf?: number | undefined;
  /** Swiss: best of what a match is where a side can advance or be eliminated. */
  decisiveBestOf?: number | undefined;
}

export interface ReplayResult<T> {
  home: T;
  away: T;
  homeScore: number;
  awayScore: number;
  winner?: 'home' | 'away' | null | undefined;
}

/** The formats the bracket model draws (tables and groups have standings instead). */
export const BRACKET_FORMATS: ReadonlySet<StageFormat> = new Set([
  'single_elim',
  'double_elim',
  'gsl',
  'swiss',
  'round_robin',
]);

const FINALS = new Set(['final', 'grandFinal', 'grandFinalReset']);

function create(
  format: StageFormat,
  seeds: readonly number[],
  bestOf: number,
  options: ReplayOptions,
): Bracket | null {
  const perRound: BestOfOption = (round) =>
    FINALS.has(round.name) ? (options.finalBestOf ?? bestOf) : bestOf;
  switch (format) {
    case 'single_elim':
      return createSingleElimination(seeds, { bestOf: perRound, thirdPlace: options.thirdPlace ?? false });
    case 'double_elim':
      return createDoubleElimination(seeds, {
        bestOf: perRound,
        grandFinalReset: options.grandFinalReset ?? true,
      });
    case 'gsl':
      return createGslGroup(seeds, { bestOf: perRound });
    case 'swiss':
      return createSwiss(seeds, {
        winsToAdvance: options.swissWins ?? 3,
        lossesToEliminate: options.swissLosses ?? 3,
        bestOf,
        decisiveBestOf: options.decisiveBestOf ?? bestOf,
      });
    case 'round_robin':
      return createRoundRobin(seeds, { bestOf: perRound });
    default:
      return null;
  }
}

/** The next round of a Swiss stage once its last one is complete (and the stage is not over). */
function pairOn(bracket: Bracket): Bracket {
  if (bracket.format !== 'swiss') return bracket;
  const last = bracket.rounds.at(-1);
  if (!last || last.matches.some((m) => m.winner === null) || swissComplete(bracket)) return bracket;
  return nextSwissRound(bracket);
}

/**
 * The bracket of a group: `seeds` (team ids, seed 1 first) and `results` in playing order, with the
 * problems met (a result no waiting match takes, a score that decides nothing). The bracket holds
 * every result up to the first problem. Null for a format the model does not draw, or seeds it
 * cannot take (the first problem says why).
 */
export function replayBracket<T extends number>(
  format: StageFormat,
  seeds: readonly T[],
  results: readonly ReplayResult<T>[],
  options: ReplayOptions & { bestOf?: number | null | undefined } = {},
  nameOf: (team: T) => string = String,
): { bracket: Bracket | null; problems: string[] } {
  let bracket: Bracket | null;
  try {
    bracket = create(format, seeds, options.bestOf ?? 1, options);
  } catch (error) {
    return { bracket: null, problems: [(error as Error).message] };
  }
  if (!bracket) return { bracket: null, problems: [] };
  const problems: string[] = [];
  for (const [i, r] of results.entries()) {
    const match = bracket.rounds
      .flatMap((round) => round.matches)
      .find(
        (m) =>
          m.score === null &&
          m.winner === null &&
          ((m.home === r.home && m.away === r.away) || (m.home === r.away && m.away === r.home)),
      );
    if (!match) {
      problems.push(
        `results[${i}]: no match between "${nameOf(r.home)}" and "${nameOf(r.away)}" is waiting in the bracket`,
      );
      break;
    }
    let { homeScore, awayScore } = r;
    if (homeScore === awayScore && r.winner) {
      homeScore = r.winner === 'home' ? 1 : 0;
      awayScore = r.winner === 'away' ? 1 : 0;
    }
    const score =
      match.home === r.home ? { home: homeScore, away: awayScore } : { home: awayScore, away: homeScore };
    try {
      bracket = pairOn(reportResult(bracket, match.id, score));
    } catch (error) {
      problems.push(`results[${i}]: ${(error as Error).message}`);
      break;
    }
  }
  return { bracket, problems };
}
