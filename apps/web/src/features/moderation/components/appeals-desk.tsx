import { LIST_STATE_MESSAGES, NOTICE_MESSAGES as M } from '@forewarn/domain';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { useDecideAppeal, useOpenAppeals } from '../../notices/api/notices';
import { input, secondary } from './styles';

// Appeals (issue 48, DSA Art. 20): each decided by a moderator other than the one who made the
// decision appealed (the server refuses the first).

export function AppealsDesk() {
  const appeals = useOpenAppeals();
  const decide = useDecideAppeal();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  // The section is always there: an appeals list that failed to load is said so, never taken
  // for no appeals (issue 45).
  return (
    <section
      aria-labelledby="appeals-title"
      className="space-y-3 rounded border border-slate-200 p-3"
    >
      <h2 id="appeals-title" className="text-lg font-semibold">
        {M.appealsTitle}
      </h2>
      <QueryView
        query={appeals}
        loading={LIST_STATE_MESSAGES.loadingAppeals}
        unavailable={LIST_STATE_MESSAGES.appealsUnavailable}
        isEmpty={(data) => data.appeals.length === 0}
        empty={<p>{M.noAppeals}</p>}
      >
        {(data) =>
          data.appeals.map((a) => {
            const id = a.appeal?.id ?? '';
            return (
              <article key={a.id} className="space-y-2 border-t border-slate-100 pt-2">
                <p className="font-semibold">
                  {a.reference}: {M.restrictionLabels[a.restriction]}
                </p>
                <p>{a.facts}</p>
                <p className="whitespace-pre-wrap">{a.appeal?.text}</p>
                <textarea
                  aria-label={M.deskReasonLabel}
                  className={`${input} w-full`}
                  value={reasons[id] ?? ''}
                  onChange={(e) => setReasons((r) => ({ ...r, [id]: e.target.value }))}
                />
                <div className="flex gap-2">
                  {(['upheld', 'reversed'] as const).map((outcome) => (
                    <button
                      key={outcome}
                      type="button"
                      className={`${secondary} min-h-11`}
                      onClick={() =>
                        decide.mutate({ id, body: { outcome, reason: reasons[id] ?? '' } })
                      }
                    >
                      {outcome === 'upheld' ? M.uphold : M.reverse}
                    </button>
                  ))}
                </div>
              </article>
            );
          })
        }
      </QueryView>
      {decide.error && <p role="alert">{decide.error.message}</p>}
    </section>
  );
}
