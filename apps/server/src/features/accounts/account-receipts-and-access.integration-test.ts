/**
 * The user-owned records: the subsidy code, credits, receipts; and the authorization matrix: an anonymous caller gets
 * 401 with code 201 on every account route, and user B gets 404 for every id of user A.
 */
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema';
import { cartItem, futureSlot, ORDER_RESTAURANT_ID } from '../../testing/order-fixtures';
import { a, b, card, t, useAccountRecords, userRow } from './account-records-test-kit';
import { BISTRO, call, SCHOOL, signUp } from './accounts-test-kit';

useAccountRecords();

describe('subsidy code and credits', () => {
  it('stores a subsidy code the restaurant knows, refuses others, and deletes it', async () => {
    const o = { token: a.token, restaurant: SCHOOL };
    const added = await call(
      t.app,
      'POST',
      '/api/auth/add-subsidy-code',
      { subsidyCode: ' nvsupport50 ' },
      o,
    );
    expect(added.json()).toEqual({ subsidyCode: 'NVSUPPORT50' });
    expect((await userRow(a)).subsidyCode).toBe('NVSUPPORT50');
    const wrong = await call(t.app, 'POST', '/api/auth/add-subsidy-code', { subsidyCode: 'NOPE' }, o);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This subsidy code is not valid.');
    expect((await userRow(a)).subsidyCode).toBe('NVSUPPORT50');
    const snapshot = await call(t.app, 'POST', '/api/auth/get-user-snapshot', undefined, o);
    expect(snapshot.json()).toMatchObject({
      subsidyCode: 'NVSUPPORT50',
      credits: 0,
      students: [],
      items: [],
    });
    const deleted = await call(t.app, 'POST', '/api/auth/delete-subsidy-code', undefined, o);
    expect(deleted.json()).toEqual({ subsidyCode: null });
    expect((await userRow(a)).subsidyCode).toBeNull();
  });

  it('answers the credit balance at the restaurant of the request', async () => {
    const row = await userRow(a);
    await t.handle.db.insert(creditLedger).values([
      { restaurantId: SCHOOL, userId: row.id, amountCents: 2500, balanceAfterCents: 2500, reason: 'grant' },
      { restaurantId: SCHOOL, userId: row.id, amountCents: -500, balanceAfterCents: 2000, reason: 'order' },
    ]);
    const res = await call(t.app, 'GET', `/api/auth/user-credits?userId=${a.id}`, undefined, {
      token: a.token,
      restaurant: SCHOOL,
    });
    expect(res.json()).toEqual({ credits: 20, enabled: true });
    const elsewhere = await call(t.app, 'GET', '/api/auth/user-credits', undefined, {
      token: a.token,
      restaurant: BISTRO,
    });
    expect(elsewhere.json()).toEqual({ credits: 0, enabled: false });
    const profile = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      { token: a.token, restaurant: SCHOOL },
    );
    expect(profile.json().credits).toBe(20);
  });
});

