import { describe, expect, it } from 'vitest';
import { champion } from '../../../shared/competitions/brackets.ts';
import type { FeedStage } from '../../../shared/competitions/feed.ts';
import { ageOn } from '../../../shared/competitions/model.ts';
import { replayBracket } from '../../../shared/competitions/replay.ts';
import { type Move, movesAgree } from '../../../shared/competitions/service-record.ts';
import { gameCompetitions, simulatedCompetitions } from './competitions.ts';
import { GAME_SETUPS, gameSetup } from './leagues.ts';
import { coachOf, rosterFor } from './roster.ts';
import { seasonOf } from './schedule.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const TODAY = '2026-11-25';

const all = await simulatedCompetitions({ seed: 1, source: 'sim' }, NOW);
const teams = all.teams ?? [];
const leagues = all.leagues ?? [];
const transfers = all.transfers ?? [];

/** A stage's bracket replayed by the bracket model, its teams by seed number. */
function replay(stage: FeedStage, groupIndex = 0) {
  const group = stage.groups[groupIndex];
  if (!group) throw new Error('no group');
  const seed = new Map(group.teams.map((t, i) => [t, i + 1]));
  const { bracket, problems } = replayBracket(
    stage.format,
    group.teams.map((_, i) => i + 1),
    (group.results ?? []).map((r) => ({ ...r, home: seed.get(r.home) ?? 0, away: seed.get(r.away) ?? 0 })),
    { ...stage.options, bestOf: stage.bestOf },
  );
  return { bracket, problems, teamOf: (n: number) => group.teams[n - 1] };
}

describe('simulated competitions: determinism', () => {
  it('are the same for the same seed and day, another for another seed', async () => {
    const again = await simulatedCompetitions({ seed: 1, source: 'sim' }, NOW + 3 * 3600_000);
    expect(JSON.stringify(again)).toBe(JSON.stringify(all));
    const other = gameCompetitions(2, gameSetup(202), NOW);
    expect(JSON.stringify(other.teams)).not.toBe(JSON.stringify(teams.filter((t) => t.gameId === 202)));
  });

  it('cover every game of the catalog with its teams and leagues', () => {
    for (const setup of GAME_SETUPS) {
      expect(
        teams.some((t) => t.gameId === setup.gameId),
        `teams of ${setup.gameId}`,
      ).toBe(true);
      expect(leagues.filter((l) => l.gameId === setup.gameId).length).toBe(setup.leagues.length);
    }
  });
});

