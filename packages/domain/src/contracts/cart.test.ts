import { describe, expect, it } from 'vitest';
import { cartConfig, cartItem, checkout, orderItemSent, rotationalMenuOrders } from './cart';

describe('Cart item (ordering.md section 3)', () => {
  it('accepts numeric ids from the data file as strings', () => {
    const parsed = cartItem.parse({
      id: 12,
      menu_id: 3,
      section_id: null,
      orderId: 0,
      quantity: 1,
      orderPrice: 4,
    });
    expect(parsed).toEqual({
      id: '12',
      menu_id: '3',
      section_id: null,
      orderId: 0,
      quantity: 1,
      orderPrice: 4,
      orderOptions: [],
    });
  });

  it('accepts an order item as sent with special instructions and group names', () => {
    const result = orderItemSent.safeParse({
      id: 'b',
      orderId: 1,
      orderPrice: 10,
      price: 5,
      quantity: 2,
      specialInstructions: 'No onions',
      orderOptions: [
        {
          id: 'g',
          optionGroupSku: 'SKU',
          name: 'Size',
          values: [{ id: 'l', quantity: 1, adjustedPrice: 1 }],
        },
      ],
    });
    expect(result.success).toBe(true);
  });
});

describe('Cart config and checkout shapes', () => {
  it.each([
    [
      cartConfig,
      { tableNum: 4, tableInfo: { tableNum: '4', tableArea: 'Patio', tableLocation: 'Rooftop' } },
      true,
    ],
    [cartConfig, { takeout: true, takeoutType: 'delivery', menuList: '1,2' }, true],
    [cartConfig, { takeoutType: 'drone' }, false],
    [checkout, { suitesInfo: { deliveryTime: '17:45', notes: 'Gate 3', tabLimit: '500' } }, true],
    [
      checkout,
      { delivery: { school: 'Maple', grade: 'Grade 1', classroom: '101', teacher: 'Ms. Roy' } },
      true,
    ],
    [checkout, { paymentMethod: 'bitcoin' }, false],
    [checkout, { card: { cvd: '12345' } }, false],
    [rotationalMenuOrders, { '2026-03-09': { items: [] } }, true],
    [rotationalMenuOrders, { 'next monday': { items: [] } }, false],
  ])('%#', (schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });

  // prepTime is the lead time a checkout adds to now: a menu's notice or prep time, up to the data file's 60 days.
  it.each([
    [null, true],
    [20, true],
    [2880, true], // a 48-hour catering menu
    [60 * 24 * 60, true],
    [60 * 24 * 60 + 1, false],
    [-1, false],
    [1.5, false],
  ])('pickup.prepTime %s', (prepTime, ok) => {
    expect(checkout.safeParse({ pickup: { prepTime } }).success).toBe(ok);
  });
});
