// An EventSource that comes back. The browser reconnects a dropped stream by itself, but not
// one whose reconnection was answered with an error status: a 503 while the database restarts
// or fails over (issue 39) would leave the chat or the red dot dead until a reload. This opens
// a new one after a pause (1 s, doubling, at most 30 s) for as long as it is wanted.

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

/**
 * Opens `url()` (asked again at each reopening, so it can resume after the last event seen)
 * and hands each EventSource to `setup` to add its listeners. Returns the close function.
 */
export function openLastingEventSource(
  url: () => string,
  setup: (source: EventSource) => void,
  onClosedForNow?: () => void,
): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause = FIRST_PAUSE_MS;
  let wanted = true;

  const open = () => {
    const current = new EventSource(url());
    source = current;
    current.addEventListener('open', () => {
      pause = FIRST_PAUSE_MS;
    });
    current.addEventListener('error', () => {
      if (!wanted || current.readyState !== EventSource.CLOSED) return;
      onClosedForNow?.();
      timer = setTimeout(open, pause);
      pause = Math.min(LONGEST_PAUSE_MS, pause * 2);
    });
    setup(current);
  };
  open();

  return () => {
    wanted = false;
    clearTimeout(timer);
    source?.close();
  };
}