describe('simulated competitions: teams and players', () => {
  it("name a club's head coach as its line-ups do, with assistants; esports teams have coaches too", () => {
    const roster = rosterFor(1, 202);
    const club = roster.byLeague.get('albion-premier')?.[0];
    if (!club) throw new Error('no club');
    const profile = teams.find((t) => t.externalId === club.externalId);
    expect(profile?.coaches?.[0]).toEqual(
      expect.objectContaining({ role: 'head', name: coachOf(1, gameSetup(202), club) }),
    );
    expect(profile?.coaches?.slice(1).every((c) => c.role === 'assistant')).toBe(true);
    expect(profile?.coaches?.length).toBeGreaterThan(1);
    const esports = teams.find((t) => t.gameId === 1);
    expect(esports?.coaches?.map((c) => c.role)).toEqual(['head', 'assistant']);
    // A tennis player (the "team" is the person) has neither coaches nor a founding year.
    const tennis = teams.find((t) => t.gameId === 203);
    expect(tennis?.coaches).toBeUndefined();
    expect(tennis?.founded).toBeUndefined();
  });

  it("write a Chinese franchise's coaches' names in Chinese too (names in other languages)", () => {
    const chinese = teams.filter((t) => t.gameId === 201 && t.country === 'CN');
    expect(chinese.length).toBeGreaterThan(0);
    for (const team of chinese)
      for (const coach of team.coaches ?? [])
        if (coach.nationality === 'CN') expect(coach.names?.zh_CN).toMatch(/\p{Script=Han}/u);
  });

  it('found clubs, franchises and esports teams in their eras', () => {
    const founded = (gameId: number) => teams.filter((t) => t.gameId === gameId).map((t) => t.founded ?? 0);
    expect(Math.min(...founded(202))).toBeGreaterThanOrEqual(1870);
    expect(Math.max(...founded(202))).toBeLessThanOrEqual(1990);
    expect(Math.min(...founded(1))).toBeGreaterThanOrEqual(2003);
    expect(Math.max(...founded(1))).toBeLessThanOrEqual(2022);
  });

  it("give every player a birth date of the sport's ages and a power rating from 0 to 100", () => {
    for (const team of teams) {
      const esports = team.gameId < 200;
      for (const p of team.players ?? []) {
        const age = ageOn(p.birthDate ?? '', TODAY);
        expect(age, `${team.externalId}/${p.externalId}`).toBeGreaterThanOrEqual(16);
        expect(age).toBeLessThanOrEqual(esports ? 30 : 40);
        expect(p.powerRating).toBeGreaterThanOrEqual(0);
        expect(p.powerRating).toBeLessThanOrEqual(100);
      }
    }
  });

  it("rate the strongest team's players above the weakest's (the rating follows strength)", () => {
    const roster = rosterFor(1, 202).byLeague.get('albion-premier') ?? [];
    const sorted = [...roster].sort((a, b) => a.strength - b.strength);
    const mean = (externalId: string | undefined) => {
      const ratings = (teams.find((t) => t.externalId === externalId)?.players ?? []).map(
        (p) => p.powerRating ?? 0,
      );
      return ratings.reduce((a, b) => a + b, 0) / ratings.length;
    };
    expect(mean(sorted.at(-1)?.externalId)).toBeGreaterThan(mean(sorted[0]?.externalId) + 10);
  });

  it('rank every esports team of a game in the world ranking (1…n, once each), no sports team', () => {
    const lol = teams.filter((t) => t.gameId === 1);
    expect(lol.map((t) => t.ranking?.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      lol.map((_, i) => i + 1),
    );
    // Points fall as positions rise; the date is a Monday before today.
    const byPosition = [...lol].sort((a, b) => (a.ranking?.position ?? 0) - (b.ranking?.position ?? 0));
    for (let i = 1; i < byPosition.length; i++)
      expect(byPosition[i]?.ranking?.points).toBeLessThanOrEqual(byPosition[i - 1]?.ranking?.points ?? 0);
    expect(new Date(`${lol[0]?.ranking?.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((lol[0]?.ranking?.date ?? '') < TODAY).toBe(true);
    expect(teams.filter((t) => t.gameId >= 200).every((t) => t.ranking === undefined)).toBe(true);
  });
});

describe('simulated competitions: transfers', () => {
  const moves = new Map<string, Array<Move & { to: { id: null; name: string } | null }>>();
  for (const t of transfers) {
    if (!t.player.externalId) continue;
    const key = `${t.player.teamExternalId}\u0000${t.player.externalId}`;
    const side = (r: typeof t.from) => (r ? { id: null, name: r.externalId ?? `outside:${r.name}` } : null);
    moves.set(key, [
      ...(moves.get(key) ?? []),
      { date: t.date, type: t.type, from: side(t.from), to: side(t.to) },
    ]);
  }

  it('make one chain for each player, ending at the team whose squad lists them now', () => {
    expect(moves.size).toBeGreaterThan(1000);
    for (const [key, list] of moves) {
      const [team, player] = key.split('\u0000');
      const profile = teams.find((t) => t.externalId === team);
      expect(
        profile?.players?.some((p) => p.externalId === player),
        key,
      ).toBe(true);
      expect(movesAgree(list, { id: null, name: team as string }), key).toBe(true);
    }
  });

  it('date every move in the three years before this one, fees only on paid transfers, in whole units', () => {
    for (const t of transfers) {
      expect(t.date >= '2023-01-01' && t.date < '2026-01-01', t.externalId).toBe(true);
      if (t.fee) {
        expect(t.type).toBe('transfer');
        expect(Number.isInteger(t.fee.amount)).toBe(true);
        expect(t.fee.amount).toBeGreaterThan(0);
      }
    }
    expect(new Set(transfers.map((t) => t.externalId)).size).toBe(transfers.length);
    expect(transfers.some((t) => t.fee?.currency === 'EUR')).toBe(true);
    expect(transfers.some((t) => t.type === 'loan')).toBe(true);
  });

  it("name clubs outside the feed never as one of the game's teams (a name means one team)", () => {
    for (const t of transfers) {
      const names = new Set(teams.filter((team) => team.gameId === t.gameId).map((team) => team.name));
      for (const side of [t.from, t.to]) {
        if (side && !side.externalId)
          expect(names.has(side.name), `${t.externalId}: ${side.name}`).toBe(false);
      }
    }
  });

  it('move no player of one-versus-one games (the team is the person)', () => {
    expect(transfers.filter((t) => [203, 204, 207, 208].includes(t.gameId))).toEqual([]);
  });
});

describe('simulated competitions: seasons, stages and honours', () => {
  const league = (externalId: string) => {
    const found = leagues.find((l) => l.externalId === externalId);
    if (!found) throw new Error(externalId);
    return found;
  };
  const formats = (externalId: string, season = 1) =>
    league(externalId).seasons[season]?.stages.map((s) => s.format);

  it('play each competition in its format', () => {
    expect(formats('sim-202-albion-premier')).toEqual(['table']);
    expect(formats('sim-202-continental-champions')).toEqual(['groups', 'single_elim']);
    expect(formats('sim-201-nbl')).toEqual(['table', 'single_elim']);
    expect(formats('sim-203-coastal-open')).toEqual(['single_elim']);
    // World championships: Swiss then single elimination (even game ids), GSL then double (odd).
    expect(formats('sim-2-world-championship')).toEqual(['swiss', 'single_elim']);
    expect(formats('sim-1-world-championship')).toEqual(['gsl', 'double_elim']);
    const regional = leagues.find((l) => l.gameId === 1 && l.externalId !== 'sim-1-world-championship');
    expect(regional?.seasons[1]?.stages.map((s) => s.format)).toEqual(['table', 'double_elim']);
  });

  it('announce the play-offs of a season under way without drawing them (its table is its matches)', () => {
    const nbl = league('sim-201-nbl').seasons[0];
    expect(nbl?.stages.map((s) => s.format)).toEqual(['table', 'single_elim']);
    expect(nbl?.stages[0]?.groups[0]?.standings).toBeUndefined();
    expect(nbl?.stages[1]?.groups[0]?.teams).toEqual([]);
    // A past season's play-offs were drawn from its final table: its top eight.
    const past = league('sim-201-nbl').seasons[1];
    const top = past?.stages[0]?.groups[0]?.standings?.slice(0, 8).map((r) => r.team);
    expect(past?.stages[1]?.groups[0]?.teams).toEqual(top);
  });

  it('mark a football table: the champion, the continental cup, relegation', () => {
    const marks = league('sim-202-albion-premier').seasons[0]?.stages[0]?.marks;
    expect(marks).toEqual([
      { from: 1, to: 1, kind: 'champion' },
      { from: 2, to: 4, kind: 'continental', label: 'Continental Champions Cup' },
      { from: 18, to: 20, kind: 'relegation' },
    ]);
  });

  it("leave the table of the season under way to the matches; past tables add up (38 played in 20's)", () => {
    const seasons = league('sim-202-albion-premier').seasons;
    expect(seasons[0]?.season).toBe(seasonOf(new Date(NOW), 'split'));
    expect(seasons[0]?.stages[0]?.groups[0]?.standings).toBeUndefined();
    const past = seasons[1]?.stages[0]?.groups[0]?.standings ?? [];
    expect(past).toHaveLength(20);
    for (const row of past) {
      expect(row.played).toBe(38);
      expect(row.won + row.drawn + row.lost).toBe(row.played);
      expect(row.points).toBe(3 * row.won + row.drawn);
    }
  });

  it('replay every knock-out bracket in the bracket model; past ones are complete, winners advance', () => {
    let checked = 0;
    for (const l of leagues) {
      for (const [i, season] of l.seasons.entries()) {
        for (const stage of season.stages) {
          if (!['single_elim', 'double_elim', 'swiss', 'gsl'].includes(stage.format)) continue;
          for (const [g, group] of stage.groups.entries()) {
            if (group.teams.length === 0) continue;
            const { bracket, problems } = replay(stage, g);
            expect(problems, `${l.externalId} ${season.season} ${stage.name}`).toEqual([]);
            checked += 1;
            if (i === 0 || !bracket) continue;
            // A past bracket is played to the end: nothing is left to play.
            for (const m of bracket.rounds.flatMap((r) => r.matches)) {
              if (typeof m.home === 'number' && typeof m.away === 'number')
                expect(m.winner, `${l.externalId} ${season.season} ${m.id}`).not.toBeNull();
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('crown the bracket champion of a past season in its honours (placement 1, that season)', () => {
    const wc = league('sim-2-world-championship');
    const playoffs = wc.seasons[1]?.stages[1];
    if (!playoffs) throw new Error('no playoffs');
    const { bracket, teamOf } = replay(playoffs);
    if (bracket?.format !== 'singleElimination') throw new Error('not single elimination');
    const winner = teamOf(champion(bracket) ?? 0);
    const honours = teams.find((t) => t.externalId === winner)?.honours ?? [];
    expect(honours).toContainEqual({
      competition: wc.name,
      leagueExternalId: wc.externalId,
      season: wc.seasons[1]?.season,
      placement: 1,
    });
  });

  it('give honours of past seasons only, for the leagues of the same game', () => {
    const current = new Map(leagues.map((l) => [l.externalId, l.seasons[0]?.season ?? '']));
    let honours = 0;
    for (const team of teams) {
      for (const h of team.honours ?? []) {
        honours += 1;
        const own = current.get(h.leagueExternalId ?? '');
        expect(own, h.leagueExternalId).toBeDefined();
        expect(h.leagueExternalId?.startsWith(`sim-${team.gameId}-`)).toBe(true);
        expect(h.season < (own as string), `${team.externalId} ${h.season}`).toBe(true);
        expect(h.placement).toBeGreaterThanOrEqual(1);
        expect(h.placement).toBeLessThanOrEqual(3);
      }
    }
    expect(honours).toBeGreaterThan(500);
  });

  it('share prize pools that fit their totals, in whole units', () => {
    for (const l of leagues) {
      for (const s of l.seasons) {
        if (!s.prizePool) continue;
        const paid = s.prizePool.distribution.reduce((sum, d) => sum + d.amount * (d.to - d.from + 1), 0);
        expect(paid, `${l.externalId} ${s.season}`).toBeLessThanOrEqual(s.prizePool.total);
        expect(s.prizePool.distribution.every((d) => Number.isInteger(d.amount))).toBe(true);
      }
    }
    expect(league('sim-1-world-championship').seasons[0]?.prizePool?.currency).toBe('USD');
  });
});
