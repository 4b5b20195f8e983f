/**
 * The library pages' profile panels as the server renders them (issue 14): a team's facts, honours
 * and transfers; a player's age (on the viewer's day), statistics and service record; a league's
 * stages with marked tables, brackets and prize pool; in English and Arabic, with logical CSS only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import { createSingleElimination, reportResult } from '../../../shared/competitions/brackets.ts';
import type {
  PlayerProfile,
  PlayerStats,
  StageInfo,
  TeamProfile,
  Transfer,
} from '../../../shared/competitions/contract.ts';
import type { LeagueTable } from '../../../shared/matches/contract.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { ScreenSettingsProvider } from '../matches/ScreenContext.tsx';
import { StandingsTable } from '../matches/StandingsTable.tsx';
import { liveTableStage, PrizePoolPanel, SeasonChooser, StagesPanel } from './LeagueStages.tsx';
import { PlayerFacts, PlayerProfilePanels } from './PlayerProfilePanels.tsx';
import type { LeagueStagesData } from './profiles.server.ts';
import { HonoursPanel, TeamFacts, TransfersPanel } from './TeamProfilePanels.tsx';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));

function render(
  node: ReactNode,
  options: { language?: 'en_US' | 'ar' | 'zh_CN'; tz?: string; at?: string } = {},
) {
  const language = options.language ?? 'en_US';
  const tag = { en_US: 'en-US', ar: 'ar', zh_CN: 'zh-CN' }[language];
  const screen = {
    tz: options.tz ?? 'UTC',
    renderedAt: Date.parse(options.at ?? '2026-06-04T20:00:00Z'),
    signedIn: false,
    abbrOf: () => 'soccer',
  };
  return renderToString(
    createElement(
      I18nContext,
      { value: pageTranslations(tag, catalogs.forLanguage(language)) },
      createElement(MemoryRouter, null, createElement(ScreenSettingsProvider, { value: screen }, node)),
    ),
  );
}

/** The text of the markup, tags removed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const transfer = (over: Partial<Transfer>): Transfer => ({
  id: 1,
  date: '2024-08-15',
  type: 'transfer',
  fee: null,
  player: { id: 9, name: 'Nine', names: {}, nationality: 'BR' },
  from: { id: null, name: 'Ajax', names: {} },
  to: { id: 5, name: 'Arsenal', names: {} },
  ...over,
});

const profile: TeamProfile = {
  teamId: 5,
  founded: 1886,
  coaches: [
    { role: 'head', name: 'Boss', names: { ar: 'الزعيم' }, nationality: 'GB' },
    { role: 'assistant', name: 'Second', names: {}, nationality: null },
    { role: 'assistant', name: 'Third', names: {}, nationality: null },
  ],
  prizeMoney: { amount: 12_500_000, currency: 'EUR' },
  ranking: { position: 3, points: 812, date: '2026-03-09' },
  averageAge: 30,
  squad: [
    { playerId: 1, birthDate: '2000-06-05', powerRating: 80 },
    { playerId: 2, birthDate: '1990-06-05', powerRating: 70 },
  ],
  honours: [
    { competition: 'Premier League', names: {}, leagueId: 3, season: '2024/25', placement: 1 },
    { competition: 'FA Cup', names: {}, leagueId: null, season: '2023/24', placement: 7 },
  ],
  transfers: {
    in: [
      transfer({ fee: { amount: 30_000_000, currency: 'EUR' } }),
      transfer({ id: 2, type: 'loan' }),
      transfer({ id: 3 }),
    ],
    out: [],
  },
  corrected: [],
};

describe("a team's profile panels", () => {
  it('list founded, the head coach with country, the assistants, prize money and the ranking', () => {
    const html = text(render(createElement(TeamFacts, { profile })));
    expect(html).toContain('Founded 1886');
    expect(html).toContain('Head coach Boss United Kingdom');
    expect(html).toContain('Assistant coaches Second and Third');
    expect(html).toContain('Prize money €12,500,000');
    expect(html).toMatch(/World ranking #3 812 points · Mar 9, 2026/);
  });

  it("work the squad's average age out on the viewer's day: a birthday counts where the viewer is", () => {
    // 20:00 UTC on 4 June: already 5 June in Tokyo (both players a year older), not in New York.
    expect(text(render(createElement(TeamFacts, { profile }), { tz: 'Asia/Tokyo' }))).toContain(
      'Average age 31.0',
    );
    expect(text(render(createElement(TeamFacts, { profile }), { tz: 'America/New_York' }))).toContain(
      'Average age 30.0',
    );
  });

  it('show honours in a table with places in words and links to the league’s season', () => {
    const html = render(createElement(HonoursPanel, { team: { name: 'Arsenal' }, profile }));
    expect(html).toContain('<th scope="col">Season</th>');
    expect(html).toContain('href="/leagueLibrary/3?season=2024%2F25"');
    expect(text(html)).toContain('Winner');
    expect(text(html)).toContain('Place 7');
  });

  it('show transfers with their dates, types and fees: an amount, undisclosed, or none for a loan', () => {
    const html = render(createElement(TransfersPanel, { team: { name: 'Arsenal' }, profile }));
    const rows = html.split('<tr').slice(2).map(text);
    expect(rows[0]).toMatch(/Aug 15, 2024 Nine Ajax Transfer €30,000,000/);
    expect(rows[1]).toMatch(/Loan –/);
    expect(rows[2]).toMatch(/Transfer Undisclosed/);
    expect(html).toContain('href="/playerLibrary/9"');
    expect(text(html)).toContain('No departures recorded.');
  });

  it("speak Arabic on the Arabic page: headings, the coach's Arabic name, numbers isolated by the table", () => {
    const html = text(render(createElement(TeamFacts, { profile }), { language: 'ar' }));
    expect(html).toContain('المدرب الرئيسي');
    expect(html).toContain('الزعيم');
    const transfers = render(createElement(TransfersPanel, { team: { name: 'Arsenal' }, profile }), {
      language: 'ar',
    });
    expect(text(transfers)).toContain('القادمون');
    expect(transfers).toContain('dir="auto"');
  });
});

const playerProfile: PlayerProfile = {
  playerId: 9,
  birthDate: '2000-06-05',
  powerRating: 81,
  serviceRecord: [
    { team: { id: null, name: 'Ajax', names: {} }, from: null, until: '2022-07-01', loan: false },
    { team: { id: 5, name: 'Arsenal', names: {} }, from: '2022-07-01', until: null, loan: true },
  ],
  transfers: [],
  corrected: [],
};

const stats: PlayerStats = {
  playerId: 9,
  seasons: [
    {
      leagueId: 3,
      league: 'Major',
      season: '2026',
      played: 2,
      won: 1,
      winRate: 50,
      averages: { kills: 20 },
      kda: 1.5,
    },
  ],
  career: { played: 5, won: 4, winRate: 80, averages: { kills: 18.4 }, kda: 2.25 },
  heroes: [],
  weapons: [{ name: 'AK-47', played: 3, won: 2 }],
};

describe("a player's profile panels", () => {
  it("give the age on the viewer's day and the power rating out of 100", () => {
    expect(
      text(render(createElement(PlayerFacts, { profile: playerProfile }), { tz: 'Asia/Tokyo' })),
    ).toContain('Age 26');
    const html = render(createElement(PlayerFacts, { profile: playerProfile }), { tz: 'America/New_York' });
    expect(text(html)).toContain('Age 25');
    expect(text(html)).toContain('Date of birth Jun 5, 2000');
    expect(html).toMatch(/<meter[^>]*max="100"[^>]*value="81"/);
  });

  it('tabulate statistics by season with a career line, the weapons used most, and the service record', () => {
    const html = render(
      createElement(PlayerProfilePanels, {
        player: { name: 'Nine' },
        gameId: 2,
        profile: playerProfile,
        stats,
      }),
    );
    expect(html).toContain('<tfoot>');
    expect(text(html)).toMatch(/Career 5 80% 2\.25/);
    expect(text(html)).toContain('Most used weapons');
    expect(text(html)).toMatch(/AK-47 3 67%/);
    expect(text(html)).not.toContain('Most played heroes');
    expect(text(html)).toMatch(/Earlier Jul 1, 2022 Ajax/);
    expect(text(html)).toMatch(/Jul 1, 2022 Present Arsenal On loan/);
  });
});

const teamsLite = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Team ${id}`,
  names: {},
  shortName: null,
  logo: null,
}));
const row = (id: number, position: number) => ({
  team: teamsLite[id - 1] as (typeof teamsLite)[number],
  position,
  played: 6,
  won: 4 - position + 1,
  drawn: 0,
  lost: position - 1,
  scored: 10,
  conceded: 5,
  points: 3 * (4 - position + 1),
});

function stages(current: boolean): LeagueStagesData {
  const bracket = reportResult(createSingleElimination([1, 2], {}), 'R1-1', { home: 2, away: 1 });
  const stagesList: StageInfo[] = [
    {
      id: 10,
      season: '2025',
      name: 'Regular season',
      names: {},
      format: 'table',
      bestOf: null,
      startDate: '2025-01-10',
      endDate: '2025-09-30',
      marks: [
        { from: 1, to: 1, kind: 'champion' },
        { from: 2, to: 2, kind: 'continental', label: 'Champions Cup' },
        { from: 4, to: 4, kind: 'relegation' },
      ],
      options: {},
      groups: [
        {
          key: 'main',
          name: 'Table',
          teams: teamsLite,
          standings: current ? null : [row(1, 1), row(2, 2), row(3, 3), row(4, 4)],
          results: [],
          bracket: null,
        },
      ],
    },
    {
      id: 11,
      season: '2025',
      name: 'Final',
      names: {},
      format: 'single_elim',
      bestOf: 3,
      startDate: null,
      endDate: null,
      marks: [],
      options: {},
      groups: [
        {
          key: 'main',
          name: 'Final',
          teams: teamsLite.slice(0, 2),
          standings: null,
          results: [],
          bracket: bracket as never,
        },
      ],
    },
    {
      id: 12,
      season: '2025',
      name: 'Cup',
      names: {},
      format: 'double_elim',
      bestOf: 3,
      startDate: null,
      endDate: null,
      marks: [],
      options: {},
      groups: [{ key: 'main', name: 'Cup', teams: [], standings: null, results: [], bracket: null }],
    },
  ];
  return {
    seasons: [
      {
        season: '2026',
        startDate: '2026-01-10',
        endDate: '2026-12-12',
        current: true,
        prizePool: null,
        stages: [],
      },
      {
        season: '2025',
        startDate: '2025-01-10',
        endDate: '2025-12-12',
        current: false,
        prizePool: null,
        stages: [],
      },
    ].map((s) => ({ ...s, current: current ? s.season === '2025' : s.current })),
    season: '2025',
    stages: stagesList,
  };
}

const live: LeagueTable = {
  leagueId: 1,
  lines: [1, 2, 3, 4].map((id) => ({
    ...row(id, id),
    team: { id, name: `Live ${id}`, shortName: null, logo: null },
    form: ['W'],
  })),
};

describe("a league's seasons and stages", () => {
  it('offer the seasons as links, the one shown marked as the current page', () => {
    const html = render(createElement(SeasonChooser, { data: stages(false) }));
    expect(html).toContain('href="/?season=2025"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/\?season=2025"|<a[^>]*href="\/\?season=2025"[^>]*aria-current="page"/,
    );
    expect(text(html)).toContain('2026 now');
  });

  it("mark a past table's positions from the feed's standings, with a key; draw brackets; say what is not drawn", () => {
    const html = render(createElement(StagesPanel, { data: stages(false) }));
    expect(html).toMatch(/<tr data-mark="champion">.*?Team 1/);
    expect(html).toMatch(/<tr data-mark="relegation">.*?Team 4/);
    expect(text(html)).toContain('Continental competition · Champions Cup');
    expect(text(html)).toContain('(Relegation)');
    expect(html).toContain('class="bracket"');
    expect(text(html)).toContain('Best of 3');
    expect(text(html)).toContain('Not drawn yet.');
  });

  it("show the season under way's table from its matches (with form), marked, and leave its stage out below", () => {
    const data = stages(true);
    const stage = liveTableStage(data.stages);
    expect(stage?.id).toBe(10);
    const table = render(
      createElement(StandingsTable, {
        caption: 'Table',
        rows: live.lines,
        form: true,
        marks: stage?.marks,
        markText: (kind: string) => `mark:${kind}`,
      }),
    );
    expect(table).toMatch(/<tr[^>]*data-mark="champion"[^>]*>.*?Live 1.*?mark:champion/);
    expect(table).toMatch(/<tr[^>]*data-mark="relegation"[^>]*>.*?Live 4/);
    expect(table).toContain('form-badge');
    // Its first cell is the bare position (what the table's readers compare).
    expect(table).toMatch(/data-mark="champion"[^>]*><td>1<\/td>/);
    const panel = text(render(createElement(StagesPanel, { data, skip: stage?.id })));
    expect(panel).not.toContain('Regular season');
    expect(panel).toContain('Final');
  });

  it('lists the prize pool by place, shared places each', () => {
    const html = text(
      render(
        createElement(PrizePoolPanel, {
          pool: {
            currency: 'USD',
            total: 1000,
            distribution: [
              { from: 1, to: 1, amount: 500 },
              { from: 3, to: 4, amount: 100 },
            ],
          },
        }),
      ),
    );
    expect(html).toContain('Total: $1,000');
    expect(html).toMatch(/3–4 \$100 each/);
  });

  it('are written in Chinese on the Chinese page and in Arabic on the Arabic one', () => {
    expect(
      text(render(createElement(StagesPanel, { data: stages(false) }), { language: 'zh_CN' })),
    ).toContain('降级');
    expect(text(render(createElement(StagesPanel, { data: stages(false) }), { language: 'ar' }))).toContain(
      'الهبوط',
    );
  });
});

describe('the panels’ styles', () => {
  const css = readFileSync(path.join(import.meta.dirname, 'profiles.css'), 'utf8');
  it('use logical properties only (the Arabic page mirrors them)', () => {
    expect(css).not.toMatch(
      /(margin|padding|border)-(left|right)|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)/m,
    );
  });
  it('never break a CJK name or date inside a word', () => {
    expect(css).toMatch(/\.profile-table tbody th,\s*\.stage-table tbody th \{[^}]*word-break: keep-all/);
    expect(css).toMatch(/\.profile-facts time,\s*\.profile-table time \{\s*white-space: nowrap/);
  });
});
