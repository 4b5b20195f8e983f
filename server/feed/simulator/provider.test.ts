import { describe, expect, it } from 'vitest';
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import type { FeedFixture, FeedMatchUpdate, FeedSink } from '../../../shared/matches/feed.ts';
import { isLive, SPORT_FAMILY_BY_GAME } from '../../../shared/matches/model.ts';
import { createSimulatorProvider, type SimulatorOptions } from './provider.ts';
import { DAY_MS } from './schedule.ts';

const T0 = Date.parse('2026-03-14T15:37:00Z');

function recorder() {
  const fixtures: FeedFixture[][] = [];
  const updates: FeedMatchUpdate[] = [];
  const sink: FeedSink = {
    async upsertFixtures(batch) {
      fixtures.push(batch);
    },
    async applyUpdate(update) {
      updates.push(update);
    },
  };
  return { sink, fixtures, updates };
}

async function started(options: SimulatorOptions = {}, at = T0) {
  const rec = recorder();
  const provider = createSimulatorProvider({ seed: 5, now: () => new Date(at), autoTick: false, ...options });
  await provider.start(rec.sink);
  return { provider, ...rec };
}

/** The latest update of each match. */
function latest(updates: FeedMatchUpdate[]): Map<string, FeedMatchUpdate> {
  return new Map(updates.map((u) => [u.externalId, u]));
}

describe('simulator provider: the window it sends on start', () => {
  it('sends every fixture of 7 days back and 7 ahead for every game, then the state of every started match', async () => {
    const { provider, fixtures, updates } = await started();
    expect(fixtures).toHaveLength(1);
    const all = fixtures[0] ?? [];
    const days = new Set(all.map((f) => f.startTime.slice(0, 10)));
    expect([...days].sort()).toEqual(
      Array.from({ length: 15 }, (_, i) => new Date(T0 + (i - 7) * DAY_MS).toISOString().slice(0, 10)),
    );
    const games = new Set(all.map((f) => f.gameId));
    expect(games.size).toBe(GAME_CATALOG.length);
    for (const f of all) expect(f.source).toBe('simulator');

    const begun = all.filter(
      (f) => Date.parse(f.startTime) <= T0 && !['postponed', 'cancelled'].includes(f.status),
    );
    expect(new Set(updates.map((u) => u.externalId))).toEqual(new Set(begun.map((f) => f.externalId)));
    for (const f of all.filter((x) => Date.parse(x.startTime) > T0)) {
      expect(['not_started', 'preview', 'postponed', 'cancelled']).toContain(f.status);
    }
    // Matches of past days are over, with a winner matching the score.
    const byId = new Map(all.map((f) => [f.externalId, f]));
    for (const u of updates) {
      const fixture = byId.get(u.externalId);
      if (!fixture) throw new Error('update without fixture');
      expect(fixture.status).toBe(u.state.status);
      if (Date.parse(fixture.startTime) < T0 - DAY_MS) expect(u.state.status).toBe('finished');
      const score = u.state.score;
      if (
        u.state.status === 'finished' &&
        score &&
        score.home !== score.away &&
        fixture.gameId !== 202 &&
        fixture.gameId !== 200
      ) {
        expect(u.state.winner).toBe(score.home > score.away ? 'home' : 'away');
      }
      const misplaced = u.incidents.filter(
        (i) =>
          i.seq !== u.state.seq ||
          Date.parse(i.occurredAt) < Date.parse(fixture.startTime) ||
          Date.parse(i.occurredAt) > Date.parse(u.state.updatedAt),
      );
      expect(misplaced).toEqual([]);
    }
    await provider.stop();
  });

  it('has a steady number of matches in play whenever it starts', async () => {
    for (const hours of [0, 3.5, 7, 11.25, 16, 20.75]) {
      const at = Date.parse('2026-06-01T00:00:00Z') + hours * 3600_000 + (hours > 10 ? DAY_MS * 3 : 0);
      const { provider, updates } = await started({ daysBack: 1, daysAhead: 0 }, at);
      const live = updates.filter((u) => isLive(u.state.status));
      expect(live.length).toBeGreaterThanOrEqual(25);
      expect(live.length).toBeLessThanOrEqual(75);
      await provider.stop();
    }
  });
});

