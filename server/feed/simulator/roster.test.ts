import { describe, expect, it } from 'vitest';
import type { FeedPlayer } from '../../../shared/matches/feed.ts';
import type { SportFamily } from '../../../shared/matches/model.ts';
import { gameSetup } from './leagues.ts';
import { allRosters, type GameRoster, lineupOf, rosterFor, type SimTeam, squadOf } from './roster.ts';
import { dayOf, scheduleDay } from './schedule.ts';

const SEED = 3;

/** Every team of a game once (cups and world events share the league teams). */
function teamsOfGame(roster: GameRoster): SimTeam[] {
  return [...new Set([...[...roster.byLeague.values()].flat(), ...roster.pool])];
}

const positions = (players: readonly FeedPlayer[]) => players.map((p) => p.position);
const countOf = (players: readonly FeedPlayer[], position: string) =>
  players.filter((p) => p.position === position).length;

/** Squad size and positions of the team sports, by family. */
const TEAM_SPORTS: Partial<Record<SportFamily, { size: [number, number]; positions: string[] }>> = {
  football: { size: [18, 23], positions: ['GK', 'DF', 'MF', 'FW'] },
  basketball: { size: [12, 15], positions: ['PG', 'SG', 'SF', 'PF', 'C'] },
  american_football: {
    size: [46, 53],
    positions: ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P', 'LS'],
  },
  baseball: {
    size: [24, 26],
    positions: ['SP', 'RP', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'UT'],
  },
  cricket: { size: [15, 18], positions: ['BAT', 'WK', 'AR', 'BOWL'] },
  sets: { size: [12, 14], positions: ['S', 'OH', 'MB', 'OPP', 'L'] },
};

describe('simulator squads: a pure function of seed and team', () => {
  it('gives the same squad for the same seed and team, another one for another seed', () => {
    const setup = gameSetup(202);
    const team = rosterFor(SEED, 202).pool[0];
    if (!team) throw new Error('no football team');
    expect(squadOf(SEED, setup, team)).toEqual(team.players);
    expect(squadOf(SEED, setup, team)).toEqual(squadOf(SEED, setup, team));
    const other = squadOf(SEED + 1, setup, team).map((p) => p.name);
    expect(other).not.toEqual(team.players.map((p) => p.name));
  });

  it('names every player of a team once: external ids p1, p2... and distinct names and shirt numbers', () => {
    for (const roster of allRosters(SEED)) {
      for (const team of teamsOfGame(roster)) {
        const { players } = team;
        expect(players.length, team.externalId).toBeGreaterThan(0);
        expect(players.map((p) => p.externalId)).toEqual(players.map((_, i) => `p${i + 1}`));
        expect(new Set(players.map((p) => p.name)).size, team.externalId).toBe(players.length);
        const numbers = players.flatMap((p) => (p.number === undefined ? [] : [p.number]));
        expect(new Set(numbers).size, team.externalId).toBe(numbers.length);
        for (const p of players) expect(p.nationality).toMatch(/^[A-Z]{2}$/);
      }
    }
  });

  it('gives team sports squads of their size with their positions and shirt numbers', () => {
    for (const roster of allRosters(SEED)) {
      const { family, teamStyle } = roster.setup;
      const expected = TEAM_SPORTS[family];
      if (!expected || teamStyle === 'person') continue;
      for (const team of teamsOfGame(roster)) {
        const { players } = team;
        expect(players.length, team.externalId).toBeGreaterThanOrEqual(expected.size[0]);
        expect(players.length, team.externalId).toBeLessThanOrEqual(expected.size[1]);
        for (const position of positions(players)) expect(expected.positions).toContain(position);
        for (const p of players) expect(p.number, `${team.externalId} ${p.name}`).toEqual(expect.any(Number));
      }
    }
    const football = teamsOfGame(rosterFor(SEED, 202));
    for (const team of football) {
      expect(countOf(team.players, 'GK')).toBeGreaterThanOrEqual(2);
      expect(team.players.find((p) => p.position === 'GK')?.number).toBe(1);
    }
    for (const team of teamsOfGame(rosterFor(SEED, 209))) {
      for (const position of ['QB', 'OL', 'K', 'P', 'LS'])
        expect(countOf(team.players, position)).toBeGreaterThan(0);
    }
  });

  it('gives esports teams five players with their roles (battle royale four), with handles', () => {
    const lol = teamsOfGame(rosterFor(SEED, 1));
    for (const team of lol)
      expect(positions(team.players)).toEqual(['top', 'jungle', 'mid', 'bot', 'support']);
    const cs = teamsOfGame(rosterFor(SEED, 2));
    for (const team of cs)
      expect(positions(team.players)).toEqual(['IGL', 'AWPer', 'entry', 'rifler', 'lurker']);
    for (const roster of allRosters(SEED)) {
      const { family } = roster.setup;
      if (family !== 'moba' && family !== 'shooter' && family !== 'battle_royale') continue;
      for (const team of teamsOfGame(roster)) {
        expect(team.players, team.externalId).toHaveLength(family === 'battle_royale' ? 4 : 5);
        for (const p of team.players) {
          expect(p.name).not.toContain(' '); // a handle, not a person's name
          expect(p.number).toBeUndefined();
        }
      }
    }
  });

  it('makes the one player of a one-versus-one game the person the team is', () => {
    let checked = 0;
    for (const roster of allRosters(SEED)) {
      const { teamStyle } = roster.setup;
      if (teamStyle !== 'person' && teamStyle !== 'handle') continue;
      for (const team of teamsOfGame(roster)) {
        // The person's names in other scripts are the team's (a Chinese player is 王伟 both ways).
        expect(team.players).toEqual([
          {
            externalId: 'p1',
            name: team.name,
            nationality: team.country,
            ...(team.names ? { names: team.names } : {}),
          },
        ]);
        checked += 1;
      }
    }
    // Tennis, snooker, badminton, table tennis and the esports duels (StarCraft 2, Hearthstone...).
    const games = allRosters(SEED).filter(
      (r) => r.setup.teamStyle === 'person' || r.setup.teamStyle === 'handle',
    );
    expect(games.map((r) => r.setup.gameId)).toEqual(
      expect.arrayContaining([203, 204, 207, 208, 18, 21, 15]),
    );
    expect(checked).toBeGreaterThan(300);
  });

  it('takes players mostly from the team’s country, with some foreigners', () => {
    for (const gameId of [202, 201, 1]) {
      const players = teamsOfGame(rosterFor(SEED, gameId)).flatMap((t) =>
        t.players.map((p) => p.nationality === t.country),
      );
      const home = players.filter(Boolean).length / players.length;
      expect(home, `game ${gameId}`).toBeGreaterThan(0.6);
      expect(home, `game ${gameId}`).toBeLessThan(0.98);
    }
  });
});

