import { LANGUAGE_COOKIE, LANGUAGE_MESSAGES, type Language } from '@forewarn/domain';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLanguage } from './language';

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
  const { locale, show } = useLanguage();
  const signedIn = Boolean(useSession().data?.user);
  const other: Language = locale === 'fr-CA' ? 'en' : 'fr-CA';
  const choose = async () => {
    await show(other);
    // A year: the choice outlives the session; SameSite=Lax, read by the server too.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Forewarn serves.
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
    if (signedIn)
      await api.put('/api/account/language', { language: other }).catch(() => undefined);
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
