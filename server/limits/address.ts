import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-client limit counts by (issue 11): an IPv4 address as it is, an IPv6 address by
 * its /64 network. One IPv6 subscriber is normally given a whole /64, so counting single addresses
 * would give one visitor 2^64 fresh allowances. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what
 * a dual-stack socket reports) counts as its IPv4 address. Anything else (a unix socket, no address)
 * is returned unchanged.
 */
export function limitAddress(ip: string): string;
export function limitAddress(ip: string | undefined): string | undefined;
export function limitAddress(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  // A zone (`fe80::1%eth0`) names the local interface, not another network.
  const bare = ip.split('%', 1)[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const groups = expandIPv6(bare);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // An IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((g) =>
    Number.parseInt(g, 16).toString(16),
  );
}
