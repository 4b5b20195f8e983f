import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxMessage } from '../../server/integrations/outbox.ts';

/** The 6-digit code in the newest of `messages` (newest first) sent to `to`. */
export function codeIn(
  messages: readonly Pick<OutboxMessage, 'to' | 'text'>[],
  to: string,
): string | undefined {
  return messages.find((m) => m.to === to)?.text.match(/\b(\d{6})\b/)?.[1];
}

/** The newest code the dev outbox in `dataDir` delivered to `to`, waiting briefly for it (browser tests). */
export async function codeFromOutboxDir(dataDir: string, to: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    const messages = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
    const code = codeIn(messages, to);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code delivered to ${to}`);
}
