import type { PromoCode } from '@ordering/domain/pricing/promo-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import type { AppError } from '../../errors/app-error';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';
import { applicablePromo, claimPromoUse } from './promo-codes';
import { promoCodeUses } from './promo-codes.repository';

// The server's one pricing entry point: promo rules from the domain on the uses the database counts, another round
// priced now, and charges taxed at the rates of the goods they go with.
let t: TestApp;
const R = 9475;
const SLUG = 'round-bistro';
const BC = 9476;

/** The take-out menu's wings with a changed price and a changed price of the hot sauce. */
function repriced(wings: number, hot: number) {
  const file = orderDataFile({ id: R, slug: SLUG, anotherRound: true });
  return {
    ...file,
    menus: file.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        items: section.items.map((item) =>
          item.id === 'wings'
            ? {
                ...item,
                price: wings,
                options: (item as { options?: { values: { id: string }[] }[] }).options?.map((g) => ({
                  ...g,
                  values: g.values.map((v) => (v.id === 'hot' ? { ...v, price: hot } : v)),
                })),
              }
            : item,
        ),
      })),
    })),
  };
}

/**
 * Coastal Kitchen's taxes and a delivery zone (demo/coastal-kitchen.json): its food GST only, and a pale ale at its
 * own 15 % (GST 5 % and British Columbia's liquor PST 10 %).
 */
function bcFile() {
  const file = orderDataFile({ id: BC, slug: 'bc-bistro' });
  return {
    ...file,
    restaurant: {
      ...file.restaurant,
      province: 'bc',
      timezone: 'America/Vancouver',
      tax_rate: { tax1: 0.05, tax2: 0 },
      delivery: {
        type: 'zones',
        delivery_charge: '6$',
        zones: [{ name: 'Downtown & Yaletown', postal_prefixes: ['V6B'], delivery_charge: '4$' }],
      },
    },
    menus: file.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        items: [
          ...section.items,
          {
            id: 'ale',
            name: 'Pale ale',
            price: 8,
            tax_rate: 0.15,
            tax_rebate_eligibility: false,
            alcoholic_beverage: true,
          },
        ],
      })),
    })),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: SLUG, anotherRound: true }))).ok).toBe(
    true,
  );
  expect((await importDataFile(t.db, bcFile())).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const hotWings = (quantity: number) =>
  cartItem('wings', quantity, 0, [
    { id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 0, options: [] }] },
  ]);

/** A take-out order, or (`atTable`) a dine-in order at table 4, as another round follows. */
async function placeOrder(items: unknown[], total: number, atTable = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `round-${Date.now()}-${Math.random()}` },
    payload: {
      type: atTable ? 'dine-in' : 'take-out',
      data: {
        config: atTable
          ? { tableNum: '4', restaurantId: String(R) }
          : { takeout: true, restaurantId: String(R) },
        items,
        costs: { total },
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'M5V 1A1' },
        },
      },
      pickup_time: atTable ? new Date().toISOString() : futureSlot(),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string };
}

const round = (id: string) => t.app.inject({ method: 'GET', url: `/api/orders/another-round/${id}` });

describe('GET /orders/another-round/{id}', () => {
  it('answers priced items: orderPrice and each value adjustedPrice, at the prices of now', async () => {
    // 2 x (wings $18 + hot $1) = $38, plus HST 13 %.
    const placed = await placeOrder([hotWings(2)], 42.94, true);
    const first = await round(placed.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toEqual([
      {
        id: 'wings',
        menu_id: 'to',
        section_id: 'ts',
        orderId: 1,
        quantity: 2,
        orderPrice: 38,
        orderOptions: [{ id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 1, options: [] }] }],
      },
    ]);

    // The menu changes after the order: the round is ordered now, at the new prices.
    expect((await importDataFile(t.db, repriced(20, 1.5))).ok).toBe(true);
    t.app.publishedVersions.invalidate(SLUG);
    const later = await round(placed.id);
    expect(later.json().items).toMatchObject([
      {
        orderPrice: 43,
        orderOptions: [{ id: 'sauce', values: [{ id: 'hot', adjustedPrice: 1.5 }] }],
      },
    ]);
  });
});

