import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_GAME_IDS } from '../../../app/seo/mobile-link.ts';
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';

/** Spec section 3, "Game ids", verbatim. */
const SPEC_GAME_IDS = {
  esports: {
    1: 'LoL',
    2: 'CS:GO',
    3: 'Honor of Kings',
    4: 'Dota2',
    5: 'PUBG',
    6: 'PUBG Mobile',
    7: 'LoL Mobile',
    8: 'COD',
    9: 'FIFA',
    14: 'Valorant',
    15: 'MMA',
    16: 'CF',
    17: 'Overwatch',
    18: 'StarCraft 2',
    19: 'Rocket League',
    20: 'Rainbow Six',
    21: 'Hearthstone',
    22: 'NBA2K',
    23: 'Warcraft 3',
    24: 'Arena of Valor',
    25: 'Mobile Legends',
    26: 'Naraka',
    27: 'Dream Three Kingdoms 2',
    28: 'Street Fighter 5',
    0: 'Other esports',
  },
  sports: {
    200: 'Other sports',
    201: 'Basketball',
    202: 'Football',
    203: 'Tennis',
    204: 'Snooker',
    205: 'Baseball',
    206: 'Volleyball',
    207: 'Badminton',
    208: 'Table tennis',
    209: 'American football',
    210: 'Cricket',
  },
} as const;

describe('game catalog (spec section 3)', () => {
  it('has every game id of the spec with its name and kind', () => {
    const expected = [
      ...Object.entries(SPEC_GAME_IDS.esports).map(([id, name]) => ({
        gameId: Number(id),
        name,
        kind: 'esports',
      })),
      ...Object.entries(SPEC_GAME_IDS.sports).map(([id, name]) => ({
        gameId: Number(id),
        name,
        kind: 'sports',
      })),
    ];
    expect(GAME_CATALOG.map(({ gameId, name, kind }) => ({ gameId, name, kind }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(GAME_CATALOG).toHaveLength(expected.length);
  });

  it('gives each game a unique URL-safe abbr, matching the mobile-link names', () => {
    const abbrs = GAME_CATALOG.map((g) => g.abbr);
    expect(new Set(abbrs).size).toBe(abbrs.length);
    for (const abbr of abbrs) expect(abbr).toMatch(/^[a-z0-9]+$/);
    // The map itself is checked against the spec in app/seo/mobile-link.test.ts; cs:go is slugged csgo.
    for (const [name, id] of Object.entries(MOBILE_GAME_IDS).filter(([n]) => n !== 'cs:go')) {
      expect(GAME_CATALOG.find((g) => g.gameId === id)?.abbr, name).toBe(name);
    }
  });

  it('has a logo file for every game', () => {
    for (const game of GAME_CATALOG) {
      expect(
        existsSync(path.join(import.meta.dirname, '../../../public/images/games', `${game.abbr}.svg`)),
      ).toBe(true);
    }
  });
});

describe('first-start seed and game/v3/getPCGameSource', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the whole catalog from the database with the spec field names', async () => {
    const body = await (await fetch(`${app.url}/java/game/v3/getPCGameSource`)).json();
    expect(body.result).toHaveLength(GAME_CATALOG.length);
    const football = body.result.find((g: { gameId: number }) => g.gameId === 202);
    expect(football).toEqual({
      gameId: 202,
      kind: 'sports',
      name: 'Football',
      abbr: 'soccer',
      logo: '/images/games/soccer.svg',
      backgroundImgUrl: null,
      index: expect.any(Number),
    });
  });

  it('filters by kind, and the older path answers the same', async () => {
    const sports = await (await fetch(`${app.url}/java/game/getPCGameSource?kind=sports`)).json();
    expect(sports.result.map((g: { gameId: number }) => g.gameId).sort()).toEqual(
      Object.keys(SPEC_GAME_IDS.sports).map(Number).sort(),
    );
  });
});
