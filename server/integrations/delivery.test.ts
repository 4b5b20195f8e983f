import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mail/mailer.ts';
import { createHttpSmsSender } from './sms/sms.ts';

describe('SMTP mailer against a local SMTP server', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message over SMTP', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Arena Live <no-reply@arena.example>',
    );
    await mailer.send({
      to: 'fan@example.com',
      subject: 'Your verification code: 123456',
      text: 'Code 123456',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: fan@example\.com/);
    expect(received[0]).toMatch(/Subject: Your verification code: 123456/);
    expect(received[0]).toContain('Code 123456');
  });
});

describe('HTTP SMS gateway adapter', () => {
  let server: http.Server;
  let url = '';
  const requests: Array<{ auth: string | undefined; body: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body });
        res.statusCode = body.includes('fail') ? 503 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts {to, text} with the bearer token', async () => {
    await createHttpSmsSender(url, 'secret-token').send('+8613800138000', 'Your code is 654321');
    expect(requests[0]).toEqual({
      auth: 'Bearer secret-token',
      body: JSON.stringify({ to: '+8613800138000', text: 'Your code is 654321' }),
    });
  });

  it('fails loudly when the gateway refuses', async () => {
    await expect(createHttpSmsSender(url, undefined).send('+1555', 'fail')).rejects.toThrow(/503/);
  });
});
