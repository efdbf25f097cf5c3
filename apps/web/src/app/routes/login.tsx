import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Log in</PageTitle>
      <p className="mt-2 text-slate-600">Log in with your email and password.</p>
    </section>
  );
}
