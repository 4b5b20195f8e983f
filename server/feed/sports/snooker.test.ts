import { describe, expect, it } from 'vitest';
import { context, play, where } from './engine.test-support.ts';
import type { EngineState } from './engine.ts';
import { snookerEngine as engine, makeBreak, nextFrame, type SnookerMemo } from './snooker.ts';

const ctx = context({ gameId: 204, bestOf: 9 });
type S = EngineState<SnookerMemo>;

function start(): S {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}
function breaks(s: S, points: number[]): S {
  return points.reduce((state, p) => makeBreak(state, ctx, p).state, s);
}

describe('snooker: frames of visits, best of N', () => {
  it('adds a break to the player at the table, then the other player comes to it', () => {
    const s = start();
    const first = s.live.detail.serving;
    const next = makeBreak(s, ctx, 12).state;
    expect(next.live.detail.framePoints?.[first ?? 'home']).toBe(12);
    expect(next.live.detail.serving).not.toBe(first);
    expect(next.memo.remaining).toBe(147 - 12);
  });

  it('logs breaks of 50 and more', () => {
    const result = makeBreak(start(), ctx, 72);
    expect(result.incidents[0]).toMatchObject({ type: 'point', value: 72 });
    expect(makeBreak(start(), ctx, 49).incidents).toEqual([]);
  });

  it('ends a frame when the player behind needs more than remains on the table', () => {
    const s = breaks(start(), [60, 0]); // 60 ahead with 87 left: play on
    const breaker = s.memo.breaker;
    expect(s.live.status).toBe('live');
    const result = makeBreak(s, ctx, 21); // 81 ahead with 66 left: the other player concedes
    expect(result.incidents.map((i) => i.type)).toEqual(['frame_won']);
    expect(result.incidents[0]?.side).toBe(breaker);
    expect(result.state.live.score?.[breaker]).toBe(1);
    expect(result.state.live.periodScores[0]).toMatchObject({ type: 'frame', index: 1, [breaker]: 81 });
  });

  it('ends a frame when the table is cleared', () => {
    const s = breaks(start(), [40, 50, 57]);
    expect(s.memo.remaining).toBe(0);
    expect(s.live.periodScores[0]).toMatchObject({ type: 'frame', index: 1 });
    expect((s.live.score?.home ?? 0) + (s.live.score?.away ?? 0)).toBe(1);
  });

  it('has a mid-session interval (half_time) after every fourth frame and ends at (N + 1) / 2 frames', () => {
    let s = start();
    const statuses: string[] = [];
    for (let frame = 1; frame <= 5; frame++) {
      // The home player wins every frame, breaking off or not.
      s = breaks(s, s.live.detail.serving === 'home' ? [147] : [0, 147]);
      statuses.push(where(s));
      if (s.live.status !== 'finished') s = nextFrame(s).state;
    }
    expect(statuses.slice(0, 4)).toEqual([
      'live frame 1',
      'live frame 2',
      'live frame 3',
      'half_time frame 4',
    ]);
    expect(s.live.status).toBe('finished');
    expect(s.live.score).toEqual({ home: 5, away: 0 });
    expect(s.live.winner).toBe('home');
  });

  it('plays a realistic best-of-9 with alternating break-offs', () => {
    const run = play(engine, ctx, 3);
    const frames = run.state.live.score ?? { home: 0, away: 0 };
    expect(Math.max(frames.home, frames.away)).toBe(5);
    expect(run.incidents.filter((i) => i.type === 'frame_won')).toHaveLength(frames.home + frames.away);
    expect(run.state.elapsed / 60).toBeGreaterThan(40);
  });
});
