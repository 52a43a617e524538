import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  getDiscountInfoRequest,
  getDiscountInfoResponse,
  getGiftCardRequest,
  getGiftCardResponse,
  orderItemRequest,
  orderNotificationRequest,
  schedulingRequest,
  setCostsRequest,
  submitOrderRequest,
  validateCartRequest,
} from './orders';

const line = {
  id: 'burger',
  menu_id: 'm1',
  section_id: 's1',
  orderId: 1,
  quantity: 2,
  orderPrice: 25.5,
  orderOptions: [
    {
      id: 'size',
      values: [
        {
          id: 'large',
          quantity: 1,
          adjustedPrice: 2,
          options: [{ id: 'sauce', values: [{ id: 'bbq', quantity: 1, adjustedPrice: 0 }] }],
        },
      ],
    },
    {
      id: 'special-instructions',
      memo: 'No onions',
      values: [{ id: 'special-instructions', quantity: 1, adjustedPrice: 0 }],
    },
  ],
};
const submit = {
  type: 'pickup',
  data: {
    config: { takeout: true, takeoutType: 'pickup', restaurantId: 'r1' },
    items: [line],
    costs: { tip: { type: 'percentage', percentageValue: 18 }, discount: { code: 'SAVE10' }, total: 30.1 },
    checkout: {
      paymentMethod: 'credit_card',
      pickup: { dueByDate: '2026-03-04', dueByTime: '12:30', scheduled: true },
      contact: { full_name: 'Ana Roy', email: 'ana@example.com', phone_number: '416-555-0100' },
      card: {
        number: '4242-4242-4242-4242',
        cvd: '123',
        expiry_date: '12/30',
        postal_code: 'K1K 1Y1',
        type: 'visa',
      },
    },
    chosenCreditCard: { paymentCardId: 'card_1' },
    date: '2026-03-04',
  },
  id: null,
  operatorToken: null,
  pickup_time: '2026-03-04T17:30:00.000Z',
};

const paths = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('Ordering contracts accept representative payloads', () => {
  it.each([
    [
      'POST /orders/item',
      orderItemRequest,
      { itemsInCart: [line], itemToAdd: { ...line, orderId: 2 }, type: 'dine-in', date: null },
    ],
    ['POST /orders/validate', validateCartRequest, { itemsInCart: [line], type: 'take-out' }],
    [
      'POST /orders/set-costs',
      setCostsRequest,
      {
        tableNum: '12',
        items: [line],
        costs: {},
        config: { tableNum: '12', userId: 'u1', token: 't' },
        checkout: {},
        type: 'dine-in',
        date: '2026-03-04',
      },
    ],
    [
      'POST /orders/scheduling',
      schedulingRequest,
      { menuId: 'mt-takeout', type: 'pickup', date: '2026-03-04' },
    ],
    ['POST /orders/get-discount-info', getDiscountInfoRequest, { code: 'SAVE10' }],
    [
      'POST /orders/get-gift-card',
      getGiftCardRequest,
      { restaurantId: 'r1', giftCardNumber: 'GC-1234-5678' },
    ],
    ['POST /orders', submitOrderRequest, submit],
    [
      'POST /orders (K-12)',
      submitOrderRequest,
      {
        ...submit,
        type: 'school',
        data: {
          ...submit.data,
          items: [],
          rotationalMenuOrders: { '2026-03-09': { items: [line], orderId: null } },
        },
      },
    ],
    [
      'POST /orders/notification',
      orderNotificationRequest,
      {
        type: 'notification',
        status: 'in-progress',
        data: {
          config: { restaurantId: 'r1', checkNum: 'A123' },
          checkout: { contact: { phone_number: '416-555-0100' } },
          date: '2026-03-04',
        },
      },
    ],
    [
      'get-discount-info response',
      getDiscountInfoResponse,
      { code: 'SAVE10', type: 'percentage', value: 10 },
    ],
    ['get-gift-card response', getGiftCardResponse, { giftCardNumber: 'GC-1', balance: 20.5 }],
  ] as [string, z.ZodType, unknown][])('%s', (_name, schema, value) => {
    expect(paths(schema, value)).toEqual([]);
  });
});

describe('Ordering contracts reject bad input with the path', () => {
  it.each([
    [
      'unknown field',
      orderItemRequest,
      { itemsInCart: [], itemToAdd: { ...line, price: 1 }, type: 'pickup' },
      ['itemToAdd'],
    ],
    ['unknown order type', validateCartRequest, { itemsInCart: [], type: 'drive-thru' }, ['type']],
    [
      'zero quantity',
      validateCartRequest,
      { itemsInCart: [{ ...line, quantity: 0 }], type: 'pickup' },
      ['itemsInCart.0.quantity'],
    ],
    [
      'three decimals of money',
      validateCartRequest,
      { itemsInCart: [{ ...line, orderPrice: 1.005 }], type: 'pickup' },
      ['itemsInCart.0.orderPrice'],
    ],
    [
      'negative money',
      validateCartRequest,
      { itemsInCart: [{ ...line, orderPrice: -1 }], type: 'pickup' },
      ['itemsInCart.0.orderPrice'],
    ],
    [
      'nested option junk',
      validateCartRequest,
      {
        itemsInCart: [
          {
            ...line,
            orderOptions: [{ id: 'g', values: [{ id: 'v', quantity: 1, adjustedPrice: 0, hack: 1 }] }],
          },
        ],
        type: 'pickup',
      },
      ['itemsInCart.0.orderOptions.0.values.0'],
    ],
    [
      'more than 200 lines',
      validateCartRequest,
      { itemsInCart: Array.from({ length: 201 }, (_, i) => ({ ...line, orderId: i })), type: 'pickup' },
      ['itemsInCart'],
    ],
    [
      'a huge memo',
      validateCartRequest,
      {
        itemsInCart: [{ ...line, orderOptions: [{ id: 'm', memo: 'x'.repeat(501), values: [] }] }],
        type: 'pickup',
      },
      ['itemsInCart.0.orderOptions.0.memo'],
    ],
    ['a bad date', schedulingRequest, { menuId: 'm', type: 'pickup', date: '04/03/2026' }, ['date']],
    ['a bad promo code', getDiscountInfoRequest, { code: "' OR 1=1" }, ['code']],
    ['pickup_time not ISO', submitOrderRequest, { ...submit, pickup_time: '12:30' }, ['pickup_time']],
    [
      'a card number too long',
      submitOrderRequest,
      { ...submit, data: { ...submit.data, checkout: { card: { number: '4'.repeat(31) } } } },
      ['data.checkout.card.number'],
    ],
    [
      'a bad notification phone',
      orderNotificationRequest,
      {
        type: 'notification',
        status: 'in-progress',
        data: {
          config: { restaurantId: 'r1', checkNum: 'A' },
          checkout: { contact: { phone_number: '4165550100' } },
        },
      },
      ['data.checkout.contact.phone_number'],
    ],
    [
      'an empty check number',
      orderNotificationRequest,
      {
        type: 'notification',
        status: 'in-progress',
        data: {
          config: { restaurantId: 'r1', checkNum: ' ' },
          checkout: { contact: { phone_number: '416-555-0100' } },
        },
      },
      ['data.config.checkNum'],
    ],
    [
      'costs junk',
      setCostsRequest,
      { items: [], costs: { subtotal: 0.01 }, config: {}, type: 'pickup' },
      ['costs'],
    ],
  ] as [string, z.ZodType, unknown, string[]][])('%s', (_name, schema, value, expected) => {
    expect(paths(schema, value)).toEqual(expected);
  });
});
