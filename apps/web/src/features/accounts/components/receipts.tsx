import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../lib/locale';
import { pastReceipts, type Receipt } from '../api';
import { Card, secondaryButton } from './form-fields';

const money = (dollars: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(dollars);

/** /profile/receipts: past orders, newest first, each with its lines, total and a reorder button. */
export function Receipts({
  restaurantId,
  locale,
  onReorder,
  schoolDaysTo = null,
}: {
  restaurantId: number | string | null;
  locale: Locale;
  /** A school program's page where a day is cancelled until its cutoff (K-12 receipts only). */
  schoolDaysTo?: string | null;
  /** Puts the receipt's lines back in the cart; absent when the receipt's restaurant is not the one shown. */
  onReorder: ((receipt: Receipt) => void) | null;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['receipts', restaurantId],
    queryFn: () => pastReceipts(restaurantId),
  });
  if (query.isPending) return <p className="text-muted">{t('app.loading')}</p>;
  if (query.isError) return <p role="alert">{t('accounts.receipts.failed')}</p>;
  const receipts = query.data.receipts;
  if (receipts.length === 0) return <p className="text-muted">{t('accounts.receipts.none')}</p>;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="grid gap-3">
      {receipts.map((receipt) => (
        <li key={receipt.id}>
          <Card
            title={t('accounts.receipts.number', { number: receipt.number })}
            id={`receipt-${receipt.id}`}
          >
            <p className="text-sm text-muted">{date.format(new Date(receipt.createdAt))}</p>
            <ul className="divide-y divide-line text-sm">
              {receipt.lines.map((line) => (
                <li
                  key={`${line.id}-${line.name}-${line.quantity}-${line.price}`}
                  className="flex justify-between gap-3 py-1.5"
                >
                  <span>
                    {line.quantity} × {line.name}
                    {line.options.length > 0 ? (
                      <span className="block text-muted">{line.options.map((o) => o.name).join(', ')}</span>
                    ) : null}
                  </span>
                  <span>{money(line.price, locale)}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between font-semibold">
              <span>{t('accounts.receipts.total')}</span>
              <span>{money(receipt.total, locale)}</span>
            </p>
            {onReorder ? (
              <button
                type="button"
                className={`${secondaryButton} justify-self-start`}
                onClick={() => onReorder(receipt)}
              >
                {t('accounts.receipts.reorder')}
              </button>
            ) : null}
            {schoolDaysTo &&
            receipt.type === 'school' &&
            !['completed', 'cancelled'].includes(receipt.status) ? (
              <Link to={schoolDaysTo} className="justify-self-start font-semibold text-brand underline">
                {t('accounts.receipts.schoolDays')}
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
