import type { LoginPayload, LoginResult } from '../../../shared/auth/contract.ts';
import { DomainError } from '../../../shared/errors.ts';
import type { AccountView } from '../../../shared/users/contract.ts';
import { SESSION_TTL_MS } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { SmsSender } from '../../integrations/sms/sms.ts';
import type { RateLimiter } from '../../limits/rate-limit.ts';
import type { Lookup, SessionStore, UserRow, UsersRepository } from '../users/index.ts';
import { CODE_TTL_MS, type CodeStore } from './codes.ts';
import {
  checkCodeGiven,
  checkPassword,
  checkUsername,
  EMAIL_PATTERN,
  normalizeEmail,
  normalizePhone,
} from './identifiers.ts';
import { hashPassword, verifyPasswordOrDecoy } from './password.ts';
import { grantRegistrationBonus, REGISTRATION_BONUS_GOLD } from './registration-bonus.ts';

/** Who is asking, for messages and throttles (the routes build it from the request). */
export interface Caller {
  ip: string | undefined;
  t: (key: string, values?: Record<string, unknown>) => string;
  brandName: string;
  /** The calling codes the brand sends SMS codes to (its `smsAreaCodes`). */
  smsAreaCodes: readonly string[];
}

/** Email or phone of a payload: "a@b.c" is an email, digits are a phone (with areaCode, default +86). */
function contactOf(payload: LoginPayload): { lookup: Lookup; identifier: string; channel: 'email' | 'sms' } {
  const raw = (payload.mobileOrEmail ?? '').trim();
  if (raw.includes('@')) {
    const email = normalizeEmail(raw);
    return { lookup: { email }, identifier: email, channel: 'email' };
  }
  const phone = normalizePhone(payload.areaCode, raw);
  return {
    lookup: { areaCode: phone.areaCode, phone: phone.phone },
    identifier: phone.identifier,
    channel: 'sms',
  };
}

