/**
 * The match model shared by the feed, the database, the API, the websocket channels and the site.
 * One status model covers every game (spec section 4); each sport family adds its own period detail.
 *
 * A match's live state travels as a whole (`MatchLiveState`, a few hundred bytes) stamped with a
 * sequence number that only grows: whoever holds a state never replaces it with one of a lower
 * sequence (server and browser alike). Incidents carry the sequence of the state they arrived with.
 */

/** Spec section 4: not started, live, half-time, overtime, penalties, finished, postponed, cancelled, preview. */
export const MATCH_STATUSES = [
  'preview', // announced, line-ups/format not final
  'not_started',
  'live',
  'half_time', // any break between periods (football half-time, basketball halftime, set/map break)
  'overtime', // extra time / overtime / extra innings / extra maps
  'penalties', // football penalty shoot-out (also golden-goal style deciders)
  'suspended', // the feed went silent while live (staleness guard) or play interrupted
  'finished', // also called closed or completed
  'postponed',
  'cancelled',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Statuses in which a match is "in play" (the live tab, the "all live" channel). */
export const LIVE_STATUSES: readonly MatchStatus[] = [
  'live',
  'half_time',
  'overtime',
  'penalties',
  'suspended',
];
/** Statuses that never change again without an operator (the feed stops updating). */
export const FINAL_STATUSES: readonly MatchStatus[] = ['finished', 'cancelled'];
export const UPCOMING_STATUSES: readonly MatchStatus[] = ['preview', 'not_started', 'postponed'];

export function isLive(status: MatchStatus): boolean {
  return LIVE_STATUSES.includes(status);
}

/**
 * How a game is played, which decides its periods, clock and score detail. Every catalog game id maps
 * to one family (`SPORT_FAMILY_BY_GAME`).
 */
export const SPORT_FAMILIES = [
  'football', // halves, extra time, penalties, match clock counting up
  'basketball', // four quarters, halftime, overtime, clock counting down
  'american_football', // four quarters, overtime, clock counting down
  'tennis', // sets of games, points, serving player
  'sets', // volleyball, badminton, table tennis: sets of points
  'baseball', // innings 1..12, top/bottom
  'cricket', // innings with runs/wickets/overs
  'snooker', // frames
  'moba', // LoL, Dota2, HoK...: best-of-N maps with kills/gold/towers
  'shooter', // CS, Valorant, R6...: best-of-N maps with rounds
  'battle_royale', // PUBG, Naraka: N teams, several games, placement + kill points
  'duel', // one-versus-one esports (StarCraft 2, Hearthstone, fighting games, FIFA, NBA2K, MMA): best-of-N games
] as const;
export type SportFamily = (typeof SPORT_FAMILIES)[number];

export const SPORT_FAMILY_BY_GAME: Readonly<Record<number, SportFamily>> = {
  0: 'moba',
  1: 'moba',
  2: 'shooter',
  3: 'moba',
  4: 'moba',
  5: 'battle_royale',
  6: 'battle_royale',
  7: 'moba',
  8: 'shooter',
  9: 'duel',
  14: 'shooter',
  15: 'duel',
  16: 'shooter',
  17: 'shooter',
  18: 'duel',
  19: 'duel',
  20: 'shooter',
  21: 'duel',
  22: 'duel',
  23: 'duel',
  24: 'moba',
  25: 'moba',
  26: 'battle_royale',
  27: 'moba',
  28: 'duel',
  200: 'football',
  201: 'basketball',
  202: 'football',
  203: 'tennis',
  204: 'snooker',
  205: 'baseball',
  206: 'sets',
  207: 'sets',
  208: 'sets',
  209: 'american_football',
  210: 'cricket',
};

export function sportFamily(gameId: number): SportFamily {
  const family = SPORT_FAMILY_BY_GAME[gameId];
  if (!family) throw new Error(`no sport family for game ${gameId}`);
  return family;
}

/**
 * Which part of the match is being played. The site renders it from translation keys
 * (`games:period.<type>` with the index), never from text stored here.
 */
export type PeriodType =
  | 'half' // football: 1, 2
  | 'extra_time' // football: 1, 2
  | 'penalties' // football shoot-out
  | 'quarter' // basketball, American football: 1..4
  | 'overtime' // basketball, American football: 1..n
  | 'set' // tennis, volleyball, badminton, table tennis
  | 'inning' // baseball 1..12 (with `half`), cricket 1..4
  | 'frame' // snooker
  | 'map' // esports best-of-N: map / game number
  | 'game'; // battle royale: game number in the series

export interface Period {
  type: PeriodType;
  /** 1-based. */
  index: number;
  /** Baseball: top or bottom of the inning. */
  half?: 'top' | 'bottom';
}

/**
 * A match clock as the feed last reported it. Browsers compute the shown time from it:
 * `seconds + (running ? (now - at) / 1000 : 0) * (direction === 'down' ? -1 : 1)`.
 */
export interface MatchClock {
  seconds: number;
  running: boolean;
  direction: 'up' | 'down';
  /** UTC ISO instant at which `seconds` held. */
  at: string;
}

export interface SideScore {
  home: number;
  away: number;
}

export type Side = 'home' | 'away';

/** Per-period score (quarters, sets, innings, frames, maps...). `period` matches `Period`. */
export interface PeriodScore extends SideScore {
  type: PeriodType;
  index: number;
  /** Tennis: tie-break points of the set, when there was one. */
  tiebreak?: SideScore;
}

/** Extra live detail of the current period, per family; absent fields are unknown. */
export interface LiveDetail {
  /** Tennis: points of the current game ("0", "15", "30", "40", "A"; tie-break digits). */
  points?: { home: string; away: string };
  /** Tennis, sets, snooker (break): who serves / is at the table. */
  serving?: Side;
  /** Baseball: outs, and runners on first/second/third. */
  outs?: number;
  bases?: [boolean, boolean, boolean];
  /** Cricket: per side runs, wickets and overs (overs as "12.3"). */
  cricket?: { home?: CricketInnings; away?: CricketInnings; batting?: Side };
  /** Snooker: points in the current frame. */
  framePoints?: SideScore;
  /** Esports (current map): rounds (shooters), kills, gold (MOBA, thousands), towers, dragons/barons. */
  rounds?: SideScore;
  kills?: SideScore;
  gold?: SideScore;
  towers?: SideScore;
  /** Esports map name / side when known. */
  mapName?: string;
  /** Battle royale standings of the current game. */
  standings?: BattleRoyaleStanding[];
}

export interface CricketInnings {
  runs: number;
  wickets: number;
  overs: string;
}

export interface BattleRoyaleStanding {
  participantId: number;
  /** Points in the whole series so far (placement + kills). */
  points: number;
  kills: number;
  /** Players still alive in the current game (0 = eliminated). */
  alive: number;
  /** Placement in the current game once eliminated or won. */
  rank?: number;
}

/** Everything that changes while a match is played. Sent whole, stamped with `seq`. */
export interface MatchLiveState {
  matchId: number;
  /** Grows with every change; a holder ignores states whose seq is not greater than its own. */
  seq: number;
  status: MatchStatus;
  period: Period | null;
  clock: MatchClock | null;
  /** Headline score: goals, points, sets won, maps won, frames won, runs; battle royale: null. */
  score: SideScore | null;
  periodScores: PeriodScore[];
  detail: LiveDetail;
  /** Winner once finished (null for a draw or unknown). */
  winner: Side | null;
  /** UTC ISO instant of this state. */
  updatedAt: string;
}

export const INCIDENT_TYPES = [
  'period_start',
  'period_end',
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_miss',
  'yellow_card',
  'red_card',
  'substitution',
  'point', // basketball/american football scoring play, tennis/sets point when recorded
  'run', // baseball / cricket runs
  'wicket',
  'frame_won',
  'set_won',
  'kill',
  'first_blood',
  'tower',
  'dragon',
  'baron',
  'round_won',
  'map_won',
  'elimination', // battle royale team eliminated
  'status', // a status change worth a line in the log (postponed, suspended, resumed)
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export interface MatchIncident {
  matchId: number;
  /** The `seq` of the live state this incident arrived with; several incidents may share one. */
  seq: number;
  type: IncidentType;
  side: Side | null;
  period: Period | null;
  /** Match clock in seconds when it happened, when the sport has a clock. */
  clockSeconds: number | null;
  /** Player names (scorer, card, in/out) when known. */
  player?: string;
  playerOut?: string;
  /** Battle royale: the participant concerned (in a feed update, its position in `FeedFixture.participants`). */
  participantId?: number;
  /** Free detail: points scored, score after the incident, etc. */
  value?: number;
  scoreAfter?: SideScore;
  occurredAt: string;
}

/** Odds markets (spec: European, handicap, over/under), each with opening and current prices. */
export type OddsMarket = 'europe' | 'handicap' | 'over_under';

export interface OddsPrices {
  /** Europe: home/draw/away decimal prices (draw absent when the sport has no draw). */
  home?: number;
  draw?: number;
  away?: number;
  /** Handicap: the home line (e.g. -1.5) and prices for home/away. Over/under: the total and over/under prices. */
  line?: number;
  over?: number;
  under?: number;
}

export interface MatchOdds {
  market: OddsMarket;
  /** Bookmaker / source name. */
  bookmaker: string;
  opening: OddsPrices;
  current: OddsPrices;
  updatedAt: string;
}

/** Home/away win probability in percent (spec: win rate), summing to 100 with `draw`. */
export interface WinRate {
  home: number;
  draw: number;
  away: number;
}

export interface LineupPlayer {
  name: string;
  number?: number;
  position?: string;
  starter: boolean;
  /** The feed's id of the player (a `FeedPlayer.externalId` of the side's team), when the feed gives one. */
  playerExternalId?: string;
  /**
   * Our id of the player (`players.id`), set when the line-up is stored: the player of the side's team
   * with `playerExternalId`. Never taken from a feed.
   */
  playerId?: number;
}

export interface Lineups {
  home: LineupPlayer[];
  away: LineupPlayer[];
}

/**
 * What a feed says about a match before and around its play: identity, teams, league and format.
 * `externalId`s are the feed's own identifiers; the database maps them to ours.
 */
export interface FeedFixture {
  source: string;
  externalId: string;
  gameId: number;
  league: { externalId: string; name: string; shortName?: string; logo?: string; season?: string };
  /** Stage and round of the tournament ("Group A", "Playoffs"; "Round 12", "Quarter-final"). */
  stage?: string;
  round?: string;
  /** Esports and sets/frames sports: best-of-N (maps, sets, frames). */
  bestOf?: number;
  startTime: string;
  home?: FeedTeam;
  away?: FeedTeam;
  /** Battle royale: the participating teams (no home/away). */
  participants?: FeedTeam[];
  status: MatchStatus;
  lineups?: Lineups;
}

export interface FeedTeam {
  externalId: string;
  name: string;
  shortName?: string;
  logo?: string;
  country?: string;
  /**
   * The team's roster (one-versus-one games: the one person the team is). Stored by
   * `(team, externalId)`: new players are added, known ones updated, absent ones kept.
   */
  players?: FeedPlayer[];
}

/** A player of a `FeedTeam`, named by the feed's own id (unique within the team). */
export interface FeedPlayer {
  externalId: string;
  name: string;
  /** Shirt number. */
  number?: number;
  /** The sport's position or the esports role ("GK", "PG", "QB", "jungle", "AWPer"...). */
  position?: string;
  /** Two-letter country code. */
  nationality?: string;
}

/** One change of a match's live state, as a feed reports it. */
export interface FeedMatchUpdate {
  source: string;
  externalId: string;
  state: Omit<MatchLiveState, 'matchId'>;
  incidents: Omit<MatchIncident, 'matchId'>[];
  odds?: MatchOdds[];
  winRate?: WinRate;
}

/**
 * What became of one update: applied (stored and published with `seq`), or ignored because the match
 * is unknown or the update is not newer than the last one accepted ("out_of_order": nothing changed).
 */
export type FeedApplyResult =
  | { applied: true; matchId: number; seq: number }
  | { applied: false; reason: 'unknown_match' | 'out_of_order'; matchId?: number };

/** Where a feed provider delivers what it learns; implemented by the matches service. */
export interface FeedSink {
  upsertFixtures(fixtures: FeedFixture[]): Promise<void>;
  /** The matches service answers with a `FeedApplyResult`; simple sinks (test fakes) may answer nothing. */
  // biome-ignore lint/suspicious/noConfusingVoidType: an `async` sink that returns nothing must still conform
  applyUpdate(update: FeedMatchUpdate): Promise<FeedApplyResult | void>;
}

/**
 * A live data source shaped after industry feeds (fixtures, status + period scores, incidents, odds).
 * The simulator is the development implementation; a commercial feed adapter implements the same.
 */
export interface MatchFeedProvider {
  readonly source: string;
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}

/** Websocket channel names for live match data (see server/realtime/protocol.ts for the frames). */
export const matchChannels = {
  /** Every change of one match: `{kind:"state", state}` and `{kind:"incidents", incidents}`. */
  match: (matchId: number) => `match:${matchId}`,
  /** Live-state changes of every match of one game. */
  game: (gameId: number) => `game:${gameId}:live`,
  /** Live-state changes of every match in play, of every game. */
  allLive: 'live:all',
} as const;

/** A user's own channel (only that signed-in user's sockets may follow it, see server/realtime/hub.ts). */
export const userChannel = (uid: number) => `user:${uid}`;

/** Told on `user:<uid>` when a match the user reserved kicks off (their reminder). */
export interface ReservedMatchStarted {
  kind: 'reservedMatchStarted';
  matchId: number;
  gameId: number;
  league: string;
  home: string | null;
  away: string | null;
}

/** Told on `user:<uid>` when a match the user reserved ends or is cancelled. */
export interface ReservationChanged {
  kind: 'reservationChanged';
  matchId: number;
  gameId: number;
  state: 'ended' | 'cancelled';
}

export type ReservationNotice = ReservedMatchStarted | ReservationChanged;

/** A frame published on the match channels. */
export type MatchChannelMessage =
  | { kind: 'state'; gameId: number; state: MatchLiveState }
  | { kind: 'incidents'; gameId: number; matchId: number; incidents: MatchIncident[] }
  | { kind: 'odds'; gameId: number; matchId: number; odds: MatchOdds[] };

/** True when `next` may replace `held` (server and browser apply the same rule). */
export function isNewer(
  held: Pick<MatchLiveState, 'seq'> | null | undefined,
  next: Pick<MatchLiveState, 'seq'>,
): boolean {
  return !held || next.seq > held.seq;
}
