import { describe, expect, it, vi } from 'vitest';
import { SandboxGateway } from './sandbox-gateway';

const now = new Date('2026-11-22T12:00:00Z');

async function tokenFor(gateway: SandboxGateway, number: string, cvd = '123') {
  const result = await gateway.tokenizeCard({ number, expiry: '12/29', cvd }, now);
  if (!result.ok) throw new Error(`tokenize failed: ${result.reason}`);
  return result;
}

describe('sandbox gateway: test cards of DESIGN.md section 9', () => {
  it.each([
    ['4242 4242 4242 4242', '123', { ok: true }],
    ['5555-5555-5555-4444', '123', { ok: true }],
    ['3782 822463 10005', '1234', { ok: true }],
    ['4000 0000 0000 0002', '123', { ok: false, code: 410, reason: 'declined' }],
    ['4000 0000 0000 9995', '123', { ok: false, code: 410, reason: 'insufficient_funds' }],
    ['4000 0000 0000 0119', '123', { ok: false, code: 1803, reason: 'processor_error' }],
  ])('%s authorizes as %o', async (number, cvd, expected) => {
    const gateway = new SandboxGateway();
    const card = await tokenFor(gateway, number, cvd);
    const result = await gateway.authorize({
      amount: 2599,
      currency: 'CAD',
      token: card.token,
      idempotencyKey: `k-${number}`,
      reference: 'order-1',
    });
    expect(result).toMatchObject(expected);
  });

  it('keeps only the brand, last 4 and expiry, never the number', async () => {
    const card = await tokenFor(new SandboxGateway(), '4242424242424242');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 });
    expect(JSON.stringify(card)).not.toContain('424242424242');
  });

  it.each([
    ['4242424242424241', '12/29', '123'],
    ['4242424242424242', '13/29', '123'],
    ['4242424242424242', '10/26', '123'],
    ['4242424242424242', '12/29', '12'],
    ['378282246310005', '12/29', '123'],
  ])('rejects the malformed card %s %s %s', async (number, expiry, cvd) => {
    const result = await new SandboxGateway().tokenizeCard({ number, expiry, cvd }, now);
    expect(result).toEqual({ ok: false, code: 400, reason: 'invalid_card' });
  });
});

describe('sandbox gateway: a card checked before it is saved', () => {
  it.each([
    ['4242 4242 4242 4242', { ok: true }],
    ['4000 0000 0000 6975', { ok: true }],
    ['4000 0000 0000 0002', { ok: false, code: 410, reason: 'declined' }],
    ['4000 0000 0000 9995', { ok: false, code: 410, reason: 'insufficient_funds' }],
    ['4000 0000 0000 0119', { ok: false, code: 1803, reason: 'processor_error' }],
  ])('%s is answered %o, as at authorization', async (number, expected) => {
    const gateway = new SandboxGateway();
    const card = await tokenFor(gateway, number);
    const result = await gateway.verifyCard(card.token, { userId: 1, savedTokens: [] });
    expect(result).toEqual(expected.ok ? { ok: true, token: card.token } : expected);
  });

  it('holds nothing on an accepted card: its small authorization is voided at once', async () => {
    const gateway = new SandboxGateway();
    const authorize = vi.spyOn(gateway, 'authorize');
    const card = await tokenFor(gateway, '4242424242424242');
    expect(await gateway.verifyCard(card.token, { userId: 1, savedTokens: [] })).toMatchObject({ ok: true });
    expect(authorize).toHaveBeenCalledTimes(1);
    const auth = await authorize.mock.results[0]!.value;
    expect(auth).toMatchObject({ ok: true, amount: 100 });
    expect(gateway.held(auth.authorizationId)).toBe(0);
    // Checked twice, the card is asked twice: a check never answers an earlier one's result.
    await gateway.verifyCard(card.token, { userId: 1, savedTokens: [] });
    expect(new Set(authorize.mock.calls.map(([r]) => r.idempotencyKey)).size).toBe(2);
  });
});

