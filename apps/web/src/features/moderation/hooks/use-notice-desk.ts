import {
  DESK_CLAIM_MS,
  DESK_SKIP_MAX,
  type DeskFilter,
  NOTICE_MESSAGES as M,
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

// The notices desk's workings (issue 48; the screen is components/notice-desk.tsx): the item
// claimed as it is fetched and its claim renewed while it is on screen, N passing it for the
// next one, every decision waiting out its undo window before it is sent, and the keys.

const UNDO_SECONDS = 10;
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

type Pending = { item: DeskItem; decision: 'remove' | 'keep'; reason: string; left: number };

/** The desk's item, reason, decision in its undo window and note, with what the keys do. */
export function useNoticeDesk() {
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

  return {
    item,
    reason,
    setReason,
    pending,
    note,
    filter,
    setFilter,
    total,
    stage,
    undo,
    /** N: the item on screen passed for the next one. */
    passToNext: () => keys.current.next(),
  };
}
