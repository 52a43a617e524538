/**
 * The user-owned records (cards, students, subsidy code, credits, receipts) and the authorization matrix: an
 * anonymous caller gets 401 with code 201 on every account route, and user B gets 404 for every id of user A.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, paymentMethods, users } from '../../db/schema';
import { cartItem, futureSlot, ORDER_RESTAURANT_ID, orderDataFile } from '../orders/order-fixtures';
import { importDataFile } from '../restaurants';
import {
  type AccountsTestApp,
  BISTRO,
  buildAccountsTestApp,
  call,
  SCHOOL,
  signUp,
  type TestUser,
} from './accounts-test-kit';

/** The order fixture with its rice bowl and wing sauces named in French too, for the receipts read in French. */
function withFrenchNames(file: ReturnType<typeof orderDataFile>) {
  const fr: Record<string, string> = { bowl: 'Bol de riz', wings: 'Ailes', hot: 'Piquante' };
  const named = (o: { id: string; options?: { values: { id: string }[] }[] }): unknown => ({
    ...o,
    ...(fr[o.id] ? { localization: { fr: { name: fr[o.id] } } } : {}),
    ...(o.options
      ? { options: o.options.map((g) => ({ ...g, values: g.values.map((v) => named(v)) })) }
      : {}),
  });
  return {
    ...file,
    menus: file.menus.map((m) =>
      m.id === 'to'
        ? { ...m, sections: m.sections.map((sec) => ({ ...sec, items: sec.items.map((i) => named(i)) })) }
        : m,
    ),
  };
}

let t: AccountsTestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  expect((await importDataFile(t.handle.db, withFrenchNames(orderDataFile()))).ok).toBe(true);
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const card = (number = '4242 4242 4242 4242', extra: Record<string, unknown> = {}) => ({
  cardNumber: number,
  expiry: '12/30',
  cvd: '123',
  postalCode: 'M5V 1A1',
  ...extra,
});

async function userRow(user: TestUser) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.publicId, user.id));
  return row!;
}

