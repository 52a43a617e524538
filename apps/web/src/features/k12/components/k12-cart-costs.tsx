/** The K-12 cart's costs as the server priced them: each date and student's part, and every day's together. */
import type { CostsBody } from '@ordering/domain/contracts/costs';
import type { SetCostsResponse } from '@ordering/domain/contracts/orders';
import { toCents } from '@ordering/domain/money/money';
import type { K12Summary } from '@ordering/domain/pricing/k12-summary';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { taxName } from '../../../lib/tax-name';

/**
 * One date and student's order as the server split the cart's costs (set-costs `orders`): the amounts its payment
 * will charge, never summed here. Nothing until the server has answered for it.
 */
export function DayCosts({
  part,
  locale,
  stale,
}: {
  part: NonNullable<SetCostsResponse['orders']>[number] | undefined;
  locale: Locale;
  stale: boolean;
}) {
  const { t } = useTranslation();
  if (!part) return null;
  const row = 'flex justify-between gap-2';
  return (
    <dl
      className={`mt-1 grid gap-0.5 border-t border-dashed border-line pt-1 text-xs text-muted ${stale ? 'opacity-60' : ''}`}
      aria-label={t('k12.dayCosts')}
    >
      <div className={row}>
        <dt>{t('k12.subtotal')}</dt>
        <dd>{money(toCents(part.subtotal), locale)}</dd>
      </div>
      {part.discount > 0 && (
        <div className={row}>
          <dt>{t('k12.discount')}</dt>
          <dd>−{money(toCents(part.discount), locale)}</dd>
        </div>
      )}
      {part.subsidy > 0 && (
        <div className={row}>
          <dt>{t('k12.subsidy')}</dt>
          <dd>−{money(toCents(part.subsidy), locale)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('k12.taxes')}</dt>
        <dd>{money(toCents(part.taxes), locale)}</dd>
      </div>
      <div className={`${row} font-semibold text-ink`}>
        <dt>{t('k12.dayTotal')}</dt>
        <dd>{money(toCents(part.total), locale)}</dd>
      </div>
    </dl>
  );
}

/**
 * Every day's costs together. With the server's days (`summary`), on their basis: the regular price, the subsidy
 * taken off (the items' and pay-what-you-can's), the taxes and the total the payments charge, so the days add up to
 * it. Without them, the cart's costs as priced (lines at their subsidised prices).
 */
export function CostsSummary({
  costs,
  summary,
  days,
  locale,
  stale,
}: {
  costs: CostsBody;
  summary: K12Summary | null;
  days: number;
  locale: Locale;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-2';
  const pwyc =
    !summary && costs.subsidyDiscount.type === 'pay_what_you_can' ? costs.subsidyDiscount.amount : 0;
  const subtotal = summary?.subtotal ?? toCents(costs.subtotal);
  const discount = summary?.discount ?? toCents(costs.discount.amount);
  return (
    <dl
      className={`mt-3 grid gap-1 border-t border-line pt-2 text-sm ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
      aria-label={t('k12.allDaysCosts')}
    >
      <div className={row}>
        <dt>{t('k12.subtotal')}</dt>
        <dd>{money(subtotal, locale)}</dd>
      </div>
      {discount > 0 && (
        <div className={row}>
          <dt>{t('k12.discount')}</dt>
          <dd>−{money(discount, locale)}</dd>
        </div>
      )}
      {summary && summary.subsidy > 0 && (
        <div className={row}>
          <dt>{t('k12.subsidy')}</dt>
          <dd>−{money(summary.subsidy, locale)}</dd>
        </div>
      )}
      {pwyc > 0 && (
        <div className={row}>
          <dt>{t('k12.pwycReduction')}</dt>
          <dd>−{money(toCents(pwyc), locale)}</dd>
        </div>
      )}
      {costs.taxBrackets.map((b) => (
        <div className={row} key={b.key}>
          <dt>
            {b.mixed
              ? // Lines at other rates (an item's own, a rebate): the restaurant's rate is not the amount's.
                costs.taxBrackets.length === 1
                ? t('k12.taxes')
                : taxName(t, b.label)
              : t('k12.taxLine', {
                  // One tax: named in the parent's language; several: by their own labels (GST, PST, QST).
                  label: costs.taxBrackets.length === 1 ? t('k12.taxes') : taxName(t, b.label),
                  rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(b.rate * 100),
                })}
          </dt>
          <dd>{money(toCents(b.amount), locale)}</dd>
        </div>
      ))}
      {costs.taxBrackets.length === 0 && costs.taxes > 0 && (
        <div className={row}>
          <dt>{t('k12.taxes')}</dt>
          <dd>{money(toCents(costs.taxes), locale)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-line pt-1 text-base font-bold`}>
        <dt>{t('k12.allDaysTotal', { count: days })}</dt>
        <dd>{money(summary?.total ?? toCents(costs.total), locale)}</dd>
      </div>
    </dl>
  );
}
