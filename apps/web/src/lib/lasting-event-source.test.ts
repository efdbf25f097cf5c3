import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLastingEventSource } from './lasting-event-source';

// A stream whose reconnection the server refused (a 503 while the database fails over) is
// opened again by the app, after the last event it delivered; the browser would leave it dead.
// The browser's EventSource is stood in for by one whose connection the test decides.

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered 503: the browser gives up on this one. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

describe('openLastingEventSource', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens a refused stream again, after its last event, with growing pauses', () => {
    let after = 'start';
    const setUp: EventTarget[] = [];
    const close = openLastingEventSource(
      () => `/api/threads/t/events?after=${after}`,
      (source) => setUp.push(source),
    );
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/threads/t/events?after=start']);
    after = 'm1';
    FakeEventSource.opened[0]?.refuse();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened.map((s) => s.url).at(-1)).toBe('/api/threads/t/events?after=m1');
    expect(setUp).toHaveLength(2);
    FakeEventSource.opened[1]?.refuse();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    close();
    expect(FakeEventSource.opened[2]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves a stream the browser is reconnecting by itself alone, and stops when closed', () => {
    const close = openLastingEventSource(
      () => '/api/threads/events',
      () => undefined,
    );
    const first = FakeEventSource.opened[0];
    // A dropped connection the browser retries: readyState CONNECTING, not CLOSED.
    first?.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    close();
    first?.refuse();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
