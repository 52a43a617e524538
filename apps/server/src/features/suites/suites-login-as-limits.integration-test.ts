/**
 * What a login-as session may not do (decision 018): outlive its event's day, act at another restaurant, place an
 * order without recording its operator, or change the owner's cards; and the card a suite's event-day orders are
 * fixed to, which the owner cannot delete while the event is to come and whose loss never blocks the suite.
 * Setup and helpers: suites-test-kit.ts (the clock is Wednesday 9 December 2026, 10:00 in Toronto).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { orders, paymentMethods, sessions, users } from '../../db/schema';
import { BISTRO, call } from '../accounts/accounts-test-kit';
import {
  get,
  inject,
  NOW,
  operatorToken,
  orderBody,
  ownerToken,
  POPCORN,
  partnerToken,
  STADIUM,
  submit,
  t,
  useSuitesApp,
} from './suites-test-kit';

useSuitesApp();

const OTHER_VENUE = 'An operator logged in as a suite owner can act only at the venue of the suite’s event.';
const EVENING = '2026-12-09T23:30:00.000Z';

async function loginAs(key: string) {
  const res = await inject(
    'POST',
    '/api/auth/login-as',
    { eventSuiteId: get(key).id, token: operatorToken },
    {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function operatorId() {
  const [op] = await t.handle.db.select().from(users).where(eq(users.email, 'operator@example.com'));
  return op?.id as number;
}

async function ownerCards() {
  const [owner] = await t.handle.db.select().from(users).where(eq(users.email, 'suite.owner@example.com'));
  return t.handle.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, owner?.id as number));
}

/** A catering order that names no suite, charged to the owner's card. */
function plainOrder(restaurant: number, card?: string) {
  const body = orderBody(get('0:Suite 101').id, [POPCORN], { pickup: '2026-12-09T17:30:00.000Z', card });
  const { suites: _suites, ...data } = body.data;
  return {
    ...body,
    type: 'generic-catering',
    data: { ...data, config: { restaurantId: String(restaurant), genericCatering: true } },
  };
}

describe("a login-as session is the event day's", () => {
  it('ends at the end of the event’s day in the venue’s zone, its cookie with it', async () => {
    const res = await loginAs('0:Suite 101');
    const token = res.json().token as string;
    // Today's event is at 19:00 in Toronto: its day ends at midnight there, 05:00 UTC.
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.actingOperatorId, await operatorId()));
    expect(row?.expiresAt.toISOString()).toBe('2026-12-10T05:00:00.000Z');
    const cookie = res.cookies.find((c) => c.name === 'ordering_user');
    // 14 hours from 10:00, less the seconds the clock ran since it was set.
    expect(cookie?.maxAge).toBeGreaterThan(14 * 3600 - 120);
    expect(cookie?.maxAge).toBeLessThanOrEqual(14 * 3600);
    try {
      startClockAt('2026-12-10T04:59:00Z');
      const late = await call(t.app, 'POST', '/api/auth/get-user-snapshot', undefined, {
        token,
        restaurant: STADIUM,
      });
      expect(late.statusCode, late.body).toBe(200);
      // Used late in its day, it is not pushed back past it.
      const [still] = await t.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, row?.id as number));
      expect(still?.expiresAt.toISOString()).toBe('2026-12-10T05:00:00.000Z');

      startClockAt('2026-12-10T05:00:01Z');
      const after = await call(t.app, 'POST', '/api/auth/get-user-snapshot', undefined, {
        token,
        restaurant: STADIUM,
      });
      expect(after.json()).toMatchObject({ code: 201 });

      // Three days on, it places no pre-order for another event.
      startClockAt('2026-12-12T15:00:00Z');
      const preOrder = await submit(orderBody(get('6:Suite 101').id, [POPCORN]), token);
      expect(preOrder.json()).toMatchObject({
        code: 201,
        message: 'Your session has expired. Please log in again.',
      });
    } finally {
      startClockAt(NOW);
    }
  });
});

