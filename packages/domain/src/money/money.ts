/**
 * Money is an integer number of cents everywhere inside the product. Dollars appear only at the
 * edges: the data file, the API and the screen. There is one rounding (half away from zero,
 * "half-up" for positive amounts) and one allocation function.
 */
export type Cents = number;

/**
 * The most any one amount or balance may be ($1,000,000): every amount the API takes or gives is at most this, so a
 * stored balance or limit above it could not be answered.
 */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000;

/** Guards against binary noise such as 130.49999999999997 meaning 130.5. */
const EPSILON = 1e-7;

export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.floor(Math.abs(value) + 0.5 + EPSILON);
  return rounded === 0 ? 0 : sign * rounded;
}

/** Dollars (as in the data file or the API, at most 2 meaningful decimals) to cents. */
export function toCents(dollars: number | string): Cents {
  const n = typeof dollars === 'string' ? Number(dollars.trim()) : dollars;
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount: ${String(dollars)}`);
  // Whole cents up to binary noise (every price and charge in practice): below a billion dollars the string form
  // below gives the same (money.test.ts); far above, n * 100 loses the cents.
  const hundredfold = n * 100;
  const whole = Math.round(hundredfold);
  if (Math.abs(n) < 1e9 && Math.abs(hundredfold - whole) < 1e-6) return whole === 0 ? 0 : whole;
  // Shifting the decimal point in the string form avoids 1.005 * 100 = 100.49999...
  const shifted = Number(`${n}e2`);
  return roundHalfUp(Number.isFinite(shifted) ? shifted : n * 100);
}

/** Cents to dollars for the API and the screen (exact to 2 decimals). */
export function toDollars(cents: Cents): number {
  return cents / 100;
}

/** `percent` of an amount (15 means 15 %), rounded once. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundHalfUp((cents * percent) / 100);
}

/** An amount times a rate (0.13 means 13 %), rounded once. */
export function applyRate(cents: Cents, rate: number): Cents {
  return roundHalfUp(cents * rate);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const a of amounts) total += a;
  return total;
}

/**
 * Splits `total` over `weights` in proportion, with largest-remainder rounding, so the parts
 * always add up to the whole. Zero weights get nothing unless every weight is zero, in which case
 * the total is split evenly. Ties go to the earlier part.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (!Number.isInteger(total)) throw new RangeError(`allocate needs integer cents, got ${total}`);
  const count = weights.length;
  if (count === 0) return [];
  let weightSum = 0;
  for (const w of weights) {
    if (w < 0 || !Number.isFinite(w)) throw new RangeError('allocate needs weights >= 0');
    weightSum += w;
  }
  // Every cart is priced through here: plain loops over number arrays, no object for each part.
  const even = weightSum === 0;
  const effectiveSum = even ? count : weightSum;
  const magnitude = Math.abs(total);
  const parts: number[] = new Array(count);
  const remainders: number[] = new Array(count);
  let left = magnitude;
  for (let i = 0; i < count; i++) {
    const exact = (magnitude * (even ? 1 : weights[i]!)) / effectiveSum;
    const floor = Math.floor(exact + EPSILON);
    parts[i] = floor;
    remainders[i] = exact - floor;
    left -= floor;
  }
  if (left > 0) {
    const order: number[] = [];
    for (let i = 0; i < count; i++) if (even || weights[i]! > 0) order.push(i);
    order.sort((a, b) => remainders[b]! - remainders[a]! || a - b);
    for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!]! += 1;
  }
  if (total < 0) for (let i = 0; i < count; i++) parts[i] = parts[i] === 0 ? 0 : -parts[i]!;
  return parts;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$12.50" in en-CA, "12,50 $" in fr-CA. */
export function formatMoney(cents: Cents, locale: string): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(locale, f);
  }
  return f.format(toDollars(cents));
}
