import type { StaffCreditsResponse } from '@ordering/domain/contracts/programs';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import type { StaffRestaurant } from '../api';
import { dateTimeOf, dollars } from '../ticket-format';

/** The account's last credit moves: when, why, how much, and the balance after. */
export function CreditsHistory({
  account,
  restaurant,
  locale,
}: {
  account: StaffCreditsResponse;
  restaurant: StaffRestaurant;
  locale: Locale;
}) {
  const { t } = useTranslation();
  if (account.entries.length === 0) return <p className="text-muted">{t('staff.credits.none')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('staff.credits.history')}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-1">
            {t('staff.credits.when')}
          </th>
          <th scope="col" className="py-1">
            {t('staff.credits.reason')}
          </th>
          <th scope="col" className="py-1 text-right">
            {t('staff.credits.amount')}
          </th>
          <th scope="col" className="py-1 text-right">
            {t('staff.credits.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {account.entries.map((entry) => (
          <tr key={`${entry.createdAt}-${entry.balanceAfter}`} className="border-b border-line last:border-0">
            <td className="py-1">{dateTimeOf(entry.createdAt, restaurant.timezone, locale)}</td>
            <td className="py-1">
              {t(`staff.credits.reasons.${entry.reason}`, { defaultValue: entry.reason })}
              {entry.note ? <span className="block text-muted">{entry.note}</span> : null}
            </td>
            <td className="py-1 text-right">{dollars(entry.amount, locale)}</td>
            <td className="py-1 text-right">{dollars(entry.balanceAfter, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
