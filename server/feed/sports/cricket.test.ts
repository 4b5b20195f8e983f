import { describe, expect, it } from 'vitest';
import {
  type Ball,
  ballBowled,
  type CricketMemo,
  cricketEngine as engine,
  oversText,
  secondInnings,
  target,
} from './cricket.ts';
import { context, play, where } from './engine.test-support.ts';
import type { EngineState } from './engine.ts';

const ctx = context({ gameId: 210 });
type S = EngineState<CricketMemo>;

function start(): S {
  return engine.step(engine.initialState(ctx, 1), ctx, 0).state;
}
function bowl(s: S, balls: Ball[]): S {
  return balls.reduce((state, ball) => ballBowled(state, ball).state, s);
}
const batting = (s: S) => s.live.detail.cricket?.batting ?? 'home';
const innings = (s: S) => s.live.detail.cricket?.[batting(s)];

describe('cricket (T20): innings, overs, wickets, the chase', () => {
  it('starts the first innings with the side that bats first at 0/0 in 0.0 overs', () => {
    const s = start();
    expect(where(s)).toBe('live inning 1');
    expect(innings(s)).toEqual({ runs: 0, wickets: 0, overs: '0.0' });
  });

  it('counts overs of six legal balls; wides and no-balls give a run and are bowled again', () => {
    let s = bowl(start(), [1, 4, 0, 'wide', 6, 2]);
    expect(innings(s)).toEqual({ runs: 14, wickets: 0, overs: '0.5' });
    s = bowl(s, ['no_ball', 0]);
    expect(innings(s)?.overs).toBe('1.0');
    expect(oversText(75)).toBe('12.3');
  });

  it('logs wickets for the fielding side and boundaries for the batting side', () => {
    const s = start();
    const side = batting(s);
    const four = ballBowled(s, 4);
    expect(four.incidents[0]).toMatchObject({ type: 'run', side, value: 4 });
    const out = ballBowled(four.state, 'wicket');
    expect(out.incidents[0]).toMatchObject({
      type: 'wicket',
      side: side === 'home' ? 'away' : 'home',
      value: 1,
    });
    expect(innings(out.state)?.wickets).toBe(1);
  });

  it('ends an innings at ten wickets, then a break and the chase of first-innings runs + 1', () => {
    let s = bowl(start(), [6, 6, 4]);
    const first = batting(s);
    s = bowl(s, Array<Ball>(10).fill('wicket'));
    expect(where(s)).toBe('half_time inning 1');
    expect(innings(s)).toEqual({ runs: 16, wickets: 10, overs: '2.1' });
    expect(where(engine.step(s, ctx, 20 * 60).state)).toBe('live inning 2');
    s = secondInnings(s).state;
    expect(batting(s)).not.toBe(first);
    expect(target(s)).toBe(17);
  });

  it('ends an innings after 20 overs', () => {
    const s = bowl(start(), Array<Ball>(120).fill(1));
    expect(where(s)).toBe('half_time inning 1');
    expect(innings(s)).toEqual({ runs: 120, wickets: 0, overs: '20.0' });
  });

  it('ends the match the moment the chase passes the target', () => {
    let s = secondInnings(bowl(start(), [4, ...Array<Ball>(10).fill('wicket')])).state; // target 5
    const chasing = batting(s);
    s = bowl(s, [2, 2]);
    expect(s.live.status).toBe('live');
    const won = ballBowled(s, 1);
    expect(won.state.live.status).toBe('finished');
    expect(won.state.live.winner).toBe(chasing);
    expect(won.state.live.detail.cricket?.[chasing]).toEqual({ runs: 5, wickets: 0, overs: '0.3' });
  });

  it('gives the match to the side batting first when the chase falls short, and ties on equal runs', () => {
    const setUp = () => secondInnings(bowl(start(), [4, ...Array<Ball>(10).fill('wicket')])).state;
    const short = bowl(setUp(), [2, ...Array<Ball>(10).fill('wicket')]);
    expect(short.live.status).toBe('finished');
    expect(short.live.winner).toBe(short.memo.battingFirst);
    const tie = bowl(setUp(), [4, ...Array<Ball>(10).fill('wicket')]);
    expect(tie.live.winner).toBeNull();
  });

  it('plays a realistic match of about three hours', () => {
    const run = play(engine, ctx, 6);
    expect(run.path).toEqual([
      'not_started',
      'live inning 1',
      'half_time inning 1',
      'live inning 2',
      'finished',
    ]);
    expect(run.state.elapsed / 60).toBeGreaterThan(100);
    expect(run.state.elapsed / 60).toBeLessThan(240);
  });
});
