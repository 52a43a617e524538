/**
 * The station and expo views (decision 043). A station marks its part of an order done: an order event
 * (`station_done`, with the station and who), once per station, announced so every board and expo screen hears it.
 * Only an order waiting or being made takes a mark, and only for a station that makes one of its lines.
 */

import type { StaffOrder } from '@ordering/domain/contracts/staff';
import type { StaffStations } from '@ordering/domain/contracts/stations';
import { stationProgress, stationsOfItems } from '@ordering/domain/pacing/stations';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { OrderStatusBus } from '../orders';
import type { PublishedEntry } from '../restaurants';
import { findStaffOrder } from './staff-orders';
import { insertStationDone, lockPlacedOrder } from './station-marks.repository';

const OPEN = new Set(['pending', 'in_progress']);

export function stationsView(entry: PublishedEntry): StaffStations {
  const kitchen = entry.data.restaurant.kitchen;
  return {
    restaurantId: entry.restaurantId,
    stations: (kitchen?.stations ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      names: {
        ...(s.localization.en?.name ? { en: s.localization.en.name } : {}),
        ...(s.localization.fr?.name ? { fr: s.localization.fr.name } : {}),
      },
    })),
    items: kitchen ? stationsOfItems(entry.data) : [],
  };
}

export async function markStationDone(
  db: Database,
  bus: OrderStatusBus,
  entry: PublishedEntry,
  input: { orderId: string; station: string; userId: number; now: Date },
): Promise<StaffOrder> {
  const restaurantId = entry.restaurantId;
  const notice = await db.transaction(async (tx) => {
    const locked = await lockPlacedOrder(tx, restaurantId, input.orderId);
    if (!locked) throw new AppError(404, 'error.orderNotFound');
    if (!OPEN.has(locked.status)) throw new AppError(409, 'error.stationNotOpen');
    const order = await findStaffOrder(tx, restaurantId, input.orderId);
    const view = stationsView(entry);
    const progress = stationProgress(
      view.stations.map((s) => s.id),
      view.items,
      order?.lines ?? [],
      order?.stationsDone ?? [],
    );
    const mine = progress.find((p) => p.station === input.station);
    if (!mine) throw new AppError(409, 'error.stationNotOnOrder');
    if (mine.done) return null;
    await insertStationDone(tx, {
      restaurantId,
      orderId: locked.id,
      station: input.station,
      by: input.userId,
    });
    const change = {
      restaurantId,
      type: 'order.station' as const,
      orderId: input.orderId,
      at: input.now.toISOString(),
    };
    await bus.announceRestaurant(tx, change);
    return change;
  });
  if (notice) bus.committedRestaurant(notice);
  const order = await findStaffOrder(db, restaurantId, input.orderId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  return order;
}
