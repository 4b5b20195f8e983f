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
      users: { publicProfile: async (uid: number) => (uid === 7 ? { uid } : null) },
    });
    expect(await entityExists(found, '/mall/details/:id?', '3')).toBe(false);
    expect(await entityExists(found, '/userInfo/:id?', '7')).toBe(true);
    expect(await entityExists(found, '/userInfo/:id?', '8')).toBe(false);
    await expect(requireEntity(found, '/userInfo/:id?', '7')).resolves.toBeUndefined();
  });

  it('are the 404 page when not found', async () => {
    const thrown = await requireEntity(nobody, '/mall/details/:id?', '1').catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('ask a domain only for ids its keys can hold, and pass its other failures on', async () => {
    const asked: number[] = [];
    const context = contextWith({
      users: {
        publicProfile: async (uid: number) => {
          asked.push(uid);
          return { uid };
        },
      },
    });
    for (const id of ['0', '01', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999', ' 1']) {
      expect(await entityExists(context, '/userInfo/:id?', id), id).toBe(false);
    }
    expect(asked).toEqual([]);
    expect(await entityExists(context, '/userInfo/:id?', '2147483647')).toBe(true);
    const failing = contextWith({
      users: { publicProfile: () => Promise.reject(new Error('database down')) },
    });
    await expect(entityExists(failing, '/userInfo/:id?', '1')).rejects.toThrow('database down');
  });

  it('read database ids the one canonical way', () => {
    expect(databaseId('1')).toBe(1);
    expect(databaseId('2147483647')).toBe(2147483647);
    for (const text of ['', '0', '007', '2147483648', '+1', '1 '])
      expect(databaseId(text), text).toBeUndefined();
  });
});
