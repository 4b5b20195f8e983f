/**
 * The match page's "Animation live" (issue 13): a light picture of the moment, driven by the match's
 * live frames (`state`, `incidents`, `stats`; shared/matches/model.ts `MatchChannelMessage`). This
 * file is the pure part: a small serialisable `Scene` per sport family and `nextScene`, which folds
 * one frame into it; `sceneFromPage` builds the first scene on the server from what the page has,
 * so the first render is not empty. AnimationLive.tsx draws it.
 *
 * - football: who attacks and where (`FOOTBALL_ZONES`). The feed has no shot or corner incidents:
 *   the zone is read from what grew between two successive statistics totals (corners, shots,
 *   dangerous attacks; the other side's fouls and offsides hand the ball over), goals from the
 *   incidents. An attack ebbs when nothing new happens for `EBB_SECONDS` of match time; a goal, a
 *   card or a substitution is shown as the scene's `event` for `HOLD_SECONDS`.
 * - basketball: the side with the ball (after a score, the other side) and the last scoring play.
 * - MOBA: the current map's objectives per side (kills and towers from the live detail, first
 *   blood, dragons and barons from the incidents) and the latest objective.
 * - shooters: the current map's rounds and who won the last round.
 * Other families have no scene (null: no tab).
 */
import {
  type MatchClock,
  type MatchIncident,
  type MatchLiveState,
  type MatchStats,
  type MatchStatus,
  type Period,
  SIDES,
  type Side,
  type SideScore,
  type SportFamily,
} from '../../../shared/matches/model.ts';
import { clockSeconds, familyOf } from './format.ts';
import { incidentIdentity } from './incident-text.ts';

/** What the reducer reads of a live state: a pushed `MatchLiveState`, or the page's match. */
export type SceneState = Pick<MatchLiveState, 'seq' | 'status' | 'period' | 'clock' | 'score' | 'detail'>;

/**
 * One frame of the match's channel (a `MatchChannelMessage` other than odds is one as it is). A
 * stats frame may say when it arrived (`at`, ISO), which dates the football moment it reveals.
 */
export type SceneInput =
  | { kind: 'state'; gameId: number; state: SceneState }
  | { kind: 'incidents'; gameId: number; incidents: readonly MatchIncident[] }
  | { kind: 'stats'; gameId: number; stats: Pick<MatchStats, 'total'>; at?: string };

type Frame =
  | { kind: 'state'; state: SceneState }
  | { kind: 'incidents'; incidents: readonly MatchIncident[] }
  | { kind: 'stats'; stats: Pick<MatchStats, 'total'>; at?: string };

/** Where the attacking side is, from its own half to the net. */
export const FOOTBALL_ZONES = ['safe', 'attack', 'dangerousAttack', 'shot', 'corner', 'goal'] as const;
export type FootballZone = (typeof FOOTBALL_ZONES)[number];

/** Football incidents shown as the scene's event. */
export const FOOTBALL_EVENTS = [
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_miss',
  'yellow_card',
  'red_card',
  'substitution',
] as const;

/** Match seconds a goal (its zone) and an event stay shown. */
export const HOLD_SECONDS = 60;
/** Match seconds without anything new after which an attack ebbs a step (shot → attack → safe). */
export const EBB_SECONDS = 20;

/** The statistics whose growth tells what happened (shared/matches/model.ts `STAT_DEFS` keys). */
const COUNTERS = ['corners', 'shots', 'shotsOnTarget', 'dangerousAttacks', 'fouls', 'offsides'] as const;
type Counter = (typeof COUNTERS)[number];
export type FootballTotals = Record<Counter, SideScore>;

interface SceneBase {
  /** The live state's sequence last applied (-1: none yet); older states are ignored. */
  seq: number;
  /** The highest incident sequence applied; older incidents (a log fetched again) are history. */
  incidentSeq: number;
  /** The ball is in play (live or overtime; not in a break, a shoot-out or after the end). */
  playing: boolean;
  period: Period | null;
}

