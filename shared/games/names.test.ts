import { describe, expect, it } from 'vitest';
import { allNames, cleanNames, localName } from './names.ts';

const team = { name: 'Longcheng Dragons', names: { zh_CN: '龙城飞龙', zh_tw: '龍城飛龍' } };

describe('local names', () => {
  it('shows the name of the viewer’s language, by product code or language tag, else the own name', () => {
    expect(localName(team, 'zh_CN')).toBe('龙城飞龙');
    expect(localName(team, 'zh-CN')).toBe('龙城飞龙');
    expect(localName(team, 'zh-TW')).toBe('龍城飛龍');
    expect(localName(team, 'ko')).toBe('Longcheng Dragons');
    expect(localName({ name: 'X' }, 'zh_CN')).toBe('X');
  });

  it('lists every name once, the own name first', () => {
    expect(allNames({ name: 'A', names: { zh_CN: 'B', zh_tw: 'B', ko: 'A' } })).toEqual(['A', 'B']);
  });

  it('keeps known languages only, written the product’s way, trimmed, not empty, not too long, not the own name', () => {
    expect(
      cleanNames('Team', {
        ZH_cn: ' 队 ',
        xx: 'nope',
        ko: '',
        jp: 'x'.repeat(121),
        de: 'Team',
        ar: 5 as never,
      }),
    ).toEqual({ zh_CN: '队' });
  });
});
