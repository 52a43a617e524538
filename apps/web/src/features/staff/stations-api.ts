/** The station and expo views' calls (decision 043). */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import type { StaffStations } from '@ordering/domain/contracts/stations';
import { queryOptions } from '@tanstack/react-query';
import { staffFetch } from './api';

export const stationsQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'stations', restaurantId],
    queryFn: () => staffFetch<StaffStations>(`/api/staff/restaurants/${restaurantId}/stations`),
    staleTime: 60_000,
  });

export const markStationDone = (restaurantId: number, orderId: string, station: string) =>
  staffFetch<{ order: StaffOrder }>(
    `/api/staff/orders/${encodeURIComponent(orderId)}/stations/${encodeURIComponent(station)}/done`,
    { method: 'POST', headers: { 'X-RESTAURANT-ID': String(restaurantId) } },
  );
