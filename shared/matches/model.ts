/**
 * The match model shared by the feed, the database, the API, the websocket channels and the site:
 * its enums and the rules both sides apply, as plain values (no zod: the browser imports this file).
 * The shapes are declared once, as wire schemas, in `contract.ts`; their types are re-exported here.
 * One status model covers every game (spec section 4); each sport family adds its own period detail.
 *
 * A match's live state travels as a whole (`MatchLiveState`, a few hundred bytes) stamped with a
 * sequence number that only grows: whoever holds a state never replaces it with one of a lower
 * sequence (server and browser alike). Incidents carry the sequence of the state they arrived with.
 */
import type {
  FormMatch,
  LeagueRef,
  MatchIncident,
  MatchItem,
  MatchLiveState,
  MatchOdds,
  MatchStats,
  Period,
} from './contract.ts';

export type {
  BattleRoyaleStanding,
  CricketInnings,
  Draft,
  FormMatch,
  GoldSeries,
  LeagueMatches,
  LeagueRef,
  LineupPlayer,
  Lineups,
  LiveDetail,
  MatchClock,
  MatchDetail,
  MatchIncident,
  MatchItem,
  MatchLiveState,
  MatchOdds,
  MatchPage,
  MatchStats,
  MatchTabData,
  OddsPoint,
  OddsPrices,
  PcMatches,
  Period,
  PeriodScore,
  PlayerLine,
  Preview,
  ReservationView,
  RoyaleGame,
  SeriesCount,
  Side,
  SideScore,
  TeamRef,
  Trends,
  WinRate,
} from './contract.ts';

