/**
 * The game catalog of spec section 3. Ids are the spec's; `abbr` is the URL slug, taken from the
 * spec's mobile-link name map where it names the game ("cs:go" becomes "csgo": a colon has no place
 * in a path segment). The spec claims 38 games covered but lists these 36 ids; the list is the truth.
 */
export interface CatalogGame {
  gameId: number;
  kind: 'esports' | 'sports';
  name: string;
  abbr: string;
}

export const GAME_CATALOG: readonly CatalogGame[] = [
  { gameId: 1, kind: 'esports', name: 'LoL', abbr: 'lol' },
  { gameId: 2, kind: 'esports', name: 'CS:GO', abbr: 'csgo' },
  { gameId: 3, kind: 'esports', name: 'Honor of Kings', abbr: 'kog' },
  { gameId: 4, kind: 'esports', name: 'Dota2', abbr: 'dota2' },
  { gameId: 5, kind: 'esports', name: 'PUBG', abbr: 'pubg' },
  { gameId: 6, kind: 'esports', name: 'PUBG Mobile', abbr: 'pubgmobile' },
  { gameId: 7, kind: 'esports', name: 'LoL Mobile', abbr: 'lolmobile' },
  { gameId: 8, kind: 'esports', name: 'COD', abbr: 'codmw' },
  { gameId: 9, kind: 'esports', name: 'FIFA', abbr: 'fifa' },
  { gameId: 14, kind: 'esports', name: 'Valorant', abbr: 'valorant' },
  { gameId: 15, kind: 'esports', name: 'MMA', abbr: 'mma' },
  { gameId: 16, kind: 'esports', name: 'CF', abbr: 'cf' },
  { gameId: 17, kind: 'esports', name: 'Overwatch', abbr: 'overwatch' },
  { gameId: 18, kind: 'esports', name: 'StarCraft 2', abbr: 'sc2' },
  { gameId: 19, kind: 'esports', name: 'Rocket League', abbr: 'rocketleague' },
  { gameId: 20, kind: 'esports', name: 'Rainbow Six', abbr: 'r6' },
  { gameId: 21, kind: 'esports', name: 'Hearthstone', abbr: 'hearthstone' },
  { gameId: 22, kind: 'esports', name: 'NBA2K', abbr: 'nba2k' },
  { gameId: 23, kind: 'esports', name: 'Warcraft 3', abbr: 'wc3' },
  { gameId: 24, kind: 'esports', name: 'Arena of Valor', abbr: 'aov' },
  { gameId: 25, kind: 'esports', name: 'Mobile Legends', abbr: 'mobilelegends' },
  { gameId: 26, kind: 'esports', name: 'Naraka', abbr: 'naraka' },
  { gameId: 27, kind: 'esports', name: 'Dream Three Kingdoms 2', abbr: 'dtk2' },
  { gameId: 28, kind: 'esports', name: 'Street Fighter 5', abbr: 'sf5' },
  { gameId: 0, kind: 'esports', name: 'Other esports', abbr: 'esports' },
  { gameId: 201, kind: 'sports', name: 'Basketball', abbr: 'basketball' },
  { gameId: 202, kind: 'sports', name: 'Football', abbr: 'soccer' },
  { gameId: 203, kind: 'sports', name: 'Tennis', abbr: 'tennis' },
  { gameId: 204, kind: 'sports', name: 'Snooker', abbr: 'snooker' },
  { gameId: 205, kind: 'sports', name: 'Baseball', abbr: 'baseball' },
  { gameId: 206, kind: 'sports', name: 'Volleyball', abbr: 'volleyball' },
  { gameId: 207, kind: 'sports', name: 'Badminton', abbr: 'badminton' },
  { gameId: 208, kind: 'sports', name: 'Table tennis', abbr: 'tabletennis' },
  { gameId: 209, kind: 'sports', name: 'American football', abbr: 'americanfootball' },
  { gameId: 210, kind: 'sports', name: 'Cricket', abbr: 'cricket' },
  { gameId: 200, kind: 'sports', name: 'Other sports', abbr: 'sports' },
];

export function gameLogoPath(abbr: string): string {
  return `/images/games/${abbr}.svg`;
}
