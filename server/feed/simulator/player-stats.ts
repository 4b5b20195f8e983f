/**
 * Simulated player statistics (issue 13, "Player statistics"): each line-up player's figures in a
 * match, a pure function of the match's seed, its live state and the incidents the engine produced so
 * far (`PlayerEvents`, collected by the provider as they come), so every process and every replay gives
 * the same figures, and every figure only grows while the match is played:
 * - football: minutes from the line-ups and the substitutions (a red card ends a player's match),
 *   goals exactly the goal incidents naming the player, an assist for most open-play goals (drawn per
 *   goal), shots and passes from the minutes played at the player's own rate (shots never fewer than
 *   goals), pass accuracy per player, and a 0–10 rating from those (6.0 for an ordinary match);
 * - basketball: every scoring play goes to one player (drawn per play, starters more often), so the
 *   players' points add up to the team's exactly; field-goal attempts from each player's own accuracy,
 *   rebounds and assists drawn per minute played and per basket, minutes shared 68/32 by the starters
 *   and the bench;
 * - MOBA: every kill of a map (its score row) has a killer (carries more often), a victim on the other
 *   side and up to three assistants; CS, gold and damage (thousands) from the map minutes by role;
 *   each player's hero is the side's pick in line-up order on the latest map (`heroOf`), and the
 *   items bought on it (one every five minutes, six at most) where the title's items are named here;
 * - shooters: every round won kills three to five of the losers and the losers take zero to four back
 *   (drawn per round), each kill with a killer, a victim, maybe an assistant and a head-shot chance;
 *   ADR from kills, assists and chip damage per round; rating is HLTV's 1.0 formula (kills, survival
 *   and multi-kill rounds per round played); the weapon a player used most by role (CS, Valorant).
 * Other families have no player statistics (the tab is then absent).
 */
import type { LineupPlayer, Period, PlayerLine, SportFamily } from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import type { EngineIncident, LiveState } from '../sports/engine.ts';

type SideName = 'home' | 'away';
const SIDES: readonly SideName[] = ['home', 'away'];

/** The incidents player statistics read, in the order the engine produced them. */
export interface PlayerEvents {
  goals: { side: SideName; player?: string | undefined; minute: number; penalty: boolean; own: boolean }[];
  /** Red cards: the player's match ends. */
  reds: { side: SideName; player?: string | undefined; minute: number }[];
  subs: { side: SideName; on?: string | undefined; off?: string | undefined; minute: number }[];
  /** Basketball scoring plays. */
  points: { side: SideName; value: number }[];
  /** Shooter rounds won, by map. */
  rounds: { map: number; winner: SideName }[];
  /** Map clock seconds reached on each map (MOBA), by map index. */
  mapSeconds: Record<number, number>;
}

export function emptyEvents(): PlayerEvents {
  return { goals: [], reds: [], subs: [], points: [], rounds: [], mapSeconds: {} };
}

/**
 * A football clock's minute as minutes played count it: stoppage time counts as the period's last
 * minute (45, 90, 105, 120), so minutes never go back when the second half starts at 45:00.
 */
function footballMinute(clockSeconds: number | null | undefined, period: Period | null | undefined): number {
  const minute = Math.floor((clockSeconds ?? 0) / 60);
  if (!period) return minute;
  const end =
    period.type === 'extra_time' ? 90 + 15 * period.index : period.type === 'half' ? 45 * period.index : 120;
  return Math.min(minute, end);
}

/** Adds what player statistics need of the engine's new incidents to `events`. */
export function recordEvents(
  events: PlayerEvents,
  family: SportFamily,
  incidents: readonly EngineIncident[],
) {
  for (const i of incidents) {
    const side = i.side;
    const minute = footballMinute(i.clockSeconds, i.period);
    if (family === 'football' && side) {
      // Shoot-out kicks (the penalties period) are not goals of the match.
      const shootOut = i.period?.type === 'penalties';
      if (!shootOut && (i.type === 'goal' || i.type === 'penalty_goal' || i.type === 'own_goal'))
        events.goals.push({
          side,
          player: i.player,
          minute,
          penalty: i.type === 'penalty_goal',
          own: i.type === 'own_goal',
        });
      if (i.type === 'red_card') events.reds.push({ side, player: i.player, minute });
      if (i.type === 'substitution') events.subs.push({ side, on: i.player, off: i.playerOut, minute });
    }
    if (family === 'basketball' && side && i.type === 'point')
      events.points.push({ side, value: i.value ?? 2 });
    if (family === 'shooter' && side && i.type === 'round_won')
      events.rounds.push({ map: i.period?.index ?? 1, winner: side });
    if (family === 'moba' && i.period?.type === 'map' && i.clockSeconds !== null) {
      const map = i.period.index;
      events.mapSeconds[map] = Math.max(events.mapSeconds[map] ?? 0, i.clockSeconds);
    }
  }
}

