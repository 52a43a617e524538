/**
 * The server side of the costs pipeline: turns what the client chose (promo code, gift card, credits, subsidy,
 * tip) into the domain's CostsInput, looking up codes and balances, then calls computeCosts. set-costs and the
 * order submission both price through here, so they can never disagree.
 */

import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { costsChoice } from '@ordering/domain/contracts/costs';
import { toCents } from '@ordering/domain/money/money';
import { computeCosts } from '@ordering/domain/pricing/costs';
import { deliveryZoneFor } from '@ordering/domain/pricing/delivery-zone';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import type { Costs, CostsInput, LinePrice, OrderType } from '@ordering/domain/pricing/types';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants/published-cache';
import { usableGiftCard } from '../vouchers/vouchers.service';
import { refusedItemsError as itemsRefused } from './cart-pricing.service';
import { applicablePromo } from './promo-codes';

export type CostsChoiceBody = z.output<typeof costsChoice>;

export interface PricedCart {
  items: CartItem[];
  costs: Costs;
  lines: LinePrice[];
  /** The gift card whose balance the voucher tender draws on. */
  giftCardId: number | null;
  promoCode: string | null;
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
  },
): Promise<PricedCart> {
  const { entry, choice, now } = input;
  const file = entry.data;
  const items = [...input.items];
  if (choice?.credits?.id) throw new AppError(400, 409, 'error.creditsUnavailable');

  const base: CostsInput = {
    file,
    index: buildMenuIndex(file),
    lines: items,
    orderType: input.orderType,
    now,
    deliveryZone:
      input.orderType === 'delivery'
        ? (deliveryZoneFor(file.restaurant.delivery, input.deliveryPostalCode)?.name ?? null)
        : null,
    tip: choice?.tip
      ? {
          type: choice.tip.type,
          percentageValue: choice.tip.percentageValue,
          amount: toCents(choice.tip.amount),
        }
      : null,
    subsidyCode: choice?.subsidyDiscount?.code ?? null,
    chosenAmountToBePaid:
      choice?.subsidyDiscount?.chosenAmountToBePaid == null
        ? null
        : toCents(choice.subsidyDiscount.chosenAmountToBePaid),
  };

  const first = computeCosts(base);
  if (!first.ok) throw itemsRefused(first.issues);

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
  const voucherCode = choice?.voucher?.code?.trim();
  if (voucherCode) {
    const card = await usableGiftCard(db, entry.restaurantId, voucherCode);
    voucher = { code: `•••• ${card.last4}`, balance: card.balanceCents };
    giftCardId = card.id;
  }

  const result = discount || voucher ? computeCosts({ ...base, discount, voucher }) : first;
  if (!result.ok) throw itemsRefused(result.issues);
  return { items, costs: result.costs, lines: result.lines, giftCardId, promoCode };
}