describe('sandbox gateway: authorizations', () => {
  it('returns the same authorization for the same idempotency key', async () => {
    const gateway = new SandboxGateway();
    const card = await tokenFor(gateway, '4242424242424242');
    const request = {
      amount: 1000,
      currency: 'CAD' as const,
      token: card.token,
      idempotencyKey: 'same',
      reference: 'o',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => gateway.authorize(request)));
    const ids = new Set(results.map((r) => (r.ok ? r.authorizationId : r.reason)));
    expect(ids.size).toBe(1);
  });

  it('captures, refunds up to the captured amount, and voids only uncaptured authorizations', async () => {
    const gateway = new SandboxGateway();
    const card = await tokenFor(gateway, '4242424242424242');
    const auth = await gateway.authorize({
      amount: 1000,
      currency: 'CAD',
      token: card.token,
      idempotencyKey: 'a',
      reference: 'o',
    });
    if (!auth.ok) throw new Error('expected approval');
    expect(await gateway.capture(auth.authorizationId)).toMatchObject({ ok: true, amount: 1000 });
    expect(await gateway.void(auth.authorizationId)).toMatchObject({ ok: false });
    expect(await gateway.refund(auth.authorizationId, 600)).toMatchObject({ ok: true, amount: 600 });
    expect(await gateway.refund(auth.authorizationId, 500)).toMatchObject({ ok: false });
    expect(await gateway.refund(auth.authorizationId, 400)).toMatchObject({ ok: true });

    const other = await gateway.authorize({
      amount: 500,
      currency: 'CAD',
      token: card.token,
      idempotencyKey: 'b',
      reference: 'o',
    });
    if (!other.ok) throw new Error('expected approval');
    expect(await gateway.void(other.authorizationId)).toMatchObject({ ok: true });
    expect(await gateway.capture(other.authorizationId)).toMatchObject({ ok: false });
  });

  it('refuses forged tokens and non-positive amounts', async () => {
    const gateway = new SandboxGateway();
    const base = { currency: 'CAD' as const, reference: 'o' };
    expect(
      await gateway.authorize({ ...base, amount: 100, token: '4242424242424242', idempotencyKey: 'x' }),
    ).toMatchObject({ ok: false, code: 400 });
    const card = await tokenFor(gateway, '4242424242424242');
    expect(
      await gateway.authorize({ ...base, amount: 0, token: card.token, idempotencyKey: 'y' }),
    ).toMatchObject({ ok: false, code: 400 });
  });

  it('tokenizes wallets and honours a scripted outcome', async () => {
    const gateway = new SandboxGateway();
    const apple = await gateway.tokenizeWallet({ kind: 'apple_pay', payload: { paymentData: 'x' } });
    const declined = await gateway.tokenizeWallet({
      kind: 'google_pay',
      payload: { sandboxOutcome: 'decline' },
    });
    if (!apple.ok || !declined.ok) throw new Error('expected tokens');
    const base = { amount: 100, currency: 'CAD' as const, reference: 'o' };
    expect(await gateway.authorize({ ...base, token: apple.token, idempotencyKey: '1' })).toMatchObject({
      ok: true,
    });
    expect(await gateway.authorize({ ...base, token: declined.token, idempotencyKey: '2' })).toMatchObject({
      ok: false,
      code: 410,
    });
  });
});

