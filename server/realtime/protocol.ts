import { z } from 'zod';

/**
 * The `/ws` protocol: small JSON text frames.
 *
 * client → server: `{type:"subscribe", channel}`, `{type:"unsubscribe", channel}`, `{type:"ping", t?}`
 * server → client: `{type:"welcome", heartbeatMs}`, `{type:"subscribed", channel}`,
 *   `{type:"unsubscribed", channel}`, `{type:"message", channel, data}`, `{type:"pong", t?}`,
 *   `{type:"error", code, msg, channel?}`
 */
export const CHANNEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,127}$/;

const channel = z.string().regex(CHANNEL_PATTERN);

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel }),
  z.object({ type: z.literal('unsubscribe'), channel }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: 'welcome'; heartbeatMs: number }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'message'; channel: string; data: unknown }
  | { type: 'pong'; t?: number }
  | {
      type: 'error';
      code: 'bad_message' | 'forbidden' | 'too_many_subscriptions';
      msg: string;
      channel?: string;
    };

/** A `message` frame built from an already-encoded payload, so fan-out encodes once. */
export function messageFrame(channelName: string, encodedData: string): string {
  return `{"type":"message","channel":${JSON.stringify(channelName)},"data":${encodedData}}`;
}
