import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrand } from '../../tests/support/brands.ts';
import { openTestDatabase } from '../../tests/support/db.ts';
import type { BrandRegistry } from '../brands/registry.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../domains/users/schema.ts';
import { createSessionStore, hashToken } from '../domains/users/sessions.ts';
import { createLanguageDetector } from '../i18n/detect.ts';
import { createContextResolver, parseCookies } from './context.ts';

const brand = testBrand();
const silent = pino({ level: 'silent' });
const languages = createLanguageDetector({ country: () => undefined }, silent);

describe('cookie header parsing', () => {
  it('reads token and lang and decodes values', () => {
    expect(parseCookies('lang=zh_tw; token=abc%3D%3D; other="q"')).toEqual({
      lang: 'zh_tw',
      token: 'abc==',
      other: 'q',
    });
    expect(parseCookies(undefined)).toEqual({});
  });
});

describe('request context', () => {
  let database: DatabaseHandle;
  const registry: BrandRegistry = {
    all: [brand],
    resolve: () => brand,
    knows: () => true,
    webOrigin: () => undefined,
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is anonymous without a token, and for an unknown token', async () => {
    const sessions = createSessionStore(database.db);
    const resolve = createContextResolver({ brands: registry, sessions, languages });
    const guest = await resolve({ host: 'test.example', header: () => undefined });
    expect(guest.user).toBeNull();
    const unknown = await resolve({ host: 'x', header: (n) => (n === 'token' ? 'bogus' : undefined) });
    expect(unknown.user).toBeNull();
    expect(unknown.token).toBe('bogus');
  });

  it('finds the user from the token cookie or the token header, and never stores the token itself', async () => {
    const [user] = await database.db.insert(users).values({ username: 'fan1' }).returning();
    const sessions = createSessionStore(database.db);
    const token = await sessions.create(user?.uid ?? 0, 60_000);
    const resolve = createContextResolver({ brands: registry, sessions, languages });
    const byCookie = await resolve({
      host: undefined,
      header: (n) => (n === 'cookie' ? `lang=ko; token=${token}` : undefined),
    });
    expect(byCookie.user?.username).toBe('fan1');
    expect(byCookie.language).toBe('ko');
    const byHeader = await resolve({
      host: undefined,
      header: (n) => ({ token, systype: 'PC' })[n as 'token'],
    });
    expect(byHeader.user?.uid).toBe(user?.uid);
    expect(byHeader.sysType).toBe('PC');
    const page = await resolve({ host: undefined, header: () => undefined, language: 'ar' });
    expect(page.language).toBe('ar');
    const stored = await database.db.query.sessions.findMany();
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('treats a revoked or expired token as anonymous', async () => {
    const [user] = await database.db.insert(users).values({ username: 'fan2' }).returning();
    const sessions = createSessionStore(database.db);
    const resolve = createContextResolver({ brands: registry, sessions, languages });
    const revoked = await sessions.create(user?.uid ?? 0, 60_000);
    await sessions.revoke(revoked);
    expect(
      (await resolve({ host: undefined, header: (n) => (n === 'token' ? revoked : undefined) })).user,
    ).toBeNull();
    const expired = await sessions.create(user?.uid ?? 0, -1000);
    expect(
      (await resolve({ host: undefined, header: (n) => (n === 'token' ? expired : undefined) })).user,
    ).toBeNull();
  });
});
