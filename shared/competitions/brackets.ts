/**
 * Tournament brackets (issue 14): the knock-out and group formats of a league library page, as plain
 * values that a page renders and a JSON API carries (no Map, no class, no function in a bracket).
 * Pure: no I/O, no React, no drizzle, no zod. Every function returns a NEW bracket; none mutates.
 *
 * Formats (as Liquipedia draws them):
 * - `singleElimination`: rounds `R1`…`Rk` on a bracket of the next power of two; the top seeds get
 *   the byes and the standard seeding puts 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14,
 *   6 v 11 (`seedingOrder`). An optional third-place match `3P-1` takes the semi-final losers.
 * - `doubleElimination`: the upper bracket `U1`…`Uk` (seeded like single elimination), the lower
 *   bracket `L1`…`L2(k-1)` and the grand final `GF-1` (upper winner home, lower winner away).
 *   `L1` pairs the losers of `U1` two by two; an even lower round `L2m` takes the losers of `U(m+1)`
 *   (home) against the winners of `L2m-1` (away); an odd one pairs the winners of the round before.
 *   The losers of `U2`, `U4`… drop in reversed slot order (those of `U3`, `U5`… in order), so a
 *   dropped team meets the other half of the bracket, not a team it has just beaten.
 *   Grand-final reset: when the lower-bracket finalist (away) wins `GF-1`, a second final `GF2-1`
 *   (round name `grandFinalReset`) is played. That round exists in `rounds` only then: it appears
 *   when such a result is reported and disappears if that result is corrected before it is played.
 * - `gsl`: four teams; opening matches 1 v 4 and 2 v 3, the winners' match (the opening winners:
 *   its winner advances first), the elimination match (the opening losers: its loser is fourth),
 *   the decider (winners' match loser v elimination match winner: its winner advances second).
 * - `swiss`: one round at a time (`createSwiss`, then `nextSwissRound` once a round is complete).
 *   A team advances at `winsToAdvance` wins and is out at `lossesToEliminate` losses (3 and 3: the
 *   CS majors' stage). Teams still playing are ranked by record (wins, then fewer losses), then by
 *   Buchholz (the sum of the match wins of every opponent met), then by seed. Each record is a pool;
 *   within a pool the highest-ranked team meets the lowest (1 v 16, 2 v 15… in round one). Pairing is
 *   a deterministic backtracking search: (1) every pool paired on its own, never a rematch; (2) if a
 *   pool is odd or cannot avoid a rematch on its own, all teams together, still never a rematch,
 *   preferring the same record, then the nearest record; (3) only if no pairing without a rematch
 *   exists at all (e.g. the last two teams of a four-team stage have met), the fewest-first search
 *   allows one. An odd number of teams gives the lowest-ranked team without a bye yet a bye, which
 *   counts as a win (with no opponent, so nothing for Buchholz). A match where a side can advance or
 *   be eliminated is best of `decisiveBestOf`, the others best of `bestOf` (CS: 3 and 1).
 * - `roundRobin`: the circle method: the first seed stays, the others turn one place each round, so
 *   n teams play n−1 rounds (n rounds when n is odd: one team rests each round, a match against
 *   `'bye'` that counts for nothing). The first seed is home in odd rounds and away in even ones;
 *   `double: true` plays the whole schedule again with home and away swapped.
 *
 * Data shape (`Bracket`): `{ format, seeds, rounds, …options }`; `seeds` are team ids, seed 1 first.
 * A `Round` is `{ id, name, number, section, matches }`: `name` says what to call it (`final`,
 * `semiFinal`, `quarterFinal`, `roundOf16`…, `thirdPlace`, `upper`/`lower` with their `number`,
 * `upperFinal`, `lowerFinal`, `grandFinal`, `grandFinalReset`, `opening`, `winners`, `elimination`,
 * `decider`, `round` with its number); `section` says where it is drawn (`main`, `placement` for the
 * third-place match, `upper`, `lower`, `final` for the grand finals). Rounds are listed in playing
 * order. A `BracketMatch` is `{ id: '<round id>-<slot>', round, slot, bestOf, home, away, score,
 * winner, next, loserNext, pool? }`: a side is a team id, `null` (to be decided) or `'bye'`; `next`
 * and `loserNext` name the match and side the winner and the loser go to (`null`: out of the
 * bracket, or placed: the champion, a GSL team advancing); `pool` is a Swiss match's record.
 *
 * Results (`reportResult`): a best-of-N match (N odd) is decided when one side has ceil(N/2) game
 * wins and the other fewer (best of 3: 2–0 or 2–1; best of 5: 3–0…3–2). A best-of-1 match may be
 * given its one game's score instead (13–11, 2–1): the higher side wins; a draw is refused. The
 * winner moves to `next`, the loser to `loserNext`; a match against a bye is decided at once, so
 * byes cascade (a bye against a bye sends a bye on). Refused with an Error: an unknown match, a
 * match whose sides are not both known, a bye, a score that is not whole and non-negative or does
 * not decide the match. Reporting a match again is a correction: the bracket is worked out again
 * from every reported score, and the correction is refused if it would change the teams of another
 * match that already has a score (in Swiss, once the next round is paired).
 */

