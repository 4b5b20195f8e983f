/**
 * The esports statistics as the server renders them: the gold difference line (cut where the lead
 * changes hands, its text alternative naming who led by how much), the drafts (bans struck through)
 * and the battle-royale game tables (best placed first, with header cells).
 */
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { DraftList, GOLD_CHART, GoldChart, goldPath, RoyaleGames } from './CentreEsports.tsx';
import type { MatchPageData } from './match-page.ts';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));

function render(node: ReactNode, language: LanguageCode = 'en_US', tag = 'en-US'): string {
  const page = pageTranslations(tag, catalogs.forLanguage(language));
  return renderToString(createElement(I18nContext, { value: page }, createElement(MemoryRouter, null, node)));
}

const team = (id: number, name: string) => ({ id, name, shortName: null, logo: null, country: null });
const match = {
  id: 9,
  gameId: 1,
  abbr: 'lol',
  home: team(1, 'Azure Lions'),
  away: team(2, 'Crimson Owls'),
  participants: [
    { id: 31, name: 'Alpha', shortName: null, logo: null },
    { id: 32, name: 'Bravo', shortName: null, logo: null },
    { id: 33, name: 'Charlie', shortName: null, logo: null },
  ],
} as unknown as MatchPageData;

/** The points of a path's data, as numbers. */
const coords = (d: string) =>
  d
    .replace(/^M/, '')
    .split(' L')
    .map((pair) => pair.split(' ').map(Number) as [number, number]);

describe('goldPath', () => {
  it('draws minutes across and the difference around the middle, home up, on the largest lead', () => {
    const { zero, range, lines } = goldPath([
      { minute: 0, diff: 0 },
      { minute: 10, diff: 2 },
      { minute: 20, diff: 4 },
    ]);
    expect(zero).toBe(GOLD_CHART.height / 2);
    expect(range).toBe(4);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.side).toBe('home');
    const points = coords(lines[0]?.d ?? '');
    expect(points[0]).toEqual([GOLD_CHART.pad, zero]);
    expect(points[2]).toEqual([GOLD_CHART.width - GOLD_CHART.pad, GOLD_CHART.pad]);
    expect(points[1]?.[1]).toBeCloseTo((zero + GOLD_CHART.pad) / 2, 1);
  });

  it('cuts the line where the lead changes hands, both stretches meeting on the middle line', () => {
    const { zero, lines } = goldPath([
      { minute: 0, diff: 0 },
      { minute: 10, diff: 2 },
      { minute: 20, diff: -2 },
      { minute: 30, diff: -1 },
    ]);
    expect(lines.map((l) => l.side)).toEqual(['home', 'away']);
    const [home, away] = lines.map((l) => coords(l.d));
    // Halfway between minutes 10 and 20: x at minute 15 of 30.
    const middle = GOLD_CHART.pad + (GOLD_CHART.width - 2 * GOLD_CHART.pad) / 2;
    expect(home?.at(-1)).toEqual([middle, zero]);
    expect(away?.[0]).toEqual([middle, zero]);
    expect(away).toHaveLength(3);
  });

  it('gives a level start the colour of the first lead, and draws one point or none', () => {
    expect(
      goldPath([
        { minute: 0, diff: 0 },
        { minute: 3, diff: -0.3 },
      ]).lines.map((l) => l.side),
    ).toEqual(['away']);
    expect(goldPath([]).lines).toEqual([]);
    const single = goldPath([{ minute: 0, diff: 0 }]).lines;
    expect(single).toHaveLength(1);
    expect(coords(single[0]?.d ?? '')).toHaveLength(2);
    expect(goldPath([{ minute: 0, diff: 0.2 }]).range).toBe(1);
  });
});

