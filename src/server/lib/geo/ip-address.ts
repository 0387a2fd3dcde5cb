import { BlockList, isIP } from 'node:net';

/** A public IP address in canonical form, ready for a database lookup. */
export type PublicIp = { address: string; family: 4 | 6 };

// Addresses that never say where a visitor is: loopback, private, shared (CGNAT), link-local,
// unspecified, documentation, multicast and reserved ranges.
const NON_PUBLIC_SUBNETS: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];
const nonPublic = new BlockList();
for (const [network, prefix, type] of NON_PUBLIC_SUBNETS) nonPublic.addSubnet(network, prefix, type);

/**
 * The address to look up, or null when `raw` is not an IP or cannot be placed (loopback, private…).
 * Accepts "[::1]:8080", "1.2.3.4:5678", a zone ("fe80::1%eth0") and IPv4-mapped IPv6 ("::ffff:1.2.3.4"),
 * which becomes plain IPv4.
 */
export function toPublicIp(raw: string): PublicIp | null {
  const host = stripPortAndZone(raw.trim());
  const family = isIP(host);
  if (family === 0) return null;
  const ip: PublicIp = family === 4 ? { address: host, family: 4 } : readIpv6(host);
  return nonPublic.check(ip.address, ip.family === 4 ? 'ipv4' : 'ipv6') ? null : ip;
}

function stripPortAndZone(text: string): string {
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(text);
  const host = bracketed ? bracketed[1]! : text.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  return host.replace(/%.*$/, '');
}

/** Canonical IPv6, or the IPv4 address an IPv4-mapped one ('::ffff:1.2.3.4', in any spelling) carries. */
function readIpv6(address: string): PublicIp {
  // The URL parser writes IPv6 in canonical form, with a mapped IPv4 part as two hex groups.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return { address: canonical, family: 6 };
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return { address: [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'), family: 4 };
}
