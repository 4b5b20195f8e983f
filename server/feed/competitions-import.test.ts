import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeedCompetitions } from '../../shared/competitions/feed.ts';
import type { FeedFixture, FeedMatchUpdate, FeedSink } from '../../shared/matches/feed.ts';
import { FixtureFileError, importFixtureFile, parseFixtureFile } from './importer.ts';

/** The `competitions` part of a fixture file: profiles, transfers, seasons and stages (competitions-import.ts). */
const EXAMPLE = join(import.meta.dirname, 'fixtures', 'example.json');

// biome-ignore lint/suspicious/noExplicitAny: the file is edited freely to break one rule at a time
type Raw = any;

async function example(): Promise<Raw> {
  return JSON.parse(await readFile(EXAMPLE, 'utf8'));
}

function problems(raw: unknown): string[] {
  try {
    parseFixtureFile(raw);
    return [];
  } catch (error) {
    if (error instanceof FixtureFileError) return error.problems;
    throw error;
  }
}

/** The example with one change to its competitions part; the problems it gives. */
async function breaking(change: (c: Raw) => void): Promise<string[]> {
  const file = await example();
  change(file.competitions);
  return problems(file);
}

describe('fixture file importer: competitions', () => {
  it("delivers the example's profiles, transfers and seasons after its fixtures, with the file's source", async () => {
    const order: string[] = [];
    let delivered: FeedCompetitions | undefined;
    const sink: FeedSink = {
      async upsertFixtures(batch: FeedFixture[]) {
        order.push(`fixtures:${batch.length}`);
      },
      async applyUpdate(update: FeedMatchUpdate) {
        order.push(`update:${update.externalId}`);
      },
      async upsertCompetitions(data) {
        order.push('competitions');
        delivered = data;
      },
    };
    await importFixtureFile(EXAMPLE, sink);
    expect(order.at(-1)).toBe('competitions');
    expect(order[0]).toBe('fixtures:3');
    expect(delivered?.source).toBe('example-import');
    expect(delivered?.teams?.find((t) => t.externalId === 'ex-nova-esports')?.ranking).toEqual({
      position: 3,
      points: 812,
      date: '2026-03-09',
    });
    expect(delivered?.leagues?.map((l) => l.seasons.map((s) => s.season))).toEqual([
      ['2025/26', '2024/25'],
      ['2026'],
    ]);
  });

  it('refuses a file with competitions when the sink cannot take them (nothing is delivered)', async () => {
    const sink: FeedSink = {
      async upsertFixtures() {
        throw new Error('nothing may be written');
      },
      async applyUpdate() {
        throw new Error('nothing may be written');
      },
    };
    await expect(importFixtureFile(EXAMPLE, sink)).rejects.toThrow(/does not take competitions/);
  });

  it('names each malformed field: dates, money, ratings, coaches, unknown games and fields', async () => {
    const found = await breaking((c) => {
      const team = c.teams[0];
      team.founded = 1700;
      team.prizeMoney = { amount: 12.5, currency: 'euro' };
      team.coaches.push({ role: 'head', name: 'Second Head' });
      team.players[0].birthDate = '1998-02-30';
      team.players[0].powerRating = 101;
      c.teams[1].gameId = 99;
      c.teams[1].colour = 'red';
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^competitions\.teams\[0\] "ex-kingsmoor-united": founded: /),
        expect.stringMatching(/teams\[0\] "ex-kingsmoor-united": prizeMoney\.amount: .*whole number/),
        expect.stringMatching(/prizeMoney\.currency: must be an ISO 4217 code/),
        expect.stringMatching(/coaches: at most one head coach/),
        expect.stringMatching(/players\[0\]\.birthDate: must be a real calendar date/),
        expect.stringMatching(/players\[0\]\.powerRating: /),
        expect.stringMatching(/teams\[1\] "ex-redhaven-city": gameId: unknown game 99/),
        expect.stringMatching(/teams\[1\] "ex-redhaven-city": .*colour/),
      ]),
    );
  });

  it('refuses transfers that contradict themselves or the file', async () => {
    // Each entry on its own first (its shape), then across entries and the fixtures.
    const shape = await breaking((c) => {
      c.transfers[2].type = 'free';
      c.transfers[2].fee = { amount: 1000, currency: 'EUR' };
      c.transfers.push({
        externalId: 'ex-tr-8',
        gameId: 202,
        date: '2025-02-01',
        type: 'loan',
        player: { name: 'X' },
      });
    });
    expect(shape).toEqual([
      'competitions.transfers[2] "ex-tr-3": fee: a move of type "free" has no fee',
      'competitions.transfers[3] "ex-tr-8": name the team left (from) or joined (to)',
    ]);
    const found = await breaking((c) => {
      c.transfers.push({
        externalId: 'ex-tr-1',
        gameId: 202,
        date: '2025-02-01',
        type: 'loan',
        player: { name: 'X' },
        to: { name: 'Elsewhere' },
      });
      c.transfers.push({
        externalId: 'ex-tr-9',
        gameId: 202,
        date: '2025-02-01',
        type: 'transfer',
        player: { name: 'Y', externalId: 'nobody', teamExternalId: 'ex-kingsmoor-united' },
        from: { externalId: 'ex-ghost-fc', name: 'Ghost FC' },
      });
    });
    expect(found).toEqual([
      'competitions.transfers[3] "ex-tr-1": externalId used twice',
      'competitions.transfers[4] "ex-tr-9": from: team "ex-ghost-fc" is not a team of the file',
      'competitions.transfers[4] "ex-tr-9": player: "nobody" is not a player of team "ex-kingsmoor-united" in the file',
    ]);
  });

  it("refuses a player's moves that do not make one chain (a move leaving a team they had not joined)", async () => {
    const found = await breaking((c) => {
      c.transfers[1].from = { name: 'Somewhere Else' };
    });
    expect(found).toEqual([
      'competitions.transfers[1] "ex-tr-2": the player leaves "name:Somewhere Else" but their move of 2021-08-01 took them to "ex-redhaven-city"',
    ]);
  });

  it('refuses seasons and stages that do not add up', async () => {
    const found = await breaking((c) => {
      const [albion, lol] = c.leagues;
      albion.seasons[1].season = '2025/26';
      const past = albion.seasons[1].stages[0].groups[0];
      past.standings[0].played = 3;
      past.standings[1].position = 1;
      past.teams.push('ex-kingsmoor-united');
      const pool = lol.seasons[0].prizePool;
      pool.distribution[0].amount = 400_000;
      lol.seasons[0].endDate = '2025-12-31';
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'competitions.leagues[0] "ex-albion-premier": seasons[1] "2025/26": season listed twice',
        'competitions.leagues[0] "ex-albion-premier": seasons[1] "2025/26": stages[0] "regular": groups[0] "main": team "ex-kingsmoor-united" listed twice',
        'competitions.leagues[0] "ex-albion-premier": seasons[1] "2025/26": stages[0] "regular": groups[0] "main": standings[0]: won + drawn + lost (2) is not played (3)',
        'competitions.leagues[0] "ex-albion-premier": seasons[1] "2025/26": stages[0] "regular": groups[0] "main": standings[1]: position 1 given twice',
        'competitions.leagues[1] "ex-lol-pacific": seasons[0] "2026": startDate is after endDate',
        'competitions.leagues[1] "ex-lol-pacific": seasons[0] "2026": prizePool: the shares add up to 600000, more than the total 500000',
      ]),
    );
    expect(found).toHaveLength(6);
    const format = await breaking((c) => {
      c.leagues[0].seasons[0].stages[0].format = 'knockout';
    });
    expect(format).toEqual([
      expect.stringMatching(/leagues\[0\] "ex-albion-premier": seasons\[0\]\.stages\[0\]\.format: /),
    ]);
    const marks = await breaking((c) => {
      c.leagues[0].seasons[0].stages[0].marks.push({ from: 1, to: 3, kind: 'playoffs' });
    });
    expect(marks).toEqual([
      'competitions.leagues[0] "ex-albion-premier": seasons[0] "2025/26": stages[0] "regular": marks: position ranges overlap',
    ]);
  });

  it('replays a bracket with the bracket model and names the result it cannot take', async () => {
    // The final between the upper and lower bracket's winners reported before the lower final.
    const order = await breaking((c) => {
      const results = c.leagues[1].seasons[0].stages[1].groups[0].results;
      results.splice(4, 1);
    });
    expect(order).toEqual([
      'competitions.leagues[1] "ex-lol-pacific": seasons[0] "2026": stages[1] "playoffs": groups[0] "main": results[4]: no match between "ex-nova-esports" and "ex-team-zenith" is waiting in the bracket',
    ]);
    // A best-of-5 score that decides nothing.
    const score = await breaking((c) => {
      c.leagues[1].seasons[0].stages[1].groups[0].results[0].homeScore = 2;
    });
    expect(score).toEqual([expect.stringMatching(/results\[0\]: 2–1 does not decide a best-of-5 match/)]);
    // A team outside the group, and a level knock-out result without its winner.
    const outside = await breaking((c) => {
      const group = c.leagues[1].seasons[0].stages[1].groups[0];
      group.results[0] = { home: 'ex-nova-esports', away: 'ex-redhaven-city', homeScore: 3, awayScore: 0 };
      group.results[1].awayScore = 3;
    });
    expect(outside).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/results\[0\]: team "ex-redhaven-city" is not in the group/),
        expect.stringMatching(/results\[1\]: a level knock-out result needs its winner/),
      ]),
    );
  });

  it('accepts a file whose competitions part is left out (files written before it import unchanged)', async () => {
    const file = await example();
    delete file.competitions;
    expect(problems(file)).toEqual([]);
    expect(parseFixtureFile(file).competitions).toBeUndefined();
  });
});
