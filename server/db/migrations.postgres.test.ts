import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../../tests/support/postgres.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './client.ts';

const TABLES = `select table_name from information_schema.tables where table_schema = 'public' order by table_name`;
const COLUMNS = `select table_name, column_name, data_type, is_nullable, column_default
  from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`;

async function describeSchema(handle: DatabaseHandle) {
  const tables = await queryRows<{ table_name: string }>(handle.db, sql.raw(TABLES));
  const columns = await queryRows(handle.db, sql.raw(COLUMNS));
  return { tables, columns };
}

describe('one migration set for PGlite and PostgreSQL', () => {
  let pglite: DatabaseHandle;
  let postgres: DatabaseHandle;
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;

  beforeAll(async () => {
    temp = await createTempDatabase();
    pglite = await openDatabase({});
    postgres = await openDatabase({ databaseUrl: temp.url, poolSize: 4 });
  });

  afterAll(async () => {
    await pglite?.close();
    await postgres?.close();
    await temp?.drop();
  });

  it('applies on both and yields the same tables and columns', async () => {
    await pglite.migrate();
    await postgres.migrate();
    const a = await describeSchema(pglite);
    const b = await describeSchema(postgres);
    expect(a.tables.map((t) => t.table_name)).toEqual([
      'app_settings',
      'audit_log',
      'banned_words',
      'comment_likes',
      'comments',
      'competition_corrections',
      'feedback',
      'games',
      'hot_counts',
      'idempotency_keys',
      'league_seasons',
      'league_stages',
      'leagues',
      'match_favourites',
      'match_incidents',
      'match_odds',
      'match_odds_history',
      'match_participants',
      'match_reservations',
      'matches',
      'news_articles',
      'news_links',
      'oauth_states',
      'payload_keys',
      'player_profiles',
      'players',
      'post_likes',
      'registration_bonus_claims',
      'review_items',
      'search_documents',
      'search_words',
      'sessions',
      'social_accounts',
      'social_pending_profiles',
      'team_honours',
      'team_profiles',
      'teams',
      'transfers',
      'user_follows',
      'user_posts',
      'users',
      'verification_codes',
      'videos',
      'wallet_balances',
      'wallet_movements',
    ]);
    expect(b).toEqual(a);
  });

  it('is idempotent, also when several processes migrate one PostgreSQL at once', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: temp.url, poolSize: 2 })),
    );
    await Promise.all(others.map((o) => o.migrate()));
    await pglite.migrate();
    const count = sql.raw('select count(*)::int as n from drizzle.__drizzle_migrations');
    const applied = await queryRows<{ n: number }>(postgres.db, count);
    expect(applied).toEqual(await queryRows(pglite.db, count));
    expect(applied[0]?.n).toBeGreaterThan(0);
    await Promise.all(others.map((o) => o.close()));
  });

  it('gives both real PostgreSQL semantics: constraints hold and transactions roll back', async () => {
    for (const handle of [pglite, postgres]) {
      await handle.db.execute(sql.raw(`insert into users (username) values ('same')`));
      await expect(
        handle.db.execute(sql.raw(`insert into users (username) values ('same')`)),
      ).rejects.toThrow();
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`insert into users (username) values ('rolled_back')`));
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const rows = await queryRows(
        handle.db,
        sql.raw(`select count(*)::int as n from users where username = 'rolled_back'`),
      );
      expect(rows[0]).toEqual({ n: 0 });
    }
  });

  it('gives players already stored an external id when adding the column (0006 on a non-empty table)', async () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const statements = (file: string) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
    const players = files.findIndex((f) => f.startsWith('0006_'));
    expect(players).toBeGreaterThan(0);
    const fresh = await openDatabase({});
    try {
      const run = (text: string) => fresh.db.execute(sql.raw(text));
      for (const file of files.slice(0, players)) for (const s of statements(file)) await run(s);
      await run(
        `insert into games (game_id, kind, name, abbr, logo, sort_index) values (202, 'sports', 'Football', 'soccer', '/l.svg', 1)`,
      );
      await run(`insert into teams (game_id, source, external_id, name) values (202, 'old', 't1', 'Old FC')`);
      await run(`insert into players (team_id, name, number) select id, 'Old Timer', 7 from teams`);
      for (const s of statements(files[players] ?? '')) await run(s);
      const rows = await queryRows<{ id: number; externalId: string }>(
        fresh.db,
        sql.raw(`select id, external_id as "externalId" from players`),
      );
      expect(rows).toEqual([{ id: rows[0]?.id, externalId: `legacy-${rows[0]?.id}` }]);
      await expect(
        run(
          `insert into players (team_id, external_id, name) select team_id, external_id, 'Twin' from players`,
        ),
      ).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });
});
