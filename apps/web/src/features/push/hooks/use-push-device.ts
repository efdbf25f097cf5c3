import { PUSH_MESSAGES } from '@forewarn/domain';
import { useCallback, useEffect, useState } from 'react';
import {
  type PushState,
  pushStateOfThisDevice,
  turnOffPush,
  turnOnPush,
} from '../../../lib/push-device';

/** This device's push notifications: where they stand, and turning them on (after a tap) or off. */
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

  const run = useCallback(async (action: () => Promise<PushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (caught) {
      console.warn('Push notifications could not be changed', caught);
      setError(PUSH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    error,
    turnOn: useCallback(() => run(turnOnPush), [run]),
    turnOff: useCallback(() => run(turnOffPush), [run]),
  };
}
