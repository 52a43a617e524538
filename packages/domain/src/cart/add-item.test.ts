import { describe, expect, it } from 'vitest';
import { makeCartGroup, makeCartLine } from '../testing/factories';
import { addToCart, nextOrderId, removeFromCart, updateQuantity } from './add-item';

const cheese = [makeCartGroup('top', [{ id: 'cheese' }])];

describe('add to cart', () => {
  it('merges an identical item by adding quantity and price', () => {
    const cart = [makeCartLine({ orderId: 1, quantity: 2, orderPrice: 2000, orderOptions: cheese })];
    const next = addToCart(
      cart,
      makeCartLine({ orderId: 0, quantity: 3, orderPrice: 3000, orderOptions: cheese }),
    );
    expect(next).toEqual([makeCartLine({ orderId: 1, quantity: 5, orderPrice: 5000, orderOptions: cheese })]);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('gives another item the next order number', () => {
    const cart = [makeCartLine({ orderId: 4 }), makeCartLine({ id: 'b', orderId: 2 })];
    const next = addToCart(cart, makeCartLine({ orderId: 0, orderOptions: cheese }));
    expect(next.map((i) => i.orderId)).toEqual([4, 2, 5]);
  });

  it('starts order numbers at 1', () => {
    expect(nextOrderId([])).toBe(1);
    expect(addToCart([], makeCartLine({ orderId: 0 }))[0]?.orderId).toBe(1);
  });
});

describe('update quantity', () => {
  it.each([
    [3, 3, 3000],
    [0, 1, 1000],
    [-2, 1, 1000],
    [2.7, 2, 2000],
  ])('to %d gives quantity %d and price %d', (quantity, q, price) => {
    const cart = [
      makeCartLine({ orderId: 1, quantity: 2, orderPrice: 2000 }),
      makeCartLine({ orderId: 2, id: 'b' }),
    ];
    const [changed, other] = updateQuantity(cart, 1, quantity);
    expect(changed).toMatchObject({ quantity: q, orderPrice: price });
    expect(other).toBe(cart[1]);
  });
});

describe('remove from cart', () => {
  it('removes the line with that order number only', () => {
    const cart = [makeCartLine({ orderId: 1 }), makeCartLine({ orderId: 2, id: 'b' })];
    expect(removeFromCart(cart, 1).map((i) => i.orderId)).toEqual([2]);
    expect(removeFromCart(cart, 9)).toHaveLength(2);
  });
});
