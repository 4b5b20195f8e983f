import { describe, expect, it } from 'vitest';
import type { Period } from '../../../shared/matches/model.ts';
import {
  battleRoyaleLeader,
  clockSeconds,
  clockText,
  cricketRuns,
  familyOf,
  footballMinute,
  initials,
  periodColumns,
  periodKey,
  rowPeriodScores,
  showsKickOff,
  statusView,
} from './format.ts';
import { calendarLabel, formatInteger, formatTime } from './intl.ts';

const at = '2026-03-10T12:00:00.000Z';
const t0 = Date.parse(at);

describe('the status column', () => {
  it('shows the start time before a match starts', () => {
    expect(statusView({ status: 'not_started', period: null, clock: null }, 202)).toEqual({
      kind: 'scheduled',
    });
    expect(statusView({ status: 'preview', period: null, clock: null }, 1).kind).toBe('scheduled');
  });

  it('shows the period and a minute (football) or a clock while a match runs', () => {
    const clock = { seconds: 0, running: true, direction: 'up' as const, at };
    expect(statusView({ status: 'live', period: { type: 'half', index: 2 }, clock }, 202)).toEqual({
      kind: 'running',
      period: { type: 'half', index: 2 },
      clock: 'minute',
    });
    expect(statusView({ status: 'live', period: { type: 'quarter', index: 3 }, clock }, 201)).toMatchObject({
      clock: 'clock',
    });
    expect(statusView({ status: 'live', period: { type: 'set', index: 2 }, clock: null }, 203)).toMatchObject(
      {
        clock: null,
      },
    );
  });

  it('calls a break half-time only between the halves; other breaks name the period just ended', () => {
    // Spec section 4: "Basketball periods: four quarters, halftime, overtime." Issue 12: basketball
    // showed "Half-time" after Q3.
    const onBreak = (gameId: number, period: Period | null) =>
      statusView({ status: 'half_time', period, clock: null }, gameId);
    expect(onBreak(202, { type: 'half', index: 1 })).toEqual({
      kind: 'label',
      key: 'status.half_time',
      playing: true,
    });
    expect(onBreak(201, { type: 'quarter', index: 2 })).toMatchObject({ key: 'status.half_time' });
    expect(onBreak(201, { type: 'quarter', index: 3 })).toEqual({
      kind: 'label',
      key: 'periodEnd.quarter',
      n: 3,
      playing: true,
    });
    expect(onBreak(201, { type: 'quarter', index: 1 })).toMatchObject({ key: 'periodEnd.quarter', n: 1 });
    expect(onBreak(209, { type: 'quarter', index: 3 })).toMatchObject({ key: 'periodEnd.quarter', n: 3 });
    expect(onBreak(201, { type: 'overtime', index: 1 })).toMatchObject({ key: 'periodEnd.overtime', n: 1 });
    expect(onBreak(1, { type: 'map', index: 2 })).toMatchObject({ key: 'periodEnd.map', n: 2 });
    expect(onBreak(203, { type: 'set', index: 1 })).toMatchObject({ key: 'periodEnd.set', n: 1 });
    expect(onBreak(21, { type: 'game', index: 1 })).toMatchObject({ key: 'periodEnd.game', n: 1 });
    expect(onBreak(15, { type: 'round', index: 2 })).toMatchObject({ key: 'periodEnd.round', n: 2 });
    expect(onBreak(9, { type: 'half', index: 1 })).toMatchObject({ key: 'status.half_time' });
    expect(onBreak(210, { type: 'inning', index: 1 })).toMatchObject({ key: 'status.inningsBreak' });
    expect(onBreak(202, { type: 'half', index: 2 })).toMatchObject({ key: 'status.beforeExtraTime' });
    expect(onBreak(1, null)).toMatchObject({ key: 'status.break' });
  });

  it('names the other statuses, in the live colour only while the match is being played', () => {
    expect(statusView({ status: 'finished', period: null, clock: null }, 203)).toEqual({
      kind: 'label',
      key: 'status.finished',
      playing: false,
    });
    expect(statusView({ status: 'penalties', period: null, clock: null }, 202)).toMatchObject({
      playing: true,
    });
    expect(statusView({ status: 'postponed', period: null, clock: null }, 202)).toMatchObject({
      key: 'status.postponed',
      playing: false,
    });
  });
});