export type TeamId = number;
/** A side of a match: a team, `null` while to be decided, or `'bye'` (no opponent). */
export type Participant = TeamId | 'bye' | null;
export type Side = 'home' | 'away';

/** Game (map) wins of each side, or a best-of-1 match's score. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

/** Where a winner or loser goes: a match and its side. */
export interface SlotRef {
  readonly match: string;
  readonly side: Side;
}

export type RoundName =
  | 'final'
  | 'semiFinal'
  | 'quarterFinal'
  | `roundOf${number}`
  | 'thirdPlace'
  | 'upper'
  | 'upperFinal'
  | 'lower'
  | 'lowerFinal'
  | 'grandFinal'
  | 'grandFinalReset'
  | 'opening'
  | 'winners'
  | 'elimination'
  | 'decider'
  | 'round';

export type Section = 'main' | 'placement' | 'upper' | 'lower' | 'final';

/** A Swiss record: match wins and losses. */
export interface SwissRecord {
  readonly wins: number;
  readonly losses: number;
}

export interface BracketMatch {
  /** `<round id>-<slot>`, e.g. `R3-1`, `U2-2`, `L4-1`, `GF-1`, `GF2-1`, `3P-1`, `opening-2`. */
  readonly id: string;
  /** The id of its round. */
  readonly round: string;
  /** From 1, top to bottom within the round. */
  readonly slot: number;
  readonly bestOf: number;
  readonly home: Participant;
  readonly away: Participant;
  /** As reported (null until then, and for a bye). */
  readonly score: Score | null;
  readonly winner: Side | null;
  readonly next: SlotRef | null;
  readonly loserNext: SlotRef | null;
  /** Swiss: the record the match was paired in (the home side's when the sides' differ). */
  readonly pool?: SwissRecord;
}

export interface Round {
  /** Unique in the bracket: `R1`, `U2`, `L3`, `GF`, `GF2`, `3P`, `opening`… */
  readonly id: string;
  readonly name: RoundName;
  /** From 1: the round's number in its section (upper round 2, Swiss round 4). */
  readonly number: number;
  readonly section: Section;
  readonly matches: readonly BracketMatch[];
}

interface BracketBase {
  /** Team ids, seed 1 first. */
  readonly seeds: readonly TeamId[];
  /** In playing order. */
  readonly rounds: readonly Round[];
}

export interface SingleEliminationBracket extends BracketBase {
  readonly format: 'singleElimination';
  readonly thirdPlace: boolean;
}

export interface DoubleEliminationBracket extends BracketBase {
  readonly format: 'doubleElimination';
  /** A second grand final when the lower-bracket finalist wins the first. */
  readonly grandFinalReset: boolean;
}

export interface GslBracket extends BracketBase {
  readonly format: 'gsl';
}

export interface SwissBracket extends BracketBase {
  readonly format: 'swiss';
  readonly winsToAdvance: number;
  readonly lossesToEliminate: number;
  readonly bestOf: number;
  /** Best of what a match is where a side can advance or be eliminated. */
  readonly decisiveBestOf: number;
}

export interface RoundRobinBracket extends BracketBase {
  readonly format: 'roundRobin';
  /** 2: everyone meets everyone twice, home and away. */
  readonly legs: 1 | 2;
}

export type Bracket =
  | SingleEliminationBracket
  | DoubleEliminationBracket
  | GslBracket
  | SwissBracket
  | RoundRobinBracket;

export type BracketFormat = Bracket['format'];

/** A fixed best-of, or one per round (e.g. a best-of-5 final). */
export type BestOfOption = number | ((round: Pick<Round, 'id' | 'name' | 'number' | 'section'>) => number);

// ---------------------------------------------------------------------------------------------
// Series

/** Game wins a best-of-N series needs: ceil(N/2). */
export function winsNeeded(bestOf: number): number {
  assertBestOf(bestOf);
  return Math.ceil(bestOf / 2);
}

function assertBestOf(bestOf: number): void {
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0) {
    throw new Error(`A match is best of an odd number of games (1, 3, 5…), not ${bestOf}`);
  }
}

/** The side `score` makes the winner of a best-of-`bestOf` match; throws if it decides nothing. */
export function decide(score: Score, bestOf: number): Side {
  const need = winsNeeded(bestOf);
  const { home, away } = score;
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) {
    throw new Error(`A score is two whole numbers of zero or more, not ${home}–${away}`);
  }
  if (bestOf === 1) {
    // The one game's score (13–11) or the series' (1–0).
    if (home === away) throw new Error(`${home}–${away} does not decide a best-of-1 match`);
    return home > away ? 'home' : 'away';
  }
  if (home === need && away < need) return 'home';
  if (away === need && home < need) return 'away';
  throw new Error(`${home}–${away} does not decide a best-of-${bestOf} match (${need} wins needed)`);
}

/** The team (or bye) that won `match`, or null. */
export function winnerOf(match: BracketMatch): Participant {
  return match.winner === null ? null : match[match.winner];
}

