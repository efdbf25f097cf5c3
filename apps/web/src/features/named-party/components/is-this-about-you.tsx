import { LIMITS, MESSAGES, provePerson, THREADS_UI } from '@forewarn/domain';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useId, useState } from 'react';
import type { OnMessage } from '../../../components/status-message';
import { useSuspended } from '../../../lib/session';
import { type Channel, useAskNamedPartyCode, useVerifyNamedPartyCode } from '../api/named-party';

export type IsThisAboutYouProps = {
  caseId: string;
  /** Which contact values the case holds (masked on the page; the user types the full one). */
  hasEmail: boolean;
  hasPhone: boolean;
  /** The viewer has proven it already. */
  verified: boolean;
  onVerified: () => void;
  notify: OnMessage;
};

const buttonClass =
  'rounded border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100';
const fieldClass = 'mt-1 w-full rounded border border-slate-400 px-2 py-1.5';

/**
 * 'Is this about you?' (issue 14 §3; docs/decisions/0020): the person a case names proves they
 * control its email or phone number by typing it and entering the code sent to it. The page
 * never shows the stored value; the server answers alike whether the typed one matched.
 */
export function IsThisAboutYou(props: IsThisAboutYouProps) {
  const [open, setOpen] = useState(false);
  const suspended = useSuspended();
  if (!props.hasEmail && !props.hasPhone) return null;
  if (props.verified) {
    return (
      <p className="rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {MESSAGES.namedPartyBadge}: {MESSAGES.namedPartyVerified}
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        className={buttonClass}
        disabled={suspended}
        onClick={() => setOpen(true)}
      >
        {MESSAGES.isThisAboutYou}
      </button>
      {open && <ProveDialog {...props} onClose={() => setOpen(false)} />}
    </div>
  );
}

function ProveDialog({
  caseId,
  hasEmail,
  hasPhone,
  onVerified,
  notify,
  onClose,
}: IsThisAboutYouProps & { onClose: () => void }) {
  const suspended = useSuspended();
  const [channel, setChannel] = useState<Channel>(hasEmail ? 'email' : 'phone');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const ask = useAskNamedPartyCode();
  const verify = useVerifyNamedPartyCode();
  const valueId = useId();
  const codeId = useId();

  async function onAsk(event: FormEvent) {
    event.preventDefault();
    const answer = await ask.mutateAsync({ caseId, channel, value }).catch(() => null);
    if (answer) setSent(answer.message);
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    const answer = await verify.mutateAsync({ caseId, code }).catch(() => null);
    if (answer) {
      notify(answer.message, 'success');
      onVerified();
      onClose();
    }
  }

  const failure = ask.error?.message ?? verify.error?.message ?? null;

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md space-y-3 rounded-lg bg-white p-5 text-base shadow-xl">
          <DialogTitle className="text-lg font-semibold">{MESSAGES.isThisAboutYou}</DialogTitle>
          <p className="text-sm text-slate-700">{provePerson(MESSAGES.namedPartyBadge)}</p>
          <form onSubmit={onAsk} className="space-y-2">
            <fieldset disabled={suspended} className="contents">
              <fieldset className="flex gap-4 text-sm">
                <legend className="sr-only">{THREADS_UI.sendCodeTo}</legend>
                {hasEmail && (
                  <label className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="channel"
                      checked={channel === 'email'}
                      onChange={() => setChannel('email')}
                    />
                    {THREADS_UI.emailAddress}
                  </label>
                )}
                {hasPhone && (
                  <label className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="channel"
                      checked={channel === 'phone'}
                      onChange={() => setChannel('phone')}
                    />
                    {THREADS_UI.phoneNumber}
                  </label>
                )}
              </fieldset>
              <label htmlFor={valueId} className="block text-sm font-medium">
                {channel === 'email' ? THREADS_UI.emailOnCase : THREADS_UI.phoneOnCase}
              </label>
              <input
                id={valueId}
                className={fieldClass}
                type={channel === 'email' ? 'email' : 'tel'}
                autoComplete={channel === 'email' ? 'email' : 'tel'}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                required
              />
              <button
                type="submit"
                className={buttonClass}
                disabled={ask.isPending || value === ''}
              >
                {THREADS_UI.sendCode}
              </button>
            </fieldset>
          </form>
          {sent && (
            <p role="status" className="rounded bg-slate-100 px-3 py-2 text-sm">
              {sent}
            </p>
          )}
          {sent && (
            <form onSubmit={onVerify} className="space-y-2">
              <fieldset disabled={suspended} className="contents">
                <label htmlFor={codeId} className="block text-sm font-medium">
                  {THREADS_UI.sixDigitCode}
                </label>
                <input
                  id={codeId}
                  className={fieldClass}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={LIMITS.codeDigits}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  required
                />
                <button
                  type="submit"
                  className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
                  disabled={verify.isPending || code.length < LIMITS.codeDigits}
                >
                  {THREADS_UI.verify}
                </button>
              </fieldset>
            </form>
          )}
          {failure && (
            <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">
              {failure}
            </p>
          )}
          <div className="flex justify-end">
            <button type="button" onClick={onClose} className={buttonClass}>
              {THREADS_UI.close}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
