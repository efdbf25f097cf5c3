import { PUSH_MESSAGES } from '@forewarn/domain';
import { useState } from 'react';
import { usePushDevice } from '../hooks/use-push-device';

const DISMISSED_KEY = 'pushPromptDismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Private mode: the card comes back next time, which is all that is lost.
  }
}

/**
 * My Messages: a card offering notifications on this device, until the member turns them on or
 * says 'Not now'. The browser's permission prompt comes only from the button, never on load.
 * Turning on that fails keeps the card, with why (blocked, not allowed, refused, offline), so
 * the member can try again or go to the browser's settings; only success or 'Not now' put it
 * away for good.
 */
export function PushPromptCard() {
  const push = usePushDevice();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const [tried, setTried] = useState(false);
  // Blocked after a try here: the card stays to say so (the error below).
  const offered = push.state === 'off' || (tried && push.state === 'blocked');
  if (dismissed || !offered) return null;
  const notNow = () => {
    rememberDismissed();
    setDismissed(true);
  };
  const turnOn = async () => {
    setTried(true);
    if (await push.turnOn()) rememberDismissed();
  };
  return (
    <section
      aria-labelledby="push-prompt-heading"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="push-prompt-heading" className="font-medium">
        {PUSH_MESSAGES.promptTitle}
      </h2>
      <p className="text-sm text-slate-600">{PUSH_MESSAGES.explain}</p>
      <div className="flex flex-wrap gap-2">
        {/* After two failures the same retry is not offered again (issue 45). */}
        {push.state === 'off' && !push.gaveUp && (
          <button
            type="button"
            className="min-h-11 rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark disabled:opacity-60"
            disabled={push.busy}
            onClick={() => void turnOn()}
          >
            {PUSH_MESSAGES.turnOn}
          </button>
        )}
        <button
          type="button"
          className="min-h-11 rounded border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          onClick={notNow}
        >
          {PUSH_MESSAGES.promptNotNow}
        </button>
      </div>
      {push.error && (
        <p role="alert" className="text-sm text-red-800">
          {push.error}
        </p>
      )}
    </section>
  );
}
