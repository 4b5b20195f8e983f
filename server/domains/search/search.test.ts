/**
 * Search over the competitions' subjects (issue 14, decision 020), through `GET /java/search` on
 * PGlite: by any name in any language and script, tolerant of typos, accents and partial words,
 * grouped by kind and ranked exact > prefix > partial > similar; queries it refuses; documents that
 * follow the feed (a new name, a deleted source) and a rebuild.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { SUBJECT_SEARCH_KINDS, searchDocumentPages } from '../games/index.ts';
import { fixture, SOURCE } from '../matches/fixtures.test-support.ts';
import { loadFixtures } from '../matches/index.ts';

let app: RunningApp;
let api: TestApi;

const longcheng = {
  externalId: 'longcheng',
  name: 'Longcheng Dragons',
  names: { zh_CN: '龙城飞龙', zh_tw: '龍城飛龍' },
  shortName: 'LCD',
  country: 'CN',
  players: [
    { externalId: 'p1', name: 'Wang Wei', names: { zh_CN: '王伟', zh_tw: '王偉' }, nationality: 'CN' },
  ],
};
const haedong = {
  externalId: 'haedong',
  name: 'Haedong Tigers',
  names: { ko: '해동 타이거즈', zh_CN: '海东猛虎' },
  country: 'KR',
  players: [
    { externalId: 'k1', name: 'Kim Min-jun', names: { ko: '김민준' }, nationality: 'KR' },
    { externalId: 'k2', name: 'Leon Reuter', nationality: 'DE' },
  ],
};
const ashbridge = {
  externalId: 'ashbridge',
  name: 'Ashbridge United',
  country: 'GB',
  players: [{ externalId: 'a1', name: 'Reuben Ashworth', nationality: 'GB' }],
};
const atletico = { externalId: 'atletico', name: 'Atlético Valdemora', country: 'ES' };
const unitedAsh = { externalId: 'ash-town', name: 'Ash Town', country: 'GB' };

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  await loadFixtures(app.database.db, [
    fixture('s-1', {
      league: {
        externalId: 'eba',
        name: 'Eastern Basketball Association',
        names: { zh_CN: '东方篮球协会联赛' },
        shortName: 'EBA',
      },
      home: longcheng,
      away: haedong,
    }),
    fixture('s-2', { home: ashbridge, away: atletico }),
    fixture('s-3', { home: unitedAsh, away: { externalId: 'other', name: 'Kingsmoor City' } }),
  ]);
});
afterAll(async () => {
  await app.close();
});

async function search(text: string, extra = '', lan = 'en_US') {
  const answer = await api.call(`/search?text=${encodeURIComponent(text)}${extra}`, undefined, { lan });
  return answer;
}

/** The names of one kind's hits, in order, with how they matched. */
async function hits(text: string, kind: 'team' | 'player' | 'league') {
  const answer = await search(text);
  expect(answer.status).toBe(200);
  const group = answer.body.result.groups.find((g: { kind: string }) => g.kind === kind);
  return group.hits.map((h: { name: string; match: string }) => `${h.name} (${h.match})`);
}

