import {
  crowdLastWindow,
  heldNewAccounts,
  LIST_STATE_MESSAGES,
  MODERATION_UI,
} from '@forewarn/domain';
import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { useCrowd, useReleaseCase } from '../api/crowd';
import { secondary } from './styles';

/**
 * The sign-up ceiling on the moderation page (issue 37): whether accounts and first-day cases
 * run above their normal rate across the site, and the first cases held meanwhile, each
 * released by a moderator once read.
 */
export function CrowdPanel() {
  const crowd = useCrowd();
  const release = useReleaseCase();
  return (
    <section aria-labelledby="crowd-h" className="rounded-md border border-slate-300 p-3">
      <h2 id="crowd-h" className="text-lg font-semibold">
        {MODERATION_UI.signupsAcross}
      </h2>
      <QueryView
        query={crowd}
        loading={MODERATION_UI.loadingSignups}
        unavailable={LIST_STATE_MESSAGES.signupFiguresUnavailable}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => (
          <>
            <p
              className={`mt-1 text-sm ${data.elevated ? 'font-semibold text-amber-900' : 'text-slate-700'}`}
              data-testid="crowd-state"
            >
              {data.elevated ? MODERATION_UI.crowdElevated : MODERATION_UI.crowdNormal}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {crowdLastWindow(
                data.accounts.current,
                data.youngCases.current,
                data.normalPer10Minutes,
                data.normalFrom,
              )}
            </p>
            <h3 className="mt-3 font-semibold">{heldNewAccounts(data.held.length)}</h3>
            {data.held.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700">{MODERATION_UI.none}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {data.held.map((kase) => (
                  <li key={kase.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <Link
                      to={paths.caseDetail.href(kase.id)}
                      className="inline-flex min-h-11 min-w-0 items-center break-words text-blue-800 underline"
                    >
                      {kase.title}
                    </Link>
                    <span className="text-slate-600">{kase.country}</span>
                    <button
                      type="button"
                      className={`ml-auto min-h-11 ${secondary}`}
                      disabled={release.isPending}
                      onClick={() => release.mutate(kase.id)}
                    >
                      {MODERATION_UI.release}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {release.isError && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {release.error.message}
              </p>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
