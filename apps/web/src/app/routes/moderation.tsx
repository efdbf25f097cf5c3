import { PAGES_UI } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { AppealsDesk } from '../../features/moderation/components/appeals-desk';
import { HeldWaves } from '../../features/moderation/components/held-waves';
import { NoticeDesk } from '../../features/moderation/components/notice-desk';
import { QueuePage } from '../../features/moderation/components/queue-page';
import { RequireUser } from '../../lib/require-user';
import { isModerator } from '../../lib/session';
import { Screen as NotFound } from './not-found';

/** /moderation: the queue, for moderators and admins; anyone else sees "Page not found". */
export function Screen() {
  return (
    <RequireUser>
      {(user) =>
        isModerator(user) ? (
          <section>
            <PageTitle>{PAGES_UI.moderation}</PageTitle>
            <div className="my-4 space-y-4">
              <NoticeDesk />
              <AppealsDesk />
              <HeldWaves />
            </div>
            <QueuePage isAdmin={user.role === 'admin'} selfId={user.id} />
          </section>
        ) : (
          <NotFound />
        )
      }
    </RequireUser>
  );
}
