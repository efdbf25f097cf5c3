import { COUNTRIES, type CountryCode, isCountryCode } from '@forewarn/domain';
import { AU, CA, GB, IE, NZ, US } from 'country-flag-icons/string/3x2';

// The six flags as SVG from country-flag-icons (issue 24): emoji flags show as the letters
// "AU" on Windows and as empty boxes on some Linux browsers. Each flag is imported on its own
// so the first visit carries these six (about 2.5 KB gzip), not the package's 250.
const SVG: Record<CountryCode, string> = { AU, US, CA, GB, NZ, IE };
const SOURCES = Object.fromEntries(
  Object.entries(SVG).map(([code, svg]) => [
    code,
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  ]),
) as Record<CountryCode, string>;

/**
 * A country's flag. Its text alternative is the country's name, unless the name is written
 * beside it (`decorative`), where screen readers would otherwise hear it twice. An unknown
 * country falls back to Australia's flag (spec §8, silent behaviours).
 */
export function Flag({
  country,
  decorative = false,
  className = 'h-[0.9em] w-auto',
}: {
  country: CountryCode | string;
  decorative?: boolean;
  className?: string;
}) {
  const code: CountryCode = isCountryCode(country) ? country : 'AU';
  return (
    <img
      src={SOURCES[code]}
      alt={decorative ? '' : COUNTRIES[code].name}
      data-flag={code}
      // 3:2, the package's shape; a hairline so white flag edges show on white.
      className={`inline-block aspect-[3/2] shrink-0 rounded-[2px] align-[-0.1em] shadow-[0_0_0_1px_rgba(0,0,0,0.15)] ${className}`}
      width={24}
      height={16}
    />
  );
}
