import { PAGES_UI, INFO_UI as T } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 leading-relaxed">
      <PageTitle title={PAGES_UI.faqTitle}>{PAGES_UI.faqHeading}</PageTitle>

      <section aria-labelledby="faq-truth">
        <h2 id="faq-truth" className="text-xl font-semibold">
          {T.truthQuestion}
        </h2>
        <p className="mt-3">{T.truthAnswer1}</p>
        <p className="mt-3">{T.truthAnswer2}</p>
        <p className="mt-3">{T.truthAnswer3}</p>
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-700">{T.faqDisclaimer}</p>
      </section>

      <section aria-labelledby="faq-verified-email">
        <h2 id="faq-verified-email" className="text-xl font-semibold">
          {T.emailQuestion}
        </h2>
        <p className="mt-3">{T.emailAnswer}</p>
      </section>

      <section aria-labelledby="faq-doxing">
        <h2 id="faq-doxing" className="text-xl font-semibold">
          {T.doxingQuestion}
        </h2>
        <p className="mt-3">{T.doxingAnswer1}</p>
        <p className="mt-3">{T.doxingAnswer2}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>{T.doxingPoint1}</li>
          <li>{T.doxingPoint2}</li>
          <li>{T.doxingPoint3}</li>
        </ul>
        <p className="mt-3">{T.doxingAnswer3}</p>
      </section>
    </article>
  );
}
