import { describe, expect, it } from 'vitest';
import type { Side } from '../../../shared/matches/model.ts';
import { context, play, where } from './engine.test-support.ts';
import type { EngineState } from './engine.ts';
import { setsEngine as engine, rally, type SetsMemo, setWinner, tableTennisServer } from './sets.ts';

const volleyball = context({ gameId: 206, bestOf: 5 });
const badminton = context({ gameId: 207, bestOf: 3 });
const tableTennis = context({ gameId: 208, bestOf: 5 });

function start(ctx = volleyball) {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}

/** Plays rallies: `home` points for the home side, then `away` for the away side, alternating to reach a score. */
function toScore(s: EngineState<SetsMemo>, ctx: typeof volleyball, home: number, away: number) {
  let state = s;
  for (let i = 0; i < Math.max(home, away); i++) {
    if (i < home) state = rally(state, ctx, 'home').state;
    if (i < away) state = rally(state, ctx, 'away').state;
  }
  return state;
}

const current = (s: EngineState<SetsMemo>) => s.live.periodScores.at(-1);

describe('sets sports: sets won on points, two clear', () => {
  it('volleyball: 25 with a two-point lead; 25-24 plays on, 26-24 takes the set', () => {
    let s = toScore(start(), volleyball, 24, 24);
    s = rally(s, volleyball, 'home').state;
    expect(s.live.status).toBe('live');
    const result = rally(s, volleyball, 'home');
    expect(result.incidents.map((i) => i.type)).toEqual(['set_won']);
    expect(current(result.state)).toMatchObject({ home: 26, away: 24 });
    expect(where(result.state)).toBe('half_time set 1');
    expect(where(engine.step(result.state, volleyball, 180).state)).toBe('live set 2');
  });

  it('volleyball: the fifth set is played to 15 and ends the match', () => {
    let s = start();
    for (const winner of ['home', 'away', 'home', 'away'] as Side[]) {
      s = winner === 'home' ? toScore(s, volleyball, 25, 0) : toScore(s, volleyball, 0, 25);
      s = engine.step(s, volleyball, 180).state;
    }
    expect(where(s)).toBe('live set 5');
    s = toScore(s, volleyball, 14, 13);
    expect(s.live.status).toBe('live');
    s = rally(s, volleyball, 'home').state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('home');
    expect(s.live.score).toEqual({ home: 3, away: 2 });
  });

  it('badminton: 21 two clear, but 30 wins outright at 29-29', () => {
    expect(setWinner({ home: 21, away: 19 }, 21, 30)).toBe('home');
    expect(setWinner({ home: 21, away: 20 }, 21, 30)).toBeNull();
    expect(setWinner({ home: 29, away: 29 }, 21, 30)).toBeNull();
    expect(setWinner({ home: 29, away: 30 }, 21, 30)).toBe('away');
    let s = toScore(start(badminton), badminton, 29, 29);
    s = rally(s, badminton, 'away').state;
    expect(current(s)).toMatchObject({ home: 29, away: 30 });
    expect(s.live.score).toEqual({ home: 0, away: 1 });
  });

  it('badminton and volleyball: the winner of a rally serves next', () => {
    let s = rally(start(badminton), badminton, 'away').state;
    expect(s.live.detail.serving).toBe('away');
    s = rally(s, badminton, 'home').state;
    expect(s.live.detail.serving).toBe('home');
  });

  it('table tennis: 11 two clear, the serve changes every two points and every point from 10-10', () => {
    expect([0, 1, 2, 3, 4, 19, 20, 21, 22].map((n) => tableTennisServer('home', n))).toEqual([
      'home',
      'home',
      'away',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
    ]);
    let s = toScore(start(tableTennis), tableTennis, 10, 10);
    expect(s.live.status).toBe('live');
    s = rally(s, tableTennis, 'home').state;
    expect(s.live.status).toBe('live');
    s = rally(s, tableTennis, 'away').state;
    s = rally(s, tableTennis, 'away').state;
    s = rally(s, tableTennis, 'away').state;
    expect(current(s)).toMatchObject({ home: 11, away: 13 });
    expect(where(s)).toBe('half_time set 1');
  });

  it('alternates the first server from set to set', () => {
    let s = start(tableTennis);
    const first = s.live.detail.serving;
    s = engine.step(toScore(s, tableTennis, 11, 0), tableTennis, 60).state;
    expect(where(s)).toBe('live set 2');
    expect(s.live.detail.serving).not.toBe(first);
  });

  it('plays realistic matches of every sport to a best-of winner', () => {
    for (const ctx of [volleyball, badminton, tableTennis]) {
      const run = play(engine, ctx, 4);
      const wins = run.state.live.score ?? { home: 0, away: 0 };
      expect(Math.max(wins.home, wins.away)).toBe(Math.floor(ctx.bestOf / 2) + 1);
      expect(run.incidents.filter((i) => i.type === 'set_won')).toHaveLength(wins.home + wins.away);
    }
  });
});
