import { describe, expect, it } from 'vitest';
import { battleRoyaleEngine as engine, knockOut, nextGame, placementPoints } from './battle-royale.ts';
import { context, play, where } from './engine.test-support.ts';

const ctx = context({ gameId: 5, bestOf: 2, participantStrengths: [0.5, 0.5, 0.5, 0.5] });

function start() {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}
const row = (s: ReturnType<typeof start>, id: number) =>
  s.live.detail.standings?.find((r) => r.participantId === id);

describe('battle royale: games of eliminations, placement and kill points', () => {
  it('starts game 1 with every team alive, no home/away score', () => {
    const s = start();
    expect(where(s)).toBe('live game 1');
    expect(s.live.score).toBeNull();
    expect(s.live.periodScores).toEqual([]);
    expect(s.live.detail.standings).toEqual(
      [0, 1, 2, 3].map((id) => ({ participantId: id, points: 0, kills: 0, alive: 4, rank: undefined })),
    );
  });

  it('counts a knock-out as a kill point; a team whose last player falls is eliminated and placed', () => {
    let s = start();
    s = knockOut(s, ctx, 2, 0).state;
    expect(row(s, 2)?.alive).toBe(3);
    expect(row(s, 0)).toMatchObject({ kills: 1, points: 1 });
    s = knockOut(knockOut(s, ctx, 2, 0).state, ctx, 2, 1).state;
    const last = knockOut(s, ctx, 2, 1);
    expect(last.incidents).toEqual([
      expect.objectContaining({ type: 'elimination', participantId: 2, value: 4, side: null }),
    ]);
    expect(row(last.state, 2)).toMatchObject({ alive: 0, rank: 4, points: placementPoints(4) });
  });

  it('ends a game when one team is left: placement points, then a break and the next game', () => {
    let s = start();
    for (const victim of [3, 2, 1]) for (let p = 0; p < 4; p++) s = knockOut(s, ctx, victim, 0).state;
    expect(where(s)).toBe('half_time game 1');
    expect(row(s, 0)).toMatchObject({ rank: 1, kills: 12, points: 12 + placementPoints(1) });
    expect(row(s, 1)).toMatchObject({ rank: 2, points: placementPoints(2) });
    expect(row(s, 3)).toMatchObject({ rank: 4, points: placementPoints(4) });
    s = nextGame(s, ctx).state;
    expect(where(s)).toBe('live game 2');
    expect(row(s, 3)).toMatchObject({ alive: 4, rank: undefined, points: placementPoints(4) });
  });

  it('finishes after the last game of the series, without a side winner', () => {
    let s = start();
    for (let game = 1; game <= 2; game++) {
      for (const victim of [1, 2, 3]) for (let p = 0; p < 4; p++) s = knockOut(s, ctx, victim, 0).state;
      if (game === 1) s = nextGame(s, ctx).state;
    }
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBeNull();
    expect(row(s, 0)?.points).toBe(2 * (12 + 10));
  });

  it('plays a realistic series of 16 teams: 15 eliminations per game of about half an hour', () => {
    const sixteen = context({
      gameId: 5,
      bestOf: 4,
      participantStrengths: Array.from({ length: 16 }, (_, i) => 0.2 + i * 0.04),
    });
    const run = play(engine, sixteen, 4, 10);
    expect(run.incidents.filter((i) => i.type === 'elimination')).toHaveLength(4 * 15);
    const ends = run.incidents.filter((i) => i.type === 'period_end');
    expect(ends).toHaveLength(4);
    for (const end of ends) {
      expect(end.clockSeconds).toBeGreaterThan(15 * 60);
      expect(end.clockSeconds).toBeLessThan(50 * 60);
    }
    const standings = run.state.live.detail.standings ?? [];
    const placements = standings.reduce((sum, r) => sum + r.points - r.kills, 0);
    expect(placements).toBe(
      4 * [1, 2, 3, 4, 5, 6, 7, 8].reduce((sum, rank) => sum + placementPoints(rank), 0),
    );
  });
});
