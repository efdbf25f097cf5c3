import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Chat</PageTitle>
      <p className="mt-2 text-slate-600">Your conversation will be shown here.</p>
    </section>
  );
}