export interface FootballScene extends SceneBase {
  family: 'football';
  clock: MatchClock | null;
  /** The side on the ball; null before kick-off, in breaks and while unknown. */
  side: Side | null;
  zone: FootballZone;
  /** The match second the zone began (its minute in the caption); null when unknown. */
  since: number | null;
  /** A goal, card or substitution, shown for `HOLD_SECONDS`. */
  event: MatchIncident | null;
  /** The statistics totals the next ones are compared with. */
  totals: FootballTotals | null;
}

export interface BasketballScene extends SceneBase {
  family: 'basketball';
  score: SideScore | null;
  /** The side with the ball: the other side after a score; null in breaks and while unknown. */
  possession: Side | null;
  lastScore: { side: Side; points: 1 | 2 | 3; period: Period | null; clockSeconds: number | null } | null;
}

export const MOBA_OBJECTIVES = ['first_blood', 'tower', 'dragon', 'baron'] as const;
export type MobaObjectiveType = (typeof MOBA_OBJECTIVES)[number];
export interface MobaObjective {
  type: MobaObjectiveType;
  side: Side;
  /** Map clock second. */
  clockSeconds: number | null;
  /** The incident's identity (incident-text.ts), so a frame seen twice counts once. */
  id: string;
}

export interface MobaScene extends SceneBase {
  family: 'moba';
  /** The map being played (1-based); null before the first. */
  map: number | null;
  kills: SideScore;
  towers: SideScore;
  /** The objectives taken on this map, oldest first. */
  objectives: MobaObjective[];
}

export interface ShooterScene extends SceneBase {
  family: 'shooter';
  map: number | null;
  mapName: string | null;
  /** Rounds won on this map. */
  rounds: SideScore | null;
  /** The last round played on this map: who won it and its number. */
  lastRound: { side: Side; n: number } | null;
}

export type Scene = FootballScene | BasketballScene | MobaScene | ShooterScene;
export type SceneFamily = Scene['family'];

export const SCENE_FAMILIES: readonly SportFamily[] = ['football', 'basketball', 'moba', 'shooter'];

/** Whether a family has an animation (else the tab is absent). */
export function hasScene(family: SportFamily): family is SceneFamily {
  return SCENE_FAMILIES.includes(family);
}

const RUNNING: readonly MatchStatus[] = ['live', 'overtime'];
const OVER: readonly MatchStatus[] = ['finished', 'cancelled'];
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const zero = (): SideScore => ({ home: 0, away: 0 });

function samePeriod(a: Period | null, b: Period | null): boolean {
  return a?.type === b?.type && a?.index === b?.index && a?.half === b?.half;
}

/** An empty scene of a family, or null when the family has none. */
export function emptyScene(family: SportFamily): Scene | null {
  const base: SceneBase = { seq: -1, incidentSeq: -1, playing: false, period: null };
  switch (family) {
    case 'football':
      return {
        ...base,
        family,
        clock: null,
        side: null,
        zone: 'safe',
        since: null,
        event: null,
        totals: null,
      };
    case 'basketball':
      return { ...base, family, score: null, possession: null, lastScore: null };
    case 'moba':
      return { ...base, family, map: null, kills: zero(), towers: zero(), objectives: [] };
    case 'shooter':
      return { ...base, family, map: null, mapName: null, rounds: null, lastRound: null };
    default:
      return null;
  }
}

/**
 * The scene after one frame of the match's channel. Without a scene yet, one is started for the
 * frame's game (null for a family without an animation). Never changes `scene`.
 */
export function nextScene(scene: Scene | null, input: SceneInput): Scene | null {
  const current = scene ?? emptyScene(familyOf(input.gameId));
  return current ? apply(current, input) : null;
}

/**
 * The first scene, on the server, from what the match page has: its live state, the incidents it
 * read (oldest first; only the recent ones set a zone or an event) and the statistics (the totals
 * later frames are compared with). Null for a family without an animation.
 */
export function sceneFromPage(
  family: SportFamily,
  state: SceneState,
  incidents: readonly MatchIncident[],
  stats: Pick<MatchStats, 'total'> | null | undefined,
): Scene | null {
  let scene = emptyScene(family);
  if (!scene) return null;
  scene = apply(scene, { kind: 'state', state });
  if (stats) scene = apply(scene, { kind: 'stats', stats });
  return apply(scene, { kind: 'incidents', incidents });
}

