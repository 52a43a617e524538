/**
 * Busy mode (decision 041): a manager adds a delay to every quote and/or cuts the kitchen's capacity, for a while.
 * Quotes and submissions read it from the database on each call, so they follow it at once, in every process; a
 * `live` notice tells open checkouts to ask for their quote again.
 */
import type { KitchenBusyState } from '@ordering/domain/contracts/staff';
import { activeBusy } from '@ordering/domain/pacing/kitchen';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import type { PublishedEntry } from '../../restaurants';
import type { OrderStatusBus } from '../order-status-bus';
import { readBusyMode, writeBusyMode } from './kitchen-loads.repository';

export async function busyModeView(
  db: Executor,
  entry: PublishedEntry,
  now: Date,
): Promise<KitchenBusyState> {
  const busy = activeBusy(await readBusyMode(db, entry.restaurantId), now);
  return {
    restaurantId: entry.restaurantId,
    paced: entry.data.restaurant.kitchen !== null,
    delayMinutes: busy?.delayMinutes ?? 0,
    capacityCutPercent: busy?.capacityCutPercent ?? 0,
    until: busy ? busy.until.toISOString() : null,
  };
}

export async function setBusyMode(
  db: Executor,
  bus: OrderStatusBus,
  entry: PublishedEntry,
  input: { delayMinutes: number; capacityCutPercent: number; forMinutes: number; userId: number; now: Date },
): Promise<KitchenBusyState> {
  // Without make times the quotes are not the kitchen's to move: a delay set there would change nothing.
  if (entry.data.restaurant.kitchen === null) throw new AppError(409, 'error.kitchenNotPaced');
  const ending = input.delayMinutes === 0 && input.capacityCutPercent === 0;
  await writeBusyMode(db, {
    restaurantId: entry.restaurantId,
    delayMinutes: input.delayMinutes,
    capacityCutPercent: input.capacityCutPercent,
    until: ending ? input.now : new Date(input.now.getTime() + input.forMinutes * 60_000),
    userId: input.userId,
    now: input.now,
  });
  // Open checkouts hear it on the diners' live stream and ask for their quote again.
  const notice = {
    restaurantId: entry.restaurantId,
    type: 'live' as const,
    orderId: null,
    at: input.now.toISOString(),
  };
  await bus.announceRestaurant(db, notice);
  bus.committedRestaurant(notice);
  return busyModeView(db, entry, input.now);
}
