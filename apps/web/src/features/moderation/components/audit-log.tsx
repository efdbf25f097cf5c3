import { LIMITS, LIST_STATE_MESSAGES, MODERATION_UI } from '@forewarn/domain';
import { Link, useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useAudit } from '../api/get-audit';
import { actionLabel, actorLabel } from './action-labels';
import { Pager, pageFromAddress } from './pager';
import { input, secondary } from './styles';

/** The audit log for admins: who did what, to which item, when and why; newest first. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? undefined;
  const targetType = params.get('targetType') ?? undefined;
  const targetId = params.get('targetId') ?? undefined;
  const page = pageFromAddress(params.get('page'));
  const audit = useAudit({
    ...(actor ? { actor } : {}),
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
    page,
  });
  const filtered = Boolean(actor || targetType || targetId);
  const pages = Math.max(
    1,
    Math.ceil((audit.data?.total ?? 0) / (audit.data?.pageSize ?? LIMITS.moderationPageSize)),
  );
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  return (
    <section className="mt-4" aria-label={MODERATION_UI.auditEntries}>
      <form
        className="flex flex-wrap items-end gap-2 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const id = String(data.get('targetId') ?? '').trim();
          const next = new URLSearchParams(params);
          next.delete('page');
          if (id) next.set('targetId', id);
          else next.delete('targetId');
          setParams(next);
        }}
      >
        <label>
          {MODERATION_UI.itemId}{' '}
          <input name="targetId" className={input} defaultValue={targetId} key={targetId} />
        </label>
        <button type="submit" className={secondary}>
          {MODERATION_UI.filter}
        </button>
        {filtered && (
          <Link to={paths.moderationAudit.href()} className="text-blue-800 underline">
            {MODERATION_UI.showEverything}
          </Link>
        )}
        <Link to={paths.moderation.href()} className="ml-auto text-blue-800 underline">
          {MODERATION_UI.backToQueue}
        </Link>
      </form>
      <QueryView
        query={audit}
        loading={LIST_STATE_MESSAGES.loadingAuditLog}
        unavailable={LIST_STATE_MESSAGES.auditLogUnavailable}
        isEmpty={(data) => data.entries.length === 0}
        empty={<p className="mt-3 text-slate-700">{MODERATION_UI.noEntries}</p>}
      >
        {(data) => (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th className="p-2">{MODERATION_UI.columnWhen}</th>
                  <th className="p-2">{MODERATION_UI.columnWho}</th>
                  <th className="p-2">{MODERATION_UI.columnWhat}</th>
                  <th className="p-2">{MODERATION_UI.columnItem}</th>
                  <th className="p-2">{MODERATION_UI.columnWhy}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr
                    key={entry.id}
                    className="border-b border-slate-200 align-top"
                    data-testid="audit-entry"
                  >
                    <td className="p-2 whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="p-2">
                      {entry.actorId ? (
                        <Link
                          className="text-blue-800 underline"
                          to={paths.moderationAudit.href({ actor: entry.actorId })}
                        >
                          {entry.actorName}
                        </Link>
                      ) : (
                        actorLabel(entry.actorName)
                      )}
                    </td>
                    <td className="p-2">
                      {actionLabel(entry.action)}
                      {typeof entry.details.to === 'string' && ` → ${entry.details.to}`}
                      {typeof entry.details.trade === 'string' && ` (${entry.details.trade})`}
                    </td>
                    <td className="p-2 wrap-anywhere">
                      <Link
                        className="text-blue-800 underline"
                        to={paths.moderationAudit.href({
                          targetType: entry.targetType,
                          targetId: entry.targetId,
                        })}
                      >
                        {entry.targetType} {entry.targetId}
                      </Link>
                      {entry.targetType === 'case' && (
                        <>
                          {' · '}
                          <Link
                            className="text-blue-800 underline"
                            to={paths.caseDetail.href(entry.targetId)}
                          >
                            {MODERATION_UI.open}
                          </Link>
                        </>
                      )}
                    </td>
                    <td className="p-2 whitespace-pre-wrap wrap-anywhere">{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager label={MODERATION_UI.auditPages} page={page} pages={pages} onPage={goTo} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
