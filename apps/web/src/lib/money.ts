import { formatMoney } from '@ordering/domain/money/money';
import type { Locale } from './locale';

export const money = (cents: number, locale: Locale) => formatMoney(cents, locale);
