import { describe, expect, it } from 'vitest';
import { limitAddress } from './address.ts';

describe('the address a per-client limit counts by', () => {
  it('is an IPv4 address itself, also when a dual-stack socket reports it mapped', () => {
    expect(limitAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(limitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitAddress('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('is the /64 network of an IPv6 address, however the address is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3::1',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3:0:0:0:1%eth0',
      '2001:db8:85a3:8d3::192.0.2.1',
    ]) {
      expect(limitAddress(address), address).toBe(network);
    }
    // The next /64 is another client.
    expect(limitAddress('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(limitAddress(undefined)).toBeUndefined();
    expect(limitAddress('')).toBe('');
    expect(limitAddress('unknown')).toBe('unknown');
  });
});
