/**
 * The board's orders and the ticket (everything an order keeps), read for staff. Orders still
 * awaiting payment, or whose payment failed, are the checkout's business and never shown. A list is read with its
 * lines, tenders, refunds and station marks in one statement, whatever the number of orders.
 */
import { toCostsBody } from '@ordering/domain/contracts/costs';
import type { StaffDayRefundsResponse, StaffOrder, StaffRefund } from '@ordering/domain/contracts/staff';
import { groupBy } from '@ordering/domain/group-by';
import { toDollars } from '@ordering/domain/money/money';
import { startOfLocalDate } from '@ordering/domain/ordering/zoned';
import type { Costs } from '@ordering/domain/pricing/types';
import { addDays, format } from 'date-fns';
import type { Executor } from '../../db/client';
import { refundedQuantities, tableOf } from '../orders';
import {
  type LineRow,
  type OrderRow,
  ordersRefundedBetween,
  type PlacedOrders,
  placedOrdersByPublicId,
  placedOrdersDue,
  type RefundRow,
  type TenderRow,
} from './staff-orders.repository';

/** The instants that bound a local day in the zone: [start, next day's start). */
export function dayBounds(date: string, zone: string): { from: Date; to: Date } {
  const from = startOfLocalDate(date, zone);
  const next = format(addDays(new Date(Date.UTC(...ymd(date), 12)), 1), 'yyyy-MM-dd');
  return { from: new Date(from.getTime()), to: new Date(startOfLocalDate(next, zone).getTime()) };
}

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}

export async function listStaffOrders(
  db: Executor,
  restaurantId: number,
  filter: { statuses?: string[] | undefined; from: Date; to: Date; kitchen?: string | undefined },
): Promise<StaffOrder[]> {
  return viewsOf(await placedOrdersDue(db, restaurantId, filter));
}

/**
 * The refunds made in [from, to) with the orders they gave back, due on any day (the Reports screen counts a refund
 * on the day it was made, packages/domain/src/staff/sales.ts). Two reads outside a transaction: a refund made between
 * them is in the orders only, and the next read has it.
 */
export async function refundsMadeBetween(
  db: Executor,
  restaurantId: number,
  span: { from: Date; to: Date },
): Promise<Pick<StaffDayRefundsResponse, 'refunds' | 'orders'>> {
  const orders = await findStaffOrders(db, restaurantId, await ordersRefundedBetween(db, restaurantId, span));
  const made = (r: StaffRefund) => {
    const at = Date.parse(r.createdAt);
    return at >= span.from.getTime() && at < span.to.getTime();
  };
  const refunds = orders
    .flatMap((o) => o.refunds.filter(made).map((r) => ({ ...r, orderId: o.id })))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return { refunds, orders };
}

export async function findStaffOrder(
  db: Executor,
  restaurantId: number,
  publicId: string,
): Promise<StaffOrder | undefined> {
  const [view] = await findStaffOrders(db, restaurantId, [publicId]);
  return view;
}

/** Several placed orders of the restaurant by public id, in one statement whatever their number. */
export async function findStaffOrders(
  db: Executor,
  restaurantId: number,
  publicIds: readonly string[],
): Promise<StaffOrder[]> {
  if (publicIds.length === 0) return [];
  return viewsOf(await placedOrdersByPublicId(db, restaurantId, publicIds));
}

function viewsOf({ placed, lines, tenders, refunds, stationsDone }: PlacedOrders): StaffOrder[] {
  const byOrder = (row: { orderId: number }) => row.orderId;
  const linesBy = groupBy(lines, byOrder);
  const tendersBy = groupBy(tenders, byOrder);
  const refundsBy = groupBy(refunds, byOrder);
  return placed.map((r) => {
    const view = staffOrderView(
      r.order,
      r.checkoutPublicId,
      linesBy.get(r.order.id) ?? [],
      tendersBy.get(r.order.id) ?? [],
      refundsBy.get(r.order.id) ?? [],
    );
    const done = stationsDone.get(r.order.id);
    return done ? { ...view, stationsDone: done } : view;
  });
}

type Names = { en?: string; fr?: string };

/** What a line keeps of how it was published: its name and its options' names in each language. */
interface StoredOptions {
  names?: Names;
  display?: { name: string; names?: Names; quantity: number; priceCents: number; setsPrice?: true }[];
}

