import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';

/** A restaurant delivering by postal zone: the zone's charge applies, outside the zones nothing is delivered. */
let t: TestApp;
const R = 9404;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'zone-bistro' });
  file.restaurant = {
    ...file.restaurant,
    delivery: {
      type: 'zones',
      delivery_charge: '6$',
      zones: [
        { name: 'Downtown', postal_prefixes: ['V6B', 'V6Z'], delivery_charge: '4$', minimum_order: 20 },
        { name: 'East Side', postal_prefixes: ['V5L'], minimum_order: 35 },
      ],
    },
  } as typeof file.restaurant;
  expect((await importDataFile(t.db, file)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const headers = (locale = 'en-CA') => ({ 'x-restaurant-id': String(R), locale });
let seq = 0;

function costsBody(postalCode: string | undefined, quantity: number, type = 'delivery') {
  return {
    type,
    items: [cartItem('bowl', quantity)],
    costs: {},
    config: { takeout: true, takeoutType: type, restaurantId: String(R) },
    ...(postalCode ? { checkout: { delivery: { type: 'zones', postal_code: postalCode } } } : {}),
  };
}

function orderBody(postalCode: string | undefined, quantity: number, total: number) {
  return {
    type: 'delivery',
    data: {
      config: { takeout: true, takeoutType: 'delivery', restaurantId: String(R) },
      items: [cartItem('bowl', quantity)],
      costs: { total },
      checkout: {
        paymentMethod: 'credit_card',
        pickup: { delivery: true },
        delivery: {
          type: 'zones',
          address: '555 Main St',
          ...(postalCode ? { postal_code: postalCode } : {}),
        },
        contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '604-555-0100' },
        card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'V6B 3H6' },
      },
    },
    pickup_time: futureSlot(50 + seq),
  };
}

const setCosts = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders/set-costs', headers: headers(), payload });
const submit = (payload: object, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers(locale), 'idempotency-key': `zone-${Date.now()}-${seq++}` },
    payload,
  });

