import { NOTICE_MESSAGES as M, type Regime } from '@forewarn/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import {
  claimNext,
  type DeskItem,
  decideHeldWave,
  decideNotice,
  useDecideAppeal,
  useOpenAppeals,
} from '../../notices/api/notices';
import { danger, input, primary, secondary } from './styles';

// The notices desk (issue 48): one item at a time, claimed for the moderator (a lease, so two
// moderators never decide the same item), every decision by a key with 10 s to undo before it
// is sent, canned reasons that fill the statement of reasons.

const UNDO_SECONDS = 10;
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

type Pending = { item: DeskItem; decision: 'remove' | 'keep'; reason: string; left: number };

export function NoticeDesk() {
  const [item, setItem] = useState<DeskItem | null | undefined>(undefined);
  const [reason, setReason] = useState('');
  // The decision waiting out its undo window; the next item is already on screen meanwhile, so
  // the window costs the moderator nothing (only U brings the item back).
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');
  const timer = useRef<number | null>(null);

  const next = useCallback(async () => {
    setReason('');
    try {
      setItem((await claimNext()).item);
    } catch (error) {
      setNote((error as Error).message);
    }
  }, []);

  const send = useCallback((p: Pending) => {
    decideNotice(p.item.id, { decision: p.decision, reason: p.reason })
      .then(() => setNote(M.deskDecided))
      .catch((error: Error) => setNote(`${p.item.reference}: ${error.message}`));
  }, []);

  const stage = useCallback(
    (decision: 'remove' | 'keep') => {
      if (!item) return;
      if (!reason.trim()) {
        setNote(M.deskReasonLabel);
        return;
      }
      // A decision still in its window goes now: one waits at a time.
      if (pending) send(pending);
      setPending({ item, decision, reason, left: UNDO_SECONDS });
      setNote('');
      void next();
    },
    [item, pending, reason, send, next],
  );

  const undo = useCallback(() => {
    if (!pending) return;
    setPending(null);
    setItem(pending.item);
    setReason(pending.reason);
    setNote(M.deskUndone);
  }, [pending]);

  // The countdown: at zero the decision is sent.
  useEffect(() => {
    if (!pending) return;
    if (pending.left === 0) {
      setPending(null);
      send(pending);
      return;
    }
    timer.current = window.setTimeout(
      () => setPending((p) => (p ? { ...p, left: p.left - 1 } : p)),
      1000,
    );
    return () => {
      if (timer.current) window.clearTimeout(timer.current);
    };
  }, [pending, send]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      const canned = Number(key);
      if (canned >= 1 && canned <= M.cannedReasons.length) {
        setReason(M.cannedReasons[canned - 1] ?? '');
      } else if (key === 'r') stage('remove');
      else if (key === 'k') stage('keep');
      else if (key === 'u') undo();
      else if (key === 'n') void next();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [stage, undo, next]);

  return (
    <section aria-labelledby="desk-title" className="space-y-3 rounded border border-slate-200 p-3">
      <h2 id="desk-title" className="text-lg font-semibold">
        {M.deskTitle}
      </h2>
      <p className="text-sm text-slate-600">{M.deskShortcuts}</p>
      {item === null && <p>{M.deskEmpty}</p>}
      {item && (
        <article className="space-y-2" aria-label={item.reference}>
          <p className="font-semibold">
            {item.reference} · {M.regimeLabels[item.regime as Regime]} ·{' '}
            {M.reasonLabels[item.reason as keyof typeof M.reasonLabels]}
            {item.escalated && <span className="ml-2 rounded bg-red-100 px-1 text-red-900">!</span>}
          </p>
          {item.dueAt && (
            <p>
              {M.dueLabel}: {formatDateTime(item.dueAt)}
            </p>
          )}
          {item.case && (
            <p>
              <a
                className="underline"
                href={`/case/${item.case.id}`}
                target="_blank"
                rel="noreferrer"
              >
                {item.case.title}
              </a>
            </p>
          )}
          <p>{item.location}</p>
          <p className="whitespace-pre-wrap">{item.explanation}</p>
          {item.meaning && <p className="whitespace-pre-wrap">{item.meaning}</p>}
          {item.inaccurate && <p className="whitespace-pre-wrap">{item.inaccurate}</p>}
          <p className="text-sm">
            {item.notifierName} &lt;{item.notifierEmail}&gt;
            {item.fromNamedParty && ` · ${M.fromNamedPerson}`}
          </p>
          {item.posterAnswer && (
            <div className="rounded bg-slate-50 p-2">
              <p className="font-medium">
                {M.answerKinds[item.posterAnswer as keyof typeof M.answerKinds]}
              </p>
              {item.posterAnswerText && (
                <p className="whitespace-pre-wrap">{item.posterAnswerText}</p>
              )}
              {item.posterName && (
                <p>
                  {item.posterName}, {item.posterAddress}
                </p>
              )}
            </div>
          )}
          <label className="block space-y-1">
            <span className="font-medium">{M.deskReasonLabel}</span>
            <textarea
              className={`${input} w-full`}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {M.cannedReasons.map((text, i) => (
              <button
                key={text}
                type="button"
                className={`${secondary} min-h-11`}
                onClick={() => setReason(text)}
              >
                {i + 1}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${danger} min-h-11`}
              onClick={() => stage('remove')}
              disabled={!!pending}
            >
              {M.deskRemove}
            </button>
            <button
              type="button"
              className={`${secondary} min-h-11`}
              onClick={() => stage('keep')}
              disabled={!!pending}
            >
              {M.deskKeep}
            </button>
          </div>
        </article>
      )}
      {pending && (
        <button type="button" className={`${primary} min-h-11`} onClick={undo}>
          {M.deskUndo(pending.left)} · {pending.item.reference}
        </button>
      )}
      <button
        type="button"
        className={`${primary} min-h-11`}
        onClick={() => void next()}
        disabled={!!pending}
      >
        {M.deskNext}
      </button>
      {note && <p role="status">{note}</p>}
    </section>
  );
}

export function AppealsDesk() {
  const appeals = useOpenAppeals();
  const decide = useDecideAppeal();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  if (!appeals.data) return null;
  return (
    <section
      aria-labelledby="appeals-title"
      className="space-y-3 rounded border border-slate-200 p-3"
    >
      <h2 id="appeals-title" className="text-lg font-semibold">
        {M.appealsTitle}
      </h2>
      {appeals.data.appeals.length === 0 && <p>{M.noAppeals}</p>}
      {appeals.data.appeals.map((a) => {
        const id = a.appeal?.id ?? '';
        return (
          <article key={a.id} className="space-y-2 border-t border-slate-100 pt-2">
            <p className="font-semibold">
              {a.reference}: {M.restrictionLabels[a.restriction]}
            </p>
            <p>{a.facts}</p>
            <p className="whitespace-pre-wrap">{a.appeal?.text}</p>
            <textarea
              aria-label={M.deskReasonLabel}
              className={`${input} w-full`}
              value={reasons[id] ?? ''}
              onChange={(e) => setReasons((r) => ({ ...r, [id]: e.target.value }))}
            />
            <div className="flex gap-2">
              {(['upheld', 'reversed'] as const).map((outcome) => (
                <button
                  key={outcome}
                  type="button"
                  className={`${secondary} min-h-11`}
                  onClick={() =>
                    decide.mutate({ id, body: { outcome, reason: reasons[id] ?? '' } })
                  }
                >
                  {outcome === 'upheld' ? M.uphold : M.reverse}
                </button>
              ))}
            </div>
          </article>
        );
      })}
      {decide.error && <p role="alert">{decide.error.message}</p>}
    </section>
  );
}

export function HeldWaves() {
  const [network, setNetwork] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const run = (action: 'release' | 'remove') =>
    decideHeldWave({ action, network, reason })
      .then((r) => setNote(M.bulkDone(r.count)))
      .catch((error: Error) => setNote(error.message));
  return (
    <section
      aria-labelledby="waves-title"
      className="space-y-2 rounded border border-slate-200 p-3"
    >
      <h2 id="waves-title" className="text-lg font-semibold">
        {M.bulkTitle}
      </h2>
      <input
        aria-label={M.bulkNetwork}
        placeholder={M.bulkNetwork}
        className={`${input} w-full`}
        value={network}
        onChange={(e) => setNetwork(e.target.value)}
      />
      <textarea
        aria-label={M.deskReasonLabel}
        className={`${input} w-full`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex gap-2">
        <button
          type="button"
          className={`${secondary} min-h-11`}
          onClick={() => void run('release')}
        >
          {M.bulkRelease}
        </button>
        <button type="button" className={`${danger} min-h-11`} onClick={() => void run('remove')}>
          {M.bulkRemove}
        </button>
      </div>
      {note && <p role="status">{note}</p>}
    </section>
  );
}
