import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createCodeStore } from './domains/auth/codes.ts';
import { createPayloadKeys } from './domains/auth/payload-keys.ts';
import { createAuthService } from './domains/auth/service.ts';
import { createSocialAuthService } from './domains/auth/social/service.ts';
import { createFeedbackService } from './domains/feedback/service.ts';
import { createGamesRepository } from './domains/games/repository.ts';
import { createGamesService } from './domains/games/service.ts';
import { createMatchesService } from './domains/matches/service.ts';
import { createAccountService } from './domains/users/account.ts';
import { createInvitationsService } from './domains/users/invitations.ts';
import { createUsersRepository } from './domains/users/repository.ts';
import { createUsersService } from './domains/users/service.ts';
import { createSessionStore } from './domains/users/sessions.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import { createOutboxMailer, createSmtpMailer } from './integrations/mail/mailer.ts';
import { createDevOutbox } from './integrations/outbox.ts';
import { createHttpSmsSender, createOutboxSms } from './integrations/sms/sms.ts';
import type { EventBus } from './realtime/bus.ts';

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
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outbox);
  const sms = config.smsGatewayUrl
    ? createHttpSmsSender(config.smsGatewayUrl, config.smsGatewayToken)
    : createOutboxSms(outbox);
  const sessions = createSessionStore(db, config.adminEmails);
  const usersRepository = createUsersRepository(db);
  const codes = createCodeStore(db);
  const auth = createAuthService({
    db,
    users: usersRepository,
    sessions,
    codes,
    mailer,
    sms,
    limiter,
    codeSendsPerIpHour: config.codeSendsPerIpHour,
  });
  const games = createGamesService(createGamesRepository(db));
  return {
    payloadKeys: createPayloadKeys(db),
    games,
    matches: createMatchesService({ db, bus, games, log }),
    feedback: createFeedbackService(db),
    invitations: createInvitationsService(db),
    users: createUsersService(usersRepository),
    sessions,
    outbox,
    mailer,
    sms,
    account: createAccountService({ db, users: usersRepository, sessions, codes, dataDir: config.dataDir }),
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