describe('simulator line-ups: picked from the squad', () => {
  it('fields football 11 starters (one goalkeeper) and 7 substitutes, basketball 5 and 7, esports the five', () => {
    const check = (team: SimTeam, family: 'football' | 'basketball' | 'moba' | 'shooter') => {
      const lineup = lineupOf(team, family);
      const byId = new Map(team.players.map((p) => [p.externalId, p]));
      for (const entry of lineup) {
        const player = byId.get(entry.playerExternalId ?? '');
        expect(player, `${team.externalId} ${entry.name}`).toBeDefined();
        expect(entry).toMatchObject({ name: player?.name, position: player?.position });
        expect(entry.number).toBe(player?.number);
      }
      expect(new Set(lineup.map((p) => p.playerExternalId)).size).toBe(lineup.length);
      return { starters: lineup.filter((p) => p.starter), bench: lineup.filter((p) => !p.starter) };
    };
    for (const team of teamsOfGame(rosterFor(SEED, 202))) {
      const { starters, bench } = check(team, 'football');
      expect(starters).toHaveLength(11);
      expect(bench).toHaveLength(7);
      expect(starters.filter((p) => p.position === 'GK')).toHaveLength(1);
    }
    for (const team of teamsOfGame(rosterFor(SEED, 201))) {
      const { starters, bench } = check(team, 'basketball');
      expect(starters.map((p) => p.position)).toEqual(['PG', 'SG', 'SF', 'PF', 'C']);
      expect(bench).toHaveLength(7);
    }
    for (const team of teamsOfGame(rosterFor(SEED, 14))) {
      const { starters, bench } = check(team, 'shooter');
      expect(starters).toHaveLength(5);
      expect(bench).toHaveLength(0);
    }
  });

  it('puts line-ups of team sports’ matches in their fixtures, naming the teams’ players', () => {
    const matches = scheduleDay(
      { seed: SEED, source: 'simulator', liveTarget: 45 },
      dayOf(Date.parse('2026-05-02')),
    );
    const families = new Set<SportFamily>();
    for (const m of matches) {
      const { fixture } = m;
      const teams = m.fixture.home?.players && m.fixture.home.players.length > 1;
      const withLineups =
        teams &&
        [
          'football',
          'basketball',
          'moba',
          'shooter',
          'baseball',
          'cricket',
          'sets',
          'american_football',
        ].includes(m.family);
      if (!withLineups) {
        expect(fixture.lineups, m.externalId).toBeUndefined();
        continue;
      }
      families.add(m.family);
      for (const side of ['home', 'away'] as const) {
        const ids = new Set(fixture[side]?.players?.map((p) => p.externalId));
        const lineup = fixture.lineups?.[side] ?? [];
        expect(lineup.length, m.externalId).toBeGreaterThanOrEqual(5);
        for (const entry of lineup) expect(ids.has(entry.playerExternalId ?? '')).toBe(true);
      }
    }
    expect([...families].sort()).toEqual([
      'american_football',
      'baseball',
      'basketball',
      'cricket',
      'football',
      'moba',
      'sets',
      'shooter',
    ]);
    // Baseball's nine with the starting pitcher start; volleyball's six with the libero.
    const starters = (family: SportFamily) =>
      matches
        .find((m) => m.family === family && m.fixture.lineups)
        ?.fixture.lineups?.home.filter((p) => p.starter)
        .map((p) => p.position);
    expect(starters('baseball')).toEqual(['SP', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']);
    expect(starters('sets')).toEqual(['S', 'OH', 'OH', 'MB', 'MB', 'OPP', 'L']);
    expect(starters('cricket')).toHaveLength(11);
    expect(starters('american_football')).toHaveLength(24);
    // Clubs of team sports have a head coach; esports teams none here.
    const football = matches.find((m) => m.family === 'football' && m.fixture.lineups);
    expect(football?.fixture.lineups?.coaches?.home).toMatch(/\S+ \S+/);
    expect(football?.fixture.lineups?.coaches?.away).toMatch(/\S+ \S+/);
    expect(
      matches.find((m) => m.family === 'moba' && m.fixture.lineups)?.fixture.lineups?.coaches,
    ).toBeUndefined();
    // Every team of every fixture brings its squad.
    for (const m of matches) {
      for (const team of [m.fixture.home, m.fixture.away, ...(m.fixture.participants ?? [])]) {
        if (team) expect(team.players?.length, team.externalId).toBeGreaterThan(0);
      }
    }
  });
});
