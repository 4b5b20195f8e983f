/**
 * The bracket model (shared/competitions/brackets.ts). Every expectation is worked out by hand from
 * the format's rules (who meets whom, who drops where), not by running the code under test twice;
 * the Swiss simulation checks its invariants with its own counting.
 */
import { describe, expect, it } from 'vitest';
import {
  allMatches,
  type Bracket,
  type BracketMatch,
  champion,
  createDoubleElimination,
  createGslGroup,
  createRoundRobin,
  createSingleElimination,
  createSwiss,
  decide,
  findMatch,
  gslStandings,
  nextSwissRound,
  type Participant,
  type RoundRobinBracket,
  reportResult,
  roundRobinTable,
  type SwissBracket,
  seedingOrder,
  swissComplete,
  swissStandings,
  winsNeeded,
} from './brackets.ts';

const match = (bracket: Bracket, id: string): BracketMatch => {
  const found = findMatch(bracket, id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const sides = (bracket: Bracket, id: string): [Participant, Participant] => {
  const m = match(bracket, id);
  return [m.home, m.away];
};
/** Reports a series of results, in order. */
function play<B extends Bracket>(bracket: B, results: [string, number, number][]): B {
  return results.reduce((b, [id, home, away]) => reportResult(b, id, { home, away }), bracket);
}
const roundIds = (bracket: Bracket) => bracket.rounds.map((r) => r.id);

describe('best-of-N series', () => {
  it('need ceil(N/2) game wins', () => {
    expect([1, 3, 5, 7].map(winsNeeded)).toEqual([1, 2, 3, 4]);
    expect(() => winsNeeded(2)).toThrow(/odd/);
    expect(() => winsNeeded(0)).toThrow();
  });

  it('are decided by 2 wins in a best of 3 and 3 in a best of 5, and by nothing less or more', () => {
    expect(decide({ home: 2, away: 1 }, 3)).toBe('home');
    expect(decide({ home: 0, away: 2 }, 3)).toBe('away');
    expect(() => decide({ home: 1, away: 1 }, 3)).toThrow(/does not decide/);
    expect(() => decide({ home: 1, away: 0 }, 3)).toThrow(/does not decide/);
    expect(() => decide({ home: 3, away: 0 }, 3)).toThrow(/does not decide/);
    expect(() => decide({ home: 2, away: 2 }, 3)).toThrow(/does not decide/);
    expect(decide({ home: 3, away: 2 }, 5)).toBe('home');
    expect(decide({ home: 1, away: 3 }, 5)).toBe('away');
    expect(() => decide({ home: 2, away: 1 }, 5)).toThrow(/3 wins needed/);
    expect(() => decide({ home: 2, away: 2 }, 5)).toThrow(/does not decide/);
    expect(decide({ home: 4, away: 3 }, 7)).toBe('home');
  });

  it('of one game take that game’s score, never a draw, never a negative or broken number', () => {
    expect(decide({ home: 1, away: 0 }, 1)).toBe('home');
    expect(decide({ home: 11, away: 13 }, 1)).toBe('away');
    expect(() => decide({ home: 0, away: 0 }, 1)).toThrow(/does not decide/);
    expect(() => decide({ home: -1, away: 0 }, 1)).toThrow(/whole numbers/);
    expect(() => decide({ home: 1.5, away: 0 }, 3)).toThrow(/whole numbers/);
  });

  it('refuse an undecided score when reported, and leave the bracket as it was', () => {
    const bracket = createSingleElimination([1, 2, 3, 4], { bestOf: 3 });
    expect(() => reportResult(bracket, 'R1-1', { home: 1, away: 1 })).toThrow(/does not decide a best-of-3/);
    expect(() => reportResult(bracket, 'R1-1', { home: 1, away: 0 })).toThrow(/does not decide/);
    const bo5 = createSingleElimination([1, 2, 3, 4], { bestOf: 5 });
    expect(() => reportResult(bo5, 'R1-1', { home: 2, away: 0 })).toThrow(/3 wins needed/);
    expect(match(reportResult(bo5, 'R1-1', { home: 3, away: 1 }), 'R1-1').winner).toBe('home');
    // The original is untouched (results return a new bracket).
    const after = reportResult(bracket, 'R1-1', { home: 2, away: 1 });
    expect(match(bracket, 'R1-1').score).toBeNull();
    expect(match(bracket, 'R2-1').home).toBeNull();
    expect(match(after, 'R2-1').home).toBe(1);
  });

  it('may differ by round (a best-of-5 final)', () => {
    const bracket = createSingleElimination([1, 2, 3, 4], {
      bestOf: (round) => (round.name === 'final' ? 5 : 3),
    });
    expect(allMatches(bracket).map((m) => m.bestOf)).toEqual([3, 3, 5]);
    expect(() => createSingleElimination([1, 2], { bestOf: 4 })).toThrow(/odd/);
  });
});

describe('seeding', () => {
  it('puts 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11', () => {
    expect(seedingOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    expect(seedingOrder(4)).toEqual([1, 4, 2, 3]);
    expect(() => seedingOrder(6)).toThrow(/power of two/);
  });

  it('refuses too few teams and a team seeded twice', () => {
    expect(() => createSingleElimination([7])).toThrow(/at least 2/);
    expect(() => createSingleElimination([7, 8, 7])).toThrow(/seeded twice/);
    expect(() => createDoubleElimination([1, 2])).toThrow(/at least 3/);
    expect(() => createGslGroup([1, 2, 3, 4, 5])).toThrow(/exactly 4/);
  });
});

describe('single elimination', () => {
  // Team 10 + s is seed s.
  const eight = [11, 12, 13, 14, 15, 16, 17, 18];

  it('of 8 teams: quarter-finals by seed, winners advancing to a champion, semi losers in the third-place match', () => {
    let b = createSingleElimination(eight, { thirdPlace: true });
    expect(b.rounds.map((r) => [r.id, r.name])).toEqual([
      ['R1', 'quarterFinal'],
      ['R2', 'semiFinal'],
      ['R3', 'final'],
      ['3P', 'thirdPlace'],
    ]);
    expect(b.rounds[0]?.matches.map((m) => [m.home, m.away])).toEqual([
      [11, 18],
      [14, 15],
      [12, 17],
      [13, 16],
    ]);
    b = play(b, [['R1-1', 1, 0]]);
    expect(sides(b, 'R2-1')).toEqual([11, null]);
    expect(() => reportResult(b, 'R2-1', { home: 1, away: 0 })).toThrow(/not known yet/);
    b = play(b, [
      ['R1-2', 0, 1], // 15 beats 14
      ['R1-3', 1, 0],
      ['R1-4', 1, 0],
    ]);
    expect(sides(b, 'R2-1')).toEqual([11, 15]);
    expect(sides(b, 'R2-2')).toEqual([12, 13]);
    expect(sides(b, '3P-1')).toEqual([null, null]);
    b = play(b, [
      ['R2-1', 0, 1], // 15 beats 11
      ['R2-2', 0, 1], // 13 beats 12
    ]);
    expect(sides(b, 'R3-1')).toEqual([15, 13]);
    expect(sides(b, '3P-1')).toEqual([11, 12]);
    expect(champion(b)).toBeNull();
    b = play(b, [
      ['R3-1', 0, 1],
      ['3P-1', 1, 0],
    ]);
    expect(champion(b)).toBe(13);
    expect(match(b, '3P-1').winner).toBe('home');
  });

  it('of 6 teams: the two top seeds get byes and wait in the semi-finals', () => {
    let b = createSingleElimination([21, 22, 23, 24, 25, 26]);
    expect(b.rounds[0]?.matches.map((m) => [m.home, m.away, m.winner])).toEqual([
      [21, 'bye', 'home'],
      [24, 25, null],
      [22, 'bye', 'home'],
      [23, 26, null],
    ]);
    expect(sides(b, 'R2-1')).toEqual([21, null]);
    expect(sides(b, 'R2-2')).toEqual([22, null]);
    expect(() => reportResult(b, 'R1-1', { home: 1, away: 0 })).toThrow(/bye/);
    b = play(b, [
      ['R1-2', 0, 1],
      ['R1-4', 1, 0],
    ]);
    expect(sides(b, 'R2-1')).toEqual([21, 25]);
    expect(sides(b, 'R2-2')).toEqual([22, 23]);
    b = play(b, [
      ['R2-1', 1, 0],
      ['R2-2', 0, 1],
      ['R3-1', 0, 1],
    ]);
    expect(champion(b)).toBe(23);
  });

  it('refuses a third-place match without semi-finals', () => {
    expect(() => createSingleElimination([1, 2], { thirdPlace: true })).toThrow(/semi-finals/);
  });

  it('refuses an unknown match', () => {
    expect(() => reportResult(createSingleElimination(eight), 'R9-1', { home: 1, away: 0 })).toThrow(
      /No match R9-1/,
    );
  });

  it('takes a correction while the next match is unplayed, and refuses it once that match is played', () => {
    let b = play(createSingleElimination(eight), [
      ['R1-1', 1, 0],
      ['R1-2', 1, 0],
    ]);
    expect(sides(b, 'R2-1')).toEqual([11, 14]);
    b = play(b, [['R1-1', 0, 1]]); // 18 beat 11 after all
    expect(sides(b, 'R2-1')).toEqual([18, 14]);
    b = play(b, [['R2-1', 1, 0]]);
    expect(() => reportResult(b, 'R1-1', { home: 1, away: 0 })).toThrow(/R2-1 has already been played/);
    // The same winner with another score changes no other match: allowed.
    expect(match(reportResult(b, 'R1-1', { home: 5, away: 7 }), 'R1-1').score).toEqual({ home: 5, away: 7 });
  });
});

describe('double elimination', () => {
  it('of 4 teams: the upper-bracket finalist wins the grand final and no reset match appears', () => {
    let b = createDoubleElimination([31, 32, 33, 34]);
    expect(b.rounds.map((r) => [r.id, r.name])).toEqual([
      ['U1', 'upper'],
      ['U2', 'upperFinal'],
      ['L1', 'lower'],
      ['L2', 'lowerFinal'],
      ['GF', 'grandFinal'],
    ]);
    b = play(b, [
      ['U1-1', 1, 0], // 31 beats 34
      ['U1-2', 0, 1], // 33 beats 32
    ]);
    // Both first-round losers meet in the lower bracket.
    expect(sides(b, 'L1-1')).toEqual([34, 32]);
    b = play(b, [['U2-1', 1, 0]]); // 31 beats 33 in the upper final
    expect(sides(b, 'L2-1')).toEqual([33, null]);
    b = play(b, [
      ['L1-1', 0, 1], // 32 beats 34, who is out
      ['L2-1', 1, 0], // 33 beats 32
    ]);
    expect(sides(b, 'GF-1')).toEqual([31, 33]);
    b = play(b, [['GF-1', 1, 0]]);
    expect(roundIds(b)).not.toContain('GF2');
    expect(findMatch(b, 'GF2-1')).toBeUndefined();
    expect(champion(b)).toBe(31);
  });

  it('of 4 teams: the lower-bracket finalist wins the grand final, a reset is played, and its winner is champion', () => {
    let b = play(createDoubleElimination([31, 32, 33, 34], { bestOf: 3 }), [
      ['U1-1', 2, 0],
      ['U1-2', 0, 2],
      ['U2-1', 2, 1],
      ['L1-1', 0, 2],
      ['L2-1', 2, 0],
      ['GF-1', 1, 2], // 33, from the lower bracket, beats 31
    ]);
    expect(roundIds(b).at(-1)).toBe('GF2');
    expect(b.rounds.at(-1)?.name).toBe('grandFinalReset');
    expect(sides(b, 'GF2-1')).toEqual([31, 33]);
    expect(champion(b)).toBeNull();
    const upperHoldsOn = play(b, [['GF2-1', 2, 1]]);
    expect(champion(upperHoldsOn)).toBe(31);
    b = play(b, [['GF2-1', 0, 2]]);
    expect(champion(b)).toBe(33);
    // Once the reset is played, the first final can no longer be turned round.
    expect(() => reportResult(b, 'GF-1', { home: 2, away: 0 })).toThrow(/GF2-1 has already been played/);
  });

  it('drops the reset again when the grand final is corrected before it is played', () => {
    const won = play(createDoubleElimination([31, 32, 33, 34]), [
      ['U1-1', 1, 0],
      ['U1-2', 1, 0],
      ['U2-1', 1, 0],
      ['L1-1', 1, 0],
      ['L2-1', 1, 0],
      ['GF-1', 0, 1],
    ]);
    expect(roundIds(won)).toContain('GF2');
    const corrected = reportResult(won, 'GF-1', { home: 1, away: 0 });
    expect(roundIds(corrected)).not.toContain('GF2');
    expect(champion(corrected)).toBe(31);
  });

  it('without a reset, the grand final decides alone', () => {
    const b = play(createDoubleElimination([31, 32, 33, 34], { grandFinalReset: false }), [
      ['U1-1', 1, 0],
      ['U1-2', 1, 0],
      ['U2-1', 1, 0],
      ['L1-1', 1, 0],
      ['L2-1', 1, 0],
      ['GF-1', 0, 1],
    ]);
    expect(roundIds(b)).not.toContain('GF2');
    expect(champion(b)).toBe(32);
  });

  it('of 8 teams: losers drop to their lower-bracket slots (second-round losers crossed) and play through to a reset', () => {
    // Team 40 + s is seed s.
    let b = createDoubleElimination([41, 42, 43, 44, 45, 46, 47, 48]);
    expect(b.rounds.map((r) => `${r.id}:${r.name}:${r.matches.length}`)).toEqual([
      'U1:upper:4',
      'U2:upper:2',
      'U3:upperFinal:1',
      'L1:lower:2',
      'L2:lower:2',
      'L3:lower:1',
      'L4:lowerFinal:1',
      'GF:grandFinal:1',
    ]);
    b = play(b, [
      ['U1-1', 1, 0], // 41 v 48
      ['U1-2', 1, 0], // 44 v 45
      ['U1-3', 1, 0], // 42 v 47
      ['U1-4', 1, 0], // 43 v 46
    ]);
    expect(sides(b, 'L1-1')).toEqual([48, 45]);
    expect(sides(b, 'L1-2')).toEqual([47, 46]);
    expect(sides(b, 'U2-1')).toEqual([41, 44]);
    expect(sides(b, 'U2-2')).toEqual([42, 43]);
    b = play(b, [
      ['U2-1', 1, 0], // 44 drops
      ['U2-2', 1, 0], // 43 drops
      ['L1-1', 0, 1], // 45 goes on, 48 is out
      ['L1-2', 1, 0], // 47 goes on, 46 is out
    ]);
    // Crossed: the loser from the top half meets the survivor of the bottom half's losers, and back.
    expect(sides(b, 'L2-1')).toEqual([43, 45]);
    expect(sides(b, 'L2-2')).toEqual([44, 47]);
    b = play(b, [
      ['L2-1', 1, 0],
      ['L2-2', 0, 1],
    ]);
    expect(sides(b, 'L3-1')).toEqual([43, 47]);
    b = play(b, [
      ['L3-1', 0, 1],
      ['U3-1', 0, 1], // 42 beats 41 in the upper final; 41 drops to the lower final
    ]);
    expect(sides(b, 'L4-1')).toEqual([41, 47]);
    b = play(b, [['L4-1', 1, 0]]);
    expect(sides(b, 'GF-1')).toEqual([42, 41]);
    b = play(b, [['GF-1', 0, 1]]);
    expect(sides(b, 'GF2-1')).toEqual([42, 41]);
    b = play(b, [['GF2-1', 0, 1]]);
    expect(champion(b)).toBe(41);
  });

  it('of 6 teams: byes cascade into the lower bracket', () => {
    let b = createDoubleElimination([41, 42, 43, 44, 45, 46]);
    // Upper round one: 41 v bye, 44 v 45, 42 v bye, 43 v 46; the byes' "losers" are byes.
    expect(sides(b, 'L1-1')).toEqual(['bye', null]);
    expect(match(b, 'L1-1').winner).toBeNull();
    b = play(b, [['U1-2', 1, 0]]);
    // 45 lost, meets the bye and goes on at once to lower round two.
    expect(match(b, 'L1-1').winner).toBe('away');
    expect(sides(b, 'L2-1')).toEqual([null, 45]);
  });
});

describe('GSL group', () => {
  it('opens 1 v 4 and 2 v 3; the winners’ match winner advances first, the decider winner second', () => {
    let b = createGslGroup([51, 52, 53, 54]);
    expect(sides(b, 'opening-1')).toEqual([51, 54]);
    expect(sides(b, 'opening-2')).toEqual([52, 53]);
    b = play(b, [
      ['opening-1', 1, 2], // 54 upsets 51
      ['opening-2', 2, 0],
    ]);
    expect(sides(b, 'winners-1')).toEqual([54, 52]);
    expect(sides(b, 'elimination-1')).toEqual([51, 53]);
    b = play(b, [
      ['winners-1', 1, 2], // 52 advances first
      ['elimination-1', 2, 0], // 53 is fourth
    ]);
    expect(sides(b, 'decider-1')).toEqual([54, 51]);
    expect(gslStandings(b).map((l) => [l.teamId, l.place])).toEqual([
      [52, 1],
      [51, null],
      [54, null],
      [53, 4],
    ]);
    b = play(b, [['decider-1', 0, 2]]); // 51 advances second
    expect(gslStandings(b)).toEqual([
      { teamId: 52, wins: 2, losses: 0, place: 1 },
      { teamId: 51, wins: 2, losses: 1, place: 2 },
      { teamId: 54, wins: 1, losses: 2, place: 3 },
      { teamId: 53, wins: 0, losses: 2, place: 4 },
    ]);
  });
});

/** A small seeded generator (mulberry32): the same results for the same seed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** True when `teams` can be paired among themselves without any two who have met meeting again. */
function pairableWithoutRematch(teams: number[], met: (a: number, b: number) => boolean): boolean {
  if (teams.length === 0) return true;
  if (teams.length % 2 === 1) return false;
  const [first, ...rest] = teams as [number, ...number[]];
  return rest.some(
    (other) =>
      !met(first, other) &&
      pairableWithoutRematch(
        rest.filter((t) => t !== other),
        met,
      ),
  );
}

describe('Swiss', () => {
  const sixteen = Array.from({ length: 16 }, (_, i) => 101 + i); // team 100 + s is seed s

  it('pairs round one 1 v 16, 2 v 15 … 8 v 9', () => {
    const b = createSwiss(sixteen);
    expect(b.rounds[0]?.matches.map((m) => [m.home, m.away])).toEqual([
      [101, 116],
      [102, 115],
      [103, 114],
      [104, 113],
      [105, 112],
      [106, 111],
      [107, 110],
      [108, 109],
    ]);
  });

  it('of 16 teams runs to completion over 60 seeded result sequences: no rematch, equal records, 3 wins or 3 losses', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = seeded(seed);
      let b: SwissBracket = createSwiss(sixteen, { bestOf: 1, decisiveBestOf: 3 });
      const wins = new Map(sixteen.map((t) => [t, 0]));
      const losses = new Map(sixteen.map((t) => [t, 0]));
      const meetings = new Set<string>();
      const key = (a: number, c: number) => (a < c ? `${a}-${c}` : `${c}-${a}`);
      for (let guard = 0; ; guard++) {
        expect(guard, `seed ${seed}: too many rounds`).toBeLessThan(5);
        const round = b.rounds.at(-1);
        if (!round) throw new Error('no round');
        const playing = sixteen.filter((t) => (wins.get(t) ?? 0) < 3 && (losses.get(t) ?? 0) < 3);
        const inRound = round.matches.flatMap((m) => [m.home, m.away]);
        // Everyone still playing plays exactly once, nobody else.
        expect([...inRound].sort(), `seed ${seed} ${round.id}`).toEqual([...playing].sort());
        for (const m of round.matches) {
          const home = m.home as number;
          const away = m.away as number;
          expect(meetings.has(key(home, away)), `seed ${seed}: ${home} v ${away} again`).toBe(false);
          meetings.add(key(home, away));
          const record = (t: number) => `${wins.get(t)}-${losses.get(t)}`;
          if (record(home) !== record(away)) {
            // A pairing across records only when that record's teams cannot be paired among themselves.
            const pool = playing.filter((t) => record(t) === record(home));
            expect(
              pairableWithoutRematch(pool, (a, c) => meetings.has(key(a, c))),
              `seed ${seed}`,
            ).toBe(false);
          }
          // Best of 3 exactly when a side can advance or be eliminated.
          const decisive = [home, away].some((t) => wins.get(t) === 2 || losses.get(t) === 2);
          expect(m.bestOf).toBe(decisive ? 3 : 1);
        }
        for (const m of round.matches) {
          const homeWins = random() < 0.5;
          const loserGames = m.bestOf === 1 ? 0 : Math.floor(random() * 2);
          const need = m.bestOf === 1 ? 1 : 2;
          b = reportResult(
            b,
            m.id,
            homeWins ? { home: need, away: loserGames } : { home: loserGames, away: need },
          );
          const [winner, loser] = (homeWins ? [m.home, m.away] : [m.away, m.home]) as [number, number];
          wins.set(winner, (wins.get(winner) ?? 0) + 1);
          losses.set(loser, (losses.get(loser) ?? 0) + 1);
        }
        if (swissComplete(b)) break;
        b = nextSwissRound(b);
      }
      expect(b.rounds).toHaveLength(5);
      for (const t of sixteen) {
        const w = wins.get(t) ?? 0;
        const l = losses.get(t) ?? 0;
        expect(w === 3 ? l < 3 : l === 3 && w < 3, `seed ${seed}: team ${t} at ${w}-${l}`).toBe(true);
      }
      const standings = swissStandings(b);
      expect(standings.filter((l) => l.status === 'advanced')).toHaveLength(8);
      expect(standings.map((l) => [l.wins, l.losses])).toEqual(
        sixteen.map(
          (_, i) =>
            [
              [3, 0],
              [3, 1],
              [3, 2],
              [2, 3],
              [1, 3],
              [0, 3],
            ][i < 2 ? 0 : i < 5 ? 1 : i < 8 ? 2 : i < 11 ? 3 : i < 14 ? 4 : 5],
        ),
      );
      expect(() => nextSwissRound(b)).toThrow(/over/);
    }
  });

  it('is deterministic: the same results give the same pairings', () => {
    const run = () => {
      const random = seeded(99);
      let b = createSwiss(sixteen);
      while (true) {
        for (const m of b.rounds.at(-1)?.matches ?? []) {
          b = reportResult(b, m.id, random() < 0.5 ? { home: 1, away: 0 } : { home: 0, away: 1 });
        }
        if (swissComplete(b)) return b;
        b = nextSwissRound(b);
      }
    };
    expect(run()).toEqual(run());
  });

  it('computes Buchholz as the sum of the opponents’ wins and ranks a record by it (four teams, worked by hand)', () => {
    let b = createSwiss([61, 62, 63, 64], { winsToAdvance: 2, lossesToEliminate: 2 });
    expect(b.rounds[0]?.matches.map((m) => [m.home, m.away])).toEqual([
      [61, 64],
      [62, 63],
    ]);
    b = play(b, [
      ['R1-1', 1, 0], // 61 beats 64
      ['R1-2', 0, 1], // 63 beats 62
    ]);
    b = nextSwissRound(b);
    // 1–0: 61 and 63 (Buchholz 0 each, seed order); 0–1: 62 and 64 (Buchholz 1 each).
    expect(b.rounds[1]?.matches.map((m) => [m.home, m.away, m.pool])).toEqual([
      [61, 63, { wins: 1, losses: 0 }],
      [62, 64, { wins: 0, losses: 1 }],
    ]);
    b = play(b, [
      ['R2-1', 1, 0], // 61 beats 63: 2–0, through
      ['R2-2', 1, 0], // 62 beats 64: 64 is 0–2, out
    ]);
    // 61: met 64 (0 wins) and 63 (1) = 1. 63: met 62 (1) and 61 (2) = 3.
    // 62: met 63 (1) and 64 (0) = 1. 64: met 61 (2) and 62 (1) = 3.
    expect(swissStandings(b).map((l) => [l.teamId, `${l.wins}-${l.losses}`, l.buchholz, l.status])).toEqual([
      [61, '2-0', 1, 'advanced'],
      [63, '1-1', 3, 'playing'], // above the better seed 62 by Buchholz
      [62, '1-1', 1, 'playing'],
      [64, '0-2', 3, 'eliminated'],
    ]);
    // Only 63 and 62 remain, and they met in round one: the one case a rematch is allowed.
    b = nextSwissRound(b);
    expect(b.rounds[2]?.matches.map((m) => [m.home, m.away])).toEqual([[63, 62]]);
  });

  it('lets one team of an odd record meet the nearest record, without a rematch (six teams, by hand)', () => {
    let b = createSwiss([71, 72, 73, 74, 75, 76], { winsToAdvance: 2, lossesToEliminate: 2 });
    b = play(b, [
      ['R1-1', 1, 0], // 71 v 76
      ['R1-2', 1, 0], // 72 v 75
      ['R1-3', 1, 0], // 73 v 74
    ]);
    b = nextSwissRound(b);
    // 1–0: 71, 72, 73; 0–1: 74, 75, 76. 71 meets the lowest 1–0 team, 72 has none left: the top
    // 0–1 team it has not met; 75 and 76 meet.
    expect(b.rounds[1]?.matches.map((m) => [m.home, m.away])).toEqual([
      [71, 73],
      [72, 74],
      [75, 76],
    ]);
  });

  it('gives an odd number of teams a bye, counted as a win, to the lowest-ranked team without one', () => {
    let b = createSwiss([81, 82, 83, 84, 85], { winsToAdvance: 2, lossesToEliminate: 2 });
    expect(b.rounds[0]?.matches.map((m) => [m.home, m.away, m.winner])).toEqual([
      [81, 84, null],
      [82, 83, null],
      [85, 'bye', 'home'],
    ]);
    expect(() => reportResult(b, 'R1-3', { home: 1, away: 0 })).toThrow(/bye/);
    expect(() => nextSwissRound(b)).toThrow(/undecided/);
    b = play(b, [
      ['R1-1', 1, 0],
      ['R1-2', 1, 0],
    ]);
    expect(swissStandings(b).find((l) => l.teamId === 85)).toMatchObject({ wins: 1, losses: 0, buchholz: 0 });
    b = nextSwissRound(b);
    // Ranked 81, 82, 85 (1–0), 83, 84 (0–1): 84 has the bye; 81 v 85 would leave 82 v 83, a rematch.
    expect(b.rounds[1]?.matches.map((m) => [m.home, m.away])).toEqual([
      [81, 82],
      [85, 83],
      [84, 'bye'],
    ]);
    // A result of the paired-from round can no longer change.
    expect(() => reportResult(b, 'R1-1', { home: 0, away: 1 })).toThrow(/next Swiss round/);
  });
});

describe('round robin', () => {
  const pairsOf = (b: RoundRobinBracket) =>
    allMatches(b)
      .filter((m) => m.away !== 'bye')
      .map((m) => [m.home, m.away] as [number, number]);

  it('schedules four teams by the circle method (worked by hand)', () => {
    const b = createRoundRobin([91, 92, 93, 94]);
    expect(b.rounds.map((r) => r.matches.map((m) => [m.home, m.away]))).toEqual([
      [
        [91, 94],
        [92, 93],
      ],
      [
        [93, 91],
        [94, 92],
      ],
      [
        [91, 92],
        [93, 94],
      ],
    ]);
    const twice = createRoundRobin([91, 92, 93, 94], { double: true });
    expect(twice.rounds.slice(3).map((r) => r.matches.map((m) => [m.home, m.away]))).toEqual([
      [
        [94, 91],
        [93, 92],
      ],
      [
        [91, 93],
        [92, 94],
      ],
      [
        [92, 91],
        [94, 93],
      ],
    ]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'with %i teams: every pair meets once (twice, home and away, in a double), nobody twice in a round, one bye a round when odd',
    (n) => {
      const teams = Array.from({ length: n }, (_, i) => 1 + i);
      for (const double of [false, true]) {
        const b = createRoundRobin(teams, { double });
        const legs = double ? 2 : 1;
        const roundsPerLeg = n % 2 === 0 ? n - 1 : n;
        expect(b.rounds).toHaveLength(roundsPerLeg * legs);
        const count = new Map<string, number>();
        const homeAway = new Set<string>();
        for (const [home, away] of pairsOf(b)) {
          const key = home < away ? `${home}-${away}` : `${away}-${home}`;
          count.set(key, (count.get(key) ?? 0) + 1);
          homeAway.add(`${home}>${away}`);
        }
        expect(count.size).toBe((n * (n - 1)) / 2);
        expect([...count.values()].every((c) => c === legs)).toBe(true);
        if (double) expect(homeAway.size).toBe(n * (n - 1));
        const byes = new Map<Participant, number>();
        for (const r of b.rounds) {
          const seen = r.matches.filter((m) => m.away !== 'bye').flatMap((m) => [m.home, m.away]);
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen).toHaveLength(n % 2 === 0 ? n : n - 1);
          const resting = r.matches.filter((m) => m.away === 'bye');
          expect(resting).toHaveLength(n % 2);
          for (const m of resting) byes.set(m.home, (byes.get(m.home) ?? 0) + 1);
        }
        if (n % 2 === 1) expect(teams.map((t) => byes.get(t))).toEqual(teams.map(() => legs));
      }
    },
  );

  it('keeps a table of wins, losses and map difference; a bye counts for nothing', () => {
    const b = createRoundRobin([95, 96, 97], { bestOf: 3 });
    // Round 1: 95 rests, 96 v 97; round 2: 97 v 95, 96 rests; round 3: 95 v 96, 97 rests.
    expect(b.rounds.map((r) => r.matches.map((m) => [m.home, m.away]))).toEqual([
      [
        [96, 97],
        [95, 'bye'],
      ],
      [
        [97, 95],
        [96, 'bye'],
      ],
      [
        [95, 96],
        [97, 'bye'],
      ],
    ]);
    const played = play(b, [
      ['R1-1', 2, 1],
      ['R2-1', 2, 0],
      ['R3-1', 2, 0],
    ]);
    // Everyone 1–1: 97 has maps 3–2 (+1), 95 2–2 (0), 96 2–3 (−1).
    expect(roundRobinTable(played)).toEqual([
      { teamId: 97, played: 2, wins: 1, losses: 1, scoreFor: 3, scoreAgainst: 2, difference: 1 },
      { teamId: 95, played: 2, wins: 1, losses: 1, scoreFor: 2, scoreAgainst: 2, difference: 0 },
      { teamId: 96, played: 2, wins: 1, losses: 1, scoreFor: 2, scoreAgainst: 3, difference: -1 },
    ]);
  });
});

describe('the data shape', () => {
  it('survives JSON: a bracket is plain data', () => {
    const b = play(createDoubleElimination([31, 32, 33, 34]), [['U1-1', 1, 0]]);
    expect(JSON.parse(JSON.stringify(b))).toEqual(b);
    expect(match(b, 'U1-1')).toEqual({
      id: 'U1-1',
      round: 'U1',
      slot: 1,
      bestOf: 1,
      home: 31,
      away: 34,
      score: { home: 1, away: 0 },
      winner: 'home',
      next: { match: 'U2-1', side: 'home' },
      loserNext: { match: 'L1-1', side: 'home' },
    });
  });
});
