import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyListenOptions,
  type FastifyReply,
  LogController,
} from 'fastify';
import { Redis } from 'ioredis';
import { type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppLoadContext } from '../app/context.ts';
import { FALLBACK_LANGUAGE } from '../shared/i18n/languages.ts';
import { brandHosts, loadBrands } from './brands/registry.ts';
import { type AppConfig, redisPrefixOf } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { auditAdminRoutes } from './domains/audit/admin-routes.ts';
import { olderAuthRoutes } from './domains/auth/older-routes.ts';
import { PAYLOAD_KEY_COOKIE } from './domains/auth/payload-keys.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { socialAuthRoutes } from './domains/auth/social/routes.ts';
import { commentsAccountRoutes, commentsAdminRoutes, commentsRoutes } from './domains/comments/index.ts';
import { feedbackAdminRoutes } from './domains/feedback/admin-routes.ts';
import { feedbackRoutes } from './domains/feedback/routes.ts';
import { competitionsAdminRoutes } from './domains/games/competitions/admin-routes.ts';
import { profileRoutes } from './domains/games/competitions/profile-routes.ts';
import { competitionsRoutes } from './domains/games/competitions/routes.ts';
import {
  GAMES_CHANGED,
  gameNameTexts,
  gamesAdminRoutes,
  SUBJECT_SEARCH_KINDS,
  searchDocumentPages,
} from './domains/games/index.ts';
import { gamesRoutes } from './domains/games/routes.ts';
import { createIdempotencyStore } from './domains/idempotency/index.ts';
import { favouritesRoutes } from './domains/matches/favourites/routes.ts';
import { matchQueriesRoutes } from './domains/matches/queries/routes.ts';
import { reservationsRoutes } from './domains/matches/reservations/routes.ts';
import { moderationAdminRoutes } from './domains/moderation/admin-routes.ts';
import { newsAdminRoutes } from './domains/news/admin-routes.ts';
import { newsRoutes } from './domains/news/routes.ts';
import { postsAccountRoutes, postsAdminRoutes, postsRoutes } from './domains/posts/index.ts';
import { reviewAdminRoutes } from './domains/review/admin-routes.ts';
import { searchRoutes } from './domains/search/routes.ts';
import { usersAdminRoutes } from './domains/users/admin-routes.ts';
import { followsRoutes } from './domains/users/index.ts';
import { userReportRoutes, usersRoutes } from './domains/users/routes.ts';
import { videosAdminRoutes } from './domains/videos/admin-routes.ts';
import { publishDueVideos, seedDemoVideos } from './domains/videos/index.ts';
import { videosRoutes } from './domains/videos/routes.ts';
import { walletRoutes } from './domains/wallet/routes.ts';
import { createRedisFeedLock, startLedFeed } from './feed/leader.ts';
import { type FeedRunner, startFeed } from './feed/runner.ts';
import { addAcceptors, assertPortFree } from './http/acceptors.ts';
import { declareScopeAccess } from './http/access.ts';
import { API_PREFIX, registerApi } from './http/api.ts';
import { clientAddressResolver } from './http/client-address.ts';
import { createContextResolver, parseCookies, type RequestContext } from './http/context.ts';
import { fail } from './http/envelope.ts';
import { type RouteEntry, recordRoutes } from './http/route-table.ts';
import { loadCatalogs, registerCatalogScripts } from './i18n/catalogs.ts';
import { createLanguageDetector } from './i18n/detect.ts';
import { pageLanguage } from './i18n/page-language.ts';
import { createGeoipCountryLookup } from './integrations/geoip.ts';
import { cleanupJob } from './jobs/cleanup.ts';
import { publishDueJob } from './jobs/publish-due.ts';
import { type JobRunner, startJobs } from './jobs/runner.ts';
import { TRANSCODE_VIDEOS_QUEUE, transcodeVideosJob } from './jobs/transcode-videos.ts';
import { videoFilesJob } from './jobs/video-files.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './limits/rate-limit.ts';
import { errorWithoutPersonalData } from './logger.ts';
import type { EventBus } from './realtime/bus.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { createMemoryBus } from './realtime/memory-bus.ts';
import { createRedisBus } from './realtime/redis-bus.ts';
import { registerSitemap } from './seo/sitemap.ts';
import { createServices, type Services } from './services.ts';
import { mountSite, type Site } from './ssr/mount.ts';
import { brandCspSources, registerSecurityHeaders } from './ssr/security-headers.ts';

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Content types of HLS files under /uploads/ (playlists, MPEG-TS and fMP4 segments). */
const HLS_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
};

