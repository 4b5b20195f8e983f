import nodemailer from 'nodemailer';
import type { DevOutbox } from '../outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(message: MailMessage): Promise<void>;
}

/** Real delivery through any SMTP server: `SMTP_URL` like smtp://user:pass@host:587. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** Development: the message lands in the dev outbox (log + file). */
export function createOutboxMailer(outbox: DevOutbox): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message) {
      outbox.deliver({ channel: 'email', to: message.to, subject: message.subject, text: message.text });
    },
  };
}
