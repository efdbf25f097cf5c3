import { NOTICE_MESSAGES as M } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decideHeldWave } from '../../notices/api/notices';
import { danger, input, secondary } from './styles';

// A wave at once (issue 48): every held first case from one address level, or created in one
// window, released or removed together in one transaction, with a statement of reasons each.
// The window's times are the moderator's local times, sent as instants.

/** A datetime-local value as an ISO instant, or undefined when empty or not a time. */
function instant(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

export function HeldWaves() {
  const client = useQueryClient();
  const [network, setNetwork] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: 'release' | 'remove') => {
    setBusy(true);
    try {
      const scope = network.trim()
        ? { network: network.trim() }
        : { from: instant(from), to: instant(to) };
      const done = await decideHeldWave({ action, reason, ...scope });
      setNote(M.bulkDone(done.count));
      await client.invalidateQueries({ queryKey: ['moderation'] });
    } catch (error) {
      setNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="waves-title"
      className="space-y-2 rounded border border-slate-200 p-3"
    >
      <h2 id="waves-title" className="text-lg font-semibold">
        {M.bulkTitle}
      </h2>
      <label className="block space-y-1 text-sm">
        <span>{M.bulkNetwork}</span>
        <input
          className={`${input} w-full`}
          value={network}
          onChange={(e) => setNetwork(e.target.value)}
        />
      </label>
      <p className="text-sm">{M.bulkOr}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="block space-y-1 text-sm">
          <span>{M.bulkFrom}</span>
          <input
            type="datetime-local"
            className={`${input} min-h-11 w-full`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="block space-y-1 text-sm">
          <span>{M.bulkTo}</span>
          <input
            type="datetime-local"
            className={`${input} min-h-11 w-full`}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
      </div>
      <label className="block space-y-1 text-sm">
        <span>{M.deskReasonLabel}</span>
        <textarea
          className={`${input} w-full`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={`${secondary} min-h-11`}
          disabled={busy}
          onClick={() => void run('release')}
        >
          {M.bulkRelease}
        </button>
        <button
          type="button"
          className={`${danger} min-h-11`}
          disabled={busy}
          onClick={() => void run('remove')}
        >
          {M.bulkRemove}
        </button>
      </div>
      {note && <p role="status">{note}</p>}
    </section>
  );
}
