import { describe, expect, it } from 'vitest';
import { duelEngine as engine, gameOver } from './duel.ts';
import { context, play, where } from './engine.test-support.ts';

const sc2 = context({ gameId: 18, bestOf: 3 });
const fifa = context({ gameId: 9, bestOf: 3 });

describe('duels: best-of-N games', () => {
  it('plays games one after another with a break between, to (N + 1) / 2 wins', () => {
    let s = engine.step(engine.initialState(sc2, 1), sc2, 0).state;
    expect(where(s)).toBe('live map 1');
    s = gameOver(s, sc2, 'away').state;
    expect(where(s)).toBe('half_time map 1');
    expect(s.live.periodScores[0]).toEqual({ type: 'map', index: 1, home: 0, away: 1 });
    s = engine.step(s, sc2, 240).state;
    expect(where(s)).toBe('live map 2');
    s = gameOver(s, sc2, 'away').state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('away');
    expect(s.live.score).toEqual({ home: 0, away: 2 });
  });

  it('scores goals as they come in scoring games; a level game goes to overtime and the next goal wins it', () => {
    let found = false;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const run = play(engine, fifa, seed, 5);
      const overtime = run.path.findIndex((p) => p.startsWith('overtime'));
      if (overtime < 0) continue;
      found = true;
      const game = Number(run.path[overtime]?.split(' ')[2]);
      const inGame = run.incidents.filter((i) => i.period?.index === game);
      const wonAt = inGame.findIndex((i) => i.type === 'map_won');
      // Level at the end of regular time, so the last goal before the game ends is the winner.
      expect(inGame[wonAt - 1]).toMatchObject({ type: 'goal', side: inGame[wonAt]?.side });
      const row = run.state.live.periodScores.find((p) => p.index === game);
      expect(Math.abs((row?.home ?? 0) - (row?.away ?? 0))).toBe(1);
      expect(run.path[overtime + 1]).toMatch(/^(half_time|finished)/);
    }
    expect(found).toBe(true);
  });

  it('keeps game scores in scoring games and 1-0 rows in the others', () => {
    const fifaRun = play(engine, fifa, 3, 10);
    for (const row of fifaRun.state.live.periodScores) expect(row.home).not.toBe(row.away);
    expect(fifaRun.incidents.some((i) => i.type === 'goal')).toBe(true);
    const sc2Run = play(engine, sc2, 3, 10);
    for (const row of sc2Run.state.live.periodScores) expect(row.home + row.away).toBe(1);
  });
});
