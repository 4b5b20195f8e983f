import path from 'node:path';
import { loadSocialConfig, type SocialConfig } from './domains/auth/social/config.ts';

/** Process configuration, read once from the environment. Secrets only ever come from here. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  brand: string | undefined;
  logLevel: string;
  /** Where the React Router build lives (production mode only). */
  buildDir: string;
  /** Fill demo data on first start. */
  seed: boolean;
  /** Real mail delivery (smtp://user:pass@host:port); unset: the dev outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Real SMS delivery (JSON POST {to, text}); unset: the dev outbox. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Social sign-in: OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET / endpoint overrides, OAUTH_REDIRECT_BASE... */
  social: SocialConfig;
  /** Accounts with these emails become administrators when they sign in. */
  adminEmails: string[];
  /** Account calls (`/java/login/*`, `/java/user/*`) allowed per IP per 5 minutes. */
  authRateLimit: number;
  /** Verification codes one IP may request per hour. */
  codeSendsPerIpHour: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'development' ? 'development' : env.NODE_ENV === 'test' ? 'test' : 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    brand: env.BRAND || undefined,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    buildDir: path.resolve(env.BUILD_DIR ?? './build'),
    seed: env.SEED !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Arena Live <no-reply@localhost>',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    social: loadSocialConfig(env, mode),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 1200),
    codeSendsPerIpHour: Number(env.CODE_SENDS_PER_IP_HOUR ?? 20),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}
