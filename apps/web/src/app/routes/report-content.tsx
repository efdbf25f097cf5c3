import {
  NOTICE_MESSAGES as M,
  NOTICE_REASONS,
  type NoticeReason,
  REGIMES,
  type Regime,
} from '@forewarn/domain';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { solveChallengeFrom } from '../../features/accounts/proof-of-work/solve-challenge';
import { primary } from '../../features/moderation/components/styles';
import { sendNotice } from '../../features/notices/api/notices';
import { ApiError } from '../../lib/api-client';

const field = 'w-full rounded border border-slate-300 px-2 py-2';

/** The public notice of complaint (issue 48): no account needed; ?case= names the case. */
export function Screen() {
  const [params] = useSearchParams();
  const [caseId, setCaseId] = useState(params.get('case') ?? '');
  const [regime, setRegime] = useState<Regime | ''>('');
  const [reason, setReason] = useState<NoticeReason>('defamation');
  const [form, setForm] = useState({
    explanation: '',
    location: '',
    notifierName: '',
    notifierEmail: '',
    meaning: '',
    inaccurate: '',
  });
  const [goodFaith, setGoodFaith] = useState(false);
  const [cannotIdentifyPoster, setCannotIdentify] = useState(false);
  const [consentToShare, setConsentToShare] = useState(false);
  const [state, setState] = useState<{
    busy: boolean;
    done?: string;
    error?: string;
    fields?: Record<string, string>;
  }>({ busy: false });
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ busy: true });
    try {
      const altcha = await solveChallengeFrom('/api/notices/challenge');
      const answer = await sendNotice({
        caseId,
        ...(regime ? { regime } : {}),
        reason,
        ...form,
        goodFaith: goodFaith as true,
        cannotIdentifyPoster,
        consentToShare,
        altcha,
      });
      setState({ busy: false, done: answer.message });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setState({ busy: false, error: e?.message ?? String(error), fields: e?.fields });
    }
  }

  if (state.done) {
    return (
      <section className="space-y-4">
        <PageTitle>{M.formTitle}</PageTitle>
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-900">
          {state.done}
        </p>
      </section>
    );
  }
  const fieldError = (name: string) =>
    state.fields?.[name] ? <p className="text-sm text-red-800">{state.fields[name]}</p> : null;
  const text = (name: keyof typeof form, label: string, long = false) => (
    <div className="space-y-1">
      <label htmlFor={`notice-${name}`} className="block font-medium">
        {label}
      </label>
      {long ? (
        <textarea
          id={`notice-${name}`}
          className={field}
          rows={4}
          value={form[name]}
          onChange={set(name)}
        />
      ) : (
        <input id={`notice-${name}`} className={field} value={form[name]} onChange={set(name)} />
      )}
      {fieldError(name)}
    </div>
  );
  return (
    <section className="max-w-2xl space-y-4">
      <PageTitle>{M.formTitle}</PageTitle>
      <p className="text-slate-600">{M.formIntro}</p>
      <form onSubmit={submit} className="space-y-4">
        <label className="block space-y-1">
          <span className="font-medium">{M.caseLabel}</span>
          <input className={field} value={caseId} onChange={(e) => setCaseId(e.target.value)} />
        </label>
        <label className="block space-y-1">
          <span className="font-medium">{M.regimeLabel}</span>
          <select
            className={field}
            value={regime}
            onChange={(e) => setRegime(e.target.value as Regime | '')}
          >
            <option value="">—</option>
            {REGIMES.map((r) => (
              <option key={r} value={r}>
                {M.regimeLabels[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="block space-y-1">
          <span className="font-medium">{M.reasonLabel}</span>
          <select
            className={field}
            value={reason}
            onChange={(e) => setReason(e.target.value as NoticeReason)}
          >
            {NOTICE_REASONS.map((r) => (
              <option key={r} value={r}>
                {M.reasonLabels[r]}
              </option>
            ))}
          </select>
        </label>
        {text('explanation', M.explanationLabel, true)}
        {text('location', M.locationLabel)}
        {reason === 'defamation' && (
          <>
            {text('meaning', M.meaningLabel, true)}
            {text('inaccurate', M.inaccurateLabel, true)}
            <label className="flex gap-2">
              <input
                type="checkbox"
                checked={cannotIdentifyPoster}
                onChange={(e) => setCannotIdentify(e.target.checked)}
              />
              <span>{M.cannotIdentifyLabel}</span>
            </label>
            <label className="flex gap-2">
              <input
                type="checkbox"
                checked={consentToShare}
                onChange={(e) => setConsentToShare(e.target.checked)}
              />
              <span>{M.consentShareLabel}</span>
            </label>
          </>
        )}
        {text('notifierName', M.nameLabel)}
        {text('notifierEmail', M.emailLabel)}
        <label className="flex gap-2">
          <input
            type="checkbox"
            checked={goodFaith}
            onChange={(e) => setGoodFaith(e.target.checked)}
          />
          <span>{M.goodFaithLabel}</span>
        </label>
        {fieldError('goodFaith')}
        {state.error && (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
            {state.error}
          </p>
        )}
        <button type="submit" className={`${primary} min-h-11 px-4`} disabled={state.busy}>
          {state.busy ? M.working : M.submit}
        </button>
      </form>
    </section>
  );
}
