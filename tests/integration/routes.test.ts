import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES, accessDecision, REFUSAL_STATUS, rulesFor } from '../../app/middleware/access.ts';
import routes from '../../app/routes.ts';
import type { RunningApp } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { fixture } from '../../server/domains/matches/fixtures.test-support.ts';
import { users } from '../../server/domains/users/schema.ts';
import { type Account, type TestApi, testApi } from '../support/api.ts';
import { startTestApp } from '../support/app.ts';

/**
 * Spec section 2: every static and parameterised route, with example parameters, and the
 * pages.json entry (and title variant) that names it.
 */
type Case = [
  path: string,
  page: string,
  variant?: 'titleWithGame' | 'titleWithText' | 'titleWithId' | 'titleWithTeams' | 'titleWithName',
  values?: Record<string, string>,
  /** A library panel (`competitions:components.<panel>`), named before the title. */
  panel?: string,
];

/**
 * The public static routes (the centres, which ask for a role, are in "pages that need a role"
 * below, generated from app/routes.ts and the access rules).
 */
const STATIC: Case[] = [
  ['/about', 'about'],
  ['/caijian', 'caijian'],
  ['/certificate', 'certificate'],
  ['/download', 'download'],
  ['/expert', 'expert'],
  ['/jiami', 'jiami'],
  ['/leagueLibrary', 'leagueLibrary'],
  ['/live2', 'live2'],
  ['/mall', 'mall'],
  ['/playerLibrary', 'playerLibrary'],
  ['/salesmartly', 'salesmartly'],
  ['/squadLibrary', 'squadLibrary'],
  ['/svga', 'svga'],
  ['/anchor/anchorList', 'anchorList'],
  ['/expert/allExperts', 'expertAll'],
  ['/expert/specialist', 'expertSpecialist'],
  ['/live/data', 'liveData'],
  ['/protocol/complaint', 'protocolComplaint'],
  ['/protocol/cooperation', 'protocolCooperation'],
  ['/protocol/power', 'protocolPower'],
  ['/protocol/privacy', 'protocolPrivacy'],
  ['/protocol/responsibility', 'protocolResponsibility'],
  ['/protocol/service', 'protocolService'],
  ['/userInfo/exchange', 'userExchange'],
  ['/userInfo/focus', 'userFocus'],
  ['/userInfo/info', 'userInfo'],
  ['/userInfo/myOrder', 'userMyOrder'],
  ['/userInfo/preferences', 'userPreferences'],
  ['/userInfo/send', 'userSend'],
  ['/userInfo/setting', 'userSetting'],
  ['/userInfo/userNews', 'userNews'],
  ['/userInfo/userPost', 'userPost'],
  ['/userInfo/vip', 'userVip'],
  ['/userInfo/water', 'userWater'],
  ['/userInfo/components/menu', 'userMenu'],
];

/**
 * Parameterised routes that answer 200: optional ids left out, and ids of entities that exist (the
 * league, team and player of the fixture written in beforeAll, the first user). Every other id
 * is the 404 page: see "id pages" below.
 */
const PARAMETERISED: Case[] = [
  ['/mall/details', 'mallDetails'],
  ['/anchor', 'anchor'],
  ['/customLive', 'customLive'],
  ['/leagueLibrary/1', 'leagueDetail', 'titleWithName', { name: 'National Basketball League', game: '201' }],
  ['/live', 'live'],
  ['/match/lol', 'match', 'titleWithGame', { game: '1' }],
  ['/match', 'match'],
  ['/news/soccer', 'newsList', 'titleWithGame', { game: '202' }],
  ['/news/all', 'newsList'],
  ['/playerLibrary/1', 'playerDetail', 'titleWithName', { name: 'Player r1', game: '201', team: 'Home r1' }],
  ['/protocol', 'protocol'],
  ['/search/faker', 'search', 'titleWithText', { text: 'faker' }],
  ['/squadLibrary/1', 'squadDetail', 'titleWithName', { name: 'Home r1', game: '201' }],
  ['/userInfo/100001', 'userProfile', 'titleWithName', { name: '100001' }],
  ['/userInfo', 'userProfile'],
  ['/videos/basketball', 'videos', 'titleWithGame', { game: '201' }],
  ['/videos/lol/videoList', 'videoList', 'titleWithGame', { game: '1' }],
  ['/videos/videoList', 'videoList'],
  ['/soccer/data', 'gameData', 'titleWithGame', { game: '202' }],
  ['/basketball', 'game', 'titleWithGame', { game: '201' }],
  // Sub-component pages: one panel of a library page for the league, team or player of `?id=`
  // (app/features/competitions/panels.tsx), named before the page's title.
  [
    '/leagueLibrary/components/standings?id=1',
    'leagueComponents',
    'titleWithName',
    { name: 'National Basketball League' },
    'standings',
  ],
  ['/squadLibrary/components/squad?id=1', 'squadComponents', 'titleWithName', { name: 'Home r1' }, 'squad'],
  [
    '/playerLibrary/components/recent?id=1',
    'playerComponents',
    'titleWithName',
    { name: 'Player r1' },
    'recent',
  ],
  // The basketball match written in beforeAll (the first match of a fresh database).
  ['/basketball/1', 'gameMatch', 'titleWithTeams', { game: '201', home: 'Home r1', away: 'Away r1' }],
];

