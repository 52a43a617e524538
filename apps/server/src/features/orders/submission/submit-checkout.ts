/**
 * A submission (POST /orders, /orders/create-marketplace-order, /orders/create-k12-order) as the pipeline of
 * Key → plan → validate → price → reserve (transaction 1) → pay (the processor, outside any
 * transaction) → settle (transaction 2: place and notify, or release). A crash between reserve and settle is
 * resolved by the outbox worker (recover.ts).
 */
import type { Cents } from '@ordering/domain/money/money';
import type { PaymentGateway } from '../../../adapters/payments/gateway';
import type { Database } from '../../../db/client';
import { AppError, stillUnderWay } from '../../../errors/app-error';
import { type PaymentPlan, paymentError, planPayment, saveCardAfterOrder } from '../../payments';
import { atTheRoundsTable } from './another-round';
import { updateCheckout } from './checkouts.repository';
import { IDEMPOTENCY_KEY, replay, replayAndMenuVersion, requestHash } from './idempotency';
import { authorizationKey, pay } from './pay';
import { planOrders } from './plan-orders';
import { balanceMovedError, priceOrders } from './price-orders';
import { BalanceMoved, KeyTaken, reserve } from './reserve';
import { type CheckoutView, confirmCheckout, releaseCheckout } from './settle';
import type { SubmissionInput } from './types';
import { validateOrders } from './validate-orders';

export { IDEMPOTENCY_KEY };

/**
 * create-k12-order is the K-12 program's call and create-marketplace-order a hub's: an ordinary restaurant's order
 * (a table, a take-out) sent to either is refused before anything is read, not placed as if /orders had been called.
 */
function refuseAnotherCallsOrder(input: SubmissionInput): void {
  const { restaurant } = input.entry.data;
  if (input.kind === 'k12' && !restaurant.k12) throw new AppError(400, 'error.notAK12Order');
  if (input.kind === 'marketplace' && !restaurant.marketplace_hub)
    throw new AppError(400, 'error.notAMarketplaceOrder');
}

