/**
 * The fake Stripe's setup intents, `/v1/setup_intents`: create (and confirm with the card's outcome: a declined test
 * card is refused as at payment, an approved one is attached to the customer given) and cancel. Their state is kept
 * in the ledger's `setupIntents`.
 */
import { randomBytes } from 'node:crypto';
import { type FakeSetupIntent, type Ledger, outcomeRefusal } from './ledger';
import { findPaymentMethod, hasCustomer } from './payment-methods';
import { type Answer, cardError, invalid, type Json, missing, ok, type ResourceRequest } from './wire';

function setupJson(si: FakeSetupIntent): Json {
  return {
    id: si.id,
    object: 'setup_intent',
    status: si.status,
    usage: si.usage,
    customer: si.customer,
    payment_method: si.payment_method,
    metadata: si.metadata,
    client_secret: `${si.id}_secret_fake`,
    next_action: si.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    livemode: false,
  };
}

function createSetupIntent(ledger: Ledger, body: Json, account: string | null): Answer {
  const pmId = String(body.payment_method ?? '');
  const pm = findPaymentMethod(ledger, pmId, account);
  if (!pm) return missing(pmId, 'payment_method');
  const customer = body.customer ? String(body.customer) : null;
  if (customer && !hasCustomer(ledger, customer, account)) return missing(customer, 'customer');
  if (pm.customer && pm.customer !== customer)
    return invalid(
      'The provided PaymentMethod is attached to another customer.',
      'payment_method_unexpected_state',
    );
  const si: FakeSetupIntent = {
    id: `seti_${randomBytes(12).toString('hex')}`,
    status: 'requires_confirmation',
    usage: String(body.usage ?? 'off_session'),
    customer,
    payment_method: pm.id,
    metadata: (body.metadata ?? {}) as Record<string, string>,
    account,
  };
  ledger.setupIntents.set(si.id, si);
  if (body.confirm !== 'true') return ok(setupJson(si));
  const refusal = outcomeRefusal(pm.outcome, 'Your card is not supported.');
  if (refusal) {
    si.status = 'requires_payment_method';
    return cardError(refusal.code, refusal.decline, refusal.message, undefined, setupJson(si));
  }
  if (pm.outcome === 'three_d_secure') {
    si.status = 'requires_action';
    return ok(setupJson(si));
  }
  si.status = 'succeeded';
  if (customer) pm.customer = customer;
  return ok(setupJson(si));
}

function cancel(si: FakeSetupIntent): Answer {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status))
    return invalid(
      `You cannot cancel this SetupIntent because it has a status of ${si.status}.`,
      'setup_intent_unexpected_state',
    );
  si.status = 'canceled';
  return ok(setupJson(si));
}

export function setupIntentRoutes(ledger: Ledger, { request: r, id, action, account }: ResourceRequest) {
  if (r.method === 'POST' && !id) return createSetupIntent(ledger, r.body, account);
  if (!id) return undefined;
  const si = ledger.setupIntents.get(id);
  if (!si || si.account !== account) return missing(id, 'setup_intent');
  if (r.method === 'GET' && !action) return ok(setupJson(si));
  if (action === 'cancel') return cancel(si);
  return undefined;
}
