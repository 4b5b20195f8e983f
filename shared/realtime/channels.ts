/**
 * Websocket channel names, declared once for the publishers (domain services), the hub that decides
 * who may follow them (`server/realtime/hub.ts`) and the browser that follows them. The frames are in
 * `server/realtime/protocol.ts`; what a channel carries is in its domain's `shared/<domain>/model.ts`.
 */

/** Live match data: public. */
export const matchChannels = {
  /** Every change of one match: `{kind:"state", state}`, `{kind:"incidents", incidents}`, `{kind:"odds", odds}`. */
  match: (matchId: number) => `match:${matchId}`,
  /** Live-state changes of every match of one game. */
  game: (gameId: number) => `game:${gameId}:live`,
  /** Live-state changes of every match in play, of every game. */
  allLive: 'live:all',
} as const;

const USER_PREFIX = 'user:';

/** A user's own channel (reservation reminders; wallet and payment notices to come): only their sockets. */
export const userChannel = (uid: number) => `${USER_PREFIX}${uid}`;

/** The user a private channel belongs to, `undefined` for a public channel (`null`: private but malformed). */
export function channelOwner(channel: string): number | null | undefined {
  if (!channel.startsWith(USER_PREFIX)) return undefined;
  const rest = channel.slice(USER_PREFIX.length);
  return /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null;
}