export async function submitCheckout(
  db: Database,
  given: PaymentGateway,
  input: SubmissionInput,
): Promise<CheckoutView> {
  refuseAnotherCallsOrder(input);
  let gateway = given;
  const restaurantId = input.entry.restaurantId;
  const { onPlaced } = input;
  const hash = input.requestHash ?? requestHash(input.body, input.kind, input.userId);
  const { previous, menuVersion } = await replayAndMenuVersion(
    db,
    restaurantId,
    input.idempotencyKey,
    hash,
    undefined,
    input.lookups ?? null,
  );
  if (previous) return previous;
  // A pause, a sold-out mark or a publish committed by any process since this copy was read: read it again, so no
  // order is taken against what a staff call has already answered (decision 033).
  if (menuVersion !== null && menuVersion > input.entry.menuVersion && input.entryAt) {
    const renewed = await input.entryAt(menuVersion);
    if (!renewed) throw new AppError(404, 'error.unknownRestaurant', { id: String(restaurantId) });
    input = { ...input, entry: renewed.entry, suite: renewed.suite };
    gateway = renewed.gateway;
  }
  // A suite order is checked (owner, lock, payment preference) and takes the suite's delivery time and card.
  if (input.suite) input = await input.suite.prepare(input);
  // Another round goes to the table of the order it repeats; a round on a tab, to the tab's table.
  input = await atTheRoundsTable(db, input);
  if (input.tab) input = await input.tab.prepare(input);

  const orders = validateOrders(input, await planOrders(db, input));
  const priced = await priceOrders(db, input, orders);
  // Tokenizing the card is a processor call too: before the first transaction, never inside it.
  // A round on a tab is not paid now: the tab's holds must cover it (raised here if need be, before transaction 1).
  const plan = input.tab
    ? await input.tab.cover(priced.costs.amountToCharge)
    : input.staff
      ? await counterPayment(gateway, input, priced.costs.amountToCharge)
      : await planPayment(gateway, {
          file: input.entry.data,
          checkout: input.body.data.checkout,
          amount: priced.costs.amountToCharge,
          now: input.now,
          account: { db, userId: input.userId, chosen: input.body.data.chosenCreditCard },
        });

  let reserved: Awaited<ReturnType<typeof reserve>>;
  try {
    reserved = await reserve(db, input, priced, plan, hash);
  } catch (err) {
    if (err instanceof BalanceMoved) throw await balanceMovedError(db, input, orders, err.change);
    if (!(err instanceof KeyTaken)) throw err;
    const answer = await replay(db, restaurantId, input.idempotencyKey, hash);
    if (answer) return answer;
    throw stillUnderWay(409, 'error.submissionInProgress', 5);
  }

  const outcome = await pay(gateway, reserved);
  if (outcome.kind === 'action_required') {
    // Nothing is released: the browser completes 3-D Secure, then asks for the checkout (payment-action.routes.ts);
    // a diner who never does is released by recovery, which cancels the payment awaiting them (its id kept here), so
    // it cannot be confirmed after the release.
    await updateCheckout(db, reserved.checkoutId, { authorizationId: outcome.authorizationId });
    throw new AppError(
      410,
      'error.authenticationRequired',
      {},
      {
        reason: 'authentication_required',
        clientSecret: outcome.clientSecret,
        checkoutId: reserved.checkoutPublicId,
      },
    );
  }
  if (outcome.kind === 'refused') {
    await releaseCheckout(db, {
      checkoutId: reserved.checkoutId,
      failure: { reason: outcome.failure.reason },
    });
    throw paymentError(outcome.failure);
  }
  if (outcome.kind === 'unknown') {
    // The diner is told it failed; whatever the processor did, recovery voids it and releases the checkout.
    await releaseUnknown(db, gateway, reserved.checkoutId, reserved.checkoutPublicId);
    throw paymentError({ ok: false, code: 1803, reason: 'processor_error' });
  }
  const settled = await confirmCheckout(db, {
    checkoutId: reserved.checkoutId,
    authorizationId: outcome.authorizationId,
    locale: input.locale,
    reserved,
  });
  if (settled.kind === 'placed') {
    onPlaced?.();
    await saveCardAfterOrder(db, gateway, plan);
    return input.suite ? input.suite.placed(settled.view) : settled.view;
  }
  // Recovery released it while the processor was answering: the authorization is given back.
  if (outcome.authorizationId) await gateway.void(outcome.authorizationId).catch(() => undefined);
  throw paymentError({ ok: false, code: 1803, reason: 'processor_error' });
}

/**
 * An order staff entered is paid at the counter when the diner collects it (nothing is asked of a processor), or by
 * the card staff took over the phone: the diner's card plan, flagged MOTO (decision 074). A restaurant paid on
 * premise has no processor to take it.
 */
async function counterPayment(
  gateway: PaymentGateway,
  input: SubmissionInput,
  amount: Cents,
): Promise<PaymentPlan> {
  if (!input.staff?.card || amount <= 0)
    return amount > 0 ? { kind: 'pay_on_premise', amount, reference: null } : { kind: 'none' };
  if (input.entry.data.restaurant.payment_processor === 'payOnPremise')
    throw paymentError({ ok: false, code: 410, reason: 'moto_not_enabled' });
  const plan = await planPayment(gateway, {
    file: input.entry.data,
    checkout: input.body.data.checkout,
    amount,
    now: input.now,
  });
  return plan.kind === 'card' ? { ...plan, moto: true } : plan;
}

/** The processor did not answer: ask it once more; if it still cannot say, the recovery worker will. */
async function releaseUnknown(db: Database, gateway: PaymentGateway, checkoutId: number, publicId: string) {
  try {
    const found = await gateway.findAuthorization(authorizationKey(publicId));
    if (found.found) await gateway.void(found.authorizationId);
    await releaseCheckout(db, { checkoutId, failure: { reason: 'processor_unreachable' } });
  } catch {
    await updateCheckout(db, checkoutId, { failure: { reason: 'processor_unreachable', answered: true } });
  }
}
