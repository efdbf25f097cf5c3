import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * (one customer's network is usually a /64, and it holds more addresses than anyone can count).
 * IPv4 written as IPv6 (::ffff:203.0.113.9) counts as the IPv4 address.
 */
export function addressSubject(ip: string): string {
  const first = addressSubjects(ip)[0];
  return first ? first.subject : ip;
}

/**
 * How wide a network a per-address counter covers: `host` is one IPv4 address or one IPv6 /64
 * (one customer), `site` an IPv6 /56 (what most providers hand one home or office), `network`
 * an IPv4 /24 or an IPv6 /48 (a carrier's pool, a tunnel broker's allocation).
 */
export type AddressLevel = 'host' | 'site' | 'network';
export type AddressSubject = { level: AddressLevel; subject: string };

/**
 * The IPv4 address inside an IPv4-mapped IPv6 one, or null: dotted (::ffff:203.0.113.9, as
 * Node gives a socket's peer) or in hex (::ffff:cb00:7109, as a URL's host may be written).
 */
export function mappedIpv4(ip: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return null;
  const high = Number.parseInt(hex[1] ?? '0', 16);
  const low = Number.parseInt(hex[2] ?? '0', 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * Every subject a per-address limit counts one client as (DESIGN.md §1, docs/decisions/0028):
 * IPv4 by the address and its /24, IPv6 by its /64, /56 and /48. Each has its own cap, wider
 * networks larger ones, so a tunnel broker's /48 does not buy 65,536 fresh /64s, while one
 * busy address (a carrier's CGNAT) does not spend its /24's budget alone.
 */
export function addressSubjects(ip: string): AddressSubject[] {
  const v4 = mappedIpv4(ip) ?? (isIPv4(ip) ? ip : null);
  if (v4) {
    const network = `${v4.split('.').slice(0, 3).join('.')}.0/24`;
    return [
      { level: 'host', subject: v4 },
      { level: 'network', subject: network },
    ];
  }
  if (!isIPv6(ip.split('%')[0] ?? '')) return [{ level: 'host', subject: ip }];
  const groups = expandIPv6(ip);
  const prefix = (bits: 48 | 56 | 64) => {
    const whole = Math.floor(bits / 16);
    const kept = groups.slice(0, whole);
    const rest = bits % 16;
    if (rest > 0) {
      const group = Number.parseInt(groups[whole] ?? '0', 16);
      kept.push((group & (0xffff << (16 - rest)) & 0xffff).toString(16));
    }
    return `${kept.join(':')}::/${bits}`;
  };
  return [
    { level: 'host', subject: prefix(64) },
    { level: 'site', subject: prefix(56) },
    { level: 'network', subject: prefix(48) },
  ];
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

/** The caps of one limit at each level of addressSubjects. */
export type LevelCaps = Record<AddressLevel, number>;

/** The widest level an address is counted at: an IPv4 /24, an IPv6 /48 (a wave's network). */
export function networkOf(ip: string): string {
  const subjects = addressSubjects(ip);
  return subjects[subjects.length - 1]?.subject ?? ip;
}
