/** The board's reads: placed orders (never those awaiting payment or whose payment failed) and their details. */
import type { Executor } from '../../db/client';
import { fromJsonRow } from '../../db/json-rows';
import { orderLines, orderRefunds, orders, orderTenders } from '../../db/schema';
import { run } from '../../db/statement';
import { STATION_DONE } from './station-marks.repository';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type TenderRow = typeof orderTenders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect & { by: string | null };
export type PlacedOrderRow = { order: OrderRow; checkoutPublicId: string | null };

/** Placed orders with everything their tickets show: lines, tenders, refunds and the stations that marked them done. */
export interface PlacedOrders {
  /** By due time, then number. */
  placed: PlacedOrderRow[];
  /** By order, then position. */
  lines: LineRow[];
  tenders: TenderRow[];
  refunds: RefundRow[];
  /** The stations that marked each order done, each once, in the order they did. */
  stationsDone: Map<number, string[]>;
}

const PLACED = "o.restaurant_id = $1 and o.status not in ('awaiting_payment', 'payment_failed')";
const CHECKOUT =
  'left join lateral (select public_id from checkouts where id = o.checkout_id limit 1) c on true';

/**
 * The orders (`placed`, chosen by `selected`) and their details in one statement, each row a JSON record of its part
 * (0 orders, 1 lines, 2 tenders, 3 refunds, 4 station marks) in its order. Fixed text, prepared once per connection
 * (decision 021), where a Drizzle query per table built its text and an `in` list of another length was another
 * statement to plan on every notice a board heard. Each detail is read by its order's id through a lateral subquery
 * that `offset 0` keeps from being flattened into a join: the embedded database never analyses its tables, and a
 * join planned while they were small would hash a whole table on every call (decision 075).
 */
const withDetails = (selected: string) =>
  `with placed as materialized (${selected}) ` +
  'select 0 as part, row_number() over (order by p.pickup_time, p.number) as k, to_jsonb(p) as j from placed p ' +
  'union all select 1, row_number() over (order by p.id, l.position), to_jsonb(l) from placed p join lateral ' +
  '(select * from order_lines where order_id = p.id and restaurant_id = $1 offset 0) l on true ' +
  'union all select 2, row_number() over (order by t.id), to_jsonb(t) from placed p join lateral ' +
  '(select * from order_tenders where order_id = p.id and restaurant_id = $1 offset 0) t on true ' +
  "union all select 3, row_number() over (order by r.id), to_jsonb(r) || jsonb_build_object('by', u.email) " +
  'from placed p join lateral ' +
  '(select * from order_refunds where order_id = p.id and restaurant_id = $1 offset 0) r on true ' +
  'left join users u on u.id = r.user_id ' +
  "union all select 4, row_number() over (order by e.id), jsonb_build_object('order_id', e.order_id, " +
  "'station', e.data -> 'station') from placed p join lateral " +
  `(select * from order_events where order_id = p.id and restaurant_id = $1 and type = '${STATION_DONE}' ` +
  'offset 0) e on true ' +
  'order by part, k';

/** Placed orders due in [$2, $3), of the statuses $4 (all when null) and the kitchen $5 (any when null). */
const DUE = withDetails(
  `select o.*, c.public_id as checkout_public_id from orders o ${CHECKOUT} where ${PLACED} ` +
    'and o.pickup_time >= $2::timestamptz and o.pickup_time < $3::timestamptz ' +
    'and ($4::text[] is null or o.status = any($4::text[])) and ($5::text is null or o.menu_id = $5::text)',
);

/** Placed orders by public id ($2), each looked up by the unique index. */
const BY_PUBLIC_ID = withDetails(
  'select o.*, c.public_id as checkout_public_id from unnest($2::text[]) as w(public_id) join lateral ' +
    `(select * from orders o where o.public_id = w.public_id and ${PLACED} limit 1) o on true ${CHECKOUT}`,
);

async function placedOrders(db: Executor, text: string, values: unknown[]): Promise<PlacedOrders> {
  const rows = await run<{ part: number; j: Record<string, unknown> }>(db, { text, values });
  const found: PlacedOrders = { placed: [], lines: [], tenders: [], refunds: [], stationsDone: new Map() };
  for (const { part, j } of rows) {
    if (part === 0) {
      const checkoutPublicId = (j.checkout_public_id as string | null | undefined) ?? null;
      found.placed.push({ order: fromJsonRow(orders, j), checkoutPublicId });
    } else if (part === 1) found.lines.push(fromJsonRow(orderLines, j));
    else if (part === 2) found.tenders.push(fromJsonRow(orderTenders, j));
    else if (part === 3)
      found.refunds.push({
        ...fromJsonRow(orderRefunds, j),
        by: (j.by as string | null | undefined) ?? null,
      });
    else if (typeof j.station === 'string') {
      const orderId = Number(j.order_id);
      const list = found.stationsDone.get(orderId) ?? [];
      if (!list.includes(j.station)) list.push(j.station);
      found.stationsDone.set(orderId, list);
    }
  }
  return found;
}

/** Placed orders due in [from, to), by time then number, with their details. */
export function placedOrdersDue(
  db: Executor,
  restaurantId: number,
  filter: { statuses?: string[] | undefined; from: Date; to: Date; kitchen?: string | undefined },
): Promise<PlacedOrders> {
  return placedOrders(db, DUE, [
    restaurantId,
    filter.from.toISOString(),
    filter.to.toISOString(),
    filter.statuses ?? null,
    filter.kitchen ?? null,
  ]);
}

/** Placed orders of the restaurant by public id, with their details; an id that is none of them is left out. */
export function placedOrdersByPublicId(
  db: Executor,
  restaurantId: number,
  publicIds: readonly string[],
): Promise<PlacedOrders> {
  return placedOrders(db, BY_PUBLIC_ID, [restaurantId, [...publicIds]]);
}

/**
 * The public ids of the placed orders with a refund made in [$2, $3), whatever day they are due. The refunds of a
 * restaurant are read by their time alone: refunds are few beside orders, and no index of theirs has it.
 */
const REFUNDED_BETWEEN =
  'select o.public_id from orders o where o.id in (select r.order_id from order_refunds r where ' +
  'r.restaurant_id = $1 and r.created_at >= $2::timestamptz and r.created_at < $3::timestamptz) ' +
  `and ${PLACED} order by o.id`;

export async function ordersRefundedBetween(
  db: Executor,
  restaurantId: number,
  span: { from: Date; to: Date },
): Promise<string[]> {
  const rows = await run<{ public_id: string }>(db, {
    text: REFUNDED_BETWEEN,
    values: [restaurantId, span.from.toISOString(), span.to.toISOString()],
  });
  return rows.map((r) => r.public_id);
}
