/**
 * schema.org data of the library pages (issue 14): `SportsTeam` on a team's page with its players
 * as athletes and its league as what it is a member of, `SportsOrganization` on a league's.
 */
import { logoOf } from '../../seo/json-ld.ts';

export function sportsTeamJsonLd(
  team: {
    name: string;
    logo: string | null;
    players: readonly { name: string }[];
    /** Its founding year, its head coach (the profile's; issue 14). */
    founded?: number | null | undefined;
    coach?: string | null | undefined;
  },
  page: { url: string; origin: string; sport: string; league?: { name: string; url: string } | undefined },
): Record<string, unknown> {
  return {
    '@type': 'SportsTeam',
    name: team.name,
    sport: page.sport,
    url: page.url,
    ...logoOf(team.logo, page.origin),
    ...(team.founded ? { foundingDate: String(team.founded) } : {}),
    ...(team.coach ? { coach: { '@type': 'Person', name: team.coach } } : {}),
    ...(page.league
      ? { memberOf: { '@type': 'SportsOrganization', name: page.league.name, url: page.league.url } }
      : {}),
    athlete: team.players.map((p) => ({ '@type': 'Person', name: p.name })),
  };
}

export function sportsOrganizationJsonLd(
  league: { name: string; logo: string | null; country: string | null },
  page: { url: string; origin: string; sport: string; teams: readonly { name: string; url: string }[] },
): Record<string, unknown> {
  return {
    '@type': 'SportsOrganization',
    name: league.name,
    sport: page.sport,
    url: page.url,
    ...logoOf(league.logo, page.origin),
    ...(league.country
      ? {
          location: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressCountry: league.country },
          },
        }
      : {}),
    member: page.teams.map((t) => ({ '@type': 'SportsTeam', name: t.name, url: t.url })),
  };
}

export function personJsonLd(
  player: { name: string; nationality: string | null; birthDate?: string | null | undefined },
  page: { url: string; team: { name: string; url: string } },
): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: player.name,
    url: page.url,
    ...(player.nationality ? { nationality: { '@type': 'Country', name: player.nationality } } : {}),
    ...(player.birthDate ? { birthDate: player.birthDate } : {}),
    affiliation: { '@type': 'SportsTeam', name: page.team.name, url: page.team.url },
  };
}