/** Tests that render hundreds of pages (routes × languages × callers) get more than the default time. */
const HEAVY_MS = 240_000;

const LANGUAGES = [
  { code: 'en_US', tag: 'en-US', dir: 'ltr', prefix: '' },
  { code: 'zh_CN', tag: 'zh-CN', dir: 'ltr', prefix: '/zh_CN' },
  { code: 'ar', tag: 'ar', dir: 'rtl', prefix: '/ar' },
  { code: 'jp', tag: 'ja', dir: 'ltr', prefix: '/jp' },
] as const;

const locales = path.join(import.meta.dirname, '..', '..', 'locales');
const catalog = (code: string, ns: string) =>
  JSON.parse(readFileSync(path.join(locales, code, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

function expectedTitle(code: string, [, page, variant, values, panel]: Case): string {
  const pages = catalog(code, 'pages');
  const games = catalog(code, 'games') as unknown as Record<string, string>;
  let text = (variant && pages[page]?.[variant]) || pages[page]?.title || '';
  const filled = { ...values, ...(values?.game ? { game: games[values.game] ?? '' } : {}) };
  text = text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => filled[k as keyof typeof filled] ?? '');
  const section = panel ? `${catalog(code, 'competitions').components?.[panel]} · ` : '';
  return `${section}${text} - Arena Live`;
}

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

let app: RunningApp;
let api: TestApi;
let member: Account;
let admin: Account;
beforeAll(async () => {
  app = await startTestApp({}, { site: true });
  await app.services.matches.upsertFixtures([
    fixture('r1', {
      gameId: 201,
      league: { externalId: 'nbl', name: 'National Basketball League' },
      home: { externalId: 'r1-h', name: 'Home r1', players: [{ externalId: 'r1-p1', name: 'Player r1' }] },
      away: { externalId: 'r1-a', name: 'Away r1' },
    }),
  ]);
  const [match] = (await app.services.matches.byCondition({ statusGroup: 'all', page: 1, size: 1 })).list;
  if (match?.id !== 1) throw new Error(`the routes' basketball match is ${match?.id}, not 1`);
  // The entities the 200 cases above name: league, team and player 1 of the fixture, user 100001.
  const ids = await queryRows<{ league: number; team: number; player: number }>(
    app.database.db,
    sql`select (select min(id) from leagues) as league, (select min(id) from teams) as team,
               (select min(id) from players) as player`,
  );
  if (JSON.stringify(ids[0]) !== '{"league":1,"team":1,"player":1}') throw new Error(JSON.stringify(ids));
  api = testApi(app);
  member = await api.signUp('routes-member@example.com');
  if (member.uid !== 100001) throw new Error(`the routes' first user is ${member.uid}, not 100001`);
  admin = await api.asAdmin();
});
afterAll(async () => {
  await app.close();
});

/**
 * GET through node:http, which (unlike fetch) sends the Host header we choose: brands are chosen
 * by Host. The answer is shaped like fetch's for the tests below.
 */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    res: { status: number; headers: { get(name: string): string | null } };
    html: string;
  }>((resolve, reject) => {
    const request = http.get(
      app.url + url,
      { headers: { 'accept-language': 'en-US', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            res: { status, headers: { get: header } },
            html: decode(body),
          });
        });
      },
    );
    request.on('error', reject);
  });
}

