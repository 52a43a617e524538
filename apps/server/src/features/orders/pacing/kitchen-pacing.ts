/**
 * Kitchen pacing on the server (decision 041): the quote a diner sees before paying, and the reservation of each
 * order's make-time in transaction 1 of a submission (submission/reserve.ts), for every channel, since every channel
 * submits through that pipeline. The domain (packages/domain/src/pacing) decides; here the bucket rows are read or
 * locked and written. A data file without `restaurant.kitchen` is not paced: no bucket is read or written, and where
 * its menus cap orders per slot, "as soon as possible" is still the first time whose slot has room (decision 092).
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import { orderType } from '@ordering/domain/order-types/index';
import { checkRequestedTime, menuLeadMinutes } from '@ordering/domain/ordering/scheduling';
import {
  activeBusy,
  BUCKET_MS,
  type BusyMode,
  bucketOf,
  type Kitchen,
  kitchenState,
  loadKey,
} from '@ordering/domain/pacing/kitchen';
import { learnedSpanMinutes } from '@ordering/domain/pacing/learned';
import { orderLoad, type StationLoad } from '@ordering/domain/pacing/load';
import { aheadWindow, type KitchenQuote, ordersAhead } from '@ordering/domain/pacing/queue';
import {
  type Allocation,
  earliestDue,
  earliestFit,
  earliestOpen,
  slotsTakingLoad,
  spreadBuckets,
  spreadLoad,
} from '@ordering/domain/pacing/spread';
import type { OrderType } from '@ordering/domain/pricing/types';
import type { Executor } from '../../../db/client';
import type { PublishedEntry } from '../../restaurants';
import { menuSchedule, menusOfLines } from '../cart-menus';
import { openOrdersDue } from '../orders.repository';
import { schedulingError } from '../scheduling-error';
import { takenSlots, takeSlot } from '../slots.repository';
import { releaseSlot } from '../submission/checkouts.repository';
import type { PricedOrder, SubmissionInput } from '../submission/types';
import { addLoads, type LoadRange, lockLoads, readBusyMode, readLoads } from './kitchen-loads.repository';
import { readLearned } from './learned-make-times';

/** How far past its earliest time an "as soon as possible" order is looked for a place: four hours. */
export const ASAP_HORIZON_MS = 4 * 60 * 60_000;

/**
 * What a checkout took of the kitchen: given back if its payment fails (submission/settle.ts), or, for one order,
 * when that order is cancelled (order-holds.ts). Holds kept before they named their order have no `orderId`.
 */
export interface KitchenHold {
  kitchen: string;
  allocations: Allocation[];
  orderId?: number;
}

/** The kitchen of a menu: a marketplace hub's kitchens each keep their own buckets; any other restaurant has one. */
export function kitchenOf(entry: PublishedEntry, menu: Pick<DataFileMenu, 'id'>): string {
  return entry.data.restaurant.marketplace_hub ? menu.id : '';
}

export function pacedKitchen(entry: PublishedEntry): Kitchen | null {
  return entry.data.restaurant.kitchen;
}

const stationsOf = (load: StationLoad) => Object.keys(load).filter((s) => (load[s] ?? 0) > 0);

/** Orders taken per slot start (UTC ISO), by menu id. */
type TakenByMenu = Map<string, Readonly<Record<string, number>>>;

/**
 * The slot counts of the menus with a maximum per slot, from a day before now (a slot holding now began before it)
 * to `until`. Read without a lock: the submission's slot write (reserve.ts `takeSlot`) still decides.
 */
async function takenOf(
  db: Executor,
  entry: PublishedEntry,
  menus: readonly DataFileMenu[],
  now: Date,
  until: Date,
): Promise<TakenByMenu> {
  const taken = new Map<string, Record<string, number>>();
  for (const menu of menus) {
    if (menu.max_orders_per_interval === null || taken.has(menu.id)) continue;
    const from = new Date(now.getTime() - 24 * 60 * 60_000);
    taken.set(
      menu.id,
      await takenSlots(db, { restaurantId: entry.restaurantId, menuId: menu.id, from, to: until }),
    );
  }
  return taken;
}

