import {
  isCountryCode,
  LAYOUT_UI,
  SEARCH_MESSAGES,
  selectCountryCurrently,
} from '@forewarn/domain';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Flag } from '../../components/flag';
import { paths } from '../../config/paths';
import { CountryChooser } from '../../features/countries/components/country-chooser';
import { useCountry } from '../../features/countries/hooks/use-country';
import { useOpenCount } from '../../features/moderation/hooks/use-open-count';
import { useHasUnread } from '../../features/threads/hooks/use-has-unread';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { isModerator, useSession, useSignOut } from '../../lib/session';
import { BAR_FROM, type NavItem, UnreadDot } from './nav-links';
import { NavMenu } from './nav-menu';

// Only a signed-in member has a bell: a visitor's first visit does not load it (DESIGN.md §6).
const MemberStream = lazyWithRetry(
  () => import('../../features/threads/components/member-stream'),
  'MemberStream',
);

// The bar's language switch shows from 1536 px only: its code (and the choice's) is a chunk,
// fetched only on a screen that wide, so a phone's first visit does not carry it (DESIGN.md §6).
const LanguageSwitch = lazyWithRetry(
  () => import('../../features/language/language-switch'),
  'LanguageSwitch',
);
const WIDE_BAR = '(min-width: 1536px)';
function subscribeWideBar(onChange: () => void) {
  const query = window.matchMedia(WIDE_BAR);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWideBar = () => window.matchMedia(WIDE_BAR).matches;

const NotificationBell = lazyWithRetry(
  () => import('../../features/notifications/components/notification-bell'),
  'NotificationBell',
);

// 44 px high at least: a finger's tap target (issue 24).
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 text-sm font-medium hover:bg-white/15 ${isActive ? 'bg-white/20' : ''}`;

/**
 * The bar is one row at every width (issue 38 below 500 px, issue 45 above: at 1280 a
 * moderator's bar broke into two rows). Below 500 px: the flag, the brand, the bell and the
 * Menu. From 500 px each link joins the bar from the width it fits at (`barFrom`): Home,
 * Lodgement and the account first, then My Messages and Sign Out (768), My Lodgements and
 * Moderation (1024), My Watches (1280), About, FAQ and Report & Feedback (1536), when the Menu
 * goes. Until then the Menu lists every link. Tailwind's `max-[500px]` is `width < 500px`.
 */

/**
 * Every link of the bar, in order, as data: the bar renders it and the small-screen Menu
 * lists all of it, so a link added here needs nothing more to reach a phone.
 */
function useNavLinks({
  signedIn,
  hasUnread,
  moderates,
  openItems,
  account,
  sessionKnown,
}: {
  signedIn: boolean;
  hasUnread: boolean;
  moderates: boolean;
  openItems: number | null;
  account: string | null;
  /** Whether the server has said who this is; until then no account links at all. */
  sessionKnown: boolean;
}): NavItem[] {
  const links: NavItem[] = [
    { id: 'home', href: paths.home.href(), label: LAYOUT_UI.navHome, end: true },
    { id: 'lodgement', href: paths.lodgement.href(), label: LAYOUT_UI.navLodgement },
    { id: 'about', href: paths.about.href(), label: LAYOUT_UI.navAbout, barFrom: '2xl' },
    { id: 'faq', href: paths.faq.href(), label: LAYOUT_UI.navFaq, barFrom: '2xl' },
  ];
  if (signedIn) {
    links.push(
      {
        id: 'my-messages',
        href: paths.myMessages.href(),
        label: LAYOUT_UI.navMyMessages,
        badge: hasUnread ? <UnreadDot /> : undefined,
        barFrom: 'md',
      },
      {
        id: 'my-lodgements',
        href: paths.myLodgements.href(),
        label: LAYOUT_UI.navMyLodgements,
        barFrom: 'lg',
      },
      {
        id: 'my-watches',
        href: paths.myWatches.href(),
        label: LAYOUT_UI.navMyWatches,
        barFrom: 'xl',
      },
    );
  }
  links.push({
    id: 'report-feedback',
    href: paths.reportFeedback.href(),
    label: LAYOUT_UI.navReportFeedback,
    barFrom: '2xl',
  });
  if (moderates) {
    links.push({
      id: 'moderation',
      href: paths.moderation.href(),
      label: LAYOUT_UI.navModeration,
      end: true,
      barFrom: 'lg',
      badge:
        openItems !== null && openItems > 0 ? (
          <span
            data-testid="moderation-count"
            className="ml-1.5 inline-block min-w-5 rounded-full bg-white px-1.5 text-center text-xs font-bold text-brand ring-1 ring-brand"
          >
            {openItems}
            <span className="sr-only">{LAYOUT_UI.openItems}</span>
          </span>
        ) : undefined,
    });
  }
  if (account !== null) {
    // A name of 20 characters, or an email, is cut with an ellipsis in the bar (its whole text
    // stays the link's name and tooltip); the Menu shows it whole.
    links.push({
      id: 'my-account',
      href: paths.myAccount.href(),
      label: account,
      place: 'account',
      className: 'min-w-0 max-w-32 md:max-w-44',
      truncate: true,
    });
  } else if (sessionKnown) {
    // Not while the session is loading or could not be read (a database failing over): a member
    // would be shown Login and Sign Up as if signed out.
    links.push(
      { id: 'login', href: paths.login.href(), label: LAYOUT_UI.navLogin, place: 'account' },
      { id: 'signup', href: paths.signup.href(), label: LAYOUT_UI.navSignUp, place: 'account' },
    );
  }
  return links;
}

export function NavBar() {
  const country = useCountry();
  const session = useSession();
  const user = session.data?.user ?? null;
  const signedIn = user !== null;
  const hasUnread = useHasUnread(signedIn);
  const moderates = isModerator(user);
  const openItems = useOpenCount(moderates);
  const [choosing, setChoosing] = useState(false);
  const countryName = SEARCH_MESSAGES.countryName(country);
  const profileCountry =
    user && isCountryCode(user.country) ? SEARCH_MESSAGES.countryName(user.country) : null;
  const { signOut, isPending: signingOut } = useSignOut();
  const wideBar = useSyncExternalStore(subscribeWideBar, isWideBar, () => false);
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

  const links = useNavLinks({
    signedIn,
    hasUnread,
    moderates,
    openItems,
    account: user ? (user.username ?? user.email) : null,
    sessionKnown: session.isSuccess,
  });
  const barLink = (link: NavItem) => (
    <NavLink
      key={link.id}
      to={link.href}
      end={link.end}
      data-nav={link.id}
      title={link.truncate && typeof link.label === 'string' ? link.label : undefined}
      className={(s) =>
        `${linkClass(s)} shrink-0 whitespace-nowrap ${BAR_FROM[link.barFrom ?? 'narrow']} ${link.className ?? ''}`
      }
    >
      {link.truncate ? <span className="min-w-0 truncate">{link.label}</span> : link.label}
      {link.badge}
    </NavLink>
  );

  return (
    // The page's blue focus ring is hard to see on the red bar (about 1.2:1): white here.
    <header className="bg-brand text-white shadow [&_:focus-visible]:outline-white">
      <nav
        aria-label={LAYOUT_UI.mainNav}
        className="mx-auto flex max-w-5xl flex-nowrap items-center gap-1 px-2 py-2 min-[500px]:px-3 xl:max-w-7xl 2xl:max-w-[96rem]"
      >
        <span className="flex items-center">
          <button
            type="button"
            onClick={() => setChoosing(true)}
            aria-label={selectCountryCurrently(countryName)}
            aria-haspopup="dialog"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1.5 hover:bg-white/15"
          >
            <Flag country={country} decorative className="h-5 w-auto" />
          </button>
          {links.filter((link) => link.id === 'home').map(barLink)}
          {/* The brand stands for Home on a phone, where Home itself is in the Menu. */}
          <Link
            to={paths.home.href()}
            className="inline-flex min-h-11 items-center rounded px-1.5 text-lg font-bold tracking-tight hover:bg-white/15 min-[500px]:hidden"
          >
            Forewarn
          </Link>
        </span>
        {links.filter((link) => link.id !== 'home' && link.place !== 'account').map(barLink)}
        <span className="ml-auto flex min-w-0 items-center gap-1">
          {signedIn && (
            <>
              <Suspense fallback={null}>
                <MemberStream />
              </Suspense>
              <Suspense fallback={null}>
                <NotificationBell signedIn={signedIn} />
              </Suspense>
            </>
          )}
          {links.filter((link) => link.place === 'account').map(barLink)}
          {signedIn && (
            <button
              type="button"
              className={`${linkClass({ isActive: false })} ${BAR_FROM.md} shrink-0 whitespace-nowrap`}
              disabled={signingOut}
              // Spec §2: Sign Out signs the user out and goes to /. The session empties only
              // once / is on screen: a page that needs a user, still rendered while the home
              // chunk loads, would otherwise send the visitor to log in.
              onClick={() => signOut(goHome)}
            >
              {LAYOUT_UI.signOut}
            </button>
          )}
          {/* Below 1536 px the Menu holds the switch (nav-menu-panel.tsx). */}
          {wideBar && (
            <Suspense fallback={null}>
              <LanguageSwitch
                className={`${linkClass({ isActive: false })} ${BAR_FROM['2xl']} shrink-0`}
              />
            </Suspense>
          )}
          <NavMenu
            links={links}
            hasUnread={hasUnread}
            onSignOut={signedIn ? () => signOut(goHome) : undefined}
            signingOut={signingOut}
          />
        </span>
      </nav>
      <CountryChooser
        open={choosing}
        onClose={() => setChoosing(false)}
        profileCountry={profileCountry}
      />
    </header>
  );
}
