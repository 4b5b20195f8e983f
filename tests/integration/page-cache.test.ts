import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { fixture } from '../../server/domains/matches/fixtures.test-support.ts';
import { startTestApp } from '../support/app.ts';

/** The guest page cache (server/ssr/page-cache.ts) in the real site: who shares a render, and for how long. */
let app: RunningApp;
const TTL = 60_000;
// The cache's own clock: the test moves it past the TTL instead of waiting (no timing assumption).
let clock = Date.now();

beforeAll(async () => {
  app = await startTestApp({ pageCacheMs: TTL }, { site: true, pageCacheClock: () => clock });
});
afterAll(() => app.close());

async function page(path: string, cookie: string) {
  const res = await fetch(`${app.url}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

const guest = 'lang=en_US; tz=Asia%2FShanghai';
// Under /jp/ the lang cookie follows the prefix; a guest arriving with another one is sent a new cookie.
const jpGuest = 'lang=jp; tz=Asia%2FTokyo';

describe('pages for guests', () => {
  it('are rendered once per TTL for the same page and cookies, then rendered again', async () => {
    const first = await page('/match/basketball?date=2025-03-10&tab=notStarted', guest);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    const second = await page('/match/basketball?date=2025-03-10&tab=notStarted', guest);
    expect(second).toMatchObject({ status: 200, cache: 'hit' });
    expect(second.html).toBe(first.html);
    // Another zone renders other times: its own entry.
    expect(
      (await page('/match/basketball?date=2025-03-10&tab=notStarted', 'lang=en_US; tz=America%2FNew_York'))
        .cache,
    ).toBe('miss');

    // A match written now shows to guests once the cached page has expired.
    await app.services.matches.upsertFixtures([
      fixture('cache1', {
        gameId: 201,
        startTime: '2025-03-10T12:00:00.000Z',
        league: { externalId: 'pc-league', name: 'Page Cache League' },
        home: { externalId: 'pc-h', name: 'Cache Home' },
        away: { externalId: 'pc-a', name: 'Cache Away' },
      }),
    ]);
    const stale = await page('/match/basketball?date=2025-03-10&tab=notStarted', guest);
    expect(stale.cache).toBe('hit');
    expect(stale.html).not.toContain('Cache Home');
    clock += TTL + 1;
    const fresh = await page('/match/basketball?date=2025-03-10&tab=notStarted', guest);
    expect(fresh.cache).toBe('miss');
    expect(fresh.html).toContain('Cache Home');
  });

  it('are never shared with a signed-in visitor, nor when the visitor decides the language', async () => {
    await page('/jp/match', jpGuest);
    expect((await page('/jp/match', jpGuest)).cache).toBe('hit');
    // A session (even one the server no longer knows) is always rendered for itself.
    const signedIn = await page('/jp/match', `${jpGuest}; token=not-a-session; userInfo=%7B%22uid%22%3A1%7D`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
    // Unprefixed without a lang cookie: the browser's language decides (here a redirect).
    const res = await fetch(`${app.url}/match`, {
      headers: { cookie: 'tz=UTC', 'accept-language': 'ja' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('x-page-cache')).toBeNull();
    // Not-found pages are not kept.
    expect((await page('/no-such-page', guest)).cache).toBeNull();
  });
});
