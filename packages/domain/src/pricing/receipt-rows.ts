/**
 * How a priced order's total was made, as its receipts tell it (the e-mailed confirmation, past receipts): the
 * subtotal, each discount, each charge, the taxes, the tip and the total, in the order they apply. The same rows, in
 * the same order and on the same rules, as the checkout's summary (apps/web/src/lib/cart/components/costs-summary.tsx
 * costRows), so what the diner reads afterwards is what they agreed to. Amounts are cents; words are the reader's.
 */
import { localized, type MenuLocale } from '../menu/convert';
import type { RestaurantDataFile } from '../menu/data-file';
import type { Cents } from '../money/money';
import type { Costs, TaxBracket } from './types';

/**
 * What a row says: a `discount` is a promo code's (`code` names it); `serviceCharge` may carry the restaurant's
 * `label`; `deliveryPending` is a delivery priced by zone before its postal code (no amount: the charge comes with the
 * address); a `tax` is one bracket, `taxes` their sum for a restaurant that does not split them; `taxesIncluded` what
 * prices that hold their taxes hold (after the tip, as the summary's note); the `total` is last.
 */
export type ReceiptRowKind =
  | 'subtotal'
  | 'discount'
  | 'member'
  | 'subsidy'
  | 'serviceCharge'
  | 'deliveryCharge'
  | 'deliveryPending'
  | 'tax'
  | 'taxes'
  | 'taxesIncluded'
  | 'tip'
  | 'total';

export interface ReceiptRow {
  kind: ReceiptRowKind;
  cents: Cents;
  /** Taken off the total (a discount): receipts show it with a minus sign. */
  negative?: true;
  /** A promo's code. */
  code?: string;
  /** A bracket's acronym (GST, HST...); the restaurant's name of its service charge, or of its total with the tip. */
  label?: string;
  /** A bracket's rate, unless other rates were in it (an item's own, a rebate). */
  rate?: number;
  /** The brackets taxes included in the prices hold, when the restaurant splits them. */
  brackets?: { label: string; cents: Cents }[];
  /** The total before the delivery charge still to come. */
  beforeDelivery?: true;
}

/** The part of an order's costs (cents) its receipt's rows are made of. */
export type ReceiptCosts = Pick<
  Costs,
  | 'subtotal'
  | 'taxes'
  | 'taxInfo'
  | 'total'
  | 'totalWithTip'
  | 'serviceCharge'
  | 'deliveryCharge'
  | 'discount'
  | 'memberDiscount'
  | 'subsidyDiscount'
  | 'deliveryAwaitsAddress'
> & {
  taxBrackets: readonly Pick<TaxBracket, 'label' | 'rate' | 'amount' | 'mixed'>[];
  tip: Pick<Costs['tip'], 'amount'>;
};

/**
 * The parts of `costs` a receipt's rows read, and only those: what an order's confirmation carries to be written
 * later (no gift card code, no credits).
 */
export function receiptCostsOf(costs: ReceiptCosts): ReceiptCosts {
  const { subtotal, taxes, taxInfo, total, totalWithTip, serviceCharge, deliveryCharge, discount } = costs;
  return {
    subtotal,
    taxes,
    taxInfo,
    total,
    totalWithTip,
    serviceCharge,
    deliveryCharge,
    discount,
    memberDiscount: costs.memberDiscount,
    subsidyDiscount: costs.subsidyDiscount,
    taxBrackets: costs.taxBrackets.map(({ label, rate, amount, mixed }) => ({
      label,
      rate,
      amount,
      ...(mixed ? { mixed } : {}),
    })),
    tip: { amount: costs.tip.amount },
    ...(costs.deliveryAwaitsAddress ? { deliveryAwaitsAddress: true as const } : {}),
  };
}

export interface ReceiptRowOptions {
  /** The restaurant shows each tax bracket (its data file's show_split_taxes); else one "Taxes" row. */
  splitTaxes: boolean;
  /** The restaurant's name of its service charge in the reader's language, before the one the costs kept. */
  serviceChargeLabel?: string | null;
  /** The restaurant's title of the total with the tip (tip_config's total_summary_title) in the reader's language. */
  totalTitle?: string | null;
  /** False leaves the tip out, and the total is the one without it. */
  showTip?: boolean;
}

