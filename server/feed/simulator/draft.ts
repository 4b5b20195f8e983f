/**
 * Simulated esports drafts (issue 13, technical statistics): each map's picks and bans of both sides,
 * from real hero (agent) names of the game, a pure function of the match's seed and the map's number.
 *
 * - Picks: five a side, in line-up order: `picks[i]` is the hero of the side's i-th line-up player,
 *   whose role (roster.ts: MOBA top, jungle, mid, bot, support; Valorant duelist, initiator,
 *   controller, sentinel, flex; Overwatch tank, DPS, DPS, support, support) picks from that role's
 *   heroes (any hero once the role's are gone).
 * - Bans per side: LoL 5, Dota 2 7, Honor of Kings 5, Mobile Legends 5, LoL Mobile (Wild Rift) 5,
 *   Arena of Valor 4, Dream Three Kingdoms 2 3, Overwatch 1, Valorant none (it has no bans).
 * - No hero is picked or banned twice on a map (Valorant allows mirror picks; the simulator does not).
 * Games without heroes (Counter-Strike and the other shooters, "other esports") have no draft.
 */
import type { Draft } from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';

interface DraftRules {
  /** Heroes by line-up role, in line-up order (five roles). */
  roles: readonly (readonly string[])[];
  bans: number;
}

const LOL: DraftRules = {
  bans: 5,
  roles: [
    ['Aatrox', 'Camille', 'Gnar', 'Jax', 'Jayce', "K'Sante", 'Kennen', 'Renekton', 'Rumble', 'Ornn', 'Gwen'],
    ['Lee Sin', 'Sejuani', 'Viego', 'Vi', 'Xin Zhao', 'Maokai', 'Wukong', 'Jarvan IV', 'Nidalee', 'Poppy'],
    ['Ahri', 'Azir', 'Orianna', 'Syndra', 'Taliyah', 'LeBlanc', 'Sylas', 'Corki', 'Yone', 'Akali'],
    ["Kai'Sa", 'Xayah', 'Varus', 'Ezreal', 'Jinx', 'Aphelios', 'Zeri', 'Lucian', 'Kalista', 'Ashe'],
    ['Rakan', 'Nautilus', 'Thresh', 'Leona', 'Alistar', 'Braum', 'Rell', 'Lulu', 'Karma', 'Bard'],
  ],
};

/** Dota 2 by the line-up's roles: offlane, soft support, mid, carry, hard support. */
const DOTA: DraftRules = {
  bans: 7,
  roles: [
    ['Mars', 'Tidehunter', 'Axe', 'Magnus', 'Centaur Warrunner', 'Dawnbreaker', 'Beastmaster', 'Underlord'],
    ['Hoodwink', 'Tusk', 'Earth Spirit', 'Mirana', 'Snapfire', 'Rubick', 'Clockwerk', 'Marci', 'Pangolier'],
    ['Invoker', 'Puck', 'Storm Spirit', 'Ember Spirit', 'Void Spirit', 'Queen of Pain', 'Leshrac', 'Kunkka'],
    ['Faceless Void', 'Juggernaut', 'Anti-Mage', 'Luna', 'Morphling', 'Naga Siren', 'Terrorblade', 'Medusa'],
    ['Crystal Maiden', 'Lion', 'Shadow Shaman', 'Witch Doctor', 'Io', 'Chen', 'Oracle', 'Dazzle', 'Jakiro'],
  ],
};

/** Honor of Kings: clash lane, jungle, mid, farm lane, roam. */
const HONOR_OF_KINGS: DraftRules = {
  bans: 5,
  roles: [
    ['Lu Bu', 'Guan Yu', 'Mulan', 'Arthur', 'Dian Wei', 'Ma Chao', 'Cao Cao', 'Sun Ce', 'Xiahou Dun'],
    ['Li Bai', 'Han Xin', 'Lam', 'Jing', 'Zhao Yun', 'Nakoruru', 'Pei', 'Augran', 'Wukong'],
    ['Diaochan', 'Daji', 'Angela', 'Zhuge Liang', "Shangguan Wan'er", 'Xiao Qiao', 'Zhou Yu', 'Mai Shiranui'],
    ['Hou Yi', 'Marco Polo', 'Luban No.7', 'Lady Sun', 'Gongsun Li', 'Di Renjie', 'Consort Yu', 'Loong'],
    ['Da Qiao', 'Dolia', 'Zhang Fei', 'Liu Shan', 'Yao', 'Cai Wenji', 'Sun Bin', 'Guiguzi', 'Lian Po'],
  ],
};

