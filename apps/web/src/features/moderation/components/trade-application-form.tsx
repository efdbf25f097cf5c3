import {
  LAYOUT_UI,
  LIMITS,
  LIST_STATE_MESSAGES,
  MODERATION_UI,
  myTradeApplication,
  TRADE_LABELS,
  TRADES,
  type Trade,
  tradeApplicationSchema,
} from '@forewarn/domain';
import { useState } from 'react';
import { ListUnavailable } from '../../../components/list-unavailable';
import { Spinner } from '../../../components/spinner';
import { listState, retryingLabel } from '../../../lib/list-state';
import { useSuspended } from '../../../lib/session';
import { useApplyForTrade, useMyApplications } from '../api/trade-applications';
import { input, primary } from './styles';

// Read when shown, so in the language of that moment.
const STATUS_TEXT = {
  open: () => MODERATION_UI.tradeStatusOpen,
  actioned: () => MODERATION_UI.tradeStatusActioned,
  dismissed: () => MODERATION_UI.tradeStatusDismissed,
};

/**
 * On My Account: apply to be a Verified Plumber or Verified Electrician, with the licence
 * number, the state or region that issued it and an optional photo of the licence (only
 * moderators can see it). Shows earlier applications and their outcome.
 */
export function TradeApplicationForm({
  verifiedPlumber,
  verifiedElectrician,
}: {
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
}) {
  const suspended = useSuspended();
  const mine = useMyApplications();
  // Before the applications arrive (never over ones already shown when a refresh fails).
  const mineState = mine.data ? null : listState(mine);
  const apply = useApplyForTrade();
  const available = TRADES.filter((t) =>
    t === 'plumber' ? !verifiedPlumber : !verifiedElectrician,
  );
  const [trade, setTrade] = useState<Trade | ''>('');
  const [licenceNumber, setLicenceNumber] = useState('');
  const [licenceRegion, setLicenceRegion] = useState('');
  const [photo, setPhoto] = useState<File | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    setDone(null);
    const parsed = tradeApplicationSchema.safeParse({ trade, licenceNumber, licenceRegion });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const answer = await apply.mutateAsync({ ...parsed.data, photo });
      setDone(answer.message);
      setTrade('');
      setLicenceNumber('');
      setLicenceRegion('');
      setPhoto(undefined);
      form.reset();
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  return (
    // The heading and the card are My Account's section (issue 45).
    <div className="flex flex-col gap-4">
      {/* Applications that failed to load are said so, not taken for none (issue 45); while
          they load, the form does not yet know which trades are taken. */}
      {mineState?.kind === 'loading' && <Spinner label={LAYOUT_UI.loading} />}
      {mineState?.kind === 'retrying' && <Spinner label={retryingLabel(mineState)} />}
      {(mineState?.kind === 'unavailable' || mineState?.kind === 'refused') && (
        <ListUnavailable
          message={LIST_STATE_MESSAGES.tradeApplicationsUnavailable}
          retryAt={mineState.kind === 'unavailable' ? mineState.retryAt : null}
          onRetry={() => void mine.refetch()}
        />
      )}
      {mine.data && mine.data.applications.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" data-testid="my-trade-applications">
          {mine.data.applications.map((a) => (
            <li key={a.id}>
              {myTradeApplication(
                TRADE_LABELS[a.trade],
                a.licenceNumber,
                a.licenceRegion,
                STATUS_TEXT[a.status](),
              )}
            </li>
          ))}
        </ul>
      )}
      {available.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{MODERATION_UI.bothTrades}</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:max-w-md">
          <fieldset disabled={suspended} className="contents">
            <p className="text-sm text-slate-700">{MODERATION_UI.tradeLead}</p>
            <label className="text-sm font-medium">
              {MODERATION_UI.applyToBe}
              <select
                className={`${input} mt-1 block w-full`}
                value={trade}
                aria-invalid={errors.trade ? true : undefined}
                onChange={(e) => setTrade(e.target.value as Trade | '')}
              >
                <option value="">{MODERATION_UI.chooseTrade}</option>
                {available.map((t) => (
                  <option key={t} value={t}>
                    {TRADE_LABELS[t]}
                  </option>
                ))}
              </select>
              {errors.trade && <span className="mt-1 block text-red-700">{errors.trade}</span>}
            </label>
            <label className="text-sm font-medium">
              {MODERATION_UI.licenceNumber}
              <input
                className={`${input} mt-1 block w-full`}
                value={licenceNumber}
                maxLength={LIMITS.licenceNumberMax}
                aria-invalid={errors.licenceNumber ? true : undefined}
                onChange={(e) => setLicenceNumber(e.target.value)}
              />
              {errors.licenceNumber && (
                <span className="mt-1 block text-red-700">{errors.licenceNumber}</span>
              )}
            </label>
            <label className="text-sm font-medium">
              {MODERATION_UI.issuingRegion}
              <input
                className={`${input} mt-1 block w-full`}
                value={licenceRegion}
                maxLength={LIMITS.licenceRegionMax}
                aria-invalid={errors.licenceRegion ? true : undefined}
                onChange={(e) => setLicenceRegion(e.target.value)}
              />
              {errors.licenceRegion && (
                <span className="mt-1 block text-red-700">{errors.licenceRegion}</span>
              )}
            </label>
            <label className="text-sm font-medium">
              {MODERATION_UI.licencePhoto}
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif"
                className="mt-1 block w-full text-sm"
                onChange={(e) => setPhoto(e.target.files?.[0])}
              />
            </label>
            {failure && (
              <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">
                {failure}
              </p>
            )}
            {done && (
              <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">
                {done}
              </p>
            )}
            <div>
              <button type="submit" className={primary} disabled={apply.isPending}>
                {MODERATION_UI.apply}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </div>
  );
}
