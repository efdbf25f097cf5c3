import { APP_MESSAGES } from '@forewarn/domain';
import { usePushDevice } from '../hooks/use-push-device';

const buttonClass =
  'min-h-11 self-start rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark disabled:opacity-60';

/** My Account: push notifications on this device (docs/decisions/0045). */
export function PushSwitch() {
  const push = usePushDevice();
  if (push.state === 'loading') return null;
  return (
    <section
      aria-labelledby="push-heading"
      className="mt-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="push-heading" className="font-medium">
        {APP_MESSAGES.pushHeading}
      </h2>
      <p className="text-sm text-slate-600">{APP_MESSAGES.pushExplain}</p>
      {push.state === 'unsupported' && <p className="text-sm">{APP_MESSAGES.pushUnsupported}</p>}
      {push.state === 'blocked' && <p className="text-sm">{APP_MESSAGES.pushBlocked}</p>}
      {push.state === 'on' && (
        <>
          <p className="text-sm">{APP_MESSAGES.pushOn}</p>
          <button type="button" className={buttonClass} disabled={push.busy} onClick={push.turnOff}>
            {APP_MESSAGES.pushTurnOff}
          </button>
        </>
      )}
      {push.state === 'off' && (
        <>
          <p className="text-sm">{APP_MESSAGES.pushOff}</p>
          <button type="button" className={buttonClass} disabled={push.busy} onClick={push.turnOn}>
            {APP_MESSAGES.pushTurnOn}
          </button>
        </>
      )}
      {push.error && (
        <p role="alert" className="text-sm text-red-800">
          {push.error}
        </p>
      )}
    </section>
  );
}
