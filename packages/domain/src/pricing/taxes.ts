/**
 * Taxes. Brackets tax1 and tax2, labelled by province. Each line is taxed on its
 * pro-rata share of the discounted subtotal at its own rate (split over the brackets: up to the restaurant's tax1
 * rate in tax1, the rest in tax2) or else the restaurant's. A charge (service, delivery) goes with the goods: it is
 * shared over the lines pro rata and each share taxed at its line's rates, so delivering GST-only goods in British
 * Columbia carries no PST; with no goods to go with, it takes the restaurant's rates. Each bracket is rounded once. Tax-inclusive restaurants extract the tax from the prices instead of adding it. Ontario's
 * point-of-sale rebate: eligible items totalling $4.00 or less are taxed at 5 % (the 8 % provincial part rebated).
 */

import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, roundHalfUp } from '../money/money';
import type { TaxBracket } from './types';

export type Province = RestaurantDataFile['restaurant']['province'];

const HST: readonly string[] = ['on', 'nb', 'nl', 'ns', 'pe'];
const PST: readonly string[] = ['bc', 'mb', 'sk'];

export const ONTARIO_REBATE_THRESHOLD: Cents = 400;
export const ONTARIO_REBATED_RATE = 0.05;

/**
 * The brackets' labels: the English acronyms, which also name the tax's kind for the screens (the web says TPS, TVP,
 * TVH, TVQ in French from them: costs-summary.tsx); the API keeps them as they are.
 */
export function taxLabels(province: string): { tax1: string; tax2: string } {
  if (HST.includes(province)) return { tax1: 'HST', tax2: 'PST' };
  if (PST.includes(province)) return { tax1: 'GST', tax2: 'PST' };
  if (province === 'qc') return { tax1: 'GST', tax2: 'QST' };
  return { tax1: 'GST', tax2: 'PST' };
}

export interface TaxedLine {
  /** The line's share of the discounted subtotal (cents). */
  base: Cents;
  /** Its own rate, or null for the restaurant's brackets. */
  taxRate: number | null;
  rebateEligible: boolean;
  /**
   * The line's weight when the charges are shared over the lines (its price before discounts); defaults to base.
   * Not base alone: a fully discounted cart still has goods its delivery charge goes with.
   */
  weight?: Cents;
}

export interface TaxInput {
  province: string;
  rates: { tax1: number; tax2: number | null };
  inclusive: boolean;
  lines: readonly TaxedLine[];
  /** Service and delivery charges, taxed pro rata at the rates of the lines. */
  charges: Cents;
}

export interface TaxResult {
  brackets: TaxBracket[];
  taxes: Cents;
  rebateApplied: boolean;
  /**
   * Each line's exact (unrounded) amount in each bracket, its share of the charges included: what a checkout of
   * several orders splits its rounded brackets by, so each order carries the taxes of its own goods.
   */
  lineTaxes: number[][];
}

/** A line's own rate split over the restaurant's brackets. */
export function splitRate(rate: number, rates: TaxInput['rates']): [number, number] {
  if (rates.tax2 === null) return [rate, 0];
  const first = Math.min(rate, rates.tax1);
  return [first, rate - first];
}

export function computeTaxes(input: TaxInput): TaxResult {
  const { rates, inclusive } = input;
  let eligibleTotal = 0;
  for (const line of input.lines) if (line.rebateEligible) eligibleTotal += line.base;
  const rebateApplied =
    input.province === 'on' && eligibleTotal > 0 && eligibleTotal <= ONTARIO_REBATE_THRESHOLD;
  const restaurant: [number, number] = [rates.tax1, rates.tax2 ?? 0];
  const exact = [0, 0];
  const add = (base: Cents, split: [number, number]): number[] => {
    const divisor = inclusive ? 1 + split[0] + split[1] : 1;
    const amounts = [(base * split[0]) / divisor, (base * split[1]) / divisor];
    exact[0]! += amounts[0]!;
    exact[1]! += amounts[1]!;
    return amounts;
  };
  let weights = 0;
  for (const line of input.lines) weights += line.weight ?? line.base;
  const mixed = [false, false];
  const lineTaxes = input.lines.map((line) => {
    let split = line.taxRate === null ? restaurant : splitRate(line.taxRate, rates);
    if (rebateApplied && line.rebateEligible)
      split = [Math.min(split[0] + split[1], ONTARIO_REBATED_RATE), 0];
    if (split[0] !== restaurant[0]) mixed[0] = true;
    if (split[1] !== restaurant[1]) mixed[1] = true;
    // The line's share of the charges is taxed as the line is; each bracket is still rounded once, below.
    const chargeShare = weights > 0 ? (input.charges * (line.weight ?? line.base)) / weights : 0;
    return add(line.base + chargeShare, split);
  });
  if (weights === 0) {
    // Nothing priced to go with (free lines): the charges take the restaurant's rates, shared equally by the lines.
    const amounts = add(input.charges, restaurant);
    for (const line of lineTaxes) {
      line[0]! += amounts[0]! / lineTaxes.length;
      line[1]! += amounts[1]! / lineTaxes.length;
    }
  }
  const labels = taxLabels(input.province);
  const brackets: TaxBracket[] = [
    {
      key: 'tax1',
      label: labels.tax1,
      rate: rates.tax1,
      amount: roundHalfUp(exact[0]!),
      ...(mixed[0] ? { mixed: true } : {}),
    },
  ];
  // A second bracket the restaurant does not charge, in which no line was taxed, is no tax on the order: left out
  // rather than shown at $0.00 (British Columbia's PST at a restaurant, which only its liquor bears).
  if (rates.tax2 !== null && (rates.tax2 > 0 || mixed[1])) {
    brackets.push({
      key: 'tax2',
      label: labels.tax2,
      rate: rates.tax2,
      amount: roundHalfUp(exact[1]!),
      ...(mixed[1] ? { mixed: true } : {}),
    });
  }
  return {
    brackets,
    taxes: brackets.reduce((sum, b) => sum + b.amount, 0),
    rebateApplied,
    lineTaxes: lineTaxes.map((amounts) => amounts.slice(0, brackets.length)),
  };
}
