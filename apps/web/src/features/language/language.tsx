import {
  type Language,
  type Locale,
  loadTranslations,
  manifestPath,
  setLocale,
} from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, Fragment, type ReactNode, useCallback, useContext, useState } from 'react';
import { useLazySnackbar } from '../../components/lazy-snackbar';
import type { SnackAction, SnackTone } from '../../components/snackbar';

// The language the page is read in (issue 49, docs/decisions/0082): chosen by the person (the
// switch), kept in a cookie (and on the account for members), else the browser's languages.
// Only English ships with the first visit; French is one chunk, loaded before it is shown.

/**
 * The language to start in: the kept choice (the cookie this file writes), else the first of
 * the browser's languages that is French or English (its Accept-Language, in order).
 */
export function initialLocale(): Locale {
  const kept = /(?:^|; )lang=(en|fr-CA|en-XA)(?:;|$)/.exec(document.cookie)?.[1];
  if (kept) return kept as Locale;
  const first = navigator.languages.find((tag) => /^(en|fr)\b/i.test(tag));
  return first?.[0] === 'f' || first?.[0] === 'F' ? 'fr-CA' : 'en';
}

/** Makes `locale` the language every catalogue text is read in, its texts loaded first. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (locale === 'fr-CA') await loadTranslations(locale);
  setLocale(locale);
  document.documentElement.lang = locale;
  // The installed app's name and description in the same language (a manifest each).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}

type Tell = (message: string, tone: SnackTone, action?: SnackAction) => void;
type LanguageContext = {
  locale: Locale;
  show: (language: Language) => Promise<void>;
  /** A message about the switch, said after the tree is re-mounted in the new language. */
  tell: Tell;
};
const Context = createContext<LanguageContext>({
  locale: 'en',
  show: async () => undefined,
  tell: () => undefined,
});

export const useLanguage = () => useContext(Context);

/**
 * Holds the language and re-renders the whole tree when it changes (a key: every text is read
 * again), without reloading the page. The server's texts (errors, lists) are fetched again.
 * The switch (language-switch.tsx) and a member's saved language (member-language.ts) call
 * `show`; both are chunks of their own, so a first visit carries only this.
 */
export function LanguageProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setState] = useState(initial);
  const queryClient = useQueryClient();
  // Outside the keyed tree: the switch that asks for it is re-mounted by the change it reports.
  const { show: tell, snackbar } = useLazySnackbar(false);

  const show = useCallback(
    async (language: Language) => {
      await applyLocale(language);
      setState(language);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  return (
    <Context.Provider value={{ locale, show, tell }}>
      <Fragment key={locale}>{children}</Fragment>
      {snackbar}
    </Context.Provider>
  );
}
