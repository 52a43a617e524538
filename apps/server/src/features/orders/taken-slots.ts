/**
 * The slots taken of a menu, as the cart's calls (set-costs, /orders/item, /orders/validate) read them for an order
 * for now: from memory, so pricing a guest's cart costs no statement (docs/decisions/040). What they decide with it
 * is a preview; the submission takes its slot under the row's lock (slots.repository.ts `takeSlot`) and refuses a
 * full one whatever was shown. This process forgets a restaurant's counts when it takes or gives back a slot, so its
 * own next call sees them; another process's orders are seen at most FRESH_MS later.
 */
import type { Executor } from '../../db/client';
import { takenSlots } from './slots.repository';

const DAY = 24 * 60 * 60_000;

/** How long counts read from the database are used without reading them again (the published copy's re-check). */
export const FRESH_MS = 1_000;

interface Counts {
  from: number;
  to: number;
  readAt: number;
  taken: Record<string, number>;
}

class TakenSlotsMemory {
  private readonly counts = new Map<string, Counts>();
  /** Raised by every change this process makes, by restaurant: a read begun before it is not kept. */
  private readonly generation = new Map<number, number>();

  async around(
    db: Executor,
    input: { restaurantId: number; menuId: string; at: number },
  ): Promise<Record<string, number>> {
    const key = `${input.restaurantId}\u0000${input.menuId}`;
    const kept = this.counts.get(key);
    const clock = Date.now();
    if (kept && clock - kept.readAt < FRESH_MS && kept.from <= input.at - DAY && input.at + DAY <= kept.to) {
      return kept.taken;
    }
    // One read covers the day before and two after, so a clock moving on does not read again at once.
    const from = input.at - DAY;
    const to = input.at + 2 * DAY;
    const before = this.generation.get(input.restaurantId) ?? 0;
    const taken = await takenSlots(db, {
      restaurantId: input.restaurantId,
      menuId: input.menuId,
      from: new Date(from),
      to: new Date(to),
    });
    if ((this.generation.get(input.restaurantId) ?? 0) === before) {
      this.counts.set(key, { from, to, readAt: clock, taken });
    }
    return taken;
  }

  changed(restaurantId: number): void {
    this.generation.set(restaurantId, (this.generation.get(restaurantId) ?? 0) + 1);
    for (const key of this.counts.keys()) {
      if (key.startsWith(`${restaurantId}\u0000`)) this.counts.delete(key);
    }
  }
}

/**
 * One memory per database handle (an app's), never shared by two databases: tests open many, and each app of a
 * pair keeps its own, as two processes would.
 */
const memories = new WeakMap<object, TakenSlotsMemory>();

function memoryOf(db: Executor): TakenSlotsMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new TakenSlotsMemory();
    memories.set(db, memory);
  }
  return memory;
}

/** Orders taken per slot start (UTC ISO) of a menu within a day of `at`, for a cart's preview. */
export function takenSlotsAround(
  db: Executor,
  input: { restaurantId: number; menuId: string; at: Date },
): Promise<Record<string, number>> {
  return memoryOf(db).around(db, { ...input, at: input.at.getTime() });
}

/** A slot of the restaurant was taken or given back by this process (after its commit). */
export function slotsChanged(db: Executor, restaurantId: number): void {
  memoryOf(db).changed(restaurantId);
}

/**
 * Orders taken per slot start (UTC ISO) of a menu around a local date, read from the database now (the scheduling
 * call shows a day's slots, not a cart's preview): a local date spans at most 26 hours of UTC, so a wide window.
 */
export function takenSlotsOfDate(
  db: Executor,
  input: { restaurantId: number; menuId: string; date: string },
): Promise<Record<string, number>> {
  const midnight = Date.parse(`${input.date}T00:00:00Z`);
  return takenSlots(db, {
    restaurantId: input.restaurantId,
    menuId: input.menuId,
    from: new Date(midnight - DAY),
    to: new Date(midnight + 2 * DAY),
  });
}
