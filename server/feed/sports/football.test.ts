import { describe, expect, it } from 'vitest';
import { context, play, where } from './engine.test-support.ts';
import { endHalfNow, footballEngine as engine, goal, kick, shootoutWinner } from './football.ts';

const league = context({ gameId: 202, knockout: false });
const cup = context({ gameId: 202, knockout: true });

/** Kick-off, then the first half cut short at once: a 0-0 half-time. */
function atHalfTime(ctx = league) {
  const kickOff = engine.step(engine.initialState(ctx, 1), ctx, 0).state;
  return endHalfNow(kickOff, ctx).state;
}

describe('football: halves, half-time, full time', () => {
  it('goes not_started → live (1st half) → half_time → live (2nd half) → finished', () => {
    const run = play(engine, league, 4);
    expect(run.path).toEqual(['not_started', 'live half 1', 'half_time half 1', 'live half 2', 'finished']);
    expect(run.state.live.periodScores.map((p) => `${p.type} ${p.index}`)).toEqual(['half 1', 'half 2']);
    const { home, away } = run.state.live.score ?? { home: -1, away: -1 };
    expect(run.state.live.winner).toBe(home === away ? null : home > away ? 'home' : 'away');
  });

  it('runs the clock up from kick-off and keeps it running into added time', () => {
    const kickOff = engine.step(engine.initialState(league, 2), league, 0).state;
    expect(kickOff.live.clock).toEqual({ seconds: 0, running: true, direction: 'up' });
    const later = engine.step(kickOff, league, 600).state;
    expect(later.live.clock?.seconds).toBe(600);
    const run = play(engine, league, 2, 1, 3 * 3600);
    const ends = run.incidents.filter((i) => i.type === 'period_end');
    // 1-4 minutes added to the first half, 3-8 to the second.
    expect(ends[0]?.clockSeconds).toBeGreaterThanOrEqual(46 * 60);
    expect(ends[0]?.clockSeconds).toBeLessThanOrEqual(49 * 60);
    expect(ends[1]?.clockSeconds).toBeGreaterThanOrEqual(93 * 60);
    expect(ends[1]?.clockSeconds).toBeLessThanOrEqual(98 * 60);
  });

  it('stops the clock for a 15-minute half-time and starts the second half at 45:00', () => {
    const ht = atHalfTime();
    expect(where(ht)).toBe('half_time half 1');
    expect(ht.live.clock?.running).toBe(false);
    expect(where(engine.step(ht, league, 899).state)).toBe('half_time half 1');
    const second = engine.step(ht, league, 900).state;
    expect(where(second)).toBe('live half 2');
    expect(second.live.clock).toEqual({ seconds: 45 * 60, running: true, direction: 'up' });
  });

  it('records a goal in the score, the half and the incident', () => {
    const kickOff = engine.step(engine.initialState(league, 3), league, 0).state;
    const { state, incidents } = goal(kickOff, league, 'away');
    expect(state.live.score).toEqual({ home: 0, away: 1 });
    expect(state.live.periodScores).toEqual([{ type: 'half', index: 1, home: 0, away: 1 }]);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ side: 'away', period: { type: 'half', index: 1 }, clockSeconds: 0 });
    expect(incidents[0]?.scoreAfter).toEqual({ home: 0, away: 1 });
    expect(['goal', 'penalty_goal', 'own_goal']).toContain(incidents[0]?.type);
  });

  it('ends a level league match as a draw', () => {
    const second = engine.step(atHalfTime(), league, 900).state;
    const { state } = endHalfNow(second, league);
    expect(state.live.status).toBe('finished');
    expect(state.live.score).toEqual({ home: 0, away: 0 });
    expect(state.live.winner).toBeNull();
  });
});