describe('a login-as session acts at its venue only', () => {
  it('refuses an order at another restaurant, in English and French, charging nothing', async () => {
    const token = (await loginAs('0:Suite 101')).json().token as string;
    const before = await t.handle.db.select().from(orders).where(eq(orders.restaurantId, BISTRO));
    const headers = (locale: string) => ({
      authorization: `Bearer ${token}`,
      'x-restaurant-id': String(BISTRO),
      locale,
    });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers('en-CA'),
      payload: plainOrder(BISTRO),
    });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ code: 403, message: OTHER_VENUE });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers('fr-CA'),
      payload: plainOrder(BISTRO),
    });
    expect(fr.json().message).toBe(
      'Un opérateur connecté au nom du propriétaire d’une loge ne peut agir qu’au lieu de l’événement de la loge.',
    );
    const after = await t.handle.db.select().from(orders).where(eq(orders.restaurantId, BISTRO));
    expect(after).toHaveLength(before.length);
  });

  it('refuses costs and checkout calls at another restaurant, the token in a header or in the body', async () => {
    const token = (await loginAs('0:Suite 101')).json().token as string;
    const costs = {
      items: [],
      costs: {},
      config: { restaurantId: String(BISTRO) },
      type: 'take-out',
    };
    const viaHeader = await call(t.app, 'POST', '/api/orders/set-costs', costs, {
      token,
      restaurant: BISTRO,
    });
    expect(viaHeader.statusCode, viaHeader.body).toBe(403);
    expect(viaHeader.json().message).toBe(OTHER_VENUE);
    const viaBody = await call(
      t.app,
      'POST',
      '/api/orders/set-costs',
      { ...costs, config: { ...costs.config, token } },
      { restaurant: BISTRO },
    );
    expect(viaBody.statusCode, viaBody.body).toBe(403);
    expect(viaBody.json().message).toBe(OTHER_VENUE);
    const validate = await call(
      t.app,
      'POST',
      '/api/orders/validate',
      { itemsInCart: [], type: 'take-out' },
      { token, restaurant: BISTRO },
    );
    expect(validate.statusCode, validate.body).toBe(403);
    // At its venue the same session prices; the owner's own session prices anywhere.
    const here = await call(
      t.app,
      'POST',
      '/api/orders/set-costs',
      { ...costs, config: { restaurantId: String(STADIUM) }, type: 'catering' },
      { token, restaurant: STADIUM },
    );
    expect(here.statusCode, here.body).not.toBe(403);
    const own = await call(t.app, 'POST', '/api/orders/set-costs', costs, {
      token: ownerToken,
      restaurant: BISTRO,
    });
    expect(own.statusCode, own.body).not.toBe(403);
  });

  it('records the operator on an order it places that names no suite', async () => {
    const token = (await loginAs('0:Suite 101')).json().token as string;
    const [card] = await ownerCards();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': String(STADIUM) },
      payload: plainOrder(STADIUM, card?.publicId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    expect(row).toMatchObject({ eventSuiteId: null, placedByUserId: await operatorId() });
  });
});

describe("a login-as session cannot change the owner's cards", () => {
  it('refuses to replace or delete a saved card, in French, and the card stays', async () => {
    const token = (await loginAs('0:Suite 101')).json().token as string;
    const [card] = await ownerCards();
    const replace = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      {
        paymentCardId: card?.publicId,
        cardNumber: '5555 5555 5555 4444',
        expiry: '11/31',
        cvd: '123',
        postalCode: 'M5V 2T6',
      },
      { token, locale: 'fr-CA' },
    );
    expect(replace.statusCode).toBe(403);
    expect(replace.json().message).toBe(
      'Un opérateur qui agit pour le propriétaire d’une loge ne peut ni modifier ni supprimer ses cartes enregistrées.',
    );
    const flag = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: card?.publicId, isDefault: true },
      { token },
    );
    expect(flag.json()).toEqual({
      code: 403,
      message: 'An operator acting for a suite owner cannot change or remove the owner’s saved cards.',
    });
    const remove = await call(
      t.app,
      'POST',
      '/api/auth/delete-payment',
      { paymentCardId: card?.publicId },
      { token, locale: 'fr-CA' },
    );
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(replace.json().message);
    expect(await ownerCards()).toEqual([card]);
  });
});

