import { describe, expect, it } from 'vitest';
import type { CostsBody, PaymentConfig } from '../../lib/cart/api';
import { demoDataFile } from '../../testing/demo-data';
import { type CheckoutForm, EMPTY_FORM, orderBody, validateCheckout } from './checkout-form';
import { checkoutContext } from './checkout-test-context';
import {
  applePaySessionBody,
  browserWallets,
  isWalletCancel,
  paymentAmount,
  WalletPayloadError,
  walletCandidates,
  walletPayment,
  walletRequest,
} from './wallets';

const sandbox: PaymentConfig = {
  processor: 'sandbox',
  applePay: true,
  googlePay: true,
  merchantId: 'merchant.sandbox.1',
  cardTypes: ['visa', 'mastercard', 'amex'],
  extraPaymentMethods: [],
  avs: false,
};
const onPremise: PaymentConfig = {
  ...sandbox,
  processor: 'payOnPremise',
  applePay: false,
  googlePay: false,
  merchantId: null,
  cardTypes: [],
};
const everything = { paymentRequest: true, applePaySession: true };
const chrome = { paymentRequest: true, applePaySession: false };
const old = { paymentRequest: false, applePaySession: false };

describe('walletCandidates', () => {
  it.each([
    ['Safari with Apple Pay', sandbox, false, everything, ['apple_pay', 'google_pay']],
    ['Chrome: no ApplePaySession', sandbox, false, chrome, ['google_pay']],
    ['no Payment Request API', sandbox, false, old, []],
    [
      'ApplePaySession without the Payment Request API',
      sandbox,
      false,
      { ...old, applePaySession: true },
      [],
    ],
    ['nothing left to pay', sandbox, true, everything, []],
    ['pay on premise', onPremise, false, everything, []],
    ['config not loaded yet', null, false, everything, []],
    ['Google Pay only', { ...sandbox, applePay: false }, false, everything, ['google_pay']],
    ['Apple Pay only', { ...sandbox, googlePay: false }, false, everything, ['apple_pay']],
    ['Apple Pay without a merchant id', { ...sandbox, merchantId: null }, false, everything, ['google_pay']],
  ] as const)('%s', (_, config, paymentNotRequired, browser, expected) => {
    expect(walletCandidates(config, paymentNotRequired, browser)).toEqual(expected);
  });
});

describe('browserWallets', () => {
  class FakeRequest {}
  it.each([
    [
      'Payment Request API and Apple Pay',
      { PaymentRequest: FakeRequest, ApplePaySession: { canMakePayments: (): boolean => true } },
      everything,
    ],
    [
      'Apple Pay not set up',
      { PaymentRequest: FakeRequest, ApplePaySession: { canMakePayments: (): boolean => false } },
      chrome,
    ],
    ['no ApplePaySession', { PaymentRequest: FakeRequest }, chrome],
    ['PaymentRequest is not a constructor', { PaymentRequest: {} }, old],
    ['nothing', {}, old],
    [
      'canMakePayments throws (insecure context)',
      {
        PaymentRequest: FakeRequest,
        ApplePaySession: {
          canMakePayments: () => {
            throw new Error('insecure');
          },
        },
      },
      chrome,
    ],
  ] as const)('%s', (_, win, expected) => {
    expect(browserWallets(win)).toEqual(expected);
  });
});

describe('paymentAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [130, '1.30'],
    [123456, '1234.56'],
  ])('%i cents is %s', (cents, text) => {
    expect(paymentAmount(cents)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (cents) => {
    expect(() => paymentAmount(cents)).toThrow(RangeError);
  });
});

