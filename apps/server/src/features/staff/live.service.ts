/**
 * What staff change on a restaurant without publishing (decision 014): ordering paused with a message, items and
 * option values marked sold out or back. Written on the restaurant row, announced to every node (their menus in
 * memory are forgotten and the open diner menus and boards hear it), and applied on top of the published file by
 * the published-version cache, which menus and pricing read.
 */
import type { RestaurantLiveState } from '@ordering/domain/contracts/staff';
import { type MaintenanceWindow, maintenanceProblem } from '@ordering/domain/ordering/maintenance';
import { fileSoldOut, type LiveState, withMark } from '@ordering/domain/staff/live-state';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { OrderStatusBus } from '../orders';
import { liveStateOf, type PublishedEntry, type PublishedVersionCache } from '../restaurants';
import {
  liveColumnsOf,
  lockSoldOutMarks,
  setMaintenanceWindow,
  setOrdersPaused,
  setSoldOutMarks,
} from './live.repository';

export function liveView(restaurantId: number, live: LiveState): RestaurantLiveState {
  return {
    restaurantId,
    ordersPaused: live.ordersPaused,
    pausedMessage: live.pausedMessage,
    soldOut: live.soldOut,
    maintenance: live.maintenance ?? null,
  };
}

export async function readLiveState(db: Executor, restaurantId: number): Promise<LiveState | undefined> {
  const row = await liveColumnsOf(db, restaurantId);
  return row ? liveStateOf(row) : undefined;
}

interface LiveDeps {
  db: Database;
  bus: OrderStatusBus;
  cache: PublishedVersionCache;
}

async function announced(
  deps: LiveDeps,
  restaurantId: number,
  now: Date,
  write: (tx: Executor) => Promise<void>,
) {
  const notice = { restaurantId, type: 'live' as const, orderId: null, at: now.toISOString() };
  const live = await deps.db.transaction(async (tx) => {
    await write(tx);
    await deps.bus.announceRestaurant(tx, notice);
    return readLiveState(tx, restaurantId);
  });
  deps.cache.invalidateRestaurant(restaurantId);
  deps.bus.committedRestaurant(notice);
  if (!live) throw new AppError(404, 'error.unknownRestaurant', { id: restaurantId });
  return liveView(restaurantId, live);
}

export function setPaused(
  deps: LiveDeps,
  input: { restaurantId: number; paused: boolean; message: string | null; now: Date },
) {
  return announced(deps, input.restaurantId, input.now, async (tx) => {
    await setOrdersPaused(tx, input.restaurantId, {
      paused: input.paused,
      message: input.paused ? input.message : null,
      now: input.now,
    });
  });
}

export function setSoldOut(
  deps: LiveDeps,
  input: {
    entry: PublishedEntry;
    kind: 'item' | 'value';
    id: string;
    soldOut: boolean;
    now: Date;
  },
) {
  const restaurantId = input.entry.restaurantId;
  const inFile = fileSoldOut(input.entry.published, input.kind, input.id);
  if (inFile === undefined)
    throw new AppError(404, 'error.menuTargetUnknown', { kind: input.kind, id: input.id.slice(0, 100) });
  return announced(deps, restaurantId, input.now, async (tx) => {
    // Locked: two managers marking different items at once both keep their marks.
    const marksNow = await lockSoldOutMarks(tx, restaurantId);
    const current = liveStateOf({
      ordersPaused: false,
      ordersPausedMessage: null,
      soldOutOverrides: marksNow,
    });
    const marks = withMark(current.soldOut, input.kind, input.id, input.soldOut, inFile);
    await setSoldOutMarks(tx, restaurantId, marks, input.now);
  });
}

const MAINTENANCE_PROBLEM_KEYS = {
  endBeforeStart: 'error.maintenanceEndBeforeStart',
  alreadyOver: 'error.maintenanceOver',
  tooLong: 'error.maintenanceTooLong',
} as const;

/**
 * The owner's maintenance window (ordering/maintenance.ts), or none: written on the restaurant row and announced
 * like a pause, so every process's menus tell it and its order path refuses orders during it.
 */
export function setMaintenance(
  deps: LiveDeps,
  input: { restaurantId: number; window: MaintenanceWindow | null; now: Date },
) {
  const { window } = input;
  const problem = window ? maintenanceProblem(window, input.now) : null;
  if (problem) throw new AppError(400, MAINTENANCE_PROBLEM_KEYS[problem]);
  return announced(deps, input.restaurantId, input.now, (tx) =>
    setMaintenanceWindow(
      tx,
      input.restaurantId,
      window ? { startsAt: new Date(window.startsAt), endsAt: new Date(window.endsAt) } : null,
      input.now,
    ),
  );
}