/** Spec section 4: not started, live, half-time, overtime, penalties, finished, postponed, cancelled, preview. */
export const MATCH_STATUSES = [
  'preview', // announced, line-ups/format not final
  'not_started',
  'live',
  'half_time', // any break between periods; `breakLabel` names it (half-time only between the halves)
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
  'duel', // one-versus-one esports: StarCraft 2, Hearthstone, fighting games, NBA2K (best-of-N games), FIFA (halves), MMA (rounds)
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
export const PERIOD_TYPES = [
  'half', // football: 1, 2
  'extra_time', // football: 1, 2
  'penalties', // football shoot-out
  'quarter', // basketball, American football: 1..4
  'overtime', // basketball, American football: 1..n
  'set', // tennis, volleyball, badminton, table tennis
  'inning', // baseball 1..12 (with `half`), cricket 1..4
  'frame', // snooker
  'map', // map-based esports (MOBA, shooters): map number in a best-of-N
  'game', // card, strategy, fighting and sports-sim duels: game number in a best-of-N; battle royale: game of the lobby
  'round', // MMA: round of a bout
] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/**
 * What a game's `bestOf` counts (shown beside the league in the match header):
 * - `bestOf`: a best-of-N series of maps, games, sets or frames, won by the first to take most of them
 *   ("Best of 3", then "Map 2" or "Game 2");
 * - `rounds`: a bout of N rounds that ends early on a finish (MMA: "3 rounds", then "Round 2");
 * - `lobby`: N games of one lobby whose points add up, with no side to win a majority (battle royale:
 *   "6 games", then "Game 4"; liquipedia and bo3.gg count them, never "Best of");
 * - `null`: one match with no series (football, basketball, FIFA: "Half 2", "Q3").
 */
export type SeriesKind = 'bestOf' | 'rounds' | 'lobby' | null;

/**
 * How a game's match is divided (spec section 4: "Basketball periods: four quarters, halftime,
 * overtime. Baseball: innings 1 to 12, top and bottom. Tennis: sets 1 to 3."): its regular period,
 * what its series counts, and after which period the break is half-time. The simulator plays these
 * periods and the site names them; nothing else decides it.
 */
export interface GameFormat {
  family: SportFamily;
  /** The regular period: what the status column and the score table name. */
  periodType: PeriodType;
  series: SeriesKind;
  /**
   * The break after this regular period is half-time (halves: after the first; quarters: after the
   * second). Other breaks name the period just ended ("End of Q3", "End of set 2", "End of map 1").
   */
  halfTimeAfter?: number;
}

const FAMILY_FORMATS: Readonly<Record<SportFamily, GameFormat>> = {
  football: { family: 'football', periodType: 'half', series: null, halfTimeAfter: 1 },
  basketball: { family: 'basketball', periodType: 'quarter', series: null, halfTimeAfter: 2 },
  american_football: { family: 'american_football', periodType: 'quarter', series: null, halfTimeAfter: 2 },
  tennis: { family: 'tennis', periodType: 'set', series: 'bestOf' },
  sets: { family: 'sets', periodType: 'set', series: 'bestOf' },
  baseball: { family: 'baseball', periodType: 'inning', series: null },
  cricket: { family: 'cricket', periodType: 'inning', series: null },
  snooker: { family: 'snooker', periodType: 'frame', series: 'bestOf' },
  moba: { family: 'moba', periodType: 'map', series: 'bestOf' },
  shooter: { family: 'shooter', periodType: 'map', series: 'bestOf' },
  battle_royale: { family: 'battle_royale', periodType: 'game', series: 'lobby' },
  duel: { family: 'duel', periodType: 'game', series: 'bestOf' },
};

/**
 * Games whose format is not their family's: of the one-versus-one esports, MMA fights rounds and
 * FIFA plays a football match in two halves; the others (StarCraft 2, Warcraft 3, Hearthstone,
 * Street Fighter, NBA2K, Rocket League) play games in a best-of-N. Maps belong to MOBA and shooters.
 */
const GAME_FORMATS: Readonly<Record<number, GameFormat>> = {
  9: { family: 'duel', periodType: 'half', series: null, halfTimeAfter: 1 },
  15: { family: 'duel', periodType: 'round', series: 'rounds' },
};

/** The format of a game (unknown games: the duel's best-of-N games). */
export function gameFormat(gameId: number): GameFormat {
  return GAME_FORMATS[gameId] ?? FAMILY_FORMATS[SPORT_FAMILY_BY_GAME[gameId] ?? 'duel'];
}

/**
 * What a break between periods (status `half_time`) is called, from the period just ended
 * (`games:status.<key>`, or `games:periodEnd.<type>` with the period's number):
 * - half-time only between the halves (after H1; after Q2 in quarter games);
 * - football: "Awaiting extra time" after the second half, "Extra time half-time" after ET 1;
 * - cricket: "Innings break";
 * - else the end of the period just ended: "End of Q3", "End of OT1", "End of set 2", "End of
 *   frame 4", "End of map 1", "End of game 2", "End of round 1";
 * - "Break" when the period is unknown.
 */
export type BreakLabel =
  | { key: 'half_time' | 'beforeExtraTime' | 'extraTimeBreak' | 'inningsBreak' | 'break' }
  | { key: 'periodEnd'; type: PeriodEndType; n: number };

export const PERIOD_END_TYPES = ['quarter', 'overtime', 'set', 'frame', 'map', 'game', 'round'] as const;
export type PeriodEndType = (typeof PERIOD_END_TYPES)[number];

export function breakLabel(gameId: number, period: Pick<Period, 'type' | 'index'> | null): BreakLabel {
  if (!period) return { key: 'break' };
  const format = gameFormat(gameId);
  if (period.type === format.periodType && period.index === format.halfTimeAfter) return { key: 'half_time' };
  if (period.type === 'half') return { key: 'beforeExtraTime' };
  if (period.type === 'extra_time') return { key: 'extraTimeBreak' };
  if (format.family === 'cricket') return { key: 'inningsBreak' };
  const type = PERIOD_END_TYPES.find((t) => t === period.type);
  return type ? { key: 'periodEnd', type, n: period.index } : { key: 'break' };
}

export const SIDES = ['home', 'away'] as const;

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

/** Incidents the feed may name a player for (a scorer, a booked player, who came on). */
export const PLAYER_INCIDENTS: readonly IncidentType[] = [
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_miss',
  'yellow_card',
  'red_card',
  'substitution',
];

/**
 * Red cards per side after some more incidents: the count held before plus the `red_card` incidents
 * among `incidents` (football shows them beside the team's name). Undefined while there are none.
 */
export function redCardsAfter(
  before: { home: number; away: number } | null | undefined,
  incidents: readonly { type: IncidentType; side: (typeof SIDES)[number] | null }[],
): { home: number; away: number } | undefined {
  const out = { home: before?.home ?? 0, away: before?.away ?? 0 };
  for (const incident of incidents) {
    if (incident.type === 'red_card' && incident.side) out[incident.side] += 1;
  }
  return out.home + out.away > 0 ? out : undefined;
}

/** Odds markets (spec: European, handicap, over/under), each with opening and current prices. */
export const ODDS_MARKETS = ['europe', 'handicap', 'over_under'] as const;
export type OddsMarket = (typeof ODDS_MARKETS)[number];

/** True when `next` may replace `held` (server and browser apply the same rule). */
export function isNewer(
  held: Pick<MatchLiveState, 'seq'> | null | undefined,
  next: Pick<MatchLiveState, 'seq'>,
): boolean {
  return !held || next.seq > held.seq;
}

// Lists --------------------------------------------------------------------------------------------

/** `getPCGameMatchByCondition`'s status groups. */
export const STATUS_GROUPS = ['live', 'upcoming', 'finished', 'all'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/**
 * The match-list page's tabs (`match/pcMatches`; spec section 2, "Match list: calendar, back-to-today
 * control, tabs for live, not started, finished, favourites and results"). What each shows for the
 * viewer's chosen day D:
 * - `live`: in play now. "Now" is today, so the tab belongs to today only (`tabOnDay`).
 * - `notStarted`: matches of D still to come (preview, not started, postponed), soonest first.
 * - `finished`: every match of D that is over (finished or cancelled), by league in kick-off order:
 *   the day as it was played.
 * - `results`: the scores of the week up to D (`RESULTS_DAYS` days ending on D, finished only),
 *   league by league, each league's latest first: how every competition went lately (the spec's
 *   `getSevenDayResults` window), where `finished` is one day across competitions.
 * - `favourites`: the viewer's favourites of D.
 */
export const MATCH_TABS = ['live', 'notStarted', 'finished', 'favourites', 'results'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** The results tab covers the chosen day and the six days before it. */
export const RESULTS_DAYS = 7;

/** The tab a day opens on: what is in play for today, the day's finished matches before it, its schedule after it. */
export function defaultMatchTab(date: string, today: string): MatchTab {
  return date === today ? 'live' : date < today ? 'finished' : 'notStarted';
}

/**
 * The tab shown for a requested tab on a day. A past day has nothing in play and a future day has
 * not begun: "live" there is the day's own default (finished before today, not started after it).
 * Every other tab applies to any day.
 */
export function tabOnDay(requested: MatchTab | undefined, date: string, today: string): MatchTab {
  if (requested === undefined || (requested === 'live' && date !== today))
    return defaultMatchTab(date, today);
  return requested;
}

/** Lists answer at most this many matches a page. */
export const MAX_PAGE_SIZE = 100;

// Reservations -------------------------------------------------------------------------------------

/**
 * The states a user sees (spec section 4); the state machine is
 * `server/domains/matches/reservations/rules.ts`.
 */
export const RESERVATION_STATES = ['not_started', 'in_progress', 'ended', 'cancelled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

// Realtime messages (channel names in shared/realtime/channels.ts) ---------------------------------

/** A frame published on the match channels. */
export type MatchChannelMessage =
  | { kind: 'state'; gameId: number; state: MatchLiveState }
  | { kind: 'incidents'; gameId: number; matchId: number; incidents: MatchIncident[] }
  | { kind: 'odds'; gameId: number; matchId: number; odds: MatchOdds[] }
  | { kind: 'stats'; gameId: number; matchId: number; stats: MatchStats };

/** Told on `user:<uid>` when a match the user reserved kicks off (their reminder). */
export interface ReservedMatchStarted {
  kind: 'reservedMatchStarted';
  matchId: number;
  gameId: number;
  league: LeagueRef['name'];
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

// Match centre (the match page's tabs) -----------------------------------------------------------

/**
 * The match page's tabs (spec section 2, "Match detail: preview, data, playback, lineups, technical
 * statistics, player statistics, odds, trends, match log, economy, animation live, text live, chat
 * room, anchor commentary"), in the order they are shown. Each has its own address
 * (`/{game}/{id}?tab=<id>`; the first shown without the parameter). A tab is shown only when the
 * match has its data (`centreTabs`): never an empty tab.
 * - `summary`: the key moments (`KEY_INCIDENTS`), as FlashScore's summary;
 * - `stats`: the sides' technical statistics (`STAT_DEFS`), for the match and per period;
 * - `economy`: shooters with an economy, each round's team equipment value and buy type per map
 *   (shared/matches/economy.ts; its data comes with the stats, `GET …/stats`);
 * - `log`: every incident as a sentence (text live), newest first;
 * - `preview`: each side's recent form (W/D/L), their meetings, the win rate (two sides only);
 * - `trends`: over those matches, how often each side won, went over the total, covered the handicap
 *   and (esports) played maps over 26.5 kills or rounds (shared/matches/trends.ts);
 * - `lineups`: starters and substitutes of each side (a pitch for football);
 * - `players`: each player's figures in this match (`PLAYER_STAT_DEFS`);
 * - `odds`: the three markets with opening and current prices;
 * - `animation`: a live drawing of the play (football pitch, basketball court, esports objectives)
 *   while the match is in play, or the brand's vendor widget;
 * - `playback`, `chat`, `commentary`: replays and highlights, the match's chat room and the anchors'
 *   commentary. Their frames are here; their data arrives with the content, chat and live-room work
 *   (until then their facts are 0 and the tabs absent).
 */
export const MATCH_CENTRE_TABS = [
  'summary',
  'animation',
  'stats',
  'economy',
  'log',
  'preview',
  'trends',
  'lineups',
  'players',
  'odds',
  'playback',
  'chat',
  'commentary',
] as const;
export type MatchCentreTab = (typeof MATCH_CENTRE_TABS)[number];
/** The tabs with their own call, `GET /java/{game}/{id}/{tab}`. */
export const MATCH_DATA_TABS = ['stats', 'log', 'preview', 'trends', 'lineups', 'players', 'odds'] as const;
export type MatchDataTab = (typeof MATCH_DATA_TABS)[number];

/** The preview shows each side's last this many finished matches, and as many meetings. */
export const FORM_MATCHES = 10;

/** A league table's form column: each team's last this many results (FlashScore shows five). */
export const FORM_RESULTS = 5;

/** Spec section 9, "Player recent data: last 20 games": a player's page reads this many matches. */
export const PLAYER_RECENT_GAMES = 20;

/**
 * The technical statistics a match may have (spec: "technical statistics"), in the order the stats
 * tab shows them: its key (`matches:centre.stats.<key>`), how its value reads (a count, a percentage,
 * a decimal) and whether more is better for a side (the bar of the better side is stronger).
 */
export const STAT_DEFS = [
  // Football
  { key: 'possession', kind: 'percent' },
  { key: 'xg', kind: 'decimal' },
  { key: 'shots', kind: 'count' },
  { key: 'shotsOnTarget', kind: 'count' },
  { key: 'corners', kind: 'count' },
  { key: 'dangerousAttacks', kind: 'count' },
  { key: 'fouls', kind: 'count', fewerIsBetter: true },
  { key: 'offsides', kind: 'count', fewerIsBetter: true },
  // Basketball
  { key: 'fieldGoals', kind: 'percent' },
  { key: 'threePointers', kind: 'percent' },
  { key: 'freeThrows', kind: 'percent' },
  { key: 'rebounds', kind: 'count' },
  { key: 'assists', kind: 'count' },
  { key: 'turnovers', kind: 'count', fewerIsBetter: true },
  // Tennis
  { key: 'aces', kind: 'count' },
  { key: 'doubleFaults', kind: 'count', fewerIsBetter: true },
  { key: 'firstServe', kind: 'percent' },
  { key: 'breakPointsWon', kind: 'count' },
  { key: 'breakPoints', kind: 'count' },
  // MOBA (gold in thousands)
  { key: 'kills', kind: 'count' },
  { key: 'towers', kind: 'count' },
  { key: 'dragons', kind: 'count' },
  { key: 'barons', kind: 'count' },
  { key: 'gold', kind: 'decimal' },
  // Shooters (CT and T: defence and attack)
  { key: 'rounds', kind: 'count' },
  { key: 'ctRounds', kind: 'count' },
  { key: 'tRounds', kind: 'count' },
  { key: 'pistolRounds', kind: 'count' },
] as const;
export type StatKey = (typeof STAT_DEFS)[number]['key'];

/**
 * Statistics a game names in its own words (`matches:centre.stats.<name>`): Valorant's defence and
 * attack for CT and T, League of Legends' barons, Dota's Roshan. Other games use the key's name.
 */
export const GAME_STAT_NAMES: Readonly<Record<number, Partial<Record<StatKey, string>>>> = {
  1: { barons: 'baron' },
  7: { barons: 'baron' },
  4: { barons: 'roshan' },
  14: { ctRounds: 'defenceRounds', tRounds: 'attackRounds' },
};

/** The catalog name of statistic `key` in game `gameId`. */
export function statName(gameId: number, key: StatKey): string {
  return GAME_STAT_NAMES[gameId]?.[key] ?? key;
}

/**
 * A player's figures in a match (spec: "player statistics"; `matches:centre.players.<key>`), the
 * columns of the player statistics tab by family, in order. `rating` is a 0–10 match rating
 * (football) or HLTV's (shooters); `adr` average damage per round; `cs` creeps (last hits);
 * `gold` and `damage` in thousands.
 */
export const PLAYER_STAT_DEFS = {
  football: [
    { key: 'rating', kind: 'decimal' },
    { key: 'minutes', kind: 'count' },
    { key: 'goals', kind: 'count' },
    { key: 'assists', kind: 'count' },
    { key: 'shots', kind: 'count' },
    { key: 'passes', kind: 'count' },
    { key: 'passAccuracy', kind: 'percent' },
  ],
  basketball: [
    { key: 'points', kind: 'count' },
    { key: 'rebounds', kind: 'count' },
    { key: 'assists', kind: 'count' },
    { key: 'fieldGoals', kind: 'percent' },
    { key: 'threesMade', kind: 'count' },
    { key: 'minutes', kind: 'count' },
  ],
  moba: [
    { key: 'kills', kind: 'count' },
    { key: 'deaths', kind: 'count' },
    { key: 'assists', kind: 'count' },
    { key: 'cs', kind: 'count' },
    { key: 'gold', kind: 'decimal' },
    { key: 'damage', kind: 'decimal' },
  ],
  shooter: [
    { key: 'kills', kind: 'count' },
    { key: 'deaths', kind: 'count' },
    { key: 'assists', kind: 'count' },
    { key: 'adr', kind: 'decimal' },
    { key: 'headshots', kind: 'percent' },
    { key: 'rating', kind: 'decimal' },
  ],
} as const satisfies Partial<
  Record<SportFamily, readonly { key: string; kind: 'count' | 'percent' | 'decimal' }[]>
>;
export type PlayerStatFamily = keyof typeof PLAYER_STAT_DEFS;
export type PlayerStatKey = (typeof PLAYER_STAT_DEFS)[PlayerStatFamily][number]['key'];

/** The player statistics columns of a family (none: the family has no such tab). */
export function playerStatDefs(
  family: SportFamily,
): readonly { key: PlayerStatKey; kind: 'count' | 'percent' | 'decimal' }[] {
  return family in PLAYER_STAT_DEFS ? PLAYER_STAT_DEFS[family as PlayerStatFamily] : [];
}
export const STAT_KEYS: readonly StatKey[] = STAT_DEFS.map((d) => d.key);

/** The odds chart draws at most this many points per market and bookmaker. */
export const ODDS_HISTORY_POINTS = 40;

/**
 * At most `max` of `points` (in order): the first, the last and evenly spaced ones between, so a
 * long movement keeps its shape in a few hundred bytes.
 */
export function thinOut<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  if (max <= 1) return points.slice(-1);
  const out: T[] = [];
  for (let i = 0; i < max; i++) {
    const point = points[Math.round((i * (points.length - 1)) / (max - 1))];
    if (point !== undefined) out.push(point);
  }
  return out;
}

/** The match page sends the newest this many lines of its log; the rest come when asked for. */
export const LOG_FIRST_SCREEN = 40;

/** The match log shows at most this many incidents (the newest). */
export const MATCH_LOG_LIMIT = 500;

/** The incidents the summary shows: what changes a match (goals, cards, maps, sets...), not every point. */
export const KEY_INCIDENTS: readonly IncidentType[] = [
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_miss',
  'yellow_card',
  'red_card',
  'substitution',
  'wicket',
  'set_won',
  'frame_won',
  'map_won',
  'first_blood',
  'baron',
];

export function isKeyIncident(incident: Pick<MatchIncident, 'type'>): boolean {
  return KEY_INCIDENTS.includes(incident.type);
}

/** What decides which tabs a match has. */
export interface CentreFacts {
  keyIncidents: number;
  /** Statistics the match has (its `stats.total` keys). */
  stats: number;
  /** Rounds with an economy (shooters). */
  economyRounds: number;
  incidents: number;
  /** Past matches of either side and meetings (the preview). */
  previewMatches: number;
  /** Past matches with a score of either side (the trends). */
  trendMatches: number;
  lineupPlayers: number;
  /** Players with figures in this match (the player statistics). */
  playerLines: number;
  odds: number;
  /** The match is in play and its family has a drawing (or the brand a vendor widget). */
  animation?: boolean;
  /** Replays and highlights of the match (the content work). */
  videos?: number;
  /** The match has a chat room / an anchor's commentary (the chat and live-room work). */
  chatRoom?: boolean;
  commentary?: boolean;
}

/** The tabs a match shows, in order: each only with its data (possibly none at all). */
export function centreTabs(facts: CentreFacts): MatchCentreTab[] {
  return MATCH_CENTRE_TABS.filter(
    (tab) =>
      (tab === 'summary' && facts.keyIncidents > 0) ||
      (tab === 'stats' && facts.stats > 0) ||
      (tab === 'economy' && facts.economyRounds > 0) ||
      (tab === 'log' && facts.incidents > 0) ||
      (tab === 'preview' && facts.previewMatches > 0) ||
      (tab === 'trends' && facts.trendMatches > 0) ||
      (tab === 'lineups' && facts.lineupPlayers > 0) ||
      (tab === 'players' && facts.playerLines > 0) ||
      (tab === 'animation' && facts.animation === true) ||
      (tab === 'playback' && (facts.videos ?? 0) > 0) ||
      (tab === 'chat' && facts.chatRoom === true) ||
      (tab === 'commentary' && facts.commentary === true) ||
      (tab === 'odds' && facts.odds > 0),
  );
}

/** The tab shown for a requested one: an unknown, absent or empty tab is the first shown (or none). */
export function centreTabOf(
  requested: string | null | undefined,
  shown: readonly MatchCentreTab[],
): MatchCentreTab | null {
  return shown.find((tab) => tab === requested) ?? shown[0] ?? null;
}

/** A past match as one side saw it: won, drawn or lost (null: no result, e.g. cancelled). */
export function resultFor(match: Pick<FormMatch, 'home' | 'away' | 'score' | 'winner'>, teamId: number) {
  const side = match.home.id === teamId ? 'home' : match.away.id === teamId ? 'away' : null;
  if (!side || !match.score) return null;
  if (match.winner) return match.winner === side ? 'W' : 'L';
  if (match.score.home === match.score.away) return 'D';
  return match.score.home > match.score.away === (side === 'home') ? 'W' : 'L';
}

/** A listed match in short (FormList); a match without two sides (battle royale) is left out. */
export function formMatchOfItem(item: MatchItem): FormMatch[] {
  if (!item.home || !item.away) return [];
  return [
    {
      id: item.id,
      startTime: item.startTime,
      league: item.league.name,
      home: { id: item.home.id, name: item.home.name },
      away: { id: item.away.id, name: item.away.name },
      score: item.score ?? null,
      winner: item.winner ?? null,
    },
  ];
}
