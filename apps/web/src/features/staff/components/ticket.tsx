import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { isAllergyAlert } from '../ticket-format';
import {
  TicketAnswers,
  TicketContact,
  TicketCosts,
  TicketExtra,
  TicketFulfilment,
  TicketLines,
  TicketPayment,
} from './ticket-sections';

/**
 * The ticket: everything the order keeps, laid out to be read at the pass and printed on an
 * 80 mm kitchen printer (the `staff-ticket` print rules).
 */
export function Ticket({ order, timezone, locale }: { order: StaffOrder; timezone: string; locale: Locale }) {
  const { t } = useTranslation();
  const alerts = order.answers.filter(isAllergyAlert);

  return (
    <div className="staff-ticket space-y-4 text-base">
      <p className="text-sm text-muted">
        {t(`staff.types.${order.type}`)} · {t(`staff.status.${order.status}`)}
        {order.scheduled ? ` · ${t('staff.ticket.scheduled')}` : ''}
      </p>
      {alerts.length > 0 ? (
        <div role="note" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
          <p className="font-bold uppercase">⚠ {t('staff.ticket.allergyAlert')}</p>
          {alerts.map((a) => (
            <p key={a.id} className="font-semibold">
              {Array.isArray(a.answer) ? a.answer.join(', ') : a.answer}
            </p>
          ))}
        </div>
      ) : null}
      {order.cancelReason ? (
        <p className="rounded-lg bg-red-50 p-2 text-red-900">
          {t('staff.labelled', { label: t('staff.ticket.cancelReason') })} {order.cancelReason}
        </p>
      ) : null}

      <TicketLines order={order} timezone={timezone} locale={locale} />
      <TicketFulfilment order={order} timezone={timezone} locale={locale} />
      <TicketContact order={order} timezone={timezone} locale={locale} />
      <TicketAnswers order={order} timezone={timezone} locale={locale} />
      <TicketExtra order={order} timezone={timezone} locale={locale} />
      <TicketCosts order={order} timezone={timezone} locale={locale} />
      <TicketPayment order={order} timezone={timezone} locale={locale} />
    </div>
  );
}
