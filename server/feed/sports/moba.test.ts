import { describe, expect, it } from 'vitest';
import { context, play, where } from './engine.test-support.ts';
import { mobaEngine as engine, event, mapOver } from './moba.ts';

const ctx = context({ gameId: 1, bestOf: 3 });

function start() {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}

describe('MOBA (LoL): best-of-N maps with kills, gold and towers', () => {
  it('starts map 1 with its clock at 0 counting up and nothing on the board', () => {
    const s = start();
    expect(where(s)).toBe('live map 1');
    expect(s.live.clock).toEqual({ seconds: 0, running: true, direction: 'up' });
    expect(s.live.detail.kills).toEqual({ home: 0, away: 0 });
    expect(s.live.detail.towers).toEqual({ home: 0, away: 0 });
    expect(s.live.score).toEqual({ home: 0, away: 0 });
  });

  it('logs the first kill as first blood; later kills count in the map row and the gold', () => {
    const first = event(start(), ctx, 'kill', 'away');
    expect(first.incidents[0]).toMatchObject({
      type: 'first_blood',
      side: 'away',
      scoreAfter: { home: 0, away: 1 },
    });
    const second = event(first.state, ctx, 'kill', 'home');
    expect(second.incidents).toEqual([]);
    expect(second.state.live.detail.kills).toEqual({ home: 1, away: 1 });
    expect(second.state.live.periodScores[0]).toEqual({ type: 'map', index: 1, home: 1, away: 1 });
    const tower = event(second.state, ctx, 'tower', 'home');
    expect(tower.incidents[0]).toMatchObject({
      type: 'tower',
      side: 'home',
      scoreAfter: { home: 1, away: 0 },
    });
    const gold = tower.state.live.detail.gold ?? { home: 0, away: 0 };
    expect(gold.home).toBeGreaterThan(gold.away);
  });

  it('gives the map to the side ahead in gold, then a break (half_time) before the next map', () => {
    let s = event(start(), ctx, 'baron', 'away').state;
    const ended = mapOver(s, ctx);
    expect(ended.incidents.map((i) => [i.type, i.side])).toEqual([['map_won', 'away']]);
    s = ended.state;
    expect(where(s)).toBe('half_time map 1');
    expect(s.live.score).toEqual({ home: 0, away: 1 });
    expect(where(engine.step(s, ctx, 6 * 60 - 1).state)).toBe('half_time map 1');
    s = engine.step(s, ctx, 6 * 60).state;
    expect(where(s)).toBe('live map 2');
    expect(s.live.detail.kills).toEqual({ home: 0, away: 0 });
    expect(s.live.clock?.seconds).toBe(0);
  });

  it('ends a best-of-3 at two maps', () => {
    let s = mapOver(event(start(), ctx, 'kill', 'home').state, ctx).state;
    s = engine.step(s, ctx, 6 * 60).state;
    s = mapOver(event(s, ctx, 'dragon', 'home').state, ctx).state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('home');
    expect(s.live.score).toEqual({ home: 2, away: 0 });
  });

  it('plays realistic maps of 25-45 minutes, each won by the side ahead in gold', () => {
    const run = play(engine, ctx, 8, 10);
    const maps = run.incidents.filter((i) => i.type === 'map_won');
    expect(maps.length).toBeGreaterThanOrEqual(2);
    expect(maps.length).toBeLessThanOrEqual(3);
    for (const map of maps) {
      expect(map.clockSeconds).toBeGreaterThanOrEqual(25 * 60);
      expect(map.clockSeconds).toBeLessThanOrEqual(45 * 60);
    }
    const firstBloods = run.incidents.filter((i) => i.type === 'first_blood');
    expect(firstBloods).toHaveLength(maps.length);
    expect(run.path.filter((p) => p.startsWith('half_time'))).toHaveLength(maps.length - 1);
    const gold = run.state.live.detail.gold ?? { home: 0, away: 0 };
    expect(gold[run.state.live.winner ?? 'home']).toBeGreaterThanOrEqual(
      gold[run.state.live.winner === 'home' ? 'away' : 'home'],
    );
  });

  it('plays shorter maps on mobile titles', () => {
    const run = play(engine, context({ gameId: 3, bestOf: 1 }), 8, 10);
    const map = run.incidents.find((i) => i.type === 'map_won');
    expect(map?.clockSeconds).toBeLessThanOrEqual(23 * 60);
  });
});
