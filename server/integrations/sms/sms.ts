import type { DevOutbox } from '../outbox.ts';

export interface SmsSender {
  readonly kind: 'http-gateway' | 'dev-outbox';
  /** `to` in international form, e.g. "+8613800138000". */
  send(to: string, text: string): Promise<void>;
}

/**
 * A JSON-over-HTTPS SMS gateway: POST `{to, text}` with a bearer token. Most providers offer this
 * shape or a thin relay to it; the URL and token come from SMS_GATEWAY_URL / SMS_GATEWAY_TOKEN.
 */
export function createHttpSmsSender(url: string, token: string | undefined, fetchImpl = fetch): SmsSender {
  return {
    kind: 'http-gateway',
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** Development: the message lands in the dev outbox (log + file). */
export function createOutboxSms(outbox: DevOutbox): SmsSender {
  return {
    kind: 'dev-outbox',
    async send(to, text) {
      outbox.deliver({ channel: 'sms', to, text });
    },
  };
}
