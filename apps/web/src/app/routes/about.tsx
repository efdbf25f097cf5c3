import { PAGES_UI } from '@forewarn/domain';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';

const SCENARIOS = [
  {
    title: 'The deposit that vanished',
    text: 'A family pays a builder a deposit to start on a bathroom. The start date passes, then another, and the builder stops answering. Before the next family hands over money, they search his number and read what happened.',
  },
  {
    title: 'The client who never pays',
    text: 'A cleaner finishes a week of work for a new client, who then disputes every invoice and blocks her number. Another cleaner, offered a job at the same address, searches the email first.',
  },
  {
    title: 'The job that keeps growing',
    text: 'An electrician quotes for a job, and the customer adds work on site, then refuses to pay for any of it. Lodging the case warns other trades, and gives the customer a reason to settle.',
  },
];

export function Screen() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 leading-relaxed">
      <header>
        <PageTitle>{PAGES_UI.about}</PageTitle>
        <p className="mt-3 text-lg text-slate-700">
          Forewarn is a community registry where people warn each other about dishonest or difficult
          customers and traders: clients who don't pay, and tradespeople who take a deposit and fail
          to deliver. Signed-in members lodge cases; anyone can search by phone number, email,
          postcode or business number. The aim is that wrongdoers make amends, and then come off the
          list.
        </p>
      </header>

      <section aria-labelledby="scenarios">
        <h2 id="scenarios" className="text-xl font-semibold">
          How people use it
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {SCENARIOS.map((scenario) => (
            <li key={scenario.title} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{scenario.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{scenario.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits">
        <h2 id="benefits" className="text-xl font-semibold">
          Why it matters
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            <strong>Warn others.</strong> One person's bad experience can save the next person their
            deposit, their wages or their time.
          </li>
          <li>
            <strong>Encourage accountability.</strong> A public record gives people a reason to pay
            what they owe and finish what they started. When they make amends, the case can be
            marked resolved and leaves the search results.
          </li>
          <li>
            <strong>Empower consumers and workers.</strong> Customers, tradespeople and small
            businesses can check before they commit, instead of finding out the hard way.
          </li>
        </ul>
      </section>

      <section aria-labelledby="defamation">
        <h2 id="defamation" className="text-xl font-semibold">
          Telling the truth, and defamation
        </h2>
        <p className="mt-3">
          Lodge only what happened to you, as it happened. In the countries Forewarn serves, the law
          of defamation broadly works like this:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            <strong>Truth is a defence.</strong> A statement that is true is not defamatory, however
            unwelcome it is to the person it is about.
          </li>
          <li>
            <strong>Substantial truth is enough.</strong> A minor slip in a detail does not defeat
            the defence, provided the sting of what you said is true.
          </li>
          <li>
            <strong>The claimant must prove falsity.</strong> Where this rule applies (in the USA,
            for example), the person complaining has to show that what was said is false. In
            Australia, the UK, Ireland, Canada and New Zealand the burden usually falls the other
            way, and the person who published it must show that it is true. Either way, keep your
            invoices, messages and photos.
          </li>
        </ul>
        <p className="mt-3">
          Stick to facts you can back up, leave out insults and guesses, and never publish a home
          address or other private details: Forewarn masks names, numbers and emails, and its{' '}
          <Link to={paths.faq.href()} className="text-blue-700 underline">
            FAQ
          </Link>{' '}
          explains more.
        </p>
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          This is general information, not legal advice. Defamation law differs between Australia,
          the USA, Canada, the UK, New Zealand and Ireland, and between states and provinces within
          them. If you are unsure, speak to a lawyer before you lodge a case.
        </p>
      </section>
    </article>
  );
}
