/**
 * The game catalog in the console (issue 15, "Catalog management: games (names per language, logos,
 * order)"): an editor's names show on every page and in the page scripts of their language only, a
 * logo upload is checked by content, the order drives the game filter and the grouped lists, every
 * change is audited, bad input changes nothing, and the catalog's sync at the next start keeps it all.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATALOG, gameLogoPath } from '../../../shared/games/catalog.ts';
import { type Account, type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { auditLog } from '../audit/schema.ts';

let app: RunningApp;
let api: TestApi;
let admin: Account;
let editor: Account;
let fan: Account;

beforeAll(async () => {
  app = await startTestApp({}, { site: true });
  api = testApi(app);
  admin = await api.asAdmin();
  editor = await api.signUp('games-editor@example.com');
  fan = await api.signUp('games-fan@example.com');
  await api.call(
    '/admin/users/role',
    { uid: editor.uid, role: 'editor', grant: true },
    { token: admin.token },
  );
});
afterAll(async () => {
  await app.close();
});

const as = (who: Account) => ({ token: who.token });

/** The page script of a language's catalogs, as a browser loads it. */
async function catalogScript(language: string): Promise<string> {
  const html = await (await fetch(`${app.url}/${language}/match`)).text();
  const src = /<script src="(\/i18n\/[^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no catalog script on the page');
  return (await fetch(`${app.url}${src}`)).text();
}