/** The table, with its location and area named in each language when the order kept them (order-record.ts). */
function tableWithNames(
  table: ReturnType<typeof tableOf>,
  fulfilment: Record<string, unknown>,
): StaffOrder['table'] {
  if (!table) return null;
  const names = (v: unknown) => (v && typeof v === 'object' ? (v as Names) : undefined);
  const locationNames = names(fulfilment.tableLocationNames);
  const areaNames = names(fulfilment.tableAreaNames);
  return {
    ...table,
    ...(table.tableLocation && locationNames ? { locationNames } : {}),
    ...(table.tableArea && areaNames ? { areaNames } : {}),
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function tenderState(t: TenderRow): StaffOrder['tenders'][number]['state'] {
  const d = (t.details as Record<string, unknown> | null) ?? {};
  const refunded = Number(d.refundedCents ?? 0);
  if (t.kind === 'card') {
    if (d.voidId === 'share_released') return 'released';
    if (d.voidId === 'none') return 'none';
    if (d.voidId) return 'voided';
    if (d.refundId || (refunded > 0 && refunded >= t.amountCents)) return 'refunded';
    if (refunded > 0) return 'partially_refunded';
    if (d.captureId) return 'captured';
    return t.reference ? 'authorized' : 'none';
  }
  if (t.kind === 'gift_card' || t.kind === 'credits') {
    if (d.creditedBack || (refunded > 0 && refunded >= t.amountCents)) return 'credited';
    if (refunded > 0) return 'partially_refunded';
    return 'debited';
  }
  return 'none';
}

function refundView(r: RefundRow): StaffRefund {
  const lines = (r.lines as { position: number; quantity: number; amountCents: number }[]) ?? [];
  const tenders = (r.tenders as { kind: string; amountCents: number }[]) ?? [];
  return {
    id: r.publicId,
    amount: toDollars(r.amountCents),
    reason: r.reason,
    lines: lines.map((l) => ({
      position: l.position,
      quantity: l.quantity,
      amount: toDollars(l.amountCents),
    })),
    tenders: tenders.map((t) => ({ kind: t.kind, amount: toDollars(t.amountCents) })),
    createdAt: r.createdAt.toISOString(),
    by: r.by,
  };
}

export function staffOrderView(
  order: OrderRow,
  checkoutPublicId: string | null,
  lines: readonly LineRow[],
  tenders: readonly TenderRow[],
  refunds: readonly RefundRow[],
): StaffOrder {
  const contact = (order.contact ?? {}) as Record<string, unknown>;
  const fulfilment = (order.fulfilment ?? {}) as Record<string, unknown>;
  const delivery = fulfilment.delivery as StaffOrder['delivery'] | undefined;
  const refunded = refundedQuantities(refunds);
  const name =
    str(contact.full_name) ??
    ([str(contact.first_name), str(contact.last_name)].filter(Boolean).join(' ') || null);
  return {
    id: order.publicId,
    number: order.number,
    checkoutId: checkoutPublicId,
    type: order.type as StaffOrder['type'],
    status: order.status as StaffOrder['status'],
    cancelReason: order.cancelReason,
    menuId: order.menuId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    pickupTime: order.pickupTime.toISOString(),
    scheduled: fulfilment.scheduled === true,
    enteredByStaff: fulfilment.enteredBy === 'staff',
    locale: str(contact.locale) ?? str(contact.language),
    contact: {
      name,
      email: str(contact.email),
      phone: str(contact.phone_number) ?? str(contact.phone),
    },
    table: tableWithNames(
      tableOf({
        tableNum: contact.tableNum ?? fulfilment.tableNum,
        table: contact.table ?? fulfilment.table,
      }),
      fulfilment,
    ),
    delivery: delivery ?? null,
    fulfilment,
    answers: Array.isArray(order.answers) ? (order.answers as StaffOrder['answers']) : [],
    notes: order.notes,
    legalAgeConfirmed: order.legalAgeConfirmed,
    student: (order.student as Record<string, unknown> | null) ?? null,
    eventSuite: (order.eventSuite as Record<string, unknown> | null) ?? null,
    programs: (order.programs as Record<string, unknown> | null) ?? {},
    lines: lines.map((l) => ({
      position: l.position,
      itemId: l.itemId,
      menuId: l.menuId,
      sectionId: l.sectionId,
      name: l.name,
      names: (l.options as StoredOptions).names ?? {},
      quantity: l.quantity,
      unitPrice: toDollars(l.unitCents),
      price: toDollars(l.lineCents),
      options: ((l.options as StoredOptions).display ?? []).map((o) => ({
        name: o.name,
        names: o.names ?? {},
        quantity: o.quantity,
        price: toDollars(o.priceCents),
        setsPrice: o.setsPrice === true,
      })),
      specialInstructions: l.specialInstructions,
      refundedQuantity: refunded.get(l.position) ?? 0,
    })),
    costs: toCostsBody(order.costs as Costs),
    total: toDollars(order.totalCents),
    tenders: tenders.map((t) => {
      const d = (t.details as Record<string, unknown> | null) ?? {};
      return {
        kind: t.kind,
        amount: toDollars(t.amountCents),
        refunded: toDollars(Number(d.refundedCents ?? 0)),
        state: tenderState(t),
        brand: str(d.brand),
        last4: str(d.last4),
        wallet: str(d.wallet),
      };
    }),
    refunds: refunds.map(refundView),
    refunded: toDollars(refunds.reduce((sum, r) => sum + r.amountCents, 0)),
  };
}
