import { LIST_STATE_MESSAGES, MODERATION_UI } from '@forewarn/domain';
import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { useCrowd, useReleaseCase } from '../api/crowd';
import { secondary } from './styles';

const NORMAL_FROM = {
  setting: 'set by the operator',
  last_7_days: 'the busiest 1 % of the last 7 days',
  floor: 'the lowest normal',
} as const;

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
        loading="Loading sign-ups"
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
              {data.elevated
                ? 'Above normal: every sign-up does a harder check, and new accounts’ cases wait here.'
                : 'Normal.'}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              In the last 10 minutes: {data.accounts.current} accounts, {data.youngCases.current}{' '}
              cases from accounts under 14 days old. Normal is up to {data.normalPer10Minutes} (
              {NORMAL_FROM[data.normalFrom]}).
            </p>
            <h3 className="mt-3 font-semibold">Held cases of new accounts ({data.held.length})</h3>
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
