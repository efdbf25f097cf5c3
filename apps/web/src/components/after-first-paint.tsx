import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children once the browser is idle after this component has mounted: after the
 * content around it has painted. The case page puts its secondary parts here (issue #15): their
 * chunks then load after the main image, its largest paint, instead of competing with it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout does the same job there.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setReady(true), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
