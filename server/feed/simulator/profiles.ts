/**
 * The simulated teams' and players' profiles (issue 14), a pure function of the seed, the game and
 * the year (and the seasons played, for honours and prize money), every draw from its own stream
 * (`deriveSeed(seed, 'profile' | 'assistant-coach' | 'transfers' | …, team)`): no match, squad or
 * line-up of the schedule moves.
 *
 * - Founded: clubs 1870–1990, franchises 1946–2015, esports teams 2003–2022; people have none.
 * - Coaches: the head coach of a team sport is the one its line-ups name (roster.ts `coachOf`), with
 *   one or two assistants, named in their own script too where local-names.ts writes them; esports
 *   teams have a head coach and an assistant, known by handles.
 * - Players: a birth date (ages by sport: footballers 17–35, esports players 17–28...) and a power
 *   rating 0–100 from the team's strength (55 %), the player's standing in the squad (a starter of
 *   its line-up or a reserve, 30 %) and age (15 %, best from 24 to 29): shared/competitions/model.ts.
 * - Transfers: about four in ten of a squad joined it by a move (a transfer with a fee, a free
 *   transfer or a loan), some after an earlier move; each player's moves make one chain ending at
 *   the team they play for now, so the service record derived from them agrees with the roster.
 *   Teams also let players go to clubs outside the feed. Dates fall in the three years before the
 *   current one; fees in euros (football), dollars (esports), none for franchise trades.
 * - Honours: the podiums of the seasons played (stages.ts) and, before them, champions and
 *   runners-up drawn by strength; prize money: what the seasons paid them, and an earlier sum.
 * - World ranking (esports): every team of the game ranked by strength and recent results, points
 *   as a ranking publishes them, dated the Monday before today.
 */
import type {
  FeedCoach,
  FeedHonour,
  FeedPlayerProfile,
  FeedTeamProfile,
  FeedTeamRef,
  FeedTransfer,
} from '../../../shared/competitions/feed.ts';
import type { TransferType } from '../../../shared/competitions/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import type { GameSetup } from './leagues.ts';
import { personLocalNames } from './local-names.ts';
import { clubName, esportsTeamName, franchiseName, handle, personName } from './names.ts';
import { coachOf, type GameRoster, type LineupFamily, lineupOf, type SimTeam } from './roster.ts';
import { LINEUP_FAMILIES } from './schedule.ts';
import { type Placements, seasonBefore } from './stages.ts';

const DAY_MS = 86_400_000;
const ESPORTS = new Set(['moba', 'shooter', 'battle_royale', 'duel']);

