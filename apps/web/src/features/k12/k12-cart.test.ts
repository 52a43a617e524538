import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartSubtotal,
  dropPastDates,
  itemCount,
  type K12Cart,
  type K12Line,
  readPendingPayment,
  removeLine,
  repriceCart,
  toRotationalMenuOrders,
  writePendingPayment,
} from './k12-cart';

const line = (id: string, price: number, options: K12Line['orderOptions'] = []): K12Line => ({
  id,
  menu_id: 'nv-lunch',
  section_id: null,
  orderId: 0,
  quantity: 1,
  orderPrice: price,
  orderOptions: options,
  name: id,
  unitPrice: price,
});

describe('K-12 cart per date and student', () => {
  it('merges an identical item with the same options, keeps others apart, per date and student', () => {
    let cart = addLine({}, '2026-12-14', 'maya', line('pizza', 6.75));
    cart = addLine(cart, '2026-12-14', 'maya', line('pizza', 6.75));
    cart = addLine(cart, '2026-12-14', 'leo', line('pizza', 6.75));
    cart = addLine(
      cart,
      '2026-12-15',
      'maya',
      line('pizza', 6.75, [
        { id: 'drink', values: [{ id: 'water', quantity: 1, adjustedPrice: 0, options: [] }] },
      ]),
    );
    expect(cart['2026-12-14']?.maya).toHaveLength(1);
    expect(cart['2026-12-14']?.maya?.[0]).toMatchObject({ quantity: 2, orderPrice: 13.5 });
    expect(itemCount(cart)).toBe(4);
    expect(cartSubtotal(cart)).toBe(27);
    const orderIds = [
      cart['2026-12-14']?.maya?.[0]?.orderId,
      cart['2026-12-14']?.leo?.[0]?.orderId,
      cart['2026-12-15']?.maya?.[0]?.orderId,
    ];
    expect(new Set(orderIds).size).toBe(3);
  });

  it('removes a date entry once it has no items', () => {
    let cart = addLine({}, '2026-12-14', 'maya', line('pizza', 6.75));
    cart = addLine(cart, '2026-12-15', 'leo', line('milk', 1.5));
    const id = cart['2026-12-14']?.maya?.[0]?.orderId as number;
    cart = removeLine(cart, '2026-12-14', 'maya', id);
    expect(Object.keys(cart)).toEqual(['2026-12-15']);
  });

  it('sends rotationalMenuOrders per date and student, without display fields', () => {
    const cart = addLine(addLine({}, '2026-12-15', 'leo', line('milk', 1.5)), '2026-12-14', 'maya', {
      ...line('pizza', 6.75),
      choices: ['Milk', 'Apple'],
    });
    const body = toRotationalMenuOrders(cart);
    expect(Object.keys(body)).toEqual(['2026-12-14', '2026-12-15']);
    expect(body['2026-12-14']).toEqual({
      items: [],
      students: { maya: { items: [expect.not.objectContaining({ name: expect.anything() })] } },
    });
    // The chosen drink and fruit's names are the cart's to show; the options go by id.
    expect(body['2026-12-14']?.students.maya?.items[0]).not.toHaveProperty('choices');
    expect(body['2026-12-15']?.students.leo?.items[0]).toMatchObject({
      id: 'milk',
      quantity: 1,
      orderPrice: 1.5,
    });
  });

  it('drops the dates past the cutoff and says which', () => {
    const cart = addLine(
      addLine({}, '2026-12-11', 'leo', line('milk', 1.5)),
      '2026-12-14',
      'maya',
      line('pizza', 6.75),
    );
    const { cart: kept, removed } = dropPastDates(cart, '2026-12-14');
    expect(Object.keys(kept)).toEqual(['2026-12-14']);
    expect(removed).toEqual(['2026-12-11']);
    expect(dropPastDates(kept, '2026-12-14').removed).toEqual([]);
  });
});

describe('repriceCart', () => {
  const line = (over: Partial<K12Line> = {}): K12Line => ({
    id: 'bowl',
    menu_id: 'lunch',
    section_id: null,
    orderId: 1,
    quantity: 2,
    orderPrice: 15,
    unitPrice: 7.5,
    name: 'Bowl',
    orderOptions: [{ id: 'drink', values: [{ id: 'choc', quantity: 1, adjustedPrice: 0.5, options: [] }] }],
    ...over,
  });
  const day = (price: number) => ({
    date: '2026-12-14',
    items: [
      {
        id: 'bowl',
        menu_id: 'lunch',
        price,
        options: [{ id: 'drink', values: [{ id: 'choc', price: 0.5 }] }],
      },
    ],
  });

  it.each([
    ['a subsidy halves the item; its option add-on stays', 3.5, 4, 8],
    ['back to the full price', 7, 7.5, 15],
  ])('%s', (_name, price, unit, total) => {
    const cart: K12Cart = { '2026-12-14': { maya: [line()] } };
    const next = repriceCart(cart, [day(price)]);
    expect(next['2026-12-14']?.maya?.[0]).toMatchObject({ unitPrice: unit, orderPrice: total });
  });

  it('leaves other dates, unknown items and an unchanged cart as they are', () => {
    const cart: K12Cart = {
      '2026-12-15': { maya: [line()] },
      '2026-12-14': { maya: [line({ id: 'gone' })] },
    };
    expect(repriceCart(cart, [day(3.5)])).toBe(cart);
  });
});

describe('the key of a payment whose attempt is not over', () => {
  it('is kept on the device per restaurant until the attempt ends', () => {
    expect(readPendingPayment(901)).toBeNull();
    writePendingPayment(901, 'k12-attempt-1');
    expect(readPendingPayment(901)).toBe('k12-attempt-1');
    expect(readPendingPayment(902)).toBeNull();
    writePendingPayment(901, null);
    expect(readPendingPayment(901)).toBeNull();
  });
});
