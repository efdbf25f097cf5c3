import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Page not found</PageTitle>
      <p className="mt-2 text-slate-600">There is no page at this address.</p>
    </section>
  );
}