describe('promo codes: the domain rules on the uses the database counts', () => {
  // The codes as published (parsed: defaults filled in), as the routes read them.
  let codes: PromoCode[] = [];
  beforeAll(async () => {
    codes = (await t.app.publishedVersions.getByRestaurantId(R))?.data.promo_codes ?? [];
    expect(codes.length).toBeGreaterThan(0);
  });
  const promo = (code: string, subtotal?: number) => ({
    restaurantId: R,
    codes,
    code,
    now: new Date(),
    subtotal,
  });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: AppError) => e.messageKey,
    );
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-restaurant-id': String(R) }, payload });

  it.each([
    ['TENOFF', undefined, null],
    ['OLD', undefined, 'error.promoExpired'],
    ['LATER', undefined, 'error.promoNotStarted'],
    ['FIVE', 2499, 'error.promoMinimum'],
    ['FIVE', 2500, null],
    ['NOPE', undefined, 'error.promoInvalid'],
  ])('%s on a subtotal of %s cents: %s', async (code, subtotal, key) => {
    expect(await refusal(applicablePromo(t.db, promo(code, subtotal)))).toBe(key);
  });

  it('a use claimed inside a transaction counts; the last use cannot be claimed twice; set-costs agrees', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const placed = await placeOrder([cartItem('bowl')], 11.3);
      const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, placed.id));
      ids.push(row?.id ?? 0);
    }
    const before = await promoCodeUses(t.db, R, 'once');
    expect(before).toBe(0);
    await t.db.transaction((tx) => claimPromoUse(tx, { ...promo('once'), orderId: ids[0]! }));
    expect(await promoCodeUses(t.db, R, 'ONCE')).toBe(1);
    const second = t.db.transaction((tx) => claimPromoUse(tx, { ...promo('ONCE'), orderId: ids[1]! }));
    expect(await refusal(second)).toBe('error.promoUsedUp');
    expect(await promoCodeUses(t.db, R, 'ONCE')).toBe(1);

    // Every route that prices says the same of it.
    const costs = await post('/api/orders/set-costs', {
      items: [cartItem('bowl')],
      costs: { discount: { code: 'ONCE' } },
      config: { takeout: true },
      type: 'take-out',
    });
    const info = await post('/api/orders/get-discount-info', { code: 'ONCE' });
    for (const res of [costs, info]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: expect.stringMatching(/used/i) });
    }
  });
});

describe('set-costs: charges taxed at the rates of the goods they go with', () => {
  const setCosts = (items: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { 'x-restaurant-id': String(BC) },
      payload: {
        items,
        costs: {},
        config: { takeout: true },
        type: 'delivery',
        checkout: { delivery: { postal_code: 'V6B 1A1' } },
      },
    });

  it('delivering food in British Columbia carries no PST, and no PST line', async () => {
    // 2 bowls $20 (GST only) + the Downtown delivery $4: GST 5 % of $24.
    const res = await setCosts([cartItem('bowl', 2)]);
    expect(res.statusCode).toBe(200);
    const costs = res.json();
    expect(costs).toMatchObject({ subtotal: 20, deliveryCharge: { amount: 4 }, total: 25.2 });
    expect(costs.taxBrackets).toEqual([{ key: 'tax1', label: 'GST', rate: 0.05, amount: 1.2 }]);
  });

  it('a cart with a beer: the delivery shared, each share at its goods rates', async () => {
    // Bowl $10 (GST) and a pale ale $8 (GST + PST 10 %); delivery $4 shared 10/18 and 8/18.
    // GST 5 % of $22 = $1.10; PST 10 % of (8 + 4 x 8/18) = $0.98 (the whole delivery at 10 %: $1.20).
    const res = await setCosts([cartItem('bowl', 1), { ...cartItem('ale', 1, 8), orderId: 2 }]);
    expect(res.statusCode).toBe(200);
    const costs = res.json();
    expect(costs.subtotal).toBe(18);
    expect(costs.taxBrackets).toEqual([
      { key: 'tax1', label: 'GST', rate: 0.05, amount: 1.1 },
      { key: 'tax2', label: 'PST', rate: 0, amount: 0.98, mixed: true },
    ]);
    expect(costs.total).toBe(24.08);
  });
});
