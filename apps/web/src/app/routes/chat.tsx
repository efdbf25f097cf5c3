import { PageTitle } from '../../components/page-title';
import { RequireUser } from '../../lib/require-user';

export function Screen() {
  return (
    <RequireUser>
      <section>
        <PageTitle>Chat</PageTitle>
        <p className="mt-2 text-slate-600">Your conversation will be shown here.</p>
      </section>
    </RequireUser>
  );
}
