import { describe, expect, it } from 'vitest';
import { endPeriodNow, basketballEngine as engine, QUARTER, score } from './basketball.ts';
import { context, play, where } from './engine.test-support.ts';

const ctx = context({ gameId: 201 });

/** Starts the match and ends each period at once, so the score stays 0-0 unless a test adds to it. */
function quarterStart(quarter: number) {
  let s = engine.step(engine.initialState(ctx, 1), ctx, 0).state;
  for (let q = 1; q < quarter; q++) {
    s = endPeriodNow(s).state;
    s = engine.step(s, ctx, q === 2 ? 15 * 60 : 2 * 60).state;
  }
  return s;
}

describe('basketball: four quarters, breaks, halftime, overtime', () => {
  it('starts Q1 with 12:00 on a clock counting down', () => {
    const s = quarterStart(1);
    expect(where(s)).toBe('live quarter 1');
    expect(s.live.clock).toEqual({ seconds: QUARTER, running: true, direction: 'down' });
    const later = engine.step(s, ctx, 10).state;
    expect(later.live.clock?.seconds).toBeLessThan(QUARTER);
  });

  it('has 2-minute breaks after Q1 and Q3 and a 15-minute halftime after Q2', () => {
    let s = quarterStart(1);
    s = endPeriodNow(s).state;
    expect(where(s)).toBe('half_time quarter 1');
    expect(s.live.clock).toEqual({ seconds: 0, running: false, direction: 'down' });
    expect(where(engine.step(s, ctx, 119).state)).toBe('half_time quarter 1');
    s = engine.step(s, ctx, 120).state;
    expect(where(s)).toBe('live quarter 2');
    s = endPeriodNow(s).state;
    expect(where(engine.step(s, ctx, 14 * 60).state)).toBe('half_time quarter 2');
    s = engine.step(s, ctx, 15 * 60).state;
    expect(where(s)).toBe('live quarter 3');
    s = endPeriodNow(s).state;
    s = engine.step(s, ctx, 120).state;
    expect(where(s)).toBe('live quarter 4');
  });

  it('finishes after Q4 when a side leads', () => {
    let s = quarterStart(4);
    s = score(s, 'away', 3).state;
    s = endPeriodNow(s).state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('away');
  });

  it('plays 5-minute overtimes while level', () => {
    let s = endPeriodNow(quarterStart(4)).state;
    expect(where(s)).toBe('half_time quarter 4');
    s = engine.step(s, ctx, 120).state;
    expect(where(s)).toBe('overtime overtime 1');
    expect(s.live.clock).toEqual({ seconds: 5 * 60, running: true, direction: 'down' });
    s = engine.step(endPeriodNow(s).state, ctx, 120).state;
    expect(where(s)).toBe('overtime overtime 2');
    const scored = score(s, 'home', 2);
    expect(scored.incidents[0]).toMatchObject({
      type: 'point',
      side: 'home',
      value: 2,
      scoreAfter: { home: 2, away: 0 },
    });
    s = endPeriodNow(scored.state).state;
    expect(s.live.winner).toBe('home');
    expect(s.live.periodScores.map((p) => `${p.type} ${p.index}: ${p.home}-${p.away}`).slice(-2)).toEqual([
      'overtime 1: 0-0',
      'overtime 2: 2-0',
    ]);
  });

  it('keeps a mismatch a basketball score: the favourite wins mostly, by tens of points, not 4 to 1', () => {
    const mismatch = context({ gameId: 201, homeEdge: 0.8 });
    const finals = Array.from({ length: 30 }, (_, seed) => play(engine, mismatch, seed, 30).state.live.score);
    const homeWins = finals.filter((f) => (f?.home ?? 0) > (f?.away ?? 0)).length;
    expect(homeWins).toBeGreaterThanOrEqual(24);
    // The loser's share of the winner's score: about 0.75 on average (115–85), rarely a rout.
    const ratios = finals
      .map((f) => Math.min(f?.home ?? 0, f?.away ?? 0) / Math.max(f?.home ?? 1, f?.away ?? 1))
      .sort((a, b) => a - b);
    expect(ratios[0]).toBeGreaterThan(0.45);
    expect(ratios[15]).toBeGreaterThan(0.65);
  });

  it('plays a realistic game: the quarters add up to the score, about 2 hours 15 in all', () => {
    const run = play(engine, ctx, 12);
    const { score: total, periodScores } = run.state.live;
    expect(periodScores.slice(0, 4).map((p) => p.type)).toEqual(['quarter', 'quarter', 'quarter', 'quarter']);
    expect(periodScores.reduce((sum, p) => sum + p.home, 0)).toBe(total?.home);
    expect(periodScores.reduce((sum, p) => sum + p.away, 0)).toBe(total?.away);
    expect((total?.home ?? 0) + (total?.away ?? 0)).toBeGreaterThan(150);
    expect(run.state.elapsed / 60).toBeGreaterThan(100);
    expect(run.state.elapsed / 60).toBeLessThan(180);
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
