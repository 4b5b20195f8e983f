import { DomainError } from '../../../shared/errors.ts';
import type {
  AccountView,
  InvitationRecord,
  PublicProfileWithCounts,
} from '../../../shared/users/contract.ts';
import type { Balances } from '../../../shared/wallet/contract.ts';
import { SESSION_TTL_MS } from '../../config.ts';
import {
  type CodeStore,
  checkCodeGiven,
  checkPassword,
  hashPassword,
  normalizeEmail,
  normalizePhone,
  verifyPassword,
} from '../auth/index.ts';
import { removeAvatar, storeAvatar } from './avatars.ts';
import type { UserRow, UsersRepository } from './repository.ts';
import { checkSignature, effectiveRoles } from './rules.ts';
import type { SessionStore } from './sessions.ts';

function uniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/**
 * Users: public profiles, the signed-in user's own account (profile, avatar, password, contact
 * binding, cancellation) and their invitation record.
 */
export function createUsersService(deps: {
  repo: UsersRepository;
  sessions: SessionStore;
  codes: CodeStore;
  /** The wallet's balances of a user (for the account view). */
  balances(uid: number): Promise<Balances>;
  dataDir: string;
  /** ADMIN_EMAILS: the administrators (see `effectiveRoles`). */
  adminEmails?: readonly string[];
}) {
  const { repo, sessions, codes } = deps;

  async function requireRow(uid: number) {
    const row = await repo.findById(uid);
    if (!row || row.cancelledAt) throw new DomainError('notFound', 'userNotFound');
    return row;
  }

  async function view(row: UserRow): Promise<AccountView> {
    const wallet = await deps.balances(row.uid);
    return {
      uid: row.uid,
      username: row.username,
      avatar: row.avatar,
      signature: row.signature,
      email: row.email,
      phone: row.phone,
      areaCode: row.areaCode,
      level: row.level,
      gold: wallet.gold,
      diamond: wallet.diamond,
      vipExpiresAt: row.vipExpiresAt?.toISOString() ?? null,
      svipExpiresAt: row.svipExpiresAt?.toISOString() ?? null,
      roles: effectiveRoles(row.roles, row.email, deps.adminEmails ?? []),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** What anyone may see of a user; a cancelled account is gone. */
    publicProfile(uid: number): Promise<PublicProfileWithCounts | null> {
      return repo.findActive(uid);
    },

    /** The own account as its owner sees it (null once cancelled). */
    async account(uid: number): Promise<AccountView | null> {
      const row = await repo.findById(uid);
      return row && !row.cancelledAt ? view(row) : null;
    },

    /** The own account of a stored row (sign-in answers). */
    view,

    async updateProfile(uid: number, changes: { signature?: string | undefined }): Promise<AccountView> {
      const row = await requireRow(uid);
      if (changes.signature !== undefined) {
        await repo.update(uid, { signature: checkSignature(changes.signature) });
      }
      return view((await repo.findById(uid)) ?? row);
    },

    /** Stores a new avatar; the one it replaces is deleted. */
    async setAvatar(uid: number, bytes: Buffer): Promise<string> {
      const row = await requireRow(uid);
      const avatar = await storeAvatar(deps.dataDir, uid, bytes);
      await repo.update(uid, { avatar });
      await removeAvatar(deps.dataDir, row.avatar);
      return avatar;
    },

    /** A new password ends every other session; the caller gets a fresh token. */
    async changePassword(uid: number, oldPassword: string | undefined, password: string | undefined) {
      const row = await requireRow(uid);
      checkPassword(password);
      if (row.passwordHash && !(oldPassword && (await verifyPassword(oldPassword, row.passwordHash)))) {
        throw new DomainError('invalid', 'passwordWrong');
      }
      await repo.update(uid, { passwordHash: await hashPassword(password as string) });
      await sessions.revokeAll(uid);
      return sessions.create(uid, SESSION_TTL_MS);
    },

    async bindEmail(uid: number, rawEmail: string | undefined, checkCode: string | undefined) {
      await requireRow(uid);
      const email = normalizeEmail(rawEmail);
      const code = checkCodeGiven(checkCode);
      // The code first: whether an address is registered is told only to who proves they own it.
      await codes.consume(email, code);
      const owner = await repo.find({ email });
      if (owner && owner.uid !== uid) throw new DomainError('conflict', 'emailTaken');
      try {
        await repo.setContact(uid, { email });
      } catch (err) {
        if (uniqueViolation(err)) throw new DomainError('conflict', 'emailTaken');
        throw err;
      }
    },

    async bindPhone(
      uid: number,
      areaCode: string | undefined,
      mobile: string | undefined,
      checkCode: string | undefined,
    ) {
      await requireRow(uid);
      const phone = normalizePhone(areaCode, mobile);
      const code = checkCodeGiven(checkCode);
      await codes.consume(phone.identifier, code);
      const owner = await repo.find({ areaCode: phone.areaCode, phone: phone.phone });
      if (owner && owner.uid !== uid) throw new DomainError('conflict', 'phoneTaken');
      try {
        await repo.setContact(uid, { areaCode: phone.areaCode, phone: phone.phone });
      } catch (err) {
        if (uniqueViolation(err)) throw new DomainError('conflict', 'phoneTaken');
        throw err;
      }
    },

    /**
     * Account cancellation (documented in docs/api/accounts.md): the account can no longer sign in,
     * every session ends, its email, phone, username, password, avatar and signature are erased so
     * they can be used again; wallet movements and orders stay, keyed by uid, as financial records.
     */
    async cancel(uid: number): Promise<void> {
      const row = await requireRow(uid);
      await repo.cancel(uid);
      await sessions.revokeAll(uid);
      await removeAvatar(deps.dataDir, row.avatar);
    },

    /** Spec section 2, "invitation record": who registered through the user's invitation link. */
    async invitationRecord(uid: number, limit = 100): Promise<InvitationRecord> {
      const code = String(uid);
      const { total, rows } = await repo.findInvitedBy(code, limit);
      return {
        inviteCode: code,
        total,
        invited: rows.map((r) => ({
          uid: r.uid,
          username: r.username,
          avatar: r.avatar,
          joinedAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
