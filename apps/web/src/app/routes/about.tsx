import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <section>
      <PageTitle>About</PageTitle>
      <p className="mt-2 text-slate-600">
        Forewarn helps people warn each other about dishonest or difficult customers and traders.
      </p>
    </section>
  );
}
