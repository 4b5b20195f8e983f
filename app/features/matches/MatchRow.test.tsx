/**
 * A list row as the server renders it (issue 12): few elements, the kick-off time under the word
 * of a finished match (in the viewer's zone), red-card badges per side for football, the period
 * scores in two elements at most, and the accessible names a row needs.
 */
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { MatchRowItem } from './MatchRow.tsx';
import type { MatchRow } from './match-row.ts';
import { ScreenSettingsProvider } from './ScreenContext.tsx';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));
const page = pageTranslations('en-US', catalogs.forLanguage('en_US'));

function render(row: MatchRow, tz = 'Asia/Shanghai'): string {
  const screen = { tz, renderedAt: Date.parse(row.startTime), signedIn: false, abbrOf: () => 'soccer' };
  const tree: ReactNode = createElement(
    I18nContext,
    { value: page },
    createElement(
      MemoryRouter,
      null,
      createElement(ScreenSettingsProvider, { value: screen }, createElement(MatchRowItem, { row })),
    ),
  );
  return renderToString(tree);
}

const team = (name: string, id = name.length) => ({ id, name, shortName: null, logo: null });

function footballRow(overrides: Partial<MatchRow> = {}): MatchRow {
  return {
    id: 7,
    gameId: 202,
    league: { id: 1, name: 'Albion Premier League', logo: null },
    startTime: '2026-11-25T12:30:00.000Z',
    bestOf: null,
    home: team('Arsenal', 11),
    away: team('Chelsea', 12),
    seq: 40,
    status: 'finished',
    period: { type: 'half', index: 2 },
    clock: null,
    score: { home: 2, away: 1 },
    periodScores: [],
    winner: 'home',
    detail: { redCards: { home: 0, away: 2 } },
    ...overrides,
  };
}

/** Elements of the rendered row (every opening tag). */
const elements = (html: string) => html.match(/<[a-z][^>]*>/g)?.length ?? 0;

describe('a match row', () => {
  it('shows the kick-off time of a finished match in the viewer’s zone, under the word', () => {
    const html = render(footballRow());
    expect(html).toContain('data-kind="label"');
    expect(html).toMatch(
      /Finished<time class="match-status__note" datetime="2026-11-25T12:30:00.000Z">08:30 PM<\/time>/i,
    );
    // Another zone, another time.
    expect(render(footballRow(), 'America/New_York')).toContain('>07:30 AM</time>');
    // A match in play shows its minute, no kick-off time.
    const live = render(footballRow({ status: 'live', winner: null, clock: null }));
    expect(live).not.toContain('match-status__note');
  });

  it('shows red cards per side, named for screen readers; none without any', () => {
    const html = render(footballRow());
    expect(html).toContain('<b class="red-card" role="img" aria-label="Red cards: 2">2</b>');
    expect(html.match(/class="red-card"/g)).toHaveLength(1);
    expect(render(footballRow({ detail: {} }))).not.toContain('red-card');
  });

  it('is a link to the match (its status, named by both teams), a link to each team, a score and a labelled star, in few elements', () => {
    const html = render(footballRow());
    // The match's link holds the status and, for screen readers, both sides' names.
    expect(html).toMatch(
      /<a class="match-row__link" href="\/soccer\/7"><span class="match-status"[\s\S]*?<span class="visually-hidden"> Arsenal – Chelsea<\/span><\/a>/,
    );
    // Each team's name links to its library page, out of the Tab order.
    expect(html).toMatch(
      /<a class="match-row__team" tabindex="-1" data-winner="true" data-initials="AR"[^>]*href="\/squadLibrary\/11">Arsenal<\/a>/,
    );
    expect(html).toContain('href="/squadLibrary/12"');
    expect(html).toContain('aria-label="Follow Arsenal – Chelsea"');
    expect(html).toContain('<span class="match-row__score">2\n1</span>');
    // Rows used to be about 25 elements; this one, with a red-card badge, is 11.
    expect(elements(html)).toBeLessThanOrEqual(11);
  });

  it('writes period scores as two columns of text at most, one image for screen readers', () => {
    const html = render(
      footballRow({
        gameId: 201,
        detail: {},
        periodScores: [
          { type: 'quarter', index: 1, home: 25, away: 9 },
          { type: 'quarter', index: 2, home: 18, away: 20 },
          { type: 'quarter', index: 3, home: 30, away: 22 },
        ],
        score: { home: 73, away: 51 },
      }),
    );
    expect(html).toContain('role="img" aria-label="Q1 25–9, Q2 18–20, Q3 30–22"');
    expect(html).toContain('<span class="match-row__older">25\n\u20079</span><span>18  30\n20  22</span>');
  });
});
