import { describe, expect, it } from 'vitest';
import { addDays, dayWindow, dayWindows, isValidDate, localDate, startOfDay, viewerZone } from './zones.ts';

const iso = (d: Date) => d.toISOString();

describe("the viewer's day as a UTC range", () => {
  it('UTC+8: half past midnight local is already the next day', () => {
    const at = new Date('2025-03-09T16:30:00Z'); // 00:30 on the 10th in Shanghai
    for (const zone of [viewerZone('Asia/Shanghai', undefined), viewerZone(undefined, 480)]) {
      expect(localDate(zone, at)).toBe('2025-03-10');
      const day = dayWindow(zone, '2025-03-10');
      expect([iso(day.from), iso(day.to)]).toEqual(['2025-03-09T16:00:00.000Z', '2025-03-10T16:00:00.000Z']);
      expect(localDate(zone, new Date('2025-03-09T15:59:59Z'))).toBe('2025-03-09');
    }
  });

  it('UTC−5: half past eleven at night local is still the same day', () => {
    const at = new Date('2025-01-15T04:30:00Z'); // 23:30 on the 14th in New York (winter) and Bogotá
    for (const zone of [
      viewerZone('America/New_York', undefined),
      viewerZone('America/Bogota', undefined),
      viewerZone(undefined, -300),
    ]) {
      expect(localDate(zone, at)).toBe('2025-01-14');
      const day = dayWindow(zone, '2025-01-14');
      expect([iso(day.from), iso(day.to)]).toEqual(['2025-01-14T05:00:00.000Z', '2025-01-15T05:00:00.000Z']);
      expect(localDate(zone, new Date('2025-01-15T05:00:00Z'))).toBe('2025-01-15');
    }
  });

  it('follows daylight saving: the day clocks go forward has 23 hours', () => {
    const zone = viewerZone('America/New_York', undefined);
    const day = dayWindow(zone, '2025-03-09');
    expect([iso(day.from), iso(day.to)]).toEqual(['2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z']);
    const week = dayWindows(zone, '2025-03-08', 3);
    expect(week.map((w) => (w.to.getTime() - w.from.getTime()) / 3_600_000)).toEqual([24, 23, 24]);
  });

  it('is UTC without a zone, and refuses unknown zones', () => {
    expect(iso(startOfDay(viewerZone(undefined, undefined), '2025-03-10'))).toBe('2025-03-10T00:00:00.000Z');
    expect(() => viewerZone('Mars/Olympus', undefined)).toThrow(RangeError);
  });

  it('checks and adds calendar dates', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-3-1')).toBe(false);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
