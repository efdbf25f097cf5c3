import { COUNTRIES, isCountryCode } from '@forewarn/domain';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { CountryChooser } from '../../features/countries/components/country-chooser';
import { useCountry } from '../../features/countries/hooks/use-country';
import { useOpenCount } from '../../features/moderation/hooks/use-open-count';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useHasUnread } from '../../features/threads/hooks/use-has-unread';
import { isModerator, useSession, useSignOut } from '../../lib/session';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium hover:bg-white/15 ${isActive ? 'bg-white/20' : ''}`;

/** Links the spec hides on narrow screens (below 500 px). */
const wideOnly = 'max-[499px]:hidden';

export function NavBar() {
  const country = useCountry();
  const session = useSession();
  const user = session.data?.user ?? null;
  const signedIn = user !== null;
  const hasUnread = useHasUnread(signedIn);
  const moderates = isModerator(user);
  const openItems = useOpenCount(moderates);
  const [choosing, setChoosing] = useState(false);
  const countryName = COUNTRIES[country].name;
  const profileCountry = user && isCountryCode(user.country) ? COUNTRIES[user.country].name : null;
  const { signOut, isPending: signingOut } = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  // Resolved once / is the rendered route (see Sign Out below).
  const arrivedHome = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (location.pathname === paths.home.path) {
      arrivedHome.current?.();
      arrivedHome.current = null;
    }
  }, [location.pathname]);
  const goHome = () =>
    new Promise<void>((resolve) => {
      if (location.pathname === paths.home.path) {
        // Already home (maybe with a search): no route change to wait for.
        navigate(paths.home.href());
        resolve();
        return;
      }
      arrivedHome.current = resolve;
      navigate(paths.home.href());
    });

  return (
    // The page's blue focus ring is hard to see on the red bar (about 1.2:1): white here.
    <header className="bg-brand text-white shadow [&_:focus-visible]:outline-white">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-1 px-3 py-2"
      >
        <span className="flex items-center">
          <button
            type="button"
            onClick={() => setChoosing(true)}
            aria-label={`Select country (currently ${countryName})`}
            aria-haspopup="dialog"
            className="rounded px-1.5 py-0.5 text-xl leading-none hover:bg-white/15"
          >
            <span aria-hidden="true">{COUNTRIES[country].flag}</span>
          </button>
          <NavLink to={paths.home.href()} className={linkClass} end>
            Home
          </NavLink>
        </span>
        <NavLink to={paths.lodgement.href()} className={linkClass}>
          Lodgement
        </NavLink>
        <NavLink to={paths.about.href()} className={(s) => `${linkClass(s)} ${wideOnly}`}>
          About
        </NavLink>
        <NavLink to={paths.faq.href()} className={(s) => `${linkClass(s)} ${wideOnly}`}>
          FAQ
        </NavLink>
        {signedIn && (
          <>
            <NavLink to={paths.myMessages.href()} className={(s) => `${linkClass(s)} ${wideOnly}`}>
              My Messages
              {hasUnread && (
                <>
                  <span
                    aria-hidden="true"
                    data-testid="unread-dot"
                    className="ml-1.5 inline-block h-2.5 w-2.5 rounded-full bg-red-500 align-middle ring-2 ring-white"
                  />
                  <span className="sr-only"> (unread messages)</span>
                </>
              )}
            </NavLink>
            <NavLink
              to={paths.myLodgements.href()}
              className={(s) => `${linkClass(s)} ${wideOnly}`}
            >
              My Lodgements
            </NavLink>
            <NavLink to={paths.myWatches.href()} className={(s) => `${linkClass(s)} ${wideOnly}`}>
              My Watches
            </NavLink>
          </>
        )}
        <NavLink to={paths.reportFeedback.href()} className={(s) => `${linkClass(s)} ${wideOnly}`}>
          Report &amp; Feedback
        </NavLink>
        {moderates && (
          <NavLink to={paths.moderation.href()} className={linkClass} end>
            Moderation
            {openItems !== null && openItems > 0 && (
              <span
                data-testid="moderation-count"
                className="ml-1.5 inline-block min-w-5 rounded-full bg-white px-1.5 text-center text-xs font-bold text-brand"
              >
                {openItems}
                <span className="sr-only"> open items</span>
              </span>
            )}
          </NavLink>
        )}
        <span className="ml-auto flex min-w-0 items-center gap-1">
          {signedIn ? (
            <>
              <NotificationBell signedIn={signedIn} />
              <NavLink
                to={paths.myAccount.href()}
                // An account shown by its email can be long: wrap it anywhere, not off screen.
                className={(s) => `${linkClass(s)} min-w-0 wrap-anywhere`}
              >
                {user.username ?? user.email}
              </NavLink>
              <button
                type="button"
                className={`${linkClass({ isActive: false })} shrink-0 whitespace-nowrap`}
                disabled={signingOut}
                // Spec §2: Sign Out signs the user out and goes to /. The session empties only
                // once / is on screen: a page that needs a user, still rendered while the home
                // chunk loads, would otherwise send the visitor to log in.
                onClick={() => signOut(goHome)}
              >
                Sign Out
              </button>
            </>
          ) : (
            <>
              <NavLink to={paths.login.href()} className={linkClass}>
                Login
              </NavLink>
              <NavLink to={paths.signup.href()} className={linkClass}>
                Sign Up
              </NavLink>
            </>
          )}
        </span>
      </nav>
      <CountryChooser
        open={choosing}
        onClose={() => setChoosing(false)}
        note={
          profileCountry
            ? `Cases you lodge, and My Lodgements, follow the country chosen here. Each time you sign in, Forewarn starts from your home country (${profileCountry}), which you can change on My Account.`
            : undefined
        }
      />
    </header>
  );
}