export interface StartOptions {
  /** Serve the React site too (tests of the API alone leave it out). */
  site?: boolean;
  /** Tests: the in-memory database starts as a copy of this dumped, migrated one (tests/support/db.ts). */
  databaseTemplate?: Blob;
  /** Tests: the guest page cache's clock (default `Date.now`), so expiry needs no waiting. */
  pageCacheClock?: () => number;
}

export interface RunningApp {
  url: string;
  config: AppConfig;
  /** The prefix of this deployment's Redis keys and channels (`redisPrefixOf`). */
  redisPrefix: string;
  fastify: FastifyInstance;
  /**
   * Every route of the app (API, pages, files, health), one entry per method, with the access it
   * declares (server/http/route-table.ts): what tests and tooling read instead of guessing URLs.
   */
  routes: readonly RouteEntry[];
  database: DatabaseHandle;
  services: Services;
  bus: EventBus;
  hub: Hub;
  /** The live feed (FEED, FEED_FILE); stopped first by `close`. */
  feed: FeedRunner;
  /** Background jobs (pg-boss: the scheduled clean-up of expired rows); stopped by `close` before the database. */
  jobs: JobRunner;
  close(): Promise<void>;
}

/**
 * Starts the whole product in this process: database (migrated and seeded), event bus, API,
 * websocket hub and site, listening on one port. Returns once `/healthz` answers 200.
 */
