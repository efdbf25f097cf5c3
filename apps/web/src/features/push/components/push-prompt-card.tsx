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

/**
 * My Messages: a card offering notifications on this device, until the member turns them on or
 * says 'Not now'. The browser's permission prompt comes only from the button, never on load.
 */
export function PushPromptCard() {
  const push = usePushDevice();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (dismissed || push.state !== 'off') return null;
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Private mode: the card comes back next time, which is all that is lost.
    }
    setDismissed(true);
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
        <button
          type="button"
          className="min-h-11 rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark disabled:opacity-60"
          disabled={push.busy}
          onClick={() => {
            void push.turnOn().then(() => {
              try {
                localStorage.setItem(DISMISSED_KEY, 'true');
              } catch {
                // see notNow
              }
            });
          }}
        >
          {PUSH_MESSAGES.turnOn}
        </button>
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
