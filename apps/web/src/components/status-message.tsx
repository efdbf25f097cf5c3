import { LIMITS } from '@forewarn/domain';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// A component's success and failure messages go to its host (the case page's snackbar) when
// the host gives an `onMessage`; otherwise they show inline, announced to screen readers.

export type MessageKind = 'success' | 'error';
export type OnMessage = (text: string, kind: MessageKind) => void;

type Shown = { text: string; kind: MessageKind; key: number };

/** `notify` sends a message; `inline` is the element to render where it should appear. */
export function useMessageSink(onMessage?: OnMessage): { notify: OnMessage; inline: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  // notify stays the same function even when the host passes a new onMessage each render.
  const host = useRef(onMessage);
  host.current = onMessage;

  const notify = useCallback<OnMessage>((text, kind) => {
    if (host.current) host.current(text, kind);
    else setShown({ text, kind, key: Date.now() });
  }, []);

  useEffect(() => {
    // Successes fade like a snackbar; failures stay until the next message.
    if (!shown || shown.kind === 'error') return;
    const timer = setTimeout(() => setShown(null), LIMITS.snackbarMs);
    return () => clearTimeout(timer);
  }, [shown]);

  const inline = onMessage ? null : <StatusMessage message={shown} />;
  return { notify, inline };
}

/** The live region is always in the page, so a message placed in it is announced. */
export function StatusMessage({
  message,
}: {
  message: { text: string; kind: MessageKind; key?: number } | null;
}) {
  return (
    <div aria-live="polite" role="status" className="empty:hidden">
      {message && (
        <p
          key={message.key}
          className={`rounded px-3 py-2 text-sm font-medium ${
            message.kind === 'success' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'
          }`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
