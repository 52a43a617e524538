import type { ReceiptCostRow } from '@ordering/domain/contracts/accounts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { taxName } from '../../../lib/tax-name';

const money = (dollars: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(dollars);
const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate);

const WORDS: Partial<Record<ReceiptCostRow['kind'], string>> = {
  subtotal: 'costs.subtotal',
  member: 'costs.member',
  subsidy: 'costs.subsidy',
  serviceCharge: 'costs.serviceCharge',
  deliveryCharge: 'costs.deliveryCharge',
  deliveryPending: 'costs.deliveryCharge',
  taxes: 'costs.taxes',
  tip: 'costs.tip',
  total: 'accounts.receipts.total',
};

/** A row's words, as the checkout's summary says them (lib/cart/components/costs-summary.tsx). */
function labelOf(row: ReceiptCostRow, t: TFunction, locale: Locale): string {
  if (row.kind === 'discount') return row.code ? t('costs.promo', { code: row.code }) : t('costs.discount');
  if (row.kind === 'tax') {
    const name = taxName(t, row.label ?? '');
    return row.rate === undefined ? name : `${name} (${percent(row.rate, locale)})`;
  }
  if (row.kind === 'total' && row.beforeDelivery) return t('costs.totalBeforeDelivery');
  // The restaurant's own name of its service charge, or of its total with the tip.
  return row.label || t(WORDS[row.kind] ?? 'costs.total');
}

/** What the prices held in taxes, bracket by bracket when the restaurant splits them. */
function TaxesIncluded({ row, locale }: { row: ReceiptCostRow; locale: Locale }) {
  const { t } = useTranslation();
  const amount = money(row.amount, locale);
  const split = row.brackets
    ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        row.brackets.map((b) => `${taxName(t, b.label)} ${money(b.amount, locale)}`),
      )
    : null;
  return (
    <p className="text-xs text-muted" data-taxes-included="">
      {split ? t('costs.taxesIncludedSplit', { amount, split }) : t('costs.taxesIncluded', { amount })}
    </p>
  );
}

/** How a receipt's total was made, from its subtotal to its total, as the server made the rows (receipt-rows.ts). */
export function ReceiptCostRows({ rows, locale }: { rows: readonly ReceiptCostRow[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row) => {
        if (row.kind === 'taxesIncluded') return <TaxesIncluded key={row.kind} row={row} locale={locale} />;
        const total = row.kind === 'total';
        return (
          <p
            key={`${row.kind}-${row.label ?? ''}`}
            className={`flex justify-between gap-3 ${total ? 'font-semibold' : 'text-sm'}`}
          >
            <span className={total ? '' : 'text-muted'}>{labelOf(row, t, locale)}</span>
            <span className={row.negative ? 'text-emerald-700 dark:text-emerald-400' : ''}>
              {row.kind === 'deliveryPending'
                ? t('costs.deliveryAwaitsAddress')
                : `${row.negative ? '−' : ''}${money(row.amount, locale)}`}
            </span>
          </p>
        );
      })}
    </>
  );
}
