import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadSocialConfig, type SocialConfig } from './domains/auth/social/config.ts';

/** How long a session lasts (its token cookie lives as long). */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;

/** Process configuration, read once from the environment. Secrets only ever come from here. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Prefix of every Redis key and channel of this deployment (REDIS_PREFIX): the processes of one
   * deployment share it, two deployments on one Redis never see each other's events, locks or
   * counters. Unset: `arena:` and a hash of the deployment's database (`redisPrefixOf`).
   */
  redisPrefix: string | undefined;
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
  /**
   * REQUIRE_DELIVERY=true: refuse to start without a real mailer (SMTP_URL) and SMS gateway
   * (SMS_GATEWAY_URL) instead of falling back to the dev outbox. Production deployments set it.
   */
  requireDelivery: boolean;
  /** Social sign-in: OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET / endpoint overrides, OAUTH_REDIRECT_BASE... */
  social: SocialConfig;
  /** Accounts with these emails become administrators when they sign in. */
  adminEmails: string[];
  /**
   * Hosts whose https addresses a video may play from (VIDEO_HOSTS, comma-separated, e.g.
   * `cdn.example.com,media.example.org`); default none: every video is a file the product serves.
   * The pages' Content-Security-Policy lets media and HLS requests reach exactly these hosts.
   */
  videoHosts: string[];
  /** Account calls (`/java/login/*`, `/java/user/*`) allowed per IP per 5 minutes. */
  authRateLimit: number;
  /**
   * Whose X-Forwarded-For / -Proto / -Host to believe (Fastify `trustProxy`): `true` (any hop),
   * `false`, a hop count, or comma-separated addresses/CIDRs/`loopback`/`linklocal`/`uniquelocal`.
   * Default: a proxy on the loopback only, so neither a client talking to the process directly nor a
   * neighbour on a private network (a Docker bridge, a VPC peer) can choose the IP that rate limits,
   * the GeoIP lookup and the `Secure` decision see.
   */
  trustProxy: boolean | number | string;
  /** Websockets one client address may hold at once (WS_MAX_PER_ADDRESS). */
  wsMaxPerAddress: number;
  /** Verification codes one IP may request per hour. */
  codeSendsPerIpHour: number;
  /** Sign-ins with a code per client address per 15 minutes (CODE_LOGINS_PER_IP_15MIN, default 60). */
  codeLoginsPerIp15Min: number;
  /** Where live match data comes from (server/feed/runner.ts). */
  feed: FeedConfig;
  /** How long a guest's rendered page is reused for the same page (server/ssr/page-cache.ts); 0: never. */
  pageCacheMs: number;
  /**
   * Page renders at once (PAGE_RENDER_CONCURRENCY, default 4: two per core of a 2-core machine) and
   * page requests that may wait for one (as many as the recent pace serves in 2 s, at most
   * PAGE_RENDER_QUEUE, default 512); beyond that a page answers 503 with Retry-After (server/ssr/render-limit.ts, decision 014).
   */
  pageRenders: { concurrency: number; queue: number };
  /**
   * Page requests that go on per turn of the event loop (PAGE_TURN_BATCH, default 16) and that may
   * wait for a later turn (PAGE_TURN_QUEUE, default 1024, each at most 2 s): a burst of cached pages
   * no longer makes every turn long for the API (server/ssr/page-turns.ts, decision 014).
   */
  pageTurns: { perTurn: number; queue: number };
  /**
   * Listening sockets on the port (ACCEPTORS, default 16 on Linux, 1 elsewhere): libuv accepts one
   * connection per socket per turn of the event loop, and a burst makes turns long (server/http/acceptors.ts).
   */
  acceptors: number;
}

/** The live feed: FEED, FEED_SEED, FEED_SPEED, FEED_TICK_MS, FEED_DAYS_BACK/AHEAD, FEED_LIVE_TARGET... */
export interface FeedConfig {
  /** `simulator` (default): the seeded simulator plays every game; `none`: no feed runs. */
  kind: 'simulator' | 'none';
  /** The simulator's seed: the same seed plays the same matches (stored under source `simulator:<seed>`). */
  seed: number;
  /** Simulated seconds per real second (1: real time). */
  speed: number;
  /** Milliseconds between the simulator's ticks. */
  tickMs: number;
  /** Days of finished matches before today and days of fixtures after it. */
  daysBack: number;
  daysAhead: number;
  /** About how many matches are in play at once, every game together. */
  liveTarget: number;
  /** Staleness guard: a match in play whose feed is silent this long becomes `suspended`. */
  staleAfterMs: number;
  /**
   * Scaled out (REDIS_URL): the feed lock's time to live (server/feed/leader.ts). One process runs the
   * feed; another takes over this long after it stops. 0: every process runs the feed.
   */
  lockTtlMs: number;
  /** How often the staleness guard looks (derived: a sixth of the silence, 1 to 15 s). */
  staleCheckMs: number;
  /** A JSON fixture file (server/feed/fixtures/example.json's format) imported on every start. */
  file: string | undefined;
}

