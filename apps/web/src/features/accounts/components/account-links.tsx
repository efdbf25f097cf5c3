import { ACCOUNTS_UI, LAYOUT_UI } from '@forewarn/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

// The bar's words (catalogue/ui/layout.ts), read when shown: in the reader's language.
const LINKS = [
  { to: paths.lodgement.href(), label: () => LAYOUT_UI.navLodgement },
  { to: paths.myMessages.href(), label: () => LAYOUT_UI.navMyMessages },
  { to: paths.myLodgements.href(), label: () => LAYOUT_UI.navMyLodgements },
  // Where a member manages what they watch and follow (issue 38).
  { to: paths.myWatches.href(), label: () => LAYOUT_UI.navMyWatches },
  { to: paths.reportFeedback.href(), label: () => ACCOUNTS_UI.reportFeedbackLink },
  { to: paths.faq.href(), label: () => LAYOUT_UI.navFaq },
];

/** Spec §2, My Account: the links under the profile. */
export function AccountLinks() {
  return (
    <nav aria-label={ACCOUNTS_UI.accountNav}>
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-blue-800 shadow-sm hover:bg-slate-50"
            >
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
