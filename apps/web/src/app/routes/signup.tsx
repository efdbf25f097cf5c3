import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Sign up</PageTitle>
      <p className="mt-2 text-slate-600">
        Create an account to lodge cases and message other users.
      </p>
    </section>
  );
}
