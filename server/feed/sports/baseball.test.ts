import { describe, expect, it } from 'vitest';
import {
  advanceRunners,
  type BaseballMemo,
  bat,
  baseballEngine as engine,
  nextHalf,
  type PlateOutcome,
} from './baseball.ts';
import { context, play, where } from './engine.test-support.ts';
import type { EngineState } from './engine.ts';

const ctx = context({ gameId: 205 });
type S = EngineState<BaseballMemo>;

function start(): S {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}

function plays(s: S, outcomes: PlateOutcome[]): S {
  return outcomes.reduce((state, outcome) => bat(state, outcome).state, s);
}

const threeOuts: PlateOutcome[] = ['out', 'out', 'out'];

/** Plays scoreless half-innings (and their changeovers) until the start of `inning` `half`. */
function upTo(s: S, inning: number, half: 'top' | 'bottom'): S {
  let state = s;
  while (!(state.live.period?.index === inning && state.live.period.half === half)) {
    state = nextHalf(plays(state, threeOuts)).state;
  }
  return state;
}

describe('baseball: innings, halves, outs', () => {
  it('starts in the top of the 1st with the away side batting, no outs, bases empty', () => {
    const s = start();
    expect(where(s)).toBe('live inning 1 top');
    expect(s.live.detail).toEqual({ outs: 0, bases: [false, false, false] });
  });

  it('changes sides after three outs: a pause in play, then the bottom half', () => {
    let s = plays(start(), ['out', 'out']);
    expect(s.live.detail.outs).toBe(2);
    s = bat(s, 'out').state;
    expect(s.memo.phase).toBe('changeover');
    expect(s.live.status).toBe('live');
    s = engine.step(s, ctx, 100).state;
    expect(where(s)).toBe('live inning 1 bottom');
    expect(s.live.detail.outs).toBe(0);
  });

  it('scores runs for the batting side in the inning row', () => {
    const s = start();
    const hit = bat(plays(s, ['single', 'walk']), 'home_run');
    expect(hit.incidents[0]).toMatchObject({
      type: 'run',
      side: 'away',
      value: 3,
      scoreAfter: { home: 0, away: 3 },
    });
    expect(hit.state.live.periodScores[0]).toEqual({ type: 'inning', index: 1, home: 0, away: 3 });
    expect(hit.state.live.detail.bases).toEqual([false, false, false]);
  });

  it('moves runners: forced on a walk, by the hit otherwise', () => {
    expect(advanceRunners([true, false, true], 'walk')).toEqual({ bases: [true, true, true], runs: 0 });
    expect(advanceRunners([true, true, true], 'walk')).toEqual({ bases: [true, true, true], runs: 1 });
    expect(advanceRunners([true, true, false], 'single')).toEqual({ bases: [true, true, false], runs: 1 });
    expect(advanceRunners([true, false, false], 'double')).toEqual({ bases: [false, true, true], runs: 0 });
    expect(advanceRunners([true, true, true], 'home_run')).toEqual({ bases: [false, false, false], runs: 4 });
  });

  it('skips the bottom of the 9th when the home side leads', () => {
    let s = upTo(start(), 1, 'bottom');
    s = nextHalf(plays(plays(s, ['home_run']), threeOuts)).state; // 1-0 home
    s = upTo(s, 9, 'top');
    s = plays(s, threeOuts);
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('home');
    expect(s.live.period).toEqual({ type: 'inning', index: 9, half: 'top' });
  });

  it('ends the game at once on a walk-off in the bottom of the 9th', () => {
    let s = upTo(start(), 9, 'bottom');
    s = plays(s, ['out', 'single']);
    const walkOff = bat(s, 'triple');
    expect(walkOff.state.live.status).toBe('finished');
    expect(walkOff.state.live.winner).toBe('home');
    expect(walkOff.state.live.detail.outs).toBe(1);
    expect(walkOff.incidents.map((i) => i.type)).toEqual(['run', 'period_end']);
  });

  it('plays extra innings (overtime) with a runner on second, up to the 12th', () => {
    let s = upTo(start(), 9, 'bottom');
    s = nextHalf(plays(s, threeOuts)).state;
    expect(where(s)).toBe('overtime inning 10 top');
    expect(s.live.detail.bases).toEqual([false, true, false]);
    s = upTo(s, 12, 'bottom');
    s = plays(s, threeOuts);
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBeNull();
    expect(s.live.periodScores.map((p) => p.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('ends an extra inning won by the away side after the bottom half', () => {
    let s = upTo(start(), 10, 'top');
    s = nextHalf(plays(plays(s, ['single']), threeOuts)).state; // the runner from second scores
    expect(s.live.score).toEqual({ home: 0, away: 1 });
    s = plays(s, threeOuts);
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('away');
  });

  it('plays a realistic game of nine or more innings', () => {
    const run = play(engine, ctx, 5);
    expect(run.path[1]).toBe('live inning 1 top');
    expect(run.path[2]).toBe('live inning 1 bottom');
    expect(run.state.live.periodScores.length).toBeGreaterThanOrEqual(9);
    expect(run.state.elapsed / 60).toBeGreaterThan(90);
  });
});
