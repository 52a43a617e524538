/**
 * Membership and loyalty: the access-code look-up through the member list, member-only menus refused to
 * non-members at set-costs and submission (not only hidden), member promos as memberDiscount, the member list never
 * served with the data file, and the loyalty status looked up and carried in the order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { FailureBudget } from '../../plugins/failure-budget';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { signInDiner } from '../../testing/staff';
import { createSession, insertUser } from '../accounts';
import { importDataFile } from '../restaurants';

const R = 9620;
const PLAIN = 9621;

function membersFile(id: number, slug: string, programs: boolean) {
  const file = orderDataFile({ id, slug, maxPerSlot: 100 });
  return {
    ...file,
    restaurant: { ...file.restaurant, membership_program: programs, loyalty_program: programs },
    menus: [
      ...file.menus,
      {
        id: 'club',
        name: 'Members’ menu',
        slug: 'members',
        member_only: true,
        on_demand: true,
        scheduled: true,
        ordering_interval: 15,
        menu_group_id: 'g1',
        sections: [{ id: 'cs', name: 'Club', items: [{ id: 'club-steak', name: 'Club steak', price: 30 }] }],
      },
    ],
    member_promos: [
      { id: 'ten', label: '10 % off', type: 'percent', value: 10, pre_tax: true },
      { id: 'five', label: '$5 off', type: 'amount', value: 5, pre_tax: false },
    ],
    members: [
      { identifier: 'ELB-1001', provider: 'ELB', first_name: 'Elle', last_name: 'Member', promos: ['ten'] },
      { identifier: 'SPH-2002', provider: 'SPH', first_name: 'Sam', promos: ['five'] },
      { identifier: 'NOPROMO', promos: [] },
    ],
  };
}

const steak = (quantity = 1) => ({
  ...cartItem('club-steak', quantity, 30),
  menu_id: 'club',
  section_id: 'cs',
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const imported = await importDataFile(t.db, membersFile(R, 'club-bistro', true));
  expect(imported.ok, JSON.stringify(imported)).toBe(true);
  expect((await importDataFile(t.db, membersFile(PLAIN, 'plain-bistro', false))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-restaurant-id': String(R), ...headers }, payload });

const setCosts = (items: unknown[], identifier?: string) =>
  post('/api/orders/set-costs', {
    type: 'take-out',
    items,
    costs: {},
    config: { takeout: true },
    ...(identifier ? { checkout: { memberInfo: { identifier } } } : {}),
  });

let seq = 0;
const submit = (items: unknown[], identifier?: string, email = 'guest@example.com') =>
  post(
    '/api/orders',
    {
      type: 'take-out',
      data: {
        config: { takeout: true },
        items,
        costs: {},
        checkout: {
          contact: { full_name: 'Ada Diner', phone_number: '416-555-0100', email },
          card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
          ...(identifier ? { memberInfo: { identifier } } : {}),
        },
      },
      pickup_time: futureSlot(),
    },
    { 'idempotency-key': `members-${Date.now()}-${seq++}` },
  );

describe('POST /api/auth/get-user-membership-promo', () => {
  it('names the member (first name only), their promos and the member-only menus, whatever the case and spaces typed', async () => {
    const res = await post('/api/auth/get-user-membership-promo', { identifier: '  elb-1001 ' });
    expect(res.statusCode).toBe(200);
    // The list has the member's last name ("Member"): whoever holds the code is not told it.
    expect(res.json()).toEqual({
      id: `${R}:elb-1001`,
      identifier: 'ELB-1001',
      provider: 'ELB',
      firstName: 'Elle',
      lastName: '',
      promos: [{ id: 'ten', value: '10', preTax: true, label: '10 % off' }],
      memberMenus: ['club'],
    });
  });

  it('has no id for a member without a promo (a promo applies only with an id)', async () => {
    const res = await post('/api/auth/get-user-membership-promo', {
      identifier: 'NOPROMO',
      app8RestaurantId: R,
    });
    expect(res.json()).toMatchObject({ id: null, provider: 'BUILTIN', promos: [] });
  });

  it('answers 2202 for an unknown identifier, in the diner’s language', async () => {
    const res = await post(
      '/api/auth/get-user-membership-promo',
      { identifier: 'nobody' },
      { locale: 'fr-CA' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(2202);
    expect(res.json().message).toMatch(/Nous n’avons trouvé aucun membre/);
  });

  it('is refused where there is no membership program, and without an identifier', async () => {
    const none = await post(
      '/api/auth/get-user-membership-promo',
      { identifier: 'ELB-1001' },
      { 'x-restaurant-id': String(PLAIN) },
    );
    expect(none.statusCode).toBe(409);
    expect((await post('/api/auth/get-user-membership-promo', { identifier: ' ' })).statusCode).toBe(400);
  });

  it('never serves the member list with the data file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/club-bistro/data.json' });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file.members).toBeUndefined();
    expect(res.body).not.toContain('ELB-1001');
    expect(file.member_promos).toHaveLength(2);
  });
});

describe('member-only menus and member promos in pricing', () => {
  it('refuses a member-only item to a non-member at set-costs and at submission (2202)', async () => {
    for (const res of [await setCosts([steak()]), await submit([steak()])]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(2202);
      expect(res.json().details.invalid_items[0]).toMatchObject({
        itemId: 'club-steak',
        reason: 'member_only',
      });
    }
  });

  it('refuses a code that names no member (2202 "not found"), never pricing it as a guest (audit F1 4)', async () => {
    for (const res of [
      await setCosts([cartItem('bowl', 1)], 'wrong'),
      await submit([cartItem('bowl', 1)], 'wrong'),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 2202,
        message: expect.stringContaining('could not find a member'),
      });
    }
  });

  it('prices a member’s cart with their pre-tax promo', async () => {
    const res = await setCosts([steak(), cartItem('bowl', 1)], 'ELB-1001');
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    // $40 less 10 % before tax: $36 + 13 % = $40.68.
    expect(c.memberDiscount).toEqual({ preTax: true, amount: 4 });
    expect(c.subtotalDiscounted).toBe(36);
    expect(c.total).toBe(40.68);
  });

  it('takes an after-tax member promo off the total', async () => {
    const c = (await setCosts([cartItem('bowl', 1)], 'SPH-2002')).json();
    // $10 + 13 % = $11.30, less $5 after tax.
    expect(c.memberDiscount).toEqual({ preTax: false, amount: 5 });
    expect(c.total).toBe(6.3);
  });

  it('places a member’s order at member prices, carrying the member and the loyalty status', async () => {
    const res = await submit([steak()], 'ELB-1001', 'Diner@Example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().costs.memberDiscount.amount).toBe(3);
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    expect(row!.programs).toMatchObject({
      member: { identifier: 'ELB-1001', provider: 'ELB' },
      memberPromo: { preTax: true, amount: 300 },
      loyaltyStatus: 'Gold',
    });
  });
});

describe('POST /api/auth/get-user-enrolled-program-status', () => {
  /** A signed-in diner with this e-mail (the sandbox enrolls diner@example.com and loyal@example.com). */
  async function dinerAs(email: string) {
    const user = await insertUser(t.db, { email, passwordHash: null, firstName: 'Dina', lastName: 'Diner' });
    const { token } = await createSession(t.db, user!.id, new Date());
    return { authorization: `Bearer ${token}` };
  }
  const status = (email: string, headers: Record<string, string> = {}) =>
    post('/api/auth/get-user-enrolled-program-status', { email }, headers);

  it('gives the signed-in diner their own status, and none where there is no loyalty program', async () => {
    const gold = await dinerAs('diner@example.com');
    // Their own e-mail, however the screen spells it.
    const own = await status(' Diner@Example.com', gold);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ enrolled: true, userStatus: 'Gold', points: 1280 });
    const someone = await dinerAs('someone@example.com');
    expect((await status('someone@example.com', someone)).json()).toEqual({
      enrolled: false,
      userStatus: null,
      points: null,
    });
    const plain = await post(
      '/api/auth/get-user-enrolled-program-status',
      { email: 'diner@example.com', app8RestaurantId: PLAIN },
      { 'x-restaurant-id': String(PLAIN), ...gold },
    );
    expect(plain.json().enrolled).toBe(false);
  });

  it('is refused to a guest (401, code 201) and for another diner’s e-mail (403, translated)', async () => {
    const guest = await status('diner@example.com');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe(201);
    expect(guest.body).not.toContain('Gold');
    const other = await dinerAs('curious@example.com');
    const theirs = await status('loyal@example.com', { ...other, locale: 'fr-CA' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({
      code: 403,
      message: 'Vous ne pouvez consulter que le statut de fidélité de votre propre compte.',
    });
  });

  it('is rate limited per client address', async () => {
    const loyal = await dinerAs('loyal@example.com');
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/get-user-enrolled-program-status',
        remoteAddress,
        headers: { 'x-restaurant-id': String(R), ...loyal },
        payload: { email: 'loyal@example.com' },
      });
    for (let i = 0; i < 30; i++) expect((await from('10.8.0.1')).statusCode).toBe(200);
    const limited = await from('10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('10.8.0.2')).statusCode).toBe(200);
  });
});

