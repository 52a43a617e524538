/**
 * One checkout, several orders (a marketplace hub's kitchens, K-12 dates): the checkout is priced once, as the diner
 * sees it, and its costs are split across the orders. Each order keeps its own lines' subtotal exactly; every other
 * amount is allocated with the one allocation function (largest remainder), so for every field the orders' parts add
 * up to the checkout's whole, and each part's totals follow from its parts by the pipeline's own identities.
 * Pay-what-you-can goes with what it subsidises: its base is split by each order's own
 * subsidised lines (its meals when the subsidy targets meals), so no order is subsidised beyond them, and the amount
 * chosen by that base; the other pre-tax reductions then fit in what each order has left. Each tax bracket is split
 * by the orders' own exact taxes (their lines' rates, and their share of the charges taxed as their lines are, as
 * taxes.ts taxes a checkout), on each order's own discounted subtotal, so an order of zero-rated goods carries no
 * tax, a fully subsidised one none for its goods, and each order is within a cent of the tax its own goods would bear.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { allocate, type Cents, sumCents } from '../money/money';
import { payWhatYouCanFor, subsidisedPrice } from './pay-what-you-can';
import type { Costs, LinePrice } from './types';

function split(total: Cents, weights: readonly number[]): Cents[] {
  return allocate(total, weights);
}

/**
 * `total` split over `weights` (largest remainder), no part above its cap: what a capped part cannot take goes to the
 * others, by their weights (by their room when none of them weighs anything). The caps must hold the total.
 */
export function allocateCapped(total: Cents, weights: readonly number[], caps: readonly Cents[]): Cents[] {
  const parts = weights.map(() => 0);
  let left = total;
  let open = weights.map((_, i) => i).filter((i) => caps[i]! > 0);
  while (left > 0) {
    if (open.length === 0) throw new RangeError(`${total} does not fit in ${sumCents(caps)}`);
    const w = open.map((i) => weights[i]!);
    const shares = allocate(left, sumCents(w) > 0 ? w : open.map((i) => caps[i]!));
    const over = open.filter((i, k) => parts[i]! + shares[k]! > caps[i]!);
    if (over.length === 0) {
      open.forEach((i, k) => {
        parts[i]! += shares[k]!;
      });
      break;
    }
    for (const i of over) {
      left -= caps[i]! - parts[i]!;
      parts[i] = caps[i]!;
    }
    open = open.filter((i) => !over.includes(i));
  }
  return parts;
}

/**
 * What a line counts toward the checkout's pay-what-you-can base: its price when the subsidy priced (`subsidy`, as
 * payWhatYouCan found it: for everyone, or for the code it names) targets all items, a meal package's price when it
 * targets meals, nothing without one.
 */
export function payWhatYouCanPart(
  file: Pick<RestaurantDataFile, 'subsidies'>,
  subsidy: Costs['subsidyDiscount'],
  line: Pick<LinePrice, 'price' | 'mealPackage'>,
): Cents {
  if (subsidy.type !== 'pay_what_you_can') return 0;
  // The subsidy the checkout was priced with: a code's when it names one (payWhatYouCan keeps the code only then).
  const found = payWhatYouCanFor(file, subsidy.code);
  return found ? subsidisedPrice(found, line) : line.price;
}

export interface OrderShare {
  /** The sum of the order's line prices; the orders' subtotals must add up to `costs.subtotal`. */
  subtotal: Cents;
  /** The order's exact (unrounded) amount in each of `costs.taxBrackets`: its lines' `lineTaxes`, summed. */
  taxes: readonly number[];
  /**
   * The part of its subtotal the checkout's pay-what-you-can is based on (payWhatYouCanPart of its lines: its meals
   * when the subsidy targets meals); absent: its whole subtotal.
   */
  subsidised?: Cents;
}