describe('walletRequest', () => {
  it('asks Google Pay for CAD, the amount to charge and the restaurant name, in TEST for the sandbox', () => {
    const request = walletRequest('google_pay', {
      config: sandbox,
      restaurantName: 'The Maple Table',
      amount: 27.105,
    });
    expect(request.details).toEqual({
      total: { label: 'The Maple Table', amount: { currency: 'CAD', value: '27.11' } },
    });
    expect(request.methodData).toHaveLength(1);
    const method = request.methodData[0]!;
    expect(method.supportedMethods).toBe('https://google.com/pay');
    expect(method.data).toMatchObject({
      environment: 'TEST',
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: 'The Maple Table', merchantId: 'merchant.sandbox.1' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'sandbox', gatewayMerchantId: 'merchant.sandbox.1' },
          },
        },
      ],
    });
  });

  it('asks Apple Pay with the merchant id and the networks the restaurant takes', () => {
    const request = walletRequest('apple_pay', {
      config: { ...sandbox, cardTypes: ['visa', 'mastercard'] },
      restaurantName: 'Café du Marché',
      amount: 12.3,
    });
    expect(request).toEqual({
      methodData: [
        {
          supportedMethods: 'https://apple.com/apple-pay',
          data: {
            version: 3,
            merchantIdentifier: 'merchant.sandbox.1',
            merchantCapabilities: ['supports3DS'],
            supportedNetworks: ['visa', 'masterCard'],
            countryCode: 'CA',
          },
        },
      ],
      details: { total: { label: 'Café du Marché', amount: { currency: 'CAD', value: '12.30' } } },
    });
  });

  it.each([
    ['google_pay', 'Google Pay'],
    ['apple_pay', 'Apple Pay'],
  ] as const)('labels %s with the wallet name when the restaurant has none', (kind, label) => {
    const request = walletRequest(kind, { config: sandbox, restaurantName: '  ', amount: 1 });
    expect(request.details.total.label).toBe(label);
  });
});

const googlePaymentData = {
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 1111',
    info: { cardNetwork: 'VISA', cardDetails: '1111' },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"signature":"sandbox"}' },
  },
};
const appleToken = {
  paymentData: { version: 'EC_v1', data: 'sandbox' },
  paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
  transactionIdentifier: 'abc',
};

describe('walletPayment', () => {
  it('sends Google Pay PaymentData as the payload', () => {
    expect(
      walletPayment('google_pay', { methodName: 'https://google.com/pay', details: googlePaymentData }),
    ).toEqual({ paymentMethod: 'google_pay', googlePayPaymentPayload: googlePaymentData });
  });

  it('splits an Apple Pay answer into its token and the rest of its details', () => {
    const billingContact = { givenName: 'Avery', postalCode: 'M5V 1A1' };
    expect(
      walletPayment('apple_pay', {
        methodName: 'https://apple.com/apple-pay',
        details: { token: appleToken, billingContact },
      }),
    ).toEqual({
      paymentMethod: 'apple_pay',
      applePayPaymentToken: appleToken,
      applePayPaymentDetails: { billingContact },
    });
    expect(
      walletPayment('apple_pay', {
        methodName: 'https://apple.com/apple-pay',
        details: { token: appleToken },
      }),
    ).toEqual({ paymentMethod: 'apple_pay', applePayPaymentToken: appleToken, applePayPaymentDetails: null });
  });

  it.each([
    ['google_pay', 'https://apple.com/apple-pay', googlePaymentData, 'another method answered'],
    ['google_pay', 'https://google.com/pay', null, 'no details'],
    ['google_pay', 'https://google.com/pay', 'token', 'details are text'],
    ['google_pay', 'https://google.com/pay', [googlePaymentData], 'details are a list'],
    ['google_pay', 'https://google.com/pay', { apiVersion: 2 }, 'no paymentMethodData'],
    [
      'google_pay',
      'https://google.com/pay',
      { paymentMethodData: { tokenizationData: { type: 'PAYMENT_GATEWAY', token: ' ' } } },
      'an empty token',
    ],
    [
      'google_pay',
      'https://google.com/pay',
      { paymentMethodData: { tokenizationData: { token: 42 } } },
      'a token that is not text',
    ],
    ['apple_pay', 'https://apple.com/apple-pay', {}, 'no token'],
    ['apple_pay', 'https://apple.com/apple-pay', { token: {} }, 'an empty token'],
    ['apple_pay', 'https://apple.com/apple-pay', { token: 'abc' }, 'a token that is not an object'],
    ['apple_pay', 'https://google.com/pay', { token: appleToken }, 'another method answered'],
  ] as const)('refuses %s from %s with %j (%s)', (kind, methodName, details, _why) => {
    expect(() => walletPayment(kind, { methodName, details })).toThrow(WalletPayloadError);
  });
});

