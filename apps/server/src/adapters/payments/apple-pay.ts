/**
 * Apple Pay merchant validation. The browser receives a validation URL from Apple and the
 * server asks that URL for a merchant session. Only Apple's Apple Pay gateway hosts may be called, over https on
 * the default port: any other address would let a caller make the server request a URL of its choosing.
 */

/** apple-pay-gateway.apple.com, its regional pods (apple-pay-gateway-nc-pod1...) and apple-pay-gateway-cert.apple.com. */
const APPLE_PAY_HOST = /^apple-pay-gateway(?:-[a-z0-9]+)*\.apple\.com$/;

export function isApplePayValidationUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    APPLE_PAY_HOST.test(url.hostname)
  );
}

/** The opaque object Apple Pay JS takes in `completeMerchantValidation` (times in epoch milliseconds). */
export interface ApplePayMerchantSession {
  epochTimestamp: number;
  expiresAt: number;
  merchantSessionIdentifier: string;
  nonce: string;
  merchantIdentifier: string;
  domainName: string;
  displayName: string;
  signature: string;
}

export interface ApplePaySessionRequest {
  validationUrl: string;
  /** The site's domain, registered with Apple for the merchant. */
  domain: string;
  merchantId: string;
  /** The name the payment sheet shows. */
  displayName: string;
}
