import { describe, expect, it } from 'vitest';
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import { ENGINES } from '../sports/engines.ts';
import { TOWNS } from './names.ts';
import { allRosters } from './roster.ts';
import {
  DAY_MS,
  dayOf,
  dayStamp,
  NIGHT_MS,
  PREVIEW_UNTIL_MS,
  type ScheduledMatch,
  scheduleDay,
  teamsIn,
  upcomingStatus,
} from './schedule.ts';

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

  it("names every match's venue: a club's own ground every home match, a league's studio for its series", () => {
    const grounds = new Map<string, string>();
    let homeMatches = 0;
    let named = 0;
    for (const d of [day, day + 1, day + 6]) {
      for (const m of scheduleDay(options, d)) {
        const f = m.fixture;
        expect(f.venue?.trim().length, f.externalId).toBeGreaterThan(0);
        expect(f.venue?.length ?? 0).toBeLessThanOrEqual(120);
        // Football (202) and basketball (201) clubs play at home in their own town's ground.
        if ((m.gameId === 202 || m.gameId === 201) && f.home) {
          homeMatches += 1;
          expect(grounds.get(f.home.externalId) ?? f.venue).toBe(f.venue);
          grounds.set(f.home.externalId, f.venue ?? '');
          // A club named after its town ("Redhaven Rovers") plays in that town.
          const home = f.home;
          const town = TOWNS[home.country ?? '']?.find((t) => home.name.includes(t));
          if (town) {
            named += 1;
            expect(f.venue).toContain(town);
          }
        }
        if (m.gameId === 1 && f.stage === 'Group stage') expect(f.venue).toMatch(/ Studio, /);
      }
    }
    expect(homeMatches).toBeGreaterThan(20);
    expect(named).toBeGreaterThan(homeMatches / 2);
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

  it('never puts a team (or player) in two matches at once, across midnight too', () => {
    // Issue 12: "the same team plays two live matches at once". Every match of four days is played
    // to its end by its own engine (not by the schedule's word), then every pair is compared.
    for (const liveTarget of [45, 1000]) {
      const played: { match: ScheduledMatch; endMs: number }[] = [];
      for (let d = day - 1; d <= day + 2; d++) {
        for (const match of scheduleDay({ ...options, liveTarget }, d)) {
          if (match.fate !== 'play') continue;
          const engine = ENGINES[match.family];
          const { state } = engine.step(engine.initialState(match.ctx, match.seed), match.ctx, 3 * 86_400);
          expect(state.live.status).toBe('finished');
          const endMs = match.startMs + state.elapsed * 1000;
          expect(match.endMs).toBe(endMs);
          // A match past midnight ends early enough for the next day's morning draws.
          expect(endMs).toBeLessThanOrEqual((dayOf(match.startMs) + 1) * DAY_MS + NIGHT_MS);
          played.push({ match, endMs });
        }
      }
      const busy = new Map<string, { startMs: number; endMs: number; id: string }[]>();
      const clashes: string[] = [];
      for (const { match, endMs } of played) {
        for (const team of teamsIn(match.fixture)) {
          const key = `${match.gameId}:${team}`;
          const spans = busy.get(key) ?? [];
          for (const other of spans)
            if (match.startMs < other.endMs && other.startMs < endMs)
              clashes.push(`${team} in ${other.id} and ${match.externalId}`);
          spans.push({ startMs: match.startMs, endMs, id: match.externalId });
          busy.set(key, spans);
        }
      }
      expect(clashes.slice(0, 5), `liveTarget ${liveTarget}`).toEqual([]);
      expect(played.length).toBeGreaterThan(liveTarget === 45 ? 3000 : 6000);
    }
  });

  it('gives every team a short name no other team of its game has ("Paragon" and "Team Paragon" differ)', () => {
    for (const roster of allRosters(options.seed)) {
      const teams = [...new Set([...roster.pool, ...[...roster.byLeague.values()].flat()])];
      const shorts = teams.map((t) => t.shortName);
      expect(new Set(shorts).size, `game ${roster.setup.gameId}`).toBe(shorts.length);
      for (const team of teams) {
        // A tag or initials, never the name cut after five letters ("AUROR", "PARAG").
        if (roster.setup.teamStyle === 'esports') expect(team.shortName).toMatch(/^[A-Z]{3}[A-Z0-9]?\d*$/);
      }
    }
  });
});
