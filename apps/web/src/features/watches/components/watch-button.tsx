import { ACCOUNTS_UI, type CountryCode, WATCH_MESSAGES, watchKindOf } from '@forewarn/domain';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useAddWatch } from '../api/watches';

/**
 * 'Watch this number' beside a search, whether it found cases or not (issue 23). The answer
 * is the same either way: adding a watch never says whether cases exist. Signed out, it asks
 * the visitor to log in and brings them back to the search. Offered only for what can be
 * watched, and worded by its kind: number, email or business number (issue 38).
 */
export function WatchButton({ country, query }: { country: CountryCode; query: string }) {
  const session = useSession();
  const location = useLocation();
  const add = useAddWatch();
  const kind = watchKindOf(query, country);
  // A session that failed to load is unknown, not signed out: no log-in prompt to a member.
  if (session.data === undefined || kind === null) return null;
  const user = session.data?.user ?? null;
  if (!user) {
    return (
      <p className="text-center text-sm text-slate-700">
        <Link
          className="font-medium text-brand underline"
          to={paths.login.href(`${location.pathname}${location.search}`)}
        >
          {ACCOUNTS_UI.logIn}
        </Link>{' '}
        {WATCH_MESSAGES.logInToWatchKind[kind]}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <button
        type="button"
        className="min-h-11 rounded-md border border-brand px-4 py-1.5 font-semibold text-brand hover:bg-brand/5 disabled:opacity-60"
        disabled={add.isPending || add.isSuccess}
        onClick={() => add.mutate({ country, value: query })}
      >
        {add.isSuccess ? WATCH_MESSAGES.watching : WATCH_MESSAGES.watchThis[kind]}
      </button>
      {add.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          {WATCH_MESSAGES.watchAdded}{' '}
          <Link className="underline" to={paths.myWatches.href()}>
            {WATCH_MESSAGES.myWatches}
          </Link>
        </p>
      )}
      {add.isError && (
        <p role="alert" className="text-sm text-red-800">
          {add.error.message}
        </p>
      )}
    </div>
  );
}
