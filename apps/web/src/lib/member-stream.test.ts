import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser's EventSource is replaced by a recorder here: what is tested is the sharing (one
// stream per tab whoever asks). The real stream is exercised in e2e/tests/phone-grade.spec.ts.
class RecordingEventSource {
  static CLOSED = 2;
  static opened: RecordingEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    RecordingEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
}

async function freshModule() {
  vi.resetModules();
  RecordingEventSource.opened = [];
  vi.stubGlobal('EventSource', RecordingEventSource);
  return import('./member-stream');
}

describe('the member stream, one per tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens one EventSource however many parts of the page hold it, and closes it after the last', async () => {
    const stream = await freshModule();
    const letGoHeader = stream.holdMemberStream();
    const letGoChat = stream.holdMemberStream();
    expect(RecordingEventSource.opened).toHaveLength(1);
    expect(RecordingEventSource.opened[0]?.url).toBe('/api/threads/events');
    letGoChat();
    letGoChat();
    expect(RecordingEventSource.opened[0]?.closed).toBe(false);
    letGoHeader();
    expect(RecordingEventSource.opened[0]?.closed).toBe(true);
  });

  it('hands each event to the handlers of its name, subscribed before or after opening', async () => {
    const stream = await freshModule();
    const early: unknown[] = [];
    stream.onMemberEvent('message', (data) => early.push(data));
    const letGo = stream.holdMemberStream();
    const late: unknown[] = [];
    const stop = stream.onMemberEvent('message', (data) => late.push(data));
    const unread: unknown[] = [];
    stream.onMemberEvent('unread', (data) => unread.push(data));
    const source = RecordingEventSource.opened[0];
    source?.emit('message', { threadId: 't1' });
    stop();
    source?.emit('message', { threadId: 't2' });
    source?.emit('unread', { hasUnread: true });
    expect(early).toEqual([{ threadId: 't1' }, { threadId: 't2' }]);
    expect(late).toEqual([{ threadId: 't1' }]);
    expect(unread).toEqual([{ hasUnread: true }]);
    letGo();
  });

  it('tells its state: connecting, live, reconnecting', async () => {
    const stream = await freshModule();
    const states: string[] = [];
    stream.onMemberStreamState((state) => states.push(state));
    const letGo = stream.holdMemberStream();
    const source = RecordingEventSource.opened[0];
    source?.onopen?.();
    source?.onerror?.();
    expect(states).toEqual(['connecting', 'live', 'reconnecting']);
    letGo();
  });
});