describe('GoldChart', () => {
  const series = [
    {
      index: 1,
      points: [
        { minute: 0, diff: 0 },
        { minute: 31, diff: -4.3 },
      ],
    },
    {
      index: 2,
      points: [
        { minute: 0, diff: 0 },
        { minute: 12, diff: 1.5 },
        { minute: 28, diff: 6.2 },
      ],
    },
  ];

  it('shows the latest map, states who led by how much at its end, names both sides', () => {
    const html = render(createElement(GoldChart, { match, series }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Map 2: Azure Lions led by 6.2K gold at minute 28"');
    expect(html).toContain('Azure Lions ahead');
    expect(html).toContain('Crimson Owls ahead');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Map 2</);
    expect(html).toContain('data-side="home"');
  });

  it('says when gold is level, and draws nothing without points', () => {
    const level = [
      {
        index: 1,
        points: [
          { minute: 0, diff: 0 },
          { minute: 9, diff: 0 },
        ],
      },
    ];
    expect(render(createElement(GoldChart, { match, series: level }))).toContain(
      'aria-label="Map 1: gold level at minute 9"',
    );
    expect(render(createElement(GoldChart, { match, series: [] }))).toBe('');
    expect(render(createElement(GoldChart, { match, series: [{ index: 1, points: [] }] }))).toBe('');
  });

  it('formats numbers in the page’s locale', () => {
    // English texts (the other languages' come with their translations), Egyptian Arabic numbers.
    const html = render(createElement(GoldChart, { match, series }), 'en_US', 'ar-EG');
    expect(html).toContain('led by ٦٫٢K gold at minute ٢٨');
    expect(render(createElement(GoldChart, { match, series }), 'en_US', 'de-DE')).toContain('led by 6,2K');
  });
});

describe('DraftList', () => {
  const draft = [
    {
      index: 1,
      home: { picks: ['Aatrox', 'Vi', 'Ahri', 'Jinx', 'Thresh'], bans: ['Azir', 'Zeri'] },
      away: { picks: ['Gnar', 'Sejuani', 'Syndra', 'Varus', 'Rakan'], bans: ['Yone', 'Rell'] },
    },
    {
      index: 2,
      home: { picks: ['Jett', 'Sova', 'Omen', 'Sage', 'Raze'], bans: [] },
      away: { picks: ['Reyna', 'Fade', 'Viper', 'Cypher', 'Skye'], bans: [] },
    },
  ];

  it('lists each map’s picks in order and its bans struck through, the sides as column headers', () => {
    const html = render(createElement(DraftList, { match, draft }));
    expect(html).toContain('Map 1: picks and bans');
    expect(html).toContain('Map 2: picks and bans');
    expect(html).toMatch(/<th scope="col" class="draft__side" dir="auto">Azure Lions<\/th>/);
    expect(html).toMatch(/<th scope="row">Picks<\/th>/);
    expect(html).toContain('<s>Azir</s>');
    expect(html).toContain('<s>Rell</s>');
    expect(html).not.toContain('<s>Aatrox</s>');
    expect(html.indexOf('Aatrox')).toBeLessThan(html.indexOf('Thresh'));
    expect(html).toContain('No bans');
  });

  it('renders nothing without maps', () => {
    expect(render(createElement(DraftList, { match, draft: [] }))).toBe('');
  });
});

describe('RoyaleGames', () => {
  const games = [
    {
      index: 1,
      teams: [
        { participant: 0, place: 2, kills: 3, points: 9 },
        { participant: 2, place: 1, kills: 5, points: 15 },
        { participant: 1, place: 3, kills: 1, points: 6 },
      ],
    },
    { index: 2, teams: [{ participant: 1, place: 1, kills: 7, points: 17 }] },
  ];

  it('tables the latest game best placed first, with column and row headers', () => {
    const html = render(createElement(RoyaleGames, { match, games: games.slice(0, 1) }));
    expect(html).toContain('Game 1: placements and points');
    for (const header of ['Place', 'Team', 'Kills', 'Points'])
      expect(html).toContain(`<th scope="col" class="royale-games__head">${header}</th>`);
    const order = ['Charlie', 'Alpha', 'Bravo'].map((name) => html.indexOf(`>${name}</a></th>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Each team's name links to its library page.
    expect(html).toMatch(
      /data-place="1"><td>1<\/td><th scope="row" dir="auto"><a href="\/squadLibrary\/33"[^>]*>Charlie<\/a><\/th><td>5<\/td><td>15<\/td>/,
    );
  });

  it('takes the names given, and offers a button per game', () => {
    const html = render(createElement(RoyaleGames, { match, games, names: ['A', 'B team', 'C'] }));
    expect(html).toContain('Game 2: placements and points');
    expect(html).toContain('>B team</th>');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Game 1</);
  });
});
