/**
 * A K-12 cart's summary for all its days: the sum of the orders the server split the cart into (set-costs `orders`,
 * one per date and student), each on the basis the parent reads it (the regular price, less the subsidy) and pays
 * it (its amount to charge). Summed from the same parts, the summary's subtotal and subsidy are the days' own, and its
 * amount is what the payment of every order charges.
 */
import { type Cents, toCents } from '../money/money';

/** One order's part, in the API's dollars. */
export interface K12OrderPart {
  subtotal: number;
  discount: number;
  subsidy: number;
  taxes: number;
  total: number;
  amountToCharge: number;
}

export type K12Summary = { [K in keyof K12OrderPart]: Cents };

export function k12Summary(parts: readonly K12OrderPart[]): K12Summary {
  const sum = (key: keyof K12OrderPart) => parts.reduce((s, p) => s + toCents(p[key]), 0);
  return {
    subtotal: sum('subtotal'),
    discount: sum('discount'),
    subsidy: sum('subsidy'),
    taxes: sum('taxes'),
    total: sum('total'),
    amountToCharge: sum('amountToCharge'),
  };
}
