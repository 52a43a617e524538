import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { dollars, timeOf } from '../ticket-format';
import { focusRing } from './ui';

/** A translation the board's cards share: each text is made once per language, not once per card. */
export type CardWords = (key: string, values?: Record<string, string | number>) => string;

/**
 * The cards' words, for the whole board: a board draws a few dozen cards at once, and each asked the translator for
 * five texts (a third of the time the board took to draw its first 500 orders; `npm run bench`).
 */
export function useCardWords(): CardWords {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language.
  return useMemo(() => {
    const made = new Map<string, string>();
    return (key, values) => {
      const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
      let text = made.get(id);
      if (text === undefined) {
        text = t(key, values);
        made.set(id, text);
      }
      return text;
    };
  }, [t, i18n.language]);
}

/** One order on the board: enough to pick it out at a glance; the ticket holds the rest. */
export function OrderCard({
  order,
  timezone,
  locale,
  t,
  onOpen,
}: {
  order: StaffOrder;
  timezone: string;
  locale: Locale;
  t: CardWords;
  onOpen: () => void;
}) {
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  const where = order.table?.tableNum
    ? t('staff.ticket.tableShort', { table: order.table.tableNum })
    : order.table?.seat
      ? t('staff.ticket.seatShort', { seat: order.table.seat })
      : null;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid={`order-${order.number}`}
      data-order-id={order.id}
      className={`flex h-full w-full flex-col justify-between overflow-hidden rounded-lg border border-line bg-surface px-3 py-2 text-left shadow-sm hover:border-brand ${focusRing}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="text-lg font-bold">#{order.number}</span>
        <span className="font-semibold">{timeOf(order.pickupTime, timezone, locale)}</span>
      </span>
      <span className="block truncate">{order.contact.name ?? t('staff.ticket.noName')}</span>
      {/* One row (every card is one height, column-list.tsx): what changes the order's handling comes first. */}
      <span className="flex gap-1 overflow-hidden whitespace-nowrap text-xs font-semibold">
        {order.status === 'cancelled' ? (
          <span className="rounded bg-red-100 px-1.5 py-0.5 text-red-900">{t('staff.status.cancelled')}</span>
        ) : null}
        {order.refunded > 0 ? (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
            {t('staff.ticket.refundedShort')}
          </span>
        ) : null}
        <span className="rounded bg-canvas px-1.5 py-0.5">{t(`staff.types.${order.type}`)}</span>
        {order.enteredByStaff ? (
          <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-900">
            {t('staff.ticket.enteredByStaff')}
          </span>
        ) : null}
        {order.scheduled ? (
          <span className="rounded bg-blue-100 px-1.5 py-0.5 text-blue-900">
            {t('staff.ticket.scheduled')}
          </span>
        ) : null}
        {where ? <span className="rounded bg-canvas px-1.5 py-0.5">{where}</span> : null}
      </span>
      <span className="flex justify-between text-sm text-muted">
        <span>{t('staff.board.items', { count: units })}</span>
        <span>{dollars(order.total, locale)}</span>
      </span>
    </button>
  );
}