describe('applePaySessionBody', () => {
  it('names the validation URL, the processor, the page domain and the restaurant', () => {
    expect(
      applePaySessionBody({
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        processor: 'sandbox',
        hostname: 'order.example.ca',
        restaurantId: 1,
      }),
    ).toEqual({
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      processor: 'sandbox',
      domain: 'order.example.ca',
      app8RestaurantId: '1',
    });
  });

  it('sends an empty URL (which the server refuses) when the event has none', () => {
    expect(
      applePaySessionBody({
        validationURL: undefined,
        processor: 'sandbox',
        hostname: 'a.ca',
        restaurantId: 2,
      }).validationUrl,
    ).toBe('');
  });
});

describe('isWalletCancel', () => {
  it.each([
    [new DOMException('closed', 'AbortError'), true],
    [{ name: 'AbortError' }, true],
    [new DOMException('no', 'NotAllowedError'), false],
    [new Error('boom'), false],
    [new WalletPayloadError('google_pay'), false],
    [null, false],
    ['AbortError', false],
  ])('%s → %s', (error, expected) => {
    expect(isWalletCancel(error)).toBe(expected);
  });
});

describe('the checkout paid by a wallet', () => {
  const ctx = checkoutContext(demoDataFile('maple-table'), { tableNum: '12' });
  // A half-typed card: the diner then chose Google Pay.
  const form: CheckoutForm = {
    ...EMPTY_FORM,
    tableNum: '12',
    fullName: 'Avery Tremblay',
    email: 'avery@example.ca',
    phone: '4165550123',
    answers: { 'q-allergies': 'none' },
    cardNumber: '4242',
  };
  const costs = { total: 20, totalWithTip: 22.5 } as CostsBody;
  const payment = walletPayment('google_pay', {
    methodName: 'https://google.com/pay',
    details: googlePaymentData,
  });

  it('asks for no card fields, but still for everything else', () => {
    expect(Object.keys(validateCheckout(form, ctx))).toEqual(['cardNumber', 'expiry', 'cvd']);
    expect(validateCheckout(form, ctx, { wallet: true })).toEqual({});
    expect(Object.keys(validateCheckout({ ...form, fullName: '' }, ctx, { wallet: true }))).toEqual([
      'fullName',
    ]);
  });

  it.each([
    ['Google Pay', payment, { paymentMethod: 'google_pay', googlePayPaymentPayload: googlePaymentData }],
    [
      'Apple Pay',
      walletPayment('apple_pay', {
        methodName: 'https://apple.com/apple-pay',
        details: { token: appleToken },
      }),
      { paymentMethod: 'apple_pay', applePayPaymentToken: appleToken, applePayPaymentDetails: null },
    ],
  ])('sends the %s payment instead of the card', (_, wallet, expected) => {
    const checkout = orderBody(form, ctx, { tip: null }, costs, wallet).data.checkout;
    expect(checkout).toMatchObject({ ...expected, paymentNotRequired: false });
    expect(checkout).not.toHaveProperty('card');
    expect(checkout?.contact?.full_name).toBe('Avery Tremblay');
  });

  it('leaves purchase order fields out of a wallet payment', () => {
    const checkout = orderBody(
      { ...form, paymentMethod: 'purchase_order', purchaseOrder: 'PO-1' },
      ctx,
      {},
      costs,
      payment,
    ).data.checkout;
    expect(checkout).not.toHaveProperty('purchaseOrder');
    expect(checkout?.paymentMethod).toBe('google_pay');
  });

  it('sends the card as before without a wallet', () => {
    const checkout = orderBody(form, ctx, {}, costs).data.checkout;
    expect(checkout?.paymentMethod).toBe('credit_card');
    expect(checkout?.card?.number).toBe('4242');
    expect(checkout).not.toHaveProperty('googlePayPaymentPayload');
  });
});
