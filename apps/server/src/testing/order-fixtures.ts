/**
 * Test fixtures of the ordering API: a restaurant open all day with a take-out menu (capacity 3 per 15-minute
 * slot), an item with a required option group, and promo codes; plus the request bodies tests send, the sandbox
 * gateway counting its authorizations, and a test file's app paying through a gateway of its own.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthorizeRequest, PaymentGateway } from '../adapters/payments/gateway';
import { SandboxGateway } from '../adapters/payments/sandbox-gateway';
import { setPaymentGateway } from '../features/payments';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from './build-test-app';
import { testDataFile } from './data-files';

export const ORDER_RESTAURANT_ID = 9400;

/** A required option group of one choice (a data file's option group). */
export const chooseOne = (
  id: string,
  name: string,
  values: { id: string; name: string; price: number }[],
) => ({
  id,
  name,
  required: true,
  limit: 1,
  values,
});

export function orderDataFile(
  options: {
    id?: number;
    slug?: string;
    ordersPaused?: boolean;
    maxPerSlot?: number;
    anotherRound?: boolean;
  } = {},
) {
  const base = testDataFile({
    id: options.id ?? ORDER_RESTAURANT_ID,
    slug: options.slug ?? 'order-bistro',
    ordersPaused: options.ordersPaused ?? false,
  });
  return {
    ...base,
    restaurant: { ...base.restaurant, another_round: options.anotherRound ?? false },
    menus: [
      ...base.menus,
      {
        id: 'to',
        name: 'Take-out',
        slug: 'take-out',
        on_demand: true,
        scheduled: true,
        ordering_interval: 15,
        max_orders_per_interval: options.maxPerSlot ?? 3,
        menu_group_id: 'g1',
        sections: [
          {
            id: 'ts',
            name: 'Bowls',
            items: [
              { id: 'bowl', name: 'Rice bowl', price: 10 },
              { id: 'gone', name: 'Sold out soup', price: 6, sold_out: true },
              {
                id: 'wings',
                name: 'Wings',
                price: 18,
                options: [
                  chooseOne('sauce', 'Sauce', [
                    { id: 'bbq', name: 'BBQ', price: 0 },
                    { id: 'hot', name: 'Hot', price: 1 },
                  ]),
                ],
              },
            ],
          },
        ],
      },
    ],
    promo_codes: [
      {
        code: 'TENOFF',
        type: 'percent',
        value: 10,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      },
      { code: 'FIVE', type: 'amount', value: 5, minimum_order: 25 },
      {
        code: 'OLD',
        type: 'percent',
        value: 20,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2021-01-01T00:00:00Z',
      },
      { code: 'LATER', type: 'percent', value: 20, starts_at: '2098-01-01T00:00:00Z' },
      { code: 'ONCE', type: 'amount', value: 2, usage_limit: 1 },
    ],
  };
}

export function cartItem(id: string, quantity = 1, price = 10, options: unknown[] = []) {
  return {
    id,
    menu_id: 'to',
    section_id: 'ts',
    orderId: 1,
    quantity,
    orderPrice: price * quantity,
    orderOptions: options,
  };
}

/**
 * A submission body: the restaurant's take-out config, the cart (a rice bowl unless told), the costs the client sent
 * (none unless told), the checkout and the pickup time.
 */
export function submissionBody(
  restaurantId: number,
  parts: { type?: string; items?: unknown[]; costs?: object; checkout: object; pickup: string },
) {
  return {
    type: parts.type ?? 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(restaurantId) },
      items: parts.items ?? [cartItem('bowl')],
      costs: parts.costs ?? {},
      checkout: parts.checkout,
    },
    pickup_time: parts.pickup,
  };
}

/** A slot start two days ahead at a whole hour (UTC), always inside the all-day hours and the ordering window. */
export function futureSlot(hoursAhead = 48): string {
  const at = new Date(Date.now() + hoursAhead * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/** The guest who checks out in the tests: the `contact` of a checkout. */
export const GUEST = { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' };

/** The sandbox's approved card, without a postal code. */
export const APPROVED_CARD = { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' };

/** A guest's checkout paid by the sandbox's approved card: the `checkout` of a submission body. */
export const CARD_CHECKOUT = {
  paymentMethod: 'credit_card',
  contact: GUEST,
  card: { ...APPROVED_CARD, postal_code: 'M5V 1A1' },
};

/** The sandbox, counting the authorizations it approved. */
export class CountingGateway extends SandboxGateway {
  authorized = 0;
  override async authorize(request: AuthorizeRequest) {
    const result = await super.authorize(request);
    if (result.ok) this.authorized++;
    return result;
  }
}

/** The app of a test file and the gateway it pays through, filled by `payingApp`'s hooks. */
export interface PayingApp<G extends PaymentGateway> {
  t: TestApp;
  gateway: G;
}

/**
 * A test file's app paying through a gateway of its own: `setUp()`, called by the test file, registers the hooks that
 * build it into `ctx` (a new gateway, the data files imported) and close it.
 */
export function payingApp<G extends PaymentGateway>(gateway: () => G, dataFiles: () => unknown[]) {
  const ctx = {} as PayingApp<G>;
  const setUp = () => {
    beforeAll(async () => {
      ctx.t = await buildTestApp();
      ctx.gateway = gateway();
      setPaymentGateway(ctx.t.app, ctx.gateway);
      for (const file of dataFiles()) expect((await importDataFile(ctx.t.db, file)).ok).toBe(true);
    });
    afterAll(async () => {
      await ctx.t.close();
    });
  };
  return { ctx, setUp };
}

/** Where a submission goes: the endpoint (POST /api/orders by default), the restaurant, the diner's locale. */
export interface SubmitOptions {
  url?: string;
  restaurantId?: number;
  locale?: string;
}

/** The submission of a test file: to its app, for its restaurant unless told, a new Idempotency-Key each time. */
export function submitter(app: () => TestApp, restaurantId: number, key: () => string) {
  return (payload: unknown, opts: SubmitOptions = {}) =>
    app().app.inject({
      method: 'POST',
      url: opts.url ?? '/api/orders',
      headers: {
        'x-restaurant-id': String(opts.restaurantId ?? restaurantId),
        'idempotency-key': key(),
        ...(opts.locale ? { locale: opts.locale } : {}),
      },
      payload: payload as object,
    });
}
