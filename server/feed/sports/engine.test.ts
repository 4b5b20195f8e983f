import { describe, expect, it } from 'vitest';
import { isLive, SPORT_FAMILIES, type SportFamily } from '../../../shared/matches/model.ts';
import { context, play } from './engine.test-support.ts';
import { type MatchContext, SYNC_SECONDS } from './engine.ts';
import { ENGINES } from './engines.ts';

/** A representative fixture of every family. */
const CONTEXTS: Record<SportFamily, MatchContext> = {
  football: context({ gameId: 202, knockout: true, homeEdge: 0.55 }),
  basketball: context({ gameId: 201 }),
  american_football: context({ gameId: 209 }),
  tennis: context({ gameId: 203, bestOf: 3 }),
  sets: context({ gameId: 206, bestOf: 5 }),
  baseball: context({ gameId: 205 }),
  cricket: context({ gameId: 210 }),
  snooker: context({ gameId: 204, bestOf: 9 }),
  moba: context({ gameId: 1, bestOf: 3 }),
  shooter: context({ gameId: 2, bestOf: 3 }),
  battle_royale: context({
    gameId: 5,
    bestOf: 4,
    participantStrengths: Array.from({ length: 16 }, (_, i) => i / 16),
  }),
  duel: context({ gameId: 9, bestOf: 3 }),
};

describe('sport engines: what every family shares', () => {
  for (const family of SPORT_FAMILIES) {
    const engine = ENGINES[family];
    const ctx = CONTEXTS[family];

    describe(family, () => {
      it('plays from not_started through live to finished', () => {
        const run = play(engine, ctx, 11);
        expect(run.path[0]).toBe('not_started');
        expect(run.path[1]?.startsWith('live ')).toBe(true);
        expect(run.state.live.status).toBe('finished');
        expect(run.state.wait).toBe(Number.POSITIVE_INFINITY);
        expect(run.state.live.clock?.running ?? false).toBe(false);
        // Only the statuses of spec section 4 along the way.
        for (const step of run.path) {
          expect(step).toMatch(/^(not_started|live|half_time|overtime|penalties|finished)\b/);
        }
      });

      it('gives the same match for the same seed, another for another seed', () => {
        const a = play(engine, ctx, 5);
        const b = play(engine, ctx, 5);
        const c = play(engine, ctx, 6);
        expect(b).toEqual(a);
        expect(c.incidents).not.toEqual(a.incidents);
      });

      it('does not depend on how time is cut into steps', () => {
        const whole = engine.step(engine.initialState(ctx, 21), ctx, 5 * 3600);
        let state = engine.initialState(ctx, 21);
        const pieces = [];
        for (let t = 0; t < 5 * 3600; t += 37) {
          const result = engine.step(state, ctx, Math.min(37, 5 * 3600 - t));
          state = result.state;
          pieces.push(...result.incidents);
        }
        expect(state).toEqual(whole.state);
        expect(pieces).toEqual(whole.incidents);
      });

      it('stamps incidents with their period and the score after them, in time order', () => {
        const run = play(engine, ctx, 3);
        expect(run.incidents.length).toBeGreaterThan(0);
        for (const [i, incident] of run.incidents.entries()) {
          expect(incident.period).not.toBeNull();
          if (i > 0) expect(incident.at).toBeGreaterThanOrEqual(run.incidents[i - 1]?.at ?? 0);
          if (family !== 'battle_royale') expect(incident.scoreAfter).toBeDefined();
        }
        const starts = run.incidents.filter((i) => i.type === 'period_start');
        expect(starts.length).toBeGreaterThanOrEqual(family === 'battle_royale' ? ctx.bestOf : 1);
      });

      it('counts a change at least every match minute while in play (the seq keeps growing)', () => {
        let state = engine.step(engine.initialState(ctx, 8), ctx, 0).state;
        while (state.live.status !== 'finished') {
          const before = state.changes;
          const next = engine.step(state, ctx, SYNC_SECONDS).state;
          if (isLive(state.live.status)) expect(next.changes).toBeGreaterThan(before);
          state = next;
        }
      });

      it('describes its format for the site and the scheduler', () => {
        const format = engine.format(ctx);
        expect(format.family).toBe(family);
        expect(format.regularPeriods).toBeGreaterThan(0);
        expect(format.typicalMinutes).toBeGreaterThan(10);
      });
    });
  }
});