/** LoL Mobile (Wild Rift). */
const WILD_RIFT: DraftRules = {
  bans: 5,
  roles: [
    ['Darius', 'Garen', 'Camille', 'Fiora', 'Jax', 'Renekton', 'Riven', 'Malphite', 'Kennen', 'Olaf'],
    ['Lee Sin', 'Evelynn', 'Graves', 'Jarvan IV', 'Vi', 'Xin Zhao', 'Amumu', 'Shyvana', 'Rengar'],
    ['Ahri', 'Akali', 'Katarina', 'Lux', 'Orianna', 'Zed', 'Yasuo', 'Twisted Fate', 'Fizz', 'Galio'],
    ['Jinx', "Kai'Sa", 'Ezreal', 'Vayne', 'Jhin', 'Miss Fortune', 'Draven', 'Xayah', 'Caitlyn'],
    ['Thresh', 'Leona', 'Braum', 'Lulu', 'Nami', 'Blitzcrank', 'Rakan', 'Janna', 'Seraphine', 'Soraka'],
  ],
};

/** Arena of Valor: Dark Slayer lane, jungle, mid, Abyssal Dragon lane, support. */
const ARENA_OF_VALOR: DraftRules = {
  bans: 4,
  roles: [
    ['Florentino', 'Yena', 'Omen', 'Ryoma', 'Maloch', 'Riktor', 'Allain', 'Qi', 'Zanis'],
    ['Nakroth', 'Murad', 'Zill', 'Quillen', 'Kriknak', 'Keera', 'Airi', 'Butterfly', "Kil'Groth"],
    ['Tulen', 'Liliana', 'Raz', 'Krixi', 'Lauriel', 'Aleister', 'Iggy', 'Dirak', 'Ilumia'],
    ['Valhein', 'Yorn', 'Violet', 'Elsu', 'Hayate', 'Capheny', "Tel'Annas", 'Laville', 'Slimz'],
    ['Alice', 'Grakk', 'Thane', 'Arum', 'Toro', 'Lumburr', 'Gildur', 'Zip', 'Helen'],
  ],
};

/** Mobile Legends: EXP lane, jungle, mid, gold lane, roam. */
const MOBILE_LEGENDS: DraftRules = {
  bans: 5,
  roles: [
    ['Yu Zhong', 'Paquito', 'Esmeralda', 'Chou', 'Terizla', 'Lapu-Lapu', 'Dyrroth', 'Uranus', 'Edith'],
    ['Ling', 'Fanny', 'Lancelot', 'Hayabusa', 'Baxia', 'Fredrinn', 'Akai', 'Barats', 'Nolan', 'Joy'],
    ['Valentina', 'Pharsa', 'Yve', 'Lunox', 'Kagura', 'Xavier', 'Valir', 'Lylia', 'Novaria', 'Luo Yi'],
    ['Claude', 'Wanwan', 'Beatrix', 'Brody', 'Karrie', 'Harith', 'Moskov', 'Bruno', 'Irithel'],
    ['Mathilda', 'Atlas', 'Khufra', 'Tigreal', 'Grock', 'Franco', 'Kaja', 'Chip', 'Minotaur', 'Estes'],
  ],
};

/** Dream Three Kingdoms 2: the Three Kingdoms' generals. */
const DREAM_THREE_KINGDOMS: DraftRules = {
  bans: 3,
  roles: [
    ['Guan Yu', 'Zhang Fei', 'Xu Chu', 'Dian Wei', 'Xiahou Dun', 'Ma Chao', 'Zhang Liao', 'Taishi Ci'],
    ['Zhao Yun', 'Lü Bu', 'Gan Ning', 'Wei Yan', 'Sun Ce', 'Zhou Tai', 'Pang De', 'Xiahou Yuan'],
    ['Zhuge Liang', 'Sima Yi', 'Zhou Yu', 'Pang Tong', 'Guo Jia', 'Xun Yu', 'Lu Xun', 'Zuo Ci'],
    ['Huang Zhong', 'Sun Shangxiang', 'Huang Yueying', 'Lü Meng', 'Zhang He', 'Jiang Wei', 'Sun Quan'],
    ['Diaochan', 'Da Qiao', 'Xiao Qiao', 'Zhen Ji', 'Hua Tuo', 'Liu Bei', 'Zhang Jiao', 'Cai Wenji'],
  ],
};

