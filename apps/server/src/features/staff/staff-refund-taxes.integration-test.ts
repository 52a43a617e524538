/**
 * A refund by line gives back each line's own taxes (order_lines.tax_cents): maple-table as shipped (Ontario, 13 %
 * HST), a pickup order of a poutine ($13.00, $2.00 off: $11.00, taxed) and a bottle of Ontario maple syrup ($16.00,
 * zero-rated in the data file), taxes $1.43, total $28.43. The syrup's refund is $16.00, no HST; the poutine's $12.43.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { lineOf, maple, openHour } from '../orders/cart-rules-fixtures';
import { importDataFile } from '../restaurants';

const R = maple.restaurant.id;
let t: TestApp;
let manager: SignedInStaff;

beforeAll(async () => {
  // The take-out menu is orderable (cart-availability.ts) at an open hour.
  startClockAt(openHour());
  t = await buildTestApp();
  expect((await importDataFile(t.db, maple)).ok).toBe(true);
  manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
});
afterAll(async () => {
  startClockAt(undefined);
  await t.close();
});

let seq = 0;
async function poutineAndSyrup(): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `refund-taxes-${++seq}` },
    payload: {
      type: 'pickup',
      data: {
        config: { restaurantId: String(R), takeout: true, takeoutType: 'pickup' },
        items: [
          lineOf(maple, 'mt-takeout', 'mt-poutine', 1),
          lineOf(maple, 'mt-takeout', 'mt-maple-syrup', 2),
        ],
        costs: {},
        checkout: {
          ...CARD_CHECKOUT,
          questions: [{ id: 'q-allergies', answer: 'No allergies' }],
          pickup: { scheduled: false },
        },
      },
      pickup_time: new Date().toISOString(),
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const id: string = placed.json().id;
  const ticket = await staffCall('GET', `/api/staff/orders/${id}`);
  expect(ticket.json()).toMatchObject({ total: 28.43 });
  const accepted = await staffCall('POST', `/api/staff/orders/${id}/status`, { status: 'in_progress' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: manager.headers(), ...(payload ? { payload } : {}) });

const line = (position: number) => ({ lines: [{ position, quantity: 1 }] });

describe('a refund by line of a zero-rated item and a taxed one', () => {
  it.each([
    ['the syrup', 1, 16, { items: 16, taxes: 0, tip: 0, charges: 0 }],
    ['the poutine', 0, 12.43, { items: 11, taxes: 1.43, tip: 0, charges: 0 }],
  ])('previews and refunds %s with its own taxes', async (_, position, amount, parts) => {
    const id = await poutineAndSyrup();
    const preview = await staffCall('POST', `/api/staff/orders/${id}/refund-preview`, line(position));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ amount, parts, tenders: [{ kind: 'card', amount }] });
    const refund = await staffCall('POST', `/api/staff/orders/${id}/refund`, line(position));
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().refund).toMatchObject({ amount, tenders: [{ kind: 'card', amount }] });
  });

  it('the syrup and then the poutine give back the whole $28.43', async () => {
    const id = await poutineAndSyrup();
    const first = await staffCall('POST', `/api/staff/orders/${id}/refund`, line(1));
    expect(first.json().refund.amount).toBe(16);
    const rest = await staffCall('POST', `/api/staff/orders/${id}/refund-preview`, line(0));
    expect(rest.json()).toMatchObject({ amount: 12.43, parts: { items: 11, taxes: 1.43 } });
    const second = await staffCall('POST', `/api/staff/orders/${id}/refund`, line(0));
    expect(second.json().refund.amount).toBe(12.43);
    expect(second.json().order).toMatchObject({ refunded: 28.43, tenders: [{ state: 'refunded' }] });
    expect((await staffCall('POST', `/api/staff/orders/${id}/refund`, {})).statusCode).toBe(409);
  });
});
