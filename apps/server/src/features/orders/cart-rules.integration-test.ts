/**
 * Every cart rule refused by the server, at POST /orders/item, /orders/validate and set-costs,
 * against the demo restaurants as shipped (cart-rules-fixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  addItem,
  cheese,
  demoCartApp,
  lakeshore,
  latte,
  maple,
  northview,
  post,
  quickPizza,
  schoolMeal,
  smashBurger,
  softDrink,
  validate,
} from './cart-rules-fixtures';

demoCartApp();

describe('a legal cart is still accepted', () => {
  it('at /orders/item and /orders/validate', async () => {
    const cart = [latte(1, 2), smashBurger(2, [{ id: 'bacon', quantity: 2 }, cheese('aged-cheddar')])];
    const added = await addItem(maple, cart, softDrink(3, 'cola', 19), 'dine-in');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ valid: true });
    const cart22 = [...cart, softDrink(3, 'cola', 19)];
    expect((await validate(maple, cart22, 'dine-in')).json()).toEqual({ valid: true });
    expect((await validate(lakeshore, [quickPizza(1, 2)], 'pickup')).json()).toEqual({ valid: true });
  });
});

describe('POST /orders/item refuses', () => {
  it.each([
    ['en-CA', 'You can only have 22 items in your cart'],
    ['fr-CA', 'Votre panier ne peut contenir que 22 articles'],
  ])('a 23rd item where max_items_per_cart is 22 (%s)', async (locale, message) => {
    const res = await addItem(maple, [latte(1, 20)], softDrink(2, 'cola', 3), 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message,
      details: {
        invalid_items: [{ orderId: 2, itemId: 'mt-soft-drink', code: 400, reason: 'maxItemsPerCart' }],
      },
    });
  });

  it.each([
    ['en-CA', 'Please select all required fields'],
    ['fr-CA', 'Veuillez faire une sélection dans tous les champs obligatoires'],
  ])('a soft drink without its required flavour (%s)', async (locale, message) => {
    const res = await addItem(maple, [], softDrink(1, null), 'pickup', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message,
      details: {
        invalid_items: [
          { orderId: 1, itemId: 'mt-soft-drink', code: 400, reason: 'requiredFields', groupId: 'og-soda' },
        ],
      },
    });
  });

  it.each([
    ['en-CA', 'You can only have 3 selections'],
    ['fr-CA', 'Vous ne pouvez faire que 3 sélections'],
  ])('4 toppings in a group limited to 3 (%s)', async (locale, message) => {
    const burger = smashBurger(1, [
      { id: 'bacon' },
      { id: 'fried-egg' },
      { id: 'avocado' },
      { id: 'mushrooms' },
    ]);
    const res = await addItem(maple, [], burger, 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: {
        invalid_items: [{ itemId: 'mt-smash-burger', reason: 'optionGroupLimit', groupId: 'og-toppings' }],
      },
    });
  });

  it.each([
    ['en-CA', 'You can only have 2 of this option'],
    ['fr-CA', 'Vous ne pouvez choisir cette option que 2 fois'],
  ])('a value quantity above its max_quantity: 3 bacon where 2 is the most (%s)', async (locale, message) => {
    const res = await addItem(maple, [], smashBurger(1, [{ id: 'bacon', quantity: 3 }]), 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: {
        invalid_items: [{ reason: 'optionMaxQuantity', groupId: 'og-toppings', valueId: 'bacon' }],
      },
    });
  });

  it('cheese without its required kind (a nested group)', async () => {
    const res = await addItem(maple, [], smashBurger(1, [cheese(null)]), 'dine-in');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.invalid_items).toEqual([
      {
        orderId: 1,
        itemId: 'mt-smash-burger',
        code: 400,
        reason: 'requiredFields',
        groupId: 'og-cheese-kind',
      },
    ]);
  });

  it.each([
    ['en-CA', 'You can only have 10 meals in your cart'],
    ['fr-CA', 'Votre panier ne peut contenir que 10 repas'],
  ])('an 11th meal where 10 is the maximum (%s)', async (locale, message) => {
    expect((await addItem(northview, [schoolMeal(1, 9)], schoolMeal(2, 1), 'school')).statusCode).toBe(200);
    const res = await addItem(northview, [schoolMeal(1, 10)], schoolMeal(2, 1), 'school', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message,
      details: { invalid_items: [{ orderId: 2, itemId: 'nv-teriyaki-bowl', reason: 'maxMealsPerCart' }] },
    });
  });
});

describe('POST /orders/validate refuses', () => {
  it.each([
    ['en-CA', 'You can only have 22 items in your cart'],
    ['fr-CA', 'Votre panier ne peut contenir que 22 articles'],
  ])('23 items where max_items_per_cart is 22 (%s)', async (locale, message) => {
    const res = await validate(maple, [latte(1, 20), softDrink(2, 'cola', 3)], 'dine-in', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it('every broken line of the cart at once, the first one worded', async () => {
    const cart = [
      softDrink(1, null),
      smashBurger(2, [{ id: 'bacon' }, { id: 'fried-egg' }, { id: 'avocado' }, { id: 'mushrooms' }]),
      smashBurger(3, [{ id: 'bacon', quantity: 3 }]),
    ];
    const res = await validate(maple, cart, 'dine-in', 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Veuillez faire une sélection dans tous les champs obligatoires',
      details: {
        invalid_items: [
          { orderId: 1, itemId: 'mt-soft-drink', code: 400, reason: 'requiredFields', groupId: 'og-soda' },
          {
            orderId: 2,
            itemId: 'mt-smash-burger',
            code: 400,
            reason: 'optionGroupLimit',
            groupId: 'og-toppings',
          },
          {
            orderId: 3,
            itemId: 'mt-smash-burger',
            code: 400,
            reason: 'optionMaxQuantity',
            groupId: 'og-toppings',
            valueId: 'bacon',
          },
        ],
      },
    });
  });

  it.each([
    ['en-CA', 'Add $12.00 more to reach the minimum order of $50.00'],
    ['fr-CA', 'Ajoutez encore 12,00 $ pour atteindre la commande minimale de 50,00 $'],
  ])(
    'a catering order under its menu’s minimum, 38 dollars where 50 are asked (%s)',
    async (locale, message) => {
      const res = await validate(lakeshore, [quickPizza(1, 1)], 'pickup', locale);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      // Intl separates the amount and the symbol with a no-break space in French.
      expect(res.json().message.replace(/\s/g, ' ')).toBe(message);
    },
  );

  it.each([
    ['en-CA', 'Ordering school meals requires signing in to an account.'],
    ['fr-CA', 'Pour commander des repas scolaires, vous devez vous connecter à un compte.'],
  ])('a guest at a K-12 restaurant that requires login (%s)', async (locale, message) => {
    const res = await validate(northview, [schoolMeal(1, 1)], 'school', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });

  it.each([
    ['en-CA', 'Placing a catering order requires signing in to an account.'],
    ['fr-CA', 'Pour passer une commande de traiteur, vous devez vous connecter à un compte.'],
  ])('a guest placing a generic catering order where it requires login (%s)', async (locale, message) => {
    const res = await validate(lakeshore, [quickPizza(1, 2)], 'generic-catering', locale, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  });
});

describe('POST /orders/set-costs refuses', () => {
  it('a cart that breaks a rule, instead of pricing it', async () => {
    const body = (items: unknown[]) => ({ items, costs: {}, config: { tableNum: '4' }, type: 'dine-in' });
    const ok = await post('/api/orders/set-costs', maple, body([latte(1, 22)]));
    expect(ok.statusCode).toBe(200);
    const res = await post(
      '/api/orders/set-costs',
      maple,
      body([latte(1, 20), softDrink(2, null, 3)]),
      'fr-CA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'Veuillez faire une sélection dans tous les champs obligatoires',
      details: {
        invalid_items: [
          { orderId: 2, itemId: 'mt-soft-drink', code: 400, reason: 'requiredFields', groupId: 'og-soda' },
        ],
      },
    });
  });
});
