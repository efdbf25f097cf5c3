// Whether the server could be reached, as the app's own requests found it. `navigator.onLine`
// alone is not enough: it stays true on a network with no way out (a captive Wi-Fi, a phone
// between towers), and Chromium 150 leaves it true on a page loaded while offline. A request
// that never reached the server says the app is offline; any answer says it is not.

let reachable = true;
const listeners = new Set<() => void>();

/** Called by the API client: `false` when a request could not reach the server. */
export function reportReachable(now: boolean): void {
  if (now === reachable) return;
  reachable = now;
  for (const listener of listeners) listener();
}

export function subscribeReachable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isReachable(): boolean {
  return reachable;
}
