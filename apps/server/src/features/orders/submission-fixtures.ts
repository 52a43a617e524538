/**
 * Fixtures of the submission pipeline's tests (submission*.integration-test.ts): a restaurant that delivers by zone,
 * asks a required question and names an item in French; a marketplace hub of two kitchens; the sandbox with a fault
 * to inject; and the body, submission and row counts the tests use.
 */
import { count, inArray } from 'drizzle-orm';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { type checkouts, orders, type orderTenders } from '../../db/schema';
import {
  APPROVED_CARD,
  CountingGateway,
  cartItem,
  futureSlot,
  GUEST,
  orderDataFile,
  payingApp,
  submissionBody,
  submitter,
} from '../../testing/order-fixtures';

export const R = 9500;
export const HUB = 9501;

/** The sandbox, with a fault to inject: the processor authorizes, then the answer never reaches the server. */
export class FaultyGateway extends CountingGateway {
  dieAfterAuthorize = false;
  override async authorize(request: AuthorizeRequest) {
    const result = await super.authorize(request);
    if (this.dieAfterAuthorize) throw new Error('connection reset');
    return result;
  }
}

function restaurantFile() {
  const file = orderDataFile({ id: R, slug: 'record-bistro' });
  file.restaurant = {
    ...file.restaurant,
    delivery: {
      type: 'zones',
      delivery_charge: '5$',
      zones: [{ name: 'King West', postal_prefixes: ['M5V'], delivery_charge: '4$' }],
    },
  } as typeof file.restaurant;
  (file as Record<string, unknown>).order_options = {
    custom_questions: [
      {
        id: 'allergy',
        question: 'Any allergies?',
        question_type: 'select_one',
        options: ['None', 'Nuts'],
        required: true,
      },
    ],
  };
  const menus = file.menus as { id: string; sections: { items: { id: string }[] }[] }[];
  (file as { menus: unknown }).menus = menus.map((m) =>
    m.id === 'to'
      ? {
          ...m,
          sections: m.sections.map((s) => ({
            ...s,
            items: s.items.map((i) =>
              i.id === 'bowl' ? { ...i, localization: { fr: { name: 'Bol de riz' } } } : i,
            ),
          })),
        }
      : m,
  );
  return file;
}

/** A hub of two kitchens: the take-out menu, and a second kitchen that takes one order per slot. */
function hubFile() {
  const file = orderDataFile({ id: HUB, slug: 'record-hub' });
  file.restaurant = { ...file.restaurant, marketplace_hub: true } as typeof file.restaurant;
  const takeout = file.menus.find((m) => m.id === 'to');
  if (!takeout) throw new Error('fixture');
  file.menus = [
    ...file.menus,
    {
      ...takeout,
      id: 'k2',
      name: 'Taco stand',
      slug: 'tacos',
      max_orders_per_interval: 1,
      sections: [
        {
          id: 'k2s',
          name: 'Tacos',
          items: [
            { id: 'taco', name: 'Taco', price: 4.25 },
            // Zero-rated: its kitchen's order carries no tax.
            { id: 'tortillas', name: 'Tortillas', price: 3, tax_rate: 0 },
          ],
        },
      ],
    },
  ] as typeof file.menus;
  return file;
}

/** The test file's app with the restaurant and the hub, paying through a `FaultyGateway`; `submissionApp()` sets it up. */
export const { ctx, setUp: submissionApp } = payingApp(
  () => new FaultyGateway(),
  () => [restaurantFile(), hubFile()],
);

let seq = 0;
export const key = () => `submission-${Date.now()}-${seq++}`;
export const taco = (orderId = 2) => ({
  ...cartItem('taco', 1, 4.25),
  menu_id: 'k2',
  section_id: 'k2s',
  orderId,
});

export const body = (opts: {
  restaurantId?: number;
  type?: string;
  items?: unknown[];
  pickup?: string;
  questions?: unknown[];
  delivery?: Record<string, string>;
}) =>
  submissionBody(opts.restaurantId ?? R, {
    type: opts.type,
    items: opts.items,
    checkout: {
      paymentMethod: 'credit_card',
      contact: GUEST,
      questions: opts.questions ?? [{ id: 'allergy', answer: 'Nuts' }],
      pickup: { notes: 'Extra napkins, please', scheduled: true },
      ...(opts.delivery ? { delivery: opts.delivery } : {}),
      card: APPROVED_CARD,
      legalAge: true,
    },
    pickup: opts.pickup ?? futureSlot(50),
  });

export const submit = submitter(() => ctx.t, R, key);

export async function rows(table: typeof orders | typeof checkouts | typeof orderTenders) {
  const [row] = await ctx.t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The orders of a submission's answer (`{ orders: [{ id }] }`), read back from the table. */
export const ordersOf = (answer: { orders: { id: string }[] }) =>
  ctx.t.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.publicId,
        answer.orders.map((o) => o.id),
      ),
    );
