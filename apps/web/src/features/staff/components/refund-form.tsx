import type { StaffOrder, StaffRefundPreview } from '@ordering/domain/contracts/staff';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import type { StaffRestaurant } from '../api';
import { useRefund } from '../hooks/use-refund';
import { dollars, nameIn } from '../ticket-format';
import type { Notice } from './ticket-dialog';
import { dangerButton, inputClass, secondaryButton } from './ui';

/**
 * A manager's refund: everything still refundable, or chosen quantities of chosen lines. The server plans the
 * amounts (each unit carries its share of taxes, charges and tip) and answers what went back to which tender; before
 * the manager confirms, its preview of the same request says the amount and what it is made of.
 */
export function RefundForm({
  order,
  restaurant,
  locale,
  onNotice,
  onDone,
}: {
  order: StaffOrder;
  restaurant: StaffRestaurant;
  locale: Locale;
  /** What the refund came to, said in the ticket's action bar. */
  onNotice: (notice: Notice) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refund = useRefund(order, restaurant, locale, onNotice, onDone);
  const { whole, setWhole, preview } = refund;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void refund.send();
      }}
    >
      <fieldset>
        <legend className="font-semibold">{t('staff.refund.title')}</legend>
        <div className="mt-1 flex gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="refund-kind" checked={whole} onChange={() => setWhole(true)} />
            {t('staff.refund.whole', { amount: dollars(order.total - order.refunded, locale) })}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="refund-kind" checked={!whole} onChange={() => setWhole(false)} />
            {t('staff.refund.byLine')}
          </label>
        </div>
      </fieldset>
      {!whole ? <RefundLines order={order} locale={locale} refund={refund} /> : null}
      <label className="block">
        <span className="font-semibold">{t('staff.refund.reason')}</span>
        <input
          type="text"
          maxLength={500}
          value={refund.reason}
          onChange={(e) => refund.setReason(e.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </label>
      {preview.data ? (
        <MoneyBreakdown
          title={t('staff.refund.preview')}
          amount={preview.data.amount}
          parts={preview.data.parts}
          locale={locale}
        />
      ) : preview.isFetching ? (
        <p className="text-muted">{t('staff.refund.previewing')}</p>
      ) : preview.error ? (
        <p role="alert" className="font-semibold text-red-800">
          {preview.error instanceof ApiError && preview.error.message
            ? preview.error.message
            : t('staff.errors.generic')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" disabled={refund.busy || !preview.data} className={dangerButton}>
          {preview.data
            ? t('staff.refund.confirmAmount', { amount: dollars(preview.data.amount, locale) })
            : t('staff.refund.confirm')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('staff.back')}
        </button>
      </div>
    </form>
  );
}

/** The lines still refundable, each with how many of it to give back. */
function RefundLines({
  order,
  locale,
  refund,
}: {
  order: StaffOrder;
  locale: Locale;
  refund: ReturnType<typeof useRefund>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {order.lines
        .filter((l) => l.quantity > l.refundedQuantity)
        .map((line) => {
          const left = line.quantity - line.refundedQuantity;
          return (
            <li key={line.position} className="flex items-center justify-between gap-2">
              <label htmlFor={`refund-line-${line.position}`}>
                {nameIn(line, locale)}{' '}
                <span className="text-muted">({t('staff.refund.left', { count: left })})</span>
              </label>
              <input
                id={`refund-line-${line.position}`}
                type="number"
                min={0}
                max={left}
                value={refund.quantities[line.position] ?? 0}
                onChange={(e) => refund.setQuantity(line.position, left, e.target.value)}
                className={`${inputClass} w-20 py-1`}
              />
            </li>
          );
        })}
    </ul>
  );
}

/** An amount given back and its parts (items, taxes, share of the tip, charges): only the parts that hold money. */
export function MoneyBreakdown({
  title,
  amount,
  parts,
  locale,
}: {
  title: string;
  amount: number;
  parts: StaffRefundPreview['parts'];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const shown = (['items', 'taxes', 'tip', 'charges'] as const).filter((key) => parts[key] > 0);
  return (
    <section aria-label={title} className="rounded border border-slate-300 p-2">
      <p className="flex justify-between font-semibold">
        <span>{title}</span>
        <span data-testid="refund-preview-amount">{dollars(amount, locale)}</span>
      </p>
      <dl className="mt-1 space-y-0.5 text-sm">
        {shown.map((key) => (
          <div key={key} className="flex justify-between">
            <dt>{t(`staff.refund.${key}`)}</dt>
            <dd>{dollars(parts[key], locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
