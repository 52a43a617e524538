import type { StaffOrder, StaffRefundPreview } from '@ordering/domain/contracts/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { refund, refundPreview, type StaffRestaurant } from '../api';
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
  const queryClient = useQueryClient();
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const lines = order.lines.filter((l) => l.quantity > l.refundedQuantity);
  const chosen = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([position, quantity]) => ({ position: Number(position), quantity }));
  const asked = whole ? {} : { lines: chosen };
  const preview = useQuery({
    queryKey: ['staff', 'refund-preview', restaurant.id, order.id, order.refunded, asked],
    queryFn: () => refundPreview(restaurant.id, order.id, asked),
    enabled: whole || chosen.length > 0,
    gcTime: 0,
    retry: false,
  });

  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        onNotice(null);
        try {
          const body = {
            ...asked,
            ...(reason.trim() ? { reason: reason.trim() } : {}),
          };
          const result = await refund(restaurant.id, order.id, body);
          await queryClient.invalidateQueries({ queryKey: ['staff', 'orders', restaurant.id] });
          onNotice({
            ok: true,
            text: t('staff.refund.done', { amount: dollars(result.refund.amount, locale) }),
          });
          onDone();
        } catch (error) {
          onNotice({
            ok: false,
            text: error instanceof ApiError && error.message ? error.message : t('staff.errors.generic'),
          });
        } finally {
          setBusy(false);
        }
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
      {!whole ? (
        <ul className="space-y-1">
          {lines.map((line) => {
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
                  value={quantities[line.position] ?? 0}
                  onChange={(e) =>
                    setQuantities((q) => ({
                      ...q,
                      [line.position]: Math.max(0, Math.min(left, Number(e.target.value) || 0)),
                    }))
                  }
                  className={`${inputClass} w-20 py-1`}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="block">
        <span className="font-semibold">{t('staff.refund.reason')}</span>
        <input
          type="text"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
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
        <button type="submit" disabled={busy || !preview.data} className={dangerButton}>
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
