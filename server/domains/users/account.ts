import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { CodeStore } from '../auth/codes.ts';
import { checkCodeGiven, checkPassword, normalizeEmail, normalizePhone } from '../auth/identifiers.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { SESSION_TTL_MS } from '../auth/service.ts';
import { balances, type Currency, movements } from '../wallet/ledger.ts';
import { storeAvatar } from './avatars.ts';
import type { UsersRepository } from './repository.ts';
import type { SessionStore } from './sessions.ts';

export const SIGNATURE_MAX_LENGTH = 100;

/** The signed-in user's own account: profile, avatar, password, contact binding, cancellation. */
export function createAccountService(deps: {
  db: Database;
  users: UsersRepository;
  sessions: SessionStore;
  codes: CodeStore;
  dataDir: string;
}) {
  const { users, sessions, codes } = deps;

  async function requireRow(uid: number) {
    const row = await users.findById(uid);
    if (!row || row.cancelledAt) throw new ApiError(404, 'userNotFound');
    return row;
  }

  function uniqueViolation(err: unknown): boolean {
    const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    return code === '23505';
  }

  return {
    async updateProfile(uid: number, changes: { signature?: string | undefined }) {
      await requireRow(uid);
      if (changes.signature !== undefined) {
        const signature = changes.signature.trim();
        if (signature.length > SIGNATURE_MAX_LENGTH) {
          throw new ApiError(400, 'signatureTooLong', { max: SIGNATURE_MAX_LENGTH });
        }
        await users.update(uid, { signature: signature || null });
      }
    },

    async setAvatar(uid: number, bytes: Buffer): Promise<string> {
      await requireRow(uid);
      const avatar = await storeAvatar(deps.dataDir, uid, bytes);
      await users.update(uid, { avatar });
      return avatar;
    },

    /** A new password ends every other session; the caller gets a fresh token. */
    async changePassword(uid: number, oldPassword: string | undefined, password: string | undefined) {
      const row = await requireRow(uid);
      checkPassword(password);
      if (row.passwordHash && !(oldPassword && (await verifyPassword(oldPassword, row.passwordHash)))) {
        throw new ApiError(400, 'passwordWrong');
      }
      await users.update(uid, { passwordHash: await hashPassword(password as string) });
      await sessions.revokeAll(uid);
      return sessions.create(uid, SESSION_TTL_MS);
    },

    async bindEmail(uid: number, rawEmail: string | undefined, checkCode: string | undefined) {
      await requireRow(uid);
      const email = normalizeEmail(rawEmail);
      const code = checkCodeGiven(checkCode);
      const owner = await users.find({ email });
      if (owner && owner.uid !== uid) throw new ApiError(409, 'emailTaken');
      await codes.consume(email, code);
      try {
        await users.setContact(uid, { email });
      } catch (err) {
        if (uniqueViolation(err)) throw new ApiError(409, 'emailTaken');
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
      const owner = await users.find({ areaCode: phone.areaCode, phone: phone.phone });
      if (owner && owner.uid !== uid) throw new ApiError(409, 'phoneTaken');
      await codes.consume(phone.identifier, code);
      try {
        await users.setContact(uid, { areaCode: phone.areaCode, phone: phone.phone });
      } catch (err) {
        if (uniqueViolation(err)) throw new ApiError(409, 'phoneTaken');
        throw err;
      }
    },

    /**
     * Account cancellation (documented in docs/api/accounts.md): the account can no longer sign in,
     * every session ends, its email, phone, username, password, avatar and signature are erased so
     * they can be used again; wallet movements and orders stay, keyed by uid, as financial records.
     */
    async cancel(uid: number): Promise<void> {
      await requireRow(uid);
      await users.cancel(uid);
      await sessions.revokeAll(uid);
    },

    async wallet(uid: number) {
      return balances(deps.db, uid);
    },

    async walletRecords(uid: number, currency: Currency, limit: number) {
      const rows = await movements(deps.db, uid, currency, limit);
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        detail: r.detail,
        time: r.createdAt.toISOString(),
      }));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
