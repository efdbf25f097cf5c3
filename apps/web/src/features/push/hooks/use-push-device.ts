import { PUSH_MESSAGES } from '@forewarn/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { isBusyError } from '../../../lib/list-state';
import {
  PushSetupError,
  type PushState,
  pushStateOfThisDevice,
  turnOffPush,
  turnOnPush,
} from '../../../lib/push-device';

/** After this many failed tries the same retry is no longer offered (issue 45). */
export const PUSH_TRIES = 2;

/** Why turning on failed, in words the member can act on: each step its own message. */
export function reasonFor(caught: unknown): string {
  if (!(caught instanceof PushSetupError)) return PUSH_MESSAGES.failed;
  switch (caught.step) {
    case 'service-worker':
      return PUSH_MESSAGES.noServiceWorker;
    case 'subscription':
      return PUSH_MESSAGES.subscriptionRefused;
    case 'server':
      return caught.cause instanceof ApiError
        ? PUSH_MESSAGES.refused(caught.cause.message)
        : PUSH_MESSAGES.failed;
    case 'network':
      return PUSH_MESSAGES.unreachable;
  }
}

/**
 * This device's push notifications: where they stand, and turning them on (after a tap) or off.
 * `turnOn` resolves to whether they are on; when they are not, `error` says why (the browser
 * blocked them, its prompt was closed, the service worker did not start, the push service or
 * the server refused the device, or the network failed). After PUSH_TRIES failures `gaveUp` is
 * set: the screens stop offering the same retry and say what to do instead. A device the browser
 * has subscribed is told to the server again on each visit; when that fails for a busy server or
 * no connection the state is `unavailable`, not `off`: the device may well be on (issue 45's
 * rule), and `recheck` tries again.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushState | 'loading' | 'unavailable'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const gaveUp = failures >= PUSH_TRIES;

  const live = useRef(true);
  const check = useCallback(() => {
    pushStateOfThisDevice()
      .then((next) => live.current && setState(next))
      .catch((caught) => {
        console.warn('Push notifications on this device could not be checked', caught);
        // A refusal (4xx) means the server will not keep this device: off, as before.
        if (live.current) setState(isBusyError(caught) ? 'unavailable' : 'off');
      });
  }, []);
  useEffect(() => {
    live.current = true;
    check();
    return () => {
      live.current = false;
    };
  }, [check]);

  const recheck = useCallback(() => {
    setState('loading');
    check();
  }, [check]);

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
      const tries = failures + 1;
      setFailures(tries);
      setError(
        tries >= PUSH_TRIES ? `${reasonFor(caught)} ${PUSH_MESSAGES.gaveUp}` : reasonFor(caught),
      );
      return false;
    } finally {
      setBusy(false);
    }
  }, [failures]);

  const turnOff = useCallback(async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      setState(await turnOffPush());
    } catch (caught) {
      console.warn('Push notifications could not be turned off', caught);
      setError(PUSH_MESSAGES.turnOffFailed);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, error, gaveUp, turnOn, turnOff, recheck };
}