function apply(scene: Scene, input: Frame): Scene {
  if (input.kind === 'state') {
    // A holder never replaces a state with an older one (shared/matches/model.ts `isNewer`).
    if (scene.seq >= 0 && input.state.seq <= scene.seq) return scene;
    switch (scene.family) {
      case 'football':
        return footballState(scene, input.state);
      case 'basketball':
        return basketballState(scene, input.state);
      case 'moba':
        return mobaState(scene, input.state);
      case 'shooter':
        return shooterState(scene, input.state);
    }
  }
  if (input.kind === 'stats') return scene.family === 'football' ? footballStats(scene, input) : scene;
  let next = scene;
  for (const incident of input.incidents) {
    if (incident.seq < next.incidentSeq) continue;
    next = { ...next, incidentSeq: incident.seq };
    switch (next.family) {
      case 'football':
        next = footballIncident(next, incident);
        break;
      case 'basketball':
        next = basketballIncident(next, incident);
        break;
      case 'moba':
        next = mobaIncident(next, incident);
        break;
      case 'shooter':
        next = shooterIncident(next, incident);
        break;
    }
  }
  return next;
}

// Football --------------------------------------------------------------------------------------------

/** How strongly a zone says "this side attacks" when two sides' statistics grew at once. */
const ZONE_RANK: Readonly<Record<FootballZone, number>> = {
  safe: 1,
  attack: 2,
  dangerousAttack: 3,
  shot: 4,
  corner: 5,
  goal: 6,
};

/** What an attack becomes when nothing new happens (a goal: the other side kicks off). */
const EBB: Readonly<Record<FootballZone, FootballZone>> = {
  safe: 'safe',
  attack: 'safe',
  dangerousAttack: 'attack',
  shot: 'attack',
  corner: 'attack',
  goal: 'safe',
};

/** Drops the event and the goal once `HOLD_SECONDS` of match time passed since them. */
function expire(scene: FootballScene, now: number | null): FootballScene {
  if (now === null) return scene;
  let next = scene;
  const at = next.event?.clockSeconds;
  if (next.event && at !== null && at !== undefined && now >= at + HOLD_SECONDS)
    next = { ...next, event: null };
  if (next.zone === 'goal' && next.since !== null && now >= next.since + HOLD_SECONDS)
    next = { ...next, zone: 'safe', side: next.side ? other(next.side) : null, since: now };
  return next;
}

function footballState(scene: FootballScene, state: SceneState): FootballScene {
  const playing = RUNNING.includes(state.status);
  const now = state.clock?.seconds ?? null;
  let next: FootballScene = { ...scene, seq: state.seq, period: state.period, clock: state.clock, playing };
  // Kick-off of a half, a break, the end: nobody attacks until the statistics say who does.
  if (!playing || !samePeriod(scene.period, state.period))
    next = { ...next, side: null, zone: 'safe', since: now };
  if (OVER.includes(state.status)) next = { ...next, event: null };
  return expire(next, now);
}

function countersOf(total: MatchStats['total']): FootballTotals {
  const out = {} as FootballTotals;
  for (const key of COUNTERS) out[key] = { home: total[key]?.home ?? 0, away: total[key]?.away ?? 0 };
  return out;
}

/** What the growth of the totals says happened: the strongest zone of either side, or null. */
export function inferZone(
  before: FootballTotals,
  after: FootballTotals,
  shown: Side | null,
): { side: Side; zone: FootballZone } | null {
  const grew = (key: Counter, side: Side) => after[key][side] > before[key][side];
  const found: { side: Side; zone: FootballZone }[] = [];
  for (const side of SIDES) {
    if (grew('corners', side)) found.push({ side, zone: 'corner' });
    else if (grew('shots', side) || grew('shotsOnTarget', side)) found.push({ side, zone: 'shot' });
    else if (grew('dangerousAttacks', side)) found.push({ side, zone: 'dangerousAttack' });
    // A foul or an offside of the other side hands this side the ball (a free kick).
    else if (grew('fouls', other(side)) || grew('offsides', other(side))) found.push({ side, zone: 'safe' });
  }
  // The strongest; between equals the side not shown yet (what changed is the news).
  found.sort(
    (a, b) => ZONE_RANK[b.zone] - ZONE_RANK[a.zone] || Number(a.side === shown) - Number(b.side === shown),
  );
  return found[0] ?? null;
}

