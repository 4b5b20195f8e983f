import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { clientAddressResolver } from './client-address.ts';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the client address of a websocket upgrade (TRUST_PROXY, as Fastify reads it)', () => {
  it('believes X-Forwarded-For from a proxy on the loopback by default, from nobody else', () => {
    const address = clientAddressResolver(parseTrustProxy(undefined));
    expect(address(request('127.0.0.1', '81.2.69.160'))).toBe('81.2.69.160');
    // A neighbour on a private network (a Docker bridge, a VPC peer) cannot forge it.
    expect(address(request('172.17.0.2', '81.2.69.160'))).toBe('172.17.0.2');
    expect(address(request('10.1.2.3', '81.2.69.160'))).toBe('10.1.2.3');
    expect(address(request('81.2.69.160'))).toBe('81.2.69.160');
  });

  it('follows the configured proxies and hop counts', () => {
    expect(clientAddressResolver('10.0.0.0/8')(request('10.1.2.3', '81.2.69.160'))).toBe('81.2.69.160');
    expect(clientAddressResolver(false)(request('127.0.0.1', '81.2.69.160'))).toBe('127.0.0.1');
    expect(clientAddressResolver(1)(request('10.1.2.3', '1.1.1.1, 81.2.69.160'))).toBe('81.2.69.160');
  });
});
