/**
 * The pricing calls' tests' shared setup (orders-pricing*.integration-test.ts): one bistro whose menu has a burger
 * with sizes, cooking and extras, promo codes and a minimum, imported into the test file's app, and the helpers
 * that post a cart. A test file calls `usePricingApp()` once; `t` is live (set in its beforeAll).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from '../restaurants';

export let t: TestApp;
export const RID = '9500';

export function pricingFile() {
  const base = testDataFile({ id: 9500, slug: 'pricing-bistro' });
  return {
    ...base,
    restaurant: {
      ...base.restaurant,
      service_charge: '18',
      hours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          [{ open: '00:00', close: '23:45' }],
        ]),
      ),
    },
    // The service charge at the table only, as maple-table charges it.
    order_options: { max_items_per_cart: 5, weekend_ordering: true, service_charge_modes: ['dine-in'] },
    promos: [{ id: 'p2', type: 'amount', value: 2 }],
    promo_codes: [
      { code: 'TENOFF', type: 'percent', value: 10 },
      { code: 'BIGSPEND', type: 'amount', value: 5, minimum_order: 100 },
      { code: 'OLD', type: 'percent', value: 50, ends_at: '2024-01-01T00:00:00Z' },
    ],
    menus: [
      {
        id: 'm1',
        name: 'Lunch',
        slug: 'lunch',
        scheduled: true,
        ordering_interval: 30,
        sections: [
          {
            id: 's1',
            name: 'Mains',
            items: [
              {
                id: 'burger',
                name: 'Burger',
                price: 15,
                options: [
                  {
                    id: 'size',
                    name: 'Size',
                    type: 'pricing',
                    values: [
                      { id: 'single', name: 'Single', price: 15 },
                      { id: 'double', name: 'Double', price: 20 },
                    ],
                  },
                  {
                    id: 'cook',
                    name: 'Cook',
                    required: true,
                    values: [
                      { id: 'rare', name: 'Rare' },
                      { id: 'well', name: 'Well done' },
                    ],
                  },
                  {
                    id: 'extras',
                    name: 'Extras',
                    allow_multiple_selection: true,
                    limit: 3,
                    values: [{ id: 'bacon', name: 'Bacon', price: 2.5 }],
                  },
                ],
              },
              { id: 'fries', name: 'Fries', price: 6, promos: ['p2'] },
              { id: 'gone', name: 'Oysters', price: 30, sold_out: true },
              {
                // The dish can be ordered; one of its choices is sold out.
                id: 'smash',
                name: 'Double Smash Burger',
                price: 16,
                localization: { fr: { name: 'Burger smash double' } },
                options: [
                  {
                    id: 'sauce',
                    name: 'Sauce',
                    values: [
                      { id: 'ketchup', name: 'Ketchup' },
                      {
                        id: 'truffle',
                        name: 'Truffle mayo',
                        sold_out: true,
                        localization: { fr: { name: 'Mayo à la truffe' } },
                      },
                    ],
                  },
                ],
              },
              { id: 'beer', name: 'Lager', price: 8, alcoholic_beverage: true, promos: ['p2'] },
            ],
          },
        ],
      },
      {
        // A catering menu ordered two days ahead (lakeshore-stadium's Suite Catering).
        id: 'm2',
        name: 'Catering',
        slug: 'catering',
        catering: true,
        scheduled: true,
        required_notice: 2880,
        estimated_prep_time: 90,
        ordering_interval: 45,
        sections: [{ id: 's2', name: 'Platters', items: [{ id: 'platter', name: 'Platter', price: 185 }] }],
      },
    ],
  };
}

export const line = (id: string, orderId: number, quantity = 1, orderOptions: unknown[] = []) => ({
  id,
  menu_id: 'm1',
  section_id: 's1',
  orderId,
  quantity,
  orderPrice: 0,
  orderOptions,
});
export const burger = (orderId: number, quantity = 1) =>
  line('burger', orderId, quantity, [
    { id: 'size', values: [{ id: 'double', quantity: 1, adjustedPrice: 20, options: [] }] },
    { id: 'cook', values: [{ id: 'rare', quantity: 1, adjustedPrice: 0, options: [] }] },
    { id: 'extras', values: [{ id: 'bacon', quantity: 2, adjustedPrice: 2.5, options: [] }] },
  ]);

export const post = (url: string, payload: unknown, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-restaurant-id': RID, locale },
  });

/** Builds the file's app with the bistro imported, and closes it after the file's tests. */
/**
 * A Wednesday at noon in Toronto: the bistro is open (until 23:45 every day), whatever the hour the tests run at. On the
 * calendar's clock they failed from 23:45 to midnight there.
 */
export const PRICING_NOW = '2026-11-25T17:00:00Z';

export function usePricingApp() {
  beforeAll(async () => {
    startClockAt(PRICING_NOW);
    t = await buildTestApp();
    const imported = await importDataFile(t.db, pricingFile());
    expect(imported.ok).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    startClockAt(undefined);
  });
}