describe('periods', () => {
  it('name baseball half-innings top and bottom', () => {
    expect(periodKey({ type: 'inning', index: 7, half: 'top' })).toEqual({ key: 'inningTop', n: 7 });
    expect(periodKey({ type: 'inning', index: 7, half: 'bottom' })).toEqual({ key: 'inningBottom', n: 7 });
    expect(periodKey({ type: 'quarter', index: 4 })).toEqual({ key: 'quarter', n: 4 });
  });

  it('fit a row: quarters, sets and maps; halves once the second half began; no innings or frames', () => {
    const ps = (type: 'half' | 'quarter' | 'inning' | 'frame' | 'map', n: number) =>
      Array.from({ length: n }, (_, i) => ({ type, index: i + 1, home: i, away: 0 }));
    expect(rowPeriodScores('basketball', ps('quarter', 4))).toHaveLength(4);
    expect(rowPeriodScores('football', ps('half', 1))).toEqual([]);
    expect(rowPeriodScores('football', ps('half', 2))).toHaveLength(2);
    expect(rowPeriodScores('moba', ps('map', 3))).toHaveLength(3);
    expect(rowPeriodScores('baseball', ps('inning', 9))).toEqual([]);
    expect(rowPeriodScores('snooker', ps('frame', 17))).toEqual([]);
    expect(rowPeriodScores('duel', ps('map', 3))).toEqual([]);
    expect(rowPeriodScores('shooter', ps('map', 9)).map((p) => p.index)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('belong to the family of the game', () => {
    expect(familyOf(202)).toBe('football');
    expect(familyOf(201)).toBe('basketball');
    expect(familyOf(5)).toBe('battle_royale');
  });
});

describe('match clocks', () => {
  it('run up or down from the instant the feed reported', () => {
    const up = { seconds: 600, running: true, direction: 'up' as const, at };
    const down = { seconds: 600, running: true, direction: 'down' as const, at };
    const stopped = { seconds: 600, running: false, direction: 'down' as const, at };
    expect(clockSeconds(up, t0 + 30_500)).toBe(630);
    expect(clockSeconds(down, t0 + 30_500)).toBe(569);
    expect(clockSeconds(stopped, t0 + 30_500)).toBe(600);
    expect(clockSeconds(down, t0 + 3_600_000)).toBe(0);
  });

  it("count football minutes from 1' with added time after 45' and 90'", () => {
    expect(footballMinute(0, { type: 'half', index: 1 })).toEqual({ minute: 1, added: 0 });
    expect(footballMinute(44 * 60 + 59, { type: 'half', index: 1 })).toEqual({ minute: 45, added: 0 });
    expect(footballMinute(46 * 60 + 10, { type: 'half', index: 1 })).toEqual({ minute: 45, added: 2 });
    expect(footballMinute(67 * 60, { type: 'half', index: 2 })).toEqual({ minute: 68, added: 0 });
    expect(footballMinute(92 * 60 + 30, { type: 'half', index: 2 })).toEqual({ minute: 90, added: 3 });
    expect(footballMinute(106 * 60, { type: 'extra_time', index: 1 })).toEqual({ minute: 105, added: 2 });
  });

  it("read 67', 45+2' or 04:34 in the page's digits", () => {
    const football = { seconds: 66 * 60 + 5, running: false, direction: 'up' as const, at };
    expect(clockText('en-US', football, 'minute', { type: 'half', index: 2 }, t0)).toBe("67'");
    const stoppage = { seconds: 46 * 60, running: false, direction: 'up' as const, at };
    expect(clockText('en-US', stoppage, 'minute', { type: 'half', index: 1 }, t0)).toBe("45+2'");
    const basketball = { seconds: 274, running: false, direction: 'down' as const, at };
    expect(clockText('en-US', basketball, 'clock', { type: 'quarter', index: 4 }, t0)).toBe('04:34');
    // Egyptian Arabic writes Arabic-Indic digits (CLDR's plain `ar` now uses Latin ones).
    expect(clockText('ar-EG', basketball, 'clock', { type: 'quarter', index: 4 }, t0)).toBe('٠٤:٣٤');
  });
});

describe('rows of many teams (battle royale)', () => {
  it('name the team with the most points', () => {
    const teams = [
      { id: 1, name: 'Alpha', shortName: 'ALP', logo: null },
      { id: 2, name: 'Bravo', shortName: 'BRA', logo: null },
    ];
    const live = {
      detail: {
        standings: [
          { participantId: 0, points: 12, kills: 5, alive: 2 },
          { participantId: 1, points: 31, kills: 9, alive: 0 },
        ],
      },
    };
    expect(battleRoyaleLeader(live, teams)).toEqual({ team: teams[1], points: 31 });
    expect(battleRoyaleLeader({ detail: {} }, teams)).toBeNull();
  });
});

describe('cricket scores', () => {
  it('read runs/wickets, and runs alone once all out', () => {
    expect(cricketRuns('en-US', { runs: 125, wickets: 3 })).toBe('125/3');
    expect(cricketRuns('en-US', { runs: 187, wickets: 10 })).toBe('187');
    expect(cricketRuns('ar-EG', { runs: 12, wickets: 1 })).toBe('١٢/١');
  });
});

describe('numbers, times and teams without a logo', () => {
  it('follow the page locale and the viewer zone', () => {
    expect(formatInteger('ar-EG', 12)).toBe('١٢');
    expect(formatInteger('ar', 12)).toBe(new Intl.NumberFormat('ar').format(12));
    expect(formatInteger('en-US', 1234)).toBe('1234');
    expect(formatTime('en-GB', 'Asia/Shanghai', '2026-03-10T16:30:00Z')).toBe('00:30');
    expect(formatTime('en-GB', 'America/New_York', '2026-03-10T16:30:00Z')).toBe('12:30');
  });

  it('label calendar days without shifting them to another zone', () => {
    expect(calendarLabel('en-US', '2026-03-01').weekday).toBe('Sun');
    expect(calendarLabel('en-GB', '2026-03-01').day).toBe('01/03');
  });

  it('make initials for a badge', () => {
    expect(initials({ id: 1, name: 'Hollowfield FC', shortName: null, logo: null })).toBe('HF');
    expect(initials({ id: 2, name: 'Kraken Club', shortName: 'KRAKE', logo: null })).toBe('KR');
    expect(initials(null)).toBe('?');
  });
});

describe('row helpers of issue 12', () => {
  it('finished, cancelled and postponed rows show their kick-off time; others do not', () => {
    expect(['finished', 'cancelled', 'postponed'].every((s) => showsKickOff(s as 'finished'))).toBe(true);
    for (const status of ['live', 'half_time', 'suspended', 'not_started', 'preview'] as const) {
      expect(showsKickOff(status)).toBe(false);
    }
  });

  it('writes period scores as padded columns, a tie-break in superscript, the last two apart', () => {
    const n = (v: number) => String(v);
    const sets = [
      { type: 'set' as const, index: 1, home: 7, away: 6, tiebreak: { home: 7, away: 4 } },
      { type: 'set' as const, index: 2, home: 3, away: 6 },
      { type: 'set' as const, index: 3, home: 10, away: 8 },
    ];
    expect(periodColumns(sets, n)).toEqual({ older: '7⁷\n6⁴', recent: '3  10\n6  \u20078' });
    expect(periodColumns(sets.slice(1), n)).toEqual({ older: null, recent: '3  10\n6  \u20078' });
    // Digits that are not Latin keep the tie-break in brackets.
    const arabic = (v: number) => String(v).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    expect(periodColumns([sets[0] as (typeof sets)[0]], arabic).recent).toBe('٧(٧)\n٦(٤)');
  });
});