export async function startApp(config: AppConfig, options: StartOptions = {}): Promise<RunningApp> {
  const brands = loadBrands(path.join(ROOT_DIR, 'config', 'brands'), config.brand);
  const catalogs = loadCatalogs(path.join(ROOT_DIR, 'locales'));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.env === 'test' && !config.databaseUrl ? undefined : config.dataDir,
    template: options.databaseTemplate,
  });
  await database.migrate();
  const redisPrefix = redisPrefixOf(config);
  const bus = config.redisUrl ? await createRedisBus(config.redisUrl, redisPrefix) : createMemoryBus();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const limiter = redis ? createRedisRateLimiter(redis, `${redisPrefix}rl:`) : createMemoryRateLimiter();

  const fastify = Fastify({
    logger: { level: config.logLevel, serializers: { err: errorWithoutPersonalData } },
    // Typed as the plain-HTTP overload's option: the union alone makes TypeScript pick the HTTP/2 one.
    trustProxy: config.trustProxy as FastifyHttpOptions<Server>['trustProxy'],
    logController: new LogController({ disableRequestLogging: config.env !== 'development' }),
    routerOptions: { ignoreTrailingSlash: true },
    // What fails before a route is found still answers the spec's envelope (every /java answer does).
    frameworkErrors: (_error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      if (!request.url.startsWith(`${API_PREFIX}/`)) return reply.code(400).send('Bad Request');
      return reply
        .code(400)
        .send(fail(400, catalogs.t(FALLBACK_LANGUAGE)('errors:validation', { field: 'url' })));
    },
    // The HTTP parser refused the request (a URL or headers over 16 KB, a malformed request line):
    // no route, no language; the envelope in the fallback language.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (!socket.writable) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
      const body = JSON.stringify(
        fail(status, catalogs.t(FALLBACK_LANGUAGE)('errors:validation', { field: 'url' })),
      );
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });

  // Before any route: every route registered from here on is recorded and must declare its access.
  const routeTable = recordRoutes(fastify);

  const services = createServices({ db: database.db, config, log: fastify.log, limiter, bus });
  await seed(database.db, services, {
    demo: config.seed,
    // Demo videos are real clips ffmpeg makes once per machine; test apps (many, in parallel) skip them.
    demoContent:
      config.env === 'test' ? [] : [(tx) => seedDemoVideos(tx, config.dataDir, { log: fastify.log })],
    // Demo fans take the first user ids: test apps, whose tests name users by id, go without them.
    demoConversation: config.env !== 'test',
  });
  // Operators' game names lie over the translation catalogs' (`games:<id>`), in every process: read
  // at start and again whenever the console changes the catalog here or in another process.
  const applyGameNames = async () => {
    services.games.invalidate();
    catalogs.override('games', gameNameTexts(await services.games.list()));
  };
  await applyGameNames();
  const stopGameNames = await bus.subscribe(GAMES_CHANGED, () => {
    applyGameNames().catch((err: unknown) => fastify.log.error({ err }, 'game names not reloaded'));
  });
  // Search documents made by another version of the normaliser (or none yet) are made again.
  if (await services.search.needsRebuild()) {
    const documents = await services.search.rebuild(SUBJECT_SEARCH_KINDS, searchDocumentPages);
    fastify.log.info({ documents }, 'search index rebuilt');
  }
  // The feed's initial load is stored before the port opens: the first page already has matches.
  const runFeed = () => startFeed({ matches: services.matches, config: config.feed, log: fastify.log });
  const feedWanted = config.feed.kind !== 'none' || config.feed.file !== undefined;
  // Scaled out, one process runs the feed at a time (server/feed/leader.ts).
  const feed: FeedRunner & { leading?: boolean } =
    redis && feedWanted && config.feed.lockTtlMs > 0
      ? await startLedFeed({
          lock: createRedisFeedLock(redis, `${redisPrefix}feed:leader`, config.feed.lockTtlMs),
          start: runFeed,
          everyMs: Math.max(100, Math.floor(config.feed.lockTtlMs / 3)),
          log: fastify.log,
        })
      : await runFeed();

  // Background jobs (server/jobs/, decision 015): the clean-up of expired rows every 10 minutes and
  // scheduled publishing every minute, once per schedule however many processes share the database;
  // uploaded videos packaged as HLS (every minute, and at once after a save) and unused video files
  // cleaned up hourly (decision 024).
  const jobs = await startJobs({
    database,
    databaseUrl: config.databaseUrl,
    log: fastify.log,
    jobs: [
      cleanupJob(database.db),
      publishDueJob({ news: services.news.publishDue, videos: () => publishDueVideos(database.db) }),
      transcodeVideosJob(database.db, config.dataDir, fastify.log),
      videoFilesJob(database.db, config.dataDir),
    ],
  });
  services.videos.onHlsPending(() => {
    jobs.wake(TRANSCODE_VIDEOS_QUEUE).catch((err: unknown) => {
      fastify.log.warn({ err }, 'video packaging not triggered: the schedule will run it');
    });
  });

  // First of all hooks: a page request the renderer cannot take is refused before any other work,
  // and page requests go on a batch per turn of the event loop (server/ssr/mount.ts, `Site.admit`);
  // everything else passes at the cost of one property read.
  let site: Site | undefined;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.sitePage && site) site.admit(request, reply, done);
    else done();
  });

  // Brotli or gzip for pages, JSON and static files; small bodies are not worth the CPU.
  await fastify.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (11) is for files compressed once; 4 keeps per-request pages cheap.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Security headers on every answer, the 421 below included (server/ssr/security-headers.ts).
  await registerSecurityHeaders(fastify);

  // Only the brands' own hosts are answered: an unknown Host would otherwise be reflected into the
  // sitemap, canonical links and the social sign-in's return address. The health check answers any
  // (load balancers probe by address).
  fastify.addHook('onRequest', async (request, reply) => {
    if (brands.knows(request.host) || request.url === '/healthz') return;
    const body = request.url.startsWith(`${API_PREFIX}/`)
      ? fail(421, catalogs.t(FALLBACK_LANGUAGE)('errors:validation', { field: 'host' }))
      : 'Misdirected Request: this host is not served here';
    return reply.code(421).send(body);
  });

  let ready = false;
  fastify.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    if (!ready) return reply.code(503).send({ status: 'starting' });
    await database.ping();
    // Which process runs the live feed: `running`, `standby` (scaled out, another one does) or `off`.
    const feedState = !feedWanted ? 'off' : feed.leading === false ? 'standby' : 'running';
    // Where codes go: `outbox` means the dev outbox (nothing is really sent).
    const delivery = {
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      sms: config.smsGatewayUrl ? 'gateway' : 'outbox',
    };
    return { status: 'ok', database: database.kind, bus: bus.kind, feed: feedState, delivery };
  });

  const languages = createLanguageDetector(createGeoipCountryLookup(), fastify.log);
  const resolveContext = createContextResolver({ brands, sessions: services.sessions, languages });
  const fromHeaders = (
    host: string | undefined,
    ip: string | undefined,
    headers: Record<string, string | string[] | undefined>,
  ) =>
    resolveContext({
      host,
      ip,
      header: (name) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
    });

  await registerApi(fastify, {
    catalogs,
    idempotency: createIdempotencyStore(database.db),
    accountLimit: { limiter, perFiveMinutes: config.authRateLimit },
    decryptBody: (request) =>
      services.payloadKeys.decryptBody(
        parseCookies(request.headers.cookie)[PAYLOAD_KEY_COOKIE],
        request.body,
      ),
    resolveContext: (request) => fromHeaders(request.headers.host, request.ip, request.headers),
    routes: {
      public: [
        gamesRoutes(services.games),
        competitionsRoutes(services.competitions),
        profileRoutes(services.profiles),
        searchRoutes(services.search),
        commentsRoutes(services.comments),
        newsRoutes(
          services.news,
          async (slug) => (await services.games.list()).find((g) => g.abbr === slug)?.gameId,
        ),
        postsRoutes(services.posts),
        videosRoutes(services.videos),
        matchQueriesRoutes(services.matches),
        favouritesRoutes(services.matches),
        reservationsRoutes(services.matches),
      ],
      account: [
        authRoutes(services.auth, catalogs),
        olderAuthRoutes(services.auth, catalogs, services.payloadKeys),
        socialAuthRoutes(services.social, config.social, catalogs, (host, protocol) =>
          brands.webOrigin(host, protocol),
        ),
        usersRoutes(services.users),
        userReportRoutes(services.staffUsers),
        postsAccountRoutes(services.posts),
        followsRoutes(services.follows),
        walletRoutes(services.wallet),
        feedbackRoutes(services.feedback),
        commentsAccountRoutes(services.comments, catalogs),
      ],
      admin: [
        feedbackAdminRoutes(services.feedback),
        competitionsAdminRoutes(services.profiles),
        gamesAdminRoutes(services.gameSettings),
        usersAdminRoutes(services.staffUsers),
        reviewAdminRoutes(services.review),
        auditAdminRoutes(services.audit),
        moderationAdminRoutes(services.moderation),
        commentsAdminRoutes(services.comments),
        newsAdminRoutes(services.news),
        postsAdminRoutes(services.posts),
        videosAdminRoutes(services.videos),
      ],
    },
  });

  registerSitemap(fastify, {
    brands,
    games: services.games,
    matches: services.matches,
    competitions: services.competitions,
    news: services.news,
    videos: services.videos,
  });

  const clientAddress = clientAddressResolver(config.trustProxy);
  const hub = createHub({
    bus,
    log: fastify.log,
    resolveContext: (req) => fromHeaders(req.headers.host, clientAddress(req), req.headers),
    knownHost: (host) => brands.knows(host),
    sessions: services.sessions,
    clientAddress,
    maxConnectionsPerAddress: config.wsMaxPerAddress,
  });
  hub.attach(fastify.server, config.env === 'development' ? 'ignore' : 'destroy');

  // Uploaded files (avatars). One machine's disk: several machines need a shared volume or object store.
  const uploads = path.join(config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  // Avatars are public (profiles show them to anyone): the plugin's routes take no config, so their scope declares it.
  await fastify.register(async (scope) => {
    declareScopeAccess(scope, 'public');
    await scope.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      // No listing of a folder (an HLS folder answers 404 without its file name); no dotted name (a
      // folder being copied into place) is served.
      index: false,
      list: false,
      dotfiles: 'ignore',
      // User content: never sniffed into something runnable, never a page of ours if opened directly.
      setHeaders: (reply, file) => {
        // HLS of uploaded videos (decision 024): the types players expect, whatever the MIME table says.
        const type = HLS_TYPES[path.extname(file)];
        if (type) reply.header('content-type', type);
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-disposition', 'attachment');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
      },
    });
  });

  registerCatalogScripts(fastify, catalogs);

  if (options.site !== false) {
    site = await mountSite(fastify, {
      mode: config.env === 'development' ? 'development' : 'production',
      buildDir: config.buildDir,
      pageCacheMs: config.pageCacheMs,
      pageCacheClock: options.pageCacheClock,
      // Load shedding and the pages' Content-Security-Policy (server/ssr/, decision 014).
      renders: config.pageRenders,
      turns: config.pageTurns,
      busyText: (language) => catalogs.t(language)('errors:systemError'),
      cspSources(host) {
        const brand = brands.resolve(host);
        const sources = brandCspSources(brand, brandHosts(brand, config.env, host));
        // Videos may play from the hosts VIDEO_HOSTS allows (MP4 as media, HLS fetched by hls.js).
        const videoOrigins = config.videoHosts.map((h) => `https://${h}`);
        return { ...sources, media: videoOrigins, connect: [...sources.connect, ...videoOrigins] };
      },
      route(request) {
        const brand = brands.resolve(request.headers.host);
        const cookies = parseCookies(request.headers.cookie);
        const url = new URL(request.url, 'http://site');
        return pageLanguage(
          brand,
          {
            method: request.method,
            pathname: url.pathname,
            search: url.search,
            secure: request.protocol === 'https',
            detection: {
              cookie: cookies.lang,
              acceptLanguage: request.headers['accept-language'],
              ip: request.ip,
            },
          },
          languages,
        );
      },
      async getLoadContext(request: Request, build: ServerBuild, language) {
        const ctx: RequestContext = await resolveContext({
          host: request.headers.get('host') ?? undefined,
          ip: undefined,
          header: (name) => request.headers.get(name) ?? undefined,
          language,
        });
        const key = (build.entry.module as unknown as { appContext: RouterContext<AppLoadContext> })
          .appContext;
        const provider = new RouterContextProvider();
        provider.set(key, {
          ctx,
          services,
          catalogs: catalogs.forLanguage(ctx.language),
          catalogsUrl: catalogs.script(ctx.language).url,
          catalog: (ns) => catalogs.namespace(ctx.language, ns),
          hosts: brandHosts(ctx.brand, config.env, request.headers.get('host') ?? undefined),
        });
        return provider;
      },
    });
  }

  // Fastify hands these options to Node's `server.listen`, which knows `reusePort` (its types do not).
  const listenOptions = { port: config.port, host: config.host, reusePort: config.acceptors > 1 };
  if (listenOptions.reusePort) await assertPortFree(config.port, config.host);
  await fastify.listen(listenOptions as FastifyListenOptions);
  const acceptors = await addAcceptors(fastify.server, config.acceptors);
  ready = true;
  // Complete now: no route can be added once the app listens.
  const routes = Object.freeze([...routeTable]);
  const address = fastify.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    config,
    redisPrefix,
    fastify,
    routes,
    database,
    services,
    bus,
    hub,
    feed,
    jobs,
    close() {
      closing ??= (async () => {
        ready = false;
        // No more feed writes (a tick under way finishes) while the database is still open.
        await feed.stop();
        // Sockets first (they would hold the HTTP server open), then in-flight requests, then stores.
        await hub.close();
        // In-flight requests get a grace period; a client that never reads its answer does not hold us.
        const grace = setTimeout(() => fastify.server.closeAllConnections(), 5000);
        await acceptors.close();
        await fastify.close();
        clearTimeout(grace);
        await site?.close();
        // A clean-up under way stops at its next batch; nothing touches the database after this.
        await jobs.stop();
        await stopGameNames();
        await bus.close();
        await redis?.quit();
        await database.close();
      })();
      return closing;
    },
  };
}