describe('every route of spec section 2 in en_US, zh_CN, ar and jp', () => {
  for (const language of LANGUAGES) {
    it.each([...STATIC, ...PARAMETERISED])(`${language.code} %s`, async (...testCase) => {
      const [route] = testCase;
      const url = language.prefix + (route === '/' ? '' : route);
      const { res, html } = await get(url, { cookie: `lang=${language.code}` });
      expect(res.status, url).toBe(200);
      expect(html).toContain(`<html lang="${language.tag}" dir="${language.dir}">`);
      expect(html).toContain(`<title>${expectedTitle(language.code, testCase as Case)}</title>`);
      const canonical = `${app.url}${language.prefix}${route}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toMatch(
        /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"WebSite"/,
      );
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${app.url}${route}"/>`);
    });
  }
});

describe('unknown pages', () => {
  it.each(LANGUAGES)('answer 404 with the translated message in $code', async (language) => {
    const { res, html } = await get(`${language.prefix}/no/such/page`, { cookie: `lang=${language.code}` });
    expect(res.status).toBe(404);
    expect(html).toContain(catalog(language.code, 'errors').notFound as unknown as string);
    expect(html).toContain(`<html lang="${language.tag}"`);
  });

  it('accept only known game slugs in /{game}/{id?} and /{game}/data', async () => {
    for (const url of [
      '/notagame',
      '/notagame/12',
      '/basketball/999999',
      '/soccer/1',
      '/basketball/abc',
      '/notagame/data',
      '/match/notagame',
      '/news/notagame',
      '/videos/nope/videoList',
    ]) {
      expect((await get(url)).res.status, url).toBe(404);
    }
  });
});

/** Every route app/routes.ts declares (the table is flat), with its path. */
const declared = routes.flatMap((r) => (r.path ? [{ id: r.id ?? r.file, path: r.path, file: r.file }] : []));

/** A route's path with its parameters filled: a known game, and an id or text that names nothing. */
const missingEntity = (pattern: string) =>
  pattern
    .replace(/:game\??/g, 'soccer')
    .replace(/:text\??/g, 'no-such-thing-987654')
    .replace(/:[A-Za-z]+\??/g, '987654')
    .replace(/\*/g, 'x');

/** The same path with its optional id left out (the section's own page). */
const withoutOptional = (pattern: string) =>
  pattern.replace(/\/:[A-Za-z]+\?/g, '').replace(/:game/g, 'soccer');

/** Id pages whose page exists for any parameter: a search for any text. */
const ANY_PARAMETER = new Set(['/search/:text', '/s/:text']);

const callers = () =>
  [
    ['guest', undefined],
    ['user', member.token],
    ['administrator', admin.token],
  ] as const;

const cookie = (code: string, token?: string) => ({
  cookie: `lang=${code}${token ? `; token=${token}` : ''}`,
});

