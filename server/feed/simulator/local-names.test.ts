import { describe, expect, it } from 'vitest';
import { GAME_SETUPS } from './leagues.ts';
import { leagueLocalNames, personLocalNames, teamLocalNames } from './local-names.ts';
import { TOWNS } from './names.ts';
import { rosterFor } from './roster.ts';
import { dayOf, scheduleDay } from './schedule.ts';

describe('the simulator’s names in other scripts', () => {
  it('writes Chinese, Korean and Japanese people in their scripts, family name first', () => {
    expect(personLocalNames('Wang Wei', 'CN')).toEqual({ zh_CN: '王伟', zh_tw: '王偉' });
    expect(personLocalNames('Kim Min-jun', 'KR')).toEqual({ ko: '김민준' });
    expect(personLocalNames('Haruto Takahashi', 'JP')).toEqual({
      jp: '高橋陽翔',
      zh_CN: '高桥阳翔',
      zh_tw: '高橋陽翔',
    });
    expect(personLocalNames('Leon Reuter', 'DE')).toBeUndefined();
  });

  it('names franchises and Japanese clubs by their town and mascot or pattern', () => {
    expect(teamLocalNames('franchise', 'Longcheng Dragons', 'CN')).toEqual({
      zh_CN: '龙城飞龙',
      zh_tw: '龍城飛龍',
    });
    expect(teamLocalNames('franchise', 'Haedong Tigers', 'KR')).toEqual({
      zh_CN: '海东猛虎',
      zh_tw: '海東猛虎',
      ko: '해동 타이거즈',
    });
    expect(teamLocalNames('club', 'Takayama United', 'JP')).toEqual({
      jp: '高山ユナイテッド',
      zh_CN: '高山联',
      zh_tw: '高山聯',
    });
    expect(teamLocalNames('club', 'Ashbridge United', 'GB')).toBeUndefined();
    expect(teamLocalNames('esports', 'Team Nova', undefined)).toBeUndefined();
  });

  it('names esports leagues from their game, region and kind', () => {
    expect(leagueLocalNames(1, 'korea-pro-league', 'LoL Korea Pro League', 'LoL')).toEqual({
      zh_CN: '英雄联盟韩国职业联赛',
      zh_tw: '英雄聯盟韓國職業聯賽',
      ko: '리그 오브 레전드 코리아 프로 리그',
      jp: 'リーグ・オブ・レジェンド韓国プロリーグ',
    });
    expect(leagueLocalNames(1, 'world-championship', 'LoL World Championship', 'LoL')?.zh_CN).toBe(
      '英雄联盟全球总决赛',
    );
  });

  it('knows every town of China, Korea and Japan the simulator draws', () => {
    for (const country of ['CN', 'KR', 'JP'])
      for (const town of TOWNS[country] ?? []) {
        const names = teamLocalNames('franchise', `${town} Tigers`, country);
        expect(names?.zh_CN, town).toBeTruthy();
      }
  });

  it('gives every team of the Chinese and Korean leagues its names, and every league of a traditional sport Chinese ones', () => {
    const basketball = rosterFor(1, 201).byLeague.get('eastern-ba') ?? [];
    expect(basketball.length).toBeGreaterThan(0);
    for (const team of basketball) expect(team.names?.zh_CN, team.name).toMatch(/^\p{Script=Han}+$/u);
    const baseball = rosterFor(1, 205).byLeague.get('korea-diamond') ?? [];
    for (const team of baseball) expect(team.names?.ko, team.name).toMatch(/^[\p{Script=Hangul} ]+$/u);
    for (const setup of GAME_SETUPS.filter((s) => s.gameId >= 200))
      for (const league of setup.leagues)
        expect(leagueLocalNames(setup.gameId, league.key, league.name, '')?.zh_CN, league.key).toBeTruthy();
  });

  it('sends those names with the fixtures: leagues, teams and their players', () => {
    const day = dayOf(Date.parse('2026-05-02T00:00:00Z'));
    const matches = scheduleDay({ seed: 3, source: 'simulator', liveTarget: 45 }, day);
    const chinese = matches.find((m) => m.fixture.league.externalId === 'sim-201-eastern-ba');
    expect(chinese?.fixture.league.names?.zh_CN).toBe('东方篮球协会联赛');
    expect(chinese?.fixture.home?.names?.zh_CN).toMatch(/^\p{Script=Han}+$/u);
    const korean = matches.find((m) => m.fixture.league.externalId === 'sim-205-korea-diamond');
    expect(korean?.fixture.home?.names?.ko).toMatch(/^[\p{Script=Hangul} ]+$/u);
    const local = korean?.fixture.home?.players?.filter((p) => p.nationality === 'KR') ?? [];
    expect(local.length).toBeGreaterThan(0);
    for (const p of local) expect(p.names?.ko, p.name).toMatch(/^\p{Script=Hangul}+$/u);
  });
});
