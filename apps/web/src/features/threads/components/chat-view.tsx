import {
  type ChatMessage,
  chatCase,
  chatMessageSchema,
  LIMITS,
  MESSAGES,
  partyName,
  THREADS_UI,
  type Thread,
  timesInZone,
} from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TradeBadges } from '../../../components/trade-badges';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatShortTime, viewerTimeZone } from '../../../lib/dates';
import { queryKeys } from '../../../lib/query-keys';
import { useSuspended } from '../../../lib/session';
import { getMessages, useMessages, useThread } from '../api/get-thread';
import { threadKeys } from '../api/keys';
import { useReportUser, useSendMessage } from '../api/thread-actions';
import { useThreadEvents } from '../hooks/use-thread-events';
import { PartyAvatar } from './avatar';
import { ReportUserDialog } from './report-user-dialog';

const buttonClass =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

export type ChatViewProps = {
  threadId: string;
  /** The thread is not the viewer's (or does not exist): the page says so and goes home. */
  onNotFound: () => void;
};

/** The chat (spec §2 Chat): header, messages oldest first, and the send form. */
export function ChatView({ threadId, onNotFound }: ChatViewProps) {
  const thread = useThread(threadId);
  const messages = useMessages(threadId);
  const queryClient = useQueryClient();
  const live = useThreadEvents(threadId, messages.isSuccess);
  const missing = [thread.error, messages.error].some(
    (error) => error instanceof ApiError && error.status === 404,
  );

  useEffect(() => {
    if (missing) onNotFound();
  }, [missing, onNotFound]);

  // Loading the messages marked the thread read: the red dot follows.
  useEffect(() => {
    if (messages.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadThreads() });
    }
  }, [messages.isSuccess, queryClient]);

  if (missing) {
    return (
      <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
        {MESSAGES.chatNoAccess}
      </p>
    );
  }
  if (thread.isPending || messages.isPending) {
    return (
      <div role="status" className="p-6 text-center text-slate-600">
        {THREADS_UI.loadingChat}
      </div>
    );
  }
  if (thread.isError || messages.isError) {
    const error = thread.error ?? messages.error;
    return (
      <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
        <p>{MESSAGES.failedToOpenChat(error?.message ?? '')}</p>
        <button
          type="button"
          className={`${buttonClass} mt-2`}
          onClick={() => {
            void thread.refetch();
            void messages.refetch();
          }}
        >
          {THREADS_UI.tryAgain}
        </button>
      </div>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-label={THREADS_UI.chat}>
      {/* The way back to the list (issue 24): on a phone the nav bar has no My Messages. */}
      <Link
        to={paths.myMessages.href()}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded px-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {THREADS_UI.backToMessages}
      </Link>
      <ChatHeader thread={thread.data} />
      <MessageList
        threadId={threadId}
        messages={messages.data.messages}
        olderCursor={messages.data.olderCursor}
      />
      {live === 'reconnecting' && (
        <p role="status" className="text-sm text-amber-800">
          {THREADS_UI.reconnecting}
        </p>
      )}
      <SendForm thread={thread.data} />
    </section>
  );
}

