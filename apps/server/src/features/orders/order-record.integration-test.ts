/**
 * What a submission may put in an order (DESIGN.md section 12), through the API: option prices are the menu's, never
 * the client's adjustedPrice (stored lines, the diner's view, the staff ticket); a given contact e-mail and phone are
 * valid (ordering.md section 5 form messages); custom questions take one answer each, and one choice on a select-one
 * question. Every refusal is a translated 400 that writes nothing, at /orders and /orders/create-marketplace-order
 * alike (one pipeline).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { checkouts, orderLines, orders, outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInStaff } from '../../testing/staff';
import { setPaymentGateway } from '../payments/gateway-registry';
import { importDataFile } from '../restaurants/restaurants.service';
import { cartItem, futureSlot, orderDataFile } from './order-fixtures';

const R = 9610;
const HUB = 9611;
let t: TestApp;
let gateway: CountingGateway;

class CountingGateway extends SandboxGateway {
  authorized = 0;
  override async authorize(request: AuthorizeRequest) {
    const result = await super.authorize(request);
    if (result.ok) this.authorized++;
    return result;
  }
}

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
            {
              id: 'og-cheese-kind',
              name: 'Which cheese?',
              required: true,
              limit: 1,
              values: [
                { id: 'swiss', name: 'Swiss', price: 0 },
                { id: 'blue', name: 'Blue cheese', price: 0.5 },
              ],
            },
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
      id: 'og-size',
      name: 'Size',
      type: 'pricing',
      required: true,
      limit: 1,
      values: [
        { id: 'small', name: 'Small', price: 9 },
        { id: 'large', name: 'Large', price: 13 },
      ],
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

beforeAll(async () => {
  t = await buildTestApp();
  gateway = new CountingGateway();
  setPaymentGateway(t.app, gateway);
  expect((await importDataFile(t.db, dataFile(R, 'record-keeps'))).ok).toBe(true);
  expect((await importDataFile(t.db, dataFile(HUB, 'record-keeps-hub', true))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const value = (id: string, adjustedPrice: number, quantity = 1, options: unknown[] = []) => ({
  id,
  quantity,
  adjustedPrice,
  options,
});

function body(
  opts: {
    restaurantId?: number;
    items?: unknown[];
    questions?: unknown[];
    contact?: Record<string, string>;
  } = {},
) {
  return {
    type: 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(opts.restaurantId ?? R) },
      items: opts.items ?? [cartItem('bowl')],
      costs: {},
      checkout: {
        paymentMethod: 'credit_card',
        contact: opts.contact ?? {
          full_name: 'Ada Diner',
          email: 'ada@example.com',
          phone_number: '416-555-0100',
        },
        questions: opts.questions ?? [{ id: 'q-allergies', answer: 'No allergies' }],
        pickup: { scheduled: true },
        card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
      },
    },
    pickup_time: futureSlot(50 + (seq % 40)),
  };
}

const ENDPOINTS = [
  ['/api/orders', R],
  ['/api/orders/create-marketplace-order', HUB],
] as const;

function submit(payload: unknown, opts: { url?: string; restaurantId?: number; locale?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/orders',
    headers: {
      'x-restaurant-id': String(opts.restaurantId ?? R),
      'idempotency-key': `record-${Date.now()}-${seq++}`,
      ...(opts.locale ? { locale: opts.locale } : {}),
    },
    payload: payload as object,
  });
}

async function written() {
  const n = async (table: typeof orders | typeof checkouts | typeof orderLines | typeof outbox) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    orders: await n(orders),
    lines: await n(orderLines),
    checkouts: await n(checkouts),
    outbox: await n(outbox),
    authorized: gateway.authorized,
  };
}

describe('an order keeps the menu’s option prices, never the client’s', () => {
  it('stores, shows the diner and the staff ticket bacon at $3 and blue cheese at $0.50, however sent', async () => {
    const burger = {
      ...cartItem('burger', 1, 31),
      orderOptions: [
        {
          id: 'og-toppings',
          values: [
            value('bacon', 999, 2),
            value('cheese', 1, 1, [{ id: 'og-cheese-kind', values: [value('blue', 777)] }]),
          ],
        },
      ],
    };
    // $18 + 2 x $3 + ($2 + $0.50) = $26.50
    const res = await submit(body({ items: [burger] }), { locale: 'fr-CA' });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json();
    expect(placed.lines[0].price).toBe(26.5);

    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, placed.id));
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line!.lineCents).toBe(2650);
    const stored = line!.options as {
      display: { name: string; quantity: number; priceCents: number }[];
      selections: {
        values: { id: string; adjustedPrice: number; options: { values: { adjustedPrice: number }[] }[] }[];
      }[];
    };
    expect(stored.display.map((o) => [o.name, o.quantity, o.priceCents])).toEqual([
      ['Double-smoked bacon', 2, 300],
      ['Cheese', 1, 200],
      ['Blue cheese', 1, 50],
    ]);
    // The selections kept (offered again by another round) carry the menu's prices too.
    const [bacon, cheese] = stored.selections[0]!.values;
    expect([
      bacon!.adjustedPrice,
      cheese!.adjustedPrice,
      cheese!.options[0]!.values[0]!.adjustedPrice,
    ]).toEqual([300, 200, 50]);

    const diner = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: { locale: 'fr-CA' },
    });
    expect(diner.json().lines[0].options).toEqual([
      { name: 'Bacon double fumé', quantity: 2, price: 3 },
      { name: 'Cheese', quantity: 1, price: 2 },
      { name: 'Blue cheese', quantity: 1, price: 0.5 },
    ]);

    const owner = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${placed.id}`,
      headers: owner.headers(),
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(JSON.stringify(ticket.json())).not.toContain('9.99');
    expect(ticket.json().lines[0].options.map((o: { price: number }) => o.price)).toEqual([3, 2, 0.5]);
  });

  it('shows a size (a pricing group) at the unit price it set, not the one sent', async () => {
    const poutine = {
      ...cartItem('poutine', 2, 26),
      orderOptions: [{ id: 'og-size', values: [value('large', 100)] }],
    };
    const res = await submit(body({ items: [poutine] }));
    expect(res.statusCode, res.body).toBe(200);
    const diner = await t.app.inject({ method: 'GET', url: `/api/orders/${res.json().id}` });
    expect(diner.json().lines[0]).toMatchObject({
      price: 26,
      options: [{ name: 'Large', quantity: 1, price: 13 }],
    });
  });
});

describe('a given contact e-mail and phone must be valid', () => {
  it.each(ENDPOINTS)(
    '%s refuses an e-mail that is not one, in the diner’s language, and writes nothing',
    async (url, restaurantId) => {
      const before = await written();
      const contact = { full_name: 'Ada Diner', email: 'not-an-email', phone_number: '416-555-0100' };
      const res = await submit(body({ restaurantId, contact }), { url, restaurantId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: "This email isn't valid.",
        details: [{ path: 'body.data.checkout.contact.email', message: "This email isn't valid." }],
      });
      const fr = await submit(body({ restaurantId, contact }), { url, restaurantId, locale: 'fr-CA' });
      expect(fr.json().message).toBe('Cette adresse courriel n’est pas valide.');
      expect(await written()).toEqual(before);
    },
  );

  it.each(ENDPOINTS)('%s refuses a phone of letters and writes nothing', async (url, restaurantId) => {
    const before = await written();
    const contact = { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: 'abc' };
    const res = await submit(body({ restaurantId, contact }), { url, restaurantId, locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Ce numéro de téléphone n’est pas valide.',
      details: [
        {
          path: 'body.data.checkout.contact.phone_number',
          message: 'Ce numéro de téléphone n’est pas valide.',
        },
      ],
    });
    expect(await written()).toEqual(before);
  });

  it('names both fields when both are wrong', async () => {
    const res = await submit(body({ contact: { full_name: 'Ada', email: 'ada@', phone_number: '555' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.data.checkout.contact.email',
      'body.data.checkout.contact.phone_number',
    ]);
  });

  it('takes a phone typed loosely, and a contact without e-mail or phone (fields a checkout may not ask)', async () => {
    const loose = await submit(
      body({ contact: { full_name: 'Ada', email: ' ada@example.com ', phone_number: '1 (416) 555-0100' } }),
    );
    expect(loose.statusCode, loose.body).toBe(200);
    const none = await submit(body({ contact: { full_name: 'Ada', email: '', phone_number: '' } }));
    expect(none.statusCode, none.body).toBe(200);
  });
});

describe('custom questions: one answer each, one choice on a select-one question', () => {
  it.each(ENDPOINTS)(
    '%s refuses two choices on a select-one question, and writes nothing',
    async (url, restaurantId) => {
      const before = await written();
      const questions = [{ id: 'q-allergies', answer: ['No allergies', "Yes, I've noted it on my items"] }];
      const res = await submit(body({ restaurantId, questions }), { url, restaurantId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'Please choose only one answer to “Does anyone in your party have a food allergy?”.',
        details: [
          {
            path: 'body.data.checkout.questions.q-allergies',
            message: 'Please choose only one answer to “Does anyone in your party have a food allergy?”.',
          },
        ],
      });
      const fr = await submit(body({ restaurantId, questions }), { url, restaurantId, locale: 'fr-CA' });
      expect(fr.json().message).toBe(
        'Veuillez choisir une seule réponse à « Une personne de votre groupe a-t-elle une allergie alimentaire? ».',
      );
      expect(await written()).toEqual(before);
    },
  );

  it.each(ENDPOINTS)(
    '%s refuses a question answered twice, and writes nothing',
    async (url, restaurantId) => {
      const before = await written();
      const questions = [
        { id: 'q-allergies', answer: 'No allergies' },
        { id: 'q-allergies', answer: "Yes, I've noted it on my items" },
      ];
      const res = await submit(body({ restaurantId, questions }), { url, restaurantId, locale: 'fr-CA' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'La question « Une personne de votre groupe a-t-elle une allergie alimentaire? » a reçu plus d’une réponse. Veuillez n’y répondre qu’une fois.',
      );
      expect(res.json().details).toEqual([
        {
          path: 'body.data.checkout.questions.q-allergies',
          message: expect.stringContaining('plus d’une réponse'),
        },
      ]);
      expect(await written()).toEqual(before);
    },
  );

  it('says a missing required answer in the diner’s language', async () => {
    const res = await submit(body({ questions: [] }), { locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Veuillez répondre à « Une personne de votre groupe a-t-elle une allergie alimentaire? ».',
    );
  });

  it('keeps one choice of a select-one question as text, and the boxes ticked', async () => {
    const res = await submit(
      body({
        questions: [
          { id: 'q-allergies', answer: ["Yes, I've noted it on my items"] },
          { id: 'q-extras', answer: ['Napkins', 'Cutlery'] },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    expect(order!.answers).toEqual([
      {
        id: 'q-allergies',
        question: 'Does anyone in your party have a food allergy?',
        answer: "Yes, I've noted it on my items",
      },
      { id: 'q-extras', question: 'Add to your order', answer: ['Napkins', 'Cutlery'] },
    ]);
  });
});
