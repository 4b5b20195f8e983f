import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../../tests/support/api.ts';
import { startTestApp } from '../../../../tests/support/app.ts';
import type { RunningApp } from '../../../app.ts';
import { fixture } from '../../matches/fixtures.test-support.ts';
import { loadFixtures } from '../../matches/index.ts';

let app: RunningApp;
let api: TestApi;
beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  await loadFixtures(app.database.db, [
    fixture('c-1', {
      home: {
        externalId: 'ars',
        name: 'Arsenal',
        shortName: 'ARS',
        country: 'GB',
        players: [
          { externalId: 'p9', name: 'Nine', number: 9, position: 'FW', nationality: 'BR' },
          { externalId: 'p1', name: 'Keeper', number: 1, position: 'GK' },
          { externalId: 'px', name: 'Unnumbered' },
        ],
      },
    }),
  ]);
});
afterAll(async () => {
  await app.close();
});

async function ids() {
  const list = await api.call('/v2/match/getPCGameMatchByCondition', { gameId: 202, statusGroup: 'all' });
  const match = list.body.result.list[0];
  const team = await api.call(`/team/detail?id=${match.home.id}`);
  return {
    league: match.league.id as number,
    team: match.home.id as number,
    roster: team.body.result.players,
  };
}

describe('competitions: leagues, teams and players one at a time (the data libraries read these)', () => {
  it('answers a league as the feed described it', async () => {
    const { league } = await ids();
    const answer = await api.call(`/league/detail?id=${league}`);
    expect(answer.body.result).toEqual({
      id: league,
      gameId: 202,
      name: 'Premier League',
      names: {},
      shortName: 'EPL',
      logo: '/l/epl.png',
      season: '2025',
      country: null,
    });
  });

  it('answers a team with its game and its roster by shirt number (no number last)', async () => {
    const { team } = await ids();
    const answer = await api.call(`/team/detail?id=${team}`);
    expect(answer.body.result).toMatchObject({
      id: team,
      name: 'Arsenal',
      country: 'GB',
      game: { gameId: 202, kind: 'sports', abbr: 'soccer' },
    });
    expect(answer.body.result.players.map((p: { name: string }) => p.name)).toEqual([
      'Keeper',
      'Nine',
      'Unnumbered',
    ]);
  });

  it('answers a player with the team it plays for', async () => {
    const { roster, team } = await ids();
    const nine = roster.find((p: { name: string }) => p.name === 'Nine');
    const answer = await api.call(`/player/detail?id=${nine.id}`);
    expect(answer.body.result).toMatchObject({
      id: nine.id,
      name: 'Nine',
      number: 9,
      position: 'FW',
      nationality: 'BR',
      team: { id: team, name: 'Arsenal' },
      game: { abbr: 'soccer' },
    });
  });

  it('says in the caller’s language that an unknown league, team or player does not exist (404)', async () => {
    for (const [path, message] of [
      ['/league/detail?id=999999', 'The league does not exist'],
      ['/team/detail?id=999999', 'The team does not exist'],
      ['/player/detail?id=999999', 'The player does not exist'],
    ]) {
      const answer = await api.call(path as string);
      expect(answer.status, path).toBe(404);
      expect(answer.body.errorMsg).toBe(message);
    }
    const ar = await api.call('/team/detail?id=999999', undefined, { lan: 'ar' });
    expect(ar.body.errorMsg).toMatch(/\p{Script=Arabic}/u);
  });

  it('refuses ids that are not positive int32 numbers, writing nothing', async () => {
    for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
      const answer = await api.call(`/player/detail?id=${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.body.errorMsg).toBe('Invalid parameter: id');
    }
  });
});
