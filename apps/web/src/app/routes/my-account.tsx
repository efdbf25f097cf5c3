import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>My Account</PageTitle>
      <p className="mt-2 text-slate-600">Your profile will be shown here.</p>
    </section>
  );
}
