import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { importDataFile } from '../restaurants';

let t: TestApp;
const SANDBOX = 9440;
const ON_PREMISE = 9441;
const CERT_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession';

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, testDataFile({ id: SANDBOX, slug: 'wallet-bistro' }))).ok).toBe(true);
  const onPremise = testDataFile({ id: ON_PREMISE, slug: 'cash-bistro' });
  expect(
    (
      await importDataFile(t.db, {
        ...onPremise,
        restaurant: { ...onPremise.restaurant, payment_processor: 'payOnPremise' },
      })
    ).ok,
  ).toBe(true);
});
afterAll(async () => {
  await t.close();
});

function session(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/get-apple-pay-session',
    headers,
    payload: {
      validationUrl: CERT_URL,
      processor: 'sandbox',
      domain: 'order.example.ca',
      app8RestaurantId: SANDBOX,
      ...body,
    },
  });
}

describe('POST /payment/get-apple-pay-session', () => {
  it('answers a sandbox merchant session for an Apple Pay validation URL', async () => {
    for (const validationUrl of [
      CERT_URL,
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway-nc-pod3.apple.com/paymentservices/startSession',
    ]) {
      const res = await session({ validationUrl });
      expect(res.statusCode).toBe(200);
      const { merchantSession } = res.json();
      expect(merchantSession).toEqual({
        epochTimestamp: expect.any(Number),
        expiresAt: merchantSession.epochTimestamp + 3_600_000,
        merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_[0-9A-F]{32}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
        merchantIdentifier: `merchant.sandbox.${SANDBOX}`,
        domainName: 'order.example.ca',
        displayName: 'Test Bistro',
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
  });

  it('uses the same merchant id as get-payment-config, and the X-RESTAURANT-ID header first', async () => {
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/payment/get-payment-config',
      payload: { app8RestaurantId: SANDBOX },
    });
    const res = await session({ app8RestaurantId: 'ignored' }, { 'x-restaurant-id': String(SANDBOX) });
    expect(res.statusCode).toBe(200);
    expect(res.json().merchantSession.merchantIdentifier).toBe(config.json().merchantId);
  });

  it.each([
    ['another host', 'https://evil.example/paymentservices/startSession'],
    ['a look-alike host', 'https://apple-pay-gateway.apple.com.evil.example/'],
    ['plain http', 'http://apple-pay-gateway.apple.com/paymentservices/startSession'],
    ['another port', 'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession'],
    ['not a URL', 'startSession'],
  ])('refuses %s with a translated 400', async (_name, validationUrl) => {
    const res = await session({ validationUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message:
        'Apple Pay could not be set up: the validation address must be an Apple Pay server (https://apple-pay-gateway….apple.com).',
      details: [{ path: 'body.validationUrl', message: expect.any(String) }],
    });
    const fr = await session({ validationUrl }, { locale: 'fr-CA' });
    expect(fr.json().message).toMatch(/^Apple Pay n’a pas pu être préparé/);
  });

  it('refuses a restaurant that does not offer Apple Pay', async () => {
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/payment/get-payment-config',
      payload: { app8RestaurantId: ON_PREMISE },
    });
    expect(config.json()).toMatchObject({ processor: 'payOnPremise', applePay: false, merchantId: null });
    const res = await session({ app8RestaurantId: ON_PREMISE, processor: 'payOnPremise' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Apple Pay is not supported at this location.' });
    const fr = await session(
      { app8RestaurantId: ON_PREMISE, processor: 'payOnPremise' },
      { locale: 'fr-CA' },
    );
    expect(fr.json().message).toBe('Apple Pay n’est pas offert à cet emplacement.');
  });

  it('refuses a processor other than the restaurant’s', async () => {
    const res = await session({ processor: 'payOnPremise' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, details: [{ path: 'body.processor' }] });
  });

  it.each([
    ['an unknown restaurant', { app8RestaurantId: 424242 }, 404],
    ['a missing validation URL', { validationUrl: undefined }, 400],
    ['a bad domain', { domain: 'not a domain/' }, 400],
    ['an unknown field', { extra: true }, 400],
  ])('answers %s with a 4xx {code, message}', async (_name, body, status) => {
    const res = await session(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, message: expect.any(String) });
  });
});
