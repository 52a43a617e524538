/**
 * GET /orders/submissions/{key}: a checkout reloaded while its order was on its way asks, by the Idempotency-Key it
 * kept, how the submission ended: placed (the order, as the submission answered it), still paying, or nothing
 * placed (404, in the diner's language). A signed-in diner's submission is not told to anyone else.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { body, ctx, newKey, orderSubmitApp, R, submit } from './order-submit-fixtures';

orderSubmitApp();

const ask = (key: string, locale = 'en-CA') =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/orders/submissions/${encodeURIComponent(key)}`,
    headers: { 'x-restaurant-id': String(R), locale },
  });

describe('GET /orders/submissions/{key}', () => {
  it('answers a placed submission with its order, as the submission answered it', async () => {
    const key = newKey();
    const placed = await submit(body({}), key);
    expect(placed.statusCode, placed.body).toBe(200);
    const res = await ask(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: 'placed', order: placed.json() });
  });

  it('says a submission still paying is under way', async () => {
    const key = newKey();
    expect((await submit(body({}), key)).statusCode).toBe(200);
    await ctx.t.db
      .update(checkouts)
      .set({ status: 'awaiting_payment' })
      .where(eq(checkouts.idempotencyKey, key));
    expect((await ask(key)).json()).toEqual({ state: 'paying' });
  });

  it.each([
    ['en-CA', 'No order was placed with this attempt.'],
    ['fr-CA', 'Aucune commande n’a été passée avec cette tentative.'],
  ])('answers 404 for a key that placed nothing (%s)', async (locale, message) => {
    const res = await ask(newKey(), locale);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message });
  });

  it('answers 404 for a key whose payment was declined (the key was freed)', async () => {
    const key = newKey();
    expect((await submit(body({ card: '4000 0000 0000 0002' }), key)).statusCode).toBe(402);
    expect((await ask(key)).statusCode).toBe(404);
  });

  it("does not tell a signed-in diner's submission to a guest", async () => {
    const key = newKey();
    expect((await submit(body({}), key)).statusCode).toBe(200);
    await ctx.t.db.update(checkouts).set({ userId: 987_654 }).where(eq(checkouts.idempotencyKey, key));
    expect((await ask(key)).statusCode).toBe(404);
  });

  it('refuses a malformed key', async () => {
    expect((await ask('no')).statusCode).toBe(400);
  });
});
