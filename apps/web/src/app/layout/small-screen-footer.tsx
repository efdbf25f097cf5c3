import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Below 500 px the spec hides About, FAQ, My Messages, My Lodgements and Report & Feedback
 * from the navigation bar. My Account links to the signed-in pages, but a visitor on a phone
 * would have no way to About, FAQ or Report & Feedback: this footer keeps them reachable.
 */
export function SmallScreenFooter() {
  const linkClass = 'rounded px-2 py-2 underline-offset-2 hover:underline';
  return (
    <footer className="border-t border-slate-200 bg-white min-[500px]:hidden">
      <nav aria-label="More" className="flex flex-wrap justify-center gap-x-2 px-4 py-2 text-sm">
        <Link to={paths.about.href()} className={linkClass}>
          About
        </Link>
        <Link to={paths.faq.href()} className={linkClass}>
          FAQ
        </Link>
        <Link to={paths.reportFeedback.href()} className={linkClass}>
          Report &amp; Feedback
        </Link>
      </nav>
    </footer>
  );
}
