import { describe, expect, it } from 'vitest';
import type { Side } from '../../../shared/matches/model.ts';
import { context, play, where } from './engine.test-support.ts';
import type { EngineState } from './engine.ts';
import {
  tennisEngine as engine,
  point,
  pointLabels,
  type TennisMemo,
  tiebreakServer,
  withGames,
} from './tennis.ts';

const ctx = context({ gameId: 203, bestOf: 3 });
type S = EngineState<TennisMemo>;

function firstPoint(): S {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}

function points(s: S, winners: Side[]) {
  let state = s;
  const incidents = [];
  for (const winner of winners) {
    const result = point(state, ctx, winner);
    state = result.state;
    incidents.push(...result.incidents);
  }
  return { state, incidents };
}

const labels = (s: S) => `${s.live.detail.points?.home}-${s.live.detail.points?.away}`;

describe('tennis: points and games', () => {
  it('counts 0, 15, 30, 40 and wins the game on the fourth point', () => {
    let s = firstPoint();
    expect(where(s)).toBe('live set 1');
    expect(labels(s)).toBe('0-0');
    const seen = [];
    for (let i = 0; i < 3; i++) {
      s = point(s, ctx, 'home').state;
      seen.push(labels(s));
    }
    expect(seen).toEqual(['15-0', '30-0', '40-0']);
    s = point(s, ctx, 'home').state;
    expect(labels(s)).toBe('0-0');
    expect(s.live.periodScores[0]).toMatchObject({ type: 'set', index: 1, home: 1, away: 0 });
  });

  it('goes to deuce at 40-40 and needs two points in a row from there', () => {
    let s = points(firstPoint(), ['home', 'home', 'home', 'away', 'away', 'away']).state;
    expect(labels(s)).toBe('40-40');
    s = point(s, ctx, 'home').state;
    expect(labels(s)).toBe('A-40');
    s = point(s, ctx, 'away').state;
    expect(labels(s)).toBe('40-40');
    s = point(s, ctx, 'away').state;
    expect(labels(s)).toBe('40-A');
    s = point(s, ctx, 'away').state;
    expect(labels(s)).toBe('0-0');
    expect(s.live.periodScores[0]).toMatchObject({ home: 0, away: 1 });
  });

  it('changes the server after every game', () => {
    let s = firstPoint();
    const servers: (Side | undefined)[] = [s.live.detail.serving];
    for (let game = 0; game < 3; game++) {
      s = points(s, ['home', 'home', 'home', 'home']).state;
      servers.push(s.live.detail.serving);
    }
    expect(servers[1]).not.toBe(servers[0]);
    expect(servers[2]).toBe(servers[0]);
    expect(servers[3]).toBe(servers[1]);
  });

  it('rests 90 seconds at changeovers after odd games (not after the first)', () => {
    let s = points(firstPoint(), ['home', 'home', 'home', 'home']).state;
    expect(s.wait).toBeLessThan(90);
    s = points(s, ['home', 'home', 'home', 'home']).state;
    expect(s.wait).toBeLessThan(90);
    s = points(s, ['home', 'home', 'home', 'home']).state;
    expect(s.wait).toBe(90);
  });

  it('keeps the set’s serving record: service points, break points had and converted', () => {
    const start = firstPoint();
    const server = start.memo.server;
    const receiver = server === 'home' ? 'away' : 'home';
    // 0-40: three break points; the server saves one (15-40), the receiver converts the next.
    let s = points(start, [receiver, receiver, receiver, server]).state;
    expect(s.memo.sets[0]?.breakPoints[receiver]).toBe(1);
    s = point(s, ctx, receiver).state;
    expect(s.live.periodScores[0]?.[receiver]).toBe(1);
    expect(s.memo.sets).toEqual([
      {
        index: 1,
        served: { [server]: 5, [receiver]: 0 },
        servedWon: { [server]: 1, [receiver]: 0 },
        breakPoints: { [receiver]: 2, [server]: 0 },
        breaks: { [receiver]: 1, [server]: 0 },
      },
    ]);
  });
});

