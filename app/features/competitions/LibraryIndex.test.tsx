/**
 * The library indexes, the data hubs and the rankings as the server renders them (issue 14): real
 * tables with column and row headers, names in the page's language, position words, pages' links,
 * ranks shared by equal values, and the words of every language's catalogs.
 */
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import type { LeagueListItem } from '../../../shared/games/contract.ts';
import type { LeagueRankings } from '../../../shared/matches/contract.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { GameHub, LiveHub } from './DataHub.tsx';
import { LeagueIndex, PlayerIndex, TeamIndex } from './LibraryIndex.tsx';
import type { HubLeague, LeagueIndexData } from './library-index.server.ts';
import { RankingBoards } from './Rankings.tsx';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));
const TAGS = { en_US: 'en-US', zh_CN: 'zh-CN', ar: 'ar' } as const;

function render(node: ReactNode, language: keyof typeof TAGS = 'en_US'): string {
  const page = pageTranslations(TAGS[language], catalogs.forLanguage(language));
  return renderToString(
    createElement(I18nContext, { value: page }, createElement(MemoryRouter, null, node)),
  ).replace(/<!-- -->/g, '');
}

const games = [
  { gameId: 1, abbr: 'lol', kind: 'esports' as const },
  { gameId: 202, abbr: 'soccer', kind: 'sports' as const },
];

const league = (
  id: number,
  gameId: number,
  name: string,
  extra: Partial<LeagueListItem> = {},
): LeagueListItem => ({
  id,
  gameId,
  name,
  names: {},
  shortName: null,
  logo: null,
  season: '2026',
  country: null,
  priority: 0,
  teams: 20,
  matches: 30,
  ...extra,
});

const page = <T,>(list: T[], p = 1, pages = 1) => ({ list, page: p, size: 100, total: list.length, pages });

const leagueIndex = (p = 1, pages = 1): LeagueIndexData => ({
  game: null,
  list: page(
    [
      league(7, 202, 'Albion Premier League', {
        names: { zh_CN: '阿尔比恩超级联赛' },
        shortName: 'APL',
        country: 'GB',
      }),
      league(9, 1, 'LoL Korea Pro League', { shortName: 'LKP' }),
    ],
    p,
    pages,
  ),
});

describe('the league index', () => {
  it('lists sports, then esports, each in a table with column and row headers', () => {
    const html = render(createElement(LeagueIndex, { data: leagueIndex(), games }));
    expect(html).toContain('<h1>Leagues</h1>');
    expect(html).toMatch(
      /<h2 id="leagues-sports"[^>]*>Sports<\/h2>[\s\S]*<h2 id="leagues-esports"[^>]*>Esports<\/h2>/,
    );
    expect(html.match(/<th scope="col"/g)?.length).toBe(12);
    expect(html).toContain('href="/leagueLibrary/7"');
    // The short name stands in for a logo; the game column names the game of each row.
    expect(html).toContain('>APL</span>');
    expect(html).toContain('United Kingdom');
    expect(html).toMatch(/Football<\/span><\/td>/);
    // The chooser: every game, the current one (all) marked.
    expect(html).toContain('href="/leagueLibrary?game=soccer"');
    expect(html).toContain('<a class="game-chip" aria-current="true" href="/leagueLibrary">');
  });

  it("shows each league's name in the page's language, and words of that language", () => {
    const html = render(createElement(LeagueIndex, { data: leagueIndex(), games }), 'zh_CN');
    expect(html).toContain('阿尔比恩超级联赛');
    expect(html).toContain('LoL Korea Pro League');
    expect(html).toContain('<h1>联赛库</h1>');
    expect(html).toContain('>电竞</h2>');
  });

  it('links the previous and next pages, keeping the game, writing the first page without ?page=', () => {
    const data = { ...leagueIndex(2, 3), game: { gameId: 202, abbr: 'soccer', kind: 'sports' as const } };
    const html = render(createElement(LeagueIndex, { data, games }));
    expect(html).toContain('<h1>Football leagues</h1>');
    expect(html).toContain('<a rel="prev" class="library-pager__link" href="/leagueLibrary?game=soccer">');
    expect(html).toContain(
      '<a rel="next" class="library-pager__link" href="/leagueLibrary?game=soccer&amp;page=3">',
    );
    expect(html).toContain('Page 2 of 3');
    // One game: no game column.
    expect(html).not.toContain('>Game</th>');
    expect(render(createElement(LeagueIndex, { data: leagueIndex(), games }))).not.toContain('library-pager');
  });

  it('mirrors in Arabic through the document (no physical sides in the markup)', () => {
    const html = render(createElement(LeagueIndex, { data: leagueIndex(), games }), 'ar');
    expect(html).toContain('الدوريات');
    expect(html).not.toMatch(/style="[^"]*(left|right)/);
  });
});