describe('sandbox gateway: Apple Pay merchant sessions', () => {
  const request = {
    validationUrl: 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession',
    domain: 'order.example.ca',
    merchantId: 'merchant.sandbox.101',
    displayName: 'The Maple Table',
  };

  it('answers the same session for the same request and instant, a new one later', async () => {
    const gateway = new SandboxGateway();
    const first = await gateway.applePaySession(request, now);
    expect(first).toEqual(await new SandboxGateway().applePaySession(request, now));
    if (!first.ok) throw new Error('expected a session');
    expect(first.session).toEqual({
      epochTimestamp: now.getTime(),
      expiresAt: now.getTime() + 3_600_000,
      merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_[0-9A-F]{32}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
      merchantIdentifier: 'merchant.sandbox.101',
      domainName: 'order.example.ca',
      displayName: 'The Maple Table',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const later = await gateway.applePaySession(request, new Date(now.getTime() + 1000));
    if (!later.ok) throw new Error('expected a session');
    expect(later.session.merchantSessionIdentifier).not.toBe(first.session.merchantSessionIdentifier);
  });

  it('refuses a validation URL that is not an Apple Pay host', async () => {
    for (const validationUrl of ['https://x', 'http://apple-pay-gateway.apple.com/', 'https://apple.com/']) {
      expect(await new SandboxGateway().applePaySession({ ...request, validationUrl }, now)).toEqual({
        ok: false,
        code: 400,
        reason: 'invalid_validation_url',
      });
    }
  });
});

describe('sandbox authorizations across a restart', () => {
  it('knows an authorization another instance issued, from its id, once', async () => {
    const before = new SandboxGateway();
    const token = await before.tokenizeCard(
      { number: '4242424242424242', expiry: '12/30', cvd: '123' },
      new Date(),
    );
    if (!token.ok) throw new Error('tokenize failed');
    const auth = await before.authorize({
      amount: 1234,
      currency: 'CAD',
      token: token.token,
      idempotencyKey: 'restart-1',
      reference: 'r',
    });
    if (!auth.ok) throw new Error('authorize failed');
    const after = new SandboxGateway();
    expect(await after.capture(auth.authorizationId)).toMatchObject({ ok: true, amount: 1234 });
    expect(await after.capture(auth.authorizationId)).toMatchObject({ ok: false });
    expect(await after.void('auth_sbx_12_not-an-id')).toMatchObject({ ok: false });
    // Captured before the restart: a refund after it still goes through, up to the amount.
    const again = new SandboxGateway();
    expect(await again.refund(auth.authorizationId, 1234)).toMatchObject({ ok: true, amount: 1234 });
    expect(await again.refund(auth.authorizationId, 1)).toMatchObject({ ok: false });
    // An id from before the amount was in it.
    expect(await again.capture('auth_sbx_0f8fad5b-d9cb-469f-a165-70867728950e', 500)).toMatchObject({
      ok: true,
    });
  });

  it('answers a settlement sent again with the same key with the first result', async () => {
    const gateway = new SandboxGateway();
    const id = 'auth_sbx_900_0f8fad5b-d9cb-469f-a165-70867728950e';
    const first = await gateway.capture(id, 900, 'tender:1:capture');
    expect(first).toMatchObject({ ok: true, amount: 900 });
    expect(await gateway.capture(id, 900, 'tender:1:capture')).toEqual(first);
    expect(await gateway.capture(id, 900, 'another-key')).toMatchObject({ ok: false });
    const refund = await gateway.refund(id, 900, 'tender:1:refund');
    expect(await gateway.refund(id, 900, 'tender:1:refund')).toEqual(refund);
  });
});

describe('sandbox gateway: incremental authorization (a table tab raising its hold)', () => {
  async function held(gateway: SandboxGateway, number: string) {
    const card = await tokenFor(gateway, number);
    const auth = await gateway.authorize({
      amount: 5000,
      currency: 'CAD',
      token: card.token,
      idempotencyKey: `tab-${number}`,
      reference: 'tab-1',
    });
    if (!auth.ok) throw new Error(auth.reason);
    return auth.authorizationId;
  }

  it('raises the authorization in place, once per key, and captures up to the raised amount', async () => {
    const gateway = new SandboxGateway();
    const id = await held(gateway, '4242 4242 4242 4242');
    expect(await gateway.incrementAuthorization(id, 10000, 'raise-1')).toEqual({
      ok: true,
      authorizationId: id,
      amount: 10000,
    });
    expect(await gateway.incrementAuthorization(id, 10000, 'raise-1')).toMatchObject({
      ok: true,
      amount: 10000,
    });
    expect(gateway.held(id)).toBe(10000);
    expect(await gateway.capture(id, 7500)).toMatchObject({ ok: true, amount: 7500 });
    // Captured: it can no longer grow.
    expect(await gateway.incrementAuthorization(id, 20000, 'raise-2')).toMatchObject({ ok: false });
  });

  it('declines a raise for the card 4000 0000 0000 6975, whose first authorization it approves', async () => {
    const gateway = new SandboxGateway();
    const id = await held(gateway, '4000 0000 0000 6975');
    expect(await gateway.incrementAuthorization(id, 10000, 'raise-1')).toEqual({
      ok: false,
      code: 410,
      reason: 'declined',
    });
    expect(gateway.held(id)).toBe(5000);
  });
});
