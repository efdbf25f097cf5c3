import { APP_MESSAGES } from '@forewarn/domain';

/** The installable app's status lines (app-status.tsx): offline, and a new version to load. */
export function AppStatusLines({ offline, newVersion }: { offline: boolean; newVersion: boolean }) {
  return (
    <>
      {offline && (
        <div className="bg-slate-800 px-4 py-2 text-center text-sm text-white">
          <strong>{APP_MESSAGES.offline}</strong>. {APP_MESSAGES.offlineDetail}
        </div>
      )}
      {newVersion && (
        <div className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-slate-900">
          <span>{APP_MESSAGES.updateAvailable}</span>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
          >
            {APP_MESSAGES.reload}
          </button>
        </div>
      )}
    </>
  );
}
