import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>FAQ</PageTitle>
      <p className="mt-2 text-slate-600">Is truth a defence to defamation? What Is Doxing?</p>
    </section>
  );
}