describe('football: extra time and penalties (knockout only)', () => {
  /** A knockout match level at the end of extra time: the shoot-out is next. */
  function toShootout() {
    let s = engine.step(atHalfTime(cup), cup, 900).state;
    s = endHalfNow(s, cup).state;
    expect(where(s)).toBe('half_time half 2');
    s = engine.step(s, cup, 5 * 60).state;
    expect(where(s)).toBe('overtime extra_time 1');
    expect(s.live.clock).toEqual({ seconds: 90 * 60, running: true, direction: 'up' });
    s = endHalfNow(s, cup).state;
    expect(where(s)).toBe('half_time extra_time 1');
    s = engine.step(s, cup, 60).state;
    expect(where(s)).toBe('overtime extra_time 2');
    expect(s.live.clock?.seconds).toBe(105 * 60);
    s = endHalfNow(s, cup).state;
    expect(where(s)).toBe('penalties penalties 1');
    return s;
  }

  it('plays extra time 2×15 after a level 90 minutes, then a shoot-out', () => {
    const s = toShootout();
    expect(s.live.periodScores.map((p) => `${p.type} ${p.index}`)).toEqual([
      'half 1',
      'half 2',
      'extra_time 1',
      'extra_time 2',
      'penalties 1',
    ]);
  });

  it('ends the shoot-out as soon as one side cannot be caught', () => {
    let s = toShootout();
    // home ✓ away ✓ home ✓ away ✗ home ✓ away ✓ home ✓ away ✗: 4-2 with one away kick left.
    const kicks = [true, true, true, false, true, true, true, false];
    for (const [i, scored] of kicks.entries()) {
      const result = kick(s, scored);
      s = result.state;
      expect(result.incidents[0]?.type).toBe(scored ? 'penalty_goal' : 'penalty_miss');
      expect(result.incidents[0]?.side).toBe(i % 2 === 0 ? 'home' : 'away');
      if (i < kicks.length - 1) expect(s.live.status).toBe('penalties');
    }
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('home');
    expect(s.live.score).toEqual({ home: 0, away: 0 });
    expect(s.live.periodScores.at(-1)).toEqual({ type: 'penalties', index: 1, home: 4, away: 2 });
  });

  it('goes to sudden death when level after five kicks each', () => {
    let s = toShootout();
    for (let i = 0; i < 10; i++) s = kick(s, true).state;
    expect(s.live.status).toBe('penalties');
    s = kick(s, false).state; // home misses the sixth
    expect(s.live.status).toBe('penalties');
    const last = kick(s, true); // away scores it
    expect(last.state.live.winner).toBe('away');
    expect(last.incidents.at(-1)?.type).toBe('period_end');
    expect(last.incidents[0]?.scoreAfter).toEqual({ home: 5, away: 6 });
  });

  it('finishes a knockout match that has a winner after 90 minutes without extra time', () => {
    let s = engine.step(atHalfTime(cup), cup, 900).state;
    s = goal(s, cup, 'home').state;
    s = endHalfNow(s, cup).state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('home');
  });

  it('decides shoot-outs by the rules', () => {
    const so = (kh: number, ka: number, gh: number, ga: number) =>
      shootoutWinner({ kicks: { home: kh, away: ka }, goals: { home: gh, away: ga }, next: 'home' });
    expect(so(3, 3, 3, 0)).toBe('home'); // away can reach 2 at most
    expect(so(3, 2, 3, 0)).toBeNull(); // away has three kicks left
    expect(so(5, 4, 4, 4)).toBeNull();
    expect(so(5, 5, 4, 4)).toBeNull();
    expect(so(6, 5, 6, 5)).toBeNull(); // sudden death: away still to kick
    expect(so(6, 6, 6, 5)).toBe('home');
  });

  it('names players from the line-ups when the fixture has them', () => {
    const lineups = {
      home: [
        { name: 'Hal Keeper', position: 'GK', starter: true },
        { name: 'Hugo Striker', position: 'FW', starter: true },
      ],
      away: [
        { name: 'Abe Keeper', position: 'GK', starter: true },
        { name: 'Ada Forward', position: 'FW', starter: true },
      ],
    };
    const ctx = context({ gameId: 202, lineups });
    const kickOff = engine.step(engine.initialState(ctx, 9), ctx, 0).state;
    const { incidents } = goal(kickOff, ctx, 'home');
    const scorer = incidents[0]?.type === 'own_goal' ? 'Ada Forward' : 'Hugo Striker';
    expect(incidents[0]?.player).toBe(scorer);
  });
});
