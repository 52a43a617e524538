import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { refund, type StaffRestaurant } from '../api';
import { dollars, nameIn } from '../ticket-format';
import type { Notice } from './ticket-dialog';
import { dangerButton, inputClass, secondaryButton } from './ui';

/**
 * A manager's refund: everything still refundable, or chosen quantities of chosen lines. The server plans the
 * amounts (each unit carries its share of taxes, charges and tip) and answers what went back to which tender.
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

  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        onNotice(null);
        try {
          const body = {
            ...(whole ? {} : { lines: chosen }),
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
      <div className="flex gap-2">
        <button type="submit" disabled={busy || (!whole && chosen.length === 0)} className={dangerButton}>
          {t('staff.refund.confirm')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('staff.back')}
        </button>
      </div>
    </form>
  );
}
