import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { DomainError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { payloadKeys } from './schema.ts';

export const PAYLOAD_KEY_COOKIE = 'pk';
export const PAYLOAD_KEY_TTL_MS = 30 * 24 * 3600_000;
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
export function createPayloadKeys(db: Database) {
  return {
    /** The key for a key id (from the `pk` cookie), or a new key and id when there is none. */
    async issue(existingId: string | undefined): Promise<{ id: string; key: string }> {
      if (existingId) {
        const key = await this.keyFor(existingId);
        if (key) return { id: existingId, key };
      }
      const id = randomBytes(24).toString('base64url');
      const key = newKey();
      await db
        .insert(payloadKeys)
        .values({ idHash: hashId(id), key, expiresAt: new Date(Date.now() + PAYLOAD_KEY_TTL_MS) });
      return { id, key };
    },
    async keyFor(id: string): Promise<string | null> {
      const rows = await db
        .select({ key: payloadKeys.key })
        .from(payloadKeys)
        .where(and(eq(payloadKeys.idHash, hashId(id)), gt(payloadKeys.expiresAt, new Date())))
        .limit(1);
      return rows[0]?.key ?? null;
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
