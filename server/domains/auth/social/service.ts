import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LoginResult } from '../../../../shared/auth/contract.ts';
import { DomainError, ERROR_CODES } from '../../../../shared/errors.ts';
import { SESSION_TTL_MS } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { RateLimiter } from '../../../limits/rate-limit.ts';
import type { Logger } from '../../../logger.ts';
import type { SessionStore, UsersRepository } from '../../users/index.ts';
import type { CodeStore } from '../codes.ts';
import { checkCodeGiven, normalizeEmail, normalizePhone } from '../identifiers.ts';
import { grantRegistrationBonus, REGISTRATION_BONUS_GOLD } from '../registration-bonus.ts';
import type { AuthService } from '../service.ts';
import { SOCIAL_PROVIDERS, type SocialConfig, type SocialProviderName } from './config.ts';
import { JwtError } from './jwt.ts';
import { createProviderClient, ProviderError, type SocialProfile } from './providers.ts';
import { createSocialRepository } from './repository.ts';

/** A pending sign-in lives 10 minutes; a profile waiting for its email 30 minutes. */
export const STATE_TTL_MS = 10 * 60_000;
export const PENDING_TTL_MS = 30 * 60_000;

/**
 * The 2010 failure. The spec's rule "the returned message holds the social id": the API answers
 * `errorMsg` = the translated request to bind an email and `msg` = `socialId`, an opaque handle of
 * the pending profile (never the provider's user id, which is public for X), sent back as
 * `twitterId` by the bind-email call.
 */
export class SocialEmailRequiredError extends DomainError {
  readonly socialId: string;
  constructor(socialId: string) {
    super('invalid', 'socialEmailRequired', {}, ERROR_CODES.socialUnbound);
    this.socialId = socialId;
  }
}

export interface Promotion {
  promotionChannelId?: string | undefined;
  channelFromtype?: number | undefined;
}

export interface LoginUrlInput extends Promotion {
  /** The page the sign-in started on; the provider sends the browser back to it. */
  isFrom?: string | undefined;
}

export interface LoginInfoInput extends Promotion {
  code?: string | undefined;
  state?: string | undefined;
  /** X: oauth_token. */
  token?: string | undefined;
  /** X: oauth_verifier. */
  verifier?: string | undefined;
}

