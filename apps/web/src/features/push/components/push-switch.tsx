import { PUSH_MESSAGES } from '@forewarn/domain';
import { ListUnavailable } from '../../../components/list-unavailable';
import { usePushDevice } from '../hooks/use-push-device';

const buttonClass =
  'min-h-11 self-start rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark disabled:opacity-60';

/**
 * My Account: push notifications on this device (docs/decisions/0045), a part of the
 * Notifications section with a heading of its own under the section's.
 */
export function PushSwitch() {
  const push = usePushDevice();
  if (push.state === 'loading') return null;
  return (
    <section
      id="this-device"
      aria-labelledby="push-heading"
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <h3 id="push-heading" className="font-semibold text-slate-900">
        {PUSH_MESSAGES.heading}
      </h3>
      <p className="text-sm text-slate-600">{PUSH_MESSAGES.explain}</p>
      {push.state === 'unavailable' && (
        <ListUnavailable
          message={PUSH_MESSAGES.stateUnavailable}
          retryAt={null}
          onRetry={push.recheck}
        />
      )}
      {push.state === 'unsupported' && <p className="text-sm">{PUSH_MESSAGES.unsupported}</p>}
      {push.state === 'blocked' && <p className="text-sm">{PUSH_MESSAGES.blocked}</p>}
      {push.state === 'on' && (
        <>
          <p className="text-sm">{PUSH_MESSAGES.on}</p>
          <button type="button" className={buttonClass} disabled={push.busy} onClick={push.turnOff}>
            {PUSH_MESSAGES.turnOff}
          </button>
        </>
      )}
      {push.state === 'off' && (
        <>
          <p className="text-sm">{PUSH_MESSAGES.off}</p>
          {/* After two failures the same retry is not offered again (issue 45). */}
          {!push.gaveUp && (
            <button
              type="button"
              className={buttonClass}
              disabled={push.busy}
              onClick={push.turnOn}
            >
              {PUSH_MESSAGES.turnOn}
            </button>
          )}
        </>
      )}
      {push.error && push.state !== 'blocked' && (
        <p role="alert" className="text-sm text-red-800">
          {push.error}
        </p>
      )}
    </section>
  );
}
