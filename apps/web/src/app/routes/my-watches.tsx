import {
  countOfTotal,
  isCountryCode,
  LIST_STATE_MESSAGES,
  SEARCH_MESSAGES,
  WATCH_MESSAGES,
} from '@forewarn/domain';
import { Flag } from '../../components/flag';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { useSnackbar } from '../../components/snackbar';
import { CaseCard } from '../../features/cases/components/case-card';
import { useMyWatches, useRemoveWatch, useSetFollow } from '../../features/watches/api/watches';
import { formatDateTime } from '../../lib/dates';
import { RequireUser } from '../../lib/require-user';

// My Watches (issue 23): the numbers a member watches, with their last alert and Remove, and
// the cases they follow, with Unfollow.

export function Screen() {
  return (
    <RequireUser>
      <MyWatches />
    </RequireUser>
  );
}

// The zone named, as everywhere a moment is shown (issue 38).
const when = (iso: string) => formatDateTime(iso);

const buttonClass =
  'rounded border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-50 disabled:opacity-60';

function MyWatches() {
  const data = useMyWatches();
  const remove = useRemoveWatch();
  const { show, snackbar } = useSnackbar();

  return (
    <section className="flex flex-col gap-6">
      <PageTitle>{WATCH_MESSAGES.myWatches}</PageTitle>
      <p className="text-slate-700">{WATCH_MESSAGES.myWatchesIntro}</p>
      <QueryView
        query={data}
        loading={WATCH_MESSAGES.loadingWatches}
        unavailable={LIST_STATE_MESSAGES.watchesUnavailable}
        isEmpty={() => false}
        empty={null}
      >
        {(mine) => (
          <>
            <section aria-labelledby="watches-heading" className="flex flex-col gap-3">
              <h2 id="watches-heading" className="text-xl font-semibold">
                {WATCH_MESSAGES.watchesHeading} ({countOfTotal(mine.watches.length, mine.limit)})
              </h2>
              {mine.watches.length === 0 ? (
                <p className="rounded-lg border border-slate-200 bg-white p-4">
                  {WATCH_MESSAGES.noWatches}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {mine.watches.map((watch) => (
                    <li
                      key={watch.id}
                      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-medium wrap-anywhere">{watch.typed}</p>
                        <p className="text-sm text-slate-600">
                          {isCountryCode(watch.country) ? (
                            <>
                              <Flag country={watch.country} decorative />{' '}
                              {SEARCH_MESSAGES.countryName(watch.country)}
                            </>
                          ) : (
                            watch.country
                          )}
                          {watch.normalized !== watch.typed && ` · ${watch.normalized}`}
                          {' · '}
                          {watch.lastAlertAt
                            ? `${WATCH_MESSAGES.lastAlert}: ${when(watch.lastAlertAt)}`
                            : WATCH_MESSAGES.neverAlerted}
                        </p>
                      </div>
                      <button
                        type="button"
                        className={buttonClass}
                        disabled={remove.isPending}
                        aria-label={`${WATCH_MESSAGES.remove} ${watch.typed}`}
                        onClick={() =>
                          remove.mutate(watch.id, {
                            onSuccess: (answer) => show(answer.message, 'success'),
                            onError: (error) => show(error.message, 'error'),
                          })
                        }
                      >
                        {WATCH_MESSAGES.remove}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="follows-heading" className="flex flex-col gap-3">
              <h2 id="follows-heading" className="text-xl font-semibold">
                {WATCH_MESSAGES.followsHeading}
              </h2>
              {mine.follows.length === 0 ? (
                <p className="rounded-lg border border-slate-200 bg-white p-4">
                  {WATCH_MESSAGES.noFollows}
                </p>
              ) : (
                <ul className="flex flex-col gap-4">
                  {mine.follows.map((follow) => (
                    <li key={follow.case.id}>
                      <CaseCard
                        summary={follow.case}
                        actions={<UnfollowButton caseId={follow.case.id} notify={show} />}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
      {snackbar}
    </section>
  );
}

function UnfollowButton({
  caseId,
  notify,
}: {
  caseId: string;
  notify: (message: string, tone: 'success' | 'error') => void;
}) {
  const change = useSetFollow(caseId);
  return (
    <button
      type="button"
      className={buttonClass}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(false, {
          onSuccess: (answer) => notify(answer.message, 'success'),
          onError: (error) => notify(error.message, 'error'),
        })
      }
    >
      {WATCH_MESSAGES.unfollow}
    </button>
  );
}
