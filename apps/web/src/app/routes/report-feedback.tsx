import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Report & Feedback</PageTitle>
      <p className="mt-2 text-slate-600">
        Report a functionality issue, give feedback or provide ideas for improvement.
      </p>
    </section>
  );
}