/**
 * Whether every menu of an order takes an order due at `at`: hours, last call, notice, and a place left in the slot
 * of that time where the menu caps its orders per slot, so "as soon as possible" is never quoted in a full slot the
 * submission would then refuse.
 */
function openFor(
  entry: PublishedEntry,
  menus: readonly DataFileMenu[],
  type: OrderType,
  now: Date,
  taken: TakenByMenu,
) {
  return (at: Date) =>
    menus.every(
      (menu) =>
        checkRequestedTime({
          ...menuSchedule(entry, menu),
          orderType: type,
          now,
          requested: at,
          taken: taken.get(menu.id) ?? {},
        }).ok,
    );
}

/** An order "as soon as possible": a type served now or at a chosen slot, for which no slot was chosen. */
function isAsap(input: SubmissionInput): boolean {
  const slot = orderType(input.body.type as OrderType).needs.slot;
  return (slot === 'now' || slot === 'slot') && input.body.data.checkout.pickup?.scheduled !== true;
}

interface Plan {
  index: number;
  kitchen: string;
  load: StationLoad;
  asap: boolean;
  earliest: Date;
  latest: Date;
  due: Date;
  menus: DataFileMenu[];
  range: { from: number; to: number };
}

/**
 * Transaction 1's pacing: locks the buckets every order may use, places each order's load (an ASAP order at the
 * earliest time its buckets take it, which becomes its time), and adds it. A fixed time that cannot be made is the
 * full slot's refusal (417). Returns the orders with their kept times (and the slots of those times) and the holds.
 */
export async function paceOrders(
  tx: Executor,
  input: SubmissionInput,
  orders: readonly PricedOrder[],
  orderIds: readonly number[],
): Promise<{ orders: PricedOrder[]; holds: KitchenHold[] }> {
  const { entry, now } = input;
  const kitchen = pacedKitchen(entry);
  if (!kitchen) return { orders: await placeCappedAsap(tx, input, orders), holds: [] };
  const type = input.body.type as OrderType;
  const busy = activeBusy(await readBusyMode(tx, entry.restaurantId), now);
  const learned = await readLearned(
    tx,
    entry.restaurantId,
    orders.flatMap((o) => o.items),
  );
  const plans: Plan[] = [];
  orders.forEach((order, index) => {
    const load = orderLoad(entry.data, order.items);
    if (stationsOf(load).length === 0) return;
    const menus = menusOfLines(entry, order.items);
    // Not before its menus' lead, nor before its longest line can be made (learned where the kitchen has measured it).
    const lead = Math.max(
      learnedSpanMinutes(entry.data, order.items, learned),
      ...menus.map(menuLeadMinutes),
    );
    const asap = isAsap(input);
    const earliest = earliestDue(now, lead, busy?.delayMinutes ?? 0);
    const latest = new Date(earliest.getTime() + ASAP_HORIZON_MS);
    if (!asap && orderType(type).needs.slot === 'slot' && order.pickupTime < earliest) {
      // Busy mode's delay hides the slots before it: one chosen before the delay was set is full now.
      throw schedulingError({ code: 417, reason: 'slot_full', key: 'slotFull' });
    }
    const buckets = asap ? null : spreadBuckets(order.pickupTime, now);
    plans.push({
      index,
      kitchen: kitchenOf(entry, menus[0]!),
      load,
      asap,
      earliest,
      latest,
      due: order.pickupTime,
      menus,
      range: buckets
        ? { from: Math.min(...buckets), to: Math.max(...buckets) }
        : { from: bucketOf(now), to: bucketOf(latest.getTime() - 1) },
    });
  });
  if (plans.length === 0) return { orders: [...orders], holds: [] };
  const ranges: LoadRange[] = plans.flatMap((p) =>
    p.range.to < p.range.from
      ? []
      : stationsOf(p.load).map((station) => ({ kitchen: p.kitchen, station, ...p.range })),
  );
  const held = await lockLoads(tx, entry.restaurantId, ranges);
  // The slot counts an "as soon as possible" order's time is looked for in, up to its horizon: read once the buckets
  // are held, so a checkout that waited for them sees the places the one before it took.
  const asapPlans = plans.filter((p) => p.asap);
  const taken = await takenOf(
    tx,
    entry,
    asapPlans.flatMap((p) => p.menus),
    now,
    new Date(Math.max(now.getTime(), ...asapPlans.map((p) => p.latest.getTime())) + 24 * 60 * 60_000),
  );
  const next = [...orders];
  const holds: KitchenHold[] = [];
  for (const plan of plans) {
    const used = new Map<string, number>();
    for (const [key, seconds] of held) {
      if (key.startsWith(`${plan.kitchen}|`)) used.set(key.slice(plan.kitchen.length + 1), seconds);
    }
    const state = kitchenState({ kitchen, zone: entry.data.restaurant.timezone, busy, used });
    const order = next[plan.index]!;
    const placed = plan.asap
      ? await placeAsap(tx, input, order, taken, () =>
          earliestFit({
            load: plan.load,
            earliest: plan.earliest,
            latest: plan.latest,
            now,
            state,
            open: openFor(entry, plan.menus, type, now, taken),
          }),
        )
      : (() => {
          const allocations = spreadLoad({ load: plan.load, due: plan.due, now, state });
          return allocations ? { due: plan.due, allocations, slots: order.slots } : null;
        })();
    // No time was chosen for an order "as soon as possible": its refusal says the kitchen is full, not a slot.
    if (!placed)
      throw schedulingError({ code: 417, reason: 'slot_full', key: plan.asap ? 'kitchenFull' : 'slotFull' });
    await addLoads(tx, entry.restaurantId, plan.kitchen, placed.allocations);
    for (const a of placed.allocations) {
      const key = `${plan.kitchen}|${loadKey(a.station, a.bucket)}`;
      held.set(key, (held.get(key) ?? 0) + a.seconds);
    }
    holds.push({ kitchen: plan.kitchen, allocations: placed.allocations, orderId: orderIds[plan.index] });
    next[plan.index] = { ...order, pickupTime: placed.due, slots: placed.slots };
  }
  return { orders: next, holds };
}

