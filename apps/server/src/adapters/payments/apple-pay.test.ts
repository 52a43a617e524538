import { describe, expect, it } from 'vitest';
import { isApplePayValidationUrl } from './apple-pay';

describe('Apple Pay validation URLs', () => {
  it.each([
    'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession',
    'https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/startSession',
    'https://APPLE-PAY-GATEWAY.apple.com:443/paymentservices/startSession',
  ])('accepts %s', (url) => {
    expect(isApplePayValidationUrl(url)).toBe(true);
  });

  it.each([
    'http://apple-pay-gateway.apple.com/paymentservices/startSession',
    'https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession',
    'https://evil.example/apple-pay-gateway.apple.com',
    'https://apple.com/paymentservices/startSession',
    'https://pay.apple.com/paymentservices/startSession',
    'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession',
    'https://user:pass@apple-pay-gateway.apple.com/paymentservices/startSession',
    'https://xapple-pay-gateway.apple.com/',
    'ftp://apple-pay-gateway.apple.com/',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isApplePayValidationUrl(url)).toBe(false);
  });
});
