/**
 * A checkout of several orders priced once (costs.service.ts priceOrder), split into each order's costs: the one
 * split the submission charges (submission/price-orders.ts) and set-costs shows a K-12 parent per day beforehand.
 */
import { type RotationalOrdersLike, rotationalGroups } from '@ordering/domain/cart/rotational-lines';
import type { SetCostsResponse } from '@ordering/domain/contracts/orders';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { sumCents, toDollars } from '@ordering/domain/money/money';
import { itemSubsidies } from '@ordering/domain/pricing/costs';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { lineTaxCents, payWhatYouCanPart, splitCosts } from '@ordering/domain/pricing/split-costs';
import type { Costs, LinePrice } from '@ordering/domain/pricing/types';
import type { PricedCart } from './costs.service';

/**
 * `sizes` are the orders' numbers of lines, in the order the priced lines come back (cart order). Answers each
 * order's lines with their prices, their taxes in cents (`lineTaxCents`) and its costs.
 */
export function splitCheckout(
  file: Pick<RestaurantDataFile, 'subsidies'>,
  priced: Pick<PricedCart, 'costs' | 'lines' | 'lineTaxes'>,
  sizes: readonly number[],
): { linePrices: LinePrice[]; lineTaxes: number[]; costs: Costs }[] {
  const { costs } = priced;
  let offset = 0;
  const shares = sizes.map((size) => {
    const end = offset + size;
    const linePrices = priced.lines.slice(offset, end);
    const lineTaxes = priced.lineTaxes.slice(offset, end);
    const taxes = costs.taxBrackets.map((_, k) => lineTaxes.reduce((sum, line) => sum + (line[k] ?? 0), 0));
    offset = end;
    return {
      linePrices,
      lineTaxes,
      subtotal: linePrices.reduce((sum, l) => sum + l.price, 0),
      taxes,
      // What of it the pay-what-you-can is based on (its meals when the subsidy targets meals): its share of it.
      subsidised: linePrices.reduce((sum, l) => sum + payWhatYouCanPart(file, costs.subsidyDiscount, l), 0),
    };
  });
  const split = splitCosts(costs, shares);
  const keys = costs.taxBrackets.map((b) => b.key);
  return shares.map((share, i) => {
    const own = split[i] ?? costs;
    return { linePrices: share.linePrices, lineTaxes: lineTaxCents(own, keys, share.lineTaxes), costs: own };
  });
}

/**
 * A K-12 cart's orders (a date and a student each, rotationalGroups) with their part of the costs set-costs priced
 * for the whole cart: what each will be charged, in the API's dollars.
 */
export function k12OrdersCosts(
  file: RestaurantDataFile,
  priced: Pick<PricedCart, 'costs' | 'lines' | 'lineTaxes' | 'items'>,
  orders: RotationalOrdersLike<unknown>,
  now: Date,
): NonNullable<SetCostsResponse['orders']> {
  const groups = rotationalGroups(orders);
  const split = splitCheckout(
    file,
    priced,
    groups.map((g) => g.items.length),
  );
  // The item subsidy is in the lines' prices: the parent reads it as the regular price less the subsidy.
  const perLine = itemSubsidies({ file, index: buildMenuIndex(file), now }, priced.items, priced.lines);
  let offset = 0;
  return groups.map((group, i) => {
    const costs = split[i]?.costs ?? priced.costs;
    const itemSubsidy = sumCents(perLine.slice(offset, offset + group.items.length));
    offset += group.items.length;
    return {
      date: group.date,
      studentId: group.studentId,
      subtotal: toDollars(costs.subtotal + itemSubsidy),
      discount: toDollars(costs.discount.amount + costs.memberDiscount.amount),
      subsidy: toDollars(itemSubsidy + costs.subsidyDiscount.amount),
      taxes: toDollars(costs.taxes),
      total: toDollars(costs.total),
      amountToCharge: toDollars(costs.amountToCharge),
    };
  });
}