/**
 * An "as soon as possible" order's time, with its places in the capped slots of that time taken here and now. The
 * counts were read without a lock, and a checkout on another kitchen's stations (or another process) may have taken
 * a slot's last place since: the conditional increment decides, and a time whose slot turned out full is marked so
 * and the next one looked for, rather than refusing an order another slot could take.
 */
async function placeAsap(
  tx: Executor,
  input: SubmissionInput,
  order: PricedOrder,
  taken: Map<string, Record<string, number>>,
  fit: () => { due: Date; allocations: Allocation[] } | null,
): Promise<{ due: Date; allocations: Allocation[]; slots: PricedOrder['slots'] } | null> {
  const restaurantId = input.entry.restaurantId;
  for (;;) {
    const placed = fit();
    if (!placed) return null;
    const slots = slotsAt(input, order, placed.due);
    const got: PricedOrder['slots'] = [];
    let full: PricedOrder['slots'][number] | null = null;
    for (const slot of slots.filter((s) => s.max !== null)) {
      const at = { restaurantId, menuId: slot.menuId, slotStart: new Date(slot.slotStart), max: slot.max };
      if (await takeSlot(tx, at)) got.push(slot);
      else {
        full = slot;
        break;
      }
    }
    if (!full) return { ...placed, slots: slots.map((s) => (s.max === null ? s : { ...s, taken: true })) };
    for (const slot of got) await releaseSlot(tx, restaurantId, slot);
    taken.set(full.menuId, { ...taken.get(full.menuId), [full.slotStart]: full.max ?? 0 });
  }
}

const capped = (order: PricedOrder) => order.slots.some((s) => s.max !== null);

/**
 * Where the kitchen is not paced, the span an "as soon as possible" order is looked for in, the quote's and the
 * submission's alike: from now plus its menus' lead, for four hours.
 */
function leadWindow(now: Date, menus: readonly DataFileMenu[]) {
  const earliest = earliestDue(now, Math.max(0, ...menus.map(menuLeadMinutes)), 0);
  return { earliest, latest: new Date(earliest.getTime() + ASAP_HORIZON_MS) };
}