describe("the card a suite's event-day orders are fixed to", () => {
  it('cannot be deleted while its event is today or to come; another card can', async () => {
    const first = await submit(
      orderBody(get('0:Suite 205').id, [POPCORN], { eventDay: true, pickup: EVENING }),
      ownerToken,
    );
    expect(first.statusCode, first.body).toBe(200);
    const [fixed] = await ownerCards();
    const refused = await call(
      t.app,
      'POST',
      '/api/auth/delete-payment',
      { paymentCardId: fixed?.publicId },
      { token: ownerToken },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Your suite’s orders for .+ are charged to this card: you can remove it once the event is over\.$/,
    );
    const fr = await call(
      t.app,
      'POST',
      '/api/auth/delete-payment',
      { paymentCardId: fixed?.publicId },
      { token: ownerToken, locale: 'fr-CA' },
    );
    expect(fr.json().message).toMatch(
      /^Les commandes de votre loge pour .+ sont portées à cette carte\u00a0: vous pourrez la supprimer après l’événement\.$/,
    );
    const add = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      { cardNumber: '5555 5555 5555 4444', expiry: '11/31', cvd: '123' },
      { token: ownerToken },
    );
    expect(add.statusCode, add.body).toBe(200);
    const spare = (add.json() as { paymentCardId: string; last4: string }[]).find((c) => c.last4 === '4444');
    const removed = await call(
      t.app,
      'POST',
      '/api/auth/delete-payment',
      { paymentCardId: spare?.paymentCardId },
      { token: ownerToken },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await ownerCards()).map((c) => c.publicId)).toEqual([fixed?.publicId]);
  });

  it('once gone all the same, the next order asks for a card, then takes the one chosen', async () => {
    const [fixed] = await ownerCards();
    const add = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      { cardNumber: '5555 5555 5555 4444', expiry: '11/31', cvd: '123' },
      { token: ownerToken },
    );
    const spare = (add.json() as { paymentCardId: string; last4: string }[]).find((c) => c.last4 === '4444');
    // Gone as a card deleted before delete-payment refused it would be.
    await t.handle.db
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.publicId, fixed?.publicId as string)));
    const token = (await loginAs('0:Suite 205')).json().token as string;
    const asked = await submit(
      orderBody(get('0:Suite 205').id, [POPCORN], { eventDay: true, pickup: EVENING }),
      token,
    );
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      'The card this suite’s orders were charged to was removed from the profile: please choose another saved card.',
    );
    const fr = await submit(
      orderBody(get('0:Suite 205').id, [POPCORN], { eventDay: true, pickup: EVENING }),
      token,
      'fr-CA',
    );
    expect(fr.json().message).toBe(
      'La carte à laquelle les commandes de cette loge étaient portées a été retirée du profil\u00a0: veuillez choisir une autre carte enregistrée.',
    );
    const chosen = await submit(
      orderBody(get('0:Suite 205').id, [POPCORN], {
        eventDay: true,
        card: spare?.paymentCardId,
        pickup: EVENING,
      }),
      token,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, chosen.json().id));
    expect(row?.eventSuite).toMatchObject({ paymentCardId: spare?.paymentCardId });
    expect(row?.placedByUserId).toBe(await operatorId());
  });
});

describe('an event-day order without a saved card', () => {
  it('is told event-day orders are charged to a saved card, not that pre-ordering needs one', async () => {
    const body = orderBody(get('0:Suite 310').id, [POPCORN], { eventDay: true, pickup: EVENING });
    const en = await submit(body, partnerToken);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'Event-day orders are charged to a saved card: add one in the profile, or ask the operator to invoice the suite.',
    );
    const fr = await submit(body, partnerToken, 'fr-CA');
    expect(fr.json().message).toBe(
      'Les commandes du jour de l’événement sont portées à une carte enregistrée\u00a0: ajoutez-en une dans le profil ou demandez à l’opérateur de facturer la loge.',
    );
  });
});
