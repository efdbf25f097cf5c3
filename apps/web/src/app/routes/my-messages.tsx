import { PAGES_UI } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { useSnackbar } from '../../components/snackbar';
import { PushPromptCard } from '../../features/push/components/push-prompt-card';
import { ThreadList } from '../../features/threads/components/thread-list';
import { RequireUser } from '../../lib/require-user';

/** My Messages (spec §2): the signed-in user's threads. */
export function Screen() {
  const { show, snackbar } = useSnackbar();
  return (
    <RequireUser>
      <section className="flex flex-col gap-4">
        <PageTitle>{PAGES_UI.myMessages}</PageTitle>
        <PushPromptCard />
        <ThreadList notify={show} />
        {snackbar}
      </section>
    </RequireUser>
  );
}