function booleanVar(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function integerVar(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function loadFeedConfig(env: NodeJS.ProcessEnv): FeedConfig {
  const kind = env.FEED?.trim() || 'simulator';
  if (kind !== 'simulator' && kind !== 'none') {
    throw new Error(`FEED must be "simulator" or "none", got "${env.FEED}"`);
  }
  const rawSpeed = env.FEED_SPEED?.trim();
  const speed = rawSpeed ? Number(rawSpeed) : 1;
  if (!Number.isFinite(speed) || speed <= 0 || speed > 1000) {
    throw new Error(`FEED_SPEED must be a number above 0 and at most 1000, got "${env.FEED_SPEED}"`);
  }
  const staleAfterMs = integerVar(env, 'FEED_STALE_AFTER_MS', 90_000, 1000, 86_400_000);
  let file: string | undefined;
  if (env.FEED_FILE?.trim()) {
    file = path.resolve(env.FEED_FILE.trim());
    if (!existsSync(file) || !statSync(file).isFile()) {
      throw new Error(`FEED_FILE must name a JSON fixture file, got "${env.FEED_FILE}" (no such file)`);
    }
  }
  return {
    kind,
    seed: integerVar(env, 'FEED_SEED', 1, 0, 4_294_967_295),
    speed,
    tickMs: integerVar(env, 'FEED_TICK_MS', 2000, 100, 600_000),
    daysBack: integerVar(env, 'FEED_DAYS_BACK', 7, 0, 60),
    daysAhead: integerVar(env, 'FEED_DAYS_AHEAD', 7, 0, 60),
    liveTarget: integerVar(env, 'FEED_LIVE_TARGET', 45, 1, 1000),
    staleAfterMs,
    lockTtlMs: integerVar(env, 'FEED_LOCK_TTL_MS', 15_000, 0, 600_000),
    staleCheckMs: Math.min(15_000, Math.max(1000, Math.round(staleAfterMs / 6))),
    file,
  };
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
    redisPrefix: checkedRedisPrefix(env.REDIS_PREFIX),
    brand: env.BRAND || undefined,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    buildDir: path.resolve(env.BUILD_DIR ?? './build'),
    seed: env.SEED !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Arena Live <no-reply@localhost>',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    requireDelivery: booleanVar(env, 'REQUIRE_DELIVERY', false),
    social: loadSocialConfig(env, mode),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 1200),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    codeSendsPerIpHour: Number(env.CODE_SENDS_PER_IP_HOUR ?? 20),
    codeLoginsPerIp15Min: integerVar(env, 'CODE_LOGINS_PER_IP_15MIN', 60, 1, 1_000_000),
    wsMaxPerAddress: integerVar(env, 'WS_MAX_PER_ADDRESS', 30, 1, 100_000),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    videoHosts: parseVideoHosts(env.VIDEO_HOSTS),
    feed: loadFeedConfig(env),
    // Tests render what they just wrote; a server under test opts in.
    pageCacheMs: integerVar(env, 'PAGE_CACHE_MS', mode === 'test' ? 0 : 1000, 0, 60_000),
    pageRenders: {
      concurrency: integerVar(env, 'PAGE_RENDER_CONCURRENCY', 4, 1, 1000),
      queue: integerVar(env, 'PAGE_RENDER_QUEUE', 512, 0, 10_000),
    },
    pageTurns: {
      perTurn: integerVar(env, 'PAGE_TURN_BATCH', 16, 1, 10_000),
      queue: integerVar(env, 'PAGE_TURN_QUEUE', 1024, 0, 100_000),
    },
    acceptors: integerVar(env, 'ACCEPTORS', process.platform === 'linux' ? 16 : 1, 1, 64),
  };
}

/** VIDEO_HOSTS: host names (an optional port), lower case, once each; anything else stops the start. */
export function parseVideoHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (
      !/^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/.test(
        host,
      )
    ) {
      throw new Error(`VIDEO_HOSTS must list host names such as cdn.example.com, got "${host}"`);
    }
  }
  return [...new Set(hosts)];
}

function checkedRedisPrefix(value: string | undefined): string | undefined {
  const given = value?.trim();
  if (!given) return undefined;
  if (!/^[A-Za-z0-9:._-]{1,64}$/.test(given)) {
    throw new Error(`REDIS_PREFIX must be 1 to 64 letters, digits or ":._-", got "${given}"`);
  }
  return given;
}

/**
 * The Redis prefix of a deployment: REDIS_PREFIX, or one derived from its database (DATABASE_URL,
 * else the embedded database's DATA_DIR), so the processes sharing a database share it.
 */
export function redisPrefixOf(config: Pick<AppConfig, 'redisPrefix' | 'databaseUrl' | 'dataDir'>): string {
  if (config.redisPrefix) return config.redisPrefix;
  const deployment = config.databaseUrl ?? path.resolve(config.dataDir);
  return `arena:${createHash('sha256').update(deployment).digest('hex').slice(0, 10)}:`;
}

export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  // Loopback only unless told: a container bridge or a peered network must not forge client addresses.
  if (text === '') return 'loopback';
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
