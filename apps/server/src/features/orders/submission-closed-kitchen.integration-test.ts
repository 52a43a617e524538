/**
 * A submission to an on-demand kitchen closed now is refused as set-costs refuses its cart: 418
 * "closed" with the same message, whatever pickup time the client sends, and nothing is written. harbour-market as
 * shipped, on a weekday at 11:40 in Halifax: the hub and Taqueria Sol (the hub's hours) are open, Bao House (its own
 * hours) opens at 12:00; none of its menus is `scheduled`.
 */
import { instantAtLocalTime, localDate } from '@ordering/domain/ordering/zoned';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { checkouts, orders } from '../../db/schema';
import { ctx, demoCartApp, harbour, lineOf, openHour, porkBao, post } from './cart-rules-fixtures';

demoCartApp();

const ZONE = 'America/Halifax';
const day = localDate(new Date(openHour()), ZONE);
const at = (time: string) => instantAtLocalTime(day, time, ZONE).toISOString();
const alPastor = (orderId: number) =>
  lineOf(harbour, 'hm-sol-menu', 'hm-al-pastor', orderId, 1, [{ id: 'og-spice', values: [{ id: 'mild' }] }]);

let seq = 0;
const submit = (url: string, items: unknown[], pickupTime: string, locale = 'en-CA') =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    headers: {
      'x-restaurant-id': String(harbour.restaurant.id),
      'idempotency-key': `closed-kitchen-${Date.now()}-${++seq}`,
      locale,
    },
    payload: {
      type: 'pickup',
      data: {
        config: { takeout: true, takeoutType: 'pickup', restaurantId: String(harbour.restaurant.id) },
        items,
        costs: {},
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '902-555-0100' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
          pickup: { scheduled: false },
        },
      },
      pickup_time: pickupTime,
    },
  });

const written = async () => {
  const [o] = await ctx.t.db.select({ n: count() }).from(orders);
  const [c] = await ctx.t.db.select({ n: count() }).from(checkouts);
  return { orders: o?.n ?? 0, checkouts: c?.n ?? 0 };
};

describe('a submission to a kitchen closed now (audit F2 finding 4)', () => {
  it.each(['/api/orders/create-marketplace-order', '/api/orders'])(
    '%s refuses Bao House before 12:00 with set-costs’ 418 and message, whatever pickup time is sent; nothing is written',
    async (url) => {
      startClockAt(at('11:40'));
      try {
        const cart = [alPastor(1), porkBao(2)];
        for (const locale of ['en-CA', 'fr-CA']) {
          const costs = await post(
            '/api/orders/set-costs',
            harbour,
            { items: cart, costs: {}, config: { takeout: true, takeoutType: 'pickup' }, type: 'pickup' },
            locale,
          );
          expect(costs.statusCode).toBe(409);
          expect(costs.json()).toMatchObject({ code: 418, details: { reason: 'closed' } });
          const before = await written();
          // After Bao House opens (12:05), and as soon as possible.
          for (const pickup of [at('12:05'), at('11:55')]) {
            const res = await submit(url, cart, pickup, locale);
            expect(res.statusCode, res.body).toBe(409);
            expect(res.json()).toEqual({ ...costs.json(), details: { reason: 'closed' } });
          }
          expect(await written()).toEqual(before);
        }
        const en = await submit(url, cart, at('12:05'));
        expect(en.json().message).toBe('Bao House is closed now: ordering opens at 12:00 p.m.');

        // The open kitchen alone is placed at the same moment: the refusal above is Bao House's.
        const taqueria = await submit(url, [alPastor(1)], at('11:55'));
        expect(taqueria.statusCode, taqueria.body).toBe(200);
      } finally {
        startClockAt(openHour());
      }
    },
  );
});
