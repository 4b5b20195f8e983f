import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNumber, formatTime } from './format.ts';

describe('numbers and times as the page language writes them', () => {
  it('shows the sign of every movement but zero', () => {
    expect(formatAmount(200, 'en-US')).toBe('+200');
    expect(formatAmount(-50, 'en-US')).toBe('-50');
    expect(formatAmount(0, 'en-US')).toBe('0');
    expect(formatAmount(12000, 'en-US')).toBe('+12,000');
    expect(formatAmount(12000, 'de')).toBe('+12.000');
  });

  it('writes balances the way the language writes numbers', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(200, 'ar')).toBe(new Intl.NumberFormat('ar').format(200));
  });

  it("writes the time in the viewer's time zone and the page's language", () => {
    const iso = '2026-03-01T16:30:00.000Z';
    expect(formatTime(iso, 'en-US', 'UTC')).toBe('Mar 1, 2026, 4:30 PM');
    expect(formatTime(iso, 'en-US', 'Asia/Shanghai')).toBe('Mar 2, 2026, 12:30 AM');
    expect(formatTime(iso, 'de', 'Europe/Berlin')).toBe('01.03.2026, 17:30');
    expect(formatDate(iso, 'en-US', 'UTC')).toBe('March 1, 2026');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatTime('yesterday', 'en-US', 'UTC')).toBe('yesterday');
    expect(formatDate('soon', 'en-US', 'UTC')).toBe('soon');
  });
});