/** The team (or bye) that lost `match`, or null. */
export function loserOf(match: BracketMatch): Participant {
  return match.winner === null ? null : match[match.winner === 'home' ? 'away' : 'home'];
}

// ---------------------------------------------------------------------------------------------
// Seeding

/**
 * The seed at each position of a bracket of `size` (a power of two), top to bottom: positions
 * 2i and 2i+1 meet in round one. 8 → [1, 8, 4, 5, 2, 7, 3, 6]: seeds 1 and 2 can meet only in the
 * final, 1 and 4 (2 and 3) in the semi-finals.
 */
export function seedingOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    throw new Error(`A bracket's size is a power of two, not ${size}`);
  }
  let order = [1, 2];
  while (order.length < size) {
    const total = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, total - seed]);
  }
  return order;
}

function checkSeeds(seeds: readonly TeamId[], minimum: number): void {
  if (seeds.length < minimum) throw new Error(`This format needs at least ${minimum} teams`);
  const seen = new Set<TeamId>();
  for (const id of seeds) {
    if (!Number.isSafeInteger(id)) throw new Error(`A team id is a whole number, not ${id}`);
    if (seen.has(id)) throw new Error(`Team ${id} is seeded twice`);
    seen.add(id);
  }
}

function bestOfFor(option: BestOfOption, round: Pick<Round, 'id' | 'name' | 'number' | 'section'>): number {
  const value = typeof option === 'number' ? option : option(round);
  assertBestOf(value);
  return value;
}

const matchId = (round: string, slot: number) => `${round}-${slot}`;
const sideOf = (slot: number): Side => (slot % 2 === 1 ? 'home' : 'away');

interface MatchDraft {
  slot: number;
  home?: Participant;
  away?: Participant;
  next?: SlotRef | null;
  loserNext?: SlotRef | null;
  pool?: SwissRecord;
}