/**
 * "As soon as possible" where the kitchen is not paced and a menu caps its orders per slot: the order's time is the
 * first from now plus its menus' lead whose slots have room, taken here (as `placeAsap` takes them), rather than the
 * full slot of now plus the lead refusing an order the next slot could take.
 */
async function placeCappedAsap(
  tx: Executor,
  input: SubmissionInput,
  orders: readonly PricedOrder[],
): Promise<PricedOrder[]> {
  // As the plan timed it (plan-orders.ts `orderTime`): only an order the checkout marks "as soon as possible" was
  // given now plus its lead; any other keeps the time it was sent with.
  const asap = isAsap(input) && input.body.data.checkout.pickup?.scheduled === false;
  if (!asap || !orders.some(capped)) return [...orders];
  const { entry, now } = input;
  const type = input.body.type as OrderType;
  const menus = orders.map((order) => menusOfLines(entry, order.items));
  const windows = menus.map((own) => leadWindow(now, own));
  const until = Math.max(...windows.map((w) => w.latest.getTime())) + 24 * 60 * 60_000;
  const taken = await takenOf(tx, entry, menus.flat(), now, new Date(until));
  const next = [...orders];
  for (const [index, order] of orders.entries()) {
    if (!capped(order)) continue;
    const open = openFor(entry, menus[index]!, type, now, taken);
    const placed = await placeAsap(tx, input, order, taken, () => {
      const due = earliestOpen({ ...windows[index]!, open });
      return due ? { due, allocations: [] } : null;
    });
    if (!placed) throw schedulingError({ code: 417, reason: 'slot_full', key: 'kitchenFull' });
    next[index] = { ...order, pickupTime: placed.due, slots: placed.slots };
  }
  return next;
}

/** The slots an order moved to its quoted time takes (the per-slot caps still count where a menu has them). */
function slotsAt(input: SubmissionInput, order: PricedOrder, due: Date): PricedOrder['slots'] {
  return order.slots.map((slot) => {
    const menu = input.entry.data.menus.find((m) => m.id === slot.menuId)!;
    const time = checkRequestedTime({
      ...menuSchedule(input.entry, menu),
      orderType: input.body.type as OrderType,
      now: input.now,
      requested: due,
    });
    if (!time.ok) throw schedulingError(time.error);
    return { ...slot, slotStart: time.slot.start };
  });
}

/** What a cart is quoted before paying: its earliest ready time, and which slot starts its load fits. */
export interface CartQuote {
  /** The "as soon as possible" time (ISO), or null when nothing fits before the horizon. */
  asap: string | null;
  /** Busy mode's delay in force, in minutes (0 when none). */
  delayMinutes: number;
  /** Per slot start asked, whether the kitchen can make the cart for it. */
  slots: boolean[];
  /** The open orders due by the cart's time at the kitchens it is made in (domain pacing/queue.ts). */
  ordersAhead: number;
}

/** What a quote is asked for: the menu whose slots are shown, the cart's lines, the way it is ordered, when. */
interface QuoteInput {
  menu: DataFileMenu;
  items: readonly CartItem[];
  type: OrderType;
  now: Date;
  slots: readonly Date[];
}

/**
 * The quote of a cart from the buckets as they stand (no lock: the submission decides). At a marketplace hub each
 * kitchen's lines become an order of their own, placed on that kitchen's buckets from its own lead: each is quoted
 * so, and the cart is ready when its last kitchen is. The slots are those of `menu`'s kitchen for its own lines.
 */