export function createAuthService(deps: {
  db: Database;
  users: UsersRepository;
  /** The users domain's view of an account (with its balances). */
  accounts: { view(row: UserRow): Promise<AccountView> };
  sessions: SessionStore;
  codes: CodeStore;
  mailer: Mailer;
  sms: SmsSender;
  limiter: RateLimiter;
  /** Code sends allowed per IP per hour (20 unless configured). */
  codeSendsPerIpHour?: number;
  /** Sign-ins with a code allowed per IP per 15 minutes (60 unless configured). */
  codeLoginsPerIp15Min?: number;
}) {
  const { db, users, sessions, codes, limiter } = deps;

  async function throttle(key: string, limit: number, windowMs: number) {
    const result = await limiter.hit(key, limit, windowMs);
    if (!result.allowed) throw new DomainError('tooMany', 'tooManyRequests');
  }

  const view = (row: UserRow) => deps.accounts.view(row);

  /** `bonusPaid`: this sign-in created the account and credited its registration bonus. */
  async function signIn(row: UserRow, bonusPaid = false): Promise<LoginResult> {
    if (row.cancelledAt) throw new DomainError('forbidden', 'accountCancelled');
    if (row.bannedAt) throw new DomainError('forbidden', 'accountBanned');
    const token = await sessions.create(row.uid, SESSION_TTL_MS);
    return {
      token,
      user: await view(row),
      newUser: row.username === null || row.passwordHash === null,
      registrationBonus: bonusPaid ? REGISTRATION_BONUS_GOLD : 0,
    };
  }

  async function sendCode(channel: 'email' | 'sms', identifier: string, to: string, caller: Caller) {
    await throttle(`code:ip:${caller.ip ?? 'unknown'}`, deps.codeSendsPerIpHour ?? 20, 3600_000);
    const { code, nextSendInMs } = await codes.issue(channel, identifier, caller.ip);
    const values = { code, brand: caller.brandName, minutes: CODE_TTL_MS / 60_000 };
    try {
      if (channel === 'email') {
        await deps.mailer.send({
          to,
          subject: caller.t('mail:codeSubject', values),
          text: caller.t('mail:codeText', values),
        });
      } else {
        await deps.sms.send(to, caller.t('mail:codeSms', values));
      }
    } catch (err) {
      throw Object.assign(new DomainError('upstream', 'codeSendFailed'), { cause: err });
    }
    return { cooldownSeconds: Math.ceil(nextSendInMs / 1000) };
  }

  return {
    sendEmailCode(email: string | undefined, caller: Caller) {
      const address = normalizeEmail(email);
      return sendCode('email', address, address, caller);
    },

    sendMobileCode(areaCode: string | undefined, phone: string | undefined, caller: Caller) {
      const number = normalizePhone(areaCode, phone);
      // Only to the countries the brand serves: no SMS pumping through far-away premium numbers.
      if (!caller.smsAreaCodes.includes(number.areaCode)) {
        throw new DomainError('invalid', 'smsAreaNotServed', { areaCode: number.areaCode });
      }
      return sendCode('sms', number.identifier, number.international, caller);
    },

    /**
     * login/V2/getLoginByEmailCheckCode: with a code, signs in the email/phone's account, creating
     * it (and crediting the 200-gold registration bonus, once) when there is none; without a code
     * but with a password it is a password sign-in.
     */
    async loginWithCode(payload: LoginPayload, caller: Caller): Promise<LoginResult> {
      if (!payload.checkCode && payload.password) return this.loginWithPassword(payload, caller);
      const checkCode = checkCodeGiven(payload.checkCode);
      const contact = contactOf(payload);
      await throttle(`login:ip:${caller.ip ?? 'unknown'}`, deps.codeLoginsPerIp15Min ?? 60, 15 * 60_000);
      await codes.consume(contact.identifier, checkCode);
      const existing = await users.find(contact.lookup);
      if (existing) return signIn(existing);
      const created = await db.transaction(async (tx) => {
        // Two sign-ups of one address at once: the unique index lets one through; the other finds it.
        const again = await users.find(contact.lookup, tx);
        if (again) return { row: again, bonusPaid: false };
        const row = await users.create(tx, {
          ...('email' in contact.lookup
            ? { email: contact.lookup.email }
            : 'phone' in contact.lookup
              ? { areaCode: contact.lookup.areaCode, phone: contact.lookup.phone }
              : {}),
          promotionChannelId: payload.promotionChannelId || null,
          channelFromtype: payload.promotionChannelId ? (payload.channelFromtype ?? 1) : null,
        });
        const bonusPaid = await grantRegistrationBonus(tx, row.uid, [
          'email' in contact.lookup
            ? { kind: 'email', value: contact.lookup.email }
            : { kind: 'phone', value: contact.identifier },
        ]);
        return { row, bonusPaid };
      });
      return signIn(created.row, created.bonusPaid);
    },

    /** login/V2/mobileOrNameToLogin: email, phone or username with a password. */
    async loginWithPassword(payload: LoginPayload, caller: Caller): Promise<LoginResult> {
      if (!payload.password) throw new DomainError('invalid', 'passwordEmpty');
      const raw = (payload.name ?? payload.mobileOrEmail ?? '').trim();
      const lookup: Lookup = EMAIL_PATTERN.test(raw)
        ? { email: raw.toLowerCase() }
        : /^\+?[\d\s-]{5,}$/.test(raw) && !payload.name
          ? (({ areaCode, phone }) => ({ areaCode, phone }))(normalizePhone(payload.areaCode, raw))
          : { username: checkUsername(raw) };
      await throttle(`password:${raw.toLowerCase()}:${caller.ip ?? 'unknown'}`, 10, 15 * 60_000);
      const row = await users.find(lookup);
      // The same scrypt work whether or not the account exists (no timing tells which).
      const ok = await verifyPasswordOrDecoy(payload.password, row?.passwordHash);
      if (!row || !ok) throw new DomainError('invalid', 'loginFailed');
      return signIn(row);
    },

    /** user/V2/modifyUser: the register step sets a username and the first password, once. */
    async setCredentials(
      uid: number,
      uname: string | undefined,
      password: string | undefined,
      oldToken: string,
    ) {
      const username = checkUsername(uname);
      checkPassword(password);
      const row = await users.findById(uid);
      if (!row) throw new DomainError('notFound', 'userNotFound');
      if (row.username && row.passwordHash) throw new DomainError('conflict', 'credentialsAlreadySet');
      const taken = await users.find({ username });
      if (taken && taken.uid !== uid) throw new DomainError('conflict', 'usernameTaken');
      try {
        await users.update(uid, { username, passwordHash: await hashPassword(password as string) });
      } catch (err) {
        if (
          String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) ===
          '23505'
        ) {
          throw new DomainError('conflict', 'usernameTaken');
        }
        throw err;
      }
      await sessions.revoke(oldToken);
      const updated = await users.findById(uid);
      const token = await sessions.create(uid, SESSION_TTL_MS);
      return { token, user: await view(updated as UserRow) };
    },

    /** user/V2/mobileOrNameToChangePass: a code sent to the account's email or phone sets a new password. */
    async resetPassword(payload: LoginPayload, caller: Caller): Promise<true> {
      const checkCode = checkCodeGiven(payload.checkCode);
      checkPassword(payload.password);
      const contact = contactOf(payload);
      await throttle(`reset:ip:${caller.ip ?? 'unknown'}`, 30, 15 * 60_000);
      await codes.consume(contact.identifier, checkCode);
      const row = await users.find(contact.lookup);
      if (!row || row.cancelledAt) throw new DomainError('notFound', 'userNotFound');
      await users.update(row.uid, { passwordHash: await hashPassword(payload.password as string) });
      await sessions.revokeAll(row.uid);
      return true;
    },

    async account(uid: number): Promise<AccountView | null> {
      const row = await users.findById(uid);
      return row && !row.cancelledAt ? view(row) : null;
    },

    logout(token: string) {
      return sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
