import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, BrandRegistry } from '../brands/registry.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { users } from '../domains/users/schema.ts';
import { createSessionStore, hashToken } from '../domains/users/sessions.ts';
import { chooseLanguage, createContextResolver, parseCookies } from './context.ts';

const brand: Brand = {
  id: 'test',
  projectName: 'Test',
  defaultLanguage: 'en_US',
  hosts: { production: { web: ['test.example'] } },
  theme: {
    primary: '#000000',
    primaryContrast: '#ffffff',
    accent: '#000000',
    background: '#ffffff',
    surface: '#ffffff',
    text: '#000000',
    mutedText: '#000000',
    border: '#000000',
  },
};
const limited: Brand = {
  ...brand,
  id: 'limited',
  languages: ['zh_CN', 'zh_tw', 'en_US', 'jp', 'pt', 'vi', 'ko'],
};

describe('language of a request', () => {
  it('takes an explicit lan header first, then the lang cookie, then Accept-Language, then the brand default', () => {
    expect(chooseLanguage(brand, { lan: 'ar', cookie: 'jp', acceptLanguage: 'de' })).toBe('ar');
    expect(chooseLanguage(brand, { cookie: 'jp', acceptLanguage: 'de' })).toBe('jp');
    expect(chooseLanguage(brand, { acceptLanguage: 'de-DE,de;q=0.9' })).toBe('de');
    expect(chooseLanguage(brand, {})).toBe('en_US');
  });

  it('ignores unknown codes', () => {
    expect(chooseLanguage(brand, { lan: 'xx', cookie: 'klingon' })).toBe('en_US');
  });

  it('offers only the languages of a limited brand', () => {
    expect(chooseLanguage(limited, { cookie: 'de', acceptLanguage: 'fr, ja;q=0.5' })).toBe('jp');
  });
});

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
  const registry: BrandRegistry = { all: [brand], resolve: () => brand };

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is anonymous without a token, and for an unknown token', async () => {
    const sessions = createSessionStore(database.db);
    const resolve = createContextResolver({ brands: registry, sessions });
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
    const resolve = createContextResolver({ brands: registry, sessions });
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
    const stored = await database.db.query.sessions.findMany();
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('treats a revoked or expired token as anonymous', async () => {
    const [user] = await database.db.insert(users).values({ username: 'fan2' }).returning();
    const sessions = createSessionStore(database.db);
    const resolve = createContextResolver({ brands: registry, sessions });
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
