/**
 * Search on the machine's PostgreSQL (the production configuration): the migration creates pg_trgm,
 * the same rules hold, and at 20,000 documents each way of finding is answered by its index, never
 * by reading the whole table (plans, not milliseconds: speed is `npm run bench`'s).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTerms } from '../../../shared/search/normalize.ts';
import { createTempDatabase } from '../../../tests/support/postgres.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import {
  candidatesQuery,
  createSearchRepository,
  type SearchDocumentInput,
  tsqueryOf,
  upsertDocuments,
} from './repository.ts';
import { createSearchService } from './service.ts';

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let database: DatabaseHandle;

const FIRST = ['Leon', 'Marco', 'Jonas', 'Lucas', 'Hugo', 'Mateo', 'Oliver', 'Noah', 'Felix', 'Adam'];
const LAST = ['Reuter', 'Silva', 'Novak', 'Berg', 'Moreau', 'Rossi', 'Kowalski', 'Jensen', 'Costa', 'Weber'];
const TOWN = ['龙城', '海滨', '青山', '金陵', '南海', '星河', '白云', '东方'];

function documents(): SearchDocumentInput[] {
  const docs: SearchDocumentInput[] = [];
  for (let i = 1; i <= 20_000; i++) {
    docs.push({
      kind: 'player',
      entityId: i,
      gameId: 202,
      name: `${FIRST[i % 10]} ${LAST[(i * 7) % 10]} ${i}`,
      names: i % 4 === 0 ? { zh_CN: `${TOWN[i % 8]}球员${i}` } : {},
    });
  }
  // 10,000 more players with made-up surnames: a realistic lexicon of distinct words.
  const syllables = ['ka', 'lo', 'mi', 're', 'su', 'ta', 'vo', 'ne', 'ri', 'do'];
  for (let i = 0; i < 10_000; i++) {
    const surname = [1000, 100, 10, 1].map((d) => syllables[Math.floor(i / d) % 10]).join('');
    docs.push({ kind: 'player', entityId: 30_001 + i, gameId: 1, name: `Kai ${surname}`, names: {} });
  }
  for (let i = 1; i <= 1_000; i++) {
    docs.push({
      kind: 'team',
      entityId: i,
      gameId: 201,
      name: `Team ${i} United`,
      names: { zh_CN: `${TOWN[i % 8]}${i}队`, ko: `해동 ${i}` },
    });
  }
  return docs;
}

beforeAll(async () => {
  temp = await createTempDatabase();
  database = await openDatabase({ databaseUrl: temp.url, poolSize: 4 });
  await database.migrate();
  await database.db.transaction((tx) => upsertDocuments(tx, documents()));
  await database.db.execute(sql`analyze`);
});
afterAll(async () => {
  await database?.close();
  await new Promise((r) => setTimeout(r, 200));
  await temp?.drop();
});

/**
 * The plan of `query` when the planner may not read the whole table: proof that an index can answer
 * it (at 21,000 small rows a scan costs the planner little, and it may rightly choose one).
 */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('search on PostgreSQL', () => {
  it('finds by a two-character Chinese name, a partial Korean one, a partial Latin one and a typo', async () => {
    const search = createSearchService(database.db);
    const first = async (text: string, kind: 'team' | 'player') =>
      (await search.search({ text, kind, size: 5 })).groups[0]?.hits[0];
    expect(await first('龙城8队', 'team')).toMatchObject({ name: 'Team 8 United', match: 'exact' });
    expect(await first('城8', 'team')).toMatchObject({ name: 'Team 8 United', match: 'partial' });
    expect(await first('해동 77', 'team')).toMatchObject({ name: 'Team 77 United', match: 'exact' });
    expect(await first('felix kowalski 19158', 'player')).toMatchObject({
      name: 'Felix Kowalski 19158',
      match: 'exact',
    });
    expect(await first('felix kowalsky 19158', 'player')).toMatchObject({
      name: 'Felix Kowalski 19158',
      match: 'similar',
    });
  });

  it('can answer a telling query from the terms’ index at 31,000 documents', async () => {
    const explain = (text: string) =>
      plan(
        candidatesQuery({
          key: text,
          tsquery: tsqueryOf(queryTerms(text).map((t) => [t])),
          kinds: ['team', 'player', 'league'],
          limit: 49,
        }),
      );
    for (const text of ['龙城8队', '해동 77', 'reuter 131', '龙城球员19000']) {
      const shown = await explain(text);
      expect(shown, text).toContain('search_documents_terms_idx');
      expect(shown, text).not.toMatch(/Seq Scan on search_documents/);
    }
    // The words table is a few thousand short words: the planner may rightly read it whole
    // (`npm run bench` times it); what it answers is checked here.
    const repo = createSearchRepository(database.db);
    const around = await repo.wordsAround('kalomi');
    expect(around.inside).toHaveLength(20);
    expect(around.inside.every((w) => w.includes('kalomi'))).toBe(true);
    expect((await repo.wordsAround('kalomire')).alike).toContain('kalomire');
  });
});
