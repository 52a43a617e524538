/**
 * The restaurant's event stream (`GET /api/staff/restaurants/{id}/events`, decision 014) feeding the board: each
 * order heard is merged into the day lists held, each live change replaces the live state, and the lists are read
 * again whenever the stream (re)connects, since notices sent while it was away are not replayed.
 */
import type {
  RestaurantLiveState,
  StaffOrderEvent,
  StaffOrdersResponse,
} from '@ordering/domain/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mergeOrder } from './board';
import { chime } from './chime';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

export function useBoardStream(restaurantId: number, onNew?: (event: StaffOrderEvent) => void): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  // A stream the server refused (signed out, a restart's error page) is closed for good: opened again later.
  const [attempt, setAttempt] = useState(0);
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt opens a new stream.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/staff/restaurants/${restaurantId}/events`);
    const ordersKey = ['staff', 'orders', restaurantId];
    const refundsKey = ['staff', 'day-refunds', restaurantId];
    source.onopen = () => {
      setState('live');
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: refundsKey });
    };
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onerror = () => {
      setState('reconnecting');
      if (source.readyState !== EventSource.CLOSED) return;
      void queryClient.invalidateQueries({ queryKey: ['staff', 'me'] });
      retry = setTimeout(() => setAttempt((n) => n + 1), 5_000);
    };
    source.addEventListener('order', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as StaffOrderEvent;
      queryClient.setQueriesData<StaffOrdersResponse>({ queryKey: ordersKey }, (held) =>
        held ? { ...held, orders: mergeOrder(held.orders, event.order, held) } : held,
      );
      // A refund may be of an order due on another day, which no day list held: the day's refunds are read again.
      if (event.order.refunds.length > 0) void queryClient.invalidateQueries({ queryKey: refundsKey });
      if (event.kind === 'new') {
        chime();
        onNewRef.current?.(event);
      }
    });
    source.addEventListener('live', (message) => {
      const live = JSON.parse((message as MessageEvent<string>).data) as RestaurantLiveState;
      queryClient.setQueryData(['staff', 'live', restaurantId], live);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'menu-file'] });
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [restaurantId, queryClient, attempt]);

  return state;
}