describe('the team and player indexes', () => {
  it("offers the game's leagues to choose from and links each team's players", () => {
    const html = render(
      createElement(TeamIndex, {
        games,
        data: {
          game: { gameId: 202, abbr: 'soccer', kind: 'sports' },
          league: {
            id: 7,
            gameId: 202,
            name: 'Albion Premier League',
            names: {},
            shortName: 'APL',
            logo: null,
            season: null,
            country: null,
          },
          leagues: [
            { id: 7, name: 'Albion Premier League', names: {}, shortName: 'APL' },
            { id: 8, name: 'Serie Nazionale', names: {}, shortName: 'SNA' },
          ],
          list: page([
            {
              id: 3,
              gameId: 202,
              name: 'Hollowfield FC',
              names: { zh_CN: '霍洛菲尔德' },
              shortName: 'HOL',
              logo: null,
              country: 'GB',
              league: { id: 7, name: 'Albion Premier League', names: {}, shortName: 'APL' },
            },
          ]),
        },
      }),
    );
    expect(html).toContain('<h1>Albion Premier League: teams</h1>');
    expect(html).toMatch(/aria-current="true"[^>]*href="\/squadLibrary\?game=soccer&amp;league=7"/);
    expect(html).toContain('href="/squadLibrary?game=soccer&amp;league=8"');
    expect(html).toContain('href="/playerLibrary?team=3"');
    expect(html).toContain('href="/squadLibrary/3"');
  });

  it('lists a squad with shirt numbers and positions in words, with no number column when nobody has one', () => {
    const player = (id: number, name: string, number: number | null, position: string) => ({
      id,
      name,
      names: {},
      number,
      position,
      nationality: 'BR',
      gameId: 202,
      team: { id: 3, name: 'Hollowfield FC', names: {}, shortName: null, logo: null },
    });
    const team = { id: 3, name: 'Hollowfield FC', names: {}, shortName: null, logo: null };
    const squad = render(
      createElement(PlayerIndex, {
        games,
        data: { game: null, team, list: page([player(1, 'Keeper', 1, 'GK'), player(2, 'Nine', 9, 'FW')]) },
      }),
    );
    expect(squad).toContain('<h1>Hollowfield FC: players</h1>');
    expect(squad).toContain('>Goalkeeper<');
    expect(squad).toContain('>Brazil<');
    expect(squad).toContain('title="Shirt number"');
    const esports = render(
      createElement(PlayerIndex, {
        games,
        data: { game: null, team, list: page([{ ...player(4, 'Faker', null, 'mid'), gameId: 1 }]) },
      }),
    );
    expect(esports).not.toContain('title="Shirt number"');
    expect(esports).toContain('>Mid lane<');
  });
});

const rankings: LeagueRankings = {
  leagueId: 7,
  gameId: 1,
  boards: [
    {
      stat: 'kda',
      kind: 'kda',
      format: 'decimal',
      minGames: 3,
      lines: [
        {
          rank: 1,
          player: { id: 11, name: 'Faker', names: { ko: '페이커' } },
          team: { id: 3, name: 'T1', names: {}, logo: null },
          games: 6,
          value: 7.5,
          kills: 30,
          deaths: 8,
          assists: 30,
        },
        {
          rank: 1,
          player: { id: 12, name: 'Chovy', names: {} },
          team: { id: 4, name: 'Gen.G', names: {}, logo: null },
          games: 5,
          value: 7.5,
          kills: 25,
          deaths: 6,
          assists: 20,
        },
      ],
    },
    { stat: 'kills', kind: 'total', format: 'count', minGames: 1, lines: [] },
  ],
};

