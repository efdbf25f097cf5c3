import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>My Lodgements</PageTitle>
      <p className="mt-2 text-slate-600">Your cases will be listed here.</p>
    </section>
  );
}