/** Valorant: duelist, initiator, controller, sentinel, flex (any agent). */
const VALORANT_ROLES = [
  ['Jett', 'Raze', 'Reyna', 'Phoenix', 'Yoru', 'Neon', 'Iso', 'Waylay'],
  ['Sova', 'Breach', 'Skye', 'KAY/O', 'Fade', 'Gekko', 'Tejo'],
  ['Brimstone', 'Omen', 'Viper', 'Astra', 'Harbor', 'Clove'],
  ['Sage', 'Cypher', 'Killjoy', 'Chamber', 'Deadlock', 'Vyse'],
] as const;
const VALORANT: DraftRules = { bans: 0, roles: [...VALORANT_ROLES, VALORANT_ROLES.flat()] };

/** Overwatch (5v5): tank, DPS, DPS, support, support. */
const OW_DPS = [
  'Ashe',
  'Bastion',
  'Cassidy',
  'Echo',
  'Genji',
  'Hanzo',
  'Junkrat',
  'Mei',
  'Pharah',
  'Reaper',
  'Sojourn',
  'Soldier: 76',
  'Sombra',
  'Symmetra',
  'Torbjörn',
  'Tracer',
  'Venture',
  'Widowmaker',
];
const OW_SUPPORT = [
  'Ana',
  'Baptiste',
  'Brigitte',
  'Illari',
  'Juno',
  'Kiriko',
  'Lifeweaver',
  'Lúcio',
  'Mercy',
  'Moira',
  'Zenyatta',
];
const OVERWATCH: DraftRules = {
  bans: 1,
  roles: [
    ['D.Va', 'Doomfist', 'Junker Queen', 'Mauga', 'Orisa', 'Ramattra', 'Reinhardt', 'Sigma', 'Winston'],
    OW_DPS,
    OW_DPS,
    OW_SUPPORT,
    OW_SUPPORT,
  ],
};

/** The draft of each game that has one, by game id (shared/games/catalog.ts). */
export const DRAFT_RULES: Readonly<Record<number, DraftRules>> = {
  1: LOL,
  3: HONOR_OF_KINGS,
  4: DOTA,
  7: WILD_RIFT,
  14: VALORANT,
  17: OVERWATCH,
  24: ARENA_OF_VALOR,
  25: MOBILE_LEGENDS,
  27: DREAM_THREE_KINGDOMS,
};

const PICKS = 5;

/** One hero of `pool` not taken yet (else any hero of the game not taken yet), now taken. */
function take(rng: Rng, pool: readonly string[], all: readonly string[], taken: Set<string>): string {
  const free = pool.filter((h) => !taken.has(h));
  const hero = rng.pick(free.length > 0 ? free : all.filter((h) => !taken.has(h)));
  taken.add(hero);
  return hero;
}

/**
 * The picks and bans of map `mapIndex` (from 1) of a match of game `gameId`, or null when the game
 * has no draft. The same for the same seed, game and map.
 */
export function draftFor(seed: number, gameId: number, mapIndex: number): Draft | null {
  const rules = DRAFT_RULES[gameId];
  if (!rules) return null;
  const rng = createRng(deriveSeed(seed, 'draft', mapIndex));
  const all = [...new Set(rules.roles.flat())];
  const taken = new Set<string>();
  const home: Draft['home'] = { picks: [], bans: [] };
  const away: Draft['away'] = { picks: [], bans: [] };
  // Bans first (alternating, the side picking first banning first), then picks role by role.
  const first = rng.chance(0.5) ? [home, away] : [away, home];
  for (let i = 0; i < rules.bans; i++) for (const side of first) side.bans.push(take(rng, all, all, taken));
  for (let role = 0; role < PICKS; role++)
    for (const side of first) side.picks.push(take(rng, rules.roles[role] ?? all, all, taken));
  return { index: mapIndex, home, away };
}
