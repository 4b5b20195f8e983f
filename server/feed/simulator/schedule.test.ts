import { describe, expect, it } from 'vitest';
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import { allRosters } from './roster.ts';
import { DAY_MS, dayOf, dayStamp, PREVIEW_UNTIL_MS, scheduleDay, upcomingStatus } from './schedule.ts';

const options = { seed: 3, source: 'simulator', liveTarget: 45 };
const day = dayOf(Date.parse('2026-05-02T00:00:00Z'));

describe('simulator schedule: a pure function of (seed, day)', () => {
  it('gives the same fixtures for the same seed and day, other ones for another seed', () => {
    const a = scheduleDay(options, day);
    expect(scheduleDay(options, day)).toEqual(a);
    const other = scheduleDay({ ...options, seed: 4 }, day);
    expect(other.map((m) => m.fixture)).not.toEqual(a.map((m) => m.fixture));
  });

  it('plans every catalog game every day, all starting on that UTC day', () => {
    const matches = scheduleDay(options, day);
    const games = new Set(matches.map((m) => m.gameId));
    expect([...games].sort((x, y) => x - y)).toEqual(GAME_CATALOG.map((g) => g.gameId).sort((x, y) => x - y));
    for (const m of matches) {
      expect(dayOf(m.startMs)).toBe(day);
      expect(m.startMs % (5 * 60_000)).toBe(0);
      expect(m.fixture.startTime).toBe(new Date(m.startMs).toISOString());
    }
  });

  it('names fixtures sim-<gameId>-<yyyymmdd>-<n>, unique and numbered per game', () => {
    const matches = scheduleDay(options, day);
    const ids = matches.map((m) => m.externalId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of matches)
      expect(m.externalId).toMatch(new RegExp(`^sim-${m.gameId}-${dayStamp(day)}-\\d+$`));
    expect(dayStamp(day)).toBe('20260502');
  });

  it('gives each format its teams and best-of', () => {
    for (const m of scheduleDay(options, day)) {
      const f = m.fixture;
      if (m.family === 'battle_royale') {
        expect(f.participants).toHaveLength(16);
        expect(m.ctx.participantStrengths).toHaveLength(16);
        expect(f.home).toBeUndefined();
      } else {
        expect(f.home?.externalId).toBeDefined();
        expect(f.home?.externalId).not.toBe(f.away?.externalId);
      }
      if (m.family === 'moba' || m.family === 'shooter') expect([1, 3, 5]).toContain(f.bestOf);
      if (m.family === 'tennis') expect(f.bestOf).toBe(3);
      if (m.family === 'snooker') expect(f.bestOf).toBeGreaterThanOrEqual(7);
      if (m.family === 'snooker') expect(f.bestOf).toBeLessThanOrEqual(19);
      if (m.family === 'football') expect(m.ctx.knockout).toBe(f.stage === 'Knockout stage');
      if (m.family === 'football' || m.family === 'basketball')
        expect(f.lineups?.home.length).toBeGreaterThan(10);
      expect(f.league.name.length).toBeGreaterThan(3);
      expect(f.league.season).toMatch(/^\d{4}(\/\d{2})?$/);
      expect(f.round).toBeTruthy();
    }
  });

  it('keeps a team the same across days (same id, same name)', () => {
    const names = new Map<string, string>();
    for (const d of [day, day + 1, day + 6]) {
      for (const m of scheduleDay(options, d)) {
        for (const team of [m.fixture.home, m.fixture.away, ...(m.fixture.participants ?? [])]) {
          if (!team) continue;
          expect(names.get(team.externalId) ?? team.name).toBe(team.name);
          names.set(team.externalId, team.name);
        }
      }
    }
  });

  it('invents distinct, plausible team names per game', () => {
    for (const roster of allRosters(options.seed)) {
      const names = roster.pool.map((t) => t.name);
      expect(new Set(names).size).toBe(names.length);
      for (const team of roster.pool) expect(team.shortName?.length).toBeGreaterThan(0);
    }
  });

  it('reads preview until two days before a match announced early, postponed/cancelled for the few that are', () => {
    const matches = scheduleDay(options, day);
    const preview = matches.find((m) => m.preview && m.fate === 'play');
    if (!preview) throw new Error('no preview fixture');
    expect(upcomingStatus(preview, preview.startMs - PREVIEW_UNTIL_MS - 1)).toBe('preview');
    expect(upcomingStatus(preview, preview.startMs - PREVIEW_UNTIL_MS + 1)).toBe('not_started');
    const fates = matches.map((m) => m.fate);
    const unplayed = fates.filter((f) => f !== 'play').length / fates.length;
    expect(unplayed).toBeGreaterThan(0);
    expect(unplayed).toBeLessThan(0.08);
    const postponed = matches.find((m) => m.fate === 'postponed');
    if (postponed) expect(upcomingStatus(postponed, postponed.startMs - DAY_MS)).toBe('postponed');
  });
});
