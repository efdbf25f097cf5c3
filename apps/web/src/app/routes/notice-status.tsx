import { LAYOUT_UI, NOTICE_MESSAGES as M, PAGES_UI, type Regime } from '@forewarn/domain';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { type NoticeStatus, useNoticeStatus } from '../../features/notices/api/notices';
import { formatDateTime } from '../../lib/dates';

/** The notifier's status page, by the link in their acknowledgement (issue 48). */
export function Screen() {
  const { token = '' } = useParams();
  const status = useNoticeStatus(token);
  return (
    <QueryView query={status} loading={LAYOUT_UI.loading} unavailable={M.statusUnavailable}>
      {(n) => <Status n={n} />}
    </QueryView>
  );
}

function Status({ n }: { n: NoticeStatus }) {
  return (
    <section className="max-w-2xl space-y-3">
      <PageTitle>{M.statusTitle(n.reference)}</PageTitle>
      <p className="text-slate-600">{M.statusIntro}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{M.regimeLabel}</dt>
        <dd>{M.regimeLabels[n.regime as Regime]}</dd>
        <dt className="font-medium">{M.statusLabels.received}</dt>
        <dd>{formatDateTime(n.receivedAt)}</dd>
        <dt className="font-medium">{PAGES_UI.status}</dt>
        <dd>{M.statusLabels[n.status] ?? n.status}</dd>
        {n.dueAt && (
          <>
            <dt className="font-medium">{M.dueLabel}</dt>
            <dd>{formatDateTime(n.dueAt)}</dd>
          </>
        )}
        {n.decision && (
          <>
            <dt className="font-medium">{M.outcomeLabel}</dt>
            <dd>
              {M.decisionLabels[n.decision]}: {n.decisionReason}
            </dd>
          </>
        )}
      </dl>
      {n.fromNamedParty && <p>{M.fromNamedPerson}</p>}
    </section>
  );
}
