// Search latency (issue 14: under 50 ms at 100,000 matches and 20,000 players), timed in this process
// on the database `bench/match-lists.ts` filled: 14 players a team (about 20,000), Chinese and Korean
// names for some teams and players, the documents built by the real rebuild. Beside each query, the
// baseline a plain scan would be: `ILIKE '%text%'` over every document's names, no index.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';
import { SUBJECT_SEARCH_KINDS, searchDocumentPages } from '../server/domains/games/index.ts';
import { createSearchService } from '../server/domains/search/index.ts';
import { searchKey } from '../shared/search/normalize.ts';

const PLAYERS_PER_TEAM = 14;

async function fill(db: Database): Promise<void> {
  const first = sql.raw(
    `array['Leon','Marco','Jonas','Lucas','Hugo','Mateo','Oliver','Noah','Felix','Adam','Kai','Theo','Ivan','Diego','Rafael']`,
  );
  const last = sql.raw(
    `array['Reuter','Silva','Novak','Berg','Moreau','Rossi','Kowalski','Jensen','Costa','Weber','Laine','Horvat','Dubois','Ortega','Fischer','Nilsen']`,
  );
  // Chinese names for a third of the teams, Korean for another third.
  await db.execute(sql`
    update teams set names = case id % 3
      when 0 then jsonb_build_object('zh_CN',
        (array['龙城','海滨','青山','金陵','南海','星河','白云','东方'])[1 + id % 8] ||
        (array['飞龙','猛虎','雄鹰','骑士','雷霆'])[1 + id % 5] || id)
      when 1 then jsonb_build_object('ko',
        (array['해동','청산','남해','백두','미래'])[1 + id % 5] || ' ' ||
        (array['타이거즈','호크스','나이츠','드래곤즈'])[1 + id % 4] || id)
      else '{}'::jsonb end
    where source = 'bench'`);
  await db.execute(sql`
    insert into players (team_id, external_id, name, names, number)
    select t.id, 'p' || n,
      (${first})[1 + (t.id * 7 + n) % 15] || ' ' || (${last})[1 + (t.id * 3 + n * 5) % 16] || ' ' || t.id || n,
      case when n % 4 = 0 then jsonb_build_object('zh_CN',
        (array['王','李','张','刘','陈'])[1 + n % 5] || (array['伟','强','磊','洋','杰'])[1 + t.id % 5] || t.id)
        else '{}'::jsonb end,
      n
    from teams t cross join generate_series(1, ${PLAYERS_PER_TEAM}) n
    where t.source = 'bench'`);
}

/** Fills players and names, rebuilds the documents, and times the search calls beside a plain scan. */
export async function benchSearch(
  db: Database,
  runs: number,
  percentile: (s: number[], p: number) => number,
) {
  await fill(db);
  const search = createSearchService(db);
  const built = performance.now();
  const documents = await search.rebuild(SUBJECT_SEARCH_KINDS, searchDocumentPages);
  const rebuildSeconds = (performance.now() - built) / 1000;
  await db.execute(sql`analyze`);

  const queries: Array<[string, string, string?]> = [
    ['misspelled player name', 'leon reutre'],
    ['misspelled word, nothing else', 'kowalsky'],
    ['two Chinese characters', '龙城'],
    ['four Chinese characters', '龙城飞龙'],
    ['partial Korean', '해동'],
    ['partial player name', 'reut'],
    ['player first and last name', 'leon silva'],
    ['one Han character', '王'],
    ['teams only, page 2', 'team', 'team'],
  ];
  const rows = [];
  const time = async (call: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  for (const [title, text, kind] of queries) {
    const ours = await time(() =>
      search.search({ text, kind: kind as 'team' | undefined, page: kind ? 2 : 1 }),
    );
    const scan = await time(() =>
      db.execute(sql`select kind, entity_id from search_documents where keys ilike ${`%${searchKey(text)}%`}
        order by kind, entity_id limit 30`),
    );
    rows.push({
      query: `${title}: ${text}`,
      'p50 ms': Number(percentile(ours, 50).toFixed(2)),
      'p99 ms': Number(percentile(ours, 99).toFixed(2)),
      budget: percentile(ours, 99) < 50 ? 'pass < 50' : 'FAIL ≥ 50',
      'plain ILIKE scan p50 ms': Number(percentile(scan, 50).toFixed(2)),
    });
  }
  return { rows, documents, rebuildSeconds };
}
