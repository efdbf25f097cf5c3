import { COUNTRIES, MESSAGES } from '@forewarn/domain';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { useSnackbar } from '../../components/snackbar';
import { paths } from '../../config/paths';
import { useMyCases } from '../../features/cases/api/get-my-cases';
import { CaseCard } from '../../features/cases/components/case-card';
import { CaseOwnerActions } from '../../features/cases/components/case-owner-actions';
import { useCountry } from '../../features/countries/hooks/use-country';
import { RequireUser } from '../../lib/require-user';

/** My Lodgements (spec §2): the signed-in user's own cases in the selected country. */
export function Screen() {
  return (
    <RequireUser>
      <MyLodgements />
    </RequireUser>
  );
}

function MyLodgements() {
  const country = useCountry();
  const cases = useMyCases(country, true);
  const { show, snackbar } = useSnackbar();
  const heading = MESSAGES.myLodgementsHeading(COUNTRIES[country].name);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{heading}</PageTitle>
      <QueryView
        query={cases}
        loading="Loading your cases"
        isEmpty={(data) => data.cases.length === 0}
        empty={
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <p>You have not lodged any cases in {COUNTRIES[country].name} yet.</p>
            <Link
              to={paths.lodgement.href()}
              className="mt-3 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              Lodge a case
            </Link>
          </div>
        }
      >
        {(data) => (
          <>
            {/* The cards' titles are h3 (as under Recent Cases): headings go h1, h2, h3 (axe). */}
            <h2 className="sr-only">Your cases</h2>
            <ul className="flex flex-col gap-4">
              {data.cases.map((summary) => (
                <li key={summary.id}>
                  <CaseCard
                    summary={summary}
                    actions={<CaseOwnerActions summary={summary} notify={show} />}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {snackbar}
    </section>
  );
}