function footballStats(scene: FootballScene, input: { stats: Pick<MatchStats, 'total'>; at?: string }) {
  const totals = countersOf(input.stats.total);
  const before = scene.totals;
  const at = input.at ? Date.parse(input.at) : Number.NaN;
  const now = scene.clock ? (Number.isNaN(at) ? scene.clock.seconds : clockSeconds(scene.clock, at)) : null;
  let next = expire({ ...scene, totals }, now);
  if (!next.playing) return next;
  // Counts only grow: a smaller one is a correction, a new baseline to compare with.
  if (!before || COUNTERS.some((k) => SIDES.some((s) => totals[k][s] < before[k][s]))) {
    if (next.side === null) {
      // Nothing to compare yet: the side that has had the ball more is the likelier one on it.
      const possession = input.stats.total.possession;
      if (possession && possession.home !== possession.away)
        next = { ...next, side: possession.home > possession.away ? 'home' : 'away', since: now };
    }
    return next;
  }
  // A goal stays shown: the shot that scored it comes with the next totals.
  if (next.zone === 'goal') return next;
  const moment = inferZone(before, totals, next.side);
  if (moment) return { ...next, side: moment.side, zone: moment.zone, since: now };
  const quiet = now === null || next.since === null || now >= next.since + EBB_SECONDS;
  return quiet && EBB[next.zone] !== next.zone ? { ...next, zone: EBB[next.zone], since: now } : next;
}

const GOALS: readonly MatchIncident['type'][] = ['goal', 'own_goal', 'penalty_goal'];

function footballIncident(scene: FootballScene, incident: MatchIncident): FootballScene {
  const now = scene.clock?.seconds ?? null;
  const at = incident.clockSeconds;
  // The page's log and a log fetched again hold the whole match: only what is recent sets the scene.
  if (at !== null && now !== null && at < now - HOLD_SECONDS) return scene;
  const { side } = incident;
  const since = at ?? now;
  if (GOALS.includes(incident.type) && side) return { ...scene, zone: 'goal', side, since, event: incident };
  if (incident.type === 'penalty_miss' && side)
    return { ...scene, zone: 'shot', side, since, event: incident };
  if ((FOOTBALL_EVENTS as readonly string[]).includes(incident.type)) return { ...scene, event: incident };
  if (incident.type === 'period_start') return { ...scene, zone: 'safe', side, since };
  if (incident.type === 'period_end') return { ...scene, zone: 'safe', side: null, since };
  return scene;
}

// Basketball ------------------------------------------------------------------------------------------

function basketballState(scene: BasketballScene, state: SceneState): BasketballScene {
  const playing = RUNNING.includes(state.status);
  let next: BasketballScene = { ...scene, seq: state.seq, period: state.period, score: state.score, playing };
  if (!playing || !samePeriod(scene.period, state.period)) next = { ...next, possession: null };
  const before = scene.score;
  const after = state.score;
  if (!before || !after) return next;
  const home = after.home - before.home;
  const away = after.away - before.away;
  // One side scored 1 to 3: that play (two plays at once cannot be told apart).
  const scorer: Side | null =
    home >= 1 && home <= 3 && away === 0 ? 'home' : away >= 1 && away <= 3 && home === 0 ? 'away' : null;
  if (!scorer) return next;
  const points = (scorer === 'home' ? home : away) as 1 | 2 | 3;
  return {
    ...next,
    lastScore: { side: scorer, points, period: state.period, clockSeconds: state.clock?.seconds ?? null },
    possession: playing ? other(scorer) : null,
  };
}

function basketballIncident(scene: BasketballScene, incident: MatchIncident): BasketballScene {
  if (incident.type === 'period_start' || incident.type === 'period_end')
    return { ...scene, possession: null };
  if (incident.type !== 'point' || !incident.side) return scene;
  const { side, value } = incident;
  const points = value === 1 || value === 2 || value === 3 ? value : null;
  // A point of an earlier period (the page's log) leaves who has the ball now unknown.
  const current = !incident.period || !scene.period || samePeriod(incident.period, scene.period);
  return {
    ...scene,
    lastScore: points
      ? { side, points, period: incident.period, clockSeconds: incident.clockSeconds }
      : scene.lastScore,
    possession: current && scene.playing ? other(side) : scene.possession,
  };
}

