import {
  countOf,
  LIMITS,
  LIST_STATE_MESSAGES,
  MODERATION_UI,
  PAGES_UI,
  QUEUE_KIND_LABELS,
  QUEUE_KINDS,
  QUEUE_STATES,
  type QueueKind,
  type QueueState,
  queueStateLabel,
} from '@forewarn/domain';
import { Link, useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { useQueue } from '../api/get-queue';
import { CrowdPanel } from './crowd-panel';
import { Pager, pageFromAddress } from './pager';
import { QueueItemCard } from './queue-item-card';
import { input } from './styles';
import { UserTools } from './user-tools';

const isKind = (v: string | null): v is QueueKind => QUEUE_KINDS.includes(v as QueueKind);
const isState = (v: string | null): v is QueueState => QUEUE_STATES.includes(v as QueueState);

/**
 * The moderation queue: everything that needs a human, newest first, filterable by kind and
 * state (open by default), 20 to a page. The filter lives in the address, so it survives a
 * reload and can be shared between moderators.
 */
export function QueuePage({ isAdmin, selfId }: { isAdmin: boolean; selfId: string }) {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const stateParam = params.get('state');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const state = stateParam === 'all' ? undefined : isState(stateParam) ? stateParam : 'open';
  const page = pageFromAddress(params.get('page'));
  const queue = useQueue({ kind, state, page });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (queue.data?.pageSize ?? LIMITS.moderationPageSize)));

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="queue-h">
        {/* At 390 px the filters wrapped raggedly (issue 45): on a phone the heading, then the
            two filters side by side at equal widths, labels above; one row from 640 px. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <h2 id="queue-h" className="text-lg font-semibold">
            {MODERATION_UI.queue}
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
            <label className="flex min-w-0 flex-col gap-1 text-sm">
              {MODERATION_UI.kind}
              <select
                className={`${input} w-full min-w-0`}
                value={kind ?? ''}
                onChange={(e) => update({ kind: e.target.value || undefined, page: undefined })}
              >
                <option value="">{MODERATION_UI.everything}</option>
                {QUEUE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {QUEUE_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex min-w-0 flex-col gap-1 text-sm">
              {MODERATION_UI.state}
              <select
                className={`${input} w-full min-w-0`}
                value={state ?? 'all'}
                onChange={(e) => update({ state: e.target.value, page: undefined })}
              >
                {QUEUE_STATES.map((s) => (
                  <option key={s} value={s}>
                    {queueStateLabel(s)}
                  </option>
                ))}
                <option value="all">{MODERATION_UI.allStates}</option>
              </select>
            </label>
          </div>
          {isAdmin && (
            <Link
              to={paths.moderationAudit.href()}
              className="text-sm text-blue-800 underline sm:ml-auto"
            >
              {PAGES_UI.auditLog}
            </Link>
          )}
        </div>
        <QueryView
          query={queue}
          loading={LIST_STATE_MESSAGES.loadingQueue}
          unavailable={LIST_STATE_MESSAGES.queueUnavailable}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="mt-3 text-slate-700">{MODERATION_UI.nothingHere}</p>}
        >
          {(data) => (
            <>
              <p className="mt-2 text-sm text-slate-600">{countOf(total, 'item')}</p>
              <ul className="mt-2 space-y-3">
                {data.items.map((item) => (
                  <QueueItemCard key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </ul>
              <Pager
                label={MODERATION_UI.queuePages}
                page={page}
                pages={pages}
                onPage={(next) => update({ page: String(next) })}
              />
            </>
          )}
        </QueryView>
      </section>
      <div className="flex min-w-0 flex-col gap-6">
        <CrowdPanel />
        <UserTools isAdmin={isAdmin} selfId={selfId} />
      </div>
    </div>
  );
}
