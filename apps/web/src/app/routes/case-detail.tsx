import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Case</PageTitle>
      <p className="mt-2 text-slate-600">Finding Case Data</p>
    </section>
  );
}