// MOBA ------------------------------------------------------------------------------------------------

const mapOf = (period: Period | null) => (period?.type === 'map' ? period.index : null);

function mobaState(scene: MobaScene, state: SceneState): MobaScene {
  const map = mapOf(state.period) ?? scene.map;
  const fresh = map !== scene.map;
  return {
    ...scene,
    seq: state.seq,
    period: state.period,
    playing: RUNNING.includes(state.status),
    map,
    kills: { ...(state.detail.kills ?? (fresh ? zero() : scene.kills)) },
    towers: { ...(state.detail.towers ?? (fresh ? zero() : scene.towers)) },
    objectives: fresh ? [] : scene.objectives,
  };
}

function mobaIncident(scene: MobaScene, incident: MatchIncident): MobaScene {
  const type = MOBA_OBJECTIVES.find((t) => t === incident.type);
  if (!type || !incident.side) return scene;
  const map = mapOf(incident.period);
  let next = scene;
  if (map !== null && next.map !== null && map < next.map) return scene;
  // An incident of the next map before its state: that map has begun.
  if (map !== null && map !== next.map)
    next = { ...next, map, kills: zero(), towers: zero(), objectives: [], period: incident.period };
  const id = incidentIdentity(incident);
  if (next.objectives.some((o) => o.id === id)) return next;
  const objective: MobaObjective = { type, side: incident.side, clockSeconds: incident.clockSeconds, id };
  return { ...next, objectives: [...next.objectives, objective].slice(-60) };
}

export interface MobaTally {
  kills: number;
  towers: number;
  dragons: number;
  barons: number;
  firstBlood: boolean;
}

/** Each side's objectives on the current map (the live detail's counts, or the incidents' if more). */
export function mobaTally(scene: MobaScene): Record<Side, MobaTally> {
  const count = (side: Side, type: MobaObjectiveType) =>
    scene.objectives.filter((o) => o.side === side && o.type === type).length;
  const tally = (side: Side): MobaTally => ({
    kills: Math.max(scene.kills[side], count(side, 'first_blood')),
    towers: Math.max(scene.towers[side], count(side, 'tower')),
    dragons: count(side, 'dragon'),
    barons: count(side, 'baron'),
    firstBlood: count(side, 'first_blood') > 0,
  });
  return { home: tally('home'), away: tally('away') };
}

/** The latest objective taken on the current map. */
export function latestObjective(scene: MobaScene): MobaObjective | null {
  return scene.objectives.at(-1) ?? null;
}

// Shooters --------------------------------------------------------------------------------------------

function shooterState(scene: ShooterScene, state: SceneState): ShooterScene {
  const map = mapOf(state.period) ?? scene.map;
  const fresh = map !== scene.map;
  const rounds = state.detail.rounds ?? (fresh ? null : scene.rounds);
  let lastRound = fresh ? null : scene.lastRound;
  const before = fresh ? null : scene.rounds;
  if (before && rounds) {
    const home = rounds.home - before.home;
    const away = rounds.away - before.away;
    if (home + away === 1 && home >= 0 && away >= 0)
      lastRound = { side: home === 1 ? 'home' : 'away', n: rounds.home + rounds.away };
  }
  return {
    ...scene,
    seq: state.seq,
    period: state.period,
    playing: RUNNING.includes(state.status),
    map,
    mapName: state.detail.mapName ?? (fresh ? null : scene.mapName),
    rounds: rounds ? { ...rounds } : null,
    lastRound,
  };
}

function shooterIncident(scene: ShooterScene, incident: MatchIncident): ShooterScene {
  if (incident.type !== 'round_won' || !incident.side) return scene;
  const map = mapOf(incident.period);
  if (map !== null && scene.map !== null && map !== scene.map) return scene;
  const n =
    incident.value ??
    (incident.scoreAfter ? incident.scoreAfter.home + incident.scoreAfter.away : null) ??
    (scene.rounds ? scene.rounds.home + scene.rounds.away : 0);
  return { ...scene, lastRound: { side: incident.side, n } };
}
