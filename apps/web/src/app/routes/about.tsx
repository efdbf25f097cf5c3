import { PAGES_UI, INFO_UI as T } from '@forewarn/domain';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';

// Read when rendered, so each text is in the language of that moment.
const scenarios = () => [
  { title: T.scenario1Title, text: T.scenario1Text },
  { title: T.scenario2Title, text: T.scenario2Text },
  { title: T.scenario3Title, text: T.scenario3Text },
];

export function Screen() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 leading-relaxed">
      <header>
        <PageTitle>{PAGES_UI.about}</PageTitle>
        <p className="mt-3 text-lg text-slate-700">{T.aboutLead}</p>
      </header>

      <section aria-labelledby="scenarios">
        <h2 id="scenarios" className="text-xl font-semibold">
          {T.scenariosHeading}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {scenarios().map((scenario) => (
            <li key={scenario.title} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{scenario.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{scenario.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits">
        <h2 id="benefits" className="text-xl font-semibold">
          {T.benefitsHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            <strong>{T.benefit1Title}</strong> {T.benefit1Text}
          </li>
          <li>
            <strong>{T.benefit2Title}</strong> {T.benefit2Text}
          </li>
          <li>
            <strong>{T.benefit3Title}</strong> {T.benefit3Text}
          </li>
        </ul>
      </section>

      <section aria-labelledby="defamation">
        <h2 id="defamation" className="text-xl font-semibold">
          {T.defamationHeading}
        </h2>
        <p className="mt-3">{T.defamationLead}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            <strong>{T.truth1Title}</strong> {T.truth1Text}
          </li>
          <li>
            <strong>{T.truth2Title}</strong> {T.truth2Text}
          </li>
          <li>
            <strong>{T.truth3Title}</strong> {T.truth3Text}
          </li>
        </ul>
        <p className="mt-3">
          {T.factsBefore}{' '}
          <Link to={paths.faq.href()} className="text-blue-700 underline">
            {T.factsLink}
          </Link>{' '}
          {T.factsAfter}
        </p>
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          {T.aboutDisclaimer}
        </p>
      </section>
    </article>
  );
}
