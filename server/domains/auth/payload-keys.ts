import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { DomainError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../limits/rate-limit.ts';
import { payloadKeys } from './schema.ts';

export const PAYLOAD_KEY_COOKIE = 'pk';
export const PAYLOAD_KEY_TTL_MS = 30 * 24 * 3600_000;
/**
 * New keys one client address may be given per hour. A browser needs one key per 30 days (it keeps
 * its cookie), so this only stops a cookie-less script from filling `payload_keys`; the clean-up job
 * (server/jobs/) deletes keys once they expire.
 */
export const NEW_PAYLOAD_KEYS_PER_ADDRESS_HOUR = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789';

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** 16 characters: the AES-128 key as the older clients use it (UTF-8 bytes of the string). */
function newKey(): string {
  return [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** AES-128-ECB with PKCS#7 padding, Base64 text: the older clients' payload format. */
export function encryptPayload(key: string, plaintext: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

export function decryptPayload(key: string, ciphertext: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * The per-browser keys of system/getPrivateKey. ECB leaks patterns and the key is sent to the
 * browser: this only keeps older clients working. TLS is what protects payloads.
 */
export function createPayloadKeys(
  db: Database,
  /** Counts new keys per client address; beyond `perHour` a caller gets 429 `tooManyRequests`. */
  limit?: { limiter: RateLimiter; perHour: number },
) {
  async function live(id: string): Promise<{ key: string; expiresAt: Date } | null> {
    const rows = await db
      .select({ key: payloadKeys.key, expiresAt: payloadKeys.expiresAt })
      .from(payloadKeys)
      .where(and(eq(payloadKeys.idHash, hashId(id)), gt(payloadKeys.expiresAt, new Date())))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /**
     * The key of a live key id (from the `pk` cookie): the same key, no new row, not counted. Otherwise
     * a new key and id, at most `limit.perHour` per client address: beyond that 429 `tooManyRequests`.
     */
    async issue(
      existingId: string | undefined,
      address: string,
    ): Promise<{ id: string; key: string; expiresAt: Date }> {
      if (existingId) {
        const found = await live(existingId);
        if (found) return { id: existingId, ...found };
      }
      if (limit) {
        const { allowed } = await limit.limiter.hit(`payload-key:${address}`, limit.perHour, 3600_000);
        if (!allowed) throw new DomainError('tooMany', 'tooManyRequests');
      }
      const id = randomBytes(24).toString('base64url');
      const key = newKey();
      const expiresAt = new Date(Date.now() + PAYLOAD_KEY_TTL_MS);
      await db.insert(payloadKeys).values({ idHash: hashId(id), key, expiresAt });
      return { id, key, expiresAt };
    },
    async keyFor(id: string): Promise<string | null> {
      return (await live(id))?.key ?? null;
    },
    /** The JSON body of an encrypted request `{data: "<base64>"}`, decrypted with the caller's key. */
    async decryptBody(id: string | undefined, body: unknown): Promise<unknown> {
      const data = (body as { data?: unknown } | null)?.data;
      const key = id ? await this.keyFor(id) : null;
      if (!key || typeof data !== 'string') throw new DomainError('invalid', 'validation', { field: 'data' });
      try {
        return JSON.parse(decryptPayload(key, data));
      } catch {
        throw new DomainError('invalid', 'validation', { field: 'data' });
      }
    },
  };
}

export type PayloadKeys = ReturnType<typeof createPayloadKeys>;
