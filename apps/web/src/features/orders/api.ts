import type { OrderRead } from '@ordering/domain/contracts/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

export type PlacedOrder = OrderRead & { number: number };

const POLL_MS = 20_000;

export function getOrder(restaurantId: number | string, orderId: string) {
  return apiFetch<PlacedOrder>(`/api/orders/${encodeURIComponent(orderId)}`, {
    headers: { 'x-restaurant-id': String(restaurantId) },
  });
}

const FINAL = new Set(['completed', 'cancelled']);

/**
 * The placed order, kept live: the server-sent events stream of its status (GET /api/orders/{id}/events) updates
 * the status (and a cancellation's reason) in place; if the stream cannot be opened the order is read again every 20 seconds until it is final.
 */
export function useLiveOrder(restaurantId: number | string, orderId: string, initial?: PlacedOrder) {
  const client = useQueryClient();
  // The server names the lines in the request's language: another language is another read.
  const key = ['order', String(restaurantId), orderId, i18n.language];
  // The order as placed is named in the language it was placed in: it only stands for a read in that language.
  const [placedIn] = useState(i18n.language);
  const query = useQuery({
    queryKey: key,
    queryFn: () => getOrder(restaurantId, orderId),
    initialData: i18n.language === placedIn ? initial : undefined,
    retry: 1,
    refetchInterval: (q) => (q.state.data && FINAL.has(q.state.data.status) ? false : POLL_MS),
  });
  const status = query.data?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is derived from the ids listed and the language.
  useEffect(() => {
    if (typeof EventSource === 'undefined' || (status && FINAL.has(status))) return;
    const source = new EventSource(
      `/api/orders/${encodeURIComponent(orderId)}/events?restaurant=${encodeURIComponent(String(restaurantId))}`,
    );
    const onStatus = (event: MessageEvent<string>) => {
      try {
        const body = JSON.parse(event.data) as {
          status?: PlacedOrder['status'];
          cancelReason?: string | null;
        };
        if (!body.status) return;
        // A cancellation comes with its reason (the diner reads it on the confirmation).
        const reason = typeof body.cancelReason === 'string' ? { cancelReason: body.cancelReason } : {};
        client.setQueryData<PlacedOrder>(key, (order) =>
          order ? { ...order, status: body.status!, ...reason } : order,
        );
        if (FINAL.has(body.status)) source.close();
      } catch {
        // A malformed event is skipped; polling still runs.
      }
    };
    source.addEventListener('status', onStatus);
    source.onmessage = onStatus;
    return () => source.close();
  }, [restaurantId, orderId, client]);
  return query;
}
