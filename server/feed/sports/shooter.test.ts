import { describe, expect, it } from 'vitest';
import type { Side } from '../../../shared/matches/model.ts';
import { context, play, where } from './engine.test-support.ts';
import type { EngineState } from './engine.ts';
import { shooterEngine as engine, mapWinner, nextMap, round, type ShooterMemo } from './shooter.ts';

const cs = context({ gameId: 2, bestOf: 3 });
const valorant = context({ gameId: 14, bestOf: 1 });
type S = EngineState<ShooterMemo>;

function start(ctx = cs): S {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}
function rounds(s: S, ctx: typeof cs, winners: Side[]) {
  let state = s;
  const incidents = [];
  for (const winner of winners) {
    const result = round(state, ctx, winner);
    state = result.state;
    incidents.push(...result.incidents);
  }
  return { state, incidents };
}
const times = (side: Side, n: number): Side[] => Array<Side>(n).fill(side);
/** 12-12: alternate rounds. */
const toTwelveAll: Side[] = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'home' : 'away'));

describe('shooters: rounds, maps, overtime', () => {
  it('starts map 1 on a named map at 0-0', () => {
    const s = start();
    expect(where(s)).toBe('live map 1');
    expect(s.live.detail.rounds).toEqual({ home: 0, away: 0 });
    expect(['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Train']).toContain(
      s.live.detail.mapName,
    );
  });

  it('wins a map at 13 rounds; every round is logged with the round score', () => {
    const { state, incidents } = rounds(start(), cs, [...times('away', 11), ...times('home', 13)]);
    expect(incidents.filter((i) => i.type === 'round_won')).toHaveLength(24);
    expect(incidents.at(-2)).toMatchObject({
      type: 'round_won',
      side: 'home',
      scoreAfter: { home: 13, away: 11 },
    });
    expect(incidents.at(-1)).toMatchObject({
      type: 'map_won',
      side: 'home',
      scoreAfter: { home: 1, away: 0 },
    });
    expect(where(state)).toBe('half_time map 1');
    expect(state.live.periodScores[0]).toEqual({ type: 'map', index: 1, home: 13, away: 11 });
  });

  it('goes to overtime at 12-12 (MR3: first to four of six, 3-3 starts another)', () => {
    let s = rounds(start(), cs, toTwelveAll).state;
    expect(where(s)).toBe('overtime map 1');
    s = rounds(s, cs, ['home', 'away', 'home', 'away', 'home', 'away']).state; // 15-15
    expect(s.live.status).toBe('overtime');
    s = rounds(s, cs, ['away', 'away', 'away']).state;
    expect(s.live.status).toBe('overtime');
    s = rounds(s, cs, ['away']).state; // 15-19
    expect(where(s)).toBe('half_time map 1');
    expect(s.live.periodScores[0]).toMatchObject({ home: 15, away: 19 });
  });

  it('decides maps by the rules of each game', () => {
    const mr3 = { roundsToWin: 13, overtime: 'mr3' as const };
    const by2 = { roundsToWin: 13, overtime: 'win_by_2' as const };
    expect(mapWinner({ home: 13, away: 11 }, mr3)).toBe('home');
    expect(mapWinner({ home: 13, away: 12 }, mr3)).toBeNull();
    expect(mapWinner({ home: 16, away: 14 }, mr3)).toBe('home');
    expect(mapWinner({ home: 15, away: 15 }, mr3)).toBeNull();
    expect(mapWinner({ home: 17, away: 19 }, mr3)).toBe('away');
    expect(mapWinner({ home: 14, away: 12 }, by2)).toBe('home');
    expect(mapWinner({ home: 14, away: 13 }, by2)).toBeNull();
    // Rainbow Six: first to 7.
    expect(mapWinner({ home: 7, away: 4 }, { roundsToWin: 7, overtime: 'win_by_2' })).toBe('home');
    expect(mapWinner({ home: 7, away: 6 }, { roundsToWin: 7, overtime: 'win_by_2' })).toBeNull();
  });

  it('Valorant: from 12-12 a map is won by two clear rounds', () => {
    let s = rounds(start(valorant), valorant, toTwelveAll).state;
    s = rounds(s, valorant, ['home', 'away', 'home']).state;
    expect(s.live.status).toBe('overtime');
    s = round(s, valorant, 'home').state;
    expect(s.live.status).toBe('finished');
    expect(s.live.periodScores[0]).toMatchObject({ home: 15, away: 13 });
  });

  it('plays the next map on another map after the break, back to live', () => {
    let s = rounds(start(), cs, [...toTwelveAll, ...times('home', 4)]).state;
    const first = s.live.detail.mapName;
    s = nextMap(s, cs).state;
    expect(where(s)).toBe('live map 2');
    expect(s.live.detail.mapName).not.toBe(first);
    expect(s.live.detail.rounds).toEqual({ home: 0, away: 0 });
  });

  it('plays a realistic best-of-3 of 40-50 minute maps', () => {
    const run = play(engine, cs, 9, 10);
    const maps = run.state.live.periodScores;
    expect(maps.length).toBeGreaterThanOrEqual(2);
    for (const map of maps) expect(Math.max(map.home, map.away)).toBeGreaterThanOrEqual(13);
    expect(run.state.elapsed / 60 / maps.length).toBeGreaterThan(30);
  });
});
