import {
  LANGUAGE_COOKIE,
  LANGUAGE_MESSAGES,
  type Language,
  LIST_STATE_MESSAGES,
} from '@forewarn/domain';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLanguage } from './language';

type Tell = ReturnType<typeof useLanguage>['tell'];

/**
 * Saves a member's language to their account, so their emails and next sign-in follow it. A
 * failure is said, with Try again: left silent, the account's older language would take the
 * page back at the next sign-in with no word why (issue 45's rule: a failure is never silent).
 */
async function saveToAccount(language: Language, tell: Tell, retried = false): Promise<void> {
  try {
    await api.put('/api/account/language', { language });
    if (retried) tell(LANGUAGE_MESSAGES.saved, 'success');
  } catch {
    tell(LANGUAGE_MESSAGES.notSaved, 'error', {
      label: LIST_STATE_MESSAGES.tryAgain,
      run: () => void saveToAccount(language, tell, true),
    });
  }
}

/**
 * The switch to the other language, named in that language ("Français", "English"): in the bar
 * on wide screens and in the Menu below them, so it is on every page (issue 49). The choice is
 * kept in a cookie (read by the server too) and, for a member, on the account.
 */
export function LanguageSwitch({
  className,
  onChosen,
}: {
  className: string;
  onChosen?: () => void;
}) {
  const { locale, show, tell } = useLanguage();
  const signedIn = Boolean(useSession().data?.user);
  const other: Language = locale === 'fr-CA' ? 'en' : 'fr-CA';
  const choose = async () => {
    await show(other);
    // A year: the choice outlives the session; SameSite=Lax, read by the server too.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Forewarn serves.
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
    if (signedIn) await saveToAccount(other, tell);
  };
  return (
    <button
      type="button"
      lang={other}
      data-testid="language-switch"
      className={className}
      onClick={() => {
        onChosen?.();
        void choose();
      }}
    >
      {LANGUAGE_MESSAGES.switchTo}
    </button>
  );
}
