import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Lodge a case</PageTitle>
      <p className="mt-2 text-slate-600">Lodging cases arrives with the cases feature.</p>
    </section>
  );
}
