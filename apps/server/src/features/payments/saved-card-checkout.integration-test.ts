/**
 * Paying with a saved card and "save this card" at checkout: the submission charges the signed-in diner's
 * own card by its paymentCardId (another user's id, or a guest sending one, is a 404 and nothing is written), and a
 * new card paid with by a signed-in diner who ticked the box joins their saved cards once the order is placed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTenders } from '../../db/schema';
import { cartItem, futureSlot, ORDER_RESTAURANT_ID, orderDataFile } from '../../testing/order-fixtures';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  call,
  signUp,
  type TestUser,
} from '../accounts/accounts-test-kit';
import { importDataFile } from '../restaurants';

const R = ORDER_RESTAURANT_ID;
let t: AccountsTestApp;
let ada: TestUser;
let bob: TestUser;
let adaCardId: string;
let hour = 40;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  expect((await importDataFile(t.handle.db, orderDataFile())).ok).toBe(true);
  ada = await signUp(t.app);
  bob = await signUp(t.app);
  const saved = await call(
    t.app,
    'POST',
    '/api/auth/payment-method',
    { cardNumber: '5555 5555 5555 4444', expiry: '11/31', cvd: '123' },
    { token: ada.token },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  adaCardId = (saved.json() as { paymentCardId: string }[])[0]!.paymentCardId;
}, 60_000);
afterAll(async () => {
  await t.close();
});

let keySeq = 0;

function order(checkout: Record<string, unknown>, chosenCreditCard?: { paymentCardId: string }) {
  hour += 1;
  return {
    type: 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(R) },
      items: [cartItem('bowl')],
      costs: {},
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
        ...checkout,
      },
      ...(chosenCreditCard ? { chosenCreditCard } : {}),
    },
    pickup_time: futureSlot(hour),
  };
}

function submit(payload: unknown, user?: TestUser) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(R),
      'idempotency-key': `saved-card-${Date.now()}-${keySeq++}`,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    payload: payload as object,
  });
}

const newCard = { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'M5V 1A1' };

async function cardsOf(user: TestUser) {
  const res = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { paymentMethods: { last4: string; brand: string; isDefault: boolean }[] })
    .paymentMethods;
}

async function orderCount() {
  return (await t.handle.db.select({ id: orders.id }).from(orders)).length;
}

describe('paying with a saved card', () => {
  it('charges the diner’s own saved card, with no card details sent', async () => {
    const res = await submit(order({}, { paymentCardId: adaCardId }), ada);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    const tenders = await t.handle.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect(tenders[0]?.details).toEqual({ brand: 'mastercard', last4: '4444', wallet: null });
  });

  it('refuses another user’s card id with 404 and writes nothing', async () => {
    const before = await orderCount();
    const res = await submit(order({}, { paymentCardId: adaCardId }), bob);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: 'We could not find this card.' });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a guest sending a saved card id with 404', async () => {
    const before = await orderCount();
    const res = await submit(order({}, { paymentCardId: adaCardId }));
    expect(res.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});

describe('save this card (savePaymentMethodOnCheckout)', () => {
  it('keeps the new card of a signed-in diner once the order is placed, and not twice', async () => {
    expect(await cardsOf(bob)).toEqual([]);
    const first = await submit(order({ card: newCard, savePaymentMethodOnCheckout: true }), bob);
    expect(first.statusCode, first.body).toBe(200);
    expect(await cardsOf(bob)).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true }),
    ]);
    const again = await submit(order({ card: newCard, savePaymentMethodOnCheckout: true }), bob);
    expect(again.statusCode, again.body).toBe(200);
    expect(await cardsOf(bob)).toHaveLength(1);
    // The saved token is charged next time.
    const [saved] = (
      await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: bob.token })
    ).json().paymentMethods as { paymentCardId: string }[];
    const withSaved = await submit(order({}, { paymentCardId: saved!.paymentCardId }), bob);
    expect(withSaved.statusCode, withSaved.body).toBe(200);
  });

  it('keeps nothing without the box, nor when the card is refused', async () => {
    const carol = await signUp(t.app);
    expect((await submit(order({ card: newCard }), carol)).statusCode).toBe(200);
    const declined = { ...newCard, number: '4000 0000 0000 0002' };
    const refused = await submit(order({ card: declined, savePaymentMethodOnCheckout: true }), carol);
    expect(refused.statusCode).toBe(402);
    expect(await cardsOf(carol)).toEqual([]);
  });
});
