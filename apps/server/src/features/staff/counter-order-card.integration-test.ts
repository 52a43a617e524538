/**
 * A counter order paid by a card staff take over the phone (decision 074), on the sandbox processor: authorized as a
 * mail/telephone order through the diners' two-phase card path, captured when the order is accepted and refunded by
 * line; a declined card places nothing; a restaurant with no processor to take it is told so (en/fr); a diner's own
 * order is never flagged MOTO, and only staff of the restaurant reach the counter order at all.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { orders, orderTenders } from '../../db/schema';
import { cartItem, futureSlot, GUEST, orderDataFile, submissionBody } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { call, gateway, placeOrder, R, t, useStaffConsole, who } from './staff-test-kit';

useStaffConsole();

const ON_PREMISE = 9702;
let seq = 0;

const card = (number: string) => ({ number, cvd: '123', expiry_date: '12/30', postal_code: 'M5V 1A1' });

function counter(body: object, headers = who.staff!, restaurantId = R) {
  return call(
    'POST',
    `/api/staff/restaurants/${restaurantId}/counter-orders`,
    { ...headers, 'idempotency-key': `counter-card-${++seq}` },
    { items: [cartItem('bowl', 2)], name: 'Sam Caller', phone: '416-555-0199', ...body },
    restaurantId,
  );
}

/** The restaurant's placed orders: a checkout whose payment failed keeps its rows as `payment_failed`, never shown. */
async function ordersOf(restaurantId: number) {
  return t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), ne(orders.status, 'payment_failed')));
}

describe('a counter order paid by a card taken over the phone', () => {
  it('is authorized as a MOTO payment, shown as charged, and captured when the order is accepted', async () => {
    const authorize = vi.spyOn(gateway, 'authorize');
    const capture = vi.spyOn(gateway, 'capture');
    try {
      const placed = await counter({ card: card('4242 4242 4242 4242') });
      expect(placed.statusCode, placed.body).toBe(200);
      const body = placed.json() as { id: string; total: number; card: unknown };
      expect(body.card).toEqual({ amount: body.total, brand: 'visa', last4: '4242' });
      expect(authorize).toHaveBeenCalledTimes(1);
      expect((authorize.mock.calls[0]![0] as AuthorizeRequest).moto).toBe(true);
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, body.id));
      const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
      expect(tenders.map((x) => [x.kind, x.amountCents])).toEqual([['card', Math.round(body.total * 100)]]);
      expect(capture).not.toHaveBeenCalled();

      const accepted = await call('POST', `/api/staff/orders/${body.id}/status`, who.staff!, {
        status: 'in_progress',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(capture).toHaveBeenCalledTimes(1);
      expect(capture.mock.calls[0]![0]).toBe(tenders[0]!.reference);

      // Refunded by line back to the card, as a diner's card order is.
      gateway.refunds = [];
      const refunded = await call('POST', `/api/staff/orders/${body.id}/refund`, who.manager!, {
        lines: [{ position: 0, quantity: 1 }],
        reason: 'Cold',
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const { refund } = refunded.json() as { refund: { amount: number } };
      expect(gateway.refunds.map((r) => r.amount)).toEqual([Math.round(refund.amount * 100)]);
    } finally {
      authorize.mockRestore();
      capture.mockRestore();
    }
  });

  it('places nothing when the card is declined, and says so', async () => {
    const before = (await ordersOf(R)).length;
    const declined = await counter({ card: card('4000 0000 0000 0002') });
    expect([declined.statusCode, declined.json().code]).toEqual([402, 410]);
    expect(declined.json().message).toBe('Your payment was declined. Please try another card.');
    expect((await ordersOf(R)).length).toBe(before);
  });

  it('is refused, in the staff member’s language, where the restaurant has no processor to take it', async () => {
    const file = orderDataFile({ id: ON_PREMISE, slug: 'staff-on-premise' });
    const onPremise = { ...file, restaurant: { ...file.restaurant, payment_processor: 'payOnPremise' } };
    expect((await importDataFile(t.db, onPremise as typeof file)).ok).toBe(true);
    const member = await signInStaff(t.db, { restaurantId: ON_PREMISE, role: 'staff' });
    const headers = { authorization: `Bearer ${member.token}` };
    const en = await counter({ card: card('4242 4242 4242 4242') }, headers, ON_PREMISE);
    expect([en.statusCode, en.json().code]).toEqual([402, 410]);
    expect(en.json().message).toBe(
      'This restaurant’s card processor does not take cards over the phone: take payment at pickup.',
    );
    const fr = await counter(
      { card: card('4242 4242 4242 4242') },
      { ...headers, locale: 'fr-CA' },
      ON_PREMISE,
    );
    expect(fr.json().message).toBe(
      'Le processeur de cartes de ce restaurant ne prend pas les cartes par téléphone\u00a0: faites payer à la cueillette.',
    );
    expect(await ordersOf(ON_PREMISE)).toEqual([]);
    // Paid at pickup, the same order is taken.
    expect((await counter({}, headers, ON_PREMISE)).statusCode).toBe(200);
  });

  it('is never a diner’s: their card is not flagged MOTO, and the counter order is staff’s only', async () => {
    const authorize = vi.spyOn(gateway, 'authorize');
    try {
      await placeOrder();
      expect(authorize).toHaveBeenCalledTimes(1);
      expect((authorize.mock.calls[0]![0] as AuthorizeRequest).moto).toBeUndefined();
    } finally {
      authorize.mockRestore();
    }
    const flagged = await call(
      'POST',
      '/api/orders',
      { 'idempotency-key': `diner-moto-${++seq}` },
      submissionBody(R, {
        checkout: { contact: GUEST, card: { ...card('4242424242424242'), moto: true } },
        pickup: futureSlot(),
      }),
    );
    expect(flagged.statusCode).toBe(400);
    expect((await counter({ card: card('4242 4242 4242 4242') }, who.diner!)).statusCode).toBe(403);
    expect((await counter({ card: card('4242 4242 4242 4242') }, who.anonymous!)).statusCode).toBe(401);
  });
});
