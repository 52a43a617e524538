/**
 * A parent's K-12 days and their cancellation, and the staff production sheet. The clock is
 * on Wednesday 9 December 2026, 10:00 in Toronto (the first date still orderable is Monday 14 December, see
 * k12-orders.integration-test.ts); on Saturday 12 December the cutoff has moved to Tuesday 15.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { startClockAt } from '../../clock';
import { orders, orderTenders } from '../../db/schema';
import { signInStaff } from '../../testing/staff';
import {
  type AccountsTestApp,
  BISTRO,
  buildAccountsTestApp,
  call,
  SCHOOL,
  signUp,
  type TestUser,
} from '../accounts/accounts-test-kit';
import { setPaymentGateway } from '../payments';

class CountingGateway extends SandboxGateway {
  voids = 0;
  override async void(authorizationId: string, idempotencyKey?: string) {
    this.voids++;
    return super.void(authorizationId, idempotencyKey);
  }
}

let t: AccountsTestApp;
let gateway: CountingGateway;
let parent: TestUser;
let other: TestUser;
let maya: string;
let leo: string;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  gateway = new CountingGateway();
  setPaymentGateway(t.app, gateway);
  startClockAt('2026-12-09T15:00:00Z');
  parent = await signUp(t.app);
  other = await signUp(t.app);
  const add = async (body: Record<string, string>) => {
    const res = await call(t.app, 'POST', '/api/auth/students', body, {
      token: parent.token,
      restaurant: SCHOOL,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { student: { id: string } }).student.id;
  };
  maya = await add({
    name: 'Maya',
    school: 'Northview Public School',
    grade: '3',
    classroom: '103',
    teacher: 'Mme Gagnon',
  });
  leo = await add({
    name: 'Leo',
    school: 'Maplewood Middle School',
    grade: '7',
    classroom: '301',
    teacher: 'Mr. Nguyen',
  });
});
afterAll(async () => {
  startClockAt(undefined);
  await t.close();
});

let seq = 0;
const meal = (id: string, drink = 'white-milk') => ({
  id,
  menu_id: 'nv-lunch',
  section_id: null,
  orderId: ++seq,
  quantity: 1,
  orderPrice: 0,
  orderOptions: [
    { id: 'og-nv-drink', values: [{ id: drink, quantity: 1, adjustedPrice: 0 }] },
    { id: 'og-nv-fruit', values: [{ id: 'apple', quantity: 1, adjustedPrice: 0 }] },
  ],
});

let keySeq = 0;
async function place(
  perDate: Record<string, Record<string, unknown[]>>,
  costs: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-k12-order',
    headers: {
      authorization: `Bearer ${parent.token}`,
      'x-restaurant-id': String(SCHOOL),
      'idempotency-key': `k12-days-${Date.now()}-${++keySeq}`,
    },
    payload: {
      type: 'school',
      data: {
        config: { restaurantId: String(SCHOOL) },
        items: [],
        costs,
        rotationalMenuOrders: Object.fromEntries(
          Object.entries(perDate).map(([date, students]) => [
            date,
            {
              items: [],
              students: Object.fromEntries(Object.entries(students).map(([s, items]) => [s, { items }])),
            },
          ]),
        ),
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Pat Parent', email: parent.email, phone_number: '416-555-0100' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
        },
      },
      pickup_time: '2026-12-14T17:00:00.000Z',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orders: { id: string }[] }).orders.map((o) => o.id);
}

const cancel = (id: string, token = parent.token, locale?: string) =>
  call(t.app, 'POST', `/api/k12/orders/${id}/cancel`, undefined, {
    token,
    restaurant: SCHOOL,
    ...(locale ? { locale } : {}),
  });

describe('a parent cancels a school-meal day before its cutoff', () => {
  it('lists the days, cancels one (its share of the card authorization released, the last one voided), refuses another parent and a second time', async () => {
    const [monday, tuesday] = await place({
      '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
      '2026-12-15': { [maya]: [meal('nv-teriyaki-bowl')] },
    });
    const listed = await call(t.app, 'GET', '/api/k12/my-orders', undefined, {
      token: parent.token,
      restaurant: SCHOOL,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().cutoff_date).toBe('2026-12-14');
    expect(listed.json().orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: monday,
          date: '2026-12-14',
          student: 'Maya',
          status: 'pending',
          cancellable: true,
        }),
        expect.objectContaining({ id: tuesday, date: '2026-12-15', cancellable: true }),
      ]),
    );

    const stranger = await cancel(tuesday as string, other.token);
    expect(stranger.statusCode).toBe(404);
    const anonymous = await call(t.app, 'POST', `/api/k12/orders/${tuesday}/cancel`, undefined, {
      restaurant: SCHOOL,
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await call(t.app, 'POST', `/api/k12/orders/${tuesday}/cancel`, undefined, {
      token: parent.token,
      restaurant: BISTRO,
    });
    expect(elsewhere.statusCode).toBe(404);

    const voids = gateway.voids;
    const done = await cancel(tuesday as string, parent.token, 'fr-CA');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: tuesday, status: 'cancelled' });
    const rowOf = async (id: string) =>
      (
        await t.handle.db.select().from(orders).where(eq(orders.publicId, id))
      )[0] as typeof orders.$inferSelect;
    const tenderOf = async (id: string) =>
      (
        await t.handle.db
          .select()
          .from(orderTenders)
          .where(eq(orderTenders.orderId, (await rowOf(id)).id))
      )[0]?.details as Record<string, unknown>;
    expect((await rowOf(tuesday as string)).status).toBe('cancelled');
    expect((await rowOf(tuesday as string)).cancelReason).toBe('Annulée par le parent avant la date limite.');
    // One authorization for the whole checkout: the cancelled day's share is released, never charged, while the
    // other day still holds its own; the last day cancelled voids the authorization with the processor.
    expect(await tenderOf(tuesday as string)).toMatchObject({ voidId: 'share_released' });
    expect(gateway.voids).toBe(voids);
    expect((await rowOf(monday as string)).status).toBe('pending');
    expect((await cancel(monday as string)).statusCode).toBe(200);
    expect(gateway.voids).toBe(voids + 1);
    expect((await tenderOf(monday as string)).voidId).not.toBe('share_released');

    const again = await cancel(tuesday as string);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a day past its cutoff (422), in the parent’s language', async () => {
    const [monday] = await place({ '2026-12-14': { [leo]: [meal('nv-chicken-burger')] } });
    startClockAt('2026-12-12T15:00:00Z');
    try {
      const listed = await call(t.app, 'GET', '/api/k12/my-orders', undefined, {
        token: parent.token,
        restaurant: SCHOOL,
      });
      expect(listed.json().orders.find((o: { id: string }) => o.id === monday)).toMatchObject({
        cancellable: false,
      });
      const late = await cancel(monday as string, parent.token, 'fr-CA');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 422 });
      expect(late.json().message).toMatch(/ne peut plus être annulée/);
      const [row] = await t.handle.db
        .select()
        .from(orders)
        .where(eq(orders.publicId, monday as string));
      expect(row?.status).toBe('pending');
    } finally {
      startClockAt('2026-12-09T15:00:00Z');
    }
  });
});

describe('the staff production sheet', () => {
  it('counts the placed days per date, school and classroom, leaving cancelled ones out; staff only', async () => {
    const ids = await place({
      '2026-12-16': {
        [maya]: [meal('nv-mac-cheese'), meal('nv-mac-cheese', 'choc-milk')],
        [leo]: [meal('nv-mac-cheese')],
      },
      '2026-12-17': { [maya]: [meal('nv-beef-tacos')] },
    });
    const maya17 = (await t.handle.db.select().from(orders).where(inArray(orders.publicId, ids))).find(
      (o) => (o.student as { date: string }).date === '2026-12-17',
    );
    expect((await cancel(maya17?.publicId as string)).statusCode).toBe(200);

    const staff = await signInStaff(t.handle.db, { restaurantId: SCHOOL, role: 'staff' });
    const url = `/api/staff/production?restaurantId=${SCHOOL}&start_date=2026-12-16&end_date=2026-12-17`;
    const res = await t.app.inject({ method: 'GET', url, headers: staff.headers() });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.dates.map((d: { date: string }) => d.date)).toEqual(['2026-12-16']);
    const day = sheet.dates[0];
    expect(day.orders).toBe(2);
    expect(day.items).toEqual([
      expect.objectContaining({ item_id: 'nv-mac-cheese', options: '', quantity: 3 }),
    ]);
    expect(day.schools.map((s: { school: string }) => s.school)).toEqual([
      'Maplewood Middle School',
      'Northview Public School',
    ]);
    const north = day.schools[1];
    expect(north.classrooms).toEqual([
      expect.objectContaining({ grade: '3', classroom: '103', teacher: 'Mme Gagnon', students: ['Maya'] }),
    ]);
    expect(north.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 1]);
    expect(north.items.every((i: { options: string }) => i.options.includes('Apple'))).toBe(true);

    const french = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...staff.headers(), locale: 'fr-CA' },
    });
    expect(french.json().dates[0].items[0].name).not.toBe(day.items[0].name);

    const diner = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect(diner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await signInStaff(t.handle.db, { restaurantId: BISTRO, role: 'owner' });
    expect((await t.app.inject({ method: 'GET', url, headers: elsewhere.headers() })).statusCode).toBe(403);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/staff/production?restaurantId=${SCHOOL}&start_date=2026-12-01&end_date=2027-02-01`,
      headers: staff.headers(),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('set-costs of a K-12 cart: the subsidy code and pay-what-you-can, checked by the server', () => {
  const costsOf = (
    costs: Record<string, unknown> = {},
    perDate: Record<string, unknown[]> = {
      '2026-12-14': [meal('nv-chicken-burger')],
      '2026-12-15': [meal('nv-teriyaki-bowl')],
    },
  ) =>
    call(
      t.app,
      'POST',
      '/api/orders/set-costs',
      {
        items: [],
        costs,
        config: { restaurantId: String(SCHOOL) },
        type: 'school',
        rotationalMenuOrders: Object.fromEntries(
          Object.entries(perDate).map(([date, items]) => [
            date,
            { items: [], students: { [maya]: { items } } },
          ]),
        ),
      },
      { token: parent.token, restaurant: SCHOOL },
    );

  it('prices every date and student, halves the meals with NVSUPPORT50, and keeps the chosen amount within its bounds', async () => {
    const full = await costsOf();
    expect(full.statusCode, full.body).toBe(200);
    const f = full.json();
    expect(f.subtotal).toBeGreaterThan(0);
    expect(f.total).toBe(Math.round((f.subtotalDiscounted + f.taxes) * 100) / 100);

    const o = { token: parent.token, restaurant: SCHOOL };
    expect(
      (await call(t.app, 'POST', '/api/auth/add-subsidy-code', { subsidyCode: 'NVSUPPORT50' }, o)).statusCode,
    ).toBe(200);
    try {
      const half = (await costsOf()).json();
      expect(half.subtotal).toBeCloseTo(f.subtotal / 2, 2);

      // Pay what you can (every parent, meals): the amount chosen, never below zero nor above the meals' price.
      const base = half.subsidyDiscount.baseSubsidizedAmount;
      expect(half.subsidyDiscount).toMatchObject({
        type: 'pay_what_you_can',
        chosenAmountToBePaid: base,
        amount: 0,
      });
      const chosen = (await costsOf({ subsidyDiscount: { chosenAmountToBePaid: 1 } })).json();
      expect(chosen.subsidyDiscount).toMatchObject({
        chosenAmountToBePaid: 1,
        amount: Math.round((base - 1) * 100) / 100,
      });
      expect(chosen.total).toBeLessThan(half.total);
      const over = (await costsOf({ subsidyDiscount: { chosenAmountToBePaid: 999 } })).json();
      expect(over.subsidyDiscount.chosenAmountToBePaid).toBe(base);
      expect(over.total).toBe(half.total);
      const negative = await costsOf({ subsidyDiscount: { chosenAmountToBePaid: -5 } });
      expect(negative.statusCode).toBe(400);

      // The submission charges what set-costs showed (a total the client did not see is a 428).
      const ids = await place(
        {
          '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
          '2026-12-15': { [maya]: [meal('nv-teriyaki-bowl')] },
        },
        { subsidyDiscount: { chosenAmountToBePaid: 1 }, total: chosen.total },
      );
      const placed = await t.handle.db.select().from(orders).where(inArray(orders.publicId, ids));
      expect(placed.reduce((s, r) => s + r.totalCents, 0)).toBe(Math.round(chosen.total * 100));
    } finally {
      await call(t.app, 'POST', '/api/auth/delete-subsidy-code', undefined, o);
    }
  });

  it('applies the meal limit per date and student, not across the whole cart', async () => {
    const days = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    const mains = [
      'nv-chicken-burger',
      'nv-teriyaki-bowl',
      'nv-mac-cheese',
      'nv-beef-tacos',
      'nv-butter-chicken',
    ];
    // Eleven meals in the week (more than max_meals_per_cart 10), at most three a day.
    const perDate = Object.fromEntries(
      days.map((d, i) => [d, Array.from({ length: i === 0 ? 3 : 2 }, () => meal(mains[i] as string))]),
    );
    const res = await costsOf({}, perDate);
    expect(res.statusCode, res.body).toBe(200);
    // The same eleven meals as one cart are over the limit.
    const flat = await call(
      t.app,
      'POST',
      '/api/orders/set-costs',
      {
        items: Object.values(perDate).flat(),
        costs: {},
        config: { restaurantId: String(SCHOOL) },
        type: 'school',
      },
      { token: parent.token, restaurant: SCHOOL },
    );
    expect(flat.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the students API applies the school rules itself (a rule only in the browser is a defect)', () => {
  it('clears what the chosen school does not list, matches the school by name, and keeps to the parent’s own', async () => {
    const o = { token: parent.token, restaurant: SCHOOL };
    const made = await call(
      t.app,
      'POST',
      '/api/auth/students',
      {
        name: 'Noor',
        school: '  NORTHVIEW public school ',
        grade: '7',
        classroom: '101',
        teacher: 'Mr. Nguyen',
      },
      o,
    );
    expect(made.statusCode, made.body).toBe(200);
    const noor = made.json().student;
    // Grade 7 and Mr. Nguyen are Maplewood's, not Northview Public School's: cleared; room 101 is kept.
    expect(noor).toMatchObject({
      school: 'Northview Public School',
      grade: null,
      classroom: '101',
      teacher: null,
    });

    const moved = await call(
      t.app,
      'PUT',
      `/api/auth/students/${noor.id}`,
      {
        name: 'Noor',
        school: 'Maplewood Middle School',
        grade: '8',
        classroom: '101',
        teacher: 'ms. kowalski',
      },
      o,
    );
    expect(moved.json().student).toMatchObject({
      school: 'Maplewood Middle School',
      grade: '8',
      classroom: null,
      teacher: 'Ms. Kowalski',
    });

    const theirs = { token: other.token, restaurant: SCHOOL };
    const edit = await call(
      t.app,
      'PUT',
      `/api/auth/students/${noor.id}`,
      { name: 'X', school: 'Maplewood Middle School' },
      theirs,
    );
    expect(edit.statusCode).toBe(404);
    const del = await call(t.app, 'POST', `/api/auth/delete-student/${noor.id}`, undefined, theirs);
    expect(del.statusCode).toBe(404);
    const none = await call(t.app, 'POST', '/api/auth/students', { name: 'Noor', grade: '7' }, o);
    expect(none.statusCode).toBe(400);
    const mine = await call(t.app, 'POST', `/api/auth/delete-student/${noor.id}`, undefined, o);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().students.map((s: { id: string }) => s.id)).not.toContain(noor.id);
  });
});

/** A submission's answer, whatever it is (`place` expects a placed checkout). */
async function submitK12(
  perDate: Record<string, Record<string, unknown[]>>,
  costs: Record<string, unknown> = {},
  locale = 'en-CA',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-k12-order',
    headers: {
      authorization: `Bearer ${parent.token}`,
      'x-restaurant-id': String(SCHOOL),
      'idempotency-key': `k12-days-raw-${Date.now()}-${++keySeq}`,
      locale,
    },
    payload: {
      type: 'school',
      data: {
        config: { restaurantId: String(SCHOOL) },
        items: [],
        costs,
        rotationalMenuOrders: Object.fromEntries(
          Object.entries(perDate).map(([date, students]) => [
            date,
            {
              items: [],
              students: Object.fromEntries(Object.entries(students).map(([s, items]) => [s, { items }])),
            },
          ]),
        ),
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Pat Parent', email: parent.email, phone_number: '416-555-0100' },
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
        },
      },
      pickup_time: '2026-12-14T17:00:00.000Z',
    },
  });
}

