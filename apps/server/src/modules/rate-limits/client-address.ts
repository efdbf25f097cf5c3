import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * (one customer's network is usually a /64, and it holds more addresses than anyone can count).
 * IPv4 written as IPv6 (::ffff:203.0.113.9) counts as the IPv4 address.
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [address = ''] = ip.split('%'); // a zone index names an interface, not a client
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const missing = 8 - front.length - back.length;
  return [...front, ...Array.from({ length: missing }, () => '0'), ...back].map((g) =>
    Number.parseInt(g, 16).toString(16),
  );
}