describe('receipts', () => {
  it('lists the orders the user placed while signed in, with lines and costs; a guest order stays a guest order, a declined one is none', async () => {
    const u = await signUp(t.app);
    const order = (token?: string, items = [cartItem('bowl', 2, 10)], number = '4242 4242 4242 4242') =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: {
          'x-restaurant-id': String(ORDER_RESTAURANT_ID),
          'idempotency-key': `acct-${Math.random().toString(36).slice(2)}-${Date.now()}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: {
          type: 'take-out',
          data: {
            config: { takeout: true, restaurantId: String(ORDER_RESTAURANT_ID) },
            items,
            costs: {},
            checkout: {
              paymentMethod: 'credit_card',
              contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
              card: {
                number,
                cvd: '123',
                expiry_date: '12/30',
                postal_code: 'M5V 1A1',
              },
            },
          },
          pickup_time: futureSlot(50),
        },
      });
    const mine = await order(u.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const guest = await order();
    expect(guest.statusCode).toBe(200);
    // A card the processor declines leaves a checkout whose payment failed: no receipt, nothing to reorder.
    const declined = await order(u.token, [cartItem('bowl', 1, 10)], '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    const res = await call(t.app, 'POST', '/api/auth/get-past-receipts', {}, { token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    const { receipts } = res.json();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      id: mine.json().id,
      restaurantId: String(ORDER_RESTAURANT_ID),
      // Named for a list of every restaurant's receipts, with the zone its time is told in.
      restaurant: { slug: 'order-bistro', name: expect.any(String), timezone: expect.any(String) },
      status: 'pending',
      total: 22.6,
      costs: { subtotal: 20, total: 22.6 },
      lines: [{ id: 'bowl', menu_id: 'to', section_id: 'ts', name: 'Rice bowl', quantity: 2, price: 20 }],
    });
    const scoped = await call(
      t.app,
      'POST',
      '/api/auth/get-past-receipts',
      {},
      { token: u.token, restaurant: BISTRO },
    );
    expect(scoped.json()).toEqual({ receipts: [] });
    const snapshot = await call(t.app, 'POST', '/api/auth/get-user-snapshot', undefined, {
      token: u.token,
      restaurant: ORDER_RESTAURANT_ID,
    });
    expect(snapshot.json().items).toEqual([
      expect.objectContaining({ id: 'bowl', quantity: 2, orderOptions: [] }),
    ]);
    // Read in French, the receipt names the items and choices in French, as the order kept them.
    const wings = cartItem('wings', 1, 19, [
      { id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 1, options: [] }] },
    ]);
    const withSauce = await order(u.token, [wings]);
    expect(withSauce.statusCode, withSauce.body).toBe(200);
    const fr = await call(
      t.app,
      'POST',
      '/api/auth/get-past-receipts',
      {},
      { token: u.token, locale: 'fr-CA' },
    );
    expect(fr.json().receipts.map((r: { lines: unknown[] }) => r.lines)).toEqual([
      [expect.objectContaining({ name: 'Ailes', options: [{ name: 'Piquante', quantity: 1, price: 1 }] })],
      [expect.objectContaining({ name: 'Bol de riz', quantity: 2 })],
    ]);
    const en = await call(t.app, 'POST', '/api/auth/get-past-receipts', {}, { token: u.token });
    expect(en.json().receipts[0].lines[0]).toMatchObject({ name: 'Wings', options: [{ name: 'Hot' }] });
    const other = await call(t.app, 'POST', '/api/auth/get-past-receipts', {}, { token: b.token });
    expect(other.json()).toEqual({ receipts: [] });
  });

  it('says how each total was made, as the checkout did: the subtotal, the promo, the taxes and the tip', async () => {
    const u = await signUp(t.app);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        'x-restaurant-id': String(ORDER_RESTAURANT_ID),
        'idempotency-key': `acct-rows-${Date.now()}`,
        authorization: `Bearer ${u.token}`,
      },
      payload: {
        type: 'take-out',
        data: {
          config: { takeout: true, restaurantId: String(ORDER_RESTAURANT_ID) },
          items: [cartItem('bowl', 2, 10)],
          costs: { discount: { code: 'TENOFF' }, tip: { type: 'dollar', amount: 3, percentageValue: 0 } },
          checkout: {
            paymentMethod: 'credit_card',
            contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
            card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'M5V 1A1' },
          },
        },
        pickup_time: futureSlot(52),
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const res = await call(t.app, 'POST', '/api/auth/get-past-receipts', {}, { token: u.token });
    expect(res.json().receipts[0].breakdown).toEqual([
      { kind: 'subtotal', amount: 20 },
      { kind: 'discount', amount: 2, negative: true, code: 'TENOFF' },
      { kind: 'taxes', amount: 2.34 },
      { kind: 'tip', amount: 3 },
      { kind: 'total', amount: 23.34 },
    ]);
  });
});

describe('authorization matrix', () => {
  const userRoutes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
    ['POST', '/api/auth/get-native-user-info', {}],
    ['POST', '/api/auth/edit-user', { firstName: 'X' }],
    ['POST', '/api/auth/get-user-snapshot'],
    ['POST', '/api/auth/get-past-receipts', {}],
    ['POST', '/api/auth/payment-method', card()],
    ['PUT', '/api/auth/payment-method', { paymentCardId: 'abc', isDefault: true }],
    ['POST', '/api/auth/delete-payment', { paymentCardId: 'abc' }],
    ['GET', '/api/auth/user-credits'],
    ['POST', '/api/auth/add-subsidy-code', { subsidyCode: 'NVSUPPORT50' }],
    ['POST', '/api/auth/delete-subsidy-code'],
    ['GET', '/api/auth/students'],
    ['POST', '/api/auth/students', { name: 'Sam', school: 'Maplewood Middle School' }],
    ['PUT', '/api/auth/students/abc', { name: 'Sam', school: 'Maplewood Middle School' }],
    ['POST', '/api/auth/delete-student/abc'],
  ];

  it.each(userRoutes)('anonymous %s %s -> 401 with code 201', async (method, url, body) => {
    const res = await call(t.app, method, url, body, { restaurant: SCHOOL });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(201);
  });

  it('user B gets 404 for every id of user A, and A’s records are unchanged', async () => {
    const [aCard] = (
      await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: a.token })
    ).json();
    const { student } = (
      await call(
        t.app,
        'POST',
        '/api/auth/students',
        { name: 'Ana', school: 'Maplewood Middle School' },
        {
          token: a.token,
          restaurant: SCHOOL,
        },
      )
    ).json();
    const asB = { token: b.token, restaurant: SCHOOL };
    const attempts = [
      call(
        t.app,
        'PUT',
        '/api/auth/payment-method',
        { paymentCardId: aCard.paymentCardId, isDefault: true },
        asB,
      ),
      call(
        t.app,
        'PUT',
        '/api/auth/payment-method',
        { paymentCardId: aCard.paymentCardId, cardNumber: '4242424242424242', expiry: '12/30', cvd: '123' },
        asB,
      ),
      call(t.app, 'POST', '/api/auth/delete-payment', { paymentCardId: aCard.paymentCardId }, asB),
      call(
        t.app,
        'PUT',
        `/api/auth/students/${student.id}`,
        { name: 'Mine', school: 'Maplewood Middle School' },
        asB,
      ),
      call(t.app, 'POST', `/api/auth/delete-student/${student.id}`, undefined, asB),
      call(t.app, 'GET', `/api/auth/user-credits?userId=${a.id}`, undefined, asB),
      call(t.app, 'POST', '/api/auth/get-native-user-info', { userId: a.id }, asB),
      call(t.app, 'POST', '/api/auth/get-native-user-info', { userId: a.id, token: b.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const aCards = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      { token: a.token, restaurant: SCHOOL },
    );
    expect(aCards.json().paymentMethods).toContainEqual(
      expect.objectContaining({ paymentCardId: aCard.paymentCardId }),
    );
    expect(aCards.json().students).toContainEqual(expect.objectContaining({ id: student.id, name: 'Ana' }));
    const bView = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, asB);
    expect(bView.json().paymentMethods).toEqual([]);
    expect(bView.json().students).toEqual([]);
    // A's own calls on the same ids succeed.
    const own = await call(t.app, 'POST', `/api/auth/delete-student/${student.id}`, undefined, {
      token: a.token,
      restaurant: SCHOOL,
    });
    expect(own.statusCode).toBe(200);
  });
});
