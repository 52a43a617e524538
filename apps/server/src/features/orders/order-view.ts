/** A placed order as the diner sees it (GET /orders/{id}, and the answer of POST /orders). */
import { toCostsBody } from '@ordering/domain/contracts/costs';
import { orderRead } from '@ordering/domain/contracts/orders';
import { type StoredNames, storedNameIn } from '@ordering/domain/i18n/stored-names';
import { toDollars } from '@ordering/domain/money/money';
import type { Costs } from '@ordering/domain/pricing/types';
import { z } from 'zod';
import type { NewLine } from './orders.repository';

export const orderViewResponse = orderRead.extend({ number: z.number().int() });
export type OrderView = z.output<typeof orderViewResponse>;

type Names = StoredNames;

interface StoredOptions {
  /** The item's name in each language, as published when it was ordered. */
  names?: Names;
  display?: { name: string; names?: Names; quantity: number; priceCents: number }[];
}

const nameIn = storedNameIn;

type Texts = { question: string; answer: string | string[] };
type StoredAnswer = Texts & { id: string; texts?: { en?: Texts; fr?: Texts } };

/** An answer in the reader's language where the order kept it in each (order-record.ts), else as it was kept. */
function answerIn(stored: StoredAnswer, locale: 'en-CA' | 'fr-CA') {
  const texts = locale === 'fr-CA' ? stored.texts?.fr : stored.texts?.en;
  return {
    id: stored.id,
    question: texts?.question ?? stored.question,
    answer: texts?.answer ?? stored.answer,
  };
}

/**
 * The costs as the API says them, the service charge labelled in the reader's language where the order kept its
 * label in each (order-record.ts: `labels`), else as kept (the diner's language). Of the account credits, only the
 * amount spent: whoever holds the order's id (the confirmation URL) reads this, and the account's id and balance
 * are not theirs to read.
 */
function costsIn(costs: Costs, locale: 'en-CA' | 'fr-CA'): OrderView['costs'] {
  const body = toCostsBody(costs);
  const { labels, ...serviceCharge } = body.serviceCharge as typeof body.serviceCharge & {
    labels?: { en?: string | null; fr?: string | null };
  };
  const label = labels ? (locale === 'fr-CA' ? labels.fr : labels.en) : undefined;
  return {
    ...body,
    serviceCharge: { ...serviceCharge, label: label === undefined ? serviceCharge.label : label },
    credits: { amount: body.credits.amount },
    // A gift card's number is a bearer secret and its balance the holder's; a subsidy code is the program's:
    // whoever holds the order's id reads the amounts only.
    voucher: { code: null, amount: body.voucher.amount },
    subsidyDiscount: { ...body.subsidyDiscount, code: null },
  };
}

type StoredFulfilment = {
  time?: string;
  scheduled?: boolean;
  delivery?: {
    address: string | null;
    postalCode: string | null;
    zone: string | null;
    unit?: string;
    buzzer?: string;
    instructions?: string;
  };
};

export function orderView(
  order: {
    publicId: string;
    number: number;
    type: string;
    status: string;
    costs: unknown;
    pickupTime: Date;
    createdAt: Date;
    cancelReason: string | null;
    /** The stored contact: its `tableNum` and `table` (the cart's tableInfo) say where a dine-in order goes. */
    contact: unknown;
    fulfilment?: unknown;
    answers?: unknown;
    notes?: string | null;
    /** K-12: the student, school and school day as stored at submission. */
    student?: unknown;
  },
  lines: readonly Pick<
    NewLine,
    'position' | 'itemId' | 'name' | 'quantity' | 'lineCents' | 'options' | 'specialInstructions'
  >[],
  locale: 'en-CA' | 'fr-CA' = 'en-CA',
): OrderView {
  const fulfilment = (order.fulfilment ?? {}) as StoredFulfilment;
  return {
    id: order.publicId,
    number: order.number,
    type: order.type as OrderView['type'],
    status: order.status as OrderView['status'],
    event: 'createdOrder',
    lines: lines.map((l) => ({
      orderId: l.position + 1,
      itemId: l.itemId,
      name: nameIn((l.options as StoredOptions).names, l.name, locale),
      quantity: l.quantity,
      price: toDollars(l.lineCents),
      options: ((l.options as StoredOptions).display ?? []).map((o) => ({
        name: nameIn(o.names, o.name, locale),
        quantity: o.quantity,
        price: toDollars(o.priceCents),
      })),
      specialInstructions: l.specialInstructions ?? null,
    })),
    costs: costsIn(order.costs as Costs, locale),
    pickup_time: order.pickupTime.toISOString(),
    createdAt: order.createdAt.toISOString(),
    cancelReason: order.cancelReason,
    table: tableOf(order.contact),
    fulfilment: {
      ...(fulfilment.time ? { time: fulfilment.time } : {}),
      ...(fulfilment.scheduled !== undefined ? { scheduled: fulfilment.scheduled } : {}),
      ...(fulfilment.delivery ? { delivery: fulfilment.delivery } : {}),
    },
    student: studentOf(order.student),
    answers: Array.isArray(order.answers)
      ? (order.answers as StoredAnswer[]).map((a) => answerIn(a, locale))
      : [],
    notes: order.notes ?? null,
  };
}

/**
 * The stored student of an order (order-record.ts) as the diner's read names it: the school day it was ordered for,
 * the student and the school; null for an order without one.
 */
function studentOf(stored: unknown): OrderView['student'] {
  if (!stored || typeof stored !== 'object') return null;
  const { date, student, school } = stored as { date?: unknown; student?: unknown; school?: unknown };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return { date: localDateOf(date), name: text(student), school: text(school) };
}

const localDateOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

const TABLE_FIELDS = ['tableLocation', 'tableArea', 'section', 'row', 'seat'] as const;

/** Where a dine-in order goes, read from its stored contact (the cart's tableNum and tableInfo). */
export function tableOf(contact: unknown): OrderView['table'] {
  const stored = (contact ?? {}) as { tableNum?: unknown; table?: Record<string, unknown> | null };
  const table: NonNullable<OrderView['table']> = {};
  if (stored.tableNum !== null && stored.tableNum !== undefined && String(stored.tableNum) !== '') {
    table.tableNum = String(stored.tableNum);
  }
  for (const field of TABLE_FIELDS) {
    const value = stored.table?.[field];
    if (typeof value === 'string' && value !== '') table[field] = value;
  }
  return Object.keys(table).length > 0 ? table : null;
}
