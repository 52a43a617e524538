import type { CartItem } from '@ordering/domain/cart/cart-item';
import { formatMoney, toCents } from '@ordering/domain/money/money';
import { computeCosts } from '@ordering/domain/pricing/costs';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { checkPromoCode } from '@ordering/domain/pricing/promo-code';
import type { Costs, CostsInput, OrderType, PricingIssue, TipChoice } from '@ordering/domain/pricing/types';
import { AppError } from '../../errors/app-error';
import { type MessageKey, translate } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants/published-cache';
import { enforceCartRulesAt } from './cart-rules';

export interface CostsChoiceInput {
  tip?: { type: 'dollar' | 'percentage'; percentageValue: number; amount: number } | null;
  discount?: { code: string | null } | null;
  voucher?: { code: string | null } | null;
  credits?: { id: string | null } | null;
  subsidyDiscount?: { code?: string | null; chosenAmountToBePaid?: number | null } | null;
}

function invalidItems(issues: readonly PricingIssue[]) {
  return issues.map((i) => ({
    orderId: i.orderId,
    itemId: i.itemId,
    code: i.code,
    reason: i.reason,
    ...(i.groupId === undefined ? {} : { groupId: i.groupId }),
    ...(i.valueId === undefined ? {} : { valueId: i.valueId }),
  }));
}

/** 415 when any refused line is sold out, else 426 when any is unavailable, else 400 (ids or quantities). */
export function refusedItemsError(issues: readonly PricingIssue[]): AppError {
  const code = issues.some((i) => i.code === 415) ? 415 : issues.some((i) => i.code === 426) ? 426 : 400;
  const key: MessageKey =
    code === 415 ? 'error.itemSoldOut' : code === 426 ? 'error.itemUnavailable' : 'error.itemsRefused';
  return new AppError(code, code === 400 ? 400 : 409, key, {}, { invalid_items: invalidItems(issues) });
}

const PROMO_ERRORS: Record<string, MessageKey> = {
  unknown: 'error.promoInvalid',
  expired: 'error.promoExpired',
  not_started: 'error.promoNotStarted',
  used_up: 'error.promoUsedUp',
};

/**
 * The costs of a cart for one restaurant, now: the domain pipeline on the published menu, with the promo code's
 * rules (window, minimum order) checked here against the data file. Refused lines throw with `invalid_items`.
 */
export function priceCart(
  entry: PublishedEntry,
  input: { items: readonly CartItem[]; type: OrderType; choice?: CostsChoiceInput; now: Date },
): Costs {
  const file = entry.data;
  const choice = input.choice ?? {};
  if (choice.voucher?.code) throw new AppError(400, 400, 'error.giftCardInvalid');
  if (choice.credits?.id) throw new AppError(400, 400, 'error.creditsUnavailable');

  let discount: CostsInput['discount'] = null;
  const code = choice.discount?.code?.trim();
  if (code) {
    const check = checkPromoCode(file.promo_codes, code, { now: input.now });
    if (!check.ok) throw new AppError(400, 400, PROMO_ERRORS[check.reason] ?? 'error.promoInvalid');
    discount = check.discount;
  }
  const tip: TipChoice | null = choice.tip
    ? {
        type: choice.tip.type,
        percentageValue: choice.tip.percentageValue,
        amount: toCents(choice.tip.amount),
      }
    : null;
  const chosen = choice.subsidyDiscount?.chosenAmountToBePaid;
  const result = computeCosts({
    file,
    index: buildMenuIndex(file),
    lines: input.items,
    orderType: input.type,
    now: input.now,
    tip,
    discount,
    subsidyCode: choice.subsidyDiscount?.code ?? null,
    chosenAmountToBePaid: chosen == null ? null : toCents(chosen),
  });
  if (!result.ok) throw refusedItemsError(result.issues);
  if (code && discount) {
    const minimum = checkPromoCode(file.promo_codes, code, {
      now: input.now,
      subtotal: result.costs.subtotal,
    });
    if (!minimum.ok && minimum.reason === 'below_minimum') {
      const error = new AppError(400, 400, 'error.promoMinimum');
      error.localized = (locale) =>
        translate(locale, 'error.promoMinimum', { minimum: formatMoney(minimum.minimum, locale) });
      throw error;
    }
  }
  return result.costs;
}

/**
 * An item about to be added (POST /orders/item): it prices with the cart (exists, published, not sold out,
 * available now, options and values exist), then the cart with it keeps every rule that holds while a cart is
 * being filled (items and meals per cart, its required groups, group limits, value max_quantity). The minimums,
 * legal age and login wait for the checkout.
 */
export function checkItemToAdd(
  entry: PublishedEntry,
  input: { itemsInCart: readonly CartItem[]; itemToAdd: CartItem; type: OrderType; now: Date },
): void {
  priceCart(entry, { items: [...input.itemsInCart, input.itemToAdd], type: input.type, now: input.now });
  enforceCartRulesAt(entry, {
    items: input.itemsInCart,
    adding: input.itemToAdd,
    orderType: input.type,
    now: input.now,
  });
}

/**
 * A cart at checkout (POST /orders/validate): it prices, and keeps every rule its request can tell, the minimums
 * and the login requirements included. The legal-age answer comes with the submission only.
 */
export function validateCart(
  entry: PublishedEntry,
  input: { items: readonly CartItem[]; type: OrderType; now: Date; signedIn: boolean },
): void {
  priceCart(entry, { items: input.items, type: input.type, now: input.now });
  enforceCartRulesAt(entry, {
    items: input.items,
    orderType: input.type,
    now: input.now,
    complete: true,
    signedIn: input.signedIn,
  });
}