describe('guessing member access codes', () => {
  /** A small budget for this file's app (20 by default, as README says): the same one gift cards and promos spend. */
  beforeAll(() => {
    t.app.failureBudgets.lookups = new FailureBudget(3, 15 * 60_000);
  });

  const lookUp = (identifier: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/get-user-membership-promo',
      remoteAddress,
      headers: { 'x-restaurant-id': String(R), 'x-forwarded-for': '203.0.113.9', ...headers },
      payload: { identifier },
    });

  it('spends the failed look-up budget: once spent, even a right code waits (429, Retry-After, translated)', async () => {
    for (const guess of ['ELB-1000', 'ELB-1002', 'ELB-1003']) {
      const miss = await lookUp(guess, '10.7.0.1');
      expect(miss.statusCode).toBe(409);
      expect(miss.json().code).toBe(2202);
    }
    const right = await lookUp('ELB-1001', '10.7.0.1', { locale: 'fr-CA' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json()).toEqual({
      code: 429,
      message: 'Trop de codes non valides ont été essayés. Veuillez patienter quelques minutes et réessayer.',
    });
    // The same budget as gift cards and promo codes: they wait too.
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/orders/get-gift-card',
      remoteAddress: '10.7.0.1',
      headers: { 'x-restaurant-id': String(R) },
      payload: { restaurantId: String(R), giftCardNumber: '7000 1000 1000 1000' },
    });
    expect(gift.statusCode).toBe(429);
    // Another client (the forwarded address is not believed without TRUST_PROXY) still looks up.
    expect((await lookUp('ELB-1001', '10.7.0.2')).statusCode).toBe(200);
  });

  it('a guess made through set-costs or a submission spends the same budget', async () => {
    const at = (url: string, payload: Record<string, unknown>, key?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.7.0.5',
        headers: { 'x-restaurant-id': String(R), ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const costsFor = (identifier: string) => ({
      type: 'take-out',
      items: [cartItem('bowl', 1)],
      costs: {},
      config: { takeout: true },
      checkout: { memberInfo: { identifier } },
    });
    expect((await at('/api/orders/set-costs', costsFor('G-1'))).json().code).toBe(2202);
    expect((await at('/api/orders/set-costs', costsFor('G-2'))).json().code).toBe(2202);
    const order = await at(
      '/api/orders',
      {
        type: 'take-out',
        data: {
          config: { takeout: true },
          items: [cartItem('bowl', 1)],
          costs: {},
          checkout: {
            contact: { full_name: 'Ada Diner', phone_number: '416-555-0100', email: 'g@example.com' },
            card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
            memberInfo: { identifier: 'G-3' },
          },
        },
        pickup_time: futureSlot(),
      },
      `guess-${Date.now()}`,
    );
    expect(order.json().code).toBe(2202);
    // Spent: even the right code waits, at set-costs and at the drawer.
    expect((await at('/api/orders/set-costs', costsFor('ELB-1001'))).statusCode).toBe(429);
    expect((await lookUp('ELB-1001', '10.7.0.5')).statusCode).toBe(429);
  });

  it('a right code is not a miss', async () => {
    for (let i = 0; i < 5; i++) expect((await lookUp('SPH-2002', '10.7.0.3')).statusCode).toBe(200);
  });

  it('keeping an unknown code on the account is a miss too', async () => {
    const diner = await signInDiner(t.db);
    const keep = (identifier: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/user-membership',
        remoteAddress: '10.7.0.4',
        headers: { 'x-restaurant-id': String(R), authorization: `Bearer ${diner.token}` },
        payload: { identifier },
      });
    for (const guess of ['A-1', 'A-2', 'A-3']) expect((await keep(guess)).json().code).toBe(2202);
    expect((await keep('ELB-1001')).statusCode).toBe(429);
    expect((await lookUp('ELB-1001', '10.7.0.4')).statusCode).toBe(429);
  });
});
