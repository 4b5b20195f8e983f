/**
 * The corrections screen as the server renders it: the corrections in force (each field corrected
 * and the feed's value, links to the subject's library page, remove and edit), the subject finder,
 * the editor of one subject; and what its calls send.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, textOf } from '../console-test-kit.test-support.ts';
import { Corrections } from './Corrections.tsx';
import type { CorrectionsData } from './corrections.server.ts';
import { correctSubject, uncorrectSubject } from './corrections-api.ts';

const post = vi.fn(async (_path: string, body: unknown) => body);
vi.mock('../../../lib/api.ts', () => ({
  api: () => ({ post, get: vi.fn() }),
  failureText: (e: unknown) => String(e),
}));

const base: CorrectionsData = {
  view: { catalog: {}, uid: 1, roles: ['admin'], timeZone: 'Asia/Shanghai' },
  query: { kind: '' },
  list: {
    list: [
      {
        kind: 'team',
        id: 7,
        fields: { name: 'Arsenal FC', founded: 1887 },
        feed: { name: 'Arsenal', founded: 1886 },
        updatedAt: '2026-11-20T08:00:00.000Z',
        updatedBy: 100001,
        subject: { name: 'Arsenal FC', names: { zh_CN: '阿森纳' } },
      },
      {
        kind: 'player',
        id: 9,
        fields: { names: { zh_CN: '门将' } },
        feed: { names: {} },
        updatedAt: '2026-11-19T08:00:00.000Z',
        updatedBy: null,
        subject: null,
      },
    ],
    page: 1,
    size: 20,
    total: 2,
  },
  languages: [
    { code: 'en_US', name: 'English' },
    { code: 'zh_CN', name: '简体中文' },
  ],
  finder: { kind: 'team', q: '', problem: null, hits: [] },
  editor: null,
};

const page = (data: CorrectionsData, options: { roles?: string[]; url?: string } = {}) =>
  renderConsole(<Corrections data={data} />, { url: options.url ?? '/admin/corrections', ...options });

beforeEach(() => post.mockClear());

describe('the corrections in force', () => {
  const html = page(base);
  const text = textOf(html);

  it("name each subject with a link to its library page and its id, each field corrected beside the feed's", () => {
    expect(html).toMatch(/<a class="console-link" href="\/squadLibrary\/7"><bdi>Arsenal FC<\/bdi><\/a>/);
    expect(text).toContain('#7');
    expect(text).toContain('Founded Corrected: 1887 Feed: 1886');
    expect(text).toContain('Name Corrected: Arsenal FC Feed: Arsenal');
    // A player gone from the data still has its row; names are written per language.
    expect(html).toContain('href="/playerLibrary/9"');
    expect(text).toContain('(no longer in the data)');
    expect(text).toContain('Names in other languages Corrected: 简体中文: 门将 Feed: none');
  });

  it('say who changed them and when (in the viewer’s zone), a link to the account for those who may open it', () => {
    expect(text).toContain('Nov 20, 2026, 4:00 PM');
    expect(html).toMatch(/href="\/admin\/users\/100001"[^>]*>by #100001</);
    const editor = page(base, { roles: ['editor'] });
    expect(textOf(editor)).toContain('by #100001');
    expect(editor).not.toContain('href="/admin/users/100001"');
  });

  it('offer removing one field or all, and editing, each button naming what it acts on', () => {
    expect(html).toContain('aria-label="Remove the correction of Founded of Arsenal FC"');
    expect(html).toContain('aria-label="Remove every correction of Arsenal FC"');
    expect(html).toMatch(/href="\/admin\/corrections\?subject=team&amp;id=7"[^>]*>Edit</);
  });

  it('are a console table (stacked on a phone by its cells’ labels), filtered by kind, with the count', () => {
    expect(html).toContain('data-label="Fields"');
    expect(html).toContain('<caption');
    expect(text).toContain('Kind Every kind League Team Player');
    expect(text).toContain('Results: 2');
  });

  it('say so when nothing is corrected', () => {
    const none = page({ ...base, list: { list: [], page: 1, size: 20, total: 0 } });
    expect(textOf(none)).toContain('Nothing is corrected.');
  });
});

describe('finding a subject to correct', () => {
  it('lists the hits with their game, team and a link to correct each', () => {
    const html = page(
      {
        ...base,
        finder: {
          kind: 'player',
          q: 'kee',
          problem: null,
          hits: [
            {
              kind: 'player',
              id: 9,
              name: 'Keeper',
              names: {},
              gameId: 202,
              team: { name: 'Arsenal', names: {} },
            },
          ],
        },
      },
      { url: '/admin/corrections?subject=player&q=kee' },
    );
    const text = textOf(html);
    expect(text).toContain('Correct a league, team or player');
    expect(text).toContain('Keeper #9 Football Team: Arsenal');
    expect(html).toMatch(
      /aria-label="Correct Keeper" href="\/admin\/corrections\?subject=player&amp;q=kee&amp;id=9"/,
    );
    expect(html).toContain('value="kee"');
  });

  it('says why nothing was searched, or that nothing matched', () => {
    const short = page({
      ...base,
      finder: { kind: 'team', q: 'a', problem: { reason: 'short', min: 2, max: 64 }, hits: [] },
    });
    expect(textOf(short)).toContain('Type at least 2 letters, or an id.');
    const none = page({ ...base, finder: { kind: 'team', q: 'zzz', problem: null, hits: [] } });
    expect(textOf(none)).toContain('Nothing of this kind matches “zzz”.');
  });
});

describe('the editor of one subject', () => {
  const team: CorrectionsData['editor'] = {
    kind: 'team',
    id: 7,
    values: {
      name: 'Arsenal FC',
      names: { zh_CN: '阿森纳', ko: '아스널' },
      shortName: 'ARS',
      country: 'GB',
      founded: 1887,
      coaches: [{ role: 'head', name: 'Boss', names: {}, nationality: 'GB' }],
    },
    correction: {
      kind: 'team',
      id: 7,
      fields: { name: 'Arsenal FC', founded: 1887 },
      feed: { name: 'Arsenal', founded: 1886 },
      updatedAt: '2026-11-20T08:00:00.000Z',
      updatedBy: 100001,
    },
  };

  it("shows a team's fields with what it shows now, the corrected ones with the feed's value", () => {
    const html = page({ ...base, editor: team }, { url: '/admin/corrections?subject=team&id=7' });
    const text = textOf(html);
    expect(text).toContain('Correct Team: Arsenal FC');
    expect(html).toContain('href="/squadLibrary/7"');
    for (const label of ['Name', 'Short name', 'Country', 'Founded', 'Coaches', 'Names in other languages'])
      expect(text).toContain(label);
    expect(html).toMatch(/name="name"[^>]*value="Arsenal FC"/);
    expect(html).toMatch(/name="founded"[^>]*value="1887"/);
    expect(text).toContain('Corrected. The feed says: 1886');
    // One name per language the brand offers (Korean is kept, not shown).
    expect(html).toMatch(/lang="zh-CN"[^>]*value="阿森纳"/);
    expect(text).toContain('English');
    expect(html).not.toContain('아스널');
    // Its coaches, each a group of fields, and a way to add one.
    expect(html).toMatch(/<legend class="visually-hidden">Coach 1<\/legend>/);
    expect(html).toMatch(/value="Boss"/);
    expect(text).toContain('Add a coach');
    expect(html).toMatch(/<button type="submit"[^>]*>Save the correction<\/button>/);
    // The finder gives way to the editor.
    expect(text).not.toContain('Correct a league, team or player');
  });

  it("shows a player's own fields (a date for the birth date), and no coaches", () => {
    const html = page({
      ...base,
      editor: {
        kind: 'player',
        id: 9,
        values: {
          name: 'Keeper',
          names: {},
          number: 1,
          position: 'GK',
          nationality: null,
          birthDate: '1990-07-15',
        },
        correction: null,
      },
    });
    const text = textOf(html);
    for (const label of ['Shirt number', 'Position', 'Nationality', 'Birth date'])
      expect(text).toContain(label);
    expect(html).toMatch(/type="date"[^>]*value="1990-07-15"/);
    expect(text).not.toContain('Coaches');
    expect(text).not.toContain('Corrected. The feed says');
  });

  it('says when the subject does not exist', () => {
    const html = page({ ...base, editor: { kind: 'league', id: 404, values: null, correction: null } });
    expect(textOf(html)).toContain('There is no League with id 404.');
  });
});

describe('the calls', () => {
  it('correct with the changed fields only, silently (the form shows the server’s reason)', async () => {
    await correctSubject('team', 7, { founded: 1888 });
    expect(post).toHaveBeenCalledWith(
      '/admin/competitions/correct',
      { kind: 'team', id: 7, fields: { founded: 1888 } },
      undefined,
      { silent: true },
    );
  });

  it('remove one field, or every field when none is named', async () => {
    await uncorrectSubject('team', 7, ['founded']);
    await uncorrectSubject('player', 9);
    expect(post.mock.calls).toEqual([
      ['/admin/competitions/uncorrect', { kind: 'team', id: 7, fields: ['founded'] }],
      ['/admin/competitions/uncorrect', { kind: 'player', id: 9 }],
    ]);
  });
});
