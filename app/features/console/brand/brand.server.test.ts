/**
 * The brand settings page's loader: administrators only, and never a secret. The running config is
 * read from an environment full of them (OAuth client ids and secrets, Apple's signing key, SMTP_URL
 * with its password, the SMS gateway's token, database and Redis passwords), the services are the
 * real ones built from it, and the brand carries more (a host written with a password, a vendor's key
 * in the animation widget's address, a field no schema has): the page's data holds none of them, and
 * still says what is configured.
 */
import path from 'node:path';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandHosts, loadBrands } from '../../../../server/brands/registry.ts';
import { loadConfig } from '../../../../server/config.ts';
import { createSocialAuthService } from '../../../../server/domains/auth/social/service.ts';
import { createSmtpMailer } from '../../../../server/integrations/mail/mailer.ts';
import { createHttpSmsSender } from '../../../../server/integrations/sms/sms.ts';
import { type AppLoadContext, appContext } from '../../../context.ts';
import { brandLoader, withoutCredentials } from './brand.server.ts';

const env = {
  NODE_ENV: 'test',
  OAUTH_GOOGLE_CLIENT_ID: 'google-client-id-7781',
  OAUTH_GOOGLE_CLIENT_SECRET: 'google-client-secret-9a8b7c',
  OAUTH_LINE_CLIENT_ID: 'line-channel-id-5512',
  OAUTH_LINE_CLIENT_SECRET: 'line-channel-secret-3d4e5f',
  OAUTH_APPLE_CLIENT_ID: 'com.arena.signin-4410',
  OAUTH_APPLE_TEAM_ID: 'APPLETEAM1',
  OAUTH_APPLE_KEY_ID: 'APPLEKEY42',
  OAUTH_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----apple-private-key-material-----END PRIVATE KEY-----',
  SMTP_URL: 'smtp://mailer:smtp-pa55word-x1@mail.example:587',
  MAIL_FROM: 'noreply@arena.example',
  SMS_GATEWAY_URL: 'https://sms-user:sms-url-pa55@sms.example/send',
  SMS_GATEWAY_TOKEN: 'sms-gateway-token-q9w8e7',
  DATABASE_URL: 'postgres://arena:db-pa55word-z2@db.example:5432/arena',
  REDIS_URL: 'redis://:redis-pa55word-y3@redis.example:6379',
  ADMIN_EMAILS: 'operator@example.com',
};
const config = loadConfig(env);

/** Every secret value of the running config, and the ones planted in the brand below. */
const secrets = [
  ...Object.values(config.social.providers).flatMap((p) => [p.clientId, p.clientSecret]),
  config.social.appleSigning?.privateKey,
  'apple-private-key-material',
  config.smtpUrl,
  'smtp-pa55word-x1',
  config.smsGatewayUrl,
  'sms-url-pa55',
  config.smsGatewayToken,
  config.databaseUrl,
  'db-pa55word-z2',
  config.redisUrl,
  'redis-pa55word-y3',
  'brand-host-pa55',
  'vendor-key-1234',
  'planted-brand-secret',
].filter((value): value is string => typeof value === 'string' && value !== '');

const arena = loadBrands(path.join(import.meta.dirname, '..', '..', '..', '..', 'config', 'brands')).all.find(
  (b) => b.id === 'arena',
);
if (!arena) throw new Error('config/brands has no arena');

const brand = {
  ...arena,
  hosts: {
    ...arena.hosts,
    staging: {
      web: ['staging.arena.example'],
      api: 'https://deploy:brand-host-pa55@api.staging.example',
      liveData: 'wss://deploy:brand-host-pa55@live.staging.example/ws',
      im: '',
      recharge: '',
      mobile: '',
    },
  },
  animation: { urlTemplate: 'https://widgets.vendor.example/play?match={matchId}&key=vendor-key-1234' },
  embedOrigins: ['https://blog.arena.example'],
  // What a loader copying the whole brand would pass on.
  smtpPassword: 'planted-brand-secret',
};

function contextFor(roles: string[]) {
  const none = {} as never;
  const services = {
    social: createSocialAuthService({
      db: none,
      config: config.social,
      users: none,
      sessions: none,
      codes: none,
      auth: none,
      limiter: none,
      log: none,
    }),
    mailer: createSmtpMailer(env.SMTP_URL, env.MAIL_FROM),
    sms: createHttpSmsSender(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN),
  };
  const context = new RouterContextProvider();
  context.set(appContext, {
    ctx: { user: { uid: 1, roles }, cookies: {}, brand },
    services,
    hosts: brandHosts(brand, 'development', 'localhost'),
    catalog: () => ({ nav: {}, roles: {}, table: {}, brand: {} }),
  } as unknown as AppLoadContext);
  return context;
}

describe('the brand settings loader', () => {
  it('is for administrators only (403 for every other role)', () => {
    for (const roles of [['editor'], ['reviewer'], ['support'], ['channel'], []]) {
      let status: number | undefined;
      try {
        brandLoader(contextFor(roles));
      } catch (error) {
        status = (error as { init?: { status?: number } }).init?.status;
      }
      expect(status, roles.join()).toBe(403);
    }
  });

  it("holds none of the config's or the brand's secrets", () => {
    expect(secrets.length).toBeGreaterThan(12);
    const out = JSON.stringify(brandLoader(contextFor(['admin'])));
    const leaked = secrets.filter((secret) => out.includes(secret));
    expect(leaked).toEqual([]);
  });

  it('still says what is configured: providers by name, delivery by kind, hosts without their password', () => {
    const { brand: settings } = brandLoader(contextFor(['admin']));
    expect(settings).toMatchObject({
      id: 'arena',
      projectName: 'Arena Live',
      defaultLanguage: { code: 'en_US' },
    });
    expect(settings.languages).toHaveLength(22);
    expect(settings.socialProviders).toEqual(['google', 'apple', 'line']);
    expect(settings.delivery).toEqual({ mail: 'smtp', sms: 'http-gateway' });
    const staging = settings.hosts.find((h) => h.environment === 'staging');
    expect(staging?.addresses).toContainEqual({ key: 'api', value: 'https://api.staging.example/' });
    expect(settings.hosts.find((h) => h.current)?.environment).toBe('development');
    expect(settings.animationOrigin).toBe('https://widgets.vendor.example');
    expect(settings.embedOrigins).toEqual(['https://blog.arena.example']);
    expect(settings.logos.favicons.map((f) => f.language?.code ?? 'default')).toEqual([
      'default',
      'zh_CN',
      'zh_tw',
    ]);
    expect(settings.company?.name).toBeTruthy();
  });

  it('writes addresses without credentials, and leaves paths and empty ones alone', () => {
    expect(withoutCredentials('wss://u:p@live.example/ws')).toBe('wss://live.example/ws');
    expect(withoutCredentials('https://cdn.example/logo.svg?v=2')).toBe('https://cdn.example/logo.svg?v=2');
    expect(withoutCredentials('/brands/arena/logo.svg')).toBe('/brands/arena/logo.svg');
    expect(withoutCredentials('')).toBe('');
  });
});
