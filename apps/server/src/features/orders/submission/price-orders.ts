/**
 * Step 4, price: the whole checkout once, exactly as set-costs priced it for the diner (one pricing entry point),
 * then split across its orders (each keeps its own lines' subtotal; pay-what-you-can by each order's own subsidised
 * lines; charges, taxes, tip and tenders are allocated).
 * Refused here, before anything is written: a delivery outside the zones, beyond the radius or under its minimum, a total the client
 * did not see, or a gift card or credits paying another part of it than the client showed (428), and a total over the
 * order maximum.
 */
import { toCostsBody } from '@ordering/domain/contracts/costs';
import { formatMoney, toCents, toDollars } from '@ordering/domain/money/money';
import { orderType } from '@ordering/domain/order-types/index';
import { checkDeliveryZone, deliveryZoneFor } from '@ordering/domain/pricing/delivery-zone';
import type { Costs } from '@ordering/domain/pricing/types';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import { type MessageKey, translate } from '../../../i18n/messages';
import { loyaltyStatusOf } from '../../programs';
import { type CostsChoiceBody, priceOrder } from '../costs.service';
import { postalCodeRefused, refuseUnreachableDelivery } from '../delivery-reach';
import { lineSnapshots } from '../order-lines';
import { splitCheckout } from '../split-checkout';
import type { PricedCheckout, SubmissionInput, ValidatedOrder } from './types';

function checkDeliveryArea(input: SubmissionInput, postalCode: string | undefined, subtotal: number) {
  const check = checkDeliveryZone(input.entry.data.restaurant.delivery, postalCode, subtotal);
  if (check.ok) return;
  if (check.reason === 'outside') throw postalCodeRefused('outside', 'error.deliveryOutside');
  const err = new AppError(400, 'error.deliveryMinimum', { zone: check.zone.name });
  err.localized = (locale) =>
    translate(locale, 'error.deliveryMinimum', {
      zone: check.zone.name,
      minimum: formatMoney(check.minimum, locale),
    });
  throw err;
}

/**
 * An order over the server's maximum total (MAX_ORDER_TOTAL) is refused, named with the maximum: by the submission
 * and by set-costs alike, so a cart is told where it is filled, and no answer is larger than its contract allows.
 */
export function refuseOverMaximum(costs: Pick<Costs, 'total' | 'totalWithTip'>, maxTotalCents: number): void {
  if (costs.total <= maxTotalCents && costs.totalWithTip <= maxTotalCents) return;
  const err = new AppError(400, 'error.orderTooLarge');
  err.localized = (locale) =>
    translate(locale, 'error.orderTooLarge', { maximum: formatMoney(maxTotalCents, locale) });
  throw err;
}

/** Why the costs the client showed are no longer the checkout's, as the 428's `details.reason` names it. */
export type CostsChange = 'prices' | 'gift_card' | 'credits';

const CHANGE_MESSAGE: Record<CostsChange, MessageKey> = {
  prices: 'error.priceChanged',
  gift_card: 'error.giftCardBalanceChanged',
  credits: 'error.creditsBalanceChanged',
};

/**
 * What the client showed against the submission's own pricing: the total, the total with the tip, and what the gift
 * card and the credits pay, each compared only when sent. A balance another checkout spent since set-costs moves the
 * split and not the total: unchecked, the card would be charged more than the diner was shown.
 */
function changeFromShown(shown: CostsChoiceBody | undefined, costs: Costs): CostsChange | null {
  const differs = (sent: number | undefined, cents: number) => sent !== undefined && toCents(sent) !== cents;
  if (differs(shown?.total, costs.total) || differs(shown?.totalWithTip, costs.totalWithTip)) return 'prices';
  if (differs(shown?.voucher?.amount, costs.voucher.amount)) return 'gift_card';
  if (differs(shown?.credits?.amount, costs.credits.amount)) return 'credits';
  return null;
}

/** The 428: the server's total (as it always answered), why, and the new costs the diner is to review before paying. */
export function costsChanged(change: CostsChange, costs: Costs): AppError {
  return new AppError(
    428,
    CHANGE_MESSAGE[change],
    {},
    {
      total: toDollars(costs.total),
      reason: change,
      costs: toCostsBody(costs),
    },
  );
}

/**
 * The 428 of a balance that moved between the pricing and the reservation (reserve.ts refused the debit, its
 * transaction rolled back): the checkout is priced again, outside any transaction, for the costs the diner now faces.
 * A gift card spent to nothing meanwhile is refused by that pricing as having no funds left.
 */
export async function balanceMovedError(
  db: Executor,
  input: SubmissionInput,
  orders: readonly ValidatedOrder[],
  change: CostsChange,
): Promise<AppError> {
  const again = await priceOrders(db, input, orders, { compareShown: false });
  return costsChanged(change, again.costs);
}

export async function priceOrders(
  db: Executor,
  input: SubmissionInput,
  orders: readonly ValidatedOrder[],
  { compareShown = true }: { compareShown?: boolean } = {},
): Promise<PricedCheckout> {
  const { body, entry } = input;
  const postalCode = body.data.checkout.delivery?.postal_code;
  const items = orders.flatMap((o) => o.items);
  const delivers = orderType(body.type).needs.address;
  if (delivers) {
    await refuseUnreachableDelivery(input.places, entry, {
      postalCode,
      locale: input.locale,
      required: true,
    });
  }
  const priced = await priceOrder(db, {
    entry,
    items,
    choice: body.data.costs,
    orderType: body.type,
    now: input.now,
    deliveryPostalCode: postalCode,
    userId: input.userId,
    memberIdentifier: body.data.checkout.memberInfo?.identifier,
  });
  const { costs } = priced;
  if (delivers) checkDeliveryArea(input, postalCode, costs.subtotalDiscounted);
  refuseOverMaximum(costs, input.maxTotalCents);
  const change = compareShown ? changeFromShown(body.data.costs, costs) : null;
  if (change) throw costsChanged(change, costs);

  // The priced lines come back in cart order: each order takes its own, with its lines' exact taxes.
  const split = splitCheckout(
    entry.data,
    priced,
    orders.map((o) => o.items.length),
  );
  return {
    costs,
    linePrices: priced.lines,
    giftCardId: priced.giftCardId,
    promoCode: priced.promoCode,
    creditsUserId: priced.creditsUserId,
    member: priced.member,
    // Looked up here, not taken from checkout.loyaltyProgram: before any transaction, as for any provider call.
    loyaltyStatus: await loyaltyStatusOf(db, entry, {
      userId: input.userId,
      email: body.data.checkout.contact?.email,
    }),
    deliveryZone: orderType(body.type).needs.address
      ? (deliveryZoneFor(entry.data.restaurant.delivery, postalCode)?.name ?? null)
      : null,
    orders: orders.map((order, i) => ({
      ...order,
      costs: split[i]?.costs ?? costs,
      lines: lineSnapshots(entry.data, order.items, split[i]?.linePrices ?? [], split[i]?.lineTaxes),
    })),
  };
}
