/**
 * Animation live's scenes (animation.ts), transition by transition: what one frame of the match's
 * channel changes, checked by hand.
 */
import { describe, expect, it } from 'vitest';
import type { MatchIncident, MatchStats, SideScore } from '../../../shared/matches/model.ts';
import {
  type BasketballScene,
  EBB_SECONDS,
  type FootballScene,
  HOLD_SECONDS,
  inferZone,
  type MobaScene,
  mobaTally,
  nextScene,
  type Scene,
  type SceneState,
  type ShooterScene,
  sceneFromPage,
} from './animation.ts';

const FOOTBALL = 202;
const BASKETBALL = 201;
const LOL = 1;
const CS = 2;

const CLOCK = {
  seconds: 66 * 60 + 10,
  running: true,
  direction: 'up' as const,
  at: '2026-11-25T13:40:00.000Z',
};

function state(overrides: Partial<SceneState> = {}): SceneState {
  return {
    seq: 10,
    status: 'live',
    period: { type: 'half', index: 2 },
    clock: CLOCK,
    score: { home: 1, away: 0 },
    detail: {},
    ...overrides,
  };
}

function incident(overrides: Partial<MatchIncident>): MatchIncident {
  return {
    matchId: 7,
    seq: 11,
    type: 'goal',
    side: 'home',
    period: { type: 'half', index: 2 },
    clockSeconds: 66 * 60 + 30,
    occurredAt: '2026-11-25T13:40:20.000Z',
    ...overrides,
  };
}

const zero = { home: 0, away: 0 };
function totals(values: Record<string, SideScore> = {}): Pick<MatchStats, 'total'> {
  return {
    total: {
      possession: { home: 55, away: 45 },
      shots: zero,
      shotsOnTarget: zero,
      corners: zero,
      dangerousAttacks: zero,
      fouls: zero,
      offsides: zero,
      ...values,
    },
  };
}

/** A live football scene with a baseline of statistics. */
function football(values: Record<string, SideScore> = {}): FootballScene {
  const scene = sceneFromPage('football', state(), [], totals(values));
  if (scene?.family !== 'football') throw new Error('football scene expected');
  return scene;
}

function as<F extends Scene['family']>(scene: Scene | null, family: F): Extract<Scene, { family: F }> {
  expect(scene?.family).toBe(family);
  return scene as Extract<Scene, { family: F }>;
}

