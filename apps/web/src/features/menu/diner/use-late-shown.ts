import { useEffect, useState } from 'react';
import { readLastOrder } from '../../../lib/cart/last-order-store';
import { inTaskOfItsOwn, isDrawnElsewhere } from '../../../lib/hydrating';
import { readUserId } from '../../../lib/session/device-session';

/**
 * Whether what joins a page drawn on the server once it is taken over (announcements, a hub's kitchens, the
 * membership banner) is shown: their code is lazy, so drawn on the server their boundary would be redone in the
 * browser.
 */
export function useLateShown(): boolean {
  const [lateShown, setLateShown] = useState(() => !isDrawnElsewhere());
  useEffect(() => inTaskOfItsOwn(() => setLateShown(true)), []);
  return lateShown;
}

// A signed-in diner's last order is the account's (order-again.tsx asks for it): on any device.
const hasLastOrderOn = (slug: string) => readUserId() !== null || readLastOrder(slug).length > 0;

/** Whether the device has a last order here: read at once, or right after taking over a page the server drew. */
export function useHasLastOrder(slug: string): boolean {
  const [hasLastOrder, setHasLastOrder] = useState(() => !isDrawnElsewhere() && hasLastOrderOn(slug));
  useEffect(
    () =>
      inTaskOfItsOwn(() => {
        if (hasLastOrderOn(slug)) setHasLastOrder(true);
      }),
    [slug],
  );
  return hasLastOrder;
}
