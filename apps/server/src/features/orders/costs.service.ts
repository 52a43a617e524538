/**
 * The one pricing entry point of the server: turns what the client chose (promo code, gift card, credits, subsidy,
 * tip) into the domain's CostsInput, looking up promo uses and gift-card balances, then calls computeCosts.
 * set-costs, /orders/item, /orders/validate and every submission price through priceOrder, so they can never
 * disagree. The promo code's rules are the domain's checkPromoCode; the database only counts the code's uses.
 */

import { matchSubsidyCode } from '@ordering/domain/accounts/subsidy-code';
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { costsChoice } from '@ordering/domain/contracts/costs';
import { toCents } from '@ordering/domain/money/money';
import { orderType } from '@ordering/domain/order-types/index';
import { computeCosts } from '@ordering/domain/pricing/costs';
import { deliveryZoneFor } from '@ordering/domain/pricing/delivery-zone';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import type { Costs, CostsInput, LinePrice, OrderType } from '@ordering/domain/pricing/types';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import {
  type CheckoutHoldings,
  checkoutHoldings,
  memberChoice,
  memberOf,
  memberOnlyItems,
  memberOnlyRefused,
} from '../programs';
import type { PublishedEntry } from '../restaurants';
import { usableGiftCardOf } from '../vouchers';
import { enforceMenusOrderable } from './cart-availability';
import { enforceCartRulesAt } from './cart-rules';
import { applicablePromo } from './promo-codes';
import { refusedItemsError } from './refused-items';

/**
 * The subsidy code to price with: the one the diner named at checkout, else the one stored on their account
 * (add-subsidy-code). A named code is a look-up like a promo code: one that matches none of the restaurant's
 * subsidies is a 400, a miss that spends the client's failed look-up budget (failure-budget.ts), so codes cannot be
 * guessed from the prices; a matched one is priced as the subsidy writes it, as add-subsidy-code stores it.
 */
function subsidyCodeFor(
  entry: PublishedEntry,
  named: string | null | undefined,
  holdings: CheckoutHoldings,
): string | null {
  if (named == null) return holdings.user?.subsidyCode ?? null;
  if (named.trim() === '') return null;
  const found = matchSubsidyCode(entry.data.subsidies, named);
  if (!found) throw new AppError(400, 'error.subsidyCodeInvalid');
  return found;
}

export type CostsChoiceBody = z.output<typeof costsChoice>;

export interface PricedCart {
  items: CartItem[];
  costs: Costs;
  lines: LinePrice[];
  /** Each line's exact amount in each tax bracket: how a checkout of several orders splits its taxes. */
  lineTaxes: number[][];
  /** The gift card whose balance the voucher tender draws on. */
  giftCardId: number | null;
  promoCode: string | null;
  /** Whose credits the credits tender draws on (the signed-in diner); null when none are spent. */
  creditsUserId: number | null;
  /** The member the server looked up (checkout.memberInfo.identifier), kept with the order. */
  member: { id: string; identifier: string; provider: string } | null;
}

export async function priceOrder(
  db: Executor,
  input: {
    entry: PublishedEntry;
    /** Cart items in cents (toCartItem at the edge). */
    items: readonly CartItem[];
    choice: CostsChoiceBody | undefined;
    orderType: OrderType;
    now: Date;
    /** A delivery's postal code: in a restaurant with delivery zones, its zone's charge applies. */
    deliveryPostalCode?: string | null;
    /** The signed-in diner (the request principal): credits are only ever theirs. */
    userId?: number | null;
    /** `checkout.memberInfo.identifier`: looked up again here, its promos never taken from the client. */
    memberIdentifier?: string | null;
    /**
     * Whether a member-only menu's item needs a member. Only the look-ups that carry no member
     * (`/orders/item`, `/orders/validate`) skip it: set-costs and every submission refuse them (2202).
     */
    checkMemberOnly?: boolean;
  },
): Promise<PricedCart> {
  const { entry, choice, now } = input;
  const file = entry.data;
  const items = [...input.items];
  const member = await memberOf(entry, input.memberIdentifier);
  // An access code that names no member is refused (and spends the failed look-up budget), never priced as a guest:
  // else the member discount appearing or not would answer a guess. The browser checks the stored one
  // on each visit, so only a guessing client or a member removed meanwhile meets this.
  if (!member && input.memberIdentifier?.trim() && file.restaurant.membership_program) {
    throw new AppError(2202, 'error.memberNotFound');
  }
  if (input.checkMemberOnly !== false && !member) {
    const refused = memberOnlyItems(file, items);
    if (refused.length > 0) throw memberOnlyRefused(refused);
  }

  const voucherCode = choice?.voucher?.code?.trim() || null;
  const creditsAsked = creditsAskedFor(entry, choice, input.userId ?? null);
  const namedSubsidy = choice?.subsidyDiscount?.code;
  // The stored subsidy code, the credits and the gift card in one round trip; each is checked where it is used, so
  // the answers (and which look-up a refusal names) are those of reading them one by one.
  const holdings = await checkoutHoldings(db, {
    restaurantId: entry.restaurantId,
    userId: namedSubsidy == null || creditsAsked ? (input.userId ?? null) : null,
    giftCardNumber: voucherCode,
    credits: creditsAsked,
  });

  const base: CostsInput = {
    file,
    index: buildMenuIndex(file),
    lines: items,
    orderType: input.orderType,
    now,
    deliveryZone: orderType(input.orderType).needs.address
      ? (deliveryZoneFor(file.restaurant.delivery, input.deliveryPostalCode)?.name ?? null)
      : null,
    tip: choice?.tip
      ? {
          type: choice.tip.type,
          percentageValue: choice.tip.percentageValue,
          amount: toCents(choice.tip.amount),
        }
      : null,
    // The code the diner entered at checkout, else the one stored on their account (add-subsidy-code): the rotational
    // menus are priced with the stored code, so the cart and the payment must be too, whatever the client sends.
    subsidyCode: subsidyCodeFor(entry, namedSubsidy, holdings),
    chosenAmountToBePaid:
      choice?.subsidyDiscount?.chosenAmountToBePaid == null
        ? null
        : toCents(choice.subsidyDiscount.chosenAmountToBePaid),
    member: memberChoice(member),
  };

  const first = computeCosts(base);
  if (!first.ok) throw refusedItemsError(first.issues, { file, items });

  let discount: CostsInput['discount'] = null;
  let promoCode: string | null = null;
  const code = choice?.discount?.code?.trim();
  if (code) {
    const found = await applicablePromo(db, {
      restaurantId: entry.restaurantId,
      codes: file.promo_codes,
      code,
      now,
      subtotal: first.costs.subtotal,
    });
    discount = found.discount;
    promoCode = found.promo.code.toUpperCase();
  }

  let voucher: CostsInput['voucher'] = null;
  let giftCardId: number | null = null;
  if (voucherCode) {
    const card = usableGiftCardOf(holdings.giftCard);
    voucher = { code: `•••• ${card.last4}`, balance: card.balanceCents };
    giftCardId = card.id;
  }

  const credits = creditsChoice(choice, creditsAsked, holdings);

  const result =
    discount || voucher || credits
      ? computeCosts({ ...base, discount, voucher, credits }, first.lines)
      : first;
  if (!result.ok) throw refusedItemsError(result.issues, { file, items });
  return {
    items,
    costs: result.costs,
    lines: result.lines,
    lineTaxes: result.lineTaxes,
    giftCardId,
    promoCode,
    creditsUserId: credits && result.costs.credits.amount > 0 ? (input.userId ?? null) : null,
    member: member ? { id: member.id, identifier: member.identifier, provider: member.provider } : null,
  };
}

