/**
 * The simulator's competitions, per catalog game: invented but realistic leagues, cups and
 * tournaments, with how their teams are named and what formats they play.
 */
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import { type SportFamily, sportFamily } from '../../../shared/matches/model.ts';

/**
 * - league: a season of rounds between its own teams ("Round 12"); draws allowed;
 * - cup: knockout ties between teams of the game's leagues (football goes to extra time and penalties);
 * - tournament: a weekly knockout event of individual players ("Quarter-final");
 * - series: an esports league (group stage, "Week 3") or, with `playoffs`, its knockout stage.
 */
export type CompetitionKind = 'league' | 'cup' | 'tournament' | 'series';

/** How a team's name is made (see names.ts). */
export type TeamStyle = 'club' | 'franchise' | 'person' | 'esports' | 'handle';

export interface LeagueDefinition {
  key: string;
  name: string;
  shortName: string;
  kind: CompetitionKind;
  /** Country of its teams; international competitions have none. */
  country?: string;
  /**
   * Its own teams (leagues, regional series). Without: it draws from the game's pool, the teams of
   * all its competitions (cups, world championships) or its players (tournaments).
   */
  teams?: number;
  /** '2025/26' seasons (European club seasons) or calendar-year seasons. */
  season: 'split' | 'year';
  /** Share of the game's matches. */
  weight: number;
  /** Esports series: the knockout stage of the season. */
  playoffs?: boolean;
}

export interface GameSetup {
  gameId: number;
  family: SportFamily;
  teamStyle: TeamStyle;
  leagues: LeagueDefinition[];
  /** Players in the pool of tournaments (individual sports and duels). */
  players?: number;
  /** How popular the game is: its share of the live matches. */
  weight: number;
}

/** A competition of one of the traditional sports, listed in COMPETITIONS. */
interface Listed {
  gameId: number;
  definition: LeagueDefinition;
}

function league(
  gameId: number,
  key: string,
  name: string,
  shortName: string,
  country: string | undefined,
  teams: number,
  season: 'split' | 'year',
  weight = 1,
): Listed {
  return { gameId, definition: { key, name, shortName, kind: 'league', country, teams, season, weight } };
}

function cup(gameId: number, key: string, name: string, shortName: string, weight = 0.25): Listed {
  return { gameId, definition: { key, name, shortName, kind: 'cup', season: 'split', weight } };
}

function tournament(gameId: number, key: string, name: string, shortName: string, weight = 1): Listed {
  return { gameId, definition: { key, name, shortName, kind: 'tournament', season: 'year', weight } };
}

/** The traditional sports: how their teams are named, how popular they are, their players. */
const SPORTS: Readonly<Record<number, Omit<GameSetup, 'gameId' | 'family' | 'leagues'>>> = {
  202: { teamStyle: 'club', weight: 5 },
  200: { teamStyle: 'club', weight: 1.5 },
  201: { teamStyle: 'franchise', weight: 3 },
  209: { teamStyle: 'franchise', weight: 1 },
  205: { teamStyle: 'franchise', weight: 1.5 },
  210: { teamStyle: 'franchise', weight: 1 },
  203: { teamStyle: 'person', weight: 3, players: 96 },
  204: { teamStyle: 'person', weight: 1, players: 48 },
  206: { teamStyle: 'club', weight: 1.2 },
  207: { teamStyle: 'person', weight: 1, players: 64 },
  208: { teamStyle: 'person', weight: 1, players: 64 },
};

/** Their competitions, each game's in its order (which the simulator's draws depend on). */
const COMPETITIONS: readonly Listed[] = [
  league(202, 'albion-premier', 'Albion Premier League', 'APL', 'GB', 20, 'split'),
  league(202, 'liga-iberica', 'Liga Primera Ibérica', 'LPI', 'ES', 20, 'split'),
  league(202, 'bundesklasse', 'Bundesklasse', 'BKL', 'DE', 18, 'split'),
  league(202, 'serie-nazionale', 'Serie Nazionale', 'SNA', 'IT', 20, 'split'),
  league(202, 'j-pro', 'J.Pro League', 'JPL', 'JP', 18, 'year', 0.7),
  cup(202, 'continental-champions', 'Continental Champions Cup', 'CCC', 0.6),
  league(200, 'womens-super', "Women's Super League", 'WSL', 'GB', 12, 'split'),
  league(200, 'u21-bundesklasse', 'U21 Bundesklasse', 'U21', 'DE', 16, 'split'),
  cup(200, 'nations-futures', 'Nations Futures Cup', 'NFC', 0.3),
  league(201, 'nbl', 'National Basketball League', 'NBL', 'US', 20, 'split'),
  league(201, 'eastern-ba', 'Eastern Basketball Association', 'EBA', 'CN', 16, 'split'),
  league(201, 'liga-baloncesto', 'Liga Baloncesto Ibérica', 'LBI', 'ES', 16, 'split', 0.6),
  league(209, 'ngl', 'National Gridiron League', 'NGL', 'US', 16, 'year'),
  league(209, 'college-gridiron', 'College Gridiron Conference', 'CGC', 'US', 14, 'year', 0.6),
  league(205, 'pacific-pro', 'Pacific Professional Baseball', 'PPB', 'JP', 12, 'year'),
  league(205, 'korea-diamond', 'Korea Diamond League', 'KDL', 'KR', 10, 'year'),
  league(205, 'abc', 'American Baseball Circuit', 'ABC', 'US', 16, 'year'),
  league(210, 'premier-t20', 'Premier T20 League', 'PTL', 'IN', 10, 'year'),
  league(210, 'coastal-bash', 'Coastal T20 Bash', 'CTB', 'AU', 8, 'year', 0.6),
  league(210, 'county-blast', 'County T20 Blast', 'CTB', 'GB', 12, 'year', 0.6),
  tournament(203, 'coastal-open', 'Coastal Open', 'CO'),
  tournament(203, 'capital-masters', 'Capital Masters', 'CM'),
  tournament(203, 'riviera-championships', 'Riviera Championships', 'RC'),
  tournament(203, 'highlands-challenger', 'Highlands Challenger', 'HC', 0.6),
  tournament(204, 'northern-masters', 'Northern Masters', 'NM'),
  tournament(204, 'snooker-grand-prix', 'Snooker Grand Prix', 'SGP'),
  tournament(204, 'eastern-open', 'Eastern Open', 'EO'),
  league(206, 'volley-superleague', 'Volley SuperLeague', 'VSL', 'IT', 12, 'split'),
  league(206, 'volley-premier', 'Volleyball Premier League', 'VPL', 'PL', 14, 'split'),
  league(206, 'v-league-japan', 'V.Premier Japan', 'VPJ', 'JP', 10, 'split', 0.6),
  tournament(207, 'jade-open', 'Jade Open Super 500', 'JO'),
  tournament(207, 'thames-masters', 'Thames Masters Super 300', 'TM'),
  tournament(208, 'star-contender', 'Star Contender Series', 'SCS'),
  tournament(208, 'pro-tt-series', 'Pro Table Tennis Series', 'PTT'),
];

