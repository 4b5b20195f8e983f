import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { databaseId } from '../../../shared/wire.ts';
import { type AppLoadContext, appContext } from '../../context.ts';
import routes from '../../routes.ts';
import { ENTITY_LOOKUPS, entityExists, requireEntity } from './entities.server.ts';

/** A load context whose services answer as `services` says (only what the lookups call). */
function contextWith(services: Record<string, unknown>) {
  const context = new RouterContextProvider();
  context.set(appContext, { services } as unknown as AppLoadContext);
  return context;
}

const nobody = contextWith({
  users: { publicProfile: async () => null },
  news: { article: async () => null },
  videos: { video: async () => null },
});

describe('the entity lookups of the id pages', () => {
  it('cover every route of app/routes.ts that names one entity by a parameter, and only those', () => {
    const idRoutes = routes
      .filter((r) => ['routes/item.tsx', 'routes/news-article.tsx', 'routes/video.tsx'].includes(r.file))
      .filter((r) => /:(id|text)\b/.test(r.path ?? ''))
      .map((r) => r.path);
    expect(idRoutes.length).toBeGreaterThan(5);
    expect(Object.keys(ENTITY_LOOKUPS).sort()).toEqual([...idRoutes].sort());
  });

  it('find nothing until a domain can (search pages are features/search’s, for any text)', async () => {
    const found = [];
    for (const pattern of Object.keys(ENTITY_LOOKUPS)) {
      if (await entityExists(nobody, pattern, '1')) found.push(pattern);
    }
    expect(found).toEqual([]);
    // A route path nobody registered is not found either.
    expect(await entityExists(nobody, '/new/:id', '1')).toBe(false);
    expect(await entityExists(nobody, 'constructor', '1')).toBe(false);
  });

  it('answer 200 as soon as the domain finds the entity', async () => {
    const found = contextWith({
      videos: { video: async (id: number) => (id === 7 ? { id } : null) },
    });
    expect(await entityExists(found, '/mall/details/:id?', '3')).toBe(false);
    expect(await entityExists(found, '/videos/:game/:id', '7')).toBe(true);
    expect(await entityExists(found, '/videos/:game/:id', '8')).toBe(false);
    await expect(requireEntity(found, '/videos/:game/:id', '7')).resolves.toBeUndefined();
  });

  it('are the 404 page when not found', async () => {
    const thrown = await requireEntity(nobody, '/mall/details/:id?', '1').catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('ask a domain only for ids its keys can hold, and pass its other failures on', async () => {
    const asked: number[] = [];
    const context = contextWith({
      videos: {
        video: async (id: number) => {
          asked.push(id);
          return { id };
        },
      },
    });
    for (const id of ['0', '01', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999', ' 1']) {
      expect(await entityExists(context, '/videos/:game/:id', id), id).toBe(false);
    }
    expect(asked).toEqual([]);
    expect(await entityExists(context, '/videos/:game/:id', '2147483647')).toBe(true);
    const failing = contextWith({
      videos: { video: () => Promise.reject(new Error('database down')) },
    });
    await expect(entityExists(failing, '/videos/:game/:id', '1')).rejects.toThrow('database down');
  });

  it('read database ids the one canonical way', () => {
    expect(databaseId('1')).toBe(1);
    expect(databaseId('2147483647')).toBe(2147483647);
    for (const text of ['', '0', '007', '2147483648', '+1', '1 '])
      expect(databaseId(text), text).toBeUndefined();
  });
});