export function isEsports(setup: GameSetup): boolean {
  return ESPORTS.has(setup.family);
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Ages by sport: [youngest, oldest] of a squad's players. */
function ageRange(setup: GameSetup): [number, number] {
  if (isEsports(setup)) return [17, 28];
  if (setup.family === 'tennis' || setup.family === 'snooker') return [18, 38];
  if (setup.family === 'american_football' || setup.family === 'baseball') return [21, 36];
  return [17, 35];
}

/** A birth date for a player of `age` on 1 July of `year` (a fixed day: birth dates never move). */
function birthDate(rng: Rng, year: number, age: number): string {
  const day = Date.UTC(year - age, 6, 1) - rng.int(1, 364) * DAY_MS;
  return iso(day);
}

/** The age a birth date gives on 1 July of `year`. */
function ageIn(birth: string, year: number): number {
  const [y, m] = birth.split('-').map(Number) as [number, number];
  return year - y - (m > 7 ? 1 : 0);
}

/** 1 from 24 to 29, less by 0.08 a year outside (at least 0.2). */
function ageCurve(age: number): number {
  if (age < 24) return Math.max(0.2, 1 - (24 - age) * 0.08);
  if (age > 29) return Math.max(0.2, 1 - (age - 29) * 0.08);
  return 1;
}

/**
 * The power rating of a player (0–100): team strength 55 %, standing in the squad 30 % (a starter
 * 1, a reserve 0.6, out of the line-up 0.35), age 15 %, and a little of their own form.
 */
export function powerRating(strength: number, standing: number, age: number, form: number): number {
  const team = clamp((strength - 0.1) / 0.8, 0, 1);
  return Math.round(clamp(100 * (0.55 * team + 0.3 * standing + 0.15 * ageCurve(age)) + form, 0, 100));
}

/** Each player's standing: a starter of the team's line-up, on its bench, or neither. */
function standings(setup: GameSetup, team: SimTeam): Map<string, number> {
  const out = new Map<string, number>();
  if (setup.teamStyle === 'person' || setup.teamStyle === 'handle' || !LINEUP_FAMILIES.has(setup.family)) {
    for (const p of team.players) out.set(p.externalId, 1);
    return out;
  }
  for (const entry of lineupOf(team, setup.family as LineupFamily)) {
    if (entry.playerExternalId) out.set(entry.playerExternalId, entry.starter ? 1 : 0.6);
  }
  return out;
}

function playerProfiles(seed: number, setup: GameSetup, team: SimTeam, year: number): FeedPlayerProfile[] {
  const [young, old] = ageRange(setup);
  const standing = standings(setup, team);
  return team.players.map((p) => {
    const rng = createRng(deriveSeed(seed, 'player-profile', team.externalId, p.externalId));
    // Regulars are in their prime more often than the reserves.
    const starter = (standing.get(p.externalId) ?? 0.35) === 1;
    const mid = starter ? (young + old) / 2 + 1 : (young + old) / 2 - 2;
    const age = Math.round(clamp(rng.normal(mid, (old - young) / 4), young, old));
    const born = birthDate(rng, year, age);
    return {
      externalId: p.externalId,
      name: p.name,
      ...(p.names ? { names: p.names } : {}),
      ...(p.number !== undefined ? { number: p.number } : {}),
      ...(p.position ? { position: p.position } : {}),
      ...(p.nationality ? { nationality: p.nationality } : {}),
      birthDate: born,
      powerRating: powerRating(
        team.strength,
        standing.get(p.externalId) ?? 0.35,
        ageIn(born, year),
        rng.normal(0, 3),
      ),
    };
  });
}

function coachesOf(seed: number, setup: GameSetup, team: SimTeam): FeedCoach[] {
  if (setup.teamStyle === 'person' || setup.teamStyle === 'handle') return [];
  const country = team.country ?? 'GB';
  const rng = createRng(deriveSeed(seed, 'assistant-coach', team.externalId));
  const nationality = () =>
    rng.chance(0.8) ? country : rng.pick(['GB', 'ES', 'DE', 'FR', 'BR', 'KR', 'US']);
  if (isEsports(setup)) {
    return [
      { role: 'head', name: handle(rng), nationality: nationality() },
      { role: 'assistant', name: handle(rng), nationality: nationality() },
    ];
  }
  // People's names in their own script where data providers give them (local-names.ts).
  const person = (role: FeedCoach['role'], name: string, from: string): FeedCoach => {
    const names = personLocalNames(name, from);
    return { role, name, ...(names && Object.keys(names).length > 0 ? { names } : {}), nationality: from };
  };
  const head = coachOf(seed, setup, team) ?? personName(country, rng);
  const coaches: FeedCoach[] = [person('head', head, country)];
  const assistants = rng.int(1, 2);
  for (let i = 0; i < assistants; i++) {
    const from = nationality();
    coaches.push(person('assistant', personName(from, rng), from));
  }
  return coaches;
}

function foundedOf(seed: number, setup: GameSetup, team: SimTeam): number | undefined {
  const rng = createRng(deriveSeed(seed, 'founded', team.externalId));
  switch (setup.teamStyle) {
    case 'club':
      return rng.int(1870, 1990);
    case 'franchise':
      return rng.int(1946, 2015);
    case 'esports':
      return rng.int(2003, 2022);
    default:
      return undefined;
  }
}

// Transfers ------------------------------------------------------------------------------------

/**
 * A club outside the feed's competitions, named as the game's teams are, never as one of them
 * (`taken`: the game's teams' names), so a name always means one team.
 */
function outsideTeam(setup: GameSetup, country: string, rng: Rng, taken: ReadonlySet<string>): FeedTeamRef {
  const draw = () => {
    switch (setup.teamStyle) {
      case 'club':
        return clubName(country, rng);
      case 'franchise':
        return franchiseName(country, rng);
      default:
        return esportsTeamName(rng);
    }
  };
  let name = draw();
  for (let attempt = 0; taken.has(name) && attempt < 20; attempt++) name = draw();
  return { name: taken.has(name) ? `${name} (${country})` : name };
}

const ref = (team: SimTeam): FeedTeamRef => ({ externalId: team.externalId, name: team.name });

/** How a player joined a team, and its fee (whole units) where one was paid. */
function moveKind(
  setup: GameSetup,
  rating: number,
  rng: Rng,
): { type: TransferType; fee?: FeedTransfer['fee'] } {
  const roll = rng.next();
  if (setup.teamStyle === 'club') {
    if (roll < 0.15) return { type: 'loan' };
    if (roll < 0.4) return { type: 'free' };
    const millions = Math.max(0.1, (rating / 100) ** 4 * rng.between(5, 60));
    return { type: 'transfer', fee: { amount: Math.round(millions * 10) * 100_000, currency: 'EUR' } };
  }
  if (setup.teamStyle === 'franchise') return { type: roll < 0.5 ? 'free' : 'transfer' };
  if (roll < 0.3) return { type: 'free' };
  // Esports: fees are often undisclosed.
  if (roll < 0.6) return { type: 'transfer' };
  return {
    type: 'transfer',
    fee: { amount: Math.round((rating / 100) ** 3 * rng.between(20, 1500)) * 1000, currency: 'USD' },
  };
}

/**
 * The moves of a game's teams: for each squad, the players who joined by a move (one chain each,
 * ending at their team), and departures to clubs outside the feed. Dates in the three years before
 * 1 January of `year`, oldest move first in each chain.
 */
export function transfersFor(
  seed: number,
  setup: GameSetup,
  roster: GameRoster,
  year: number,
  ratings: ReadonlyMap<string, number>,
): FeedTransfer[] {
  if (setup.teamStyle === 'person' || setup.teamStyle === 'handle') return [];
  const teams = [
    ...new Map([...roster.byLeague.values(), roster.pool].flat().map((t) => [t.externalId, t])).values(),
  ];
  const end = Date.UTC(year, 0, 1);
  const span = 3 * 365;
  const taken = new Set(teams.map((t) => t.name));
  const out: FeedTransfer[] = [];
  for (const team of teams) {
    const rng = createRng(deriveSeed(seed, 'transfers', team.externalId));
    const country = team.country ?? 'GB';
    for (const p of team.players) {
      if (!rng.chance(0.4)) continue;
      const rating = ratings.get(`${team.externalId}\u0000${p.externalId}`) ?? 50;
      const others = teams.filter((t) => t.externalId !== team.externalId);
      const pickFrom = (not: string[]): FeedTeamRef =>
        others.length > 0 && rng.chance(0.6)
          ? ref(
              rng.pick(
                others.filter((t) => !not.includes(t.externalId)).length > 0
                  ? others.filter((t) => !not.includes(t.externalId))
                  : others,
              ),
            )
          : outsideTeam(setup, rng.chance(0.75) ? country : (p.nationality ?? country), rng, taken);
      const lastDay = end - rng.int(1, Math.floor(span / 2)) * DAY_MS;
      const previous = pickFrom([]);
      const chain: Array<{ from: FeedTeamRef; to: FeedTeamRef; day: number }> = [];
      if (rng.chance(0.3)) {
        const first = pickFrom([previous.externalId ?? '', team.externalId]);
        chain.push({ from: first, to: previous, day: lastDay - rng.int(120, Math.floor(span / 2)) * DAY_MS });
      }
      chain.push({ from: previous, to: ref(team), day: lastDay });
      chain.forEach((move, i) => {
        const kind = moveKind(setup, rating, rng);
        out.push({
          externalId: `sim-tr-${team.externalId}-${p.externalId}-${i + 1}`,
          gameId: setup.gameId,
          date: iso(move.day),
          type: kind.type,
          ...(kind.fee ? { fee: kind.fee } : {}),
          player: {
            name: p.name,
            ...(p.nationality ? { nationality: p.nationality } : {}),
            externalId: p.externalId,
            teamExternalId: team.externalId,
          },
          from: move.from,
          to: move.to,
        });
      });
    }
    // Players who left for clubs outside the feed (not in any squad now).
    const departures = rng.int(0, 2);
    for (let i = 0; i < departures; i++) {
      const name = isEsports(setup) ? handle(rng) : personName(country, rng);
      out.push({
        externalId: `sim-tr-${team.externalId}-out-${i + 1}`,
        gameId: setup.gameId,
        date: iso(end - rng.int(1, span) * DAY_MS),
        type: rng.chance(0.5) ? 'free' : 'transfer',
        player: { name, nationality: country },
        from: ref(team),
        to: outsideTeam(setup, country, rng, taken),
      });
    }
  }
  return out;
}

// Team profiles ---------------------------------------------------------------------------------

export interface SeasonRecord {
  leagueExternalId: string;
  leagueName: string;
  season: string;
  placements: Placements;
  prizes: ReadonlyMap<string, number>;
  currency: string | null;
}

/** Earlier champions and runners-up of a league, drawn by strength (seasons before those played). */
function earlierHonours(
  seed: number,
  setup: GameSetup,
  league: { key: string; name: string; externalId: string; kind: 'split' | 'year' },
  teams: readonly SimTeam[],
  oldest: string,
): Map<string, FeedHonour[]> {
  const out = new Map<string, FeedHonour[]>();
  if (teams.length < 2) return out;
  for (let back = 1; back <= 7; back++) {
    const season = seasonBefore(oldest, league.kind, back);
    const rng = createRng(deriveSeed(seed, 'honours', setup.gameId, league.key, season));
    const weights = teams.map((t) => t.strength ** 3);
    const first = teams[rng.weighted(weights)] as SimTeam;
    const rest = teams.filter((t) => t !== first);
    const second = rest[rng.weighted(rest.map((t) => t.strength ** 3))] as SimTeam;
    for (const [team, placement] of [
      [first, 1],
      [second, 2],
    ] as const) {
      out.set(team.externalId, [
        ...(out.get(team.externalId) ?? []),
        { competition: league.name, leagueExternalId: league.externalId, season, placement },
      ]);
    }
  }
  return out;
}

/** Every team's profile of a game, from the seasons played (`records`, past seasons only). */
export function teamProfilesFor(
  seed: number,
  setup: GameSetup,
  roster: GameRoster,
  records: readonly SeasonRecord[],
  older: ReadonlyArray<{
    key: string;
    name: string;
    externalId: string;
    kind: 'split' | 'year';
    oldest: string;
    teams: readonly SimTeam[];
  }>,
  year: number,
  today: string,
): FeedTeamProfile[] {
  const teams = [
    ...new Map([...roster.byLeague.values(), roster.pool].flat().map((t) => [t.externalId, t])).values(),
  ];
  const honours = new Map<string, FeedHonour[]>();
  const add = (team: string, h: FeedHonour) => honours.set(team, [...(honours.get(team) ?? []), h]);
  const prize = new Map<string, number>();
  let currency: string | null = null;
  for (const r of records) {
    for (const [team, place] of r.placements)
      if (place <= 3)
        add(team, {
          competition: r.leagueName,
          leagueExternalId: r.leagueExternalId,
          season: r.season,
          placement: place,
        });
    for (const [team, amount] of r.prizes) prize.set(team, (prize.get(team) ?? 0) + amount);
    currency ??= r.currency;
  }
  for (const league of older) {
    for (const [team, list] of earlierHonours(seed, setup, league, league.teams, league.oldest))
      for (const h of list) add(team, h);
  }
  // The world ranking of esports: strength and recent prize money.
  const ranking = new Map<string, { position: number; points: number }>();
  if (isEsports(setup)) {
    const scored = teams
      .map((t) => ({
        id: t.externalId,
        points: Math.round(t.strength ** 2 * 1000 + (prize.get(t.externalId) ?? 0) / 2000),
      }))
      .sort((a, b) => b.points - a.points || a.id.localeCompare(b.id));
    for (const [i, s] of scored.entries()) ranking.set(s.id, { position: i + 1, points: s.points });
  }
  const monday = (() => {
    const d = Date.parse(`${today}T00:00:00Z`);
    const weekday = (new Date(d).getUTCDay() + 6) % 7;
    return iso(d - (weekday === 0 ? 7 : weekday) * DAY_MS);
  })();
  return teams.map((team) => {
    const rng = createRng(deriveSeed(seed, 'profile', team.externalId));
    const founded = foundedOf(seed, setup, team);
    const coaches = coachesOf(seed, setup, team);
    const earlier = currency
      ? Math.round(team.strength ** 3 * rng.between(0.2, 2) * (currency === 'EUR' ? 20_000_000 : 400_000))
      : 0;
    const won = (prize.get(team.externalId) ?? 0) + earlier;
    const rank = ranking.get(team.externalId);
    const list = (honours.get(team.externalId) ?? []).sort((a, b) =>
      a.season < b.season ? 1 : a.season > b.season ? -1 : a.placement - b.placement,
    );
    return {
      gameId: setup.gameId,
      externalId: team.externalId,
      name: team.name,
      ...(team.shortName ? { shortName: team.shortName } : {}),
      ...(team.country ? { country: team.country } : {}),
      ...(founded ? { founded } : {}),
      ...(coaches.length > 0 ? { coaches } : {}),
      ...(currency && won > 0 ? { prizeMoney: { amount: Math.round(won / 1000) * 1000, currency } } : {}),
      ...(rank ? { ranking: { ...rank, date: monday } } : {}),
      honours: list,
      players: playerProfiles(seed, setup, team, year),
    };
  });
}