const REGIONS = [
  { name: 'Pacific', country: 'KR' },
  { name: 'Europe', country: 'DE' },
  { name: 'Americas', country: 'US' },
  { name: 'China', country: 'CN' },
  { name: 'Korea', country: 'KR' },
  { name: 'Japan', country: 'JP' },
  { name: 'Brazil', country: 'BR' },
];
const SERIES_SUFFIX: Readonly<Partial<Record<SportFamily, readonly [string, string]>>> = {
  moba: ['Championship', 'Pro League'],
  shooter: ['Pro League', 'Challengers'],
  battle_royale: ['Global Series', 'Pro League'],
  duel: ['Masters', 'Open'],
};
/** Popular esports get more live matches. */
const ESPORTS_WEIGHT: Readonly<Record<number, number>> = { 1: 3, 2: 3, 4: 2, 14: 2, 3: 1.5, 5: 1.2 };

/** Esports: two regional series (group stage and playoffs) and a world event, named after the game. */
function esportsSetup(gameId: number, name: string, family: SportFamily): GameSetup {
  const [first, second] = SERIES_SUFFIX[family] ?? ['League', 'Series'];
  const a = REGIONS[gameId % REGIONS.length] ?? { name: 'Europe', country: 'DE' };
  const b = REGIONS[(gameId + 3) % REGIONS.length] ?? { name: 'Americas', country: 'US' };
  const battleRoyale = family === 'battle_royale';
  const duel = family === 'duel';
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const series = (
    region: { name: string; country: string },
    suffix: string,
    weight: number,
  ): LeagueDefinition => ({
    key: slug(`${region.name} ${suffix}`),
    name: `${name} ${region.name} ${suffix}`,
    shortName: `${region.name.slice(0, 2).toUpperCase()}${suffix
      .split(' ')
      .map((w) => w[0])
      .join('')}`,
    kind: duel ? 'tournament' : 'series',
    country: region.country,
    // Battle royale: lobbies of 16 drawn from a league of 32, so one league can fill a lobby while
    // another of its lobbies is still playing (no team is in two at once).
    teams: duel ? undefined : battleRoyale ? 32 : 10,
    season: 'year',
    weight,
  });
  const world: LeagueDefinition = {
    key: 'world-championship',
    name: `${name} World Championship`,
    shortName: 'WC',
    kind: duel ? 'tournament' : 'series',
    season: 'year',
    weight: 0.5,
    playoffs: !duel,
  };
  return {
    gameId,
    family,
    teamStyle: duel ? 'handle' : 'esports',
    weight: ESPORTS_WEIGHT[gameId] ?? 1,
    players: duel ? 48 : undefined,
    leagues: [series(a, first, 1), series(b, second, 0.8), world],
  };
}

/** The setup of every catalog game, in catalog order. */
export const GAME_SETUPS: readonly GameSetup[] = GAME_CATALOG.map((game) => {
  const family = sportFamily(game.gameId);
  const sport = SPORTS[game.gameId];
  if (sport) {
    const leagues = COMPETITIONS.filter((c) => c.gameId === game.gameId).map((c) => c.definition);
    return { gameId: game.gameId, family, ...sport, leagues };
  }
  return esportsSetup(game.gameId, game.name, family);
});

export function gameSetup(gameId: number): GameSetup {
  const setup = GAME_SETUPS.find((g) => g.gameId === gameId);
  if (!setup) throw new Error(`no simulator setup for game ${gameId}`);
  return setup;
}