/** Waits until `check` holds (the change reaches the catalogs through the event bus). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the change never showed');
}

async function auditOf(action: string, subjectId: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
}

describe('the console game catalog', () => {
  it('is for editors: a fan gets the 403 envelope, a guest the sign-in one', async () => {
    expect((await api.call('/admin/games', undefined, as(fan))).status).toBe(403);
    expect((await api.call('/admin/games/names', { gameId: 1, names: { en_US: 'X' } }, as(fan))).status).toBe(
      403,
    );
    const guest = await api.call('/admin/games');
    expect(guest.body.status).toBe('fail');
    const list = await api.call('/admin/games', undefined, as(editor));
    expect(list.status).toBe(200);
    expect(list.body.result).toHaveLength(GAME_CATALOG.length);
    expect(list.body.result[0]).toMatchObject({
      names: {},
      defaultLogo: expect.stringMatching(/^\/images\/games\//),
    });
  });

  it("shows an editor's name for a language in that language's pages and scripts only, then gives it back", async () => {
    const before = await catalogScript('zh_CN');
    expect(before).toContain('"1":"英雄联盟"');
    const saved = await api.call(
      '/admin/games/names',
      { gameId: 1, names: { zh_CN: '英雄联盟·全球', de: '' } },
      as(editor),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result.names).toEqual({ zh_CN: '英雄联盟·全球' });
    await eventually(async () => (await catalogScript('zh_CN')).includes('"1":"英雄联盟·全球"'));
    // The server-rendered page of that language writes it too; English keeps the catalog's name.
    const page = await (await fetch(`${app.url}/zh_CN/match/lol`)).text();
    expect(page).toContain('英雄联盟·全球');
    expect(await catalogScript('en_US')).toContain('"1":"League of Legends"');
    const audit = await auditOf('game.names', '1');
    expect(audit.at(-1)).toMatchObject({ actorUid: editor.uid, after: { zh_CN: '英雄联盟·全球' } });

    await api.call('/admin/games/names', { gameId: 1, names: {} }, as(editor));
    await eventually(async () => (await catalogScript('zh_CN')).includes('"1":"英雄联盟"'));
  });

  it('refuses a name too long, an unknown language or an unknown game, and changes nothing', async () => {
    const long = await api.call(
      '/admin/games/names',
      { gameId: 2, names: { en_US: 'x'.repeat(41) } },
      as(editor),
    );
    expect(long.status).toBe(400);
    const language = await api.call('/admin/games/names', { gameId: 2, names: { xx_XX: 'Y' } }, as(editor));
    expect(language.status).toBe(400);
    const unknown = await api.call('/admin/games/names', { gameId: 999, names: { en_US: 'Y' } }, as(editor));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMsg).toBe('The game does not exist');
    const games = (await api.call('/admin/games', undefined, as(editor))).body.result as {
      gameId: number;
      names: object;
    }[];
    expect(games.find((g) => g.gameId === 2)?.names).toEqual({});
  });

  it('orders the games: the layout, the game filter and the grouped lists follow; a partial order is refused', async () => {
    const ids = (await app.services.games.list()).map((g) => g.gameId);
    expect(ids.slice(0, 2)).toEqual([201, 202]); // the product's order: sports first
    const reordered = [2, ...ids.filter((id) => id !== 2)];
    const partial = await api.call('/admin/games/order', { gameIds: reordered.slice(1) }, as(editor));
    expect(partial.status).toBe(400);
    expect(partial.body.errorMsg).toBe('The order must list every game exactly once');
    const twice = await api.call(
      '/admin/games/order',
      { gameIds: [...reordered.slice(0, -1), 2] },
      as(editor),
    );
    expect(twice.status).toBe(400);
    expect((await app.services.games.list()).map((g) => g.gameId)).toEqual(ids);

    const done = await api.call('/admin/games/order', { gameIds: reordered }, as(editor));
    expect(done.status).toBe(200);
    expect((await app.services.games.list()).map((g) => g.gameId)).toEqual(reordered);
    // The game filter lists CS:GO first (after "all").
    const html = await (await fetch(`${app.url}/`)).text();
    const filter = html.slice(html.indexOf('data-testid="game-filter"'));
    expect(filter.indexOf('/csgo')).toBeLessThan(filter.indexOf('/basketball'));
    expect((await auditOf('game.order', 'all')).at(-1)).toMatchObject({ after: reordered });

    await api.call('/admin/games/order', { gameIds: ids }, as(editor));
  });

  it('takes a logo checked by content, shows it on the pages, and gives the product one back', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const upload = async (bytes: Uint8Array, gameId: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'logo.png');
      const res = await fetch(`${app.url}/java/admin/games/logo?gameId=${gameId}`, {
        method: 'POST',
        headers: { token: editor.token, lan: 'en_US' },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const fake = await upload(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 2);
    expect(fake.status).toBe(400);
    expect((await app.services.games.list()).find((g) => g.gameId === 2)?.logo).toBe(gameLogoPath('csgo'));
    expect((await upload(png, 999)).status).toBe(404);

    const ok = await upload(png, 2);
    expect(ok.status).toBe(200);
    const logo = ok.body.result.logo as string;
    expect(logo).toMatch(/^\/uploads\/games\/.+\.webp$/);
    const stored = await sharp(
      Buffer.from(await (await fetch(`${app.url}${logo}`)).arrayBuffer()),
    ).metadata();
    expect(stored.width).toBe(128);
    const html = await (await fetch(`${app.url}/match/csgo`)).text();
    expect(html).toContain(logo);
    expect((await auditOf('game.logo', '2')).at(-1)).toMatchObject({ after: logo });

    const reset = await api.call('/admin/games/logo/reset', { gameId: 2 }, as(editor));
    expect(reset.body.result.logo).toBe(gameLogoPath('csgo'));
  });

  it("keeps the operator's names, logo and order when the catalog syncs again (every start)", async () => {
    const ids = (await app.services.games.list()).map((g) => g.gameId);
    const reordered = [...ids].reverse();
    await api.call('/admin/games/order', { gameIds: reordered }, as(editor));
    await api.call('/admin/games/names', { gameId: 3, names: { en_US: 'HoK' } }, as(editor));
    await app.services.games.syncCatalog();
    const after = await app.services.games.list();
    expect(after.map((g) => g.gameId)).toEqual(reordered);
    expect(after.find((g) => g.gameId === 3)?.names).toEqual({ en_US: 'HoK' });
    await api.call('/admin/games/order', { gameIds: ids }, as(editor));
    await api.call('/admin/games/names', { gameId: 3, names: {} }, as(editor));
  });
});
