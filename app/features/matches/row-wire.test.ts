import { describe, expect, it } from 'vitest';
import type { MatchItem } from '../../../shared/matches/model.ts';
import { type MatchRow, toMatchRow } from './match-row.ts';
import {
  packHomeView,
  packMatchListView,
  packRow,
  unpackHomeView,
  unpackMatchListView,
  unpackRow,
} from './row-wire.ts';
import type { HomeView, MatchListView } from './views.ts';

/** A match with every field a row keeps, each optional one present. */
function fullItem(id: number, seq = 7): MatchItem {
  return {
    id,
    gameId: 3,
    league: { id: 9, name: 'ATP Finals', logo: '/logos/atp.png' },
    stage: 'Group',
    round: '1',
    bestOf: 3,
    startTime: '2026-11-27T08:00:00.000Z',
    home: { id: 1, name: 'Jannik Sinner', shortName: 'SIN', logo: '/p/1.png' },
    away: { id: 2, name: 'Carlos Alcaraz', shortName: null, logo: null },
    participants: [
      { id: 1, name: 'Jannik Sinner', shortName: 'SIN', logo: '/p/1.png' },
      { id: 2, name: 'Carlos Alcaraz', shortName: null, logo: null },
    ],
    status: 'live',
    seq,
    period: { type: 'inning', index: 2, half: 'bottom' },
    clock: { seconds: 604, running: true, direction: 'down', at: '2026-11-27T08:10:00.000Z' },
    score: { home: 1, away: 1 },
    periodScores: [
      { type: 'set', index: 1, home: 7, away: 6, tiebreak: { home: 7, away: 4 } },
      { type: 'set', index: 2, home: 3, away: 6 },
    ],
    detail: {
      points: { home: '30', away: 'A' },
      serving: 'away',
      redCards: { home: 1, away: 0 },
      standings: [{ participantId: 0, points: 12, kills: 4, alive: 3, rank: 1 }],
      cricket: { home: { runs: 120, wickets: 3, overs: '12.3' }, batting: 'home' },
    },
    winner: 'home',
    favourite: true,
    reserved: false,
  };
}

/** The plainest row: nothing optional, nulls where a row may have them. */
function bareRow(id: number): MatchRow {
  return {
    id,
    gameId: 2,
    league: { id: 4, name: 'CS Major', logo: null },
    startTime: '2026-11-27T10:00:00.000Z',
    bestOf: null,
    home: null,
    away: null,
    seq: 0,
    status: 'not_started',
    period: null,
    clock: null,
    score: null,
    periodScores: [],
    winner: null,
    detail: {},
  };
}

const turboSize = (value: unknown) => JSON.stringify(value).length;

describe('rows packed for the page (issue 12: page weight)', () => {
  it('come back exactly as they went, every optional field present or absent', () => {
    const full = toMatchRow(fullItem(1));
    // Every key a row can have is in the fixture, so a field added to rows and forgotten here fails.
    expect(Object.keys(full).sort()).toEqual(
      [
        'id',
        'gameId',
        'league',
        'startTime',
        'bestOf',
        'home',
        'away',
        'participants',
        'seq',
        'status',
        'period',
        'clock',
        'score',
        'periodScores',
        'winner',
        'detail',
        'favourite',
        'reserved',
      ].sort(),
    );
    expect(unpackRow(packRow(full))).toStrictEqual(full);
    expect(unpackRow(packRow(bareRow(2)))).toStrictEqual(bareRow(2));
    // Signed-in flags without participants, and participants without flags (a guest).
    const flagged = { ...bareRow(3), favourite: false, reserved: true };
    expect(unpackRow(packRow(flagged))).toStrictEqual(flagged);
    const { favourite: _f, reserved: _r, ...guest } = full;
    expect(unpackRow(packRow(guest))).toStrictEqual(guest);
  });

  it('survive the JSON of a page and take well under half the bytes of the objects', () => {
    const rows = [toMatchRow(fullItem(1)), bareRow(2), toMatchRow({ ...fullItem(3), detail: {} })];
    const packed = JSON.parse(JSON.stringify(rows.map(packRow)));
    expect(packed.map(unpackRow)).toStrictEqual(rows);
    expect(turboSize(rows.map(packRow))).toBeLessThan(turboSize(rows) / 2);
  });

  it('write a match shown twice in one state once, and two states of it twice', () => {
    const live = toMatchRow(fullItem(5, 10));
    const sameInHot = toMatchRow(fullItem(5, 10));
    const view: HomeView = {
      tz: 'UTC',
      today: '2026-11-27',
      day: 'today',
      date: '2026-11-27',
      hot: [sameInHot, toMatchRow(fullItem(6))],
      sections: [{ id: 'live', rows: [live], more: false }],
    };
    const packed = packHomeView(view);
    expect(packed.hot[0]).toBe(packed.sections[0]?.rows[0]);
    expect(packed.hot[1]).not.toBe(packed.sections[0]?.rows[0]);
    expect(unpackHomeView(packed)).toStrictEqual(view);

    const newer = packHomeView({ ...view, hot: [toMatchRow(fullItem(5, 11))] });
    expect(newer.hot[0]).not.toBe(newer.sections[0]?.rows[0]);
    expect(newer.hot[0]?.[7]).toBe(11);
  });

  it('keep the rest of a match list view as it is', () => {
    const view: MatchListView = {
      tz: 'Asia/Shanghai',
      today: '2026-11-27',
      date: '2026-11-27',
      tab: 'live',
      counts: { date: '2026-11-27', all: 3, live: 2, notStarted: 1, finished: 0, results: 0, favourites: 1 },
      groups: [
        { league: { id: 4, name: 'CS Major', logo: null }, rows: [bareRow(1), bareRow(2)] },
        { league: { id: 9, name: 'ATP Finals', logo: null }, rows: [toMatchRow(fullItem(3))] },
      ],
      page: 1,
      hasMore: true,
      needsSignIn: false,
    };
    const packed = packMatchListView(view);
    expect(packed.counts).toBe(view.counts);
    expect(unpackMatchListView(JSON.parse(JSON.stringify(packed)))).toStrictEqual(view);
  });
});
