/**
 * The console's user management (issue 15): find users, see their account, balances and ledger (read
 * only), ban and unban sign-in, end sessions, mute platform-wide, grant and revoke roles; and the
 * user reports that feed the `userReports` review queue. Every change is one transaction with its
 * audit line.
 */
import type {
  ConsolePage,
  ReviewItem,
  StaffUserDetail,
  StaffUserRow,
} from '../../../shared/console/contract.ts';
import {
  type GrantableRole,
  isStaff,
  type ReportReason,
  type ReviewDecision,
} from '../../../shared/console/model.ts';
import { DomainError } from '../../../shared/errors.ts';
import { CURRENCIES } from '../../../shared/wallet/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { reportedSince, submitForReview } from '../review/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { effectiveRoles, isBootstrapAdmin } from './rules.ts';
import type { SessionStore } from './sessions.ts';
import {
  activeSessions,
  findUser,
  findUsers,
  lockUser,
  revokeSessions,
  type StaffUserFields,
  updateUser,
} from './staff-repository.ts';

/** A user may file this many reports a day (UTC rolling 24 hours). */
export const REPORTS_PER_DAY = 20;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createStaffUsersService(deps: {
  db: Database;
  sessions: SessionStore;
  /** The wallet's read side: balances and ledger lines (read only in the console). */
  wallet: Pick<WalletService, 'balances' | 'records'>;
  adminEmails: readonly string[];
  /**
   * What other domains do when a user is banned, inside the ban's transaction (comments and posts
   * unpublish the user's texts: hidden, never deleted). Given by the composition root.
   */
  onBanned?: ReadonlyArray<(tx: Executor, uid: number) => Promise<void>>;
}) {
  const { db, sessions, wallet, adminEmails } = deps;

  function row(user: StaffUserFields): StaffUserRow {
    return {
      uid: user.uid,
      username: user.username,
      email: user.email,
      phone: user.phone ? `${user.areaCode ?? ''} ${user.phone}`.trim() : null,
      roles: effectiveRoles(user.roles, user.email, adminEmails),
      createdAt: user.createdAt.toISOString(),
      bannedAt: iso(user.bannedAt),
      mutedUntil: user.mutedUntil && user.mutedUntil > new Date() ? user.mutedUntil.toISOString() : null,
      cancelledAt: iso(user.cancelledAt),
    };
  }

  /** The account a staff member changes, locked: never themselves, and a staff account only by an administrator. */
  async function target(tx: Executor, actor: Actor & { roles: readonly string[] }, uid: number) {
    const user = await lockUser(tx, uid);
    if (!user) throw new DomainError('notFound', 'userNotFound');
    if (user.uid === actor.uid) throw new DomainError('forbidden', 'staffSelf');
    const theirs = effectiveRoles(user.roles, user.email, adminEmails);
    if (isStaff(theirs) && !actor.roles.includes('admin'))
      throw new DomainError('forbidden', 'staffTargetAdminOnly');
    return user;
  }

  type StaffActor = Actor & { roles: readonly string[] };

  return {
    async search(query: { q: string; page: number; size: number }): Promise<ConsolePage<StaffUserRow>> {
      const { rows, total } = await findUsers(db, query.q, (query.page - 1) * query.size, query.size);
      return { list: rows.map(row), page: query.page, size: query.size, total };
    },

    async detail(uid: number): Promise<StaffUserDetail> {
      const user = await findUser(db, uid);
      if (!user) throw new DomainError('notFound', 'userNotFound');
      const [money, sessionCount, ledgers] = await Promise.all([
        wallet.balances(uid),
        activeSessions(db, uid),
        Promise.all(CURRENCIES.map((currency) => wallet.records(uid, currency, 20))),
      ]);
      const ledger = ledgers
        .flatMap((lines, i) => lines.map((line) => ({ ...line, currency: CURRENCIES[i] ?? 'gold' })))
        .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : b.id - a.id))
        .slice(0, 30);
      return {
        ...row(user),
        avatar: user.avatar,
        signature: user.signature,
        level: user.level,
        banReason: user.bannedAt ? user.banReason : null,
        muteReason: user.mutedUntil && user.mutedUntil > new Date() ? user.muteReason : null,
        bootstrapRoles: isBootstrapAdmin(user.email, adminEmails) ? ['admin'] : [],
        activeSessions: sessionCount,
        balances: { gold: money.gold, diamond: money.diamond },
        ledger,
      };
    },

    /** Bans sign-in: every session ends now and sign-in is refused until unbanned. */
    async ban(actor: StaffActor, uid: number, reason: string): Promise<StaffUserDetail> {
      await db.transaction(async (tx) => {
        const user = await target(tx, actor, uid);
        if (user.bannedAt) throw new DomainError('conflict', 'alreadyBanned');
        const bannedAt = new Date();
        await updateUser(tx, uid, { bannedAt, banReason: reason });
        const ended = await revokeSessions(tx, uid);
        for (const hook of deps.onBanned ?? []) await hook(tx, uid);
        await recordAudit(tx, actor, {
          action: 'user.ban',
          subjectType: 'user',
          subjectId: uid,
          before: { bannedAt: null },
          after: { bannedAt: bannedAt.toISOString(), reason, sessionsEnded: ended },
        });
      });
      await sessions.revokeAll(uid); // tells the user's sockets (nothing is left to revoke)
      return this.detail(uid);
    },

    async unban(actor: StaffActor, uid: number): Promise<StaffUserDetail> {
      await db.transaction(async (tx) => {
        const user = await target(tx, actor, uid);
        if (!user.bannedAt) throw new DomainError('conflict', 'notBanned');
        await updateUser(tx, uid, { bannedAt: null, banReason: null });
        await recordAudit(tx, actor, {
          action: 'user.unban',
          subjectType: 'user',
          subjectId: uid,
          before: { bannedAt: user.bannedAt.toISOString(), reason: user.banReason },
          after: { bannedAt: null },
        });
      });
      return this.detail(uid);
    },

    async endSessions(actor: StaffActor, uid: number): Promise<StaffUserDetail> {
      await db.transaction(async (tx) => {
        await target(tx, actor, uid);
        const ended = await revokeSessions(tx, uid);
        await recordAudit(tx, actor, {
          action: 'user.endSessions',
          subjectType: 'user',
          subjectId: uid,
          after: { sessionsEnded: ended },
        });
      });
      await sessions.revokeAll(uid);
      return this.detail(uid);
    },

    /** Mutes platform-wide (chat, comments, posts) for `hours`; a second mute replaces the first. */
    async mute(actor: StaffActor, uid: number, hours: number, reason: string): Promise<StaffUserDetail> {
      await db.transaction(async (tx) => {
        const user = await target(tx, actor, uid);
        const until = new Date(Date.now() + hours * 3_600_000);
        await updateUser(tx, uid, { mutedUntil: until, muteReason: reason });
        await recordAudit(tx, actor, {
          action: 'user.mute',
          subjectType: 'user',
          subjectId: uid,
          before: { mutedUntil: iso(user.mutedUntil) },
          after: { mutedUntil: until.toISOString(), hours, reason },
        });
      });
      return this.detail(uid);
    },

    async unmute(actor: StaffActor, uid: number): Promise<StaffUserDetail> {
      await db.transaction(async (tx) => {
        const user = await target(tx, actor, uid);
        if (!user.mutedUntil || user.mutedUntil <= new Date()) throw new DomainError('conflict', 'notMuted');
        await updateUser(tx, uid, { mutedUntil: null, muteReason: null });
        await recordAudit(tx, actor, {
          action: 'user.unmute',
          subjectType: 'user',
          subjectId: uid,
          before: { mutedUntil: iso(user.mutedUntil), reason: user.muteReason },
          after: { mutedUntil: null },
        });
      });
      return this.detail(uid);
    },

    /**
     * Grants or revokes a role (administrators only). ADMIN_EMAILS' administrator role cannot be
     * revoked here, and no administrator revokes their own (someone must keep the keys).
     */
    async setRole(actor: Actor, uid: number, role: GrantableRole, grant: boolean): Promise<StaffUserDetail> {
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, uid);
        if (!user) throw new DomainError('notFound', 'userNotFound');
        if (user.cancelledAt) throw new DomainError('conflict', 'accountCancelled');
        const has = effectiveRoles(user.roles, user.email, adminEmails).includes(role);
        if (grant === has) throw new DomainError('conflict', grant ? 'roleHeld' : 'roleNotHeld');
        if (!grant && role === 'admin') {
          if (isBootstrapAdmin(user.email, adminEmails)) throw new DomainError('conflict', 'bootstrapRole');
          if (user.uid === actor.uid) throw new DomainError('forbidden', 'staffSelf');
        }
        const roles = grant ? [...user.roles, role] : user.roles.filter((r) => r !== role);
        await updateUser(tx, uid, { roles });
        await recordAudit(tx, actor, {
          action: grant ? 'role.grant' : 'role.revoke',
          subjectType: 'user',
          subjectId: uid,
          before: { roles: user.roles },
          after: { roles },
        });
      });
      return this.detail(uid);
    },

    /** A user reports another (spec section 6 reasons): queued for review once per reporter while pending. */
    async report(
      reporter: number,
      input: { uid: number; reason: ReportReason; detail?: string | undefined },
    ) {
      if (reporter === input.uid) throw new DomainError('invalid', 'reportSelf');
      return db.transaction(async (tx) => {
        const user = await findUser(tx, input.uid);
        if (!user || user.cancelledAt) throw new DomainError('notFound', 'userNotFound');
        if ((await reportedSince(tx, reporter, new Date(Date.now() - 86_400_000))) >= REPORTS_PER_DAY) {
          throw new DomainError('tooMany', 'reportLimit', { max: REPORTS_PER_DAY });
        }
        const id = await submitForReview(tx, {
          queue: 'userReports',
          subjectType: 'user',
          subjectId: String(user.uid),
          summary: {
            username: user.username,
            avatar: user.avatar,
            signature: user.signature,
            detail: input.detail || null,
          },
          reportedBy: reporter,
          reason: input.reason,
        });
        return { queued: id !== null };
      });
    },
  };
}

/**
 * What an upheld user report does, inside the decision's transaction: an avatar violation removes the
 * avatar, a nickname or speech violation clears the signature the report was about; the staff bans or
 * mutes from the user's page when that is deserved. A rejected report changes nothing.
 */
export async function userReportDecided(
  tx: Executor,
  item: ReviewItem,
  decision: ReviewDecision,
): Promise<void> {
  if (decision !== 'approve') return;
  const uid = Number(item.subjectId);
  if (item.reason === 'avatarViolation') await updateUser(tx, uid, { avatar: null });
  else if (
    item.reason === 'inappropriateSpeech' ||
    item.reason === 'personalAttack' ||
    item.reason === 'advertising'
  ) {
    await updateUser(tx, uid, { signature: null });
  }
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