describe('search finds subjects by any of their names', () => {
  it('finds a team by a misspelled Latin name (trigram similarity)', async () => {
    expect(await hits('Ashbrige Untied', 'team')).toEqual(['Ashbridge United (similar)']);
    expect(await hits('ashbrige', 'team')).toContain('Ashbridge United (similar)');
  });

  it('finds a team by a two-character Chinese name and by its traditional characters', async () => {
    expect(await hits('龙城', 'team')).toEqual(['Longcheng Dragons (prefix)']);
    expect(await hits('龍城飛龍', 'team')).toEqual(['Longcheng Dragons (exact)']);
    // Two characters in the middle of the name: its pairs, not a prefix.
    expect(await hits('城飞', 'team')).toEqual(['Longcheng Dragons (partial)']);
  });

  it('finds a team by a partial Korean name, and a league by part of its Chinese name', async () => {
    expect(await hits('해동', 'team')).toEqual(['Haedong Tigers (prefix)']);
    expect(await hits('타이거', 'team')).toEqual(['Haedong Tigers (prefix)']);
    expect(await hits('篮球', 'league')).toEqual(['Eastern Basketball Association (partial)']);
  });

  it('finds a player by a partial name, with their team', async () => {
    const answer = await search('reut');
    const players = answer.body.result.groups.find((g: { kind: string }) => g.kind === 'player');
    // Reuben is only spelt a little alike ("reu…", 0.6): too little for four letters.
    expect(await hits('reut', 'player')).toEqual(['Leon Reuter (prefix)']);
    // Five letters with one wrong still find the player whose name starts alike.
    expect(await hits('reutre', 'player')).toEqual(['Leon Reuter (similar)']);
    expect(players.hits[0].team).toMatchObject({ name: 'Haedong Tigers', names: { ko: '해동 타이거즈' } });
    expect(await hits('王伟', 'player')).toEqual(['Wang Wei (exact)']);
    expect(await hits('김민', 'player')).toEqual(['Kim Min-jun (prefix)']);
  });

  it('ignores accents and case both ways', async () => {
    expect(await hits('atletico', 'team')).toEqual(['Atlético Valdemora (prefix)']);
    expect(await hits('ATLÉTICO VALDEMORA', 'team')).toEqual(['Atlético Valdemora (exact)']);
  });

  it('ranks exact > prefix > partial > similar', async () => {
    // "ash town" is Ash Town's whole name; Ashbridge United starts with "ash"; Reuben Ashworth is a player.
    expect(await hits('ash town', 'team')).toEqual(['Ash Town (exact)']);
    const teams = await hits('ash', 'team');
    expect(teams).toEqual(['Ash Town (prefix)', 'Ashbridge United (prefix)']);
    // "bridge" is inside a word: partial, behind any prefix hit.
    expect(await hits('bridge', 'team')).toEqual(['Ashbridge United (partial)']);
  });

  it('puts the kind whose best hit matches best first', async () => {
    const answer = await search('Leon Reuter');
    expect(answer.body.result.groups[0]).toMatchObject({ kind: 'player', hits: [{ match: 'exact' }] });
  });

  it('pages one kind (`kind`, `page`, `size`), saying whether more follow', async () => {
    const first = await search('a', '&kind=team&size=1');
    expect(first.status).toBe(400);
    const page1 = await search('as', '&kind=team&size=1&page=1');
    const page2 = await search('as', '&kind=team&size=1&page=2');
    expect(page1.body.result.groups).toHaveLength(1);
    expect(page1.body.result.groups[0].hits).toHaveLength(1);
    expect(page1.body.result.groups[0].more).toBe(true);
    expect(page2.body.result.groups[0].hits[0].id).not.toBe(page1.body.result.groups[0].hits[0].id);
  });
});

describe('search refuses what it cannot search, in the caller’s language, reading nothing', () => {
  it('refuses an empty query, one Latin letter and over-long text with a translated reason (400)', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'en_US', 'Type a name to search for.'],
      [' !! ', 'en_US', 'Type a name to search for.'],
      ['a', 'en_US', 'Type at least 2 letters to search.'],
      ['a', 'zh_CN', '请至少输入 2 个字母再搜索。'],
      ['x'.repeat(65), 'ar', 'يمكن أن يتكون البحث من 64 حرفًا على الأكثر.'],
    ];
    for (const [text, lan, message] of cases) {
      const answer = await search(text, '', lan);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 'fail', code: 400, errorMsg: message });
    }
  });

  it('searches one Han or Hangul character', async () => {
    expect(await hits('龙', 'team')).toEqual(['Longcheng Dragons (prefix)']);
    expect(await hits('해', 'team')).toEqual(['Haedong Tigers (prefix)']);
  });

  it('refuses a bad kind, page or size (400)', async () => {
    for (const extra of ['&kind=match', '&kind=team&page=0', '&kind=team&page=-1', '&kind=team&size=500']) {
      expect((await search('ash', extra)).status).toBe(400);
    }
  });
});

describe('the documents follow the subjects', () => {
  it('finds a team by the name a later feed gives it, and no longer by the old one', async () => {
    await loadFixtures(app.database.db, [
      fixture('s-3', {
        home: { ...unitedAsh, name: 'Ash Town Rovers' },
        away: { externalId: 'other', name: 'Kingsmoor City' },
      }),
    ]);
    expect(await hits('rovers', 'team')).toEqual(['Ash Town Rovers (prefix)']);
    expect(await hits('ash town', 'team')).toEqual(['Ash Town Rovers (prefix)']);
  });

  it('rebuilds every document from the subjects (a new normaliser version)', async () => {
    const before = await app.services.search.count();
    await app.database.db.execute(sql`delete from search_documents`);
    expect(await app.services.search.count()).toBe(0);
    const written = await app.services.search.rebuild(SUBJECT_SEARCH_KINDS, searchDocumentPages);
    expect(written).toBe(before);
    expect(await app.services.search.needsRebuild()).toBe(false);
    expect(await hits('龙城', 'team')).toEqual(['Longcheng Dragons (prefix)']);
  });

  it('forgets the subjects of a deleted feed source', async () => {
    await app.services.matches.removeFeedSources([SOURCE]);
    const [left] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from search_documents`,
    );
    expect(left?.n).toBe(0);
  });
});
