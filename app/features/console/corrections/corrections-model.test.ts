/** The correction editor sends only what was changed, names for the brand's languages, the rest kept. */
import { describe, expect, it } from 'vitest';
import { correctionFields, draftOf, hrefWith, mergedNames } from './corrections-model.ts';

const team = {
  name: 'Arsenal',
  names: { zh_CN: '阿森纳', ko: '아스널' },
  shortName: 'ARS',
  country: 'GB',
  founded: 1886,
  coaches: [
    { role: 'head', name: 'Boss', names: { zh_CN: '老板' }, nationality: 'GB' },
    { role: 'assistant', name: 'Second', names: {}, nationality: null },
  ],
};
const player = {
  name: 'Keeper',
  names: {},
  number: 1,
  position: 'GK',
  nationality: null,
  birthDate: '1990-07-15',
};
const brandLanguages = ['en_US', 'zh_CN', 'jp'];

describe('the correction editor', () => {
  it('starts from what the subject shows, as text', () => {
    const draft = draftOf(team);
    expect(draft).toMatchObject({ name: 'Arsenal', founded: '1886', country: 'GB', number: '' });
    expect(draft.coaches).toEqual([
      { role: 'head', name: 'Boss', nationality: 'GB', names: { zh_CN: '老板' } },
      { role: 'assistant', name: 'Second', nationality: '', names: {} },
    ]);
    expect(draftOf(player)).toMatchObject({ number: '1', nationality: '', birthDate: '1990-07-15' });
  });

  it('corrects nothing when nothing changed (spaces and case of country codes aside)', () => {
    expect(correctionFields('team', team, draftOf(team), brandLanguages)).toEqual({});
    const draft = { ...draftOf(team), name: ' Arsenal ', country: 'gb' };
    expect(correctionFields('team', team, draft, brandLanguages)).toEqual({});
  });

  it('sends only the changed fields of the kind, numbers as numbers, codes in capitals', () => {
    const draft = { ...draftOf(player), number: '12', nationality: 'de', founded: '1900' };
    expect(correctionFields('player', player, draft, brandLanguages)).toEqual({
      number: 12,
      nationality: 'DE',
    });
    const league = { name: 'Premier League', names: {}, shortName: null, country: 'GB' };
    expect(
      correctionFields('league', league, { ...draftOf(league), shortName: 'EPL' }, brandLanguages),
    ).toEqual({
      shortName: 'EPL',
    });
  });

  it('sends what the server refuses as it was typed, so the page shows its reason', () => {
    const draft = { ...draftOf(team), name: '  ', founded: '18x6' };
    expect(correctionFields('team', team, draft, brandLanguages)).toEqual({ name: '', founded: '18x6' });
  });

  it("sends the non-empty names of the brand's languages and keeps the others", () => {
    expect(
      mergedNames({ zh_CN: '阿森纳', ko: '아스널' }, { zh_CN: '', jp: ' アーセナル ' }, brandLanguages),
    ).toEqual({
      ko: '아스널',
      jp: 'アーセナル',
    });
    const draft = { ...draftOf(team), names: { ...team.names, zh_CN: '阿森纳足球俱乐部' } };
    expect(correctionFields('team', team, draft, brandLanguages)).toEqual({
      names: { zh_CN: '阿森纳足球俱乐部', ko: '아스널' },
    });
  });

  it("sends the whole list of coaches when one changed, each coach's names kept", () => {
    const draft = draftOf(team);
    draft.coaches = draft.coaches.slice(0, 1).map((coach) => ({ ...coach, name: 'New Boss' }));
    expect(correctionFields('team', team, draft, brandLanguages)).toEqual({
      coaches: [{ role: 'head', name: 'New Boss', names: { zh_CN: '老板' }, nationality: 'GB' }],
    });
  });

  it("opens and closes the editor in the page's address, keeping the list's filter and page", () => {
    expect(hrefWith('/admin/corrections', '?kind=team&page=2', { subject: 'team', id: '7' })).toBe(
      '/admin/corrections?kind=team&page=2&subject=team&id=7',
    );
    expect(
      hrefWith('/admin/corrections', '?subject=team&id=7&q=ars', { subject: null, id: null, q: null }),
    ).toBe('/admin/corrections');
  });
});
