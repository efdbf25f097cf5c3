import { type CountryCode, isCountryCode, SEARCH_MESSAGES } from '@forewarn/domain';
import AU from 'country-flag-svgs/AU.svg?no-inline';
import CA from 'country-flag-svgs/CA.svg?no-inline';
import GB from 'country-flag-svgs/GB.svg?no-inline';
import IE from 'country-flag-svgs/IE.svg?no-inline';
import NZ from 'country-flag-svgs/NZ.svg?no-inline';
import US from 'country-flag-svgs/US.svg?no-inline';

// The six flags as SVG files from country-flag-icons (issue 24): emoji flags show as the
// letters "AU" on Windows and as empty boxes on some Linux browsers. Only these six are
// imported, each as an image file (never inlined into the JavaScript: the first-visit budget).
const SOURCES: Record<CountryCode, string> = { AU, US, CA, GB, NZ, IE };

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
      alt={decorative ? '' : SEARCH_MESSAGES.countryName(code)}
      data-flag={code}
      // 3:2, the package's shape; a hairline so white flag edges show on white.
      className={`inline-block aspect-[3/2] shrink-0 rounded-[2px] align-[-0.1em] shadow-[0_0_0_1px_rgba(0,0,0,0.15)] ${className}`}
      width={24}
      height={16}
    />
  );
}
