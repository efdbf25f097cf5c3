import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>My Messages</PageTitle>
      <p className="mt-2 text-slate-600">No messages yet.</p>
    </section>
  );
}