/** set-costs of a K-12 cart, per date and student, in `locale`. */
const k12Costs = (
  perDate: Record<string, Record<string, unknown[]>>,
  costs: Record<string, unknown> = {},
  locale = 'en-CA',
) =>
  call(
    t.app,
    'POST',
    '/api/orders/set-costs',
    {
      items: [],
      costs,
      config: { restaurantId: String(SCHOOL) },
      type: 'school',
      rotationalMenuOrders: Object.fromEntries(
        Object.entries(perDate).map(([date, students]) => [
          date,
          {
            items: [],
            students: Object.fromEntries(Object.entries(students).map(([s, items]) => [s, { items }])),
          },
        ]),
      ),
    },
    { token: parent.token, restaurant: SCHOOL, locale },
  );

/** Banana bread ($2.25): on every day's menu, not a meal. */
const bread = (quantity: number) => ({
  id: 'nv-banana-bread',
  menu_id: 'nv-lunch',
  section_id: null,
  orderId: ++seq,
  quantity,
  orderPrice: 0,
  orderOptions: [],
});

const countOrders = async () => (await t.handle.db.select({ id: orders.id }).from(orders)).length;

describe('a day and student with extras and no meal (audit F2 finding 9, min_meals_per_cart 1)', () => {
  const cart = () => ({
    '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
    '2026-12-15': { [maya]: [bread(4)], [leo]: [meal('nv-teriyaki-bowl')] },
  });

  it('set-costs refuses it, naming the day and the student, in the parent’s language', async () => {
    const en = await k12Costs(cart());
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 400,
      message: 'Please add at least 1 meal to your cart for Maya on Tuesday, December 15.',
      details: { date: '2026-12-15', student: 'Maya' },
    });
    const fr = await k12Costs(cart(), {}, 'fr-CA');
    expect(fr.json().message).toBe(
      'Veuillez ajouter au moins 1 repas à votre panier pour Maya le mardi 15 décembre.',
    );
    // With a meal that day the same cart is priced.
    const fixed = cart();
    fixed['2026-12-15'][maya]?.push(meal('nv-spaghetti'));
    expect((await k12Costs(fixed)).statusCode).toBe(200);
  });

  it('the submission refuses it the same way, and writes nothing', async () => {
    const before = await countOrders();
    const en = await submitK12(cart());
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      message: 'Please add at least 1 meal to your cart for Maya on Tuesday, December 15.',
      details: { date: '2026-12-15', student: 'Maya' },
    });
    const fr = await submitK12(cart(), {}, 'fr-CA');
    expect(fr.json().message).toBe(
      'Veuillez ajouter au moins 1 repas à votre panier pour Maya le mardi 15 décembre.',
    );
    expect(await countOrders()).toBe(before);
  });
});