/** What the restaurant's data file says of its receipts' rows, in the reader's language (`lang`). */
export function receiptRowOptions(
  file: { restaurant: Pick<RestaurantDataFile['restaurant'], 'show_split_taxes'> } & {
    order_options: Pick<
      RestaurantDataFile['order_options'],
      'localization' | 'service_charge_label' | 'tip_config'
    >;
  },
  lang: MenuLocale,
): ReceiptRowOptions {
  const options = file.order_options;
  const title = localized(
    {
      localization: options.localization,
      total_summary_title: options.tip_config?.total_summary_title ?? null,
    },
    'total_summary_title',
    lang,
  );
  return {
    splitTaxes: file.restaurant.show_split_taxes,
    serviceChargeLabel: localized(options, 'service_charge_label', lang) || null,
    totalTitle: title || null,
  };
}

/** The taxes added to the prices: each bracket, or their sum. None when the prices hold them (taxesIncluded). */
function taxRows(costs: ReceiptCosts, splitTaxes: boolean): ReceiptRow[] {
  if (costs.taxInfo.inclusive) return [];
  if (!splitTaxes || costs.taxBrackets.length === 0) return [{ kind: 'taxes', cents: costs.taxes }];
  // With lines at other rates (an item's own, a rebate), the restaurant's rate is not the amount's.
  return costs.taxBrackets.map((b) => ({
    kind: 'tax',
    cents: b.amount,
    label: b.label,
    ...(b.mixed ? {} : { rate: b.rate }),
  }));
}

/** The receipt's rows, from the subtotal to the total: each discount, charge and tax on its own row. */
export function receiptRows(costs: ReceiptCosts, options: ReceiptRowOptions): ReceiptRow[] {
  const showTip = options.showTip ?? true;
  const rows: ReceiptRow[] = [{ kind: 'subtotal', cents: costs.subtotal }];
  if (costs.discount.amount > 0)
    rows.push({
      kind: 'discount',
      cents: costs.discount.amount,
      negative: true,
      ...(costs.discount.code ? { code: costs.discount.code } : {}),
    });
  const member: ReceiptRow = { kind: 'member', cents: costs.memberDiscount.amount, negative: true };
  // A member discount before tax reduces what is taxed; one after tax comes off the taxed total.
  if (member.cents > 0 && costs.memberDiscount.preTax) rows.push(member);
  if (costs.subsidyDiscount.amount > 0)
    rows.push({ kind: 'subsidy', cents: costs.subsidyDiscount.amount, negative: true });
  if (costs.serviceCharge.amount > 0) {
    const label = options.serviceChargeLabel || costs.serviceCharge.label;
    rows.push({ kind: 'serviceCharge', cents: costs.serviceCharge.amount, ...(label ? { label } : {}) });
  }
  if (costs.deliveryCharge.amount > 0)
    rows.push({ kind: 'deliveryCharge', cents: costs.deliveryCharge.amount });
  if (costs.deliveryAwaitsAddress) rows.push({ kind: 'deliveryPending', cents: 0 });
  rows.push(...taxRows(costs, options.splitTaxes));
  if (member.cents > 0 && !costs.memberDiscount.preTax) rows.push(member);
  if (showTip && costs.tip.amount > 0) rows.push({ kind: 'tip', cents: costs.tip.amount });
  // Prices that hold their taxes say so under the rows, as the checkout's summary does, bracket by bracket if split.
  if (costs.taxInfo.inclusive) {
    const brackets = costs.taxBrackets.map((b) => ({ label: b.label, cents: b.amount }));
    const split = options.splitTaxes && brackets.length > 0;
    rows.push({ kind: 'taxesIncluded', cents: costs.taxes, ...(split ? { brackets } : {}) });
  }
  const title = showTip && options.totalTitle;
  rows.push({
    kind: 'total',
    cents: showTip ? costs.totalWithTip : costs.total,
    ...(costs.deliveryAwaitsAddress ? { beforeDelivery: true as const } : title ? { label: title } : {}),
  });
  return rows;
}
