/**
 * Fixtures of the tests of what a submission may put in an order (order-record*.integration-test.ts): a restaurant
 * and a marketplace hub asking two custom questions, with maple-table's smash burger and a sized poutine on the
 * take-out menu; and the body, submission and row counts the tests use.
 */
import { count } from 'drizzle-orm';
import { checkouts, orderLines, orders, outbox } from '../../db/schema';
import {
  APPROVED_CARD,
  CountingGateway,
  chooseOne,
  futureSlot,
  GUEST,
  orderDataFile,
  payingApp,
  submissionBody,
  submitter,
} from '../../testing/order-fixtures';

export const R = 9610;
export const HUB = 9611;

const QUESTIONS = [
  {
    id: 'q-allergies',
    question: 'Does anyone in your party have a food allergy?',
    question_type: 'select_one',
    options: ['No allergies', "Yes, I've noted it on my items"],
    required: true,
    localization: { fr: { question: 'Une personne de votre groupe a-t-elle une allergie alimentaire?' } },
  },
  {
    id: 'q-extras',
    question: 'Add to your order',
    question_type: 'checkbox',
    options: ['Cutlery', 'Napkins'],
    required: false,
  },
];

/** maple-table's smash burger ($18: bacon $3 at most 2, cheese $2 with a kind, blue $0.50) and a sized poutine. */
const BURGER = {
  id: 'burger',
  name: 'Double Smash Burger',
  price: 18,
  options: [
    {
      id: 'og-toppings',
      name: 'Add toppings',
      allow_multiple_selection: true,
      limit: 3,
      values: [
        {
          id: 'bacon',
          name: 'Double-smoked bacon',
          price: 3,
          max_quantity: 2,
          localization: { fr: { name: 'Bacon double fumé' } },
        },
        {
          id: 'cheese',
          name: 'Cheese',
          price: 2,
          options: [
            chooseOne('og-cheese-kind', 'Which cheese?', [
              { id: 'swiss', name: 'Swiss', price: 0 },
              { id: 'blue', name: 'Blue cheese', price: 0.5 },
            ]),
          ],
        },
      ],
    },
  ],
};
const POUTINE = {
  id: 'poutine',
  name: 'Poutine',
  price: 9,
  options: [
    {
      ...chooseOne('og-size', 'Size', [
        { id: 'small', name: 'Small', price: 9 },
        { id: 'large', name: 'Large', price: 13 },
      ]),
      type: 'pricing',
    },
  ],
};

function dataFile(id: number, slug: string, hub = false) {
  const file = orderDataFile({ id, slug });
  if (hub) file.restaurant = { ...file.restaurant, marketplace_hub: true } as typeof file.restaurant;
  (file as Record<string, unknown>).order_options = { custom_questions: QUESTIONS };
  const menus = file.menus as { id: string; sections: { items: unknown[] }[] }[];
  (file as { menus: unknown }).menus = menus.map((m) =>
    m.id === 'to'
      ? { ...m, sections: m.sections.map((s) => ({ ...s, items: [...s.items, BURGER, POUTINE] })) }
      : m,
  );
  return file;
}

/** The test file's app with the restaurant and the hub, paying through a `CountingGateway`; `recordApp()` sets it up. */
export const { ctx, setUp: recordApp } = payingApp(
  () => new CountingGateway(),
  () => [dataFile(R, 'record-keeps'), dataFile(HUB, 'record-keeps-hub', true)],
);

let seq = 0;
export const value = (id: string, adjustedPrice: number, quantity = 1, options: unknown[] = []) => ({
  id,
  quantity,
  adjustedPrice,
  options,
});

export const body = (
  opts: {
    restaurantId?: number;
    items?: unknown[];
    questions?: unknown[];
    contact?: Record<string, string>;
  } = {},
) =>
  submissionBody(opts.restaurantId ?? R, {
    items: opts.items,
    checkout: {
      paymentMethod: 'credit_card',
      contact: opts.contact ?? GUEST,
      questions: opts.questions ?? [{ id: 'q-allergies', answer: 'No allergies' }],
      pickup: { scheduled: true },
      card: APPROVED_CARD,
    },
    pickup: futureSlot(50 + (seq % 40)),
  });

export const ENDPOINTS = [
  ['/api/orders', R],
  ['/api/orders/create-marketplace-order', HUB],
] as const;

export const submit = submitter(
  () => ctx.t,
  R,
  () => `record-${Date.now()}-${seq++}`,
);

export async function written() {
  const n = async (table: typeof orders | typeof checkouts | typeof orderLines | typeof outbox) =>
    (await ctx.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    orders: await n(orders),
    lines: await n(orderLines),
    checkouts: await n(checkouts),
    outbox: await n(outbox),
    authorized: ctx.gateway.authorized,
  };
}
