import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/**
 * The client's address of a raw Node request (a websocket upgrade never passes Fastify's router),
 * believing `X-Forwarded-For` exactly as far as Fastify does with the same TRUST_PROXY setting.
 */
export function clientAddressResolver(
  trustProxy: boolean | number | string,
): (req: IncomingMessage) => string {
  const trust =
    trustProxy === true
      ? () => true
      : trustProxy === false
        ? () => false
        : typeof trustProxy === 'number'
          ? (_address: string, hop: number) => hop < trustProxy
          : proxyaddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return (req) => proxyaddr(req, trust) ?? req.socket.remoteAddress ?? '';
}