describe('saved cards', () => {
  it('tokenizes through the gateway and stores only token, brand, last 4 and expiry; the first card is the default', async () => {
    const u = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json();
    expect(res.json()).toEqual([
      {
        paymentCardId: first.paymentCardId,
        isDefault: true,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        expiry: '12/30',
      },
    ]);
    const rows = await t.handle.db.select().from(paymentMethods);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(rows.find((r) => r.publicId === first.paymentCardId)?.token).toMatch(/^tok_sbx_approve_/);

    const second = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      card('5555 5555 5555 4444', { savingFromCheckout: true }),
      { token: u.token },
    );
    expect(second.json().map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const mc = second.json()[1].paymentCardId;
    const made = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: mc, isDefault: true },
      { token: u.token },
    );
    expect(made.json().map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const replaced = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: first.paymentCardId, cardNumber: '3782 822463 10005', expiry: '0131', cvd: '1234' },
      { token: u.token },
    );
    expect(replaced.json()[1]).toMatchObject({
      paymentCardId: first.paymentCardId,
      brand: 'amex',
      last4: '0005',
      expiry: '01/31',
    });
    const deleted = await call(
      t.app,
      'POST',
      '/api/auth/delete-payment',
      { paymentCardId: mc },
      { token: u.token },
    );
    expect(deleted.json()).toEqual([
      expect.objectContaining({ paymentCardId: first.paymentCardId, isDefault: true }),
    ]);
    const profile = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: u.token });
    expect(profile.json().paymentMethods).toHaveLength(1);
  });

  const INVALID_CARD = 'Cette carte de crédit n’est pas valide.';
  const INVALID_EXPIRY = 'Cette date d’expiration n’est pas valide.';
  it.each([
    ['a number failing Luhn', card('4242 4242 4242 4241'), [['body.cardNumber', INVALID_CARD]]],
    ['letters in the number', card('4242 4242 4242 424x2'), [['body.cardNumber', INVALID_CARD]]],
    ['an expired date', card('4242 4242 4242 4242', { expiry: '01/20' }), [['body.expiry', INVALID_EXPIRY]]],
    ['month 13', card('4242 4242 4242 4242', { expiry: '13/30' }), [['body.expiry', INVALID_EXPIRY]]],
    [
      'both',
      card('4242 4242 4242 4241', { expiry: '1330' }),
      [
        ['body.cardNumber', INVALID_CARD],
        ['body.expiry', INVALID_EXPIRY],
      ],
    ],
  ])('refuses %s on its field, in the request language', async (_, body, fields) => {
    const res = await call(t.app, 'POST', '/api/auth/payment-method', body, {
      token: a.token,
      locale: 'fr-CA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: fields[0]![1],
      details: fields.map(([path, message]) => ({ path, message })),
    });
  });

  it('says which field of a replacement card is wrong, in English too', async () => {
    const [c] = (await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: a.token })).json();
    const res = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: c.paymentCardId, cardNumber: '4242424242424242', expiry: '13/30', cvd: '123' },
      { token: a.token },
    );
    expect(res.json()).toEqual({
      code: 400,
      message: 'This expiry date is invalid.',
      details: [{ path: 'body.expiry', message: 'This expiry date is invalid.' }],
    });
  });

  it('refuses a wrong security code as invalid card information', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      card('4242 4242 4242 4242', { cvd: '12' }),
      {
        token: a.token,
        locale: 'fr-CA',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Les renseignements de la carte ne sont pas valides.' });
  });

  it('refuses a partial replacement card', async () => {
    const [c] = (await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: a.token })).json();
    const res = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: c.paymentCardId, cardNumber: '4242424242424242' },
      { token: a.token },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('students', () => {
  it('places a student in one of the program’s schools, clearing what is not in its lists', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/auth/students',
      {
        name: 'Léa',
        school: 'maplewood middle school',
        grade: '7',
        classroom: '999',
        teacher: 'Ms. Kowalski',
      },
      { token: a.token, restaurant: SCHOOL },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { student, students } = res.json();
    expect(student).toMatchObject({
      name: 'Léa',
      school: 'Maplewood Middle School',
      grade: '7',
      classroom: null,
      teacher: 'Ms. Kowalski',
    });
    expect(students).toEqual([student]);
    const updated = await call(
      t.app,
      'PUT',
      `/api/auth/students/${student.id}`,
      {
        name: 'Léa T.',
        school: 'Northview Public School',
        grade: 'SK',
        classroom: '101',
        teacher: 'Ms. Patel',
      },
      { token: a.token, restaurant: SCHOOL },
    );
    expect(updated.json().student).toMatchObject({
      id: student.id,
      name: 'Léa T.',
      school: 'Northview Public School',
      grade: 'SK',
      classroom: '101',
    });
    const profile = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      {
        token: a.token,
        restaurant: SCHOOL,
      },
    );
    expect(profile.json().students).toHaveLength(1);
    const other = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      { token: a.token, restaurant: BISTRO },
    );
    expect(other.json().students).toEqual([]);
    const del = await call(t.app, 'POST', `/api/auth/delete-student/${student.id}`, undefined, {
      token: a.token,
      restaurant: SCHOOL,
    });
    expect(del.json()).toEqual({ students: [] });
  });

  it('refuses an unknown school, a blank name, and a restaurant without a school program', async () => {
    const unknown = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: 'Sam', school: 'Elsewhere' },
      { token: a.token, restaurant: SCHOOL, locale: 'fr-CA' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Veuillez choisir l’une des écoles du programme.');
    const blank = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: ' ', school: 'Maplewood Middle School' },
      {
        token: a.token,
        restaurant: SCHOOL,
      },
    );
    expect(blank.statusCode).toBe(400);
    const bistro = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: 'Sam', school: 'x' },
      {
        token: a.token,
        restaurant: BISTRO,
      },
    );
    expect(bistro.statusCode).toBe(400);
    expect(bistro.json().message).toBe('Student profiles are only for school meal programs.');
    const none = await call(t.app, 'POST', '/api/auth/students', { name: 'Sam' }, { token: a.token });
    expect(none.statusCode).toBe(400);
  });
});

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
  it('lists the orders the user placed while signed in, with lines and costs; a guest order stays a guest order', async () => {
    const u = await signUp(t.app);
    const order = (token?: string, items = [cartItem('bowl', 2, 10)]) =>
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
                number: '4242 4242 4242 4242',
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
