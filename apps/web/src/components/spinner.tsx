import { LAYOUT_UI } from '@forewarn/domain';

/**
 * A status with a ring that turns, or stands still for a visitor who asks for less motion
 * (motion-safe: prefers-reduced-motion, WCAG 2.3.3); the label says what is happening either way.
 */
export function Spinner({ label = LAYOUT_UI.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 p-6">
      <span
        aria-hidden="true"
        className="h-6 w-6 motion-safe:animate-spin rounded-full border-4 border-slate-300 border-t-brand"
      />
      <span className="text-slate-600">{label}</span>
    </div>
  );
}
