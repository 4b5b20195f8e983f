import { describe, expect, it } from 'vitest';
import { drive, endPeriodNow, americanFootballEngine as engine, QUARTER } from './american-football.ts';
import { context, play, where } from './engine.test-support.ts';

const season = context({ gameId: 209 });
const playoff = context({ gameId: 209, knockout: true });

function quarterStart(quarter: number, ctx = season) {
  let s = engine.step(engine.initialState(ctx, 1), ctx, 0).state;
  for (let q = 1; q < quarter; q++) {
    s = endPeriodNow(s, ctx).state;
    s = engine.step(s, ctx, q === 2 ? 13 * 60 : 2 * 60).state;
  }
  return s;
}

describe('American football: quarters, halftime, overtime', () => {
  it('plays four 15-minute quarters on a clock counting down, halftime after Q2', () => {
    let s = quarterStart(1);
    expect(s.live.clock).toEqual({ seconds: QUARTER, running: true, direction: 'down' });
    s = endPeriodNow(s, season).state;
    expect(where(s)).toBe('half_time quarter 1');
    s = engine.step(s, season, 120).state;
    expect(where(s)).toBe('live quarter 2');
    s = endPeriodNow(s, season).state;
    expect(where(engine.step(s, season, 12 * 60).state)).toBe('half_time quarter 2');
    expect(where(engine.step(s, season, 13 * 60).state)).toBe('live quarter 3');
  });

  it('scores drives: a touchdown with its try, a field goal, a safety for the defence', () => {
    let s = quarterStart(1); // the away side receives
    let result = drive(s, 'touchdown', 7);
    expect(result.incidents[0]).toMatchObject({ type: 'point', side: 'away', value: 7 });
    s = result.state; // now the home side has the ball
    result = drive(s, 'safety', 2);
    expect(result.incidents[0]).toMatchObject({ side: 'away', value: 2 });
    result = drive(result.state, 'field_goal', 3);
    expect(result.state.live.score).toEqual({ home: 0, away: 12 });
    expect(result.state.live.clock?.running).toBe(false);
  });

  it('goes to overtime when level; the first score wins it', () => {
    let s = endPeriodNow(quarterStart(4), season).state;
    expect(where(s)).toBe('half_time quarter 4');
    s = engine.step(s, season, 180).state;
    expect(where(s)).toBe('overtime overtime 1');
    expect(s.live.clock?.seconds).toBe(10 * 60);
    const offence = s.memo.possession;
    const { state } = drive(s, 'field_goal', 3);
    expect(state.live.status).toBe('finished');
    expect(state.live.winner).toBe(offence);
  });

  it('ends a regular-season game tied when overtime brings no score', () => {
    let s = engine.step(endPeriodNow(quarterStart(4), season).state, season, 180).state;
    s = endPeriodNow(s, season).state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBeNull();
  });

  it('plays overtime after overtime in a knockout game', () => {
    let s = engine.step(endPeriodNow(quarterStart(4, playoff), playoff).state, playoff, 180).state;
    s = endPeriodNow(s, playoff).state;
    expect(s.live.status).toBe('half_time');
    expect(where(engine.step(s, playoff, 180).state)).toBe('overtime overtime 2');
  });

  it('plays a realistic game of about three hours', () => {
    const run = play(engine, season, 7);
    expect(run.state.elapsed / 60).toBeGreaterThan(120);
    expect(run.state.elapsed / 60).toBeLessThan(240);
    expect(run.path.slice(0, 8)).toEqual([
      'not_started',
      'live quarter 1',
      'half_time quarter 1',
      'live quarter 2',
      'half_time quarter 2',
      'live quarter 3',
      'half_time quarter 3',
      'live quarter 4',
    ]);
  });
});