describe('simulator provider: determinism', () => {
  it('sends the same fixtures and updates for the same seed and clock', async () => {
    const a = await started({ daysBack: 1, daysAhead: 1 });
    const b = await started({ daysBack: 1, daysAhead: 1 });
    for (const p of [a, b]) for (let i = 0; i < 5; i++) await p.provider.advance(30_000);
    expect(b.fixtures).toEqual(a.fixtures);
    expect(b.updates).toEqual(a.updates);
    const c = await started({ daysBack: 1, daysAhead: 1, seed: 6 });
    expect(c.fixtures).not.toEqual(a.fixtures);
  });

  it('lands a process started later exactly where a running one is (same seq, same score)', async () => {
    const running = await started({ daysBack: 1, daysAhead: 0 });
    for (let i = 0; i < 20; i++) await running.provider.advance(30_000);
    const later = await started({ daysBack: 1, daysAhead: 0 }, T0 + 20 * 30_000);
    const before = latest(running.updates);
    for (const u of later.updates) {
      const held = before.get(u.externalId);
      expect(held?.state.seq).toBe(u.state.seq);
      expect(held?.state.score).toEqual(u.state.score);
      expect(held?.state.status).toBe(u.state.status);
      expect(held?.state.periodScores).toEqual(u.state.periodScores);
    }
  });
});

