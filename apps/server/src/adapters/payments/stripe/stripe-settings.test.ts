import { describe, expect, it } from 'vitest';
import { merchantAccountFor, readStripeSettings } from './stripe-settings';

const base = { STRIPE_SECRET_KEY: 'sk_test_abc123' };

describe('Stripe settings from the environment', () => {
  it('no secret key: Stripe is not configured', () => {
    expect(readStripeSettings({})).toBeNull();
  });

  it('reads keys, the API base for tests, the timeout and the merchant accounts', () => {
    const settings = readStripeSettings({
      ...base,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_xyz',
      STRIPE_WEBHOOK_SECRET: 'whsec_s3cret',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      STRIPE_TIMEOUT_MS: '2500',
      STRIPE_ACCOUNT_112: 'acct_harbour112',
      STRIPE_ACCOUNT_GROUP_MAPLE_TABLE: 'acct_maplegroup',
    });
    expect(settings).toMatchObject({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_xyz',
      webhookSecret: 'whsec_s3cret',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
      timeoutMs: 2500,
    });
    expect(settings?.accounts.get(112)).toBe('acct_harbour112');
    expect(settings?.groupAccounts.get('MAPLE_TABLE')).toBe('acct_maplegroup');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, /STRIPE_SECRET_KEY/],
    [{ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, /both be live or both be test/],
    [{ ...base, STRIPE_WEBHOOK_SECRET: 'secret' }, /whsec_/],
    [{ ...base, STRIPE_API_BASE: 'http://stripe.example.com' }, /http to this machine only/],
    [{ ...base, STRIPE_API_BASE: 'not a url' }, /must be a URL/],
    [{ ...base, STRIPE_TIMEOUT_MS: '5' }, /STRIPE_TIMEOUT_MS/],
    [{ ...base, STRIPE_ACCOUNT_7: 'sk_test_oops' }, /STRIPE_ACCOUNT_7 must be a Stripe account id/],
  ])('refuses %o', (env, message) => {
    expect(() => readStripeSettings(env)).toThrow(message);
  });

  it('chooses the merchant account: own with multiple_mids (required), else the group, else the platform', () => {
    const settings = readStripeSettings({
      ...base,
      STRIPE_ACCOUNT_112: 'acct_own112',
      STRIPE_ACCOUNT_GROUP_HARBOUR_MARKET: 'acct_group',
    })!;
    const group = { slug: 'harbour-market', name: 'Harbour', kind: 'venue_chain' as const };
    expect(merchantAccountFor(settings, 112, { multiple_mids: true, group })).toEqual({
      ok: true,
      account: 'acct_own112',
    });
    expect(merchantAccountFor(settings, 113, { multiple_mids: true, group })).toEqual({
      ok: false,
      missing: 'STRIPE_ACCOUNT_113',
    });
    expect(merchantAccountFor(settings, 113, { multiple_mids: false, group })).toEqual({
      ok: true,
      account: 'acct_group',
    });
    expect(merchantAccountFor(settings, 113, { multiple_mids: false, group: null })).toEqual({
      ok: true,
      account: undefined,
    });
  });
});
