/**
 * "Text me when it's ready": only the diner can subscribe or redirect the text (the
 * order's public id, or its number with the checkout's phone or e-mail); misses answer alike; a late request on a
 * ready order is sent at once; closed orders say why not.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { phoneDigits, provesContact } from './order-notification.service';

const R = 9470;
const DINER_PHONE = '416-555-0123';
let t: TestApp;
let staff: SignedInStaff;

beforeAll(async () => {
  t = await buildTestApp();
  expect(
    (await importDataFile(t.db, orderDataFile({ id: R, slug: 'notify-bistro', maxPerSlot: 1000 }))).ok,
  ).toBe(true);
  staff = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

let keys = 0;
async function placeOrder(): Promise<{ id: string; number: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': `notify-order-${++keys}-key`, 'x-restaurant-id': String(R) },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true, restaurantId: String(R) },
        items: [cartItem('bowl')],
        costs: {},
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: DINER_PHONE },
          card: { number: '4242424242424242', cvd: '737', expiry_date: '12/30' },
        },
      },
      pickup_time: futureSlot(),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { id: string; number: number };
  return { id: body.id, number: body.number };
}

function subscribe(
  checkNum: string,
  phone: string,
  opts: { email?: string; locale?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/notification',
    remoteAddress: opts.ip ?? '10.9.0.1',
    headers: { 'x-restaurant-id': String(R), locale: opts.locale ?? 'en-CA' },
    payload: {
      type: 'notification',
      status: 'in-progress',
      data: {
        config: { restaurantId: String(R), checkNum },
        checkout: { contact: { phone_number: phone, ...(opts.email ? { email: opts.email } : {}) } },
      },
    },
  });
}

const moveTo = (id: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: staff.headers(),
    payload: status === 'cancelled' ? { status, reason: 'Out of rice' } : { status },
  });

async function requestedPhones(publicId: string): Promise<string[]> {
  const { orders } = await import('../../db/schema');
  const [order] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
  const rows = await t.db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.type, 'sms_requested')));
  return rows.map((r) => (r.data as { phone: string }).phone);
}

describe('who may ask for the "order ready" text', () => {
  it('the confirmation subscribes with the public id, to any phone', async () => {
    const order = await placeOrder();
    const response = await subscribe(order.id, '647-555-0199');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ subscribed: true, sentNow: false });
    expect(await requestedPhones(order.id)).toEqual(['647-555-0199']);
  });

  it('by number, only with the phone or e-mail given at checkout', async () => {
    const order = await placeOrder();
    const byPhone = await subscribe(String(order.number), DINER_PHONE, { ip: '10.9.0.2' });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const byEmail = await subscribe(String(order.number), '647-555-0111', {
      email: ' ADA@example.com ',
      ip: '10.9.0.2',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(await requestedPhones(order.id)).toEqual([DINER_PHONE, '647-555-0111']);
  });

  it('a stranger with the number cannot redirect the text, and cannot tell known numbers from unknown ones', async () => {
    const order = await placeOrder();
    const stranger = await subscribe(String(order.number), '905-555-0666', {
      ip: '10.9.0.3',
      locale: 'fr-CA',
    });
    const unknown = await subscribe('987654', '905-555-0666', { ip: '10.9.0.3', locale: 'fr-CA' });
    const unknownId = await subscribe('AbCdEfGhIjKlMnOp', '905-555-0666', {
      ip: '10.9.0.3',
      locale: 'fr-CA',
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(unknown.body);
    expect(unknownId.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({
      code: 404,
      message: 'Nous n’avons trouvé aucune commande avec ce numéro et ce numéro de téléphone.',
    });
    expect(await requestedPhones(order.id)).toEqual([]);
  });

  it('is rate limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await subscribe('987654', '905-555-0666', { ip: '10.9.0.4' })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('a late request', () => {
  it('on a ready order is sent at once; on a completed or cancelled one it says why not', async () => {
    const order = await placeOrder();
    expect((await moveTo(order.id, 'in_progress')).statusCode).toBe(200);
    expect((await moveTo(order.id, 'ready')).statusCode).toBe(200);
    const late = await subscribe(order.id, '647-555-0142', { ip: '10.9.0.5' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ subscribed: true, sentNow: true });
    const queued = await t.db.select().from(outbox).where(eq(outbox.type, 'order.ready_sms'));
    expect(queued.map((m) => m.payload)).toContainEqual(
      expect.objectContaining({ orderId: order.id, number: order.number, phone: '647-555-0142' }),
    );

    expect((await moveTo(order.id, 'completed')).statusCode).toBe(200);
    const after = await subscribe(order.id, '647-555-0142', { ip: '10.9.0.5', locale: 'fr-CA' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      'Cette commande est terminée\u00a0: il n’y a plus de texto « prête » à envoyer.',
    );
  });
});

describe('proof of contact', () => {
  it.each([
    [{ phone_number: '416-555-0123' }, { phone: '4165550123' }, true],
    [{ phone_number: '1 (416) 555-0123' }, { phone: '416-555-0123' }, true],
    [{ phone_number: '416-555-0123' }, { phone: '416-555-0124' }, false],
    [{ email: 'a@b.ca' }, { phone: '416-555-0124', email: 'A@B.CA' }, true],
    [{ email: '' }, { phone: '416-555-0124', email: '' }, false],
    [{}, { phone: '416-555-0124' }, false],
    [null, { phone: '416-555-0124' }, false],
  ])('%o proved by %o: %s', (contact, proof, ok) => {
    expect(provesContact(contact, proof)).toBe(ok);
  });
  it('reads 10 digits, dropping a leading country 1', () => {
    expect(phoneDigits('+1 416 555 0123')).toBe('4165550123');
    expect(phoneDigits('555-0123')).toBeNull();
  });
});