export function splitCosts(costs: Costs, orders: readonly OrderShare[]): Costs[] {
  if (orders.length === 0) return [];
  if (orders.length === 1) return [costs];
  const subtotals = orders.map((o) => o.subtotal);
  if (sumCents(subtotals) !== costs.subtotal) {
    throw new RangeError(`order subtotals ${sumCents(subtotals)} do not add up to ${costs.subtotal}`);
  }
  const w = subtotals;
  // Pay-what-you-can first, by what each order has that it subsidises (never more than that), the amount chosen by
  // each order's part of the base: an order's subsidy is its base less its part of the amount chosen.
  const subsidised = orders.map((o) => Math.min(o.subtotal, Math.max(0, o.subsidised ?? o.subtotal)));
  const base = costs.subsidyDiscount.baseSubsidizedAmount;
  // Shares that do not hold the base (the caller's parts of another pricing) fall back to the goods.
  const caps = sumCents(subsidised) >= base ? subsidised : subtotals;
  const subsidyBase = allocateCapped(base, caps, caps);
  const chosen = allocateCapped(costs.subsidyDiscount.chosenAmountToBePaid, subsidyBase, subsidyBase);
  const subsidy = subsidyBase.map((base, i) => base - chosen[i]!);
  // The promo code and a pre-tax member discount by the goods, each order's within what its subsidy leaves (the
  // subsidy never exceeds what these leave of the whole, so they fit).
  const room = subtotals.map((s, i) => s - subsidy[i]!);
  const discount = allocateCapped(costs.discount.amount, w, room);
  const preTax = costs.memberDiscount.preTax;
  const preTaxMember = preTax
    ? allocateCapped(
        costs.memberDiscount.amount,
        w,
        room.map((r, i) => r - discount[i]!),
      )
    : subtotals.map(() => 0);
  const own = subtotals.map((s, i) => s - discount[i]! - preTaxMember[i]! - subsidy[i]!);
  const discounted =
    sumCents(own) === costs.subtotalDiscounted && own.every((d) => d >= 0)
      ? own
      : split(
          costs.subtotalDiscounted,
          own.map((d) => Math.max(0, d)),
        );
  // Charges go with the goods as taxes.ts shares them (by price, so fully discounted goods still have theirs); each
  // bracket by the orders' own taxes, on their own discounted subtotals; the tip by what each order's diner pays for.
  const service = split(costs.serviceCharge.amount, w);
  const delivery = split(costs.deliveryCharge.amount, w);
  const member = preTax
    ? preTaxMember
    : allocateCapped(
        costs.memberDiscount.amount,
        w,
        discounted.map((d, i) => d + service[i]! + delivery[i]!),
      );
  const taxed = ownTaxes(costs, orders, discounted);
  const brackets = costs.taxBrackets.map((b, k) =>
    split(
      b.amount,
      taxed.map((t) => t[k] ?? 0),
    ),
  );
  const tip = split(costs.tip.amount, discounted);

  const parts = subtotals.map((subtotal, i) => {
    // A bracket the restaurant does not charge that none of the order's goods bear is left out of it, as taxes.ts
    // leaves it out of a checkout: a food order beside one with liquor in British Columbia shows no PST.
    const taxBrackets = costs.taxBrackets
      .map((b, k) => ({ ...b, amount: brackets[k]![i]! }))
      .filter((b, k) => b.key === 'tax1' || b.rate > 0 || orders[i]!.taxes[k] !== 0);
    const taxes = sumCents(taxBrackets.map((b) => b.amount));
    const postTaxMember = preTax ? 0 : member[i]!;
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

/**
 * Each order's exact taxes on its own discounted subtotal. `taxes` were computed (taxes.ts) on its lines' pro-rata
 * shares of the checkout's discounted subtotal plus their shares of the charges, both by price: so each bracket is
 * the order's price-weighted rate times that base, and the same rate times its own discounted subtotal and charge
 * share gives its own taxes. Without goods to weigh (free lines), the taxes stay as computed.
 */
function ownTaxes(costs: Costs, orders: readonly OrderShare[], discounted: readonly Cents[]): number[][] {
  const charges = costs.serviceCharge.amount + costs.deliveryCharge.amount;
  return orders.map((o, i) => {
    if (costs.subtotal <= 0) return [...o.taxes];
    const share = o.subtotal / costs.subtotal;
    const proRata = (costs.subtotalDiscounted + charges) * share;
    if (proRata <= 0) return [...o.taxes];
    const ratio = (discounted[i]! + charges * share) / proRata;
    return o.taxes.map((t) => Math.max(0, t * ratio));
  });
}

/**
 * Each of an order's lines' taxes in cents, its brackets together: each of the order's rounded brackets spread over
 * its lines by their exact amounts in it (`lineTaxes`, indexed as the checkout's brackets `keys`), so the lines' taxes
 * add up to the order's and a zero-rated line bears none. Prices that include their taxes add none to any line.
 */
export function lineTaxCents(
  order: Pick<Costs, 'taxBrackets' | 'taxInfo'>,
  keys: readonly string[],
  lineTaxes: readonly (readonly number[])[],
): Cents[] {
  const cents = lineTaxes.map(() => 0);
  if (order.taxInfo.inclusive) return cents;
  keys.forEach((key, k) => {
    const amount = order.taxBrackets.find((b) => b.key === key)?.amount ?? 0;
    const parts = allocate(
      amount,
      lineTaxes.map((line) => Math.max(0, line[k] ?? 0)),
    );
    parts.forEach((part, i) => {
      cents[i]! += part;
    });
  });
  return cents;
}
