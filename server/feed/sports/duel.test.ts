import { describe, expect, it } from 'vitest';
import { gameFormat } from '../../../shared/matches/model.ts';
import { duelEngine as engine, gameOver } from './duel.ts';
import { context, play, where } from './engine.test-support.ts';

const sc2 = context({ gameId: 18, bestOf: 3 });
const hearthstone = context({ gameId: 21, bestOf: 5 });
const rocketLeague = context({ gameId: 19, bestOf: 3 });
const fifa = context({ gameId: 9, bestOf: 1 });
const mma = context({ gameId: 15, bestOf: 3 });

describe('duels: best-of-N games (strategy, cards, fighting, sports sims)', () => {
  it('plays games one after another with a break between, to (N + 1) / 2 wins', () => {
    let s = engine.step(engine.initialState(sc2, 1), sc2, 0).state;
    expect(where(s)).toBe('live game 1');
    s = gameOver(s, sc2, 'away').state;
    expect(where(s)).toBe('half_time game 1');
    expect(s.live.periodScores[0]).toEqual({ type: 'game', index: 1, home: 0, away: 1 });
    s = engine.step(s, sc2, 240).state;
    expect(where(s)).toBe('live game 2');
    s = gameOver(s, sc2, 'away').state;
    expect(s.live.status).toBe('finished');
    expect(s.live.winner).toBe('away');
    expect(s.live.score).toEqual({ home: 0, away: 2 });
  });

  it('has no maps: Hearthstone, StarCraft and fighting games play games (maps belong to MOBA and shooters)', () => {
    // The issue: MMA, FIFA, Hearthstone and fighting games read "Map 1" / "Best of 3 · Map 1".
    for (const ctx of [sc2, hearthstone, rocketLeague, fifa, mma, context({ gameId: 28, bestOf: 3 })]) {
      const run = play(engine, ctx, 4, 10);
      expect(
        run.path.filter((p) => p.includes(' map ')),
        `game ${ctx.gameId}`,
      ).toEqual([]);
      expect(run.state.live.periodScores.filter((p) => p.type === 'map')).toEqual([]);
    }
    expect(play(engine, hearthstone, 4, 10).path[1]).toBe('live game 1');
  });

  it('scores goals as they come in scoring games; a level game goes to overtime and the next goal wins it', () => {
    let found = false;
    for (let seed = 1; seed <= 80 && !found; seed++) {
      const run = play(engine, rocketLeague, seed, 5);
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
    const rlRun = play(engine, rocketLeague, 3, 10);
    for (const row of rlRun.state.live.periodScores) expect(row.home).not.toBe(row.away);
    expect(rlRun.incidents.some((i) => i.type === 'goal')).toBe(true);
    const sc2Run = play(engine, sc2, 3, 10);
    for (const row of sc2Run.state.live.periodScores) expect(row.home + row.away).toBe(1);
  });
});

describe('FIFA: one football match in two halves', () => {
  it('plays half 1, half-time, half 2 (golden-goal extra time when level), with goals in the headline', () => {
    expect(gameFormat(9)).toMatchObject({ periodType: 'half', series: null, halfTimeAfter: 1 });
    let sawExtra = false;
    for (let seed = 1; seed <= 60; seed++) {
      const run = play(engine, fifa, seed, 5);
      expect(run.path.slice(0, 5)).toEqual([
        'not_started',
        'live half 1',
        'half_time half 1',
        'live half 2',
        run.path[4],
      ]);
      expect(run.path[4]).toMatch(/^(finished|overtime extra_time 1)$/);
      const { score, periodScores, winner } = run.state.live;
      const goals = run.incidents.filter((i) => i.type === 'goal');
      expect(score).toEqual({
        home: goals.filter((g) => g.side === 'home').length,
        away: goals.filter((g) => g.side === 'away').length,
      });
      expect(periodScores.map((p) => p.type)).toEqual(
        run.path.includes('overtime extra_time 1') ? ['half', 'half', 'extra_time'] : ['half', 'half'],
      );
      expect(winner).toBe(score && score.home > score.away ? 'home' : 'away');
      if (run.path.includes('overtime extra_time 1')) sawExtra = true;
    }
    expect(sawExtra).toBe(true);
  });
});

describe('MMA: a bout of rounds', () => {
  it('fights 3 (or 5) rounds with a break named after the round, ending early on a finish', () => {
    expect(gameFormat(15)).toMatchObject({ periodType: 'round', series: 'rounds' });
    const lengths = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const run = play(engine, mma, seed, 5);
      const rounds = run.state.live.periodScores;
      expect(rounds.every((r) => r.type === 'round' && r.home + r.away === 1)).toBe(true);
      expect(rounds.length).toBeLessThanOrEqual(3);
      lengths.add(rounds.length);
      expect(run.path[1]).toBe('live round 1');
      if (rounds.length > 1) expect(run.path[2]).toBe('half_time round 1');
      // No running score; the result goes to the winner.
      expect(run.state.live.score).toEqual(
        run.state.live.winner === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 },
      );
    }
    // Some bouts end early, some go the distance.
    expect(lengths.has(3)).toBe(true);
    expect([...lengths].some((n) => n < 3)).toBe(true);
    const five = play(engine, context({ gameId: 15, bestOf: 5 }), 2, 5);
    expect(five.state.live.periodScores.length).toBeLessThanOrEqual(5);
  });

  it('shows no score while the bout is fought', () => {
    const s = engine.step(engine.initialState(mma, 1), mma, 30).state;
    expect(where(s)).toBe('live round 1');
    expect(s.live.score).toBeNull();
  });
});
