import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>Forewarn</PageTitle>
      <p className="mt-2 text-slate-600">
        Search by phone number, email, postcode or business number.
      </p>
    </section>
  );
}
