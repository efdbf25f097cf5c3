import { PAGES_UI } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { AuditLog } from '../../features/moderation/components/audit-log';
import { RequireUser } from '../../lib/require-user';
import { isModerator } from '../../lib/session';
import { Screen as NotFound } from './not-found';

/** /moderation/audit: the audit log, for admins; anyone else sees "Page not found". */
export function Screen() {
  return (
    <RequireUser>
      {(user) =>
        isModerator(user) && user.role === 'admin' ? (
          <section>
            <PageTitle>{PAGES_UI.auditLog}</PageTitle>
            <AuditLog />
          </section>
        ) : (
          <NotFound />
        )
      }
    </RequireUser>
  );
}
