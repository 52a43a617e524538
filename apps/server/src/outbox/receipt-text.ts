/**
 * A receipt's rows (packages/domain/src/pricing/receipt-rows.ts) as the lines of an e-mail, in the diner's language:
 * "Subtotal: $20.00", "Promo WELCOME10: −$2.00", "HST (13%): $2.34"... "Total: $23.34", with the words and the
 * typography of the server's catalogue (catalog-receipt.ts) and money as formatMoney writes it.
 */
import { formatMoney } from '@ordering/domain/money/money';
import type { ReceiptRow, ReceiptRowKind } from '@ordering/domain/pricing/receipt-rows';
import { catalogs, type Locale, type MessageKey, translate } from '../i18n/messages';

const WORDS: Partial<Record<ReceiptRowKind, MessageKey>> = {
  subtotal: 'receipt.subtotal',
  member: 'receipt.member',
  subsidy: 'receipt.subsidy',
  serviceCharge: 'receipt.serviceCharge',
  deliveryCharge: 'receipt.deliveryCharge',
  deliveryPending: 'receipt.deliveryCharge',
  taxes: 'receipt.taxes',
  tip: 'receipt.tip',
  total: 'receipt.total',
};

/**
 * A tax bracket's name in `locale`: the costs label brackets with the English acronyms (GST, PST, HST, QST), which
 * French says TPS, TVP, TVH, TVQ; another label is kept as it came, as apps/web/src/lib/tax-name.ts does.
 */
export function taxNameIn(label: string, locale: Locale): string {
  const key = `receipt.taxName.${label}` as MessageKey;
  return /^[A-Z]{2,4}$/.test(label) && key in catalogs[locale] ? translate(locale, key) : label;
}

const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate);

function labelOf(row: ReceiptRow, locale: Locale): string {
  if (row.kind === 'discount')
    return row.code
      ? translate(locale, 'receipt.promo', { code: row.code })
      : translate(locale, 'receipt.discount');
  if (row.kind === 'tax') {
    const name = taxNameIn(row.label ?? '', locale);
    return row.rate === undefined
      ? name
      : translate(locale, 'receipt.taxRate', { name, rate: percent(row.rate, locale) });
  }
  if (row.kind === 'total' && row.beforeDelivery) return translate(locale, 'receipt.totalBeforeDelivery');
  // The restaurant's own name of its service charge, or of its total with the tip, when it has one.
  if (row.label) return row.label;
  const key = WORDS[row.kind];
  return key ? translate(locale, key) : row.kind;
}

function taxesIncluded(row: ReceiptRow, locale: Locale): string {
  const amount = formatMoney(row.cents, locale);
  if (!row.brackets) return translate(locale, 'receipt.taxesIncluded', { amount });
  const split = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    row.brackets.map((b) => `${taxNameIn(b.label, locale)} ${formatMoney(b.cents, locale)}`),
  );
  return translate(locale, 'receipt.taxesIncludedSplit', { amount, split });
}

/** One row as a line of text. */
export function receiptRowText(row: ReceiptRow, locale: Locale): string {
  if (row.kind === 'taxesIncluded') return taxesIncluded(row, locale);
  const label = labelOf(row, locale);
  if (row.kind === 'deliveryPending')
    return translate(locale, 'receipt.row', { label, amount: translate(locale, 'receipt.deliveryPending') });
  const amount = formatMoney(row.cents, locale);
  return translate(locale, row.negative ? 'receipt.rowOff' : 'receipt.row', { label, amount });
}