describe('football', () => {
  it('starts with the side that has had the ball more, in its own half, and no event', () => {
    const scene = football();
    expect(scene).toMatchObject({ side: 'home', zone: 'safe', event: null, playing: true });
  });

  it('reads a dangerous attack from the totals: dangerousAttacks.home grew by 1', () => {
    const next = as(
      nextScene(football({ dangerousAttacks: { home: 20, away: 14 } }), {
        kind: 'stats',
        gameId: FOOTBALL,
        stats: totals({ dangerousAttacks: { home: 21, away: 14 } }),
      }),
      'football',
    );
    expect(next).toMatchObject({ zone: 'dangerousAttack', side: 'home', since: 66 * 60 + 10 });
  });

  it('dates the moment by the frame’s arrival on the running clock', () => {
    const next = as(
      nextScene(football(), {
        kind: 'stats',
        gameId: FOOTBALL,
        stats: totals({ corners: { home: 0, away: 1 } }),
        at: '2026-11-25T13:40:30.000Z',
      }),
      'football',
    );
    expect(next).toMatchObject({ zone: 'corner', side: 'away', since: 66 * 60 + 40 });
  });

  it('ranks what grew: a corner over a shot over a dangerous attack; a foul hands the ball over', () => {
    const before = as(football(), 'football').totals;
    if (!before) throw new Error('baseline expected');
    const zoneAfter = (values: Record<string, SideScore>) => {
      const scene = as(
        nextScene(football(), { kind: 'stats', gameId: FOOTBALL, stats: totals(values) }),
        'football',
      );
      return { side: scene.side, zone: scene.zone };
    };
    expect(zoneAfter({ shots: { home: 0, away: 1 }, dangerousAttacks: { home: 1, away: 1 } })).toEqual({
      side: 'away',
      zone: 'shot',
    });
    expect(zoneAfter({ shotsOnTarget: { home: 1, away: 0 }, corners: { home: 0, away: 1 } })).toEqual({
      side: 'away',
      zone: 'corner',
    });
    expect(zoneAfter({ fouls: { home: 1, away: 0 } })).toEqual({ side: 'away', zone: 'safe' });
    expect(zoneAfter({ offsides: { home: 0, away: 1 } })).toEqual({ side: 'home', zone: 'safe' });
    // Both sides attacked dangerously: the side not shown is the news.
    expect(inferZone(before, { ...before, dangerousAttacks: { home: 1, away: 1 } }, 'home')).toEqual({
      side: 'away',
      zone: 'dangerousAttack',
    });
  });

  it('lets an attack ebb when nothing new happens for a while', () => {
    const attacking = as(
      nextScene(football(), {
        kind: 'stats',
        gameId: FOOTBALL,
        stats: totals({ shots: { home: 1, away: 0 } }),
      }),
      'football',
    );
    expect(attacking.zone).toBe('shot');
    const quiet = (scene: Scene | null, seconds: number) =>
      as(
        nextScene(scene, {
          kind: 'stats',
          gameId: FOOTBALL,
          stats: totals({ shots: { home: 1, away: 0 } }),
          at: new Date(Date.parse('2026-11-25T13:40:00.000Z') + seconds * 1000).toISOString(),
        }),
        'football',
      );
    expect(quiet(attacking, 5).zone).toBe('shot');
    const ebbed = quiet(attacking, EBB_SECONDS + 1);
    expect(ebbed).toMatchObject({ zone: 'attack', side: 'home' });
    expect(quiet(ebbed, 2 * EBB_SECONDS + 2)).toMatchObject({ zone: 'safe', side: 'home' });
  });

  it('shows a goal for its side, held against the shot that scored it, then the other side kicks off', () => {
    const goal = incident({ type: 'goal', side: 'away', player: 'Palmer' });
    const scored = as(
      nextScene(football(), { kind: 'incidents', gameId: FOOTBALL, incidents: [goal] }),
      'football',
    );
    expect(scored).toMatchObject({ zone: 'goal', side: 'away', since: goal.clockSeconds, event: goal });
    const shot = as(
      nextScene(scored, {
        kind: 'stats',
        gameId: FOOTBALL,
        stats: totals({ shots: { home: 0, away: 1 }, shotsOnTarget: { home: 0, away: 1 } }),
      }),
      'football',
    );
    expect(shot.zone).toBe('goal');
    const later = as(
      nextScene(shot, {
        kind: 'state',
        gameId: FOOTBALL,
        state: state({
          seq: 12,
          clock: { ...CLOCK, seconds: (goal.clockSeconds ?? 0) + HOLD_SECONDS },
        }),
      }),
      'football',
    );
    expect(later).toMatchObject({ zone: 'safe', side: 'home', event: null });
  });

  it('shows a card as the event without moving the ball; ignores old incidents and old states', () => {
    const scene = football();
    const card = incident({ type: 'yellow_card', side: 'away' });
    const carded = as(
      nextScene(scene, { kind: 'incidents', gameId: FOOTBALL, incidents: [card] }),
      'football',
    );
    expect(carded).toMatchObject({ event: card, side: 'home', zone: 'safe' });
    // A goal of the first half in a log fetched again is history.
    const old = incident({ seq: 12, clockSeconds: 20 * 60 });
    expect(nextScene(carded, { kind: 'incidents', gameId: FOOTBALL, incidents: [old] })).toMatchObject({
      event: card,
      zone: 'safe',
    });
    // A state older than the one held changes nothing.
    expect(
      nextScene(carded, { kind: 'state', gameId: FOOTBALL, state: state({ seq: 3, status: 'half_time' }) }),
    ).toBe(carded);
  });

  it('has nobody on the ball at half-time, and builds the first scene from a recent goal on the page', () => {
    const paused = as(
      nextScene(football(), {
        kind: 'state',
        gameId: FOOTBALL,
        state: state({ seq: 11, status: 'half_time' }),
      }),
      'football',
    );
    expect(paused).toMatchObject({ side: null, zone: 'safe', playing: false });
    const goal = incident({ seq: 9, clockSeconds: 65 * 60 + 50 });
    const page = sceneFromPage(
      'football',
      state(),
      [incident({ seq: 2, clockSeconds: 600 }), goal],
      totals(),
    );
    expect(page).toMatchObject({ zone: 'goal', side: 'home', event: goal });
  });
});

describe('basketball', () => {
  const court = (overrides: Partial<SceneState> = {}) =>
    as(
      sceneFromPage(
        'basketball',
        state({ period: { type: 'quarter', index: 3 }, score: { home: 70, away: 64 }, ...overrides }),
        [],
        null,
      ),
      'basketball',
    );

  it('gives the ball to the other side after a point by home, with the play', () => {
    const point = incident({ type: 'point', side: 'home', value: 3, period: { type: 'quarter', index: 3 } });
    const next = as(
      nextScene(court(), { kind: 'incidents', gameId: BASKETBALL, incidents: [point] }),
      'basketball',
    );
    expect(next.possession).toBe('away');
    expect(next.lastScore).toMatchObject({ side: 'home', points: 3 });
  });

  it('reads a scoring play from the score when the state comes first', () => {
    const next = as(
      nextScene(court(), {
        kind: 'state',
        gameId: BASKETBALL,
        state: state({ seq: 11, period: { type: 'quarter', index: 3 }, score: { home: 70, away: 66 } }),
      }),
      'basketball',
    );
    expect(next).toMatchObject({ possession: 'home', lastScore: { side: 'away', points: 2 } });
    // Two plays at once cannot be told apart: the last play stays, who has the ball too.
    const both = as(
      nextScene(next, {
        kind: 'state',
        gameId: BASKETBALL,
        state: state({ seq: 12, period: { type: 'quarter', index: 3 }, score: { home: 72, away: 67 } }),
      }),
      'basketball',
    );
    expect(both).toMatchObject({ possession: 'home', lastScore: { side: 'away', points: 2 } });
  });

  it('has nobody on the ball between quarters', () => {
    const scored = as(
      nextScene(court(), {
        kind: 'incidents',
        gameId: BASKETBALL,
        incidents: [
          incident({ type: 'point', side: 'away', value: 1, period: { type: 'quarter', index: 3 } }),
        ],
      }),
      'basketball',
    );
    const paused = nextScene(scored, {
      kind: 'state',
      gameId: BASKETBALL,
      state: state({ seq: 11, status: 'half_time', period: { type: 'quarter', index: 3 } }),
    }) as BasketballScene;
    expect(paused).toMatchObject({ possession: null, lastScore: { side: 'away', points: 1 } });
  });
});

