import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  KNOCKOUT_ROUNDS,
  PLAYOFF_ROUNDS,
  scheduleDay,
} from '../../../server/feed/simulator/schedule.ts';
import { loadCatalogs } from '../../../server/i18n/catalogs.ts';
import { findLanguage, LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { createTranslate, type Translate as TFunction } from '../../../shared/i18n/translate.ts';
import { formatInteger } from './intl.ts';
import { phaseKey, roundLabel, stageLabel } from './stage-names.ts';

const catalogs = loadCatalogs(path.join(import.meta.dirname, '..', '..', '..', 'locales'));

/** A page's translations as app/i18n/provider.tsx makes them: one language, no fallback. */
function page(code: LanguageCode): { t: TFunction; locale: string } {
  return {
    t: createTranslate(catalogs.forLanguage(code), 'matches'),
    locale: findLanguage(code)?.tag ?? code,
  };
}

const pages = new Map(LANGUAGES.map(({ code }) => [code, page(code)]));
const on = (code: LanguageCode) => pages.get(code) as { t: TFunction; locale: string };
const stage = (code: LanguageCode, text: string | null) => stageLabel(on(code).t, on(code).locale, text);
const round = (code: LanguageCode, text: string | null) => roundLabel(on(code).t, on(code).locale, text);

/** Every stage and round the simulator gives its fixtures in a week (rounds follow the weekday). */
function simulatorNames() {
  const stages = new Set<string>();
  const rounds = new Set<string>(['Playoffs', ...KNOCKOUT_ROUNDS, ...PLAYOFF_ROUNDS]);
  const first = Math.floor(Date.UTC(2026, 2, 2) / DAY_MS);
  for (let day = first; day < first + 7; day++) {
    for (const match of scheduleDay({ seed: 7, source: 'sim', liveTarget: 120 }, day)) {
      if (match.fixture.stage) stages.add(match.fixture.stage);
      if (match.fixture.round) rounds.add(match.fixture.round);
    }
  }
  return { stages: [...stages], rounds: [...rounds] };
}

describe('stage and round names', () => {
  const sim = simulatorNames();

  it('the simulator still gives the names this test knows', () => {
    expect(sim.stages.sort()).toEqual([
      'Finals',
      'Group stage',
      'Knockout stage',
      'League stage',
      'Main draw',
      'Main event',
      'Playoffs',
      'Regular season',
    ]);
    const shapes = new Set(sim.rounds.map((r) => r.replace(/\d+$/, 'N')));
    for (const shape of ['Round N', 'Week N', 'Day N', 'Upper bracket round N', 'Lower bracket round N'])
      expect(shapes).toContain(shape);
  });

  it('every name the simulator gives has a key, and English shows it exactly as the feed wrote it', () => {
    for (const text of [...sim.stages, ...sim.rounds, 'Round of 64', 'Group A']) {
      expect(phaseKey(text), text).not.toBeNull();
      expect(stage('en_US', text), text).toBe(text);
    }
  });

  it('every name the simulator gives is translated in all 22 languages, with no key or placeholder left', () => {
    for (const { code } of LANGUAGES) {
      for (const text of [...sim.stages, ...sim.rounds]) {
        const label = round(code, text);
        expect(label, `${code}: ${text}`).not.toMatch(/\{\{|^matches:|^(stage|round)\./);
        const { key } = phaseKey(text) ?? { key: '' };
        expect(label, `${code}: ${text}`).toBe(
          on(code).t(key, { n: formatInteger(on(code).locale, Number(/\d+$/.exec(text)?.[0] ?? 0)) }),
        );
      }
    }
  });

  it('Chinese, Japanese and German read like their sports pages', () => {
    expect(
      ['Regular season', 'Group stage', 'Playoffs', 'Knockout stage'].map((s) => stage('zh_CN', s)),
    ).toEqual(['常规赛', '小组赛', '季后赛', '淘汰赛']);
    expect(['Final', 'Semi-final', 'Quarter-final', 'Round of 16'].map((r) => round('zh_CN', r))).toEqual([
      '决赛',
      '半决赛',
      '四分之一决赛',
      '16强',
    ]);
    expect(['Final', 'Semi-final', 'Quarter-final'].map((r) => round('jp', r))).toEqual([
      '決勝',
      '準決勝',
      '準々決勝',
    ]);
    expect(round('zh_CN', 'Upper bracket semi-final')).toBe('胜者组半决赛');
    expect(round('zh_CN', 'Lower bracket final')).toBe('败者组决赛');
    expect(round('zh_CN', 'Grand final')).toBe('总决赛');
    expect(round('de', 'Round of 16')).toBe('Achtelfinale');
    expect(round('de', 'Semi-final')).toBe('Halbfinale');
  });

  it('tolerates case, plurals, spacing and hyphens', () => {
    const same = (kind: 'round' | 'stage', expected: string, variants: string[]) => {
      for (const v of variants)
        expect(kind === 'round' ? round('zh_CN', v) : stage('zh_CN', v), v).toBe(expected);
    };
    same('round', '半决赛', [
      'Semi-final',
      'Semi-finals',
      'Semifinal',
      'semifinals',
      'SEMI FINAL',
      ' Semi–final ',
    ]);
    same('round', '四分之一决赛', ['Quarter-final', 'Quarterfinals', 'quarter final', 'Quarter-Finals']);
    same('round', '决赛', ['Final', 'final', 'FINAL']);
    same('round', '总决赛', ['Grand final', 'Grand Finals', 'grand-final']);
    same('round', '季军赛', [
      'Third place',
      '3rd place',
      'Third-place match',
      '3rd place final',
      'Bronze match',
    ]);
    same('round', '16强', ['Round of 16', 'round of 16', 'Last 16', '1/8 finals', '1/8 Final']);
    same('round', '32强', ['Round of 32', 'ROUND OF 32']);
    same('round', '胜者组决赛', [
      'Upper bracket final',
      'Upper Bracket Final',
      "Winners' bracket final",
      'UB Final',
    ]);
    same('round', '败者组第2轮', ['Lower bracket round 2', 'Losers bracket round 2', 'LB Round 2']);
    same('stage', '季后赛', ['Playoffs', 'Play-offs', 'playoff', 'Play-Off']);
    same('stage', '常规赛', ['Regular season', 'Regular Season', 'regular-season']);
    same('stage', '小组赛', ['Group stage', 'Group Stage', 'Group phase', 'Groups']);
    same('stage', '淘汰赛', ['Knockout stage', 'Knock-out stage', 'Knockout phase', 'Knockouts']);
    same('stage', '资格赛', ['Qualifying', 'Qualification', 'Qualifiers']);
    same('stage', 'A组', ['Group A', 'group a', 'Group-A']);
    same('stage', 'B2组', ['Group B2']);
    expect(stage('en_US', 'Group c')).toBe('Group C');
    expect(stage('ko', 'Group A')).toBe('A조');
    expect(stage('tr', 'Group D')).toBe('D Grubu');
  });

  it('formats numbers in the page locale', () => {
    expect(round('en_US', 'Round 12')).toBe('Round 12');
    expect(round('en_US', 'Week 4')).toBe('Week 4');
    expect(round('en_US', 'Round of 64')).toBe('Round of 64');
    expect(round('zh_CN', 'Round 12')).toBe('第12轮');
    expect(round('zh_CN', 'Week 4')).toBe('第4周');
    expect(round('zh_CN', 'Day 3')).toBe('第3比赛日');
    expect(round('zh_CN', 'Round of 128')).toBe('128强');
    expect(round('jp', 'Round 12')).toBe('第12節');
    expect(round('jp', 'Day 3')).toBe('3日目');
    expect(round('jp', 'Upper bracket round 1')).toBe('アッパーブラケット1回戦');
    // Whatever digits the Arabic page uses for every other number (Latin in current ICU data).
    const ar = (n: number) => formatInteger(on('ar').locale, n);
    expect(on('ar').locale).toBe('ar');
    expect(round('ar', 'Round 12')).toBe(`الجولة ${ar(12)}`);
    expect(round('ar', 'Week 4')).toBe(`الأسبوع ${ar(4)}`);
    expect(round('ar', 'Round of 64')).toBe(`دور الـ${ar(64)}`);
    expect(stage('ar', 'Group 3')).toBe(`المجموعة ${ar(3)}`);
    // Numbers lose their leading zeros and follow the locale: the Arabic page with Arabic-Indic digits.
    const { t } = on('ar');
    expect(roundLabel(t, 'ar-EG', 'Round 07')).toBe('الجولة ٧');
  });

  it('leaves unknown text, and names in other languages, as the feed wrote them', () => {
    for (const text of [
      'Jornada 12',
      '第12轮',
      'Semifinale',
      'Round 12 - Group B',
      'Group of death',
      'Regular season 2',
      'Upper bracket',
      'Lower bracket round',
      'Week',
      'Finalissima',
      '  Relegation round  ',
    ]) {
      expect(phaseKey(text), text).toBeNull();
      expect(stage('zh_CN', text), text).toBe(text);
      expect(round('de', text), text).toBe(text);
    }
    expect(stage('zh_CN', null)).toBe('');
    expect(round('zh_CN', '')).toBe('');
    expect(round('zh_CN', '   ')).toBe('   ');
  });
});