describe('the data rankings', () => {
  it('shows each board as a table: shared ranks, the player with the team, two decimals for KDA', () => {
    const html = render(createElement(RankingBoards, { rankings, league: 'LCK' }));
    expect(html).toContain('<h3 id="ranking-kda">KDA</h3>');
    expect(html).toContain('<caption class="visually-hidden">LCK: KDA</caption>');
    expect(html.match(/<td>1<\/td>/g)).toHaveLength(2);
    expect(html).toContain('>7.50</td>');
    expect(html).toContain('title="30 kills, 8 deaths, 30 assists"');
    expect(html).toContain('href="/playerLibrary/11"');
    expect(html).toContain('href="/squadLibrary/3"');
    expect(html).toContain('at least 3 games');
    // A board without lines says so.
    expect(html).toContain('<h3 id="ranking-kills">Kills</h3>');
    expect(html).toContain('No player figures yet.');
  });

  it('reads per-game boards in the page’s language', () => {
    const points: LeagueRankings = {
      leagueId: 2,
      gameId: 201,
      boards: [{ stat: 'points', kind: 'perGame', format: 'decimal', minGames: 1, lines: [] }],
    };
    expect(render(createElement(RankingBoards, { rankings: points, league: 'NBL' }))).toContain(
      'Points per game',
    );
    expect(render(createElement(RankingBoards, { rankings: points, league: 'NBL' }), 'zh_CN')).toContain(
      '场均得分',
    );
  });
});

const hubLeague = (id: number, name: string, leader: boolean): HubLeague => ({
  ...league(id, 202, name),
  leader: leader
    ? {
        leagueId: id,
        teams: 20,
        line: {
          position: 1,
          played: 10,
          won: 8,
          drawn: 1,
          lost: 1,
          scored: 20,
          conceded: 5,
          points: 25,
          team: { id: 3, name: 'Hollowfield FC', shortName: null, logo: null },
        },
      }
    : null,
});

describe('the data hubs', () => {
  it("/{game}/data: the game's leagues with their leaders, the top of tables, links to the indexes", () => {
    const html = render(
      createElement(GameHub, {
        data: {
          game: { gameId: 202, abbr: 'soccer', kind: 'sports' },
          total: 14,
          leagues: [hubLeague(7, 'Albion Premier League', true), hubLeague(8, 'Cup', false)],
          tables: [],
          rankings: { league: league(7, 202, 'Albion Premier League'), rankings },
        },
      }),
    );
    expect(html).toContain('<h1>Football data</h1>');
    expect(html).toContain('href="/leagueLibrary?game=soccer"');
    expect(html).toContain('href="/playerLibrary?game=soccer"');
    expect(html).toContain('>Hollowfield FC</span>');
    expect(html).toContain('No results yet');
    expect(html).toContain('All leagues (14)');
    expect(html).toContain('Data rankings: Albion Premier League');
  });

  it('/live/data: a card per game, sports before esports, each leading to its hub', () => {
    const html = render(
      createElement(LiveHub, {
        data: {
          games: [
            { gameId: 202, total: 6, leagues: [hubLeague(7, 'Albion Premier League', true)] },
            { gameId: 1, total: 3, leagues: [{ ...hubLeague(9, 'LCK', false), gameId: 1 }] },
          ],
        },
      }),
    );
    expect(html.indexOf('Football data')).toBeLessThan(html.indexOf('League of Legends data'));
    expect(html).toContain('href="/soccer/data"');
    expect(html).toContain('href="/lol/data"');
    expect(html).toMatch(/25 <abbr title="Points">Pts<\/abbr>/);
  });
});
