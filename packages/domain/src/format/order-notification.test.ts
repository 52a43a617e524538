import { describe, expect, it } from 'vitest';
import { translateError } from './messages';
import { validateOrderNotification } from './order-notification';

describe('Order notification: order id required, phone of 12 characters', () => {
  it.each([
    [{ orderId: 'A123', phone: '416-555-0100' }, {}],
    [{ orderId: '', phone: '416-555-0100' }, { orderId: 'orderIdRequired' }],
    [{ orderId: '  ', phone: '4165550100' }, { orderId: 'orderIdRequired' }],
    [{ orderId: 'A1', phone: '416-555-010' }, { phone: 'phone' }],
    [{ orderId: 'A1', phone: '' }, { phone: 'required' }],
    [
      { orderId: '', phone: '' },
      { orderId: 'orderIdRequired', phone: 'required' },
    ],
  ])('%o -> %o', (form, expected) => {
    const errors = validateOrderNotification(form);
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.key]))).toEqual(expected);
  });

  it('says "The order id is required"', () => {
    const errors = validateOrderNotification({ orderId: '', phone: '416-555-0100' });
    expect(translateError('en-CA', errors.orderId!)).toBe('The order id is required');
  });
});
