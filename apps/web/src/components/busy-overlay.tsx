import { PAGES_UI, uploadingPercent } from '@forewarn/domain';
/**
 * A full-screen overlay with a spinner while the page is busy (loading, submitting, saving),
 * with upload progress when there is some. The ring stands still for a visitor who asks for less
 * motion (spinner.tsx).
 */
export function BusyOverlay({ label, progress }: { label: string; progress?: number | null }) {
  const percent = progress == null ? null : Math.round(progress * 100);
  return (
    <div
      className="fixed inset-0 z-40 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
      role="alertdialog"
      aria-modal="true"
      aria-label={label}
      aria-busy="true"
    >
      <div className="flex min-w-56 flex-col items-center gap-3 rounded-lg bg-white px-6 py-5 text-base shadow-lg">
        <span
          aria-hidden="true"
          className="h-8 w-8 motion-safe:animate-spin rounded-full border-4 border-slate-300 border-t-brand"
        />
        <span className="font-medium text-slate-800">{label}</span>
        {percent !== null && (
          <div className="w-full">
            <progress
              className="h-2 w-full accent-brand"
              max={100}
              value={percent}
              aria-label={PAGES_UI.uploadProgress}
            />
            <p className="text-center text-sm text-slate-600">{uploadingPercent(percent)}</p>
          </div>
        )}
      </div>
    </div>
  );
}