function round(
  head: Pick<Round, 'id' | 'name' | 'number' | 'section'>,
  bestOf: BestOfOption,
  drafts: readonly MatchDraft[],
): Round {
  const games = bestOfFor(bestOf, head);
  return {
    ...head,
    matches: drafts.map((d) => ({
      id: matchId(head.id, d.slot),
      round: head.id,
      slot: d.slot,
      bestOf: games,
      home: d.home ?? null,
      away: d.away ?? null,
      score: null,
      winner: null,
      next: d.next ?? null,
      loserNext: d.loserNext ?? null,
      ...(d.pool ? { pool: d.pool } : {}),
    })),
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** What a knock-out round of `matches` matches is called. */
function knockoutName(matches: number): RoundName {
  if (matches === 1) return 'final';
  if (matches === 2) return 'semiFinal';
  if (matches === 4) return 'quarterFinal';
  return `roundOf${matches * 2}`;
}

/** The first round's sides: seed order on a power-of-two bracket, byes for the missing seeds. */
function firstRoundSides(seeds: readonly TeamId[], size: number): { home: Participant; away: Participant }[] {
  const order = seedingOrder(size);
  const at = (position: number): Participant => seeds[(order[position] ?? 0) - 1] ?? 'bye';
  return range(size / 2).map((slot) => ({ home: at(2 * slot - 2), away: at(2 * slot - 1) }));
}

const bracketSize = (teams: number) => 2 ** Math.ceil(Math.log2(teams));

// ---------------------------------------------------------------------------------------------
// Single elimination

export interface SingleEliminationOptions {
  bestOf?: BestOfOption;
  thirdPlace?: boolean;
}

export function createSingleElimination(
  seeds: readonly TeamId[],
  { bestOf = 1, thirdPlace = false }: SingleEliminationOptions = {},
): SingleEliminationBracket {
  checkSeeds(seeds, 2);
  const size = bracketSize(seeds.length);
  const k = Math.log2(size);
  if (thirdPlace && k < 2) throw new Error('A third-place match needs semi-finals (at least 3 teams)');
  const sides = firstRoundSides(seeds, size);
  const rounds: Round[] = [];
  for (let r = 1; r <= k; r++) {
    const count = size / 2 ** r;
    const id = `R${r}`;
    const drafts = range(count).map((slot) => ({
      slot,
      ...(r === 1 ? sides[slot - 1] : {}),
      next: r < k ? { match: matchId(`R${r + 1}`, Math.ceil(slot / 2)), side: sideOf(slot) } : null,
      loserNext: thirdPlace && r === k - 1 ? { match: matchId('3P', 1), side: sideOf(slot) } : null,
    }));
    rounds.push(round({ id, name: knockoutName(count), number: r, section: 'main' }, bestOf, drafts));
  }
  if (thirdPlace) {
    rounds.push(
      round({ id: '3P', name: 'thirdPlace', number: 1, section: 'placement' }, bestOf, [{ slot: 1 }]),
    );
  }
  return settle({ format: 'singleElimination', seeds: [...seeds], thirdPlace, rounds });
}

// ---------------------------------------------------------------------------------------------
// Double elimination

export interface DoubleEliminationOptions {
  bestOf?: BestOfOption;
  /** Default true: a second grand final when the lower-bracket finalist wins the first. */
  grandFinalReset?: boolean;
}

export function createDoubleElimination(
  seeds: readonly TeamId[],
  { bestOf = 1, grandFinalReset = true }: DoubleEliminationOptions = {},
): DoubleEliminationBracket {
  checkSeeds(seeds, 3);
  const size = bracketSize(seeds.length);
  const k = Math.log2(size);
  const sides = firstRoundSides(seeds, size);
  const lowerRounds = 2 * (k - 1);
  const rounds: Round[] = [];

  // Where the loser of upper round r, slot s drops.
  const dropOf = (r: number, slot: number): SlotRef => {
    if (r === 1) return { match: matchId('L1', Math.ceil(slot / 2)), side: sideOf(slot) };
    const count = size / 2 ** r;
    const reversed = (r - 1) % 2 === 1;
    return { match: matchId(`L${2 * (r - 1)}`, reversed ? count + 1 - slot : slot), side: 'home' };
  };

  for (let r = 1; r <= k; r++) {
    const count = size / 2 ** r;
    const drafts = range(count).map((slot) => ({
      slot,
      ...(r === 1 ? sides[slot - 1] : {}),
      next:
        r < k
          ? { match: matchId(`U${r + 1}`, Math.ceil(slot / 2)), side: sideOf(slot) }
          : { match: 'GF-1', side: 'home' as const },
      loserNext: dropOf(r, slot),
    }));
    const head = {
      id: `U${r}`,
      name: r === k ? 'upperFinal' : 'upper',
      number: r,
      section: 'upper',
    } as const;
    rounds.push(round(head, bestOf, drafts));
  }

  for (let j = 1; j <= lowerRounds; j++) {
    // L1 and L2 have size/4 matches; each odd round after L1 halves them.
    const count = size / 2 ** (Math.floor((j + 1) / 2) + 1);
    const last = j === lowerRounds;
    const drafts = range(count).map((slot) => {
      let next: SlotRef;
      if (last) next = { match: 'GF-1', side: 'away' };
      else if (j % 2 === 1) next = { match: matchId(`L${j + 1}`, slot), side: 'away' };
      else next = { match: matchId(`L${j + 1}`, Math.ceil(slot / 2)), side: sideOf(slot) };
      return { slot, next };
    });
    const head = { id: `L${j}`, name: last ? 'lowerFinal' : 'lower', number: j, section: 'lower' } as const;
    rounds.push(round(head, bestOf, drafts));
  }

  rounds.push(round({ id: 'GF', name: 'grandFinal', number: 1, section: 'final' }, bestOf, [{ slot: 1 }]));
  return settle({ format: 'doubleElimination', seeds: [...seeds], grandFinalReset, rounds });
}

/** The reset round: the grand final's two sides again (bestOf as the grand final's). */
function resetRound(grandFinal: BracketMatch, previous: BracketMatch | undefined): Round {
  return {
    id: 'GF2',
    name: 'grandFinalReset',
    number: 2,
    section: 'final',
    matches: [
      {
        id: 'GF2-1',
        round: 'GF2',
        slot: 1,
        bestOf: grandFinal.bestOf,
        home: grandFinal.home,
        away: grandFinal.away,
        score: previous?.score ?? null,
        winner: previous?.score ? decide(previous.score, grandFinal.bestOf) : null,
        next: null,
        loserNext: null,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// GSL group

export interface GslOptions {
  bestOf?: BestOfOption;
}

export function createGslGroup(seeds: readonly TeamId[], { bestOf = 3 }: GslOptions = {}): GslBracket {
  checkSeeds(seeds, 4);
  if (seeds.length !== 4) throw new Error('A GSL group has exactly 4 teams');
  const [s1, s2, s3, s4] = seeds as [TeamId, TeamId, TeamId, TeamId];
  const rounds = [
    round({ id: 'opening', name: 'opening', number: 1, section: 'main' }, bestOf, [
      {
        slot: 1,
        home: s1,
        away: s4,
        next: { match: 'winners-1', side: 'home' },
        loserNext: { match: 'elimination-1', side: 'home' },
      },
      {
        slot: 2,
        home: s2,
        away: s3,
        next: { match: 'winners-1', side: 'away' },
        loserNext: { match: 'elimination-1', side: 'away' },
      },
    ]),
    round({ id: 'winners', name: 'winners', number: 2, section: 'main' }, bestOf, [
      { slot: 1, loserNext: { match: 'decider-1', side: 'home' } },
    ]),
    round({ id: 'elimination', name: 'elimination', number: 2, section: 'main' }, bestOf, [
      { slot: 1, next: { match: 'decider-1', side: 'away' } },
    ]),
    round({ id: 'decider', name: 'decider', number: 3, section: 'main' }, bestOf, [{ slot: 1 }]),
  ];
  return settle({ format: 'gsl', seeds: [...seeds], rounds });
}

export interface GslLine {
  teamId: TeamId;
  wins: number;
  losses: number;
  /** 1 and 2 advance, 3 and 4 are out; null while undecided. */
  place: 1 | 2 | 3 | 4 | null;
}

/**
 * The group's table: the teams through (1st, 2nd), then those still playing (by wins, fewer losses,
 * seed), then those out (3rd, 4th).
 */
export function gslStandings(bracket: GslBracket): GslLine[] {
  const by = (id: string) => findMatch(bracket, id) as BracketMatch;
  const places = new Map<Participant, GslLine['place']>([
    [winnerOf(by('winners-1')), 1],
    [winnerOf(by('decider-1')), 2],
    [loserOf(by('decider-1')), 3],
    [loserOf(by('elimination-1')), 4],
  ]);
  places.delete(null);
  const lines = bracket.seeds.map((teamId) => ({
    ...recordIn(bracket, teamId),
    place: places.get(teamId) ?? null,
  }));
  const seedOf = (id: TeamId) => bracket.seeds.indexOf(id);
  // Teams still playing sit between those through (1st, 2nd) and those out (3rd, 4th).
  const order = (l: GslLine) => l.place ?? 2.5;
  return lines.sort(
    (a, b) =>
      order(a) - order(b) || b.wins - a.wins || a.losses - b.losses || seedOf(a.teamId) - seedOf(b.teamId),
  );
}

function recordIn(bracket: Bracket, teamId: TeamId): { teamId: TeamId; wins: number; losses: number } {
  let wins = 0;
  let losses = 0;
  for (const m of allMatches(bracket)) {
    if (m.winner === null || m.home === 'bye' || m.away === 'bye') continue;
    if (winnerOf(m) === teamId) wins += 1;
    else if (loserOf(m) === teamId) losses += 1;
  }
  return { teamId, wins, losses };
}

// ---------------------------------------------------------------------------------------------
// Champion

/** The winner of a single- or double-elimination bracket, once decided. */
export function champion(bracket: SingleEliminationBracket | DoubleEliminationBracket): TeamId | null {
  const asTeam = (p: Participant) => (typeof p === 'number' ? p : null);
  if (bracket.format === 'singleElimination') {
    const final = bracket.rounds.find((r) => r.name === 'final')?.matches[0];
    return final ? asTeam(winnerOf(final)) : null;
  }
  const grandFinal = findMatch(bracket, 'GF-1');
  if (!grandFinal || grandFinal.winner === null) return null;
  if (grandFinal.winner === 'home' || !bracket.grandFinalReset) return asTeam(winnerOf(grandFinal));
  const reset = findMatch(bracket, 'GF2-1');
  return reset ? asTeam(winnerOf(reset)) : null;
}

// ---------------------------------------------------------------------------------------------
// Swiss

export interface SwissOptions {
  winsToAdvance?: number;
  lossesToEliminate?: number;
  bestOf?: number;
  /** Default: `bestOf`. */
  decisiveBestOf?: number;
}

/** A Swiss stage with its first round paired (1 v n, 2 v n−1… by seed). */
export function createSwiss(
  seeds: readonly TeamId[],
  { winsToAdvance = 3, lossesToEliminate = 3, bestOf = 1, decisiveBestOf = bestOf }: SwissOptions = {},
): SwissBracket {
  checkSeeds(seeds, 2);
  for (const [name, value] of [
    ['winsToAdvance', winsToAdvance],
    ['lossesToEliminate', lossesToEliminate],
  ] as const) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} is a whole number from 1, not ${value}`);
  }
  assertBestOf(bestOf);
  assertBestOf(decisiveBestOf);
  return nextSwissRound({
    format: 'swiss',
    seeds: [...seeds],
    rounds: [],
    winsToAdvance,
    lossesToEliminate,
    bestOf,
    decisiveBestOf,
  });
}

export type SwissStatus = 'advanced' | 'eliminated' | 'playing';

export interface SwissLine {
  teamId: TeamId;
  wins: number;
  losses: number;
  /** The sum of the match wins of every opponent met. */
  buchholz: number;
  status: SwissStatus;
  /** Opponents in the order met (byes left out). */
  opponents: TeamId[];
  byes: number;
}

/**
 * Every team's record and Buchholz, ranked: more wins, then fewer losses, then Buchholz, then seed
 * (3–0 before 3–1 before 3–2 before 2–3…). Undecided matches count for nothing.
 */
export function swissStandings(bracket: SwissBracket): SwissLine[] {
  const lines = new Map<TeamId, SwissLine>(
    bracket.seeds.map((teamId) => [
      teamId,
      { teamId, wins: 0, losses: 0, buchholz: 0, status: 'playing', opponents: [], byes: 0 },
    ]),
  );
  const line = (p: Participant) => (typeof p === 'number' ? lines.get(p) : undefined);
  for (const m of allMatches(bracket)) {
    const home = line(m.home);
    const away = line(m.away);
    if (home && away) {
      home.opponents.push(away.teamId);
      away.opponents.push(home.teamId);
    }
    if (m.winner === null) continue;
    const winner = line(winnerOf(m));
    const loser = line(loserOf(m));
    if (winner) winner.wins += 1;
    if (loser) loser.losses += 1;
    if (winner && !loser) winner.byes += 1;
  }
  const decided = (m: BracketMatch) => m.winner !== null;
  for (const l of lines.values()) {
    l.status =
      l.wins >= bracket.winsToAdvance
        ? 'advanced'
        : l.losses >= bracket.lossesToEliminate
          ? 'eliminated'
          : 'playing';
  }
  // Buchholz over decided meetings only (an opponent of an unplayed match adds nothing yet).
  for (const m of allMatches(bracket)) {
    const home = line(m.home);
    const away = line(m.away);
    if (!home || !away || !decided(m)) continue;
    home.buchholz += away.wins;
    away.buchholz += home.wins;
  }
  const seedOf = (id: TeamId) => bracket.seeds.indexOf(id);
  return [...lines.values()].sort(
    (a, b) =>
      b.wins - a.wins ||
      a.losses - b.losses ||
      b.buchholz - a.buchholz ||
      seedOf(a.teamId) - seedOf(b.teamId),
  );
}

/** True when every team has advanced or been eliminated. */
export function swissComplete(bracket: SwissBracket): boolean {
  return swissStandings(bracket).every((l) => l.status !== 'playing');
}

/** The next Swiss round, paired (see the header). Throws while a match is undecided or when all is over. */
export function nextSwissRound(bracket: SwissBracket): SwissBracket {
  const last = bracket.rounds.at(-1);
  if (last?.matches.some((m) => m.winner === null)) {
    throw new Error(`Round ${last.number} has undecided matches`);
  }
  const standings = swissStandings(bracket);
  const playing = standings.filter((l) => l.status === 'playing');
  if (playing.length === 0) throw new Error('The Swiss stage is over: every team has advanced or is out');

  let bye: SwissLine | undefined;
  if (playing.length % 2 === 1) {
    bye = [...playing].reverse().find((l) => l.byes === 0) ?? playing.at(-1);
    playing.splice(playing.indexOf(bye as SwissLine), 1);
  }
  const pairs = pairSwiss(playing);
  const number = bracket.rounds.length + 1;
  const id = `R${number}`;
  const onEdge = (l: SwissLine) =>
    l.wins === bracket.winsToAdvance - 1 || l.losses === bracket.lossesToEliminate - 1;
  const record = (l: SwissLine): SwissRecord => ({ wins: l.wins, losses: l.losses });
  const matches: BracketMatch[] = pairs.map(([home, away], i) => ({
    id: matchId(id, i + 1),
    round: id,
    slot: i + 1,
    bestOf: onEdge(home) || onEdge(away) ? bracket.decisiveBestOf : bracket.bestOf,
    home: home.teamId,
    away: away.teamId,
    score: null,
    winner: null,
    next: null,
    loserNext: null,
    pool: record(home),
  }));
  if (bye) {
    matches.push({
      id: matchId(id, matches.length + 1),
      round: id,
      slot: matches.length + 1,
      bestOf: bracket.bestOf,
      home: bye.teamId,
      away: 'bye',
      score: null,
      winner: 'home',
      next: null,
      loserNext: null,
      pool: record(bye),
    });
  }
  return { ...bracket, rounds: [...bracket.rounds, { id, name: 'round', number, section: 'main', matches }] };
}

/**
 * Pairs `ranked` (best first, an even number): each pool on its own, else all together without a
 * rematch, else with as few as the search finds. The higher-ranked team of a pair is home.
 */
function pairSwiss(ranked: readonly SwissLine[]): [SwissLine, SwissLine][] {
  const met = (a: SwissLine, b: SwissLine) => a.opponents.includes(b.teamId);
  const sameRecord = (a: SwissLine, b: SwissLine) => a.wins === b.wins && a.losses === b.losses;

  // (1) Each pool alone.
  const pools: SwissLine[][] = [];
  for (const l of ranked) {
    const pool = pools.at(-1);
    if (pool?.[0] && sameRecord(pool[0], l)) pool.push(l);
    else pools.push([l]);
  }
  if (pools.every((p) => p.length % 2 === 0)) {
    const paired = pools.map((pool) =>
      search(pool, (a, open) => [...open].reverse().filter((b) => !met(a, b))),
    );
    if (paired.every((p) => p !== null)) return paired.flat() as [SwissLine, SwissLine][];
  }

  // (2) All together: the same record (lowest-ranked first), then the nearest record, never a rematch.
  const rank = (l: SwissLine) => ranked.indexOf(l);
  const distance = (a: SwissLine, b: SwissLine) => Math.abs(a.wins - b.wins) + Math.abs(a.losses - b.losses);
  const preference = (a: SwissLine, candidates: readonly SwissLine[]) =>
    [...candidates].sort((x, y) => {
      const sx = sameRecord(a, x);
      const sy = sameRecord(a, y);
      if (sx !== sy) return sx ? -1 : 1;
      if (sx) return rank(y) - rank(x);
      return distance(a, x) - distance(a, y) || rank(x) - rank(y);
    });
  const clean = search(ranked, (a, open) => preference(a, open).filter((b) => !met(a, b)));
  if (clean) return clean;

  // (3) No pairing without a rematch exists: the same order, rematches last.
  const anyway = search(ranked, (a, open) => {
    const ordered = preference(a, open);
    return [...ordered.filter((b) => !met(a, b)), ...ordered.filter((b) => met(a, b))];
  });
  if (!anyway) throw new Error('No Swiss pairing exists');
  return anyway;
}

/**
 * Depth-first: the first open team (in `list` order) meets each of `candidates(team, open)` in turn;
 * the first complete pairing wins. Dead ends are remembered by the set of teams already paired.
 */
function search(
  list: readonly SwissLine[],
  candidates: (team: SwissLine, open: readonly SwissLine[]) => readonly SwissLine[],
): [SwissLine, SwissLine][] | null {
  const failed = new Set<string>();
  const used = list.map(() => false);
  const pairs: [SwissLine, SwissLine][] = [];
  const go = (): boolean => {
    const first = used.indexOf(false);
    if (first === -1) return true;
    const key = used.map((u) => (u ? 1 : 0)).join('');
    if (failed.has(key)) return false;
    const team = list[first] as SwissLine;
    used[first] = true;
    const open = list.filter((_, i) => !used[i]);
    for (const other of candidates(team, open)) {
      const at = list.indexOf(other);
      used[at] = true;
      pairs.push([team, other]);
      if (go()) return true;
      pairs.pop();
      used[at] = false;
    }
    used[first] = false;
    failed.add(key);
    return false;
  };
  return go() ? pairs : null;
}

// ---------------------------------------------------------------------------------------------
// Round robin

export interface RoundRobinOptions {
  bestOf?: BestOfOption;
  /** Everyone meets everyone twice, the second time with home and away swapped. */
  double?: boolean;
}

export function createRoundRobin(
  seeds: readonly TeamId[],
  { bestOf = 1, double = false }: RoundRobinOptions = {},
): RoundRobinBracket {
  checkSeeds(seeds, 2);
  const circle: Participant[] = [...seeds];
  if (circle.length % 2 === 1) circle.push('bye');
  const n = circle.length;
  const [fixed, ...turning] = circle as [Participant, ...Participant[]];
  const legOne: { home: Participant; away: Participant }[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const shift = r % turning.length;
    const turned = [...turning.slice(turning.length - shift), ...turning.slice(0, turning.length - shift)];
    const at = [fixed, ...turned];
    const pairs: { home: Participant; away: Participant }[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = at[i] as Participant;
      const b = at[n - 1 - i] as Participant;
      pairs.push(i === 0 && r % 2 === 1 ? { home: b, away: a } : { home: a, away: b });
    }
    legOne.push(pairs);
  }
  const legs = double
    ? [legOne, legOne.map((ps) => ps.map(({ home, away }) => ({ home: away, away: home })))]
    : [legOne];
  const rounds = legs.flat().map((pairs, i) => {
    // The team that rests is home against the bye, listed last.
    const ordered = [
      ...pairs.filter((p) => p.home !== 'bye' && p.away !== 'bye'),
      ...pairs
        .filter((p) => p.home === 'bye' || p.away === 'bye')
        .map((p) => (p.home === 'bye' ? { home: p.away, away: p.home } : p)),
    ];
    const head = { id: `R${i + 1}`, name: 'round', number: i + 1, section: 'main' } as const;
    return round(
      head,
      bestOf,
      ordered.map((p, s) => ({ slot: s + 1, ...p })),
    );
  });
  return settle({ format: 'roundRobin', seeds: [...seeds], legs: double ? 2 : 1, rounds });
}

export interface RoundRobinLine {
  teamId: TeamId;
  played: number;
  wins: number;
  losses: number;
  /** Games (maps) won and lost, or a best-of-1 match's score. */
  scoreFor: number;
  scoreAgainst: number;
  difference: number;
}

/** The table: more wins, then the better score difference, then more scored, then seed. */
export function roundRobinTable(bracket: RoundRobinBracket): RoundRobinLine[] {
  const lines = new Map<TeamId, RoundRobinLine>(
    bracket.seeds.map((teamId) => [
      teamId,
      { teamId, played: 0, wins: 0, losses: 0, scoreFor: 0, scoreAgainst: 0, difference: 0 },
    ]),
  );
  for (const m of allMatches(bracket)) {
    if (typeof m.home !== 'number' || typeof m.away !== 'number' || !m.score || m.winner === null) continue;
    const home = lines.get(m.home) as RoundRobinLine;
    const away = lines.get(m.away) as RoundRobinLine;
    for (const [l, own, other, won] of [
      [home, m.score.home, m.score.away, m.winner === 'home'],
      [away, m.score.away, m.score.home, m.winner === 'away'],
    ] as const) {
      l.played += 1;
      if (won) l.wins += 1;
      else l.losses += 1;
      l.scoreFor += own;
      l.scoreAgainst += other;
      l.difference = l.scoreFor - l.scoreAgainst;
    }
  }
  const seedOf = (id: TeamId) => bracket.seeds.indexOf(id);
  return [...lines.values()].sort(
    (a, b) =>
      b.wins - a.wins ||
      b.difference - a.difference ||
      b.scoreFor - a.scoreFor ||
      seedOf(a.teamId) - seedOf(b.teamId),
  );
}

// ---------------------------------------------------------------------------------------------
// Results

/** Every match, round by round. */
export function allMatches(bracket: Bracket): BracketMatch[] {
  return bracket.rounds.flatMap((r) => r.matches);
}

export function findMatch(bracket: Bracket, id: string): BracketMatch | undefined {
  for (const r of bracket.rounds) {
    const found = r.matches.find((m) => m.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * `bracket` with `score` as the result of match `id`: the winner (and in double elimination the
 * loser) moved on. Throws on an unknown match, unknown sides, a bye, a score that decides nothing,
 * and a correction that would change a match already played (see the header).
 */
export function reportResult<B extends Bracket>(bracket: B, id: string, score: Score): B {
  const match = findMatch(bracket, id);
  if (!match) throw new Error(`No match ${id} in this bracket`);
  if (match.home === null || match.away === null) {
    throw new Error(`Match ${id} cannot be reported: its teams are not known yet`);
  }
  if (match.home === 'bye' || match.away === 'bye')
    throw new Error(`Match ${id} is a bye: nothing is played`);
  decide(score, match.bestOf);
  if (bracket.format === 'swiss' && bracket.rounds.at(-1)?.id !== match.round) {
    throw new Error(`Match ${id} cannot be corrected: the next Swiss round has been paired from it`);
  }
  const rounds = bracket.rounds.map((r) =>
    r.id === match.round
      ? {
          ...r,
          matches: r.matches.map((m) =>
            m.id === id ? { ...m, score: { home: score.home, away: score.away } } : m,
          ),
        }
      : r,
  );
  const next = settle({ ...bracket, rounds });
  for (const before of allMatches(bracket)) {
    if (before.id === id || before.score === null) continue;
    const after = findMatch(next, before.id);
    if (!after || after.home !== before.home || after.away !== before.away) {
      throw new Error(`Match ${id} cannot be corrected: match ${before.id} has already been played`);
    }
  }
  return next;
}

/**
 * The bracket worked out from its seeded sides and reported scores: every side fed by another
 * match emptied, then each match, once those feeding it are done, decided (by bye or score) and its
 * winner and loser placed; in double elimination the reset round added or dropped after.
 */
function settle<B extends Bracket>(bracket: B): B {
  const kept = bracket.rounds.filter((r) => r.name !== 'grandFinalReset');
  const previousReset = bracket.rounds.find((r) => r.name === 'grandFinalReset')?.matches[0];
  const all = kept.flatMap((r) => r.matches);
  const fed = new Set<string>();
  const feeders = new Map<string, number>();
  for (const m of all) {
    for (const link of [m.next, m.loserNext]) {
      if (!link) continue;
      fed.add(`${link.match}:${link.side}`);
      feeders.set(link.match, (feeders.get(link.match) ?? 0) + 1);
    }
  }
  type Mutable = { -readonly [K in keyof BracketMatch]: BracketMatch[K] };
  const work = new Map<string, Mutable>(
    all.map((m) => [
      m.id,
      {
        ...m,
        home: fed.has(`${m.id}:home`) ? null : m.home,
        away: fed.has(`${m.id}:away`) ? null : m.away,
        winner: null,
      },
    ]),
  );
  const waiting = new Map(feeders);
  const place = (link: SlotRef | null, who: Participant) => {
    if (!link) return;
    const target = work.get(link.match);
    if (!target) throw new Error(`Match ${link.match} is missing from the bracket`);
    target[link.side] = who;
    waiting.set(link.match, (waiting.get(link.match) ?? 1) - 1);
  };
  const done = new Set<string>();
  while (done.size < all.length) {
    const ready = all.filter((m) => !done.has(m.id) && (waiting.get(m.id) ?? 0) === 0);
    if (ready.length === 0) throw new Error('The bracket links its matches in a circle');
    for (const { id } of ready) {
      const m = work.get(id) as Mutable;
      done.add(id);
      if (m.home === null || m.away === null) {
        // Not playable yet: whatever it feeds stays to be decided.
        place(m.next, null);
        place(m.loserNext, null);
        continue;
      }
      if (m.away === 'bye') m.winner = 'home';
      else if (m.home === 'bye') m.winner = 'away';
      else m.winner = m.score ? decide(m.score, m.bestOf) : null;
      if (m.home === 'bye' || m.away === 'bye') m.score = null;
      place(m.next, winnerOf(m));
      place(m.loserNext, loserOf(m));
    }
  }
  const rounds: Round[] = kept.map((r) => ({
    ...r,
    matches: r.matches.map((m) => work.get(m.id) as BracketMatch),
  }));
  if (bracket.format === 'doubleElimination' && bracket.grandFinalReset) {
    const grandFinal = work.get('GF-1');
    if (grandFinal?.winner === 'away') rounds.push(resetRound(grandFinal, previousReset));
  }
  return { ...bracket, rounds };
}