function ChatHeader({ thread }: { thread: Thread }) {
  const report = useReportUser(thread.id);
  const [reportNote, setReportNote] = useState<{ text: string; error: boolean } | null>(
    thread.reportAvailableAt ? { text: MESSAGES.userReported, error: false } : null,
  );
  const reported = thread.reportAvailableAt !== null;
  const [asking, setAsking] = useState(false);
  const suspended = useSuspended();
  const other = partyName(thread.other);
  return (
    <header className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <Link
        to={paths.caseDetail.href(thread.caseId)}
        className="shrink-0"
        aria-label={chatCase(thread.caseTitle)}
      >
        {thread.caseImageUrl ? (
          <img
            src={thread.caseImageUrl}
            alt=""
            className="h-14 w-14 rounded border border-slate-200 object-cover"
          />
        ) : (
          <span className="flex h-14 w-14 items-center justify-center rounded border border-slate-200 bg-slate-100 text-xs text-slate-700">
            {THREADS_UI.noImage}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <PartyAvatar party={thread.other} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center">
            {/* The one naming rule (partyName): the short tag shown, the whole label its title. */}
            <h1
              className="text-lg leading-tight font-semibold wrap-anywhere"
              data-testid="chat-with"
              title={other.full}
            >
              {other.short}
            </h1>
            <TradeBadges badges={thread.other.badges} />
          </div>
          <Link
            to={paths.caseDetail.href(thread.caseId)}
            className="text-sm text-brand underline wrap-anywhere"
          >
            {thread.caseTitle}
          </Link>
        </div>
      </div>
      <div className="flex w-full flex-col items-end gap-1 sm:w-auto">
        <button
          type="button"
          className={buttonClass}
          disabled={reported || report.isPending || suspended}
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
        >
          {THREADS_UI.reportUser}
        </button>
        <ReportUserDialog
          open={asking}
          busy={report.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) =>
            report.mutate(reason, {
              onSuccess: () => {
                setAsking(false);
                setReportNote({ text: MESSAGES.userReported, error: false });
              },
              onError: (error) => {
                setAsking(false);
                setReportNote(
                  error instanceof ApiError && error.status === 429
                    ? { text: MESSAGES.userReported, error: false }
                    : { text: MESSAGES.failedToReportUser, error: true },
                );
              },
            })
          }
        />
        <p role="status" className="max-w-64 text-right text-xs empty:hidden">
          {reportNote && (
            <span className={reportNote.error ? 'text-red-800' : 'text-slate-700'}>
              {reportNote.text}
            </span>
          )}
        </p>
      </div>
    </header>
  );
}

function MessageList({
  threadId,
  messages,
  olderCursor,
}: {
  threadId: string;
  messages: ChatMessage[];
  olderCursor: string | null;
}) {
  const zone = viewerTimeZone();
  const [older, setOlder] = useState<{ messages: ChatMessage[]; cursor: string | null }>({
    messages: [],
    cursor: olderCursor,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const bottom = useRef<HTMLLIElement>(null);
  const count = messages.length;
  // Scroll to the newest message when one arrives (not when older ones are loaded above).
  useLayoutEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const all = [...older.messages, ...messages];
  const loadOlder = async () => {
    if (!older.cursor) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await getMessages(threadId, older.cursor);
      setOlder((current) => ({
        messages: [...page.messages, ...current.messages],
        cursor: page.olderCursor,
      }));
    } catch (error) {
      setOlderError(MESSAGES.failedToLoadMessages((error as Error).message));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-600">{timesInZone(zone)}</p>
      {older.cursor && (
        <button
          type="button"
          className={`${buttonClass} self-center`}
          onClick={loadOlder}
          disabled={loadingOlder}
        >
          {loadingOlder ? 'Loading…' : 'Show older messages'}
        </button>
      )}
      {olderError && (
        <p role="alert" className="text-sm text-red-800">
          {olderError}
        </p>
      )}
      {/* Reachable by Tab and scrolled with the arrow keys (issue 38: axe
          scrollable-region-focusable). */}
      <ol
        aria-label={THREADS_UI.messages}
        aria-live="polite"
        aria-relevant="additions"
        data-testid="messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus to be scrolled by keyboard.
        tabIndex={0}
        className="flex max-h-[60vh] min-h-40 flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
      >
        {all.length === 0 && (
          <li className="m-auto text-sm text-slate-600">{THREADS_UI.noMessagesYet}</li>
        )}
        {all.map((message) => (
          <li
            key={message.id}
            data-testid="message"
            data-mine={message.mine}
            className={`flex max-w-[85%] flex-col rounded-lg px-3 py-2 shadow-sm ${
              message.mine ? 'self-end bg-brand text-white' : 'self-start bg-white text-slate-900'
            }`}
          >
            <span className="sr-only">
              {message.mine ? THREADS_UI.youSaid : THREADS_UI.theySaid}
            </span>
            <span className="whitespace-pre-wrap wrap-anywhere">{message.text}</span>
            <time
              dateTime={message.createdAt}
              className={`mt-1 self-end text-[0.7rem] ${message.mine ? 'text-white/85' : 'text-slate-600'}`}
            >
              {formatShortTime(message.createdAt ? Date.parse(message.createdAt) : 0)}
            </time>
          </li>
        ))}
        <li ref={bottom} aria-hidden="true" className="h-0" />
      </ol>
    </div>
  );
}

function SendForm({ thread }: { thread: Thread }) {
  const suspended = useSuspended();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(thread.id);
  const queryClient = useQueryClient();
  const inputId = useId();
  const { allowance } = thread;
  const resetsAt = allowance.resetsAt ? formatDateTime(allowance.resetsAt) : '';
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = chatMessageSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.messageRequired);
      return;
    }
    setError(null);
    // The box empties as the message goes, not when the server answers: what the user types
    // meanwhile is theirs and stays. A refused message comes back if the box is still empty.
    const typed = text;
    setText('');
    send.mutate(parsed.data.text, {
      onSuccess: () => input.current?.focus(),
      onError: (failure) => {
        setText((current) => (current === '' ? typed : current));
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429)) {
          setError(failure.message);
        } else if (failure instanceof ApiError && failure.status === 404) {
          void queryClient.invalidateQueries({ queryKey: threadKeys.thread(thread.id) });
        } else {
          setError(MESSAGES.failedToSendMessage);
        }
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <fieldset disabled={suspended} className="contents">
        {allowance.limited ? (
          <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {MESSAGES.chatLimitReached(resetsAt)}
          </p>
        ) : (
          allowance.warning && (
            <p role="status" className="text-sm text-amber-900" data-testid="messages-left">
              {allowance.remaining === 1
                ? 'You can send 1 more message in this chat until '
                : `You can send ${allowance.remaining} more messages in this chat until `}
              {resetsAt}.
            </p>
          )
        )}
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {THREADS_UI.messageLabel}
          </label>
          <input
            id={inputId}
            ref={input}
            type="text"
            value={text}
            maxLength={LIMITS.chatMessageMax}
            disabled={allowance.limited}
            autoComplete="off"
            placeholder={allowance.limited ? '' : THREADS_UI.typeMessage}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2 disabled:bg-slate-100"
          />
          <button
            type="submit"
            disabled={allowance.limited || send.isPending}
            className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
          >
            {THREADS_UI.send}
          </button>
        </div>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
