import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  at: string;
}

/**
 * DEVELOPMENT DELIVERY: where mail and SMS go when no SMTP server or SMS gateway is configured.
 * Each message is written as a JSON file under `<dataDir>/outbox/` (the log only says that one was),
 * so a developer (or a test) can read the code that was "sent". Production sets SMTP_URL and
 * SMS_GATEWAY_URL; with REQUIRE_DELIVERY=true it refuses to start without them.
 */
export function createDevOutbox(dataDir: string, log: FastifyBaseLogger) {
  const dir = path.join(dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  return {
    dir,
    deliver(message: Omit<OutboxMessage, 'at'>): void {
      const entry: OutboxMessage = { ...message, at: new Date().toISOString() };
      seq += 1;
      const name = `${Date.now()}-${process.pid}-${String(seq).padStart(6, '0')}-${message.channel}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify(entry, null, 2));
      // Never the code, the text or the address: logs are not a place for secrets or personal data.
      log.info(
        { outbox: name, channel: message.channel },
        'dev outbox delivery (read it in DATA_DIR/outbox)',
      );
    },
    /** Newest first. */
    list(limit = 100): OutboxMessage[] {
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit)
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
    },
  };
}

export type DevOutbox = ReturnType<typeof createDevOutbox>;
