import { type CountryCode, countryFromIsoCode } from '@forewarn/domain';

/**
 * Headers a CDN or reverse proxy sets with the visitor's country (DESIGN.md §1), in the order
 * they are trusted. Read only when the server is configured to sit behind a proxy
 * (TRUST_PROXY): otherwise any client could set them (see docs/decisions/0006).
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'];

/** Codes proxies use for "we do not know" (Cloudflare's XX and T1 for Tor, ZZ elsewhere). */
const UNKNOWN_CODES = new Set(['XX', 'T1', 'ZZ']);

/**
 * The visitor's Forewarn country from a proxy's country header, or null when no header tells
 * (the browser then tries its time zone). A known country outside the six maps to Australia,
 * as the spec maps any other geolocation answer.
 */
export function countryFromProxyHeaders(
  headers: Record<string, string | string[] | undefined>,
): CountryCode | null {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (!value || !/^[A-Z]{2}$/.test(value) || UNKNOWN_CODES.has(value)) continue;
    return countryFromIsoCode(value);
  }
  return null;
}
