/**
 * "As soon as possible" is the server's now: a dine-in order placed from a phone whose clock is three hours off
 * (either way) carries a pickup_time computed from that clock, and is placed for the server's now plus the menu's
 * lead, never refused or delayed for a time the diner did not choose. A chosen slot keeps its checks. maple-table as
 * shipped, on a Wednesday at 13:00 in Toronto.
 */
import { describe, expect, it } from 'vitest';
import { now as serverNow } from '../../clock';
import { CARD_CHECKOUT } from '../../testing/order-fixtures';
import { ctx, demoCartApp, latte, maple } from './cart-rules-fixtures';

demoCartApp();

const HOUR = 3_600_000;
let seq = 0;
const submit = (pickupTime: string, scheduled: boolean, locale = 'en-CA') =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(maple.restaurant.id),
      'idempotency-key': `asap-clock-${Date.now()}-${++seq}`,
      locale,
    },
    payload: {
      type: 'dine-in',
      data: {
        config: { restaurantId: String(maple.restaurant.id), tableNum: '12' },
        items: [latte(1)],
        costs: {},
        checkout: {
          ...CARD_CHECKOUT,
          questions: [{ id: 'q-allergies', answer: 'No allergies' }],
          pickup: { scheduled },
        },
      },
      pickup_time: pickupTime,
    },
  });

describe('an ASAP dine-in order from a phone whose clock is wrong', () => {
  it.each([
    ['3 h behind', -3 * HOUR],
    ['3 h ahead', 3 * HOUR],
  ])('is placed for the server’s now when the phone is %s', async (_, offset) => {
    const now = serverNow();
    for (const locale of ['en-CA', 'fr-CA']) {
      const res = await submit(new Date(now.getTime() + offset + 60_000).toISOString(), false, locale);
      expect(res.statusCode, res.body).toBe(200);
      const placed = await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${res.json().id}` });
      const at = new Date(placed.json().pickup_time).getTime();
      // The menu's lead (its prep time) from the server's clock, not the phone's hours away.
      expect(at).toBeGreaterThanOrEqual(now.getTime());
      expect(at - now.getTime()).toBeLessThan(HOUR);
    }
  });

  it('still refuses a chosen time that is not available', async () => {
    const res = await submit(new Date(serverNow().getTime() - 3 * HOUR).toISOString(), true);
    expect(res.statusCode).toBe(409);
  });
});
