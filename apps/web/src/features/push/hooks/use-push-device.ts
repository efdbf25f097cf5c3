import { PUSH_MESSAGES } from '@forewarn/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  type PushState,
  pushStateOfThisDevice,
  turnOffPush,
  turnOnPush,
} from '../../../lib/push-device';

/** Why turning on failed, in words the member can act on (a refusal's or the network's). */
function reasonFor(caught: unknown): string {
  if (caught instanceof ApiError && caught.status < 500)
    return PUSH_MESSAGES.refused(caught.message);
  return PUSH_MESSAGES.failed;
}

/**
 * This device's push notifications: where they stand, and turning them on (after a tap) or off.
 * `turnOn` resolves to whether they are on; when they are not, `error` says why (the browser
 * blocked them, its prompt was closed, the server refused the device, or the network failed).
 */
export function usePushDevice() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    pushStateOfThisDevice()
      .then((next) => live && setState(next))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const next = await turnOnPush();
      setState(next);
      if (next === 'blocked') setError(PUSH_MESSAGES.blocked);
      else if (next === 'off') setError(PUSH_MESSAGES.notAllowed);
      return next === 'on';
    } catch (caught) {
      console.warn('Push notifications could not be turned on', caught);
      setError(reasonFor(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      setState(await turnOffPush());
    } catch (caught) {
      console.warn('Push notifications could not be turned off', caught);
      setError(PUSH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, error, turnOn, turnOff };
}
