import { describe, expect, it } from 'vitest';
import { favouritesOfDay } from './favourite-count.ts';

/**
 * Issue 12: "The Favourites count does not update after starring until a reload." The tab's count
 * follows the stars of the page at once, and stays right when a fresh view arrives.
 */
describe("the favourites tab's count", () => {
  const tz = 'Asia/Shanghai';
  const date = '2026-03-10';
  // 12:00 and 23:30 on the 10th in Shanghai; 23:30 on the 9th (a live match begun before midnight).
  const rows = [
    { id: 1, startTime: '2026-03-10T04:00:00.000Z', favourite: false },
    { id: 2, startTime: '2026-03-10T15:30:00.000Z', favourite: true },
    { id: 3, startTime: '2026-03-09T15:30:00.000Z', favourite: false },
  ];
  const count = (chosen: Record<number, boolean>, counted = 1, shown = rows) =>
    favouritesOfDay({ counted, rows: shown, date, tz, chosen: (id) => chosen[id] });

  it("is the view's count until the viewer stars something", () => {
    expect(count({})).toBe(1);
  });

  it('counts a star and an unstar at once', () => {
    expect(count({ 1: true })).toBe(2);
    expect(count({ 2: false })).toBe(0);
    expect(count({ 1: true, 2: false })).toBe(1);
    // Starred, then unstarred again: back to the view's count.
    expect(count({ 1: false })).toBe(1);
  });

  it('leaves out matches of another day shown on the page (the live tab)', () => {
    expect(count({ 3: true })).toBe(1);
  });

  it('counts nothing twice once a fresh view already has the star (a reconnect, the next load)', () => {
    const fresh = rows.map((r) => (r.id === 1 ? { ...r, favourite: true } : r));
    expect(count({ 1: true }, 2, fresh)).toBe(2);
  });

  it('never goes below zero', () => {
    expect(count({ 2: false }, 0)).toBe(0);
  });
});
