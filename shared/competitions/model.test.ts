import { describe, expect, it } from 'vitest';
import { ageOn, averageAge, isCalendarDate, markOf } from './model.ts';

describe('competitions model: dates and ages', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });

  it('counts an age in whole years on a calendar day: a year older on the birthday, not the day before', () => {
    expect(ageOn('2000-06-05', '2026-06-04')).toBe(25);
    expect(ageOn('2000-06-05', '2026-06-05')).toBe(26);
    // Born on 29 February: a year older on 1 March of common years.
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it("averages a squad's ages over the known birth dates, to one decimal", () => {
    expect(averageAge(['2000-01-01', '1990-01-01', null], '2026-06-01')).toBe(31);
    expect(averageAge(['2000-01-01', '1999-07-01', '1998-12-31'], '2026-06-01')).toBe(26.3);
    expect(averageAge([null], '2026-06-01')).toBeNull();
  });
});

describe('competitions model: table marks', () => {
  const marks = [
    { from: 1, to: 1, kind: 'champion' as const },
    { from: 2, to: 4, kind: 'continental' as const, label: 'Champions Cup' },
    { from: 18, to: 20, kind: 'relegation' as const },
  ];
  it('finds the mark of a position, none between the ranges', () => {
    expect(markOf(marks, 1)?.kind).toBe('champion');
    expect(markOf(marks, 4)?.label).toBe('Champions Cup');
    expect(markOf(marks, 10)).toBeUndefined();
    expect(markOf(marks, 20)?.kind).toBe('relegation');
  });
});
