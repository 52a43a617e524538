/**
 * The cart calls' taken slots from memory (taken-slots.ts): read once, used for FRESH_MS, read again at once after
 * this process takes or gives back a slot, and never kept from a read that a change overtook.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { slotReservations } from '../../db/schema';
import { orderDataFile, ORDER_RESTAURANT_ID as R } from '../../testing/order-fixtures';
import { openTestDatabase } from '../../testing/test-db';
import { importDataFile } from '../restaurants';
import { FRESH_MS, slotsChanged, takenSlotsAround } from './taken-slots';

const AT = new Date('2026-11-25T17:00:00Z');
const SLOT = '2026-11-25T17:15:00.000Z';
const DAY = 24 * 60 * 60_000;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  expect((await importDataFile(handle.db, orderDataFile())).ok).toBe(true);
});
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const read = (menuId = 'to', at = AT) => takenSlotsAround(handle.db, { restaurantId: R, menuId, at });
const take = (menuId = 'to', count = 1) =>
  handle.db
    .insert(slotReservations)
    .values({ restaurantId: R, menuId, slotStart: new Date(SLOT), count })
    .onConflictDoUpdate({
      target: [slotReservations.restaurantId, slotReservations.menuId, slotReservations.slotStart],
      set: { count },
    });

describe('taken slots for the cart calls', () => {
  it('are read once, then from memory until this process changes a slot or FRESH_MS pass', async () => {
    // Only Date is frozen: the database's own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    expect(await read()).toEqual({});
    await take('to', 1);
    // Another process's order: not seen until the copy is FRESH_MS old.
    expect(await read()).toEqual({});
    slotsChanged(handle.db, R);
    expect(await read()).toEqual({ [SLOT]: 1 });

    await take('to', 2);
    vi.setSystemTime(Date.now() + FRESH_MS - 1);
    expect(await read()).toEqual({ [SLOT]: 1 });
    vi.setSystemTime(Date.now() + 1);
    expect(await read()).toEqual({ [SLOT]: 2 });
  });

  it('read again for an instant outside the day around the copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const menu = 'elsewhere';
    expect(await read(menu)).toEqual({});
    await take(menu, 3);
    // Within the copy's window: from memory.
    expect(await read(menu, new Date(AT.getTime() + 60 * 60_000))).toEqual({});
    // A day before: outside it, so read again.
    expect(await read(menu, new Date(AT.getTime() - DAY + 60 * 60_000))).toEqual({ [SLOT]: 3 });
  });

  it('a read that a change overtook is answered but not kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const menu = 'raced';
    const reading = read(menu);
    await take(menu, 1);
    slotsChanged(handle.db, R);
    await reading;
    expect(await read(menu)).toEqual({ [SLOT]: 1 });
  });
});
