// The member's one event stream per tab (GET /api/threads/events; docs/decisions/0038): the red
// dot, the bell's count and, since issue 38, the messages of their chats. Everything that wants
// live events subscribes here instead of opening an EventSource of its own: three chat tabs
// were six streams against a cap of five per account, each new one closing the oldest. It is
// a lasting one (lasting-event-source.ts): opened again when a reconnection is refused (a 503
// while the database fails over, issue 39).

import { openLastingEventSource } from './lasting-event-source';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';
type Handler = (data: unknown) => void;

const URL = '/api/threads/events';
let source: EventSource | null = null;
let closeSource: (() => void) | null = null;
let users = 0;
let state: StreamState = 'closed';
const handlers = new Map<string, Set<Handler>>();
const attached = new Set<string>();
const stateListeners = new Set<(state: StreamState) => void>();

function setState(next: StreamState) {
  state = next;
  for (const listener of [...stateListeners]) listener(next);
}

function attach(name: string) {
  if (!source || attached.has(name)) return;
  attached.add(name);
  source.addEventListener(name, (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch (error) {
      console.warn(`Event '${name}' not understood`, error);
      return;
    }
    for (const handler of [...(handlers.get(name) ?? [])]) handler(data);
  });
}

/**
 * Holds the stream open while anything needs it: the first holder opens it, the last one to
 * let go closes it. Returns the let-go.
 */
export function holdMemberStream(): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  users++;
  if (!closeSource) {
    setState('connecting');
    closeSource = openLastingEventSource(
      () => URL,
      (opened) => {
        // A new EventSource each time it is opened again: every event name listened to again.
        source = opened;
        attached.clear();
        opened.onopen = () => setState('live');
        // Dropped or refused, it comes back: the browser reconnects, or it is opened again.
        opened.onerror = () => setState('reconnecting');
        for (const name of handlers.keys()) attach(name);
      },
      () => setState('reconnecting'),
    );
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    users--;
    if (users === 0 && closeSource) {
      closeSource();
      closeSource = null;
      source = null;
      setState('closed');
    }
  };
}

/** Calls `handler` with each `name` event's parsed data; returns the unsubscribe. */
export function onMemberEvent(name: string, handler: Handler): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler);
  attach(name);
  return () => {
    set.delete(handler);
  };
}

export function memberStreamState(): StreamState {
  return state;
}

/** Calls `listener` whenever the stream opens, drops or closes; returns the unsubscribe. */
export function onMemberStreamState(listener: (state: StreamState) => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}
