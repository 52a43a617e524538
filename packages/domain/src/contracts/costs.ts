/**
 * Costs as they cross the API: the client sends what the diner
 * chose (tip, promo code, gift card, credits, subsidy choice); the server answers the full costs in dollars. The
 * server never trusts amounts from the client: it reprices, and the totals and tenders the client showed are only
 * compared (428 when they differ).
 */
import { z } from 'zod';
import { toDollars } from '../money/money';
import { MAX_TYPED_TIP } from '../pricing/tip';
import type { Costs } from '../pricing/types';
import { amountType, dollars, idLike, percentage, signedDollars, text } from './common';

/** A dollar tip as the checkout takes one typed: up to MAX_TYPED_TIP either way (a negative tip is its absolute value). */
const tipDollars = signedDollars.min(-MAX_TYPED_TIP / 100).max(MAX_TYPED_TIP / 100);

/** What the client sends inside `costs` (set-costs, submission). Unknown keys are rejected. */
export const costsChoice = z
  .object({
    tip: z
      .object({ type: amountType, percentageValue: percentage.default(0), amount: tipDollars.default(0) })
      .strict()
      .nullable()
      .optional(),
    discount: z
      .object({ code: text(40).nullable() })
      .strict()
      .nullable()
      .optional(),
    /**
     * At submission, `amount` is what the client showed the gift card (or the credits) paying: a balance spent by
     * another checkout since moves that split without moving the total, and a different amount answers 428 too.
     */
    voucher: z
      .object({ code: text(100).nullable(), amount: dollars.optional() })
      .strict()
      .nullable()
      .optional(),
    credits: z.object({ id: idLike.nullable(), amount: dollars.optional() }).strict().nullable().optional(),
    subsidyDiscount: z
      .object({ code: text(50).nullable().optional(), chosenAmountToBePaid: dollars.nullable().optional() })
      .strict()
      .nullable()
      .optional(),
    /** The totals the client displayed; a difference with the server's answers 428. */
    total: dollars.optional(),
    totalWithTip: dollars.optional(),
  })
  .strict();

const charge = z.object({
  amount: dollars,
  label: z.string().nullable(),
  type: amountType,
  percentageValue: z.number(),
});

export const costsBody = z.object({
  subtotal: dollars,
  subtotalDiscounted: dollars,
  taxes: dollars,
  taxBrackets: z.array(
    z.object({
      key: z.enum(['tax1', 'tax2']),
      label: z.string(),
      rate: z.number(),
      amount: dollars,
      /** Some line was taxed at another rate (an item's own, a rebate): `rate` is not the amount's, so not shown. */
      mixed: z.boolean().optional(),
    }),
  ),
  taxInfo: z.object({ inclusive: z.boolean(), province: z.string(), rebateApplied: z.boolean() }),
  total: dollars,
  totalWithoutTaxes: dollars,
  totalWithTip: dollars,
  tip: z.object({ percentageValue: z.number(), amount: dollars, type: amountType }),
  serviceCharge: charge,
  deliveryCharge: charge,
  /** The gift card. A placed order's read carries the amount only: its number and balance are the card holder's. */
  voucher: z.object({ code: z.string().nullable(), balance: dollars.optional(), amount: dollars }),
  discount: z.object({
    percentageValue: z.number(),
    amount: dollars,
    type: amountType,
    code: z.string().nullable(),
  }),
  /**
   * The account credits spent. Pricing (set-costs) also answers the diner's account id and balance; a placed
   * order's read (GET /orders/{id}, anyone holding its id) carries the amount only.
   */
  credits: z.object({ id: z.string().nullable().optional(), balance: dollars.optional(), amount: dollars }),
  memberDiscount: z.object({ preTax: z.boolean(), amount: dollars }),
  subsidyDiscount: z.object({
    type: z.string().nullable(),
    chosenAmountToBePaid: dollars,
    code: z.string().nullable(),
    amount: dollars,
    baseSubsidizedAmount: dollars,
  }),
  amountToCharge: dollars,
  paymentNotRequired: z.boolean(),
  /** A delivery whose zone (its charge) the postal code has not set yet: the totals hold no delivery charge. */
  deliveryAwaitsAddress: z.literal(true).optional(),
});

export type CostsBody = z.output<typeof costsBody>;

const charged = (c: Costs['serviceCharge']) => ({ ...c, amount: toDollars(c.amount) });

/** The pipeline's costs (cents) as the API body (dollars). */
export function toCostsBody(costs: Costs): CostsBody {
  return {
    ...costs,
    subtotal: toDollars(costs.subtotal),
    subtotalDiscounted: toDollars(costs.subtotalDiscounted),
    taxes: toDollars(costs.taxes),
    taxBrackets: costs.taxBrackets.map((b) => ({ ...b, amount: toDollars(b.amount) })),
    total: toDollars(costs.total),
    totalWithoutTaxes: toDollars(costs.totalWithoutTaxes),
    totalWithTip: toDollars(costs.totalWithTip),
    tip: { ...costs.tip, amount: toDollars(costs.tip.amount) },
    serviceCharge: charged(costs.serviceCharge),
    deliveryCharge: charged(costs.deliveryCharge),
    voucher: {
      ...costs.voucher,
      balance: toDollars(costs.voucher.balance),
      amount: toDollars(costs.voucher.amount),
    },
    discount: { ...costs.discount, amount: toDollars(costs.discount.amount) },
    credits: {
      ...costs.credits,
      balance: toDollars(costs.credits.balance),
      amount: toDollars(costs.credits.amount),
    },
    memberDiscount: { ...costs.memberDiscount, amount: toDollars(costs.memberDiscount.amount) },
    subsidyDiscount: {
      ...costs.subsidyDiscount,
      chosenAmountToBePaid: toDollars(costs.subsidyDiscount.chosenAmountToBePaid),
      amount: toDollars(costs.subsidyDiscount.amount),
      baseSubsidizedAmount: toDollars(costs.subsidyDiscount.baseSubsidizedAmount),
    },
    amountToCharge: toDollars(costs.amountToCharge),
  };
}
