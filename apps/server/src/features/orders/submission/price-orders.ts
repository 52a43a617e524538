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
import { payWhatYouCanPart, splitCosts } from '@ordering/domain/pricing/split-costs';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import { translate } from '../../../i18n/messages';
import { loyaltyStatusOf } from '../../programs';
import { priceOrder } from '../costs.service';
import { refuseUnreachableDelivery } from '../delivery-reach';
import { lineSnapshots } from '../order-lines';
import type { PricedCheckout, SubmissionInput, ValidatedOrder } from './types';

function checkDeliveryArea(input: SubmissionInput, postalCode: string | undefined, subtotal: number) {
  const check = checkDeliveryZone(input.entry.data.restaurant.delivery, postalCode, subtotal);
  if (check.ok) return;
  if (check.reason === 'outside') throw new AppError(400, 'error.deliveryOutside');
  const err = new AppError(400, 'error.deliveryMinimum', { zone: check.zone.name });
  err.localized = (locale) =>
    translate(locale, 'error.deliveryMinimum', {
      zone: check.zone.name,
      minimum: formatMoney(check.minimum, locale),
    });
  throw err;
}

function tooLarge(max: number): AppError {
  const err = new AppError(400, 'error.orderTooLarge');
  err.localized = (locale) => translate(locale, 'error.orderTooLarge', { maximum: formatMoney(max, locale) });
  return err;
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
  if (costs.total > input.maxTotalCents || costs.totalWithTip > input.maxTotalCents) {
    throw tooLarge(input.maxTotalCents);
  }
  const clientTotal = body.data.costs.total;
  if (clientTotal !== undefined && toCents(clientTotal) !== costs.total) {
    throw new AppError(428, 'error.priceChanged', {}, { total: costs.total / 100 });
  }

  // The priced lines come back in cart order: hand each order its own, with its lines' exact taxes.
  let offset = 0;
  const perOrder = orders.map((order) => {
    const end = offset + order.items.length;
    const linePrices = priced.lines.slice(offset, end);
    const taxes = costs.taxBrackets.map((_, k) =>
      priced.lineTaxes.slice(offset, end).reduce((sum, line) => sum + (line[k] ?? 0), 0),
    );
    offset = end;
    return {
      order,
      linePrices,
      subtotal: linePrices.reduce((sum, l) => sum + l.price, 0),
      taxes,
      // What of it the pay-what-you-can is based on (its meals when the subsidy targets meals): its share of it.
      subsidised: linePrices.reduce(
        (sum, l) => sum + payWhatYouCanPart(entry.data, costs.subsidyDiscount, l),
        0,
      ),
    };
  });
  const split = splitCosts(costs, perOrder);
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
    orders: perOrder.map(({ order, linePrices }, i) => ({
      ...order,
      costs: split[i] ?? costs,
      lines: lineSnapshots(entry.data, order.items, linePrices),
    })),
  };
}
