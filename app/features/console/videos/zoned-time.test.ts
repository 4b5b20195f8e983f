import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time.ts';

describe('a scheduled time written in the viewer’s zone and sent as UTC', () => {
  it('reads and writes a wall time in any zone, whatever the machine’s own', () => {
    expect(fromZonedInput('2026-12-01T20:30', 'Asia/Shanghai')).toBe('2026-12-01T12:30:00.000Z');
    expect(fromZonedInput('2026-12-01T20:30', 'UTC')).toBe('2026-12-01T20:30:00.000Z');
    expect(fromZonedInput('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(toZonedInput('2026-12-01T12:30:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01T20:30');
    expect(toZonedInput('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('refuses what a datetime field never sends', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-12-01', 'UTC')).toBeNull();
    expect(toZonedInput('nonsense', 'UTC')).toBe('');
  });
});
