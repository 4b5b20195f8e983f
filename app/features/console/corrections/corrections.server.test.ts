/**
 * The corrections page's loader: editors and administrators only (checked again on the server), the
 * corrections with what their subjects show (one read per kind), the finder through the libraries'
 * search (and an id), the editor's values and correction; all from the page's address.
 */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Correction } from '../../../../shared/competitions/contract.ts';
import { type AppLoadContext, appContext } from '../../../context.ts';
import { correctionsLoader } from './corrections.server.ts';

const ars: Correction = {
  kind: 'team',
  id: 7,
  fields: { name: 'Arsenal FC' },
  feed: { name: 'Arsenal' },
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 1,
};
const keeper: Correction = { ...ars, kind: 'player', id: 9, fields: { number: 12 }, feed: { number: 1 } };

const shown: Record<string, Record<number, Record<string, unknown>>> = {
  team: { 7: { name: 'Arsenal FC', names: { zh_CN: '阿森纳' }, founded: 1886 } },
  player: { 9: { name: 'Keeper', names: {}, number: 12 } },
  league: {},
};

function setup(roles: string[]) {
  const services = {
    games: { list: async () => [{ gameId: 202, abbr: 'soccer' }] },
    profiles: {
      corrections: vi.fn(async (query: { page: number; size: number }) => ({
        list: [ars, keeper],
        page: query.page,
        size: query.size,
        total: 2,
      })),
      shownFields: vi.fn(async (kind: string, ids: readonly number[]) => {
        const out = new Map<number, Record<string, unknown>>();
        for (const id of ids) if (shown[kind]?.[id]) out.set(id, shown[kind][id]);
        return out;
      }),
      correctionOf: vi.fn(async (kind: string, id: number) => (kind === 'team' && id === 7 ? ars : null)),
    },
    search: {
      search: vi.fn(async (query: { kind: string }) => ({
        text: 'ars',
        groups: [
          {
            kind: query.kind,
            more: false,
            hits: [
              {
                kind: 'team',
                id: 7,
                gameId: 202,
                name: 'Arsenal FC',
                names: {},
                shortName: null,
                logo: null,
                team: null,
                country: 'GB',
                season: null,
                match: 'prefix',
              },
            ],
          },
        ],
        page: 1,
        size: 10,
      })),
    },
  };
  const context = new RouterContextProvider();
  context.set(appContext, {
    ctx: {
      user: { uid: 1, roles },
      cookies: {},
      brand: { timeZone: 'Asia/Shanghai', languages: ['en_US', 'zh_CN'] },
    },
    services,
    catalog: () => ({ nav: {}, roles: {}, table: {}, corrections: { lead: 'x' } }),
  } as unknown as AppLoadContext);
  return { context, services };
}

const load = (roles: string[], query = '') => {
  const { context, services } = setup(roles);
  return {
    services,
    data: correctionsLoader(context, new Request(`http://x/admin/corrections${query}`)),
  };
};

describe('the corrections page loader', () => {
  it('refuses every role but editors and administrators (403)', async () => {
    for (const roles of [['support'], ['reviewer'], ['channel'], []]) {
      const thrown = await load(roles).data.catch((e: unknown) => e);
      expect((thrown as { init?: { status?: number } }).init?.status, roles.join()).toBe(403);
    }
    await expect(load(['editor']).data).resolves.toBeDefined();
    await expect(load(['admin']).data).resolves.toBeDefined();
  });

  it("reads the list with the call's own schema and names each subject with one read per kind", async () => {
    const { data, services } = load(['editor'], '?kind=team&page=2&size=5');
    const page = await data;
    expect(services.profiles.corrections).toHaveBeenCalledWith({ kind: 'team', page: 2, size: 5 });
    expect(page.query).toEqual({ kind: 'team' });
    expect(page.list.list.map((row) => row.subject?.name)).toEqual(['Arsenal FC', 'Keeper']);
    expect(services.profiles.shownFields.mock.calls).toEqual([
      ['team', [7]],
      ['player', [9]],
    ]);
    expect(page.languages.map((l) => l.code)).toEqual(['en_US', 'zh_CN']);
    expect(page.view.catalog).toHaveProperty('corrections');
    expect(page.editor).toBeNull();
    expect(page.finder).toEqual({ kind: 'team', q: '', problem: null, hits: [] });
  });

  it('finds subjects of one kind through search, an id first, and says why a text is not searched', async () => {
    const { data, services } = load(['editor'], '?subject=team&q=ars');
    const { finder } = await data;
    expect(services.search.search).toHaveBeenCalledWith({ text: 'ars', kind: 'team', page: 1, size: 10 });
    expect(finder.hits).toEqual([
      { kind: 'team', id: 7, name: 'Arsenal FC', names: {}, gameId: 202, team: null },
    ]);
    const byId = await load(['editor'], '?subject=player&q=9').data;
    expect(byId.finder.hits[0]).toMatchObject({ kind: 'player', id: 9, name: 'Keeper' });
    const short = await load(['editor'], '?subject=team&q=a').data;
    expect(short.finder.problem).toMatchObject({ reason: 'short', min: 2 });
    expect(short.finder.hits).toEqual([]);
  });

  it('opens the editor of one subject with what it shows and its correction, or says it is unknown', async () => {
    const { editor } = await load(['editor'], '?subject=team&id=7').data;
    expect(editor).toEqual({ kind: 'team', id: 7, values: shown.team?.[7], correction: ars });
    const unknown = await load(['editor'], '?subject=league&id=404').data;
    expect(unknown.editor).toEqual({ kind: 'league', id: 404, values: null, correction: null });
    // A malformed kind or id opens no editor.
    expect((await load(['editor'], '?subject=coach&id=7').data).editor).toBeNull();
    expect((await load(['editor'], '?subject=team&id=x').data).editor).toBeNull();
  });
});
