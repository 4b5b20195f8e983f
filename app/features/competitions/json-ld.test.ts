import { describe, expect, it } from 'vitest';
import { personJsonLd, sportsOrganizationJsonLd, sportsTeamJsonLd } from './json-ld.ts';

const origin = 'https://arena.example';

describe('structured data of the library pages (issue 14: SportsTeam, SportsOrganization)', () => {
  it('describes a team with its sport, logo, league and players', () => {
    expect(
      sportsTeamJsonLd(
        { name: 'Reds', logo: '/l/reds.png', players: [{ name: 'Nine' }] },
        {
          url: `${origin}/squadLibrary/5`,
          origin,
          sport: 'Football',
          league: { name: 'Premier League', url: `${origin}/leagueLibrary/3` },
        },
      ),
    ).toEqual({
      '@type': 'SportsTeam',
      name: 'Reds',
      sport: 'Football',
      url: `${origin}/squadLibrary/5`,
      logo: `${origin}/l/reds.png`,
      memberOf: { '@type': 'SportsOrganization', name: 'Premier League', url: `${origin}/leagueLibrary/3` },
      athlete: [{ '@type': 'Person', name: 'Nine' }],
    });
  });

  it('describes a league with its country and member teams, and leaves out what it does not know', () => {
    const league = sportsOrganizationJsonLd(
      { name: 'Premier League', logo: null, country: 'GB' },
      { url: `${origin}/leagueLibrary/3`, origin, sport: 'Football', teams: [{ name: 'Reds', url: 'u' }] },
    );
    expect(league).toMatchObject({
      '@type': 'SportsOrganization',
      location: { address: { addressCountry: 'GB' } },
      member: [{ '@type': 'SportsTeam', name: 'Reds', url: 'u' }],
    });
    expect(league).not.toHaveProperty('logo');
    const world = sportsOrganizationJsonLd(
      { name: 'Worlds', logo: null, country: null },
      { url: 'w', origin, sport: 'LoL', teams: [] },
    );
    expect(world).not.toHaveProperty('location');
  });

  it('gives a team its founding year and head coach, a person their birth date, when the profile has them', () => {
    const team = sportsTeamJsonLd(
      { name: 'Reds', logo: null, players: [], founded: 1886, coach: 'Boss' },
      { url: 'u', origin, sport: 'Football', league: undefined },
    );
    expect(team).toMatchObject({ foundingDate: '1886', coach: { '@type': 'Person', name: 'Boss' } });
    const unknown = sportsTeamJsonLd(
      { name: 'Reds', logo: null, players: [], founded: null },
      { url: 'u', origin, sport: 'Football', league: undefined },
    );
    expect(unknown).not.toHaveProperty('foundingDate');
    expect(unknown).not.toHaveProperty('coach');
    const person = personJsonLd(
      { name: 'Nine', nationality: 'BR', birthDate: '2000-02-29' },
      { url: 'p', team: { name: 'Reds', url: 't' } },
    );
    expect(person).toMatchObject({ '@type': 'Person', birthDate: '2000-02-29' });
    expect(
      personJsonLd({ name: 'Nine', nationality: null }, { url: 'p', team: { name: 'Reds', url: 't' } }),
    ).not.toHaveProperty('birthDate');
  });
});
