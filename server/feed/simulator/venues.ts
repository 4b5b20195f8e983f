/**
 * Where the simulator's matches are played, named as feeds name venues: a club's or franchise's
 * home ground in its own town and country's habit ("Ashbridge Park", "Estadio Valdemora"), a
 * tournament's centre, an esports league's studio and its championship's arena. Invented like the
 * teams (names.ts): nothing here means to name a real place. Each venue is drawn from its own seed,
 * so adding venues changed none of the simulator's other draws.
 */
import type { SportFamily } from '../../../shared/matches/model.ts';
import { createRng, deriveSeed, type Rng } from '../random.ts';
import type { GameSetup, LeagueDefinition } from './leagues.ts';
import { TOWNS } from './names.ts';

type Patterns = Readonly<Record<string, readonly string[]>> & { default: readonly string[] };

/** Football grounds by country ('{t}': the town). */
const GROUNDS: Patterns = {
  default: ['{t} Stadium', '{t} Park'],
  GB: ['{t} Park', '{t} Road', '{t} Lane', '{t} Stadium'],
  ES: ['Estadio {t}', 'Estadio Municipal de {t}', 'Campo de {t}'],
  DE: ['{t}-Arena', 'Stadion {t}', 'Waldstadion {t}'],
  IT: ['Stadio {t}', 'Stadio Comunale di {t}'],
  FR: ['Stade de {t}', 'Stade Municipal de {t}'],
  JP: ['{t} Stadium', '{t} Football Stadium'],
  PL: ['Stadion Miejski {t}', 'Stadion {t}'],
};

/** Halls of indoor team sports. */
const HALLS: Patterns = {
  default: ['{t} Arena', '{t} Sports Hall', '{t} Centre'],
  PL: ['Hala {t}', 'Arena {t}'],
  IT: ['PalaSport {t}', 'Palazzetto di {t}'],
  DE: ['{t}-Halle', 'Sporthalle {t}'],
};

const BY_FAMILY: Partial<Record<SportFamily, Patterns>> = {
  football: GROUNDS,
  basketball: HALLS,
  sets: HALLS,
  american_football: { default: ['{t} Stadium', '{t} Field'] },
  baseball: { default: ['{t} Ballpark', '{t} Field', '{t} Park'] },
  cricket: { default: ['{t} Oval', '{t} Cricket Ground'] },
};

/** Individual sports' tournaments, by game. */
const TOURNAMENT_VENUES: Readonly<Record<number, readonly string[]>> = {
  203: ['{t} Tennis Centre', '{t} Lawn Tennis Club'],
  204: ['{t} Conference Centre', '{t} Theatre'],
};

const fill = (pattern: string, town: string) => pattern.replace('{t}', town);

/** A town of `country`, or of any country the names know. */
function townOf(country: string | undefined, rng: Rng): string {
  return rng.pick((country && TOWNS[country]) || Object.values(TOWNS).flat());
}

/**
 * The venue of a match of `league` whose home side is `home`: the home side's ground for clubs and
 * franchises (the same every home match), otherwise the competition's own venue that season.
 */
export function venueOf(
  seed: number,
  setup: GameSetup,
  league: LeagueDefinition,
  season: string,
  home: { externalId: string; name: string; country?: string } | undefined,
): string {
  const patterns = BY_FAMILY[setup.family];
  if (home && patterns && (setup.teamStyle === 'club' || setup.teamStyle === 'franchise')) {
    const rng = createRng(deriveSeed(seed, 'venue', home.externalId));
    // The town the club is named after, so "Redhaven Rovers" play in Redhaven.
    const town =
      (home.country ? TOWNS[home.country] : undefined)?.find((t) => home.name.includes(t)) ??
      townOf(home.country, rng);
    const own = (home.country && patterns[home.country]) || patterns.default;
    return fill(rng.pick(own), town);
  }
  const rng = createRng(deriveSeed(seed, 'venue', setup.gameId, league.key, season));
  const town = townOf(league.country, rng);
  if (setup.family === 'moba' || setup.family === 'shooter' || setup.family === 'battle_royale') {
    // A regional league plays in its studio; the world championship fills an arena.
    return league.playoffs ? `${town} Arena` : `${league.shortName} Studio, ${town}`;
  }
  return fill(rng.pick(TOURNAMENT_VENUES[setup.gameId] ?? ['{t} Arena', '{t} Exhibition Centre']), town);
}
