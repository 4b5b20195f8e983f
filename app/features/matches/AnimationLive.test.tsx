/**
 * Animation live as the server renders it (issue 13): one image per picture, named by the moment in
 * words, the lit zone marked, the same words in a visible caption; a brand's vendor widget framed
 * instead, sandboxed.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import type { MatchIncident } from '../../../shared/matches/model.ts';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';
import { AnimationLive, type AnimationMatch } from './AnimationLive.tsx';
import { nextScene, type Scene, type SceneState, sceneFromPage } from './animation.ts';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));
const page = pageTranslations('en-US', catalogs.forLanguage('en_US'));

function render(match: AnimationMatch, scene: Scene | null, vendorUrl?: string): string {
  return renderToString(
    createElement(I18nContext, { value: page }, createElement(AnimationLive, { match, scene, vendorUrl })),
  );
}

const team = (id: number, name: string) => ({ id, name, shortName: null, logo: null, country: null });

function live(gameId: number, overrides: Partial<SceneState> = {}): AnimationMatch & SceneState {
  return {
    id: 7,
    gameId,
    home: team(1, 'Arsenal'),
    away: team(2, 'Chelsea'),
    seq: 10,
    status: 'live',
    period: { type: 'half', index: 2 },
    clock: { seconds: 66 * 60 + 10, running: true, direction: 'up', at: '2026-11-25T13:40:00.000Z' },
    score: { home: 1, away: 0 },
    detail: {},
    ...overrides,
  };
}

const zero = { home: 0, away: 0 };
const stats = (dangerous: { home: number; away: number }) => ({
  total: { possession: { home: 55, away: 45 }, dangerousAttacks: dangerous, shots: zero, corners: zero },
});

const ariaLabel = (html: string) => /<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/.exec(html)?.[1];

describe('animation live', () => {
  it('draws a football pitch with the dangerous attack lit, named in words', () => {
    const match = live(202);
    const scene = nextScene(sceneFromPage('football', match, [], stats({ home: 20, away: 14 })), {
      kind: 'stats',
      gameId: 202,
      stats: stats({ home: 21, away: 14 }),
    });
    const html = render(match, scene);
    expect(ariaLabel(html)).toBe('Dangerous attack: Arsenal, 67&#x27;');
    expect(html).toContain('<g class="animation__zone" data-zone="dangerousAttack" data-side="home"');
    expect(html).toContain('<span class="animation__moment">Dangerous attack: Arsenal, 67&#x27;</span>');
    // Names sit outside the picture (it mirrors on right-to-left pages), home first.
    expect(html).toMatch(
      /data-side="home" dir="auto">Arsenal<\/span><span[^>]*data-side="away" dir="auto">Chelsea/,
    );
  });

  it('tells a goal as the event line, and says so to screen readers', () => {
    const match = live(202);
    const goal: MatchIncident = {
      matchId: 7,
      seq: 11,
      type: 'goal',
      side: 'away',
      player: 'Palmer',
      period: { type: 'half', index: 2 },
      clockSeconds: 66 * 60 + 20,
      occurredAt: '2026-11-25T13:40:10.000Z',
    };
    const html = render(match, sceneFromPage('football', match, [goal], null));
    expect(html).toContain('data-zone="goal" data-side="away"');
    expect(ariaLabel(html)).toBe('Goal: Chelsea, 67&#x27;. 67&#x27; Goal! Palmer scores for Chelsea');
    expect(html).toContain('class="animation__event" data-type="goal" data-side="away"');
  });

  it('says the break when nobody is on the ball', () => {
    const match = live(202, { status: 'half_time', period: { type: 'half', index: 1 } });
    const html = render(match, sceneFromPage('football', match, [], null));
    expect(ariaLabel(html)).toBe('Half-time');
    expect(html).not.toContain('animation__zone');
  });

  it('draws a basketball court with the side on the ball and the last play', () => {
    const match = live(201, { period: { type: 'quarter', index: 3 }, score: { home: 70, away: 64 } });
    const scene = nextScene(sceneFromPage('basketball', match, [], null), {
      kind: 'incidents',
      gameId: 201,
      incidents: [
        {
          matchId: 7,
          seq: 11,
          type: 'point',
          side: 'home',
          value: 3,
          period: { type: 'quarter', index: 3 },
          clockSeconds: 300,
          occurredAt: '2026-11-25T13:40:10.000Z',
        },
      ],
    });
    const html = render(match, scene);
    expect(ariaLabel(html)).toBe('Chelsea have the ball. Three-pointer by Arsenal');
    expect(html).toContain('data-zone="possession" data-side="away"');
    expect(html).toContain('data-lit="home"');
  });

  it('draws a MOBA minimap with the latest objective lit beside each side’s objectives', () => {
    const match = live(4, {
      period: { type: 'map', index: 2 },
      detail: { kills: { home: 3, away: 5 }, towers: zero },
    });
    const scene = sceneFromPage(
      'moba',
      match,
      [
        {
          matchId: 7,
          seq: 9,
          type: 'baron',
          side: 'home',
          period: { type: 'map', index: 2 },
          clockSeconds: 1325,
          occurredAt: '2026-11-25T13:40:10.000Z',
        },
      ],
      null,
    );
    const html = render(match, scene);
    // Dota 2's baron is Roshan.
    expect(ariaLabel(html)).toBe(
      '22:05 Arsenal slay Roshan. Arsenal: Kills 3, Towers 0, Dragons 0, Roshan 1; Chelsea: Kills 5, Towers 0, Dragons 0, Roshan 0',
    );
    expect(html).toContain('data-zone="baron" data-side="home"');
    expect(html).toContain('<caption>Objectives, Map 2</caption>');
    expect(html).toMatch(
      /<tr data-latest=""><th scope="row">Roshan<\/th><td data-latest="home">1<\/td><td>0<\/td>/,
    );
  });

  it('draws a shooter’s rounds with the last one lit', () => {
    const map1 = { type: 'map' as const, index: 1 };
    const match = live(2, {
      period: map1,
      clock: null,
      detail: { rounds: { home: 6, away: 5 }, mapName: 'Mirage' },
    });
    const scene = nextScene(sceneFromPage('shooter', match, [], null), {
      kind: 'state',
      gameId: 2,
      state: { ...match, seq: 11, detail: { rounds: { home: 7, away: 5 }, mapName: 'Mirage' } },
    });
    const html = render(match, scene);
    expect(ariaLabel(html)).toBe('Arsenal win round 12. Mirage: Arsenal 7, Chelsea 5');
    expect(html.match(/animation__dot animation__zone/g)).toHaveLength(1);
  });

  it('frames a brand’s vendor widget instead, sandboxed, lazy and without a referrer', () => {
    const match = live(202);
    const html = render(
      match,
      sceneFromPage('football', match, [], null),
      'https://widgets.example/m/7?lang=en-US',
    );
    expect(html).toContain('<iframe class="animation__frame" src="https://widgets.example/m/7?lang=en-US"');
    expect(html).toContain('title="Live animation: Arsenal – Chelsea"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerPolicy="no-referrer"');
    expect(html).not.toContain('<svg');
  });

  it('renders nothing for a family without an animation', () => {
    expect(render(live(203), sceneFromPage('tennis', live(203), [], null))).toBe('');
  });
});