describe('pay-what-you-can split across the days by their own meals (audit F2 finding 2)', () => {
  it('Mon one $7.50 meal, Tue one $7.50 meal and 4 × $2.25 banana bread, $0 chosen: Monday costs nothing, Tuesday its bread, and stays so when Monday is cancelled', async () => {
    const perDate = () => ({
      '2026-12-14': { [leo]: [meal('nv-chicken-burger')] },
      '2026-12-15': { [leo]: [meal('nv-teriyaki-bowl'), bread(4)] },
    });
    const choice = { subsidyDiscount: { chosenAmountToBePaid: 0 } };
    const priced = await k12Costs(perDate(), choice);
    expect(priced.statusCode, priced.body).toBe(200);
    // The meals ($15.00) paid $0 for; the bread ($9.00) with HST 13 %.
    expect(priced.json()).toMatchObject({
      subtotal: 24,
      subsidyDiscount: { baseSubsidizedAmount: 15, amount: 15, chosenAmountToBePaid: 0 },
      subtotalDiscounted: 9,
      taxes: 1.17,
      total: 10.17,
    });

    const [monday, tuesday] = await place(perDate(), { ...choice, total: 10.17 });
    const rowOf = async (id: string) =>
      (
        await t.handle.db.select().from(orders).where(eq(orders.publicId, id))
      )[0] as typeof orders.$inferSelect;
    const subsidyOf = async (id: string) =>
      ((await rowOf(id)).costs as { subsidyDiscount: Record<string, number> }).subsidyDiscount;
    expect((await rowOf(monday as string)).totalCents).toBe(0);
    expect(await subsidyOf(monday as string)).toMatchObject({ baseSubsidizedAmount: 750, amount: 750 });
    expect((await rowOf(tuesday as string)).totalCents).toBe(1017);
    // Tuesday's subsidy is its own meal's, never its bread.
    expect(await subsidyOf(tuesday as string)).toMatchObject({ baseSubsidizedAmount: 750, amount: 750 });

    expect((await cancel(monday as string)).statusCode).toBe(200);
    expect((await rowOf(tuesday as string)).totalCents).toBe(1017);
    // What Tuesday costs alone, priced anew: what its order kept.
    const alone = await k12Costs({ '2026-12-15': { [leo]: [meal('nv-teriyaki-bowl'), bread(4)] } }, choice);
    expect(alone.json().total).toBe(10.17);
  });
});
