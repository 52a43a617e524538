/**
 * A user's past orders (receipts) with their lines and costs, newest first, and the lines of the last order (the
 * snapshot's items). Lines carry the selections as ordered, so the web app can run the domain's reorder rules
 * against today's menu. Only the session's user's orders are ever read.
 */
import type { ReceiptCostRow, ReceiptView, SnapshotItem } from '@ordering/domain/contracts/accounts';
import { toCostsBody } from '@ordering/domain/contracts/costs';
import { type StoredNames, storedNameIn } from '@ordering/domain/i18n/stored-names';
import { restaurantName } from '@ordering/domain/menu/convert';
import { toDollars } from '@ordering/domain/money/money';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import {
  type ReceiptCosts,
  type ReceiptRowOptions,
  receiptRowOptions,
  receiptRows,
} from '@ordering/domain/pricing/receipt-rows';
import type { Costs } from '@ordering/domain/pricing/types';
import type { FastifyInstance } from 'fastify';
import { type ReceiptLineRow as LineRow, linesOfOrders, ordersOfUser } from './receipts.repository';

interface StoredOptions {
  selections?: unknown[];
  /** The item's name in each language, as published when it was ordered. */
  names?: StoredNames;
  display?: { name: string; names?: StoredNames; quantity: number; priceCents: number }[];
}

/** Per restaurant of the receipts: its items' SKUs, and the restaurant as a receipt names it. */
async function receiptRestaurant(app: FastifyInstance, restaurantId: number, lang: 'en' | 'fr') {
  const entry = await app.publishedVersions.getByRestaurantId(restaurantId);
  const index = entry ? buildMenuIndex(entry.data) : undefined;
  const r = entry?.data.restaurant;
  return {
    sku: (menuId: string, itemId: string): string | null => {
      const found = index ? findItem(index, menuId, itemId) : undefined;
      return (found?.item as { sku?: string | null } | undefined)?.sku ?? null;
    },
    restaurant: r ? { slug: r.slug, name: restaurantName(r, lang), timezone: r.timezone } : null,
    rowOptions: entry ? receiptRowOptions(entry.data, lang) : { splitTaxes: false },
  };
}

/**
 * How the receipt's total was made (receipt-rows.ts), in dollars as the API answers: the restaurant's words in the
 * reader's language, else the service charge's label the order kept in it.
 */
function breakdownOf(costs: Costs, options: ReceiptRowOptions, lang: 'en' | 'fr'): ReceiptCostRow[] {
  const kept = (costs.serviceCharge as { labels?: Partial<Record<'en' | 'fr', string | null>> }).labels?.[
    lang
  ];
  const serviceChargeLabel = options.serviceChargeLabel || kept || null;
  return receiptRows(costs as ReceiptCosts, { ...options, serviceChargeLabel }).map(
    ({ cents, brackets, ...row }) => ({
      ...row,
      amount: toDollars(cents),
      ...(brackets
        ? { brackets: brackets.map((b) => ({ label: b.label, amount: toDollars(b.cents) })) }
        : {}),
    }),
  );
}

function snapshotItem(line: LineRow, sku: string | null): SnapshotItem {
  const options = line.options as StoredOptions;
  return {
    id: line.itemId,
    sku,
    menu_id: line.menuId,
    section_id: line.sectionId,
    name: line.name,
    quantity: line.quantity,
    orderOptions: options.selections ?? [],
  };
}

export async function pastReceipts(
  app: FastifyInstance,
  userId: number,
  scope: {
    restaurantId?: number | undefined;
    limit: number;
    before?: Date | undefined;
    /** The language the restaurant's name is given in. */
    lang?: 'en' | 'fr';
  },
): Promise<ReceiptView[]> {
  const rows = await ordersOfUser(app.db, userId, scope);
  if (rows.length === 0) return [];
  const lines = await linesOfOrders(
    app.db,
    rows.map((r) => r.id),
  );
  const of = new Map<number, Awaited<ReturnType<typeof receiptRestaurant>>>();
  for (const id of new Set(rows.map((r) => r.restaurantId)))
    of.set(id, await receiptRestaurant(app, id, scope.lang ?? 'en'));
  // A receipt names its items and choices in the reader's language, as the order kept them in each.
  const locale = scope.lang === 'fr' ? 'fr-CA' : 'en-CA';
  return rows.map((order) => {
    const sku = of.get(order.restaurantId)?.sku ?? (() => null);
    return {
      id: order.publicId,
      number: order.number,
      restaurantId: String(order.restaurantId),
      restaurant: of.get(order.restaurantId)?.restaurant ?? null,
      type: order.type,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      pickup_time: order.pickupTime.toISOString(),
      total: toDollars(order.totalCents),
      costs: toCostsBody(order.costs as Costs) as unknown as Record<string, unknown>,
      breakdown: breakdownOf(
        order.costs as Costs,
        of.get(order.restaurantId)?.rowOptions ?? { splitTaxes: false },
        scope.lang ?? 'en',
      ),
      lines: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          ...snapshotItem(l, sku(l.menuId, l.itemId)),
          name: storedNameIn((l.options as StoredOptions).names, l.name, locale),
          price: toDollars(l.lineCents),
          options: ((l.options as StoredOptions).display ?? []).map((o) => ({
            name: storedNameIn(o.names, o.name, locale),
            quantity: o.quantity,
            price: toDollars(o.priceCents),
          })),
          specialInstructions: l.specialInstructions,
        })),
    };
  });
}

/** The lines of the user's last order at the restaurant (the spec's lastItemsOrdered). */
export async function lastItemsOrdered(
  app: FastifyInstance,
  userId: number,
  restaurantId: number,
): Promise<SnapshotItem[]> {
  const [receipt] = await pastReceipts(app, userId, { restaurantId, limit: 1 });
  return (receipt?.lines ?? []).map(({ price, options, specialInstructions, ...item }) => item);
}
