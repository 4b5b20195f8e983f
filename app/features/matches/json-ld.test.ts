import { describe, expect, it } from 'vitest';
import { breadcrumbsJsonLd } from '../../seo/json-ld.ts';
import { eventStatus, type JsonLdMatch, sportsEventJsonLd } from './json-ld.ts';

const match: JsonLdMatch = {
  id: 17,
  status: 'live',
  startTime: '2026-03-10T12:00:00.000Z',
  league: { name: 'Premier League', country: 'GB' },
  stage: 'Regular season',
  round: 'Round 12',
  home: { name: 'Arsenal', logo: '/l/ars.png' },
  away: { name: 'Chelsea', logo: null },
};
const page = { url: 'https://arena.example/soccer/17', origin: 'https://arena.example', sport: 'Football' };

describe('SportsEvent structured data of a match page', () => {
  it('names the match, its start, teams, sport and place', () => {
    expect(sportsEventJsonLd(match, page)).toEqual({
      '@type': 'SportsEvent',
      name: 'Arsenal vs Chelsea',
      description: 'Premier League · Regular season · Round 12',
      sport: 'Football',
      identifier: '17',
      url: 'https://arena.example/soccer/17',
      startDate: '2026-03-10T12:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal', logo: 'https://arena.example/l/ars.png' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
      competitor: [
        { '@type': 'SportsTeam', name: 'Arsenal', logo: 'https://arena.example/l/ars.png' },
        { '@type': 'SportsTeam', name: 'Chelsea' },
      ],
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
    });
  });

  it("names the venue the feed gave as the place, in the league's country", () => {
    expect(sportsEventJsonLd({ ...match, venue: 'Ashbridge Park' }, page).location).toEqual({
      '@type': 'Place',
      name: 'Ashbridge Park',
      address: { '@type': 'PostalAddress', addressCountry: 'GB' },
    });
    const abroad = { ...match, venue: 'WC Arena', league: { name: 'Worlds', country: null } };
    expect(sportsEventJsonLd(abroad, page).location).toEqual({ '@type': 'Place', name: 'WC Arena' });
  });

  it('says when a match is postponed or cancelled', () => {
    expect(eventStatus('postponed')).toBe('https://schema.org/EventPostponed');
    expect(eventStatus('cancelled')).toBe('https://schema.org/EventCancelled');
    expect(eventStatus('finished')).toBe('https://schema.org/EventScheduled');
  });

  it('lists every team of a battle-royale match and leaves out a place it does not know', () => {
    const royale = sportsEventJsonLd(
      {
        ...match,
        league: { name: 'PUBG World Championship', country: null },
        home: null,
        away: null,
        participants: [
          { name: 'Alpha', logo: null },
          { name: 'Bravo', logo: null },
        ],
      },
      page,
    );
    expect(royale.name).toBe('PUBG World Championship');
    expect(royale.competitor).toHaveLength(2);
    expect(royale).not.toHaveProperty('location');
    expect(royale).not.toHaveProperty('homeTeam');
  });
});

describe('breadcrumbs (issue 13: the match page links back to its game list and league)', () => {
  it('lists the trail in order, each step with its address', () => {
    expect(
      breadcrumbsJsonLd([
        { name: 'Football', url: 'https://x.example/match/soccer' },
        { name: 'Premier League', url: 'https://x.example/leagueLibrary/3' },
        { name: 'Reds – Blues', url: 'https://x.example/soccer/17' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Football', item: 'https://x.example/match/soccer' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Premier League',
          item: 'https://x.example/leagueLibrary/3',
        },
        { '@type': 'ListItem', position: 3, name: 'Reds – Blues', item: 'https://x.example/soccer/17' },
      ],
    });
  });
});