describe('MOBA', () => {
  const map2 = { type: 'map' as const, index: 2 };
  const live = (seq: number, kills: SideScore, towers: SideScore) =>
    state({ seq, period: map2, score: { home: 1, away: 0 }, detail: { kills, towers } });

  it('counts the current map’s objectives per side and knows the latest', () => {
    let scene: Scene | null = nextScene(null, { kind: 'state', gameId: LOL, state: live(10, zero, zero) });
    scene = nextScene(scene, {
      kind: 'incidents',
      gameId: LOL,
      incidents: [
        incident({ type: 'first_blood', side: 'away', period: map2, clockSeconds: 190 }),
        incident({ type: 'dragon', side: 'home', period: map2, clockSeconds: 400 }),
      ],
    });
    scene = nextScene(scene, {
      kind: 'state',
      gameId: LOL,
      state: live(12, { home: 3, away: 5 }, { home: 1, away: 0 }),
    });
    scene = nextScene(scene, {
      kind: 'incidents',
      gameId: LOL,
      incidents: [incident({ seq: 12, type: 'baron', side: 'home', period: map2, clockSeconds: 1300 })],
    });
    const moba = as(scene, 'moba');
    expect(mobaTally(moba)).toEqual({
      home: { kills: 3, towers: 1, dragons: 1, barons: 1, firstBlood: false },
      away: { kills: 5, towers: 0, dragons: 0, barons: 0, firstBlood: true },
    });
    expect(moba.objectives.at(-1)).toMatchObject({ type: 'baron', side: 'home', clockSeconds: 1300 });
    // The same frame twice counts once.
    const again = nextScene(moba, {
      kind: 'incidents',
      gameId: LOL,
      incidents: [incident({ seq: 12, type: 'baron', side: 'home', period: map2, clockSeconds: 1300 })],
    }) as MobaScene;
    expect(mobaTally(again).home.barons).toBe(1);
  });

  it('starts every map afresh', () => {
    const before = as(
      sceneFromPage(
        'moba',
        live(10, { home: 9, away: 4 }, { home: 3, away: 1 }),
        [incident({ type: 'dragon', side: 'home', period: map2 })],
        null,
      ),
      'moba',
    );
    const next = as(
      nextScene(before, {
        kind: 'state',
        gameId: LOL,
        state: state({ seq: 20, period: { type: 'map', index: 3 }, detail: { kills: zero, towers: zero } }),
      }),
      'moba',
    );
    expect(next.map).toBe(3);
    expect(next.objectives).toEqual([]);
    expect(mobaTally(next).home).toEqual({ kills: 0, towers: 0, dragons: 0, barons: 0, firstBlood: false });
  });
});

describe('shooters', () => {
  const map1 = { type: 'map' as const, index: 1 };
  it('counts the rounds and who won the last one', () => {
    const start = sceneFromPage(
      'shooter',
      state({ period: map1, clock: null, detail: { rounds: { home: 6, away: 5 }, mapName: 'Mirage' } }),
      [],
      null,
    );
    const next = as(
      nextScene(start, {
        kind: 'state',
        gameId: CS,
        state: state({
          seq: 11,
          period: map1,
          clock: null,
          detail: { rounds: { home: 6, away: 6 }, mapName: 'Mirage' },
        }),
      }),
      'shooter',
    );
    expect(next).toMatchObject({
      mapName: 'Mirage',
      rounds: { home: 6, away: 6 },
      lastRound: { side: 'away', n: 12 },
    });
    const round = incident({ seq: 12, type: 'round_won', side: 'home', period: map1, value: 13 });
    expect(
      (nextScene(next, { kind: 'incidents', gameId: CS, incidents: [round] }) as ShooterScene).lastRound,
    ).toEqual({
      side: 'home',
      n: 13,
    });
  });
});

describe('other families', () => {
  it('have no scene', () => {
    expect(sceneFromPage('tennis', state(), [], null)).toBeNull();
    expect(nextScene(null, { kind: 'state', gameId: 203, state: state() })).toBeNull();
  });

  it('scenes survive JSON (loader data)', () => {
    const scene = football();
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });
});
