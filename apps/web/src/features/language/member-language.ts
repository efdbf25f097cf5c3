import { PSEUDO_LOCALE } from '@forewarn/domain';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { useLanguage } from './language';

// Outside the tree: a switch re-mounts the whole tree (language.tsx), and the account followed
// must outlive that, or the session's older language would undo the member's own switch.
let followed: string | null = null;

/**
 * A member's saved language wins once they sign in (their emails are in it too); followed once
 * per account, so their own switch is never undone by a session read in between. Runs in the
 * member's chunk (MemberStream), so a visitor's first visit carries none of it.
 */
export function useMemberLanguage(): void {
  const { locale, show } = useLanguage();
  const user = useSession().data?.user ?? null;
  useEffect(() => {
    // The pseudo-locale is the crawl's (decision 0082): a member's saved language does not undo it.
    if (!user || followed === user.id || locale === PSEUDO_LOCALE) return;
    followed = user.id;
    if (user.language && user.language !== locale) void show(user.language);
  }, [user, locale, show]);
}