describe('id pages (spec sections 2 and 8), generated from app/routes.ts', () => {
  const idRoutes = declared.filter((r) => /:(id|text)\b/.test(r.path));

  it(
    'are the translated 404 page, noindex, for an id that names nothing, to every caller',
    async () => {
      // Every item shell with an id, the match page, news articles and videos: no entity exists
      // until its domain can find it (app/features/sections/entities.server.ts).
      expect(idRoutes.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/mall/details/:id?', '/anchor/:id?', '/expert/:id', '/news/:game/:id']),
      );
      const problems: string[] = [];
      for (const route of idRoutes.filter((r) => !ANY_PARAMETER.has(r.path))) {
        for (const language of LANGUAGES) {
          for (const [who, token] of callers()) {
            const url = language.prefix + missingEntity(route.path);
            const { res, html } = await get(url, cookie(language.code, token));
            const title = `<title>${catalog(language.code, 'pages').notFound?.title} - Arena Live</title>`;
            if (res.status !== 404) problems.push(`${url} as ${who}: ${res.status}`);
            else if (!html.includes(catalog(language.code, 'errors').notFound as unknown as string))
              problems.push(`${url} as ${who}: not the translated 404 page`);
            else if (!html.includes(title)) problems.push(`${url} as ${who}: title is not ${title}`);
            else if (!html.includes('<meta name="robots" content="noindex"/>'))
              problems.push(`${url} as ${who}: not noindex`);
            else if (!html.includes(`<html lang="${language.tag}" dir="${language.dir}">`))
              problems.push(`${url} as ${who}: not in ${language.code}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
    HEAVY_MS,
  );

  it('answer 200 where the page exists for any parameter, and without their optional id', async () => {
    const urls = [
      ...idRoutes.filter((r) => ANY_PARAMETER.has(r.path)).map((r) => missingEntity(r.path)),
      ...idRoutes.filter((r) => /\/:(id|text)\?/.test(r.path)).map((r) => withoutOptional(r.path)),
    ];
    expect(urls).toEqual(
      expect.arrayContaining(['/search/no-such-thing-987654', '/mall/details', '/anchor']),
    );
    for (const url of urls) {
      for (const [who, token] of callers()) {
        const { res, html } = await get(url, cookie('en_US', token));
        expect(res.status, `${url} as ${who}`).toBe(200);
        // Search results are followed, never listed (decision 020); the other pages are listed.
        if (/^\/(s|search)\//.test(url))
          expect(html, url).toContain('<meta name="robots" content="noindex, follow"/>');
        else expect(html, url).not.toContain('noindex');
      }
    }
  });

  it('answer 200 as soon as their domain finds the entity', async () => {
    // Users, and the leagues, teams and players the feed stored, exist today.
    for (const url of ['/userInfo/100001', '/leagueLibrary/1', '/squadLibrary/1', '/playerLibrary/1']) {
      expect((await get(url)).res.status, url).toBe(200);
    }
    for (const url of ['/userInfo/1', '/leagueLibrary/2', '/squadLibrary/3', '/playerLibrary/2']) {
      expect((await get(url)).res.status, url).toBe(404);
    }
    // An id no key can hold is not found (and never reaches the database as an error).
    for (const url of [
      '/userInfo/99999999999',
      '/leagueLibrary/01',
      '/squadLibrary/-1',
      '/playerLibrary/1e3',
    ]) {
      expect((await get(url)).res.status, url).toBe(404);
    }
  });

  it('include an article or a video named by its id alone', async () => {
    for (const url of ['/news/987654', '/videos/987654', '/jp/news/987654']) {
      expect((await get(url, cookie(url.startsWith('/jp') ? 'jp' : 'en_US'))).res.status, url).toBe(404);
    }
  });
});

describe('pages that need a role (spec section 6), generated from app/routes.ts and the access rules', () => {
  const holders = new Map<string, Account>();
  beforeAll(async () => {
    // Roles other than admin cannot be granted through the product yet: they are set on the account.
    for (const role of new Set(ACCESS_RULES.flatMap((rule) => rule.roles))) {
      if (role === 'admin') continue;
      const account = await api.signUp(`routes-${role}@example.com`);
      await app.database.db
        .update(users)
        .set({ roles: [role] })
        .where(eq(users.uid, account.uid));
      holders.set(role, account);
    }
  });

  const guarded = () => declared.filter((r) => rulesFor(r.path).length > 0);

  it("cover the spec's centres, every route under them, and the operator's tools", () => {
    const paths = guarded().map((r) => r.path);
    for (const prefix of ['/anchorCenter', '/creatorCenter', '/channel', '/admin']) {
      expect(paths, prefix).toContain(
        declared.find((r) => r.path === prefix || r.path.startsWith(`${prefix}/`))?.path,
      );
      expect(
        declared.filter((r) => r.path.startsWith(`${prefix}/`)).every((r) => paths.includes(r.path)),
      ).toBe(true);
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        '/anchorCenter',
        '/anchorCenter/live',
        '/creatorCenter/progManage',
        '/channel/water',
      ]),
    );
  });

  it('ask guests to sign in (401), refuse accounts without the role (403), admit the role', async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const route of guarded()) {
      const callers: [string, { roles: string[] } | null, string | undefined][] = [
        ['guest', null, undefined],
        ['unknown token', null, 'not-a-token-this-app-issued'],
        ['user', { roles: [] }, member.token],
        ['administrator', { roles: ['admin'] }, admin.token],
        ...[...holders].map(
          ([role, account]) =>
            [role, { roles: [role] }, account.token] as [string, { roles: string[] }, string],
        ),
      ];
      for (const [who, user, token] of callers) {
        cases += 1;
        const decision = accessDecision(route.path, user);
        const expected = decision === 'allowed' ? 200 : REFUSAL_STATUS[decision];
        const { res } = await get(route.path, cookie('en_US', token));
        // A page of one entity (`/admin/users/:uid`) asked with its pattern: admitted, its loader
        // finds no such entity (404); refusals come before any loader runs.
        const admitted = expected === 200 && route.path.includes('/:') && res.status === 404;
        if (res.status !== expected && !admitted)
          problems.push(`${route.path} as ${who}: ${res.status}, not ${expected}`);
      }
    }
    expect(problems).toEqual([]);
    expect(cases).toBe(guarded().length * (4 + holders.size));
    // Each centre opens to its own role only; administrators keep their tools.
    expect(accessDecision('/anchorCenter/live', { roles: ['anchor'] })).toBe('allowed');
    expect(accessDecision('/creatorCenter', { roles: ['expert'] })).toBe('allowed');
    expect(accessDecision('/channel/user', { roles: ['channel'] })).toBe('allowed');
    expect(accessDecision('/channel/user', { roles: ['admin'] })).toBe('forbidden');
  });

  it(
    'say so in the visitor language, in the site, noindex: the sign-in prompt and the no-permission page',
    async () => {
      for (const language of LANGUAGES) {
        for (const route of guarded().filter((r) => r.path !== '/admin/outbox')) {
          const url = language.prefix + route.path;
          const guest = await get(url, cookie(language.code));
          const common = catalog(language.code, 'common');
          expect(guest.res.status, url).toBe(401);
          expect(guest.html).toContain(`<html lang="${language.tag}" dir="${language.dir}">`);
          expect(guest.html).toContain(`<title>${common.signInRequired?.title} - Arena Live</title>`);
          expect(guest.html).toContain(`<h1>${common.signInRequired?.title}</h1>`);
          expect(guest.html).toContain(`>${common.signInRequired?.signIn}</button>`);
          expect(guest.html).toContain('<meta name="robots" content="noindex"/>');
          expect(guest.html).toContain('class="site-header'); // inside the layout

          const user = await get(url, cookie(language.code, member.token));
          expect(user.res.status, url).toBe(403);
          expect(user.html).toContain(`<h1>${catalog(language.code, 'errors').noPermission}</h1>`);
          expect(user.html).toContain(
            `<title>${catalog(language.code, 'pages').noPermission?.title} - Arena Live</title>`,
          );
          expect(user.html).toContain('<meta name="robots" content="noindex"/>');
        }
      }
    },
    HEAVY_MS,
  );

  it('decide by the route matched, whatever the case or encoding of the address', async () => {
    for (const url of ['/ANCHORCENTER/live', '/%61nchorCenter', '/channel/', '/ar/CreatorCenter/dataShow']) {
      expect((await get(url, cookie(url.startsWith('/ar') ? 'ar' : 'en_US'))).res.status, url).toBe(401);
      expect((await get(url, cookie('en_US', member.token))).res.status, url).toBe(403);
    }
    // Next to a centre is not in it.
    expect((await get('/channelX')).res.status).toBe(404);
  });
});

describe('page head', () => {
  it('lists hreflang alternates for all 22 languages of the brand plus x-default', async () => {
    const { html } = await get('/match');
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates).toHaveLength(23);
    expect(alternates.find((a) => a[1] === 'ar')?.[2]).toBe(`${app.url}/ar/match`);
    expect(alternates.find((a) => a[1] === 'en-US')?.[2]).toBe(`${app.url}/match`);
  });

  it('has description, keywords and a favicon chosen by language', async () => {
    const en = (await get('/mall')).html;
    const zh = (await get('/zh_CN/mall', { cookie: 'lang=zh_CN' })).html;
    expect(en).toMatch(/<meta name="description" content="Redeem your gold coins for goods\."\/>/);
    expect(en).toMatch(/<meta name="keywords" content="Mall, [^"]+"\/>/);
    expect(en).toContain('<link rel="icon" href="/brands/arena/favicon.svg"/>');
    expect(zh).toContain('<link rel="icon" href="/brands/arena/favicon-cn.svg"/>');
  });

  it('adds VideoObject on /live/ paths and SportsEvent on /{game}/{number}', async () => {
    const live = (await get('/live')).html;
    expect(live).toContain('"@type":"VideoObject"');
    const match = (await get('/basketball/1')).html;
    expect(match).toMatch(/"@type":"SportsEvent","name":"Home r1 vs Away r1",/);
    expect(match).toContain('"startDate":"2025-03-10T12:00:00.000Z"');
    expect(match).toContain('"sport":"Basketball"');
    expect((await get('/basketball')).html).not.toContain('SportsEvent');
  });

  it("serves /{game} as that game's match list, whose links stay under /{game}", async () => {
    const html = (await get('/basketball?date=2025-03-10&tab=notStarted')).html;
    expect(html).toContain('<h1 class="match-list-title">Basketball live scores</h1>');
    expect(html).toMatch(/<li class="match-row" data-match-id="1" data-game="basketball"/);
    // The calendar and the tabs keep the game's address; "All" leads to the full match list.
    // (React writes "&" in attributes as "&amp;" or "&" depending on the render path.)
    expect(html).toMatch(/href="\/basketball\?date=2025-03-10&(amp;)?tab=finished"/);
    expect(html).toMatch(/href="\/basketball\?date=\d{4}-\d\d-\d\d&(amp;)?tab=notStarted"/);
    expect(html).toMatch(/href="\/match\?date=2025-03-10&(amp;)?tab=notStarted"/);
    expect(html).not.toMatch(/href="\/match\/basketball[?"]/);
    // The footer's "live scores per game" lead here.
    expect(html).toContain('<a href="/soccer">Football</a>');
    expect((await get('/curling')).res.status).toBe(404);
  });

  it("names the match in the page's language in its h1", async () => {
    const h1 = async (url: string) =>
      /<h1 class="visually-hidden">([^<]*)<\/h1>/.exec((await get(url)).html)?.[1];
    expect(await h1('/basketball/1')).toBe('Home r1 vs Away r1');
    expect(await h1('/zh_CN/basketball/1')).toBe('Home r1 对 Away r1');
    expect(await h1('/jp/basketball/1')).toBe('Home r1 対 Away r1');
    expect(await h1('/ar/basketball/1')).toBe('Home r1 ضد Away r1');
    for (const code of readdirSync(locales)) {
      const teams = (catalog(code, 'matches').match as Record<string, string>).teams ?? '';
      expect(teams, code).toMatch(/^\{\{home\}\} \S+(?: \S+)? \{\{away\}\}$/);
    }
  });

  it('links narrow screens to the mobile site with game ids, in the same language', async () => {
    const media = 'only screen and (max-width: 640px)';
    // The production host: the brand's real mobile site.
    const production = { host: 'arena.example' };
    expect((await get('/match/soccer', production)).html).toContain(
      `<link rel="alternate" media="${media}" href="https://m.arena.example/match/202"/>`,
    );
    expect((await get('/ar/basketball/1', production)).html).toContain(
      `<link rel="alternate" media="${media}" href="https://m.arena.example/ar/201/1"/>`,
    );
    expect((await get('/zh_CN/mall', production)).html).toContain(
      `<link rel="alternate" media="${media}" href="https://m.arena.example/zh_CN"/>`,
    );
  });

  it('links to no mobile site where the brand has none (development and tests)', async () => {
    for (const url of ['/', '/match/soccer', '/ar/basketball/1']) {
      const { html } = await get(url);
      expect(html, url).toContain('<link rel="canonical"');
      expect(html, url).not.toContain('max-width: 640px');
    }
  });
});

describe("a page's translations", () => {
  it('travel as a cached script of the language, not inside the page', async () => {
    const en = (await get('/')).html;
    const zh = (await get('/zh_CN/match')).html;
    const enScript = /<script src="(\/i18n\/en_US\.[0-9a-f]{12}\.js)" defer=""/.exec(en)?.[1];
    const zhScript = /<script src="(\/i18n\/zh_CN\.[0-9a-f]{12}\.js)" defer=""/.exec(zh)?.[1];
    expect(enScript).toBeDefined();
    expect(zhScript).toBeDefined();
    // A string of the user centre is in the script, not in the home page.
    expect(en).not.toContain('You have not redeemed anything yet.');
    expect(zh).not.toContain('您还没有兑换过任何商品。');

    const res = await fetch(`${app.url}${zhScript}`);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await res.text();
    const set = { __CATALOGS__: undefined as undefined | Record<string, Record<string, unknown>> };
    new Function('self', body)(set);
    expect(set.__CATALOGS__?.users).toMatchObject({ empty: { exchange: '您还没有兑换过任何商品。' } });
    expect(Object.keys(set.__CATALOGS__ ?? {}).sort()).toEqual(
      [
        'auth',
        // The comments panel shows on news, video and post pages (features/comments).
        'comments',
        'common',
        'competitions',
        'errors',
        'feedback',
        'games',
        'matches',
        'pages',
        'search',
        'users',
        'wallet',
      ].sort(),
    );

    // A page rendered before a deploy asks for an older hash: today's catalogs, not cached.
    const stale = await fetch(`${app.url}/i18n/zh_CN.000000000000.js`);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(await stale.text()).toBe(body);
    expect((await fetch(`${app.url}/i18n/xx.000000000000.js`)).status).toBe(404);
    expect((await fetch(`${app.url}/i18n/zh_CN.js`)).status).toBe(404);
  });
});

describe("a page's routes (issue 12: page weight)", () => {
  it('come from one cached manifest script: no inline manifest, no per-link discovery', async () => {
    const html = (await get('/')).html;
    expect(html).not.toContain('window.__reactRouterManifest =');
    expect(html).not.toContain('data-discover');
    const manifest = /import "(\/assets\/manifest-[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(manifest).toBeDefined();
    const res = await fetch(`${app.url}${manifest}`);
    expect(res.status).toBe(200);
    // Every page's route is in it, so a click on any link needs no further manifest call.
    const body = await res.text();
    for (const id of ['routes/home', 'match', 'game', 'gameMatch', 'routes/not-found']) {
      expect(body, id).toContain(`"id":"${id}"`);
    }
  });
});

describe('language of a page', () => {
  it('sends a visitor without cookie to the browser language and saves it in the lang cookie', async () => {
    const { res } = await get('/match/lol', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/jp/match/lol');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=jp; Path=\//);
  });

  it('uses the country of the IP when the browser sends no language', async () => {
    const res = await fetch(`${app.url}/`, {
      headers: { 'x-forwarded-for': '1.34.0.1' },
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/zh_tw');
  });

  it('falls back to the brand default when nothing else is known', async () => {
    const res = await fetch(`${app.url}/mall`, {
      headers: { 'x-forwarded-for': '10.0.0.1' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^lang=en_US;/);
  });

  it("redirects the default language's prefix to the unprefixed page", async () => {
    const { res } = await get('/en_US/mall', { cookie: 'lang=ar' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/mall');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=en_US;/);
  });
});

describe('the 7-language brand (spec section 1)', () => {
  const host = { host: 'dragon.localhost' };
  it('serves its default language without prefix and offers only its 7 languages', async () => {
    const { res, html } = await get('/match', { ...host, cookie: 'lang=zh_CN' });
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('Dragon Score');
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates.sort()).toEqual(['en-US', 'ja', 'ko', 'pt-BR', 'vi', 'x-default', 'zh-CN', 'zh-TW']);
    const switcher = [...html.matchAll(/<a href="\/([A-Za-z_]+)\/match" hrefLang=/g)].map((m) => m[1]);
    expect(switcher.sort()).toEqual(['en_US', 'jp', 'ko', 'pt', 'vi', 'zh_CN', 'zh_tw']);
  });

  it('redirects the prefixes of other languages to its default', async () => {
    for (const code of ['de', 'ar', 'fr', 'thai']) {
      const { res } = await get(`/${code}/match`, host);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/match');
    }
  });

  it('never chooses another language from the browser or the country', async () => {
    const { res } = await get('/', { ...host, 'accept-language': 'de-DE', 'x-forwarded-for': '81.2.69.160' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en_US');
  });
});

describe('sitemap.xml and robots.txt', () => {
  /** A football match of the calendar's week (today, UTC: the brand's zone). */
  let weekMatch = 0;
  beforeAll(async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    await app.services.matches.upsertFixtures([
      fixture('sitemap-1', { startTime: start, home: { externalId: 'sm-h', name: 'Home sm' } }),
    ]);
    const today = await app.services.matches.byCondition({
      statusGroup: 'all',
      gameId: 202,
      page: 1,
      size: 5,
    });
    weekMatch = today.list.find((m) => m.home?.name === 'Home sm')?.id ?? 0;
    if (!weekMatch) throw new Error('the sitemap match was not stored');
  });

  const text = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).html;
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

  it("index every file of every language of the brand: its pages, the week's matches and the libraries", async () => {
    const index = await text('/sitemap.xml');
    const files = locsOf(index).map((loc) => loc.replace(`${app.url}/`, ''));
    expect(files.filter((f) => /^sitemap-[A-Za-z_]+\.xml$/.test(f))).toHaveLength(22);
    for (const kind of ['matches', 'leagues', 'teams', 'players']) {
      expect(files.filter((f) => f.endsWith(`-${kind}-1.xml`))).toHaveLength(22);
    }
    expect(files).toContain('sitemap-ar-matches-1.xml');
    const dragon = await text('/sitemap.xml', { host: 'dragon.localhost' });
    expect(locsOf(dragon).filter((l) => /\/sitemap-[A-Za-z_]+\.xml$/.test(l))).toHaveLength(7);
    // A file past the last one, or of a language the brand does not offer, is not found.
    expect((await get('/sitemap-ar-matches-2.xml')).res.status).toBe(404);
    expect((await get('/sitemap-xx.xml')).res.status).toBe(404);
    expect((await get('/sitemap-ar-goals-1.xml')).res.status).toBe(404);
  });

  it("list each game's pages, the match list's days, the week's match pages and the library pages", async () => {
    const pages = await text('/sitemap-ar.xml');
    expect(pages).toContain(`<loc>${app.url}/ar/match/lol</loc>`);
    expect(pages).toContain(`<loc>${app.url}/ar/soccer</loc>`);
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${app.url}/match/lol"/>`);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const offset of [-3, -2, -1, 1, 2, 3]) {
      expect(pages).toContain(`<loc>${app.url}/ar/match?date=${day(offset)}</loc>`);
    }
    expect(pages).toContain(`<loc>${app.url}/ar/match</loc>`);
    const matches = await text('/sitemap-ar-matches-1.xml');
    expect(locsOf(matches)).toContain(`${app.url}/ar/soccer/${weekMatch}`);
    // The basketball match of 2025 is not of the week.
    expect(locsOf(matches)).not.toContain(`${app.url}/ar/basketball/1`);
    expect(matches).toContain(`hreflang="zh-CN" href="${app.url}/zh_CN/soccer/${weekMatch}"`);
    expect(locsOf(await text('/sitemap-ar-leagues-1.xml'))).toContain(`${app.url}/ar/leagueLibrary/1`);
    expect(locsOf(await text('/sitemap-ar-teams-1.xml'))).toContain(`${app.url}/ar/squadLibrary/1`);
    expect(locsOf(await text('/sitemap-ar-players-1.xml'))).toContain(`${app.url}/ar/playerLibrary/1`);
  });

  it(
    'every listed page answers 200',
    async () => {
      const index = await text('/sitemap.xml');
      const arFiles = locsOf(index).filter((loc) => /\/sitemap-ar[.-]/.test(loc));
      const locs: string[] = [];
      for (const file of arFiles) locs.push(...locsOf(await text(file.replace(app.url, ''))));
      expect(locs.length).toBeGreaterThan(200);
      // Every entity page, and a sample of the others (they are the same routes with other slugs).
      const sample = locs.filter((loc, i) => i % 7 === 0 || /\/\d+$|\?date=/.test(loc));
      for (const loc of sample) {
        const res = await fetch(loc, { headers: { cookie: 'lang=ar' }, redirect: 'manual' });
        await res.arrayBuffer();
        expect(res.status, loc).toBe(200);
      }
    },
    HEAVY_MS,
  );

  it("a match list day's canonical and alternates keep its date", async () => {
    const html = await text('/ar/match?date=2025-03-10&tab=finished');
    expect(html).toContain(`<link rel="canonical" href="${app.url}/ar/match?date=2025-03-10"/>`);
    expect(html).toContain(`hrefLang="x-default" href="${app.url}/match?date=2025-03-10"/>`);
    expect(await text('/ar/match?tab=finished')).toContain(
      `<link rel="canonical" href="${app.url}/ar/match"/>`,
    );
  });

  it('robots.txt points at the sitemap and keeps private areas out', async () => {
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /userInfo');
    expect(robots).toContain('Disallow: /java/');
  });
});