/**
 * Credits asked for (`costs.credits.id`, the diner's own account id) are loaded only for a signed-in diner at a restaurant with app8_credits
 * on; a zero balance spends nothing. The balance read here is only what the diner sees: the
 * submission debits under the ledger's lock and refuses a balance spent meanwhile.
 */
function creditsChoice(
  choice: CostsChoiceBody | undefined,
  asked: boolean,
  holdings: CheckoutHoldings,
): CostsInput['credits'] {
  const id = choice?.credits?.id;
  if (id === null || id === undefined || id === '') return null;
  if (!asked) throw new AppError(409, 'error.creditsUnavailable');
  // Credits are only ever the diner's own: an id naming anyone else is refused, never echoed back.
  const owner = holdings.user?.publicId;
  if (String(id) !== owner) throw new AppError(403, 'error.creditsNotYours');
  const balance = holdings.creditBalance ?? 0;
  return balance > 0 ? { id: owner, balance } : null;
}

/** Credits named at a restaurant with app8_credits on, by a signed-in diner: the only credits ever read. */
function creditsAskedFor(
  entry: PublishedEntry,
  choice: CostsChoiceBody | undefined,
  userId: number | null,
): boolean {
  const id = choice?.credits?.id;
  if (id === null || id === undefined || id === '') return false;
  return Boolean(entry.data.restaurant.app8_credits) && userId !== null;
}

/**
 * An item about to be added (POST /orders/item): it prices with the cart (exists, published, not sold out,
 * available now, options and values exist), then the cart with it keeps every rule that holds while a cart is
 * being filled (items and meals per cart, its required groups, group limits, value max_quantity, login), and every
 * menu in it can be ordered (cart-availability.ts). The minimums and legal age wait for the checkout.
 */
export async function checkItemToAdd(
  db: Executor,
  entry: PublishedEntry,
  input: {
    itemsInCart: readonly CartItem[];
    itemToAdd: CartItem;
    type: OrderType;
    now: Date;
    date: string | null;
    signedIn: boolean;
  },
): Promise<void> {
  await priceOrder(db, {
    entry,
    items: [...input.itemsInCart, input.itemToAdd],
    choice: undefined,
    orderType: input.type,
    now: input.now,
    checkMemberOnly: false,
  });
  enforceCartRulesAt(entry, {
    items: input.itemsInCart,
    adding: input.itemToAdd,
    orderType: input.type,
    now: input.now,
    signedIn: input.signedIn,
  });
  await enforceMenusOrderable(db, entry, {
    days: [{ date: input.date, items: [...input.itemsInCart, input.itemToAdd] }],
    type: input.type,
    now: input.now,
  });
}

/**
 * A cart at checkout (POST /orders/validate): it prices, and keeps every rule its request can tell, the minimums
 * and the login requirements included, and every menu in it can be ordered. The legal-age answer comes with the
 * submission only.
 */
export async function validateCart(
  db: Executor,
  entry: PublishedEntry,
  input: { items: readonly CartItem[]; type: OrderType; now: Date; date: string | null; signedIn: boolean },
): Promise<void> {
  await priceOrder(db, {
    entry,
    items: input.items,
    choice: undefined,
    orderType: input.type,
    now: input.now,
    checkMemberOnly: false,
  });
  enforceCartRulesAt(entry, {
    items: input.items,
    orderType: input.type,
    now: input.now,
    complete: true,
    signedIn: input.signedIn,
  });
  await enforceMenusOrderable(db, entry, {
    days: [{ date: input.date, items: input.items }],
    type: input.type,
    now: input.now,
  });
}