type Lines = { home: PlayerLine[]; away: PlayerLine[] };
/** A match's lines, and (esports, once a second map began) each map's. */
type MatchLines = Lines & { maps?: ({ index: number } & Lines)[] };
type Squads = { home: readonly LineupPlayer[]; away: readonly LineupPlayer[] };

function line(p: LineupPlayer, values: Record<string, number>, hero?: string): PlayerLine {
  const out: PlayerLine = { name: p.name, values };
  if (p.playerExternalId !== undefined) out.playerExternalId = p.playerExternalId;
  if (hero !== undefined) out.hero = hero;
  return out;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** A weighted pick of an index. */
/**
 * The match's tallies from its maps': each player's figures added up into `total` (zeros), numbers
 * and lists of numbers (multi-kill rounds by size) alike.
 */
function sumOfMaps<T extends object>(
  maps: Iterable<Record<SideName, T[]>>,
  total: Record<SideName, T[]>,
): Record<SideName, T[]> {
  for (const tallies of maps)
    for (const side of SIDES)
      tallies[side].forEach((t, i) => {
        const sum = total[side][i] as Record<string, number | number[]> | undefined;
        if (!sum) return;
        for (const [key, value] of Object.entries(t) as [string, number | number[]][]) {
          const into = sum[key];
          if (Array.isArray(value) && Array.isArray(into))
            value.forEach((n, j) => {
              into[j] = (into[j] ?? 0) + n;
            });
          else if (typeof value === 'number' && typeof into === 'number') sum[key] = into + value;
        }
      });
  return total;
}

function pickIndex(rng: Rng, weights: readonly number[]): number {
  return rng.weighted(weights);
}

// Football ---------------------------------------------------------------------------------------

const SHOTS_PER_90: Record<string, number> = { GK: 0, DF: 0.5, MF: 1.3, FW: 2.6 };
const PASSES_PER_90: Record<string, number> = { GK: 26, DF: 52, MF: 58, FW: 24 };

function football(seed: number, lineups: Squads, live: LiveState, events: PlayerEvents): Lines | undefined {
  const now = footballMinute(live.clock?.seconds, live.period);
  if (now <= 0) return undefined;
  const out: Lines = { home: [], away: [] };
  for (const side of SIDES) {
    const players = lineups[side];
    const goals = events.goals.filter((g) => g.side === side && !g.own);
    // Assists: most open-play goals have one, by another player on the pitch (drawn per goal).
    const assists = new Map<string, number>();
    goals.forEach((g, n) => {
      const rng = createRng(deriveSeed(seed, 'assist', side, n));
      if (g.penalty || !rng.chance(0.72)) return;
      const mates = players.filter((p) => p.starter && p.name !== g.player && p.position !== 'GK');
      const by =
        mates[
          pickIndex(
            rng,
            mates.map((p) => (p.position === 'MF' ? 3 : p.position === 'FW' ? 2 : 1)),
          )
        ];
      if (by) assists.set(by.name, (assists.get(by.name) ?? 0) + 1);
    });
    for (const p of players) {
      const on = p.starter ? 0 : events.subs.find((s) => s.side === side && s.on === p.name)?.minute;
      if (on === undefined) continue;
      const off =
        events.subs.find((s) => s.side === side && s.off === p.name)?.minute ??
        events.reds.find((r) => r.side === side && r.player === p.name)?.minute ??
        now;
      const minutes = Math.max(0, Math.min(off, now) - on);
      const rng = createRng(deriveSeed(seed, 'player', side, p.name));
      const form = rng.between(0.6, 1.4);
      const accuracy = Math.round(rng.between(p.position === 'FW' ? 64 : 74, 92));
      const scored = goals.filter((g) => g.player === p.name).length;
      const assisted = assists.get(p.name) ?? 0;
      const position = p.position ?? 'MF';
      const shots = Math.max(scored, Math.floor(((SHOTS_PER_90[position] ?? 1) * form * minutes) / 90));
      const passes = Math.floor(((PASSES_PER_90[position] ?? 40) * form * minutes) / 90);
      const red = events.reds.some((r) => r.side === side && r.player === p.name);
      const rating =
        minutes === 0
          ? 6
          : Math.min(
              10,
              Math.max(
                3,
                6 +
                  scored * 1.1 +
                  assisted * 0.7 +
                  shots * 0.08 +
                  (passes * accuracy) / 100 / 120 +
                  (form - 1) * 0.8 -
                  (red ? 1.5 : 0),
              ),
            );
      out[side].push(
        line(p, {
          rating: round1(rating),
          minutes,
          goals: scored,
          assists: assisted,
          shots,
          passes,
          passAccuracy: accuracy,
        }),
      );
    }
  }
  return out;
}

// Basketball -------------------------------------------------------------------------------------

/** Minutes of a basketball game played so far (quarters of 12, overtimes of 5). */
function basketballMinutes(live: LiveState): number {
  let minutes = 0;
  for (const p of live.periodScores) {
    const length = p.type === 'overtime' ? 5 : 12;
    const current = live.period && live.period.type === p.type && live.period.index === p.index;
    minutes += current && live.status !== 'finished' ? length - (live.clock?.seconds ?? 0) / 60 : length;
  }
  return Math.max(0, minutes);
}

function basketball(seed: number, lineups: Squads, live: LiveState, events: PlayerEvents): Lines | undefined {
  const elapsed = basketballMinutes(live);
  if (elapsed <= 0) return undefined;
  const out: Lines = { home: [], away: [] };
  for (const side of SIDES) {
    const players = lineups[side];
    if (players.length === 0) continue;
    const usage = players.map((p, i) => (p.starter ? 3 : i < 8 ? 1.4 : 0.6));
    const bench = players.filter((p) => !p.starter).length;
    const tally = players.map(() => ({ points: 0, made: 0, threes: 0, assists: 0 }));
    events.points
      .filter((e) => e.side === side)
      .forEach((e, n) => {
        const rng = createRng(deriveSeed(seed, 'basket', side, n));
        const scorer = pickIndex(rng, usage);
        const t = tally[scorer];
        if (!t) return;
        t.points += e.value;
        if (e.value >= 2) {
          t.made += 1;
          if (e.value === 3) t.threes += 1;
          // Most baskets are assisted, point guards most often.
          if (rng.chance(0.6)) {
            const by = pickIndex(
              rng,
              players.map((p, i) => (i === scorer ? 0 : (usage[i] ?? 1) * (p.position === 'PG' ? 2.5 : 1))),
            );
            const a = tally[by];
            if (a) a.assists += 1;
          }
        }
      });
    const rebounds = players.map(() => 0);
    for (let minute = 0; minute < Math.floor(elapsed); minute++) {
      const rng = createRng(deriveSeed(seed, 'rebound', side, minute));
      const count = rng.weighted([2, 4, 3]);
      for (let r = 0; r < count; r++) {
        const by = pickIndex(
          rng,
          players.map((p, i) => (usage[i] ?? 1) * (p.position === 'C' ? 2.4 : p.position === 'PF' ? 1.8 : 1)),
        );
        rebounds[by] = (rebounds[by] ?? 0) + 1;
      }
    }
    players.forEach((p, i) => {
      const t = tally[i];
      if (!t) return;
      const share = p.starter ? 0.68 : bench > 0 ? (0.32 * 5) / bench : 0;
      const minutes = Math.floor(elapsed * share);
      // The starters are on the court from the tip-off; the bench once it has played.
      if (!p.starter && minutes === 0 && t.points === 0) return;
      const rng = createRng(deriveSeed(seed, 'player', side, p.name));
      const accuracy = rng.between(0.38, 0.58);
      const tried = t.made + Math.floor((t.made * (1 - accuracy)) / accuracy);
      out[side].push(
        line(p, {
          points: t.points,
          rebounds: rebounds[i] ?? 0,
          assists: t.assists,
          fieldGoals: tried ? Math.round((t.made / tried) * 100) : 0,
          threesMade: t.threes,
          minutes,
        }),
      );
    });
  }
  return out;
}

// MOBA -------------------------------------------------------------------------------------------

/** Role weights of the five in line-up order: top, jungle, mid, carry, support. */
const KILL_WEIGHT = [1, 1, 1.3, 1.5, 0.4];
const DEATH_WEIGHT = [1, 0.9, 1, 1, 1.3];
const CS_PER_MINUTE = [6.8, 5.2, 7.6, 8.4, 1.3];
const DAMAGE_PER_MINUTE = [0.55, 0.45, 0.75, 0.8, 0.25];

/** The hero a player played: on map `map`, or on the latest map drafted when none is given. */
export type HeroOf = (side: SideName, index: number, map?: number) => string | undefined;

type MobaTally = { k: number; d: number; a: number; minutes: number };

function moba(
  seed: number,
  gameId: number,
  lineups: Squads,
  live: LiveState,
  events: PlayerEvents,
  heroOf: HeroOf,
): MatchLines | undefined {
  const maps = live.periodScores.filter((p) => p.type === 'map');
  if (maps.length === 0) return undefined;
  const fresh = () =>
    Object.fromEntries(
      SIDES.map((side) => [side, lineups[side].map(() => ({ k: 0, d: 0, a: 0, minutes: 0 }))]),
    ) as Record<SideName, MobaTally[]>;
  // Each map's kills, deaths, assists and minutes; the match's are their sums.
  const perMap = maps.map((map) => {
    const tallies = fresh();
    const current = live.period?.type === 'map' && live.period.index === map.index;
    const mapSeconds = current ? (live.clock?.seconds ?? 0) : (events.mapSeconds[map.index] ?? 0);
    for (const side of SIDES) {
      const foe: SideName = side === 'home' ? 'away' : 'home';
      const mine = tallies[side];
      const theirs = tallies[foe];
      for (const t of mine) t.minutes += mapSeconds / 60;
      for (let n = 0; n < map[side]; n++) {
        const rng = createRng(deriveSeed(seed, 'kill', map.index, side, n));
        const killer = pickIndex(rng, KILL_WEIGHT.slice(0, mine.length));
        const victim = pickIndex(rng, DEATH_WEIGHT.slice(0, theirs.length));
        const k = mine[killer];
        const v = theirs[victim];
        if (k) k.k += 1;
        if (v) v.d += 1;
        const helpers = rng.int(0, 3);
        const others = mine.map((_, i) => i).filter((i) => i !== killer);
        for (let h = 0; h < helpers && others.length > 0; h++) {
          const [i] = others.splice(rng.int(0, others.length - 1), 1);
          const a = i === undefined ? undefined : mine[i];
          if (a) a.a += 1;
        }
      }
    }
    return { index: map.index, minutes: mapSeconds / 60, tallies };
  });
  const total = sumOfMaps(
    perMap.map((m) => m.tallies),
    fresh(),
  );
  // A map's (or the match's) lines: CS, gold and damage from its minutes by role; the hero and the
  // items of that map (the match's: the latest map's).
  const linesOf = (
    tallies: Record<SideName, MobaTally[]>,
    map: number,
    minutes: number,
    latest: boolean,
  ): Lines => {
    const out: Lines = { home: [], away: [] };
    for (const side of SIDES) {
      lineups[side].forEach((p, i) => {
        const t = tallies[side][i];
        if (!t) return;
        const rng = createRng(deriveSeed(seed, 'player', side, p.name));
        const form = rng.between(0.85, 1.15);
        const cs = Math.floor(t.minutes * (CS_PER_MINUTE[i] ?? 5) * form);
        const gold = round1(0.4 * t.minutes + cs * 0.021 + t.k * 0.3 + t.a * 0.15);
        const damage = round1(t.minutes * (DAMAGE_PER_MINUTE[i] ?? 0.5) * form + t.k * 1.1 + t.a * 0.45);
        const hero = latest ? heroOf(side, i) : heroOf(side, i, map);
        const built = line(p, { kills: t.k, deaths: t.d, assists: t.a, cs, gold, damage }, hero);
        const items = mobaItems(seed, gameId, map, side, i, minutes);
        if (items.length > 0) built.items = items;
        out[side].push(built);
      });
    }
    return out;
  };
  const last = perMap.at(-1);
  const out: MatchLines = linesOf(total, last?.index ?? 1, last?.minutes ?? 0, true);
  if (perMap.length > 1)
    out.maps = perMap.map((m) => ({ index: m.index, ...linesOf(m.tallies, m.index, m.minutes, false) }));
  return out;
}

/** Finished items of the MOBA titles whose item names are known here (LoL and Wild Rift, Dota 2, Mobile Legends). */
const MOBA_ITEMS: Readonly<Record<number, readonly string[]>> = {
  1: [
    ...['Infinity Edge', 'Kraken Slayer', 'Blade of the Ruined King', 'Trinity Force', "Rabadon's Deathcap"],
    ...["Luden's Companion", "Zhonya's Hourglass", 'Void Staff', 'Sunfire Aegis', 'Thornmail'],
    ...["Randuin's Omen", "Sterak's Gage", 'Black Cleaver', "Death's Dance", 'Guardian Angel'],
    ...["Lord Dominik's Regards", 'Rapid Firecannon', 'Collector', "Mercury's Treads", "Berserker's Greaves"],
    ...['Plated Steelcaps', "Sorcerer's Shoes", 'Locket of the Iron Solari', 'Redemption', "Knight's Vow"],
  ],
  4: [
    ...['Black King Bar', 'Blink Dagger', "Aghanim's Scepter", 'Butterfly', 'Daedalus', 'Desolator'],
    ...['Manta Style', 'Battle Fury', 'Radiance', 'Heart of Tarrasque', 'Assault Cuirass', 'Skadi'],
    ...["Eul's Scepter", 'Force Staff', 'Glimmer Cape', 'Pipe of Insight', 'Crimson Guard', 'Satanic'],
    ...['Power Treads', 'Phase Boots', 'Arcane Boots', 'Tranquil Boots', "Linken's Sphere", 'Refresher Orb'],
  ],
  25: [
    ...[
      'Blade of Despair',
      "Berserker's Fury",
      'Endless Battle',
      'Hunter Strike',
      'Malefic Roar',
      'Windtalker',
    ],
    ...[
      'Holy Crystal',
      'Blood Wings',
      'Lightning Truncheon',
      'Genius Wand',
      'Immortality',
      "Athena's Shield",
    ],
    ...[
      'Antique Cuirass',
      'Dominance Ice',
      'Oracle',
      'Brute Force Breastplate',
      'Tough Boots',
      'Swift Boots',
    ],
    ...['Warrior Boots', 'Arcane Boots', 'Magic Shoes', 'Golden Staff', 'Sea Halberd', 'Rose Gold Meteor'],
  ],
};

/** A player's items on a map after `minutes`: one more every five minutes, six at most, no repeats. */
export function mobaItems(
  seed: number,
  gameId: number,
  map: number,
  side: SideName,
  index: number,
  minutes: number,
): string[] {
  const pool = MOBA_ITEMS[gameId === 7 ? 1 : gameId];
  if (!pool) return [];
  const rng = createRng(deriveSeed(seed, 'items', map, side, index));
  const left = [...pool];
  const items: string[] = [];
  for (let n = 0; n < Math.min(6, Math.floor(minutes / 5)) && left.length > 0; n++) {
    const [item] = left.splice(rng.int(0, left.length - 1), 1);
    if (item) items.push(item);
  }
  return items;
}

/** Shooters whose weapons are named here: Counter-Strike and Valorant, by the player's role. */
export function shooterWeapon(
  seed: number,
  gameId: number,
  side: SideName,
  index: number,
  role: string | undefined,
): string | undefined {
  const rng = createRng(deriveSeed(seed, 'weapon', side, index));
  if (gameId === 2) return role === 'AWPer' ? 'AWP' : rng.pick(['AK-47', 'M4A1-S', 'M4A4', 'Galil AR']);
  if (gameId === 14)
    return role === 'sentinel' && rng.chance(0.5) ? 'Operator' : rng.pick(['Vandal', 'Phantom']);
  return undefined;
}

// Shooters ---------------------------------------------------------------------------------------

const SHOOTER_WEIGHT = [1.3, 1.1, 1, 0.95, 0.8];

type ShooterTally = { k: number; d: number; a: number; hs: number; dmg: number; multi: number[] };

function shooter(
  seed: number,
  gameId: number,
  lineups: Squads,
  events: PlayerEvents,
  heroOf: HeroOf,
): MatchLines | undefined {
  if (events.rounds.length === 0) return undefined;
  const fresh = () =>
    Object.fromEntries(
      SIDES.map((side) => [
        side,
        lineups[side].map(
          (): ShooterTally => ({ k: 0, d: 0, a: 0, hs: 0, dmg: 0, multi: [0, 0, 0, 0, 0, 0] }),
        ),
      ]),
    ) as Record<SideName, ShooterTally[]>;
  // Each map's tallies and rounds played; the match's are their sums.
  const perMap = new Map<number, { rounds: number; tallies: Record<SideName, ShooterTally[]> }>();
  for (const round of events.rounds) {
    const map = perMap.get(round.map) ?? { rounds: 0, tallies: fresh() };
    perMap.set(round.map, map);
    map.rounds += 1;
    const rng = createRng(deriveSeed(seed, 'round', round.map, map.rounds));
    const loser: SideName = round.winner === 'home' ? 'away' : 'home';
    const kills: Record<SideName, number> = { home: 0, away: 0 };
    kills[round.winner] = rng.int(3, 5);
    kills[loser] = rng.int(0, Math.min(4, 5));
    for (const side of SIDES) {
      const foe: SideName = side === 'home' ? 'away' : 'home';
      const mine = map.tallies[side];
      const theirs = map.tallies[foe];
      if (mine.length === 0 || theirs.length === 0) continue;
      const victims = theirs.map((_, i) => i);
      const roundKills = mine.map(() => 0);
      for (let k = 0; k < kills[side] && victims.length > 0; k++) {
        const killer = pickIndex(rng, SHOOTER_WEIGHT.slice(0, mine.length));
        const [victim] = victims.splice(rng.int(0, victims.length - 1), 1);
        const t = mine[killer];
        if (!t) continue;
        t.k += 1;
        roundKills[killer] = (roundKills[killer] ?? 0) + 1;
        if (rng.chance(0.46)) t.hs += 1;
        t.dmg += rng.int(85, 110);
        const v = victim === undefined ? undefined : theirs[victim];
        if (v) v.d += 1;
        if (rng.chance(0.35)) {
          const by = (killer + rng.int(1, mine.length - 1)) % mine.length;
          const a = mine[by];
          if (a) {
            a.a += 1;
            a.dmg += rng.int(25, 60);
          }
        }
      }
      for (const t of mine) t.dmg += rng.int(0, 25);
      roundKills.forEach((count, i) => {
        const t = mine[i];
        if (t) t.multi[Math.min(5, count)] = (t.multi[Math.min(5, count)] ?? 0) + 1;
      });
    }
  }
  const total = sumOfMaps(
    [...perMap.values()].map((m) => m.tallies),
    fresh(),
  );
  // Lines from tallies over `played` rounds: ADR, head-shot share and HLTV's 1.0 rating.
  const linesOf = (tallies: Record<SideName, ShooterTally[]>, played: number, map?: number): Lines => {
    const out: Lines = { home: [], away: [] };
    for (const side of SIDES) {
      lineups[side].forEach((p, i) => {
        const t = tallies[side][i];
        if (!t) return;
        const m = t.multi;
        const kr = t.k / played / 0.679;
        const sr = (played - t.d) / played / 0.317;
        const mk =
          ((m[1] ?? 0) + 4 * (m[2] ?? 0) + 9 * (m[3] ?? 0) + 16 * (m[4] ?? 0) + 25 * (m[5] ?? 0)) /
          played /
          1.277;
        const built = line(
          p,
          {
            kills: t.k,
            deaths: t.d,
            assists: t.a,
            adr: round1(t.dmg / played),
            headshots: t.k ? Math.round((t.hs / t.k) * 100) : 0,
            rating: Math.round(((kr + 0.7 * sr + mk) / 2.7) * 100) / 100,
          },
          map === undefined ? heroOf(side, i) : heroOf(side, i, map),
        );
        const weapon = shooterWeapon(seed, gameId, side, i, p.position);
        if (weapon) built.items = [weapon];
        out[side].push(built);
      });
    }
    return out;
  };
  const out: MatchLines = linesOf(total, events.rounds.length);
  if (perMap.size > 1)
    out.maps = [...perMap]
      .sort(([a], [b]) => a - b)
      .map(([index, m]) => ({ index, ...linesOf(m.tallies, m.rounds, index) }));
  return out;
}

/**
 * The players' figures of a match in play or over, or undefined when its family has none (yet).
 * Esports: `heroOf` names each player's hero (on a map, or on the latest map); `gameId` chooses the
 * items; once a second map began, each map's lines come too (`maps`), with that map's hero and items.
 */
export function playerStatsFor(
  family: SportFamily,
  seed: number,
  lineups: Squads | undefined,
  live: LiveState,
  events: PlayerEvents,
  options: { heroOf?: HeroOf; gameId?: number } = {},
): MatchLines | undefined {
  if (!lineups) return undefined;
  const heroOf = options.heroOf ?? (() => undefined);
  const gameId = options.gameId ?? 0;
  if (family === 'football') return football(seed, lineups, live, events);
  if (family === 'basketball') return basketball(seed, lineups, live, events);
  if (family === 'moba') return moba(seed, gameId, lineups, live, events, heroOf);
  if (family === 'shooter') return shooter(seed, gameId, lineups, events, heroOf);
  return undefined;
}
