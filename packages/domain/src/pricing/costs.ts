/**
 * The one costs pipeline (RULES-pricing-cart.md): the server's set-costs, the order submission and the browser all
 * call computeCosts. Pure; every amount integer cents. Items or options that are gone, sold out or unavailable
 * come back as typed issues (415 sold out, 426 unavailable, 400 unknown id or bad quantity), never as a throw.
 */
import type { CartItem } from '../cart/cart-item';
import { allocate, type Cents } from '../money/money';
import { deliveryAwaitsAddress, deliveryCharge, NO_CHARGE, serviceCharge } from './charges';
import { promoDiscount } from './discount';
import { priceLine } from './line-price';
import { memberDiscount } from './member-discount';
import { payWhatYouCan } from './pay-what-you-can';
import { isPaymentNotRequired } from './payment-required';
import { buildPriceContext } from './price-context';
import { computeTaxes } from './taxes';
import { applyTenders } from './tenders';
import { resolveTip } from './tip';
import type { Costs, CostsInput, CostsResult, LinePrice, PricingIssue } from './types';

/**
 * `pricedLines`: the `lines` of an earlier result for the same cart, file, time, subsidy code and member, so a second
 * call that only adds a discount, a voucher or credits (the server's, once it knows the subtotal) prices no line again.
 */
export function computeCosts(input: CostsInput, pricedLines?: readonly LinePrice[]): CostsResult {
  const { file } = input;
  const restaurant = file.restaurant;
  const memberProvider = input.member?.provider ?? null;
  let lines: LinePrice[];
  if (pricedLines) lines = pricedLines.slice();
  else {
    const priced = priceLines(input);
    if (!priced.ok) return priced;
    lines = priced.lines;
  }

  let subtotal = 0;
  for (const line of lines) subtotal += line.price;
  const discount = promoDiscount(input.discount, subtotal);
  const member = memberDiscount(input.member, subtotal - discount.amount);
  const preTaxMember = member.preTax ? member.amount : 0;
  const subsidyDiscount = payWhatYouCan(file, {
    lines,
    remaining: subtotal - discount.amount - preTaxMember,
    subsidyCode: input.subsidyCode,
    memberProvider,
    chosenAmountToBePaid: input.chosenAmountToBePaid,
  });
  const subtotalDiscounted = Math.max(0, subtotal - discount.amount - preTaxMember - subsidyDiscount.amount);

  const empty = lines.length === 0;
  const service = empty ? NO_CHARGE : serviceCharge(file, input.orderType, subtotalDiscounted);
  const delivery = empty
    ? NO_CHARGE
    : deliveryCharge(file, input.orderType, subtotalDiscounted, input.deliveryZone);
  const charges = service.amount + delivery.amount;

  const shares = allocate(
    subtotalDiscounted,
    lines.map((l) => l.price),
  );
  const tax = computeTaxes({
    province: restaurant.province,
    rates: restaurant.tax_rate,
    inclusive: restaurant.tax_inclusive,
    lines: lines.map((l, i) => ({
      base: shares[i]!,
      weight: l.price,
      taxRate: l.taxRate,
      rebateEligible: l.rebateEligible,
    })),
    charges,
  });

  const beforeMember = subtotalDiscounted + charges + (restaurant.tax_inclusive ? 0 : tax.taxes);
  // The taxes stay owed on what was taxed: an after-tax member discount never eats into them.
  const postTaxMember = member.preTax ? 0 : Math.min(member.amount, beforeMember - tax.taxes);
  const total = beforeMember - postTaxMember;
  const tip = resolveTip(input.tip, subtotalDiscounted);
  const totalWithTip = total + tip.amount;
  const tenders = applyTenders(totalWithTip, input.voucher, input.credits);

  const costs: Costs = {
    subtotal,
    subtotalDiscounted,
    taxes: tax.taxes,
    taxBrackets: tax.brackets,
    taxInfo: {
      inclusive: restaurant.tax_inclusive,
      province: restaurant.province,
      rebateApplied: tax.rebateApplied,
    },
    total,
    totalWithoutTaxes: total - tax.taxes,
    totalWithTip,
    tip,
    serviceCharge: service,
    deliveryCharge: delivery,
    voucher: tenders.voucher,
    discount,
    credits: tenders.credits,
    memberDiscount: { preTax: member.preTax, amount: member.preTax ? member.amount : postTaxMember },
    subsidyDiscount,
    amountToCharge: tenders.amountToCharge,
    paymentNotRequired: isPaymentNotRequired({
      orderType: input.orderType,
      preOrder: input.preOrder,
      eventDayOrdering: input.eventDayOrdering,
      paymentProcessor: restaurant.payment_processor,
      totalWithTip,
      amountToCharge: tenders.amountToCharge,
      tendered: tenders.voucher.amount + tenders.credits.amount,
    }),
    // Said only when true: the totals above leave out a delivery charge the address has yet to set.
    ...(!empty && deliveryAwaitsAddress(file, input.orderType, input.deliveryZone)
      ? { deliveryAwaitsAddress: true }
      : {}),
  };
  return { ok: true, costs, lines, lineTaxes: tax.lineTaxes };
}

function priceLines(
  input: CostsInput,
): { ok: true; lines: LinePrice[] } | { ok: false; issues: PricingIssue[] } {
  const lines: LinePrice[] = [];
  const issues: PricingIssue[] = [];
  for (const priced of repriceCartItems(input, input.lines)) {
    if (priced.ok) lines.push(priced.line);
    else issues.push(priced.issue);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, lines };
}

/** The cart items with orderPrice and adjusted prices refreshed (for the cart after a costs call). */
export function repriceCartItems(
  input: Pick<CostsInput, 'file' | 'index' | 'now' | 'subsidyCode' | 'member'>,
  items: readonly CartItem[],
) {
  const ctx = buildPriceContext(input.file, {
    now: input.now,
    index: input.index,
    subsidyCode: input.subsidyCode,
    memberProvider: input.member?.provider ?? null,
  });
  return items.map((item) => priceLine(ctx, item));
}

/**
 * What item subsidy pricing (a discount or fixed price for everyone, or for the diner's subsidy code) took off each
 * priced line: the line priced with no item subsidy, less its price; 0 for a line no subsidy reached.
 */
export function itemSubsidies(
  input: Pick<CostsInput, 'file' | 'index' | 'now'>,
  items: readonly CartItem[],
  lines: readonly LinePrice[],
): Cents[] {
  const ctx = { ...buildPriceContext(input.file, { now: input.now, index: input.index }), subsidy: null };
  return items.map((item, i) => {
    const full = priceLine(ctx, item);
    return full.ok ? Math.max(0, full.line.price - (lines[i]?.price ?? 0)) : 0;
  });
}
