import { describe, expect, it } from 'vitest';
import { getApplePaySessionRequest, getPaymentConfigRequest } from './payments';

describe('Payment contracts', () => {
  it.each([
    [getPaymentConfigRequest, { app8RestaurantId: 'r1' }, []],
    [getPaymentConfigRequest, { app8RestaurantId: 42 }, []],
    [getPaymentConfigRequest, {}, ['app8RestaurantId']],
    [
      getApplePaySessionRequest,
      {
        validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        processor: 'sandbox',
        domain: 'order.example.ca',
        app8RestaurantId: 'r1',
      },
      [],
    ],
    [
      getApplePaySessionRequest,
      {
        validationUrl: '',
        processor: 'sandbox',
        domain: 'order.example.ca',
        app8RestaurantId: 'r1',
      },
      ['validationUrl'],
    ],
    [
      getApplePaySessionRequest,
      {
        validationUrl: 'https://apple.com',
        processor: 'sandbox',
        domain: 'bad domain/',
        app8RestaurantId: 'r1',
      },
      ['domain'],
    ],
  ])('%#', (schema, value, expected) => {
    const result = schema.safeParse(value);
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(expected);
  });
});
