import { LIST_STATE_MESSAGES } from '@forewarn/domain';
import { useEffect, useState } from 'react';

const secondsUntil = (at: number | null) =>
  at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Whole seconds left until `at` (ms), ticking once a second down to 0. */
export function useCountdown(at: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(at));
  useEffect(() => {
    setLeft(secondsUntil(at));
    if (at === null) return;
    const timer = setInterval(() => {
      const next = secondsUntil(at);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}

/**
 * A list that could not be loaded (issue 45): what is unavailable and that this says nothing
 * about its content, the server's Retry-After counted down, and Try again. The countdown sits
 * outside the alert, so a screen reader hears the message once, not every second.
 */
export function ListUnavailable({
  message,
  retryAt,
  onRetry,
}: {
  message: string;
  retryAt: number | null;
  onRetry: () => void;
}) {
  const left = useCountdown(retryAt);
  return (
    <div
      data-testid="list-unavailable"
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p>
        <span role="alert">{message}</span>
        {left > 0 && <> {LIST_STATE_MESSAGES.tryAgainIn(left)}</>}
      </p>
      <button
        type="button"
        className="min-h-11 rounded-md border border-amber-400 bg-white px-4 py-2 font-semibold hover:bg-amber-100"
        onClick={onRetry}
      >
        {LIST_STATE_MESSAGES.tryAgain}
      </button>
    </div>
  );
}
