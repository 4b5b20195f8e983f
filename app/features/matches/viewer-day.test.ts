import { describe, expect, it } from 'vitest';
import { isIanaZone, resolveTimeZone, viewerToday } from '../../../shared/time/viewer-day.ts';
import { timeZoneCookie } from '../../lib/time-zone.ts';
import {
  calendarDays,
  dateOfTab,
  msUntilNextMidnight,
  parseDate,
  parseDayTab,
  startOfViewerDay,
} from './viewer-day.ts';

describe("the viewer's today is their local calendar day", () => {
  it('in UTC+8 (Asia/Shanghai) the day turns at 16:00 UTC', () => {
    expect(viewerToday('Asia/Shanghai', Date.parse('2026-03-10T15:59:59Z'))).toBe('2026-03-10');
    expect(viewerToday('Asia/Shanghai', Date.parse('2026-03-10T16:00:00Z'))).toBe('2026-03-11');
  });

  it('in UTC−5 (America/Bogota) the day turns at 05:00 UTC', () => {
    expect(viewerToday('America/Bogota', Date.parse('2026-03-11T04:59:59Z'))).toBe('2026-03-10');
    expect(viewerToday('America/Bogota', Date.parse('2026-03-11T05:00:00Z'))).toBe('2026-03-11');
  });

  it('New York follows daylight saving: UTC−5 in winter, UTC−4 in summer', () => {
    expect(viewerToday('America/New_York', Date.parse('2026-01-15T04:59:00Z'))).toBe('2026-01-14');
    expect(viewerToday('America/New_York', Date.parse('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(viewerToday('America/New_York', Date.parse('2026-07-15T03:59:00Z'))).toBe('2026-07-14');
    expect(viewerToday('America/New_York', Date.parse('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
  });

  it('one instant is two different days for the two viewers around midnight', () => {
    const instant = Date.parse('2026-11-22T02:30:00Z');
    expect(viewerToday('Asia/Shanghai', instant)).toBe('2026-11-22');
    expect(viewerToday('America/New_York', instant)).toBe('2026-11-21');
    expect(viewerToday('UTC', instant)).toBe('2026-11-22');
  });
});

describe('local midnight', () => {
  it('begins a Shanghai day at 16:00 UTC of the day before, a New York winter day at 05:00 UTC', () => {
    expect(startOfViewerDay('Asia/Shanghai', '2026-03-11').toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(startOfViewerDay('America/New_York', '2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });

  it('is the next turn of the day, seconds before it', () => {
    expect(msUntilNextMidnight('Asia/Shanghai', Date.parse('2026-03-10T15:59:30Z'))).toBe(30_000);
    expect(msUntilNextMidnight('America/New_York', Date.parse('2026-01-15T04:59:00Z'))).toBe(60_000);
  });

  it('counts a 23-hour day when New York springs forward', () => {
    // 8 March 2026: clocks go from 02:00 to 03:00; the day after starts 23 hours after this one.
    const start = startOfViewerDay('America/New_York', '2026-03-08').getTime();
    expect(msUntilNextMidnight('America/New_York', start)).toBe(23 * 3600_000);
  });
});

describe('the home tabs and the calendar', () => {
  it('map yesterday, today, tomorrow and in-play to calendar dates', () => {
    expect(dateOfTab('yesterday', '2026-03-01')).toBe('2026-02-28');
    expect(dateOfTab('today', '2026-03-01')).toBe('2026-03-01');
    expect(dateOfTab('tomorrow', '2026-12-31')).toBe('2027-01-01');
    expect(dateOfTab('live', '2026-03-01')).toBe('2026-03-01');
    expect(parseDayTab('tomorrow')).toBe('tomorrow');
    expect(parseDayTab('nonsense')).toBe('today');
    expect(parseDayTab(null)).toBe('today');
  });

  it('show seven days around today', () => {
    expect(calendarDays('2026-03-01')).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });

  it('accept only real dates from the address', () => {
    expect(parseDate('2026-02-28')).toBe('2026-02-28');
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseDate('yesterday')).toBeUndefined();
    expect(parseDate(null)).toBeUndefined();
  });
});

describe('the tz cookie', () => {
  it('accepts IANA zone names only', () => {
    expect(isIanaZone('Asia/Shanghai')).toBe(true);
    expect(isIanaZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaZone('UTC')).toBe(true);
    expect(isIanaZone('+08:00')).toBe(false);
    expect(isIanaZone('Mars/Olympus_Mons')).toBe(false);
    expect(isIanaZone('<script>')).toBe(false);
    expect(isIanaZone('')).toBe(false);
    expect(isIanaZone(undefined)).toBe(false);
  });

  it("falls back to the brand's zone, then UTC, when the cookie is missing or bad", () => {
    expect(resolveTimeZone('America/New_York', 'Asia/Shanghai')).toBe('America/New_York');
    expect(resolveTimeZone(undefined, 'Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(resolveTimeZone('Nowhere/Land', 'Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(resolveTimeZone(undefined, undefined)).toBe('UTC');
    expect(resolveTimeZone('Nowhere/Land', 'Not/AZone')).toBe('UTC');
  });

  it('is written for the whole site for a year', () => {
    expect(timeZoneCookie('America/New_York', false)).toBe(
      'tz=America%2FNew_York; path=/; max-age=31536000; samesite=lax',
    );
    expect(timeZoneCookie('UTC', true)).toContain('; secure');
  });
});
