import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPlayer, FeedTeam } from '../../../../shared/matches/feed.ts';
import type { LineupPlayer } from '../../../../shared/matches/model.ts';
import { matchChannels } from '../../../../shared/realtime/channels.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { playersOfTeam } from '../../games/competitions/repository.ts';
import { fixture, listen, SOURCE, update } from '../fixtures.test-support.ts';

/** Players through the matches service's per-batch path (`upsertFixtures`) and on the match page. */
let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const squad: FeedPlayer[] = [
  { externalId: 'gk', name: 'Gil Keeper', number: 1, position: 'GK', nationality: 'GB' },
  { externalId: 'st', name: 'Sam Striker', number: 9, position: 'FW', nationality: 'FR' },
];
const team = (externalId: string, players: FeedPlayer[] = squad): FeedTeam => ({
  externalId,
  name: `Team ${externalId}`,
  country: 'GB',
  players,
});
const entry = (p: FeedPlayer, starter = true): LineupPlayer => ({
  name: p.name,
  number: p.number,
  position: p.position,
  starter,
  playerExternalId: p.externalId,
});

async function teamId(externalId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`select id from teams where source = ${SOURCE} and external_id = ${externalId}`,
  );
  if (!row) throw new Error(`no team ${externalId}`);
  return row.id;
}

async function matchId(externalId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`select id from matches where source = ${SOURCE} and external_id = ${externalId}`,
  );
  if (!row) throw new Error(`no match ${externalId}`);
  return row.id;
}

