import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import { findMessage, type MessageRow } from './message-repository.js';
import { CHAT_CHANNEL, type ChatNotice } from './repository.js';

// Live chat fan-out (DESIGN.md §2): a message's transaction NOTIFYs CHAT_CHANNEL on commit;
// every server process holds ONE dedicated connection that LISTENs to it, reads each new
// message once, and hands it to the event streams open in that process. So two people
// connected to two processes on one database see each other live. Nothing is kept that a
// restart would lose: a stream that reconnects catches up from the database (Last-Event-ID).

/** Pauses between attempts to LISTEN again: 250 ms, doubling, at most 5 s. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** How long streams are kept open waiting for the LISTEN connection to come back. */
const RECONNECT_PATIENCE_MS = 30_000;

export type ThreadListener = (message: MessageRow) => void;
export type MemberListener = () => void;
/** A new message in one of the member's threads, for their own event stream (issue 38). */
export type MemberMessageListener = (threadId: string, message: MessageRow) => void;

/**
 * One per app: opens its LISTEN connection on the first subscriber. If that connection fails
 * (the database restarted or failed over: issue 39), it is opened again in the background with
 * growing pauses; once it LISTENs again, the streams that were open when it failed are ended,
 * so browsers reconnect (with Last-Event-ID) to a database that answers and catch up on what
 * was sent meanwhile, rather than silently miss a message or reconnect into the outage. If it
 * cannot be opened again within RECONNECT_PATIENCE_MS, those streams are ended anyway.
 */
export class ChatHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly threads = new Map<string, Set<ThreadListener>>();
  private readonly members = new Map<string, Set<MemberListener>>();
  private readonly memberMessages = new Map<string, Set<MemberMessageListener>>();
  private readonly enders = new Set<() => void>();
  /** Notices are handled one after another, in the order PostgreSQL delivered them. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once this process is LISTENing: from then on no message is missed. */
  async ready(): Promise<void> {
    if (this.closed) throw new Error('chat hub closed');
    if (this.client) return;
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    await this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      if (!this.closed) this.log.warn({ err: error }, 'live chat: LISTEN connection lost');
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (!this.closed) this.listenAgain([...this.enders], Date.now(), 0);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (notification) => {
      if (notification.channel !== CHAT_CHANNEL || !notification.payload) return;
      this.queue = this.queue.then(() => this.handle(notification.payload as string));
    });
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    if (this.closed) {
      await client.end();
      throw new Error('chat hub closed');
    }
    this.client = client;
  }

  /** Opens the LISTEN connection again; then ends the streams that were open without it. */
  private listenAgain(stale: (() => void)[], since: number, attempt: number): void {
    clearTimeout(this.reconnectTimer);
    const pause = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    this.reconnectTimer = setTimeout(() => {
      if (this.closed) return;
      this.ready().then(
        () => {
          this.log.info('live chat: LISTENing again');
          for (const end of stale) end();
        },
        () => {
          if (stale.length > 0 && Date.now() - since > RECONNECT_PATIENCE_MS) {
            for (const end of stale.splice(0)) end();
          }
          this.listenAgain(stale, since, attempt + 1);
        },
      );
    }, pause);
    this.reconnectTimer.unref();
  }

  private async handle(payload: string): Promise<void> {
    let notice: ChatNotice;
    try {
      notice = JSON.parse(payload) as ChatNotice;
    } catch {
      return;
    }
    if (notice.kind === 'notification') {
      for (const member of notice.members) {
        for (const listener of [...(this.members.get(member) ?? [])]) listener();
      }
      return;
    }
    if (notice.kind !== 'message') return;
    try {
      const threadListeners = [...(this.threads.get(notice.threadId) ?? [])];
      const memberListeners = notice.members.flatMap((member) => [
        ...(this.memberMessages.get(member) ?? []),
      ]);
      // Read once, and only when a stream in this process will carry it.
      if (threadListeners.length > 0 || memberListeners.length > 0) {
        const message = await findMessage(this.db, notice.messageId);
        if (message) {
          for (const listener of threadListeners) listener(message);
          for (const listener of memberListeners) listener(notice.threadId, message);
        }
      }
      for (const member of notice.members) {
        for (const listener of [...(this.members.get(member) ?? [])]) listener();
      }
    } catch (error) {
      this.log.error({ err: error }, 'live chat: a notice could not be delivered');
      // A stream that missed a message must catch up: end them all, they reconnect.
      this.endAll();
    }
  }

  /** Calls `listener` with each new message of the thread; returns the unsubscribe. */
  onThread(threadId: string, listener: ThreadListener): () => void {
    return add(this.threads, threadId, listener);
  }

  /** Calls `listener` whenever a message arrives in any thread of the user, or a notification. */
  onMember(userId: string, listener: MemberListener): () => void {
    return add(this.members, userId, listener);
  }

  /**
   * Calls `listener` with each new message in any thread of the user: the member's one stream
   * per tab carries the open chat's messages too (issue 38). Returns the unsubscribe.
   */
  onMemberMessage(userId: string, listener: MemberMessageListener): () => void {
    return add(this.memberMessages, userId, listener);
  }

  /** Registers how to end a stream, for a lost connection or shutdown. */
  onEnd(end: () => void): () => void {
    this.enders.add(end);
    return () => this.enders.delete(end);
  }

  private endAll(): void {
    for (const end of [...this.enders]) end();
  }

  /** Ends every stream and the LISTEN connection (app shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.endAll();
    const client = this.client;
    this.client = null;
    await this.connecting?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }
}

function add<T>(map: Map<string, Set<T>>, key: string, value: T): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
  return () => {
    set.delete(value);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}
