/**
 * The fake Stripe's cards, wallets and customers: `/v1/payment_methods`, `/v1/tokens` and `/v1/customers`.
 *
 * Test cards follow Stripe's: 4242… approves, 4000…0002 declines, 4000…9995 insufficient funds, 4000…0119 a
 * processing error, 4000 0025 0000 3155 asks for 3-D Secure. `pm_card_*` ids work as in Stripe's test mode; one
 * fake-only id, `pm_card_notSupported`, answers `card_not_supported` (Stripe has no test card for it).
 */
import { randomBytes } from 'node:crypto';
import type { FakePaymentMethod, Ledger, Outcome } from './ledger';
import { type Answer, cardError, invalid, type Json, missing, ok, type ResourceRequest } from './wire';

const CARD_OUTCOMES: Record<string, Outcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
  '4000000000000119': 'error',
  '4000002500003155': 'three_d_secure',
};

const TEST_PAYMENT_METHODS: Record<string, { outcome: Outcome; brand: string; last4: string }> = {
  pm_card_visa: { outcome: 'approve', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { outcome: 'approve', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { outcome: 'decline', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { outcome: 'insufficient', brand: 'visa', last4: '9995' },
  pm_card_chargeDeclinedProcessingError: { outcome: 'error', brand: 'visa', last4: '0119' },
  pm_card_authenticationRequired: { outcome: 'three_d_secure', brand: 'visa', last4: '3155' },
  pm_card_notSupported: { outcome: 'not_supported', brand: 'visa', last4: '0000' },
};

/** A payment method this account can use: one it created, or one of Stripe's test ids (on every account). */
export function findPaymentMethod(
  ledger: Ledger,
  id: string,
  account: string | null,
): FakePaymentMethod | undefined {
  const test = TEST_PAYMENT_METHODS[id];
  if (test) return { id, ...test, exp_month: 12, exp_year: 2034, postal_code: null, customer: null, account };
  const known = ledger.paymentMethods.get(id);
  return known?.account === account ? known : undefined;
}

function pmJson(pm: FakePaymentMethod): Json {
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: pm.customer,
    billing_details: { address: { postal_code: pm.postal_code } },
    card: { brand: pm.brand, last4: pm.last4, exp_month: pm.exp_month, exp_year: pm.exp_year },
  };
}

function createPaymentMethod(ledger: Ledger, body: Json, account: string | null): Answer {
  const card = (body.card ?? {}) as Json;
  if (card.token !== undefined) {
    const token = String(card.token);
    if (!ledger.walletTokens.has(token)) return missing(token, 'token');
    const pm: FakePaymentMethod = {
      id: `pm_${randomBytes(10).toString('hex')}`,
      outcome: 'approve',
      brand: 'visa',
      last4: '1111',
      exp_month: 12,
      exp_year: 2031,
      postal_code: null,
      customer: null,
      account,
    };
    ledger.paymentMethods.set(pm.id, pm);
    return ok(pmJson(pm));
  }
  const number = String(card.number ?? '');
  const outcome = CARD_OUTCOMES[number] ?? (/^\d{13,19}$/.test(number) ? 'approve' : undefined);
  if (!outcome) return cardError('invalid_number', undefined, 'Your card number is incorrect.');
  const pm: FakePaymentMethod = {
    id: `pm_${randomBytes(10).toString('hex')}`,
    outcome,
    brand: number.startsWith('4') ? 'visa' : number.startsWith('3') ? 'amex' : 'mastercard',
    last4: number.slice(-4),
    exp_month: Number(card.exp_month),
    exp_year: Number(card.exp_year),
    postal_code:
      String(((body.billing_details as Json | undefined)?.address as Json | undefined)?.postal_code ?? '') ||
      null,
    customer: null,
    account,
  };
  ledger.paymentMethods.set(pm.id, pm);
  return ok(pmJson(pm));
}

export function paymentMethodRoutes(ledger: Ledger, { request: r, id, action, account }: ResourceRequest) {
  if (r.method === 'POST' && !id) return createPaymentMethod(ledger, r.body, account);
  if (!id) return undefined;
  if (r.method === 'GET') {
    const pm = findPaymentMethod(ledger, id, account);
    return pm ? ok(pmJson(pm)) : missing(id, 'payment_method');
  }
  if (action === 'attach') {
    const pm = findPaymentMethod(ledger, id, account);
    if (!pm) return missing(id, 'payment_method');
    const customer = String(r.body.customer ?? '');
    if (!hasCustomer(ledger, customer, account)) return missing(customer, 'customer');
    pm.customer = customer;
    return ok(pmJson(pm));
  }
  if (action === 'detach') {
    const pm = findPaymentMethod(ledger, id, account);
    if (!pm) return missing(id, 'payment_method');
    pm.customer = null;
    return ok(pmJson(pm));
  }
  return undefined;
}

export function tokenRoutes(ledger: Ledger, { request: r, id }: ResourceRequest): Answer | undefined {
  if (r.method !== 'POST' || id) return undefined;
  // An Apple Pay payment token exchanged for a card token; a wallet's card is a plain approving Visa here.
  if (!r.body.pk_token) return invalid('Missing required param: pk_token.');
  const token = { id: `tok_${randomBytes(10).toString('hex')}`, object: 'token', type: 'card' };
  ledger.walletTokens.add(token.id);
  return ok(token);
}

/** A customer of this merchant account: as at Stripe, another account's customer is unknown here. */
export function hasCustomer(ledger: Ledger, id: string, account: string | null): boolean {
  const known = ledger.customers.get(id);
  return known !== undefined && (known.account ?? null) === account;
}

export function customerRoutes(
  ledger: Ledger,
  { request: r, id, account }: ResourceRequest,
): Answer | undefined {
  if (r.method !== 'POST' || id) return undefined;
  const customer = {
    id: `cus_${randomBytes(8).toString('hex')}`,
    object: 'customer',
    metadata: r.body.metadata ?? {},
  };
  ledger.customers.set(customer.id, { ...customer, account });
  return ok(customer);
}
