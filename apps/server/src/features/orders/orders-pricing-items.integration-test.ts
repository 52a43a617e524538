import { describe, expect, it } from 'vitest';
import { burger, line, post, usePricingApp } from './orders-pricing-test-kit';

usePricingApp();

describe('POST /orders/item and /orders/validate', () => {
  it('accepts a complete item', async () => {
    const res = await post('/api/orders/item', {
      itemsInCart: [line('fries', 1)],
      itemToAdd: burger(2),
      type: 'dine-in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  it.each([
    ['en-CA', 'Please select all required fields'],
    ['fr-CA', 'Veuillez faire une sélection dans tous les champs obligatoires'],
  ])('refuses an item whose required group has no choice (%s)', async (locale, message) => {
    const noCook = line('burger', 2, 1, [
      { id: 'size', values: [{ id: 'single', quantity: 1, adjustedPrice: 15, options: [] }] },
    ]);
    const res = await post(
      '/api/orders/item',
      { itemsInCart: [], itemToAdd: noCook, type: 'dine-in' },
      locale,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: { invalid_items: [{ itemId: 'burger', reason: 'requiredFields' }] },
    });
  });

  it('refuses an item that would pass the cart maximum', async () => {
    const res = await post('/api/orders/item', {
      itemsInCart: [line('fries', 1, 4)],
      itemToAdd: line('fries', 2, 2),
      type: 'dine-in',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only have 5 items in your cart');
  });

  it('names the sold-out choice, not the dish, in both languages', async () => {
    const truffle = line('smash', 1, 1, [
      { id: 'sauce', values: [{ id: 'truffle', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    const en = await post('/api/orders/item', { itemsInCart: [], itemToAdd: truffle, type: 'dine-in' });
    expect(en.json()).toMatchObject({
      code: 415,
      message:
        'Truffle mayo is no longer available for Double Smash Burger. Please remove Double Smash Burger from your cart, or add it again with another choice.',
      details: { invalid_items: [{ orderId: 1, itemId: 'smash', groupId: 'sauce', valueId: 'truffle' }] },
    });
    const fr = await post('/api/orders/validate', { itemsInCart: [truffle], type: 'pickup' }, 'fr-CA');
    expect(fr.json().message).toBe(
      'Mayo à la truffe n’est plus disponible pour Burger smash double. Veuillez retirer Burger smash double de votre panier, ou l’ajouter de nouveau avec un autre choix.',
    );
    // With a sold-out dish too, each line is named: the dish alone, the choice with its dish.
    const both = await post('/api/orders/validate', {
      itemsInCart: [line('gone', 1), { ...truffle, orderId: 2 }],
      type: 'pickup',
    });
    expect(both.json().message).toBe(
      'Oysters and Truffle mayo (Double Smash Burger) are no longer available. Please remove them from your cart to continue.',
    );
    // The same dish with another choice is ordered.
    const ketchup = line('smash', 1, 1, [
      { id: 'sauce', values: [{ id: 'ketchup', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    expect((await post('/api/orders/validate', { itemsInCart: [ketchup], type: 'pickup' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a sold-out item and an unknown option value', async () => {
    const sold = await post('/api/orders/item', {
      itemsInCart: [],
      itemToAdd: line('gone', 1),
      type: 'dine-in',
    });
    expect(sold.json().code).toBe(415);
    const badValue = line('burger', 1, 1, [
      { id: 'cook', values: [{ id: 'blue', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    const res = await post('/api/orders/item', { itemsInCart: [], itemToAdd: badValue, type: 'dine-in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.invalid_items[0]).toMatchObject({
      itemId: 'burger',
      reason: 'option_value_not_found',
      valueId: 'blue',
    });
  });

  it('validates a whole cart', async () => {
    expect((await post('/api/orders/validate', { itemsInCart: [burger(1)], type: 'pickup' })).json()).toEqual(
      { valid: true },
    );
    expect(
      (await post('/api/orders/validate', { itemsInCart: [line('gone', 1)], type: 'pickup' })).statusCode,
    ).toBe(409);
  });
});
