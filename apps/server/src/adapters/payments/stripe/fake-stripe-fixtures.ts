/**
 * Fixtures of the tests that talk to the fake Stripe (stripe-gateway*.test.ts, stripe-checkout.integration-test.ts):
 * the test file's fake on 127.0.0.1, started before its tests and stopped after them; a gateway and the server's
 * Stripe settings pointed at it; and the card and authorization the adapter's tests start from.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FakeStripe } from './fake-stripe-server';
import { StripeGateway } from './stripe-gateway';

type GatewayOptions = ConstructorParameters<typeof StripeGateway>[0];

/**
 * The test file's fake Stripe, its port known once the file's first hook has run. Called before the file's own hooks,
 * it is started before them and stopped after them.
 */
export function useFakeStripe(): FakeStripe {
  const fake = new FakeStripe();
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(() => fake.stop());
  return fake;
}

/** A gateway speaking plain HTTP to the fake, with stripe-node's own timeout and retries unless told otherwise. */
export function gatewayAt(fake: FakeStripe, extra: Partial<GatewayOptions> = {}): StripeGateway {
  return new StripeGateway({
    secretKey: fake.secretKey,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    ...extra,
  });
}

/** The server's Stripe environment (STRIPE_*) pointed at the fake, read with `readStripeSettings`. */
export function fakeStripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_BASE: `http://127.0.0.1:${fake.port}`,
    STRIPE_TIMEOUT_MS: '1500',
  };
}

/**
 * The adapter's tests: the fake, emptied of recorded requests and with multicapture, incremental authorization and
 * MOTO available before each test; and
 * their gateway, without retries (a test sees each call once) and with a timeout generous for a loaded test machine.
 */
export function stripeAdapterFixtures() {
  const fake = useFakeStripe();
  beforeEach(() => {
    fake.requests.length = 0;
    fake.multicaptureAvailable = true;
    fake.incrementalAvailable = true;
    fake.motoEnabled = true;
  });
  const gatewayFor = (extra: Partial<GatewayOptions> = {}) =>
    // The timeout test sets its own.
    gatewayAt(fake, { timeoutMs: 3000, maxNetworkRetries: 0, ...extra });
  return { fake, gatewayFor };
}

/** The adapter tests' clock: a card expiring 12/29 is valid. */
export const now = new Date('2026-11-22T12:00:00Z');

export async function card(gateway: StripeGateway, number: string, postalCode?: string) {
  const result = await gateway.tokenizeCard({ number, expiry: '12/29', cvd: '123', postalCode }, now);
  if (!result.ok) throw new Error(`tokenize failed: ${result.reason}`);
  return result;
}

/** An authorization of a Visa test card under `key` (a new key unless told). */
export async function authorized(gateway: StripeGateway, amount = 3000, key = `checkout:${Math.random()}`) {
  const result = await gateway.authorize({
    amount,
    currency: 'CAD',
    token: 'pm_card_visa',
    idempotencyKey: key,
    reference: 'ck_1',
  });
  if (!result.ok) throw new Error(`authorize failed: ${result.reason}`);
  return result;
}
