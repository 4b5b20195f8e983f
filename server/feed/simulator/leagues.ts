/**
 * The simulator's competitions, per catalog game: invented but realistic leagues, cups and
 * tournaments, with how their teams are named and what formats they play.
 */
import { GAME_CATALOG } from '../../domains/games/catalog.ts';
import { type SportFamily, sportFamily } from '../../domains/matches/model.ts';

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

function league(
  key: string,
  name: string,
  shortName: string,
  country: string | undefined,
  teams: number,
  season: 'split' | 'year',
  weight = 1,
): LeagueDefinition {
  return { key, name, shortName, kind: 'league', country, teams, season, weight };
}

function cup(key: string, name: string, shortName: string, weight = 0.25): LeagueDefinition {
  return { key, name, shortName, kind: 'cup', season: 'split', weight };
}

function tournament(key: string, name: string, shortName: string, weight = 1): LeagueDefinition {
  return { key, name, shortName, kind: 'tournament', season: 'year', weight };
}

const SPORTS: Readonly<Record<number, Omit<GameSetup, 'gameId' | 'family'>>> = {
  202: {
    teamStyle: 'club',
    weight: 5,
    leagues: [
      league('albion-premier', 'Albion Premier League', 'APL', 'GB', 20, 'split'),
      league('liga-iberica', 'Liga Primera Ibérica', 'LPI', 'ES', 20, 'split'),
      league('bundesklasse', 'Bundesklasse', 'BKL', 'DE', 18, 'split'),
      league('serie-nazionale', 'Serie Nazionale', 'SNA', 'IT', 20, 'split'),
      league('j-pro', 'J.Pro League', 'JPL', 'JP', 18, 'year', 0.7),
      cup('continental-champions', 'Continental Champions Cup', 'CCC', 0.6),
    ],
  },
  200: {
    teamStyle: 'club',
    weight: 1.5,
    leagues: [
      league('womens-super', "Women's Super League", 'WSL', 'GB', 12, 'split'),
      league('u21-bundesklasse', 'U21 Bundesklasse', 'U21', 'DE', 16, 'split'),
      cup('nations-futures', 'Nations Futures Cup', 'NFC', 0.3),
    ],
  },
  201: {
    teamStyle: 'franchise',
    weight: 3,
    leagues: [
      league('nbl', 'National Basketball League', 'NBL', 'US', 20, 'split'),
      league('eastern-ba', 'Eastern Basketball Association', 'EBA', 'CN', 16, 'split'),
      league('liga-baloncesto', 'Liga Baloncesto Ibérica', 'LBI', 'ES', 16, 'split', 0.6),
    ],
  },
  209: {
    teamStyle: 'franchise',
    weight: 1,
    leagues: [
      league('ngl', 'National Gridiron League', 'NGL', 'US', 16, 'year'),
      league('college-gridiron', 'College Gridiron Conference', 'CGC', 'US', 14, 'year', 0.6),
    ],
  },
  205: {
    teamStyle: 'franchise',
    weight: 1.5,
    leagues: [
      league('pacific-pro', 'Pacific Professional Baseball', 'PPB', 'JP', 12, 'year'),
      league('korea-diamond', 'Korea Diamond League', 'KDL', 'KR', 10, 'year'),
      league('abc', 'American Baseball Circuit', 'ABC', 'US', 16, 'year'),
    ],
  },
  210: {
    teamStyle: 'franchise',
    weight: 1,
    leagues: [
      league('premier-t20', 'Premier T20 League', 'PTL', 'IN', 10, 'year'),
      league('coastal-bash', 'Coastal T20 Bash', 'CTB', 'AU', 8, 'year', 0.6),
      league('county-blast', 'County T20 Blast', 'CTB', 'GB', 12, 'year', 0.6),
    ],
  },
  203: {
    teamStyle: 'person',
    weight: 3,
    players: 96,
    leagues: [
      tournament('coastal-open', 'Coastal Open', 'CO'),
      tournament('capital-masters', 'Capital Masters', 'CM'),
      tournament('riviera-championships', 'Riviera Championships', 'RC'),
      tournament('highlands-challenger', 'Highlands Challenger', 'HC', 0.6),
    ],
  },
  204: {
    teamStyle: 'person',
    weight: 1,
    players: 48,
    leagues: [
      tournament('northern-masters', 'Northern Masters', 'NM'),
      tournament('snooker-grand-prix', 'Snooker Grand Prix', 'SGP'),
      tournament('eastern-open', 'Eastern Open', 'EO'),
    ],
  },
  206: {
    teamStyle: 'club',
    weight: 1.2,
    leagues: [
      league('volley-superleague', 'Volley SuperLeague', 'VSL', 'IT', 12, 'split'),
      league('volley-premier', 'Volleyball Premier League', 'VPL', 'PL', 14, 'split'),
      league('v-league-japan', 'V.Premier Japan', 'VPJ', 'JP', 10, 'split', 0.6),
    ],
  },
  207: {
    teamStyle: 'person',
    weight: 1,
    players: 64,
    leagues: [
      tournament('jade-open', 'Jade Open Super 500', 'JO'),
      tournament('thames-masters', 'Thames Masters Super 300', 'TM'),
    ],
  },
  208: {
    teamStyle: 'person',
    weight: 1,
    players: 64,
    leagues: [
      tournament('star-contender', 'Star Contender Series', 'SCS'),
      tournament('pro-tt-series', 'Pro Table Tennis Series', 'PTT'),
    ],
  },
};

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
    teams: duel ? undefined : battleRoyale ? 16 : 10,
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
  if (sport) return { gameId: game.gameId, family, ...sport };
  return esportsSetup(game.gameId, game.name, family);
});

export function gameSetup(gameId: number): GameSetup {
  const setup = GAME_SETUPS.find((g) => g.gameId === gameId);
  if (!setup) throw new Error(`no simulator setup for game ${gameId}`);
  return setup;
}
