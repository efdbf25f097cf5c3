import { COUNTRIES, type CountryCode, LAYOUT_UI } from '@forewarn/domain';
import { Modal } from '../../../components/modal';

export const WELCOME_HIDDEN_KEY = 'hideWelcomePopup';
/** OK closes the popup for this visit (the tab's session), not for good. */
const WELCOME_SEEN_KEY = 'welcomeSeen';

/**
 * Whether the welcome popup stays closed (spec §4, Welcome popup): for good after Don't Show
 * Me Again, and for the rest of the visit after OK, so that coming back to Home from another
 * page does not bring it up again.
 */
export function isWelcomeHidden(): boolean {
  try {
    return (
      localStorage.getItem(WELCOME_HIDDEN_KEY) === 'true' ||
      sessionStorage.getItem(WELCOME_SEEN_KEY) === 'true'
    );
  } catch {
    return false;
  }
}

function hideWelcomeForThisVisit(): void {
  try {
    sessionStorage.setItem(WELCOME_SEEN_KEY, 'true');
  } catch {
    // Private mode: it may show again on the next Home visit.
  }
}

function hideWelcomeForGood(): void {
  try {
    localStorage.setItem(WELCOME_HIDDEN_KEY, 'true');
  } catch {
    // Private mode: it shows again next visit.
  }
}

export function WelcomePopup({
  open,
  onClose,
  country,
}: {
  open: boolean;
  onClose: () => void;
  country: CountryCode;
}) {
  const example = COUNTRIES[country].phoneExample;
  const ok = () => {
    hideWelcomeForThisVisit();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={ok}
      labelledBy="welcome-title"
      describedBy="welcome-body"
      className="max-w-lg"
    >
      <h2 id="welcome-title" className="text-xl font-semibold">
        {LAYOUT_UI.welcomeTitle}
      </h2>
      <div id="welcome-body" className="mt-3 space-y-3 text-slate-700">
        <p>{LAYOUT_UI.welcomeLead}</p>
        <p>
          <strong className="text-slate-900">{LAYOUT_UI.welcomeExactTitle}</strong>{' '}
          {LAYOUT_UI.welcomeExactBefore} {example} {LAYOUT_UI.welcomeExactAfter}
        </p>
        <p>{LAYOUT_UI.welcomeMasked}</p>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => {
            hideWelcomeForGood();
            onClose();
          }}
          className="rounded border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100"
        >
          {LAYOUT_UI.dontShowAgain}
        </button>
        <button
          type="button"
          data-autofocus
          onClick={ok}
          className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {LAYOUT_UI.ok}
        </button>
      </div>
    </Modal>
  );
}