describe('tennis: sets, tie-break, match', () => {
  it('wins a set 6-4, then a break before the next set', () => {
    let s = withGames(firstPoint(), { home: 5, away: 4 });
    const { state, incidents } = points(s, ['home', 'home', 'home', 'home']);
    s = state;
    expect(incidents.map((i) => i.type)).toEqual(['set_won']);
    expect(incidents[0]).toMatchObject({ side: 'home', scoreAfter: { home: 1, away: 0 } });
    expect(where(s)).toBe('half_time set 1');
    expect(s.live.score).toEqual({ home: 1, away: 0 });
    s = engine.step(s, ctx, 120).state;
    expect(where(s)).toBe('live set 2');
  });

  it('needs two games clear: 6-5 is not a set, 7-5 is', () => {
    let s = withGames(firstPoint(), { home: 5, away: 5 });
    s = points(s, ['home', 'home', 'home', 'home']).state;
    expect(s.live.status).toBe('live');
    expect(s.live.periodScores[0]).toMatchObject({ home: 6, away: 5 });
    s = points(s, ['home', 'home', 'home', 'home']).state;
    expect(s.live.status).toBe('half_time');
    expect(s.live.periodScores[0]).toMatchObject({ home: 7, away: 5 });
  });

  it('plays a tie-break at 6-6: points in digits, serve in twos, first to 7 by two', () => {
    let s = withGames(firstPoint(), { home: 6, away: 6 });
    const first = s.memo.server;
    expect(labels(s)).toBe('0-0');
    const servers: (Side | undefined)[] = [s.live.detail.serving];
    const winners: Side[] = [
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
    ];
    for (const winner of winners) {
      s = point(s, ctx, winner).state;
      servers.push(s.live.detail.serving);
    }
    expect(labels(s)).toBe('6-6');
    expect(servers.slice(0, 7)).toEqual([first, ...[1, 2, 3, 4, 5, 6].map((n) => tiebreakServer(first, n))]);
    expect(servers[1]).not.toBe(first);
    expect(servers[2]).not.toBe(first);
    expect(servers[3]).toBe(first);
    s = point(s, ctx, 'away').state;
    expect(labels(s)).toBe('6-7');
    s = point(s, ctx, 'away').state;
    expect(s.live.periodScores[0]).toEqual({
      type: 'set',
      index: 1,
      home: 6,
      away: 7,
      tiebreak: { home: 6, away: 8 },
    });
    // The other player serves first in the next set.
    s = engine.step(s, ctx, 120).state;
    expect(s.live.detail.serving).not.toBe(first);
  });

  it('ends a best-of-3 when a player wins two sets', () => {
    let s = withGames(firstPoint(), { home: 5, away: 0 });
    s = points(s, ['away', 'away', 'away', 'away']).state; // 5-1
    s = withGames(s, { home: 5, away: 3 });
    s = points(s, ['home', 'home', 'home', 'home']).state;
    s = withGames(engine.step(s, ctx, 120).state, { home: 5, away: 2 });
    const last = points(s, ['home', 'home', 'home', 'home']);
    expect(last.state.live.status).toBe('finished');
    expect(last.state.live.winner).toBe('home');
    expect(last.state.live.score).toEqual({ home: 2, away: 0 });
  });

  it('plays a realistic match: sets 1 to 3, about 1-3 hours', () => {
    const run = play(engine, ctx, 2);
    expect(run.state.live.periodScores.length).toBeGreaterThanOrEqual(2);
    expect(run.state.live.periodScores.length).toBeLessThanOrEqual(3);
    expect(run.state.elapsed / 60).toBeGreaterThan(50);
    expect(run.state.elapsed / 60).toBeLessThan(200);
    for (const set of run.state.live.periodScores) {
      const high = Math.max(set.home, set.away);
      const low = Math.min(set.home, set.away);
      expect(high === 6 ? low <= 4 : high === 7 && (low === 5 || low === 6)).toBe(true);
    }
  });

  it('reads points like a scoreboard', () => {
    expect(pointLabels({ home: 0, away: 2 }, false)).toEqual({ home: '0', away: '30' });
    expect(pointLabels({ home: 5, away: 5 }, false)).toEqual({ home: '40', away: '40' });
    expect(pointLabels({ home: 5, away: 6 }, false)).toEqual({ home: '40', away: 'A' });
    expect(pointLabels({ home: 5, away: 6 }, true)).toEqual({ home: '5', away: '6' });
  });
});
