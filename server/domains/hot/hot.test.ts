import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { bump, INTERACTION_WEIGHT, periodStart, ranking } from './repository.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('hot lists: daily and weekly ranking by views and interactions', () => {
  it('ranks by views plus weighted interactions, today for the day, seven days for the week', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const db = database.db;
    await bump(db, 'news', 1, { views: 10 }, now); // today 10
    await bump(db, 'news', 2, { views: 3, interactions: 2 }, now); // today 3 + 10 = 13
    await bump(db, 'news', 3, { views: 100 }, daysAgo(3)); // this week only
    await bump(db, 'news', 4, { views: 500 }, daysAgo(7)); // eight days ago: neither
    await bump(db, 'news', 1, { views: 5 }, now); // the same row grows: 15
    await bump(db, 'video', 9, { views: 1000 }, now); // another kind

    expect(await ranking(db, 'news', 'day', 10, now)).toEqual([
      { itemId: 1, score: 15 },
      { itemId: 2, score: 3 + 2 * INTERACTION_WEIGHT },
    ]);
    expect((await ranking(db, 'news', 'week', 10, now)).map((r) => r.itemId)).toEqual([3, 1, 2]);
    expect(periodStart('week', now)).toBe('2026-11-23');
    expect(periodStart('day', now)).toBe('2026-11-29');
  });
});