describe('simulator provider: ticks', () => {
  it('sends only changes, with a seq that grows strictly for every match', async () => {
    const { provider, updates } = await started({ daysBack: 0, daysAhead: 0 });
    const startCount = updates.length;
    for (let i = 0; i < 60; i++) await provider.advance(10_000);
    expect(updates.length).toBeGreaterThan(startCount);
    const seqs = new Map<string, number>();
    for (const u of updates) {
      expect(u.state.seq).toBeGreaterThan(seqs.get(u.externalId) ?? 0);
      seqs.set(u.externalId, u.state.seq);
    }
    // Every live match is re-sent at least once a minute of play.
    const lastLive = [...latest(updates.slice(0, startCount)).values()].filter((u) => isLive(u.state.status));
    for (const u of lastLive)
      expect(updates.slice(startCount).some((x) => x.externalId === u.externalId)).toBe(true);
  });

  it('starts matches when their time comes', async () => {
    const { provider, fixtures, updates } = await started({ daysBack: 0, daysAhead: 0 });
    const next = (fixtures[0] ?? [])
      .filter((f) => f.status === 'not_started' && Date.parse(f.startTime) > T0)
      .sort((x, y) => Date.parse(x.startTime) - Date.parse(y.startTime))[0];
    if (!next) throw new Error('nothing to start');
    expect(updates.some((u) => u.externalId === next.externalId)).toBe(false);
    await provider.advance(Date.parse(next.startTime) - T0);
    const first = updates.find((u) => u.externalId === next.externalId);
    expect(first?.state.status).toBe('live');
    expect(first?.state.seq).toBe(1);
    expect(first?.incidents[0]?.type).toBe('period_start');
    expect(first?.state.updatedAt).toBe(next.startTime);
  });

  it('loads a new day of fixtures when the UTC day rolls over', async () => {
    const beforeMidnight = Date.parse('2026-03-14T23:55:00Z');
    const { provider, fixtures } = await started({ daysBack: 1, daysAhead: 2 }, beforeMidnight);
    expect(new Set((fixtures[0] ?? []).map((f) => f.startTime.slice(0, 10)))).not.toContain('2026-03-17');
    await provider.advance(10 * 60_000);
    const added = fixtures.slice(1).flat();
    expect(added.length).toBeGreaterThan(100);
    expect(new Set(added.map((f) => f.startTime.slice(0, 10)))).toContain('2026-03-17');
    expect(provider.fixtures().some((f) => f.startTime.startsWith('2026-03-13'))).toBe(false);
  });

  it('gives the event loop turns while it starts and while it loads a new day (pages are answered meanwhile)', async () => {
    // With a slice of 0 ms it yields after every day and every match: count the turns it gave.
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const beforeMidnight = Date.parse('2026-03-14T23:55:00Z');
    const { provider, fixtures, updates } = await started(
      { daysBack: 1, daysAhead: 1, sliceMs: 0 },
      beforeMidnight,
    );
    const atStart = turns;
    // At least one turn per day of the window and one per match begun.
    expect(atStart).toBeGreaterThanOrEqual(3 + updates.length);
    await provider.advance(10 * 60_000);
    counting = false;
    expect(fixtures.slice(1).flat().length).toBeGreaterThan(100);
    expect(turns).toBeGreaterThan(atStart);
  });

  it('changes nothing it sends by yielding: the same window with and without slices', async () => {
    const sliced = await started({ daysBack: 1, daysAhead: 1, sliceMs: 0 });
    const whole = await started({ daysBack: 1, daysAhead: 1, sliceMs: Number.POSITIVE_INFINITY });
    expect(sliced.fixtures).toEqual(whole.fixtures);
    expect(sliced.updates).toEqual(whole.updates);
  });

  it('keeps the same external ids when started on another day', async () => {
    const today = await started({ daysBack: 0, daysAhead: 1 });
    const tomorrow = await started({ daysBack: 1, daysAhead: 0 }, T0 + DAY_MS);
    const ids = (fixtures: FeedFixture[][]) =>
      new Set(fixtures.flat().map((f) => `${f.externalId} ${f.startTime} ${f.home?.name}`));
    expect(ids(tomorrow.fixtures)).toEqual(ids(today.fixtures));
  });

  it('prices the markets: 1X2 with a draw for football only, odds moving with the score, win rates summing to 100', async () => {
    const { fixtures, updates } = await started({ daysBack: 1, daysAhead: 0 });
    const gameOf = new Map((fixtures[0] ?? []).map((f) => [f.externalId, f.gameId]));
    let footballSeen = false;
    for (const u of updates) {
      const family = SPORT_FAMILY_BY_GAME[gameOf.get(u.externalId) ?? -1];
      if (family === 'battle_royale') {
        expect(u.odds).toBeUndefined();
        continue;
      }
      expect(u.odds?.map((o) => o.market)).toEqual(['europe', 'handicap', 'over_under']);
      const europe = u.odds?.[0];
      expect(europe?.opening.draw !== undefined).toBe(family === 'football');
      if (family === 'football') footballSeen = true;
      const rate = u.winRate;
      expect((rate?.home ?? 0) + (rate?.draw ?? 0) + (rate?.away ?? 0)).toBe(100);
      if (u.state.status === 'finished' && u.state.winner) {
        expect(rate?.[u.state.winner]).toBe(100);
        expect(europe?.current[u.state.winner]).toBeLessThan(europe?.opening[u.state.winner] ?? 0);
      }
    }
    expect(footballSeen).toBe(true);
  });

  it('sends again what a failing sink did not take, incidents included', async () => {
    let failing = false;
    const updates: FeedMatchUpdate[] = [];
    const provider = createSimulatorProvider({
      seed: 5,
      now: () => new Date(T0),
      autoTick: false,
      daysBack: 0,
      daysAhead: 0,
    });
    await provider.start({
      async upsertFixtures() {},
      async applyUpdate(update) {
        if (failing) throw new Error('database away');
        updates.push(update);
      },
    });
    const reference = await started({ daysBack: 0, daysAhead: 0 });
    failing = true;
    await expect(provider.advance(10 * 60_000)).rejects.toThrow('database away');
    failing = false;
    await provider.advance(60_000);
    await reference.provider.advance(10 * 60_000);
    await reference.provider.advance(60_000);
    const incidents = (list: FeedMatchUpdate[]) =>
      list.flatMap((u) => u.incidents.map((i) => `${u.externalId} ${i.type} ${i.occurredAt}`));
    expect(incidents(updates).sort()).toEqual(incidents(reference.updates).sort());
    const states = (list: FeedMatchUpdate[]) => [...latest(list).values()].map((u) => u.state);
    expect(states(updates)).toEqual(states(reference.updates));
  });

  it('stops after the tick in flight', async () => {
    let release: () => void = () => {};
    let slow = false;
    const updates: FeedMatchUpdate[] = [];
    const provider = createSimulatorProvider({
      seed: 5,
      now: () => new Date(T0),
      autoTick: false,
      daysBack: 0,
      daysAhead: 0,
    });
    await provider.start({
      async upsertFixtures() {},
      async applyUpdate(update) {
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        updates.push(update);
      },
    });
    slow = true;
    const count = updates.length;
    const ticking = provider.advance(60_000);
    let stopped = false;
    const stopping = provider.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    slow = false;
    release();
    await Promise.all([ticking, stopping]);
    expect(stopped).toBe(true);
    expect(updates.length).toBeGreaterThan(count);
    await expect(provider.tick()).rejects.toThrow(/not started/);
  });
});
