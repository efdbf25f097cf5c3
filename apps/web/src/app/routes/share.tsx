import { findIdentifiersInText, SHARE_MESSAGES } from '@forewarn/domain';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useCountry } from '../../features/countries/hooks/use-country';

// The share target (issue 50; the manifest's share_target in vite.config.ts): a text message or
// a contact shared to the installed app arrives here as ?title=…&text=…&url=…. The domain's
// parser finds the phone numbers, emails and business numbers in it for the chosen country:
// one opens its search at once, several are offered to choose from, none is said plainly.

const CHOICE =
  'flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand';

export function Screen() {
  const country = useCountry();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Apps fill the three fields differently (a number may come in the title or the url).
  const shared = ['title', 'text', 'url']
    .map((name) => params.get(name) ?? '')
    .filter(Boolean)
    .join('\n');
  const found = useMemo(() => findIdentifiersInText(shared, country), [shared, country]);
  const only = found.length === 1 ? found[0] : undefined;

  useEffect(() => {
    // Replaced, so Back from the search leaves the app rather than coming here again.
    if (only) navigate(paths.home.href(only.value, country), { replace: true });
  }, [only, country, navigate]);

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <PageTitle>{SHARE_MESSAGES.heading}</PageTitle>
      {only ? (
        <p role="status">{SHARE_MESSAGES.opening(only.value)}</p>
      ) : found.length > 1 ? (
        <>
          <p>{SHARE_MESSAGES.chooseOne}</p>
          <ul className="flex flex-col gap-2">
            {found.map(({ kind, value }) => (
              <li key={`${kind.field}|${value}`}>
                <Link className={CHOICE} to={paths.home.href(value, country)}>
                  {SHARE_MESSAGES.searchFor(kind.label, value)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p role="alert">{SHARE_MESSAGES.noneFound}</p>
          <p>
            <Link
              to={paths.home.href()}
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {SHARE_MESSAGES.typeItInstead}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
