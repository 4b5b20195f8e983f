/**
 * schema.org `SportsEvent` for a match page (spec: "sports event, for paths like /{game}/{number}").
 * schema.org has no "in progress" or "finished" status: a match played as planned stays
 * `EventScheduled`; postponed and cancelled matches say so.
 */
import type { MatchStatus } from '../../../shared/matches/model.ts';
import { logoOf } from '../../seo/json-ld.ts';

export interface JsonLdMatch {
  id: number;
  status: MatchStatus;
  startTime: string;
  league: { name: string; country: string | null };
  stage: string | null;
  round: string | null;
  home: { name: string; logo: string | null } | null;
  away: { name: string; logo: string | null } | null;
  participants?: { name: string; logo: string | null }[];
  venue?: string | null;
}

const SCHEMA = 'https://schema.org/';

export function eventStatus(status: MatchStatus): string {
  if (status === 'postponed') return `${SCHEMA}EventPostponed`;
  if (status === 'cancelled') return `${SCHEMA}EventCancelled`;
  return `${SCHEMA}EventScheduled`;
}

/** "Arsenal vs Chelsea", or the league's name for a match of many teams. */
export function eventName(match: Pick<JsonLdMatch, 'home' | 'away' | 'league'>): string {
  return match.home && match.away ? `${match.home.name} vs ${match.away.name}` : match.league.name;
}

function team(t: { name: string; logo: string | null }, origin: string) {
  return {
    '@type': 'SportsTeam',
    name: t.name,
    ...logoOf(t.logo, origin),
  };
}

export function sportsEventJsonLd(
  match: JsonLdMatch,
  page: { url: string; origin: string; sport: string },
): Record<string, unknown> {
  const competitors = match.home && match.away ? [match.home, match.away] : (match.participants ?? []);
  const description = [match.league.name, match.stage, match.round].filter(Boolean).join(' · ');
  return {
    '@type': 'SportsEvent',
    name: eventName(match),
    description,
    sport: page.sport,
    identifier: String(match.id),
    url: page.url,
    startDate: match.startTime,
    eventStatus: eventStatus(match.status),
    ...(match.home ? { homeTeam: team(match.home, page.origin) } : {}),
    ...(match.away ? { awayTeam: team(match.away, page.origin) } : {}),
    competitor: competitors.map((c) => team(c, page.origin)),
    // The venue the feed named, in the league's country when it has one.
    ...(match.venue || match.league.country
      ? {
          location: {
            '@type': 'Place',
            ...(match.venue ? { name: match.venue } : {}),
            ...(match.league.country
              ? { address: { '@type': 'PostalAddress', addressCountry: match.league.country } }
              : {}),
          },
        }
      : {}),
  };
}
