import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuditService } from './domains/audit/index.ts';
import { createCodeStore } from './domains/auth/codes.ts';
import { createPayloadKeys, NEW_PAYLOAD_KEYS_PER_ADDRESS_HOUR } from './domains/auth/payload-keys.ts';
import { createAuthService } from './domains/auth/service.ts';
import { createSocialAuthService } from './domains/auth/social/service.ts';
import { createCommentsService } from './domains/comments/index.ts';
import { createFeedbackService } from './domains/feedback/service.ts';
import {
  createCompetitionsService,
  createGameSettingsService,
  createGamesRepository,
  createGamesService,
  createProfilesService,
  GAMES_CHANGED,
} from './domains/games/index.ts';
import { createViewGate } from './domains/hot/index.ts';
import { createMatchesService } from './domains/matches/index.ts';
import { createModerationService } from './domains/moderation/index.ts';
import { createNewsService, newsCommentTarget } from './domains/news/index.ts';
import {
  createPostsService,
  hideAllPostsOfUser,
  postCommentTarget,
  postReportDecided,
} from './domains/posts/index.ts';
import { createReviewService } from './domains/review/index.ts';
import { createSearchService } from './domains/search/index.ts';
import {
  createFollowsService,
  createSessionStore,
  createStaffUsersService,
  createUsersRepository,
  createUsersService,
  userReportDecided,
} from './domains/users/index.ts';
import { createVideosService, videoCommentTarget } from './domains/videos/index.ts';
import { createWalletService } from './domains/wallet/index.ts';
import { createOutboxMailer, createSmtpMailer } from './integrations/mail/mailer.ts';
import { createDevOutbox } from './integrations/outbox.ts';
import { createHttpSmsSender, createOutboxSms } from './integrations/sms/sms.ts';
import type { RateLimiter } from './limits/rate-limit.ts';
import type { EventBus } from './realtime/bus.ts';
import { SESSION_ENDED_CHANNEL } from './realtime/hub.ts';

export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  /** Live match changes are published here (the hub fans them out to websockets). */
  bus: EventBus;
}

/** Every domain service, wired to one database. API routes and page loaders share these. */
export function createServices({ db, config, log, limiter, bus }: ServiceDeps) {
  const outbox = createDevOutbox(config.dataDir, log);
  // Without a real mailer or SMS gateway, codes go to the dev outbox: refused when the deployment
  // requires delivery, said loudly otherwise (decision 008; issue 11).
  const outboxFor = [
    config.smtpUrl ? null : 'SMTP_URL',
    config.smsGatewayUrl ? null : 'SMS_GATEWAY_URL',
  ].filter((name): name is string => name !== null);
  if (outboxFor.length > 0 && config.requireDelivery) {
    throw new Error(
      `REQUIRE_DELIVERY=true but ${outboxFor.join(' and ')} is not set: codes could not be delivered`,
    );
  }
  if (outboxFor.length > 0 && config.env === 'production') {
    log.warn(
      { missing: outboxFor },
      `DEV OUTBOX IN USE: verification codes are NOT delivered by ${outboxFor.join(' and ')} but written to ` +
        `${config.dataDir}/outbox. Set them for real delivery, and REQUIRE_DELIVERY=true to refuse to start without.`,
    );
  }
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outbox);
  const sms = config.smsGatewayUrl
    ? createHttpSmsSender(config.smsGatewayUrl, config.smsGatewayToken)
    : createOutboxSms(outbox);
  // Sockets of a user whose sessions end drop their private channels (server/realtime/hub.ts).
  const sessions = createSessionStore(db, config.adminEmails, async (uid) => {
    try {
      await bus.publish(SESSION_ENDED_CHANNEL, JSON.stringify({ uid }));
    } catch (err) {
      log.warn({ err }, 'telling the sockets that a session ended failed');
    }
  });
  const usersRepository = createUsersRepository(db);
  const codes = createCodeStore(db);
  const wallet = createWalletService(db);
  const users = createUsersService({
    repo: usersRepository,
    sessions,
    codes,
    balances: wallet.balances,
    dataDir: config.dataDir,
    adminEmails: config.adminEmails,
  });
  const auth = createAuthService({
    db,
    users: usersRepository,
    accounts: users,
    sessions,
    codes,
    mailer,
    sms,
    limiter,
    codeSendsPerIpHour: config.codeSendsPerIpHour,
    codeLoginsPerIp15Min: config.codeLoginsPerIp15Min,
  });
  const games = createGamesService(createGamesRepository(db));
  // Lists shared across viewers as long as guests share a page (at most a second; tests: never).
  const matches = createMatchesService({ db, bus, games, log, sharedResultsMs: config.pageCacheMs });
  const moderation = createModerationService(db);
  // Page views counted by the pages' beacons, within reason per address (domains/hot/views.ts).
  const views = createViewGate(limiter);
  // Comments on news, videos and posts (issue 15): each of those domains says which of its items take
  // comments and keeps their counters (`CommentTarget`); comments never import them.
  const comments = createCommentsService({
    db,
    moderation,
    targets: { news: newsCommentTarget(), video: videoCommentTarget, post: postCommentTarget },
    limiter,
  });
  return {
    payloadKeys: createPayloadKeys(db, { limiter, perHour: NEW_PAYLOAD_KEYS_PER_ADDRESS_HOUR }),
    games,
    // The catalog in the console (editors): names, logos, order; every process hears of a change.
    gameSettings: createGameSettingsService({
      db,
      dataDir: config.dataDir,
      games,
      changed: () => bus.publish(GAMES_CHANGED, ''),
    }),
    // The library indexes read what only matches know (a league's teams, its activity) through
    // the matches service (decision 019: competitions never imports matches).
    competitions: createCompetitionsService({ db, games, figures: matches }),
    profiles: createProfilesService({ db }),
    matches,
    feedback: createFeedbackService(db),
    search: createSearchService(db),
    users,
    // The operator console (issue 15): user management, review queues (each queue's owner handles
    // its decisions) and the audit log every privileged action writes to.
    staffUsers: createStaffUsersService({
      db,
      sessions,
      wallet,
      adminEmails: config.adminEmails,
      // A ban unpublishes (hides) the user's comments and posts; it never deletes them.
      onBanned: [
        (tx, uid) => comments.hideAllOfUser(tx, uid, 'ban').then(() => undefined),
        hideAllPostsOfUser,
      ],
    }),
    review: createReviewService(db, {
      userReports: userReportDecided,
      comments: comments.reportDecided,
      posts: postReportDecided,
    }),
    audit: createAuditService(db),
    moderation,
    comments,
    news: createNewsService({ db, dataDir: config.dataDir, views }),
    // Videos (issue 15): uploads checked by content, external sources only from VIDEO_HOSTS.
    videos: createVideosService({ db, dataDir: config.dataDir, videoHosts: config.videoHosts, views }),
    // User posts and follows (issue 15): text and images checked like every user's text.
    posts: createPostsService({ db, dataDir: config.dataDir, limiter, moderation }),
    follows: createFollowsService(db),
    wallet,
    sessions,
    outbox,
    mailer,
    sms,
    auth,
    social: createSocialAuthService({
      db,
      config: config.social,
      users: usersRepository,
      sessions,
      codes,
      auth,
      limiter,
      log,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
