import { describe, expect, it } from 'vitest';
import { burger, line, post, t, usePricingApp } from './orders-pricing-test-kit';

usePricingApp();

describe('POST /orders/set-costs', () => {
  const body = (items: unknown[], costs: Record<string, unknown> = {}, type = 'dine-in') => ({
    items,
    costs,
    config: type === 'dine-in' ? { tableNum: '4' } : { takeout: true },
    type,
  });

  it('prices the cart on the server from the published menu (dollars at the edge)', async () => {
    // Burger double $20 + 2 x bacon $2.50 = $25; fries $6 - $2 promo = $4; beer $8 (no promo on alcohol).
    const res = await post('/api/orders/set-costs', body([burger(1), line('fries', 2), line('beer', 3)]));
    expect(res.statusCode).toBe(200);
    const costs = res.json();
    expect(costs.subtotal).toBe(37);
    expect(costs.serviceCharge).toMatchObject({ amount: 6.66, type: 'percentage', percentageValue: 18 });
    expect(costs.taxBrackets).toEqual([{ key: 'tax1', label: 'HST', rate: 0.13, amount: 5.68 }]);
    expect(costs.total).toBe(49.34);
  });

  it.each([
    ['pickup', { takeout: true, takeoutType: 'pickup' }],
    ['delivery', { takeout: true, takeoutType: 'delivery' }],
    ['take-out', { takeout: true }],
  ])('charges no table service charge on a %s order', async (type, config) => {
    const res = await post('/api/orders/set-costs', { items: [burger(1)], costs: {}, config, type });
    expect(res.statusCode).toBe(200);
    const costs = res.json();
    expect(costs.serviceCharge.amount).toBe(0);
    expect(costs.total).toBe(costs.subtotal + costs.taxes);
  });

  it('applies a promo code and a tip', async () => {
    const res = await post(
      '/api/orders/set-costs',
      body([line('fries', 1, 5)], {
        discount: { code: 'tenoff' },
        tip: { type: 'percentage', percentageValue: 20, amount: 0 },
      }),
    );
    const costs = res.json();
    expect(costs.subtotal).toBe(20);
    expect(costs.discount).toMatchObject({ amount: 2, code: 'TENOFF' });
    expect(costs.subtotalDiscounted).toBe(18);
    expect(costs.tip).toMatchObject({ type: 'percentage', percentageValue: 20, amount: 3.6 });
  });

  it.each([
    ['OLD', 'This promo code has expired.'],
    ['NOPE', 'This promo code is not valid.'],
    ['BIGSPEND', 'This promo code needs an order of at least $100.00.'],
  ])('refuses the promo code %s with a clear message', async (code, message) => {
    const res = await post('/api/orders/set-costs', body([line('fries', 1)], { discount: { code } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it('words the minimum in French money for a French diner', async () => {
    const res = await post(
      '/api/orders/set-costs',
      body([line('fries', 1)], { discount: { code: 'BIGSPEND' } }),
      'fr-CA',
    );
    expect(res.json().message).toMatch(/^Ce code promotionnel exige une commande d’au moins 100,00\s\$\.$/);
  });

  it('answers 415 with the invalid items for a sold-out line, and 400 for an unknown one', async () => {
    const sold = await post('/api/orders/set-costs', body([line('fries', 1), line('gone', 2)]));
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({
      code: 415,
      // The refusal names the item, so the diner knows which line to remove.
      message: 'Oysters is no longer available. Please remove it from your cart to continue.',
      details: { invalid_items: [{ orderId: 2, itemId: 'gone', code: 415, reason: 'sold_out' }] },
    });
    const fr = await post('/api/orders/set-costs', body([line('gone', 1), line('fries', 2)]), 'fr-CA');
    expect(fr.json().message).toBe(
      'Oysters n’est plus disponible. Veuillez retirer cet article de votre panier pour continuer.',
    );
    const validated = await post('/api/orders/validate', {
      itemsInCart: [line('fries', 1), line('gone', 2)],
      type: 'pickup',
    });
    expect(validated.json()).toMatchObject({
      code: 415,
      message: 'Oysters is no longer available. Please remove it from your cart to continue.',
      details: { invalid_items: [{ orderId: 2, itemId: 'gone' }] },
    });
    const unknown = await post('/api/orders/set-costs', body([line('ghost', 1)]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.invalid_items[0]).toMatchObject({
      itemId: 'ghost',
      reason: 'item_not_found',
    });
  });

  it('requires the restaurant, and knows only published ones', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/orders/set-costs', payload: body([]) });
    expect(none.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      payload: body([]),
      headers: { 'x-restaurant-id': '424242' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /orders/get-discount-info', () => {
  it.each([
    ['TENOFF', 200, { code: 'TENOFF', type: 'percentage', value: 10 }],
    ['bigspend', 200, { code: 'BIGSPEND', type: 'dollar', value: 5 }],
    ['OLD', 400, { code: 400, message: 'This promo code has expired.' }],
    ['NOPE', 400, { code: 400, message: 'This promo code is not valid.' }],
  ])('%s -> %i', async (code, status, body) => {
    const res = await post('/api/orders/get-discount-info', { code });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });
});
