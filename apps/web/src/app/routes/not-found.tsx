import { PAGES_UI } from '@forewarn/domain';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';

export function Screen() {
  return (
    <section className="mx-auto max-w-xl py-8 text-center">
      <PageTitle>{PAGES_UI.notFound}</PageTitle>
      <p className="mt-3 text-slate-700">{PAGES_UI.notFoundLead}</p>
      <p className="mt-6">
        <Link
          to={paths.home.href()}
          className="inline-block rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {PAGES_UI.goHomeSearch}
        </Link>
      </p>
    </section>
  );
}
