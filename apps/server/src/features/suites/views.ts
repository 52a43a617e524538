/**
 * The suite views of the contracts (packages/domain/src/suites/contracts.ts), built from the rows and the orders
 * that still count. What the screens show of the payment preference is derived from the orders, so a released
 * checkout never leaves a preference fixed or a card chosen; what is spent is the suite's tab's total
 * (features/tabs/suite-tab.ts), whose rounds count only while their orders do.
 */

import type { SnapshotItem } from '@ordering/domain/contracts/accounts';
import type { Cents } from '@ordering/domain/money/money';
import { toDollars } from '@ordering/domain/money/money';
import { DEFAULT_ZONE, localDate } from '@ordering/domain/ordering/zoned';
import type { EventSuiteView, EventView, SuiteOrderSummary } from '@ordering/domain/suites/contracts';
import { canPreOrder, isEventDay, preOrderLockAt, remainingTab } from '@ordering/domain/suites/rules';
import type { Executor } from '../../db/client';
import { linesOfOrders } from '../orders';
import type { PublishedEntry } from '../restaurants';
import { suiteTabsTotal } from '../tabs';
import {
  type EventRow,
  type EventSuiteFull,
  findCard,
  ordersOfEventSuites,
  type SuiteOrderRow,
} from './suites.repository';

export const zoneOf = (entry: PublishedEntry) => entry.data.restaurant.timezone || DEFAULT_ZONE;

export function eventView(event: EventRow, zone: string, now: Date): EventView {
  const times = { startsAt: event.startsAt, lockHours: event.orderLockHours };
  return {
    id: event.publicId,
    title: event.title,
    start_date: event.startsAt.toISOString(),
    order_lock_period: event.orderLockHours,
    manager_info: event.managerInfo,
    lock_at: preOrderLockAt(times).toISOString(),
    locked: !canPreOrder(times, now),
    timezone: zone,
    date: localDate(event.startsAt, zone),
  };
}

export const canPreOrderNow = (event: EventRow, now: Date) =>
  canPreOrder({ startsAt: event.startsAt, lockHours: event.orderLockHours }, now);
export const isEventDayNow = (event: EventRow, zone: string, now: Date) =>
  isEventDay(event.startsAt, zone, now);

/** The suite's orders split as the rules read them. */
export interface SuiteOrders {
  all: SuiteOrderRow[];
  /** The current pre-order: the latest placed one. */
  preOrder: SuiteOrderRow | null;
  eventDay: SuiteOrderRow[];
  /** The owner's card of the first event-day order, as recorded on it. */
  fixedCardId: string | null;
}

export function splitOrders(rows: SuiteOrderRow[]): SuiteOrders {
  const placed = rows.filter((o) => o.status !== 'awaiting_payment');
  const preOrders = placed.filter((o) => o.suiteOrderKind === 'pre-order');
  const eventDay = rows.filter((o) => o.suiteOrderKind === 'event-day');
  const first = eventDay[0];
  const card = (first?.eventSuite as { paymentCardId?: unknown } | null)?.paymentCardId;
  return {
    all: rows,
    preOrder: preOrders[preOrders.length - 1] ?? null,
    eventDay,
    fixedCardId: typeof card === 'string' ? card : null,
  };
}

export async function ordersByEventSuite(db: Executor, ids: number[]): Promise<Map<number, SuiteOrders>> {
  const rows = await ordersOfEventSuites(db, ids, { includeAwaiting: true });
  return new Map(ids.map((id) => [id, splitOrders(rows.filter((r) => r.eventSuiteId === id))]));
}

export function orderSummary(o: SuiteOrderRow): SuiteOrderSummary {
  return {
    id: o.publicId,
    number: o.number,
    status: o.status,
    kind: o.suiteOrderKind === 'pre-order' ? 'pre-order' : 'event-day',
    total: toDollars(o.totalCents),
    createdAt: (o.createdAt ?? new Date()).toISOString(),
    pickup_time: o.pickupTime.toISOString(),
    placed_by_operator: o.placedBy
      ? { id: o.placedBy.publicId, name: `${o.placedBy.firstName} ${o.placedBy.lastName}`.trim() }
      : null,
  };
}

export async function eventSuiteView(
  db: Executor,
  full: EventSuiteFull,
  orders: SuiteOrders,
  /** The tabs' totals of a list of suites read at once (`suiteTabsTotal`): one statement for the list, not each. */
  tabsTotal?: Map<number, Cents>,
): Promise<EventSuiteView> {
  const es = full.eventSuite;
  // What is spent is what the suite's tab carries (features/tabs/suite-tab.ts): its rounds not cancelled.
  const spentCents = (tabsTotal ?? (await suiteTabsTotal(db, [es.id]))).get(es.id) ?? 0;
  const remaining = remainingTab({ limitCents: es.tabLimitCents, active: es.tabActive, spentCents });
  const card = orders.fixedCardId ? await findCard(db, full.owner.id, orders.fixedCardId) : undefined;
  return {
    id: es.publicId,
    event: { id: full.event.publicId },
    suite: { id: full.suite.publicId, name: full.suite.name },
    suite_owner: {
      id: full.owner.publicId,
      company_name: full.suite.companyName,
      first_name: full.owner.firstName,
      last_name: full.owner.lastName,
      email: full.owner.email,
    },
    tab_limit: es.tabLimitCents === null ? null : toDollars(es.tabLimitCents),
    tab_active: es.tabActive,
    tab_spent: toDollars(spentCents),
    tab_remaining: remaining === null ? null : toDollars(remaining),
    event_day_payment_preference:
      es.paymentPreference === 'invoice' || es.paymentPreference === 'charge' ? es.paymentPreference : null,
    payment_preference_fixed: orders.eventDay.length > 0,
    payment_card: card ? { paymentCardId: card.publicId, brand: card.brand, last4: card.last4 } : null,
    pre_order_delivery_time: es.preOrderDeliveryTime?.toISOString() ?? null,
    pre_order_additional_notes: es.notes,
    orders_count: orders.all.filter((o) => o.status !== 'awaiting_payment').length,
  };
}

interface StoredOptions {
  selections?: unknown[];
  display?: { name: string; quantity: number; priceCents: number }[];
}

/** The pre-order's lines as the reorder rules read them (the cart is rebuilt from the saved order). */
export async function orderItems(db: Executor, orderId: number): Promise<SnapshotItem[]> {
  const lines = await linesOfOrders(db, [orderId]);
  return lines.map((line) => ({
    id: line.itemId,
    sku: null,
    menu_id: line.menuId,
    section_id: line.sectionId,
    name: line.name,
    quantity: line.quantity,
    orderOptions: (line.options as StoredOptions).selections ?? [],
  }));
}

export function optionNames(options: unknown): string[] {
  return ((options as StoredOptions).display ?? []).map((d) =>
    d.quantity > 1 ? `${d.quantity} × ${d.name}` : d.name,
  );
}
