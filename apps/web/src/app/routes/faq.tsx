import { PAGES_UI } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';

export function Screen() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 leading-relaxed">
      <PageTitle title={PAGES_UI.faqTitle}>{PAGES_UI.faqHeading}</PageTitle>

      <section aria-labelledby="faq-truth">
        <h2 id="faq-truth" className="text-xl font-semibold">
          Is truth a defence to defamation
        </h2>
        <p className="mt-3">
          Yes. In Australia, the USA, Canada, the UK, New Zealand and Ireland, truth (called
          justification in some places) is a complete defence: you cannot be held liable for
          defaming someone by saying something true about them.
        </p>
        <p className="mt-3">
          You do not have to prove every word. It is enough that what you said is substantially
          true: that its main point, its sting, is accurate, even if a small detail is wrong.
          Depending on where you are, either the person complaining must prove that what you said is
          false (as in the USA) or you must be able to show that it is true (as in Australia and the
          UK). Either way, the safest cases are the ones you can back up with invoices, quotes,
          messages and photos.
        </p>
        <p className="mt-3">
          Describe what happened rather than what you think of the person. "Paid a $400 deposit on 3
          March; no work was done and calls have gone unanswered since" is a fact you can show. "A
          crook and a thief" is an opinion that invites a dispute.
        </p>
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          This is general information, not legal advice, and the law varies by country, state and
          province. If you are unsure, speak to a lawyer before you lodge a case.
        </p>
      </section>

      <section aria-labelledby="faq-verified-email">
        <h2 id="faq-verified-email" className="text-xl font-semibold">
          Why do I need a verified email to lodge or report a case?
        </h2>
        <p className="mt-3">
          Lodging a case and reporting one need an account whose email address you have confirmed by
          opening the link we email you when you sign up. Forewarn names people, and the limits on
          how many cases one person may lodge only mean something if each account belongs to a real
          person. If the link has expired, ask for a new one on My Account.
        </p>
      </section>

      <section aria-labelledby="faq-doxing">
        <h2 id="faq-doxing" className="text-xl font-semibold">
          What Is Doxing?
        </h2>
        <p className="mt-3">
          Doxing is publishing someone's private or identifying information, such as their home
          address, personal phone number, workplace, family members' details or photos of their
          home, so that others can find, harass or intimidate them. In several countries it is a
          crime, and everywhere it can put people in danger.
        </p>
        <p className="mt-3">Forewarn is built to warn people, not to expose them:</p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            Names, phone numbers, emails, addresses and business numbers are shown masked to
            everyone. Searching needs the exact number or email you already have; there is no search
            by name.
          </li>
          <li>
            Do not publish a home address, or anyone's family, health, or other private details, in
            a case, a response or an image. Cases that do are removed by our moderators.
          </li>
          <li>
            Keep to the dealings you had with the person or business: what was agreed, what was
            paid, and what happened.
          </li>
        </ul>
        <p className="mt-3">
          If you see a case that crosses the line, use Report Case on its page and a moderator will
          look at it.
        </p>
      </section>
    </article>
  );
}
