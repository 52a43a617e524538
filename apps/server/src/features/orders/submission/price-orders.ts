/**
 * Step 4, price: the whole checkout once, exactly as set-costs priced it for the diner (one pricing entry point),
 * then split across its orders (each keeps its own lines' subtotal; pay-what-you-can by each order's own subsidised
 * lines; charges, taxes, tip and tenders are allocated).
 * Refused here, before anything is written: a delivery outside the zones, beyond the radius or under its minimum, a total the client
 * did not see (428), and a total over the order maximum.
 */
import { formatMoney, toCents } from '@ordering/domain/money/money';
import { orderType } from '@ordering/domain/order-types/index';
import { checkDeliveryZone, deliveryZoneFor } from '@ordering/domain/pricing/delivery-zone';
import type { Costs } from '@ordering/domain/pricing/types';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import { translate } from '../../../i18n/messages';
import { loyaltyStatusOf } from '../../programs';
import { priceOrder } from '../costs.service';
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

export async function priceOrders(
  db: Executor,
  input: SubmissionInput,
  orders: readonly ValidatedOrder[],
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
  const clientTotal = body.data.costs.total;
  if (clientTotal !== undefined && toCents(clientTotal) !== costs.total) {
    throw new AppError(428, 'error.priceChanged', {}, { total: costs.total / 100 });
  }

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
