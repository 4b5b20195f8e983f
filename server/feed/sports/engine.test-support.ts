/** Helpers for the engine tests: contexts, running a match, reading its path through the statuses. */
import type { EngineIncident, EngineState, MatchContext, SportEngine } from './engine.ts';

export function context(overrides: Partial<MatchContext> = {}): MatchContext {
  return { gameId: 202, bestOf: 1, knockout: false, homeEdge: 0.5, ...overrides };
}

/** A compact label of where a match is: "live half 1", "half_time half 1", "finished". */
export function where(state: EngineState<unknown>): string {
  const { status, period } = state.live;
  if (status === 'finished' || !period) return status;
  return `${status} ${period.type} ${period.index}${period.half ? ` ${period.half}` : ''}`;
}

export interface Run<M> {
  state: EngineState<M>;
  incidents: EngineIncident[];
  /** Every distinct `where` the match went through, in order. */
  path: string[];
}

/** Plays a match to its end (or `maxSeconds`) in steps of `stepSeconds`, recording its path. */
export function play<M>(
  engine: SportEngine<M>,
  ctx: MatchContext,
  seed: number,
  stepSeconds = 20,
  maxSeconds = 24 * 3600,
): Run<M> {
  let state = engine.initialState(ctx, seed);
  const incidents: EngineIncident[] = [];
  const path = [where(state)];
  for (let t = 0; t <= maxSeconds && state.live.status !== 'finished'; t += stepSeconds) {
    const result = engine.step(state, ctx, t === 0 ? 0 : stepSeconds);
    state = result.state;
    incidents.push(...result.incidents);
    if (path.at(-1) !== where(state)) path.push(where(state));
  }
  return { state, incidents, path };
}

/** Steps until `done` holds (one second at a time), failing after `maxSeconds`. */
export function stepUntil<M>(
  engine: SportEngine<M>,
  state: EngineState<M>,
  ctx: MatchContext,
  done: (s: EngineState<M>) => boolean,
  maxSeconds = 6 * 3600,
): { state: EngineState<M>; incidents: EngineIncident[]; seconds: number } {
  const incidents: EngineIncident[] = [];
  let current = state;
  for (let seconds = 0; seconds <= maxSeconds; seconds++) {
    if (done(current)) return { state: current, incidents, seconds };
    const result = engine.step(current, ctx, 1);
    current = result.state;
    incidents.push(...result.incidents);
  }
  throw new Error(`condition not reached within ${maxSeconds} s (at ${where(current)})`);
}