describe('players of fixtures (upsertFixtures)', () => {
  it('stores the teams’ players and serves line-ups with our player ids', async () => {
    await app.services.matches.upsertFixtures([
      fixture('pl1', {
        home: team('pl-home'),
        away: team('pl-away'),
        lineups: {
          home: [entry(squad[0] as FeedPlayer), entry(squad[1] as FeedPlayer, false)],
          // An entry without a player id (older feeds) stays as it is.
          away: [{ name: 'Anonymous', number: 5, starter: true }],
          coaches: { home: 'Carla Coach' },
        },
      }),
    ]);
    const home = await playersOfTeam(app.database.db, await teamId('pl-home'));
    expect(home.map((p) => [p.externalId, p.name, p.number, p.position, p.nationality])).toEqual([
      ['gk', 'Gil Keeper', 1, 'GK', 'GB'],
      ['st', 'Sam Striker', 9, 'FW', 'FR'],
    ]);
    const away = await playersOfTeam(app.database.db, await teamId('pl-away'));
    expect(away).toHaveLength(2);
    expect(away.map((p) => p.id)).not.toEqual(home.map((p) => p.id)); // same feed ids, other team

    const id = await matchId('pl1');
    const res = await fetch(`${app.url}/java/soccer/${id}`, { headers: { lan: 'en_US' } });
    const { result } = await res.json();
    expect(result.lineups.home).toEqual([
      { name: 'Gil Keeper', number: 1, position: 'GK', starter: true, playerId: home[0]?.id },
      { name: 'Sam Striker', number: 9, position: 'FW', starter: false, playerId: home[1]?.id },
    ]);
    expect(result.lineups.away).toEqual([{ name: 'Anonymous', number: 5, starter: true }]);
    expect(result.lineups.coaches).toEqual({ home: 'Carla Coach' });
  });

  it('updates changed players, adds new ones, keeps those who left and writes nothing when nothing changed', async () => {
    const homeId = await teamId('pl-home');
    const before = await playersOfTeam(app.database.db, homeId);
    const renamed: FeedPlayer = { externalId: 'gk', name: 'Gil Keeper-Smith', number: 13 };
    const newcomer: FeedPlayer = { externalId: 'mf', name: 'Mo Midfield', number: 8, position: 'MF' };
    await app.services.matches.upsertFixtures([
      fixture('pl2', { home: team('pl-home', [renamed, newcomer]), away: team('pl-away') }),
    ]);
    const after = await playersOfTeam(app.database.db, homeId);
    expect(after.map((p) => [p.id, p.externalId, p.name, p.number, p.position, p.nationality])).toEqual([
      [expect.any(Number), 'mf', 'Mo Midfield', 8, 'MF', null],
      [before[1]?.id, 'st', 'Sam Striker', 9, 'FW', 'FR'], // left the feed's squad: kept
      [before[0]?.id, 'gk', 'Gil Keeper-Smith', 13, 'GK', 'GB'], // absent fields keep what was stored
    ]);

    const versions = async () =>
      queryRows<{ id: number; v: string }>(
        app.database.db,
        sql`select id, xmin::text as v from players where team_id = ${homeId} order by id`,
      );
    const held = await versions();
    await app.services.matches.upsertFixtures([
      fixture('pl2', { home: team('pl-home', [renamed, newcomer]), away: team('pl-away') }),
    ]);
    expect(await versions()).toEqual(held);
  });

  it('adds a player a line-up names that its team does not list, and ignores a player id sent by a feed', async () => {
    await app.services.matches.upsertFixtures([
      fixture('pl3', {
        home: team('pl-home', []),
        away: { externalId: 'pl-bare', name: 'Bare FC' },
        lineups: {
          home: [
            { name: 'Sam Striker', starter: true, playerExternalId: 'st', playerId: 123456 },
            { name: 'Yuri Youth', number: 44, position: 'DF', starter: false, playerExternalId: 'youth' },
          ],
          away: [{ name: 'Nameless', starter: true, playerId: 7 }],
        },
      }),
    ]);
    const players = await playersOfTeam(app.database.db, await teamId('pl-home'));
    const byExternal = new Map(players.map((p) => [p.externalId, p]));
    expect(byExternal.get('youth')).toMatchObject({ name: 'Yuri Youth', number: 44, position: 'DF' });
    expect(byExternal.get('st')?.name).toBe('Sam Striker');
    const detail = await app.services.matches.detail({ abbr: 'soccer', id: await matchId('pl3') });
    expect(detail.lineups?.home.map((p) => p.playerId)).toEqual([
      byExternal.get('st')?.id,
      byExternal.get('youth')?.id,
    ]);
    expect(detail.lineups?.away).toEqual([{ name: 'Nameless', starter: true }]);
  });

  it('gives players’ match figures our ids from the line-ups, serves them on their own tab and pushes them without the feed’s ids', async () => {
    const id = await matchId('pl1');
    const keeper = (await playersOfTeam(app.database.db, await teamId('pl-home'))).find(
      (p) => p.externalId === 'gk',
    );
    const heard = await listen(app.bus, [matchChannels.match(id)]);
    const result = await app.services.matches.applyUpdate(
      update(
        'pl1',
        50,
        { status: 'live' },
        {
          stats: {
            total: { possession: { home: 55, away: 45 } },
            periods: [],
            players: {
              home: [
                { name: 'Gil Keeper', playerExternalId: 'gk', playerId: 999_999, values: { minutes: 20 } },
                { name: 'Guest', playerExternalId: 'not-in-line-up', values: { minutes: 3 } },
              ],
              away: [{ name: 'Anonymous', values: { minutes: 20, goals: 1 } }],
              // Each map's lines (esports) name line-up players the same way.
              maps: [
                {
                  index: 2,
                  home: [
                    { name: 'Gil Keeper', playerExternalId: 'gk', playerId: 999_999, values: { minutes: 9 } },
                  ],
                  away: [],
                },
              ],
            },
          },
        },
      ),
    );
    expect(result.applied).toBe(true);
    const res = await fetch(`${app.url}/java/soccer/${id}/players`, { headers: { lan: 'en_US' } });
    expect(res.status).toBe(200);
    const { result: tab } = await res.json();
    expect(tab.players).toEqual({
      home: [
        { name: 'Gil Keeper', playerId: keeper?.id, values: { minutes: 20 } },
        { name: 'Guest', values: { minutes: 3 } },
      ],
      away: [{ name: 'Anonymous', values: { minutes: 20, goals: 1 } }],
      maps: [
        { index: 2, home: [{ name: 'Gil Keeper', playerId: keeper?.id, values: { minutes: 9 } }], away: [] },
      ],
    });
    // The statistics tab carries the sides' figures only.
    const stats = await (
      await fetch(`${app.url}/java/soccer/${id}/stats`, { headers: { lan: 'en_US' } })
    ).json();
    expect(stats.result.stats.total.possession).toEqual({ home: 55, away: 45 });
    expect(stats.result.stats.players).toBeUndefined();
    await heard.settle();
    const frame = heard.received.find((r) => r.message.kind === 'stats');
    expect(frame?.raw).toContain('"Gil Keeper"');
    expect(frame?.raw).not.toContain('playerExternalId');
    expect(frame?.raw).not.toContain('999999');
  });
});
