import { ACCOUNTS_UI } from '@forewarn/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.lodgement.href(), label: 'Lodgement' },
  { to: paths.myMessages.href(), label: 'My Messages' },
  { to: paths.myLodgements.href(), label: 'My Lodgements' },
  // Where a member manages what they watch and follow (issue 38).
  { to: paths.myWatches.href(), label: 'My Watches' },
  { to: paths.reportFeedback.href(), label: 'Report Issues & Provide Feedback' },
  { to: paths.faq.href(), label: 'FAQ' },
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
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
