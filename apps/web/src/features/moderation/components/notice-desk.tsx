import {
  DESK_CLAIM_MS,
  DESK_DUE_FILTERS,
  DESK_SKIP_MAX,
  type DeskFilter,
  NOTICE_MESSAGES as M,
  NOTICE_REASONS,
  REGIMES,
} from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import {
  claimNext,
  type DeskItem,
  decideNotice,
  releaseClaim,
  renewClaim,
  useDeskTotal,
} from '../../notices/api/notices';
import { DeskItemView } from './desk-item-view';
import { danger, input, primary, secondary } from './styles';

// The notices desk (issue 48): one item at a time, claimed for the moderator (a lease, so two
// moderators never decide the same item), every decision by a key with 10 s to undo before it
// is sent, canned reasons that fill the statement of reasons, filters by law, complaint and
// deadline (the order is always deadline, then age). The item shown when the desk opens is
// claimed as it is fetched; the claim is renewed while the item is on screen, and N passes the
// item (its claim given up, so another moderator may take it) for the next one.

const UNDO_SECONDS = 10;
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

type Pending = { item: DeskItem; decision: 'remove' | 'keep'; reason: string; left: number };

export function NoticeDesk() {
  const [item, setItem] = useState<DeskItem | null | undefined>(undefined);
  const [reason, setReasonState] = useState('');
  // The latest reason at once: a key pressed right after a canned one (1 then R, as fast as a
  // script types) must read it before React has rendered it.
  const reasonNow = useRef('');
  const setReason = useCallback((text: string) => {
    reasonNow.current = text;
    setReasonState(text);
  }, []);
  // The decision waiting out its undo window; the next item is already on screen meanwhile, so
  // the window costs the moderator nothing (only U brings the item back).
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');
  const [filter, setFilter] = useState<DeskFilter>({ due: 'all' });
  const timer = useRef<number | null>(null);
  // The items passed with N, newest last: the next claims skip them until the queue runs out.
  const passed = useRef<string[]>([]);
  const client = useQueryClient();
  const total = useDeskTotal(filter);

  // Each claim's turn: U while a claim is under way takes the turn back, so the claimed item,
  // arriving after the undone one is on screen, is given up instead of replacing it (CI of
  // 2026-11-29: with another notice waiting, U showed that one).
  const claimTurn = useRef(0);
  const next = useCallback(
    async (skip: string[] = []) => {
      const turn = ++claimTurn.current;
      setReason('');
      try {
        let { item } = await claimNext(filter, [...passed.current, ...skip]);
        // Every other item was passed: start again from the first.
        if (!item && passed.current.length > 0 && turn === claimTurn.current) {
          passed.current = [];
          ({ item } = await claimNext(filter, skip));
        }
        if (turn !== claimTurn.current) {
          // A release that fails costs nothing: the lease runs out by itself.
          if (item) await releaseClaim(item.id).catch(() => undefined);
          return;
        }
        setItem(item);
      } catch (error) {
        setNote((error as Error).message);
      }
    },
    [filter],
  );

  // Opening the desk, or a new filter, claims and shows the first item it matches.
  useEffect(() => {
    passed.current = [];
    void next();
  }, [next]);

  // The claim is a lease: renewed while the item is on screen, so a moderator reading for
  // longer than it lasts is not joined by another.
  const shownId = item?.id;
  useEffect(() => {
    if (!shownId) return;
    const renew = window.setInterval(() => {
      renewClaim(shownId).catch((error: Error) => setNote(error.message));
    }, DESK_CLAIM_MS / 2);
    return () => window.clearInterval(renew);
  }, [shownId]);

  // N: the item on screen is passed (its claim given up) and the next one claimed.
  const pass = useCallback(
    async (skip: string[]) => {
      if (item) {
        passed.current = [...passed.current, item.id].slice(-(DESK_SKIP_MAX - 2));
        setItem(undefined);
        // A release that fails costs nothing: the lease runs out by itself.
        await releaseClaim(item.id).catch(() => undefined);
      }
      await next(skip);
    },
    [item, next],
  );

  const send = useCallback(
    (p: Pending) => {
      decideNotice(p.item.id, { decision: p.decision, reason: p.reason })
        .then(() => setNote(M.deskDecided))
        .catch((error: Error) => setNote(`${p.item.reference}: ${error.message}`))
        .finally(() => {
          // The nav's count and the desk's own go down with each decision sent.
          void client.invalidateQueries({ queryKey: queryKeys.moderationCount() });
          void client.invalidateQueries({ queryKey: ['moderation', 'desk'] });
        });
    },
    [client],
  );

  const stage = useCallback(
    (decision: 'remove' | 'keep') => {
      if (!item) return;
      const reason = reasonNow.current;
      if (!reason.trim()) {
        setNote(M.deskReasonLabel);
        return;
      }
      // A decision still in its window goes now: one waits at a time.
      if (pending) send(pending);
      setPending({ item, decision, reason, left: UNDO_SECONDS });
      setNote('');
      // Nothing on screen until the next item comes, so a fast second key cannot decide the
      // item just decided again.
      setItem(undefined);
      // The item just decided, and the one sent a moment ago, are still undecided on the server
      // for a moment: the next item is another.
      void next([item.id, ...(pending ? [pending.item.id] : [])]);
    },
    [item, pending, send, next],
  );

  const undo = useCallback(() => {
    if (!pending) return;
    claimTurn.current += 1;
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

  // The keys act on what is on screen: the handlers are refreshed as the screen renders, not in
  // an effect after it is painted (a key pressed in between acted on the item before).
  const keys = useRef({ stage, undo, next: () => pass([]) });
  keys.current = { stage, undo, next: () => pass(pending ? [pending.item.id] : []) };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      const canned = Number(key);
      if (canned >= 1 && canned <= M.cannedReasons.length) {
        setReason(M.cannedReasons[canned - 1] ?? '');
      } else if (key === 'r') keys.current.stage('remove');
      else if (key === 'k') keys.current.stage('keep');
      else if (key === 'u') keys.current.undo();
      else if (key === 'n') void keys.current.next();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setReason]);

  return (
    <section aria-labelledby="desk-title" className="space-y-3 rounded border border-slate-200 p-3">
      <h2 id="desk-title" className="text-lg font-semibold">
        {M.deskTitle}
      </h2>
      <p className="text-sm text-slate-600">{M.deskShortcuts}</p>
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <legend className="text-sm font-medium">{M.deskFilters}</legend>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          {M.deskFilterRegime}
          <select
            className={`${input} min-h-11 w-full min-w-0`}
            value={filter.regime ?? ''}
            onChange={(e) => {
              const regime = REGIMES.find((r) => r === e.target.value);
              setFilter(({ regime: _old, ...f }) => (regime ? { ...f, regime } : f));
            }}
          >
            <option value="">{M.deskFilterAll}</option>
            {REGIMES.map((r) => (
              <option key={r} value={r}>
                {M.regimeLabels[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          {M.deskFilterReason}
          <select
            className={`${input} min-h-11 w-full min-w-0`}
            value={filter.reason ?? ''}
            onChange={(e) => {
              const reason = NOTICE_REASONS.find((r) => r === e.target.value);
              setFilter(({ reason: _old, ...f }) => (reason ? { ...f, reason } : f));
            }}
          >
            <option value="">{M.deskFilterAll}</option>
            {NOTICE_REASONS.map((r) => (
              <option key={r} value={r}>
                {M.reasonLabels[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          {M.deskFilterDue}
          <select
            className={`${input} min-h-11 w-full min-w-0`}
            value={filter.due}
            onChange={(e) => {
              const due = DESK_DUE_FILTERS.find((d) => d === e.target.value) ?? 'all';
              setFilter((f) => ({ ...f, due }));
            }}
          >
            {DESK_DUE_FILTERS.map((d) => (
              <option key={d} value={d}>
                {M.deskFilterDueLabels[d]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p className="text-sm text-slate-600">
        {M.deskOrder} {total.data && M.deskWaiting(total.data.total)}
      </p>
      {item === null && <p>{M.deskEmpty}</p>}
      {item && (
        <article className="space-y-2" aria-label={item.reference}>
          <DeskItemView item={item} />
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
            <button type="button" className={`${danger} min-h-11`} onClick={() => stage('remove')}>
              {M.deskRemove}
            </button>
            <button type="button" className={`${secondary} min-h-11`} onClick={() => stage('keep')}>
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
        onClick={() => void keys.current.next()}
      >
        {M.deskNext}
      </button>
      {note && <p role="status">{note}</p>}
    </section>
  );
}
