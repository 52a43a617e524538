import { localized, type MenuLocale } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../locale';
import { money } from '../../money';
import { taxName } from '../../tax-name';
import type { CostsBody } from '../api';

const dollars = (amount: number, locale: Locale) => money(toCents(amount), locale);
const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate);

/** The costs as the server priced them: every charge, discount and tax on its own line. */
export function CostsSummary({
  costs,
  locale,
  splitTaxes,
  serviceChargeLabel,
  totalTitle,
  showTip = true,
}: {
  costs: CostsBody;
  locale: Locale;
  splitTaxes: boolean;
  serviceChargeLabel?: string | null;
  /** The data file's title of the total with the tip (tip_config's total_summary_title), in the diner's language. */
  totalTitle?: string | null;
  showTip?: boolean;
}) {
  const { t } = useTranslation();
  const rows = costRows(costs, t, locale, { splitTaxes, serviceChargeLabel, showTip });
  // Tax-inclusive prices name the taxes they hold, bracket by bracket, when the restaurant splits its taxes.
  const includedSplit =
    costs.taxInfo.inclusive && splitTaxes && costs.taxBrackets.length > 0
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          costs.taxBrackets.map((b) => `${taxName(t, b.label)} ${dollars(b.amount, locale)}`),
        )
      : null;
  const paid = [
    { key: 'voucher', label: t('costs.giftCard'), amount: costs.voucher.amount },
    { key: 'credits', label: t('costs.credits'), amount: costs.credits.amount },
  ].filter((row) => row.amount > 0);

  return (
    <dl className="grid gap-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          {row.text ? (
            <dd className="text-muted">{row.text}</dd>
          ) : (
            <dd className={row.negative ? 'text-emerald-700 dark:text-emerald-400' : ''}>
              {row.negative ? '−' : ''}
              {dollars(row.amount, locale)}
            </dd>
          )}
        </div>
      ))}
      {costs.taxInfo.inclusive ? (
        <p className="text-xs text-muted" data-taxes-included="">
          {includedSplit
            ? t('costs.taxesIncludedSplit', { amount: dollars(costs.taxes, locale), split: includedSplit })
            : t('costs.taxesIncluded', { amount: dollars(costs.taxes, locale) })}
        </p>
      ) : null}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>
          {costs.deliveryAwaitsAddress
            ? t('costs.totalBeforeDelivery')
            : (showTip && totalTitle) || t('costs.total')}
        </dt>
        <dd>{dollars(showTip ? costs.totalWithTip : costs.total, locale)}</dd>
      </div>
      {paid.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-emerald-700 dark:text-emerald-400">−{dollars(row.amount, locale)}</dd>
        </div>
      ))}
      {showTip && paid.length > 0 ? (
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{t('costs.toPay')}</dt>
          <dd>{dollars(costs.amountToCharge, locale)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

interface CostRow {
  key: string;
  label: string;
  amount: number;
  negative?: boolean;
  text?: string;
}

/** The summary's lines above the total, in the order they apply: charges, discounts, taxes and the tip. */
function costRows(
  costs: CostsBody,
  t: TFunction,
  locale: Locale,
  {
    splitTaxes,
    serviceChargeLabel,
    showTip,
  }: { splitTaxes: boolean; serviceChargeLabel?: string | null; showTip: boolean },
): CostRow[] {
  const rows: CostRow[] = [{ key: 'subtotal', label: t('costs.subtotal'), amount: costs.subtotal }];
  if (costs.discount.amount > 0)
    rows.push({
      key: 'discount',
      label: costs.discount.code ? t('costs.promo', { code: costs.discount.code }) : t('costs.discount'),
      amount: costs.discount.amount,
      negative: true,
    });
  const member = {
    key: 'member',
    label: t('costs.member'),
    amount: costs.memberDiscount.amount,
    negative: true,
  };
  // A member discount before tax reduces what is taxed; one after tax comes off the taxed total.
  if (member.amount > 0 && costs.memberDiscount.preTax) rows.push(member);
  if (costs.subsidyDiscount.amount > 0)
    rows.push({
      key: 'subsidy',
      label: t('costs.subsidy'),
      amount: costs.subsidyDiscount.amount,
      negative: true,
    });
  if (costs.serviceCharge.amount > 0)
    rows.push({
      key: 'service',
      // The data file's label in the diner's language first: the server's is the file's default (English) one.
      label: serviceChargeLabel || costs.serviceCharge.label || t('costs.serviceCharge'),
      amount: costs.serviceCharge.amount,
    });
  if (costs.deliveryCharge.amount > 0)
    rows.push({ key: 'delivery', label: t('costs.deliveryCharge'), amount: costs.deliveryCharge.amount });
  // A delivery by zone before the postal code sets its charge: no fee is shown, the line says what will set it.
  if (costs.deliveryAwaitsAddress)
    rows.push({
      key: 'delivery',
      label: t('costs.deliveryCharge'),
      amount: 0,
      text: t('costs.deliveryAwaitsAddress'),
    });
  if (!costs.taxInfo.inclusive) {
    if (splitTaxes && costs.taxBrackets.length > 0) {
      for (const b of costs.taxBrackets)
        rows.push({
          key: b.key,
          // With lines at other rates (an item's own, a rebate), the restaurant's rate is not the amount's.
          label: b.mixed ? taxName(t, b.label) : `${taxName(t, b.label)} (${percent(b.rate, locale)})`,
          amount: b.amount,
        });
    } else {
      rows.push({ key: 'taxes', label: t('costs.taxes'), amount: costs.taxes });
    }
  }
  if (member.amount > 0 && !costs.memberDiscount.preTax) rows.push(member);
  if (showTip && costs.tip.amount > 0)
    rows.push({ key: 'tip', label: t('costs.tip'), amount: costs.tip.amount });
  return rows;
}

/** tip_config's total_summary_title in `lang`: the order options' translation first, else the file's own text. */
export function totalSummaryTitle(
  orderOptions: RestaurantDataFile['order_options'],
  lang: MenuLocale,
): string | null {
  const { total_summary_title: title = null } = orderOptions.tip_config ?? {};
  const text = localized(
    { localization: orderOptions.localization, total_summary_title: title },
    'total_summary_title',
    lang,
  );
  return text === '' ? null : text;
}
