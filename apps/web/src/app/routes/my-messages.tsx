import { PageTitle } from '../../components/page-title';
import { RequireUser } from '../../lib/require-user';

export function Screen() {
  return (
    <RequireUser>
      <section>
        <PageTitle>My Messages</PageTitle>
        <p className="mt-2 text-slate-600">No messages yet.</p>
      </section>
    </RequireUser>
  );
}
