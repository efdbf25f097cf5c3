import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@forewarn/domain';
import { mappedIpv4 } from '../rate-limits/client-address.js';

// What a webhook URL may name (issue 50; docs/decisions/0084): the same rules as push endpoints
// (public HTTPS on 443 only), and, since a webhook may name any host, no address that is not on
// the public internet: checked when the URL is registered and again on every connection (a
// name may resolve elsewhere later), so the server cannot be made to call into its own network.

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Whether an address is one the server must not call (private, local, reserved). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4-mapped address is the IPv4 address it carries.
    // (Not a subnet in the list: BlockList matches every IPv4 address against ::ffff:0:0/96.)
    const mapped = mappedIpv4(address);
    return mapped ? blocked.check(mapped, 'ipv4') : blocked.check(address, 'ipv6');
  }
  return true;
}

export type UrlVerdict = { ok: true; url: URL; loopback: boolean } | { ok: false; message: string };

/** The URL's own rules, before any name is resolved. */
export function checkWebhookUrl(raw: string, allowLoopback: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  }
  if (url.username || url.password) return { ok: false, message: WEBHOOK_MESSAGES.noCredentials };
  const host = url.hostname.toLowerCase();
  // Tests' receivers only (WEBHOOK_ALLOW_LOOPBACK): plain http on loopback, any port.
  if (allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(host))
    return { ok: true, url, loopback: true };
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443'))
    return { ok: false, message: WEBHOOK_MESSAGES.httpsOnly };
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(literal) && isPrivateAddress(literal))
    return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  return { ok: true, url, loopback: false };
}

/** Resolves the host now: every address it names must be public. */
export async function checkWebhookHost(url: URL): Promise<string | undefined> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host)) return isPrivateAddress(host) ? WEBHOOK_MESSAGES.privateAddress : undefined;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return WEBHOOK_MESSAGES.unresolvable;
  }
  if (addresses.length === 0) return WEBHOOK_MESSAGES.unresolvable;
  if (addresses.some((a) => isPrivateAddress(a.address))) return WEBHOOK_MESSAGES.privateAddress;
  return undefined;
}