export interface BindEmailInput {
  checkCode?: string | undefined;
  email?: string | undefined;
  /** The socialId of the 2010 answer. */
  twitterId?: string | undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A path on our site ("/", "/en_US/live/12"); its query and fragment are dropped. */
export function pagePath(isFrom: string | undefined): string {
  const path = (isFrom ?? '').trim().split(/[?#]/, 1)[0] ?? '';
  if (!path) return '/';
  // "//host" or "/\host" would leave the site; spaces and controls have no place in a path.
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path) || path.includes('//') || path.length > 512) {
    throw new DomainError('invalid', 'validation', { field: 'isFrom' });
  }
  return path;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return String(e?.code ?? e?.cause?.code) === '23505';
}

export function createSocialAuthService(deps: {
  db: Database;
  config: SocialConfig;
  users: UsersRepository;
  sessions: SessionStore;
  codes: CodeStore;
  auth: Pick<AuthService, 'account'>;
  limiter: RateLimiter;
  log: Logger;
  fetch?: typeof fetch;
}) {
  const { db, users, sessions, codes, limiter, log } = deps;
  const repo = createSocialRepository(db);
  const providers = createProviderClient({
    config: deps.config,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });

  async function throttle(key: string, limit: number, windowMs: number) {
    if (!(await limiter.hit(key, limit, windowMs)).allowed)
      throw new DomainError('tooMany', 'tooManyRequests');
  }

  /** Provider and token failures become a translated "sign-in failed"; programming errors stay. */
  function providerFailure(err: unknown, provider: SocialProviderName): unknown {
    if (err instanceof ProviderError || err instanceof JwtError) {
      log.warn({ err, provider }, 'social sign-in failed at the provider');
      return new DomainError(
        err instanceof ProviderError && err.retryable ? 'upstream' : 'invalid',
        'socialLoginFailed',
      );
    }
    return err;
  }

  function promotionOf(p: Promotion) {
    const promotionChannelId = p.promotionChannelId?.trim() || null;
    return {
      promotionChannelId,
      channelFromtype: promotionChannelId ? (p.channelFromtype ?? 1) : null,
    };
  }

  /** `bonusPaid`: this sign-in created the account and credited its registration bonus. */
  async function signInUid(uid: number, bonusPaid = false): Promise<LoginResult> {
    const row = await users.findById(uid);
    if (!row) throw new DomainError('notFound', 'userNotFound');
    if (row.cancelledAt) throw new DomainError('forbidden', 'accountCancelled');
    if (row.bannedAt) throw new DomainError('forbidden', 'accountBanned');
    const token = await sessions.create(uid, SESSION_TTL_MS);
    const user = await deps.auth.account(uid);
    if (!user) throw new DomainError('forbidden', 'accountCancelled');
    return {
      token,
      user,
      newUser: row.username === null || row.passwordHash === null,
      registrationBonus: bonusPaid ? REGISTRATION_BONUS_GOLD : 0,
    };
  }

  /**
   * Links the provider account to the user with `email`, creating that user first when there is
   * none (with the registration bonus, once, and the promotion attribution), then signs in.
   */
  async function linkOrCreate(
    profile: SocialProfile,
    contact: { email: string } | { areaCode: string; phone: string },
    promotion: ReturnType<typeof promotionOf>,
  ): Promise<LoginResult> {
    const email = 'email' in contact ? contact.email : null;
    for (let attempt = 0; ; attempt++) {
      try {
        const { uid, created, bonusPaid } = await db.transaction(async (tx) => {
          // One completion per provider account at a time (two tabs, two processes).
          await repo.lockProfile(tx, profile.provider, profile.subject);
          const linked = await repo.findAccount(profile.provider, profile.subject, tx);
          if (linked) return { uid: linked.uid, created: false, bonusPaid: false };
          let user = await users.find(contact, tx);
          let created = false;
          let bonusPaid = false;
          if (!user) {
            user = await users.create(tx, { ...contact, ...promotion });
            bonusPaid = await grantRegistrationBonus(tx, user.uid, [
              'email' in contact
                ? { kind: 'email', value: contact.email }
                : { kind: 'phone', value: `${contact.areaCode} ${contact.phone}` },
              { kind: 'social', value: `${profile.provider}:${profile.subject}` },
            ]);
            created = true;
          }
          const uid = await repo.link(tx, {
            provider: profile.provider,
            subject: profile.subject,
            uid: user.uid,
            email,
            displayName: profile.displayName,
            avatar: profile.avatar,
          });
          return { uid, created, bonusPaid };
        });
        if (created && profile.avatar) await users.update(uid, { avatar: profile.avatar });
        return signInUid(uid, bonusPaid);
      } catch (err) {
        // The same email signed up another way at the same moment: the second try finds that user.
        if (attempt === 0 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  /** What a profile leads to: its user, a link by email, a new user, or errorCode 2010. */
  async function complete(profile: SocialProfile, promotion: ReturnType<typeof promotionOf>) {
    const known = await repo.findAccount(profile.provider, profile.subject);
    if (known) return signInUid(known.uid);
    if (!profile.email) {
      const handle = random();
      await repo.savePending({
        handleHash: sha256(handle),
        provider: profile.provider,
        subject: profile.subject,
        displayName: profile.displayName,
        avatar: profile.avatar,
        ...promotion,
        expiresAt: new Date(Date.now() + PENDING_TTL_MS),
      });
      throw new SocialEmailRequiredError(handle);
    }
    return linkOrCreate(profile, { email: profile.email }, promotion);
  }

  return {
    isConfigured: providers.isConfigured,

    /**
     * The providers this deployment can sign in with (client id and secret set), in the order of
     * SOCIAL_PROVIDERS: the sign-in dialog offers only these (the channel rules narrow them further).
     */
    configuredProviders(): SocialProviderName[] {
      return SOCIAL_PROVIDERS.filter((name) => providers.isConfigured(name));
    },

    /**
     * login/V2/getLoginUrl (and the older QQ/WeChat address calls): the provider's sign-in page.
     * `origin` is where the provider sends the browser back (OAUTH_REDIRECT_BASE or the request's
     * origin), followed by the page path. `binding` is the browser's binding cookie, when it has one.
     */
    async loginUrl(
      provider: SocialProviderName,
      input: LoginUrlInput,
      origin: string,
      caller: { ip: string | undefined; binding: string | undefined },
    ): Promise<{ url: string; binding: string | undefined }> {
      if (!providers.isConfigured(provider)) throw new DomainError('invalid', 'socialNotConfigured');
      const redirectUri = `${origin}${pagePath(input.isFrom)}`;
      await throttle(`social:url:${caller.ip ?? 'unknown'}`, 60, 15 * 60_000);
      let started: Awaited<ReturnType<typeof providers.start>>;
      try {
        started = await providers.start(provider, redirectUri);
      } catch (err) {
        throw providerFailure(err, provider);
      }
      const binding = deps.config.browserBinding
        ? caller.binding && /^[\w-]{43}$/.test(caller.binding)
          ? caller.binding
          : random()
        : undefined;
      const promotion = promotionOf(input);
      await repo.saveState({
        state: started.state,
        provider,
        secret: started.secret,
        redirectUri,
        isFrom: input.isFrom ?? null,
        ...promotion,
        browserHash: binding ? sha256(binding) : null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return { url: started.url, binding };
    },

    /**
     * login/V2/getLoginInfo: checks the state (single use, not expired, same provider, same browser),
     * exchanges the return for the profile and signs in (see `complete`).
     */
    async loginInfo(
      provider: SocialProviderName,
      input: LoginInfoInput,
      caller: { ip: string | undefined; binding: string | undefined },
    ): Promise<LoginResult> {
      await throttle(`social:info:${caller.ip ?? 'unknown'}`, 60, 15 * 60_000);
      const key = provider === 'x' ? input.token?.trim() : input.state?.trim();
      if (!key) throw new DomainError('invalid', 'socialStateInvalid');
      if (provider === 'x' ? !input.verifier : !input.code) {
        throw new DomainError('invalid', 'validationRequired', {
          field: provider === 'x' ? 'verifier' : 'code',
        });
      }
      const row = await repo.consumeState(key);
      // The browser names the provider by the spec's rule, whose "any other code means LINE" also
      // covers Apple and Facebook returns: for code returns the state's own provider decides.
      const actual = row && (provider === 'x') === (row.provider === 'x') ? row.provider : undefined;
      const refused =
        !row ||
        !actual ||
        row.expiresAt.getTime() <= Date.now() ||
        (row.browserHash !== null && (!caller.binding || !sameHash(sha256(caller.binding), row.browserHash)));
      if (refused || !row) {
        log.info({ provider, found: Boolean(row), for: row?.provider }, 'social sign-in state refused');
        throw new DomainError('invalid', 'socialStateInvalid');
      }
      const chosen = actual as SocialProviderName;
      let profile: SocialProfile;
      try {
        profile = await providers.finish(chosen, {
          code: input.code,
          verifier: input.verifier,
          secret: row.secret,
          requestToken: row.state,
          redirectUri: row.redirectUri,
        });
      } catch (err) {
        throw providerFailure(err, chosen);
      }
      return complete(
        profile,
        promotionOf(
          row.promotionChannelId
            ? {
                promotionChannelId: row.promotionChannelId,
                channelFromtype: row.channelFromtype ?? undefined,
              }
            : input,
        ),
      );
    },

    /**
     * The bind-email call after errorCode 2010: a code sent to `email` by login/V2/sendEmailcheckCode
     * proves the address; the pending profile named by `twitterId` is linked to that email's user
     * (created when there is none) and signed in.
     */
    async bindEmail(input: BindEmailInput, caller: { ip: string | undefined }): Promise<LoginResult> {
      const email = normalizeEmail(input.email);
      const checkCode = checkCodeGiven(input.checkCode);
      const handle = input.twitterId?.trim();
      if (!handle) throw new DomainError('invalid', 'validationRequired', { field: 'twitterId' });
      await throttle(`social:bind:${caller.ip ?? 'unknown'}`, 30, 15 * 60_000);
      const handleHash = sha256(handle);
      const pending = await repo.findPending(handleHash);
      if (!pending) throw new DomainError('invalid', 'socialStateInvalid');
      await codes.consume(email, checkCode);
      if (!(await repo.consumePending(handleHash))) throw new DomainError('invalid', 'socialStateInvalid');
      const profile: SocialProfile = {
        provider: pending.provider as SocialProviderName,
        subject: pending.subject,
        email,
        displayName: pending.displayName,
        avatar: pending.avatar,
      };
      return complete(profile, {
        promotionChannelId: pending.promotionChannelId,
        channelFromtype: pending.channelFromtype,
      });
    },

    /**
     * login/bindAccount (older variant, "bind phone after QQ/WeChat"): an SMS code proves the phone;
     * the pending profile named by `accountNumber` (the handle a sign-in without email answered) is
     * linked to that phone's user, created when there is none, and signed in.
     */
    async bindPhone(
      input: {
        mobile?: string | undefined;
        areaCode?: string | undefined;
        checkCode?: string | undefined;
        accountNumber?: string | undefined;
      },
      caller: { ip: string | undefined },
    ): Promise<LoginResult> {
      const phone = normalizePhone(input.areaCode, input.mobile);
      const checkCode = checkCodeGiven(input.checkCode);
      const handle = input.accountNumber?.trim();
      if (!handle) throw new DomainError('invalid', 'validationRequired', { field: 'accountNumber' });
      await throttle(`social:bind:${caller.ip ?? 'unknown'}`, 30, 15 * 60_000);
      const handleHash = sha256(handle);
      const pending = await repo.findPending(handleHash);
      if (!pending) throw new DomainError('invalid', 'socialStateInvalid');
      await codes.consume(phone.identifier, checkCode);
      if (!(await repo.consumePending(handleHash))) throw new DomainError('invalid', 'socialStateInvalid');
      const profile: SocialProfile = {
        provider: pending.provider as SocialProviderName,
        subject: pending.subject,
        email: null,
        displayName: pending.displayName,
        avatar: pending.avatar,
      };
      return linkOrCreate(
        profile,
        { areaCode: phone.areaCode, phone: phone.phone },
        {
          promotionChannelId: pending.promotionChannelId,
          channelFromtype: pending.channelFromtype,
        },
      );
    },

    /**
     * What a sign-in without email left waiting, by the handle it answered (the older dialog's
     * bind-phone view shows the QQ/WeChat name and picture). Null once used or expired.
     */
    async pendingProfile(
      handle: string,
    ): Promise<{ displayName: string | null; avatar: string | null } | null> {
      const row = await repo.findPending(sha256(handle));
      return row ? { displayName: row.displayName, avatar: row.avatar } : null;
    },

    /** The provider accounts linked to a user. */
    accountsOf: repo.accountsOf,
  };
}

export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
