// Writes public/images/games/<abbr>.svg: a monogram badge per game of the catalog.
// Run after changing the catalog: node scripts/generate-game-logos.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_CATALOG } from '../shared/games/catalog.ts';

const MARKS: Record<string, [string, string]> = {
  lol: ['LoL', '#c89b3c'],
  csgo: ['CS', '#de9b35'],
  kog: ['HoK', '#d4a017'],
  dota2: ['D2', '#b8321a'],
  pubg: ['PG', '#f2a900'],
  pubgmobile: ['PM', '#e08e0b'],
  lolmobile: ['WR', '#2f6fd1'],
  codmw: ['COD', '#3c4a3e'],
  fifa: ['FC', '#1d8f4e'],
  valorant: ['VAL', '#fa4454'],
  mma: ['MMA', '#b71c1c'],
  cf: ['CF', '#546e7a'],
  overwatch: ['OW', '#f99e1a'],
  sc2: ['SC2', '#1565c0'],
  rocketleague: ['RL', '#0d47a1'],
  r6: ['R6', '#37474f'],
  hearthstone: ['HS', '#8d5a2b'],
  nba2k: ['2K', '#c62828'],
  wc3: ['W3', '#6d4c41'],
  aov: ['AoV', '#7b1fa2'],
  mobilelegends: ['ML', '#283593'],
  naraka: ['NK', '#00838f'],
  dtk2: ['DTK', '#ad1457'],
  sf5: ['SF', '#e65100'],
  esports: ['E', '#5e35b1'],
  basketball: ['@basketball', '#f57c00'],
  soccer: ['@soccer', '#2e7d32'],
  tennis: ['@tennis', '#9e9d24'],
  snooker: ['@snooker', '#1b5e20'],
  baseball: ['@baseball', '#c62828'],
  volleyball: ['@volleyball', '#0277bd'],
  badminton: ['@badminton', '#00897b'],
  tabletennis: ['@tabletennis', '#d84315'],
  americanfootball: ['@americanfootball', '#4e342e'],
  cricket: ['@cricket', '#558b2f'],
  sports: ['S', '#455a64'],
};

// Sports get a drawn pictogram (white strokes on the badge colour); emoji would depend on fonts.
const stroke = 'fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const ICONS: Record<string, string> = {
  basketball: `<g ${stroke}><circle cx="20" cy="20" r="11"/><path d="M9 20h22M20 9v22M12.5 12.5c4 4 4 11 0 15M27.5 12.5c-4 4-4 11 0 15"/></g>`,
  soccer: `<g ${stroke}><circle cx="20" cy="20" r="11"/><path d="m20 15 4.5 3.3-1.7 5.2h-5.6l-1.7-5.2zM20 15V9.5M24.5 18.3l5.2-1.8M22.8 23.5l3.2 4.5M17.2 23.5 14 28M15.5 18.3l-5.2-1.8"/></g>`,
  tennis: `<g ${stroke}><circle cx="20" cy="20" r="11"/><path d="M11.5 13c5 3 5 11 0 14M28.5 13c-5 3-5 11 0 14"/></g>`,
  snooker: `<g ${stroke}><circle cx="20" cy="20" r="11"/><circle cx="20" cy="17" r="4.5"/></g><text x="20" y="20.5" font-family="Arial,sans-serif" font-size="7" font-weight="700" fill="#fff" text-anchor="middle">8</text>`,
  baseball: `<g ${stroke}><circle cx="20" cy="20" r="11"/><path d="M13 11.5c3 5 3 12 0 17M27 11.5c-3 5-3 12 0 17M14.5 15h2.5M14.5 25h2.5M23 15h2.5M23 25h2.5"/></g>`,
  volleyball: `<g ${stroke}><circle cx="20" cy="20" r="11"/><path d="M20 20V9M20 20l9.5 5.5M20 20l-9.5 5.5M20 9c5 4 7 10 5.5 16M29.5 25.5c-6 1.5-13 0-19 0"/></g>`,
  badminton: `<g ${stroke}><circle cx="20" cy="28" r="3.5"/><path d="M17 25.5 12 11h16l-5 14.5M16.5 11l1.8 14M23.5 11l-1.8 14M13.5 16h13"/></g>`,
  tabletennis: `<circle cx="18" cy="17" r="8" fill="#fff"/><path d="m23.5 22.5 5.5 5.5" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="29.5" cy="10.5" r="2.5" fill="#fff"/>`,
  americanfootball: `<g ${stroke}><ellipse cx="20" cy="20" rx="12" ry="7.5" transform="rotate(-35 20 20)"/><path d="m16 24 8-8M17.5 19l3.5 3.5M19.5 17l3.5 3.5M15.5 21l3.5 3.5"/></g>`,
  cricket: `<g ${stroke}><path d="m10 30 3 3 13-13-3-3zM23 17l5-5M26 10l4 4"/><circle cx="28" cy="28" r="3"/></g>`,
};

const dir = path.join(import.meta.dirname, '..', 'public', 'images', 'games');
for (const game of GAME_CATALOG) {
  const [mark, colour] = MARKS[game.abbr] ?? [game.abbr.slice(0, 2).toUpperCase(), '#455a64'];
  const icon = mark.startsWith('@') ? ICONS[mark.slice(1)] : undefined;
  const size = mark.length >= 3 ? 13 : 16;
  const inner =
    icon ??
    `<text x="20" y="25" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${mark}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" role="img" aria-label="${game.name.replace(/&/g, '&amp;')}"><rect width="40" height="40" rx="9" fill="${colour}"/>${inner}</svg>\n`;
  writeFileSync(path.join(dir, `${game.abbr}.svg`), svg);
}
console.log(`wrote ${GAME_CATALOG.length} logos to ${dir}`);
