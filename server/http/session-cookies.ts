import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '../config.ts';

/**
 * The spec's two cookies: `token` (HttpOnly: scripts never see it; the browser sends it) and
 * `userInfo` (readable by the page: uid, username and avatar for the header).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  user: { uid: number; username: string | null; avatar: string | null },
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  const info = encodeURIComponent(
    JSON.stringify({ uid: user.uid, username: user.username, avatar: user.avatar }),
  );
  reply.header('set-cookie', [
    `token=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    `userInfo=${info}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`,
  ]);
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.header('set-cookie', [
    'token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    'userInfo=; Path=/; Max-Age=0; SameSite=Lax',
  ]);
}