export async function quoteCart(
  db: Executor,
  entry: PublishedEntry,
  input: QuoteInput,
): Promise<CartQuote | null> {
  const kitchen = pacedKitchen(entry);
  // Not paced: a quote only where a menu caps its orders per slot, which can move the time past now plus the lead.
  const menus = input.items.length ? menusOfLines(entry, input.items) : [input.menu];
  if (!kitchen && menus.every((m) => m.max_orders_per_interval === null)) return null;
  const busy = kitchen ? activeBusy(await readBusyMode(db, entry.restaurantId), input.now) : null;
  const hub = entry.data.restaurant.marketplace_hub;
  const groups = new Map<string, CartItem[]>();
  if (hub) {
    for (const item of input.items) groups.set(item.menu_id, [...(groups.get(item.menu_id) ?? []), item]);
  }
  const own = hub ? (groups.get(input.menu.id) ?? []) : [...input.items];
  const quote = await quoteKitchen(db, entry, kitchen, busy, { ...input, items: own });
  // Each kitchen the cart is made in, with its own time there: the orders ahead are counted kitchen by kitchen.
  const quotes = new Map<string, KitchenQuote>();
  if (!hub || own.length > 0) quotes.set(kitchenOf(entry, input.menu), quote);
  for (const [menuId, items] of groups) {
    if (menuId === input.menu.id) continue;
    const menu = entry.data.menus.find((m) => m.id === menuId);
    if (!menu) continue;
    quotes.set(
      kitchenOf(entry, menu),
      await quoteKitchen(db, entry, kitchen, busy, { ...input, menu, items, slots: [] }),
    );
  }
  const times = [quote, ...quotes.values()].map((q) => q.readyAt);
  const asap = times.some((t) => t === null)
    ? null
    : new Date(Math.max(...times.map((t) => (t as Date).getTime())));
  const open = await openOrdersDue(db, entry.restaurantId, aheadWindow(quotes, input.now));
  const ahead = ordersAhead(
    open.map((o) => ({ due: o.due, kitchen: hub ? (o.menuId ?? '') : '' })),
    quotes,
    input.now,
  );
  return {
    asap: asap ? asap.toISOString() : null,
    delayMinutes: busy?.delayMinutes ?? 0,
    slots: quote.slots,
    ordersAhead: ahead,
  };
}

/** One kitchen's quote for its lines: the earliest time its buckets, hours and slot counts take them. */
async function quoteKitchen(
  db: Executor,
  entry: PublishedEntry,
  kitchen: Kitchen | null,
  busy: BusyMode | null,
  input: QuoteInput,
): Promise<KitchenQuote & { slots: boolean[] }> {
  const { now, type } = input;
  const menus = input.items.length ? menusOfLines(entry, input.items) : [input.menu];
  if (!kitchen) {
    // As the submission places it (`placeCappedAsap`): the menus' lead, then the first time with room in its slot.
    const { earliest, latest } = leadWindow(now, menus);
    const taken = await takenOf(db, entry, menus, now, new Date(latest.getTime() + 24 * 60 * 60_000));
    return {
      readyAt: earliestOpen({ earliest, latest, open: openFor(entry, menus, type, now, taken) }),
      latest,
      // The day's slots say their own counts (cart-schedule.ts): no make-time to hold any of them back.
      slots: input.slots.map(() => true),
    };
  }
  const load = orderLoad(entry.data, input.items);
  const learned = await readLearned(db, entry.restaurantId, input.items);
  const lead = Math.max(learnedSpanMinutes(entry.data, input.items, learned), ...menus.map(menuLeadMinutes));
  const earliest = earliestDue(now, lead, busy?.delayMinutes ?? 0);
  const latest = new Date(earliest.getTime() + ASAP_HORIZON_MS);
  const lastSlot = Math.max(latest.getTime(), ...input.slots.map((s) => s.getTime()));
  const used = await readLoads(db, entry.restaurantId, kitchenOf(entry, input.menu), {
    stations: stationsOf(load),
    from: bucketOf(now),
    to: bucketOf(lastSlot) + BUCKET_MS,
  });
  const state = kitchenState({ kitchen, zone: entry.data.restaurant.timezone, busy, used });
  const taken = await takenOf(db, entry, menus, now, new Date(latest.getTime() + 24 * 60 * 60_000));
  const fit = earliestFit({
    load,
    earliest,
    latest,
    now,
    state,
    open: openFor(entry, menus, type, now, taken),
  });
  return {
    readyAt: fit ? fit.due : null,
    latest,
    slots: slotsTakingLoad({ load, slots: input.slots, earliest, now, state }),
  };
}
