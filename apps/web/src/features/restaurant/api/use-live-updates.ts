import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { restaurantQueryOptions } from '../../../lib/restaurant-data';

/**
 * An open menu hears the restaurant's pause and sold-out changes (`GET /api/restaurants/{id}/live`, decision 014)
 * and reads its data file again, which carries them (a 304 when nothing changed): the paused banner and sold-out
 * marks appear without a reload. A change of busy mode is heard the same way: an open checkout's quote is asked again. The stream opens once the page has settled, so the menu's first load keeps the
 * phone's connection to itself; its first event is acted on too, for a change made before it was open.
 */
const SETTLE_MS = 2_000;

export function useLiveUpdates(slug: string, restaurantId: number | string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!/^\d+$/.test(String(restaurantId)) || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    const open = setTimeout(() => {
      source = new EventSource(`/api/restaurants/${restaurantId}/live`);
      source.addEventListener('live', () => {
        void queryClient.invalidateQueries({ queryKey: restaurantQueryOptions(slug).queryKey });
        // Busy mode moves the kitchen's quotes: an open checkout asks for its time and slots again.
        for (const key of ['asap-quote', 'scheduling-cart', 'scheduling'])
          void queryClient.invalidateQueries({ queryKey: [key] });
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(open);
      source?.close();
    };
  }, [slug, restaurantId, queryClient]);
}
