import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../tests/support/app.ts';
import { createDevOutbox } from './outbox.ts';

describe('the dev outbox (development delivery)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'arena-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the message in its folder and logs only that it did: never the code, the text or the address', () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const outbox = createDevOutbox(dir, log);
    outbox.deliver({
      channel: 'email',
      to: 'fan@example.com',
      subject: 'Code 493817',
      text: 'Your code: 493817',
    });
    expect(outbox.list()[0]).toMatchObject({ to: 'fan@example.com', text: 'Your code: 493817' });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/493817|fan@example\.com/);
  });
});

describe('REQUIRE_DELIVERY', () => {
  it('refuses to start on the dev outbox, naming what is missing', async () => {
    await expect(startTestApp({ requireDelivery: true })).rejects.toThrow(
      'REQUIRE_DELIVERY=true but SMTP_URL and SMS_GATEWAY_URL is not set',
    );
    await expect(startTestApp({ requireDelivery: true, smtpUrl: 'smtp://127.0.0.1:2525' })).rejects.toThrow(
      'SMS_GATEWAY_URL is not set',
    );
  });

  it('/healthz tells where codes go', async () => {
    const app = await startTestApp();
    try {
      const health = await (await fetch(`${app.url}/healthz`)).json();
      expect(health.delivery).toEqual({ mail: 'outbox', sms: 'outbox' });
    } finally {
      await app.close();
    }
  });
});
