/**
 * One checkout, several orders (a marketplace hub's kitchens, K-12 dates): the checkout is priced once, as the diner
 * sees it, and its costs are split across the orders. Each order keeps its own lines' subtotal exactly; every other
 * amount is allocated with the one allocation function (largest remainder), so for every field the orders' parts add
 * up to the checkout's whole, and each part's totals follow from its parts by the pipeline's own identities.
 * Each tax bracket is split by the orders' own exact taxes (their lines' rates, and their share of the charges taxed
 * as their lines are: DESIGN.md section 7 step 6), so an order of zero-rated goods carries no tax, and each order is
 * within a cent of the tax its own goods would bear.
 */
import { allocate, type Cents, sumCents } from '../money/money';
import type { Costs } from './types';

function split(total: Cents, weights: readonly number[]): Cents[] {
  return allocate(total, weights);
}

export interface OrderShare {
  /** The sum of the order's line prices; the orders' subtotals must add up to `costs.subtotal`. */
  subtotal: Cents;
  /** The order's exact (unrounded) amount in each of `costs.taxBrackets`: its lines' `lineTaxes`, summed. */
  taxes: readonly number[];
}

export function splitCosts(costs: Costs, orders: readonly OrderShare[]): Costs[] {
  if (orders.length === 0) return [];
  if (orders.length === 1) return [costs];
  const subtotals = orders.map((o) => o.subtotal);
  if (sumCents(subtotals) !== costs.subtotal) {
    throw new RangeError(`order subtotals ${sumCents(subtotals)} do not add up to ${costs.subtotal}`);
  }
  const w = subtotals;
  const discounted = split(costs.subtotalDiscounted, w);
  const discount = split(costs.discount.amount, w);
  const subsidy = split(costs.subsidyDiscount.amount, w);
  const subsidyBase = split(costs.subsidyDiscount.baseSubsidizedAmount, w);
  const chosen = split(costs.subsidyDiscount.chosenAmountToBePaid, w);
  const member = split(costs.memberDiscount.amount, w);
  // Charges go with the goods as taxes.ts shares them (by price, so fully discounted goods still have theirs); each
  // bracket by the orders' own taxes; the tip by what each order's diner pays for.
  const service = split(costs.serviceCharge.amount, w);
  const delivery = split(costs.deliveryCharge.amount, w);
  const brackets = costs.taxBrackets.map((b, k) =>
    split(
      b.amount,
      orders.map((o) => o.taxes[k] ?? 0),
    ),
  );
  const tip = split(costs.tip.amount, discounted);

  const parts = subtotals.map((subtotal, i) => {
    const taxBrackets = costs.taxBrackets.map((b, k) => ({ ...b, amount: brackets[k]![i]! }));
    const taxes = sumCents(taxBrackets.map((b) => b.amount));
    const postTaxMember = costs.memberDiscount.preTax ? 0 : member[i]!;
    // Tax-inclusive prices already hold their taxes: they are extracted, not added.
    const added = costs.taxInfo.inclusive ? 0 : taxes;
    const total = discounted[i]! + service[i]! + delivery[i]! + added - postTaxMember;
    return {
      subtotal,
      taxBrackets,
      taxes,
      total,
      totalWithTip: total + tip[i]!,
      i,
    };
  });
  const voucher = split(
    costs.voucher.amount,
    parts.map((p) => Math.max(0, p.totalWithTip)),
  );
  const credits = split(
    costs.credits.amount,
    parts.map((p, i) => Math.max(0, p.totalWithTip - voucher[i]!)),
  );

  return parts.map(({ subtotal, taxBrackets, taxes, total, totalWithTip, i }) => ({
    ...costs,
    subtotal,
    subtotalDiscounted: discounted[i]!,
    taxes,
    taxBrackets,
    total,
    totalWithoutTaxes: total - taxes,
    totalWithTip,
    tip: { ...costs.tip, amount: tip[i]! },
    serviceCharge: { ...costs.serviceCharge, amount: service[i]! },
    deliveryCharge: { ...costs.deliveryCharge, amount: delivery[i]! },
    voucher: { ...costs.voucher, amount: voucher[i]! },
    discount: { ...costs.discount, amount: discount[i]! },
    credits: { ...costs.credits, amount: credits[i]! },
    memberDiscount: { ...costs.memberDiscount, amount: member[i]! },
    subsidyDiscount: {
      ...costs.subsidyDiscount,
      amount: subsidy[i]!,
      baseSubsidizedAmount: subsidyBase[i]!,
      chosenAmountToBePaid: chosen[i]!,
    },
    amountToCharge: totalWithTip - voucher[i]! - credits[i]!,
  }));
}
