/** Tip, service charge, delivery charge and discount values arrive as text: "5$" is five dollars, "18" is 18 %. */
import { type Cents, percentOf, toCents } from '../money/money';
import type { AmountType } from './types';

export type TextValue = { type: 'dollar'; amount: Cents } | { type: 'percentage'; percent: number };

export function parseTextValue(text: string): TextValue | null {
  const trimmed = text.trim();
  const dollars = trimmed.endsWith('$');
  const body = dollars ? trimmed.slice(0, -1).trim() : trimmed;
  if (!/^\d+(\.\d+)?$/.test(body)) return null;
  const n = Number(body);
  return dollars ? { type: 'dollar', amount: toCents(n) } : { type: 'percentage', percent: n };
}

export interface ResolvedAmount {
  type: AmountType;
  percentageValue: number;
  amount: Cents;
}

/** The amount of a text value against a base (a percentage of `base`, or the fixed dollars). */
export function resolveTextValue(text: string | null | undefined, base: Cents): ResolvedAmount | null {
  const parsed = text == null ? null : parseTextValue(text);
  if (!parsed) return null;
  if (parsed.type === 'dollar') return { type: 'dollar', percentageValue: 0, amount: parsed.amount };
  return { type: 'percentage', percentageValue: parsed.percent, amount: percentOf(base, parsed.percent) };
}