describe('delivery zones', () => {
  it.each([
    ['a Downtown postal code: its own charge', 'V6B 3H6', 4],
    ['written in lower case without the space', 'v6z1a1', 4],
    ['a zone without its own charge: the default one', 'V5L 1B2', 6],
  ])('set-costs, %s', async (_name, postalCode, charge) => {
    const res = await setCosts(costsBody(postalCode, 3));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subtotal: 30, deliveryCharge: { amount: charge } });
    expect(res.json()).not.toHaveProperty('deliveryAwaitsAddress');
  });

  it('set-costs, no postal code yet: no charge priced (the $6 fallback is not what a zone pays), and says so', async () => {
    const res = await setCosts(costsBody(undefined, 3));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subtotal: 30,
      deliveryCharge: { amount: 0 },
      deliveryAwaitsAddress: true,
      // $30 and its 13 % taxes, no delivery in it.
      total: 33.9,
    });
  });

  it('keeps the unit, the buzzer and the drop-off instructions on the order, and reads them back', async () => {
    const priced = (await setCosts(costsBody('V6B 3H6', 3))).json();
    const body = orderBody('V6B 3H6', 3, priced.total);
    Object.assign(body.data.checkout.delivery, {
      unit: '1204',
      buzzer: '1204#',
      instructions: 'Leave it with the concierge',
    });
    const res = await submit(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfilment.delivery).toEqual({
      address: '555 Main St',
      postalCode: 'V6B 3H6',
      zone: 'Downtown',
      unit: '1204',
      buzzer: '1204#',
      instructions: 'Leave it with the concierge',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${res.json().id}`,
      headers: headers(),
    });
    expect(read.json().fulfilment.delivery).toMatchObject({ unit: '1204', buzzer: '1204#' });
    // The confirmation e-mail is written from its outbox message: the door's details go with it.
    const messages = await t.db.select().from(outbox).where(eq(outbox.type, 'order.confirmation'));
    const confirmation = messages.find((m) => (m.payload as { orderId?: string }).orderId === res.json().id);
    expect((confirmation?.payload as { delivery?: unknown } | undefined)?.delivery).toMatchObject({
      address: '555 Main St',
      unit: '1204',
      buzzer: '1204#',
      instructions: 'Leave it with the concierge',
    });
  });

  it('refuses drop-off instructions longer than the field takes', async () => {
    const priced = (await setCosts(costsBody('V6B 3H6', 3))).json();
    const body = orderBody('V6B 3H6', 3, priced.total);
    Object.assign(body.data.checkout.delivery, { instructions: 'x'.repeat(301) });
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
  });

  it('prices no delivery outside every zone: refused as the submission refuses it', async () => {
    const res = await setCosts(costsBody('V7A 1A1', 3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'We don’t deliver to this postal code.',
      details: { field: 'postal_code', reason: 'outside' },
    });
  });

  it('charges no delivery on a pickup, whatever the postal code', async () => {
    const res = await setCosts(costsBody('V6B 3H6', 3, 'pickup'));
    expect(res.json()).toMatchObject({ deliveryCharge: { amount: 0 } });
  });

  it('places a delivery inside a zone with the zone charge', async () => {
    const priced = (await setCosts(costsBody('V6B 3H6', 3))).json();
    const res = await submit(orderBody('V6B 3H6', 3, priced.total));
    expect(res.statusCode).toBe(200);
    expect(res.json().costs).toMatchObject({ deliveryCharge: { amount: 4 }, total: priced.total });
  });

  const OUTSIDE = { details: { field: 'postal_code', reason: 'outside' } };
  it.each<[string, string | undefined, number, string, string, object]>([
    // A postal code in no zone is the postal code's fault (the checkout says it there); a minimum is the cart's.
    ['outside every zone', 'V7A 1A1', 3, 'en-CA', 'We don’t deliver to this postal code.', OUTSIDE],
    ['without a postal code', undefined, 3, 'en-CA', 'We don’t deliver to this postal code.', OUTSIDE],
    ['en français', 'V7A 1A1', 3, 'fr-CA', 'Nous ne livrons pas à ce code postal.', OUTSIDE],
    [
      'below the zone minimum',
      'V6B 3H6',
      1,
      'en-CA',
      'Delivery to Downtown needs an order of at least $20.00.',
      {},
    ],
    [
      'below the zone minimum, en français',
      'V5L 1B2',
      3,
      'fr-CA',
      'La livraison vers East Side exige une commande d’au moins 35,00\u00a0$.',
      {},
    ],
  ])(
    'refuses a delivery %s, writing nothing',
    async (_name, postalCode, quantity, locale, message, details) => {
      const before = await t.db.select().from(orders).where(eq(orders.restaurantId, R));
      const priced = (await setCosts(costsBody(postalCode, quantity))).json();
      const res = await submit(orderBody(postalCode, quantity, priced.total), locale);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message, ...details });
      expect(await t.db.select().from(orders).where(eq(orders.restaurantId, R))).toHaveLength(before.length);
    },
  );
});

describe('a question asked of deliveries only', () => {
  const R2 = 9405;
  const DOOR = {
    id: 'q-door',
    question: 'Leave it at the door?',
    question_type: 'select_one',
    options: ['Yes', 'No, buzz me'],
    required: true,
    modes: ['delivery'],
  };
  beforeAll(async () => {
    const file = orderDataFile({ id: R2, slug: 'zone-bistro-door' });
    file.restaurant = {
      ...file.restaurant,
      delivery: {
        type: 'zones',
        zones: [{ name: 'Downtown', postal_prefixes: ['V6B'], delivery_charge: '4$' }],
      },
    } as typeof file.restaurant;
    (file as Record<string, unknown>).order_options = { custom_questions: [DOOR] };
    expect((await importDataFile(t.db, file)).ok).toBe(true);
  });

  /** A delivery whose flags say take-out only: its type says delivery. */
  async function delivery(questions?: { id: string; answer: string }[]) {
    const config = { takeout: true, restaurantId: String(R2) };
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { 'x-restaurant-id': String(R2) },
      payload: { ...costsBody('V6B 3H6', 2), config },
    });
    const body = orderBody('V6B 3H6', 2, priced.json().total);
    (body.data as { config: object }).config = config;
    if (questions) (body.data.checkout as Record<string, unknown>).questions = questions;
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-restaurant-id': String(R2), 'idempotency-key': `door-${Date.now()}-${seq++}` },
      payload: body,
    });
  }

  it('is asked of a delivery whose flags name neither way, and placed once answered', async () => {
    const unanswered = await delivery();
    expect(unanswered.statusCode, unanswered.body).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.restaurantId, R2))).toHaveLength(0);
    const answered = await delivery([{ id: 'q-door', answer: 'Yes' }]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answers).toEqual([
      { id: 'q-door', question: 'Leave it at the door?', answer: 'Yes' },
    ]);
  });
});
