import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../lib/online';

/**
 * An order the device could not send, held until the connection returns: 'unsent' when the device was offline before
 * it left, 'unconfirmed' when it left and no answer came (it may have reached the server).
 */
export type HeldOrder = 'unsent' | 'unconfirmed';

/** After a request failed without an answer while the device still says it is online: try again after this. */
export const NO_ANSWER_RETRY_MS = 5_000;

/**
 * Holds an order the device could not send and places it once when the connection returns: at once on the 'online'
 * event, or after NO_ANSWER_RETRY_MS when the device never said it was offline. `place` must resend the same attempt
 * (usePlaceOrder keeps its Idempotency-Key and body), so an unconfirmed order that did reach the server comes back as
 * that order instead of a second one.
 */
export function useOrderWhenOnline<A>(place: (arg: A) => void) {
  const online = useOnline();
  const [held, setHeld] = useState<{ arg: A; state: HeldOrder; sawOffline: boolean } | null>(null);
  const [resumed, setResumed] = useState(false);
  const placeRef = useRef(place);
  placeRef.current = place;

  useEffect(() => {
    if (!held) return;
    if (!online) {
      if (!held.sawOffline) setHeld({ ...held, sawOffline: true });
      return;
    }
    const timer = window.setTimeout(
      () => {
        setHeld(null);
        setResumed(true);
        placeRef.current(held.arg);
      },
      held.sawOffline ? 0 : NO_ANSWER_RETRY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [online, held]);

  return {
    online,
    held: held?.state ?? null,
    /** The held order is being placed again, now that the connection is back. */
    resumed,
    /** Sends the order now, or holds it when the device is offline. */
    send: (arg: A) => {
      if (navigator.onLine) placeRef.current(arg);
      else setHeld({ arg, state: 'unsent', sawOffline: true });
    },
    /** The attempt got no answer: held until the connection returns. */
    hold: (arg: A) => {
      setResumed(false);
      setHeld({ arg, state: 'unconfirmed', sawOffline: !navigator.onLine });
    },
    /** The attempt was answered (placed or refused). */
    settled: () => setResumed(false),
  };
}
