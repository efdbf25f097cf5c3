import type { CountryCode } from './countries.js';

// The browser's own guess at the visitor's country, from its IANA time zone (DESIGN.md §1):
// the fallback when GET /api/geo cannot tell. Nothing leaves the browser. Zones outside the
// six countries give null, and the caller falls back to Australia (spec §4).

const CANADIAN_ZONES = new Set([
  'Atikokan',
  'Blanc-Sablon',
  'Cambridge_Bay',
  'Coral_Harbour',
  'Creston',
  'Dawson',
  'Dawson_Creek',
  'Edmonton',
  'Fort_Nelson',
  'Glace_Bay',
  'Goose_Bay',
  'Halifax',
  'Inuvik',
  'Iqaluit',
  'Moncton',
  'Montreal',
  'Nipigon',
  'Pangnirtung',
  'Rainy_River',
  'Rankin_Inlet',
  'Regina',
  'Resolute',
  'St_Johns',
  'Swift_Current',
  'Thunder_Bay',
  'Toronto',
  'Vancouver',
  'Whitehorse',
  'Winnipeg',
  'Yellowknife',
]);

const US_ZONES = new Set([
  'Adak',
  'Anchorage',
  'Boise',
  'Chicago',
  'Denver',
  'Detroit',
  'Fort_Wayne',
  'Indianapolis',
  'Juneau',
  'Knox_IN',
  'Los_Angeles',
  'Louisville',
  'Menominee',
  'Metlakatla',
  'New_York',
  'Nome',
  'Phoenix',
  'Shiprock',
  'Sitka',
  'Yakutat',
]);
/** America/Indiana/*, America/Kentucky/*, America/North_Dakota/* are all US zones. */
const US_ZONE_GROUPS = ['Indiana/', 'Kentucky/', 'North_Dakota/'];

const EXACT: Record<string, CountryCode> = {
  'Pacific/Auckland': 'NZ',
  'Pacific/Chatham': 'NZ',
  NZ: 'NZ',
  'NZ-CHAT': 'NZ',
  'Antarctica/Macquarie': 'AU',
  'Europe/Dublin': 'IE',
  Eire: 'IE',
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  GB: 'GB',
  'GB-Eire': 'GB',
  'Pacific/Honolulu': 'US',
  'Pacific/Johnston': 'US',
};

/** The Forewarn country of an IANA time zone, or null when it is not one of the six. */
export function countryFromTimeZone(timeZone: string | null | undefined): CountryCode | null {
  if (!timeZone) return null;
  const exact = EXACT[timeZone];
  if (exact) return exact;
  const [area, ...rest] = timeZone.split('/');
  const place = rest.join('/');
  switch (area) {
    case 'Australia':
      return place ? 'AU' : null;
    case 'Canada':
      return place ? 'CA' : null;
    case 'US':
      return place ? 'US' : null;
    case 'America':
      if (CANADIAN_ZONES.has(place)) return 'CA';
      if (US_ZONES.has(place) || US_ZONE_GROUPS.some((group) => place.startsWith(group))) {
        return 'US';
      }
      return null;
    default:
      return null;
  }
}
