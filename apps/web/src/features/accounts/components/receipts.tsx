import type { CostsBody } from '@ordering/domain/contracts/costs';
import { formatDateTime } from '@ordering/domain/format/dates';
import { toCents, toDollars } from '@ordering/domain/money/money';
import { isOrderType, orderType } from '@ordering/domain/order-types/index';
import { receiptTenders } from '@ordering/domain/pricing/receipt-tenders';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButton } from '../../../components/buttons';
import { Section } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { pastReceipts, type Receipt } from '../api';
import { ReceiptCostRows } from './receipt-cost-rows';

const money = (dollars: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(dollars);

/** The restaurant a receipt is from: where "Reorder" goes, the name it shows, the zone its time is told in. */
export interface ReceiptRestaurant {
  slug: string;
  name: string;
  timezone: string;
}

/**
 * The receipt's restaurant: the one the receipt names (each receipt of every restaurant), else the
 * restaurant the diner came from when the receipt is its own.
 */
export function restaurantOf(
  receipt: Receipt & { restaurant?: ReceiptRestaurant | null },
  current: (ReceiptRestaurant & { id: number | string }) | null,
): ReceiptRestaurant | null {
  if (receipt.restaurant) return receipt.restaurant;
  return current && String(current.id) === receipt.restaurantId ? current : null;
}

/**
 * What paid the receipt's total besides the card, then what was left to pay (none when the card paid it all), from
 * its costs in dollars as the server answers them; none for costs that do not say.
 */
function tendersOf(costs: Record<string, unknown>) {
  const c = costs as Partial<CostsBody>;
  if (!c.voucher || typeof c.amountToCharge !== 'number') return [];
  return receiptTenders({
    voucher: { amount: toCents(c.voucher.amount) },
    credits: c.credits ? { amount: toCents(c.credits.amount) } : null,
    amountToCharge: toCents(c.amountToCharge),
  });
}

/**
 * How the receipt's total was made (subtotal, discounts, charges, taxes, tip, total; the total alone from a server
 * that does not say), then what paid it besides the card and what was left to pay.
 */
function ReceiptTotal({ receipt, locale }: { receipt: Receipt; locale: Locale }) {
  const { t } = useTranslation();
  const rows = receipt.breakdown?.length
    ? receipt.breakdown
    : [{ kind: 'total' as const, amount: receipt.total }];
  return (
    <>
      <ReceiptCostRows rows={rows} locale={locale} />
      {tendersOf(receipt.costs).map((tender) => (
        <p key={tender.kind} className="flex justify-between text-sm">
          <span className="text-muted">{t(`costs.${tender.kind}`)}</span>
          <span>
            {tender.kind === 'toPay' ? '' : '−'}
            {money(toDollars(tender.cents), locale)}
          </span>
        </p>
      ))}
    </>
  );
}

/**
 * /profile/receipts: past orders, newest first (of every restaurant, or of the one the diner came from), each with
 * its restaurant, its time in that restaurant's zone, its lines, total and a reorder button to that restaurant.
 */
export function Receipts({
  restaurantId,
  locale,
  onReorder,
  current = null,
  schoolDaysTo = null,
}: {
  restaurantId: number | string | null;
  locale: Locale;
  /** The restaurant the diner came from (`?restaurant=`), when known. */
  current?: (ReceiptRestaurant & { id: number | string }) | null;
  /** A school program's page where a day is cancelled until its cutoff (K-12 receipts only). */
  schoolDaysTo?: string | null;
  /** Puts the receipt's lines back in its restaurant's cart. */
  onReorder: (receipt: Receipt, restaurant: ReceiptRestaurant) => void;
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
  // In the default date format (dd/MM/yyyy), at the restaurant's time; the device's zone for a receipt whose
  // restaurant is unknown, or whose zone this browser does not know.
  const when = (iso: string, timeZone: string | undefined) => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    try {
      return formatDateTime(iso, timeZone ?? device, locale);
    } catch {
      return formatDateTime(iso, device, locale);
    }
  };
  return (
    <ul className="grid gap-3">
      {receipts.map((receipt) => {
        const from = restaurantOf(receipt, current);
        return (
          <li key={receipt.id}>
            <Section
              title={
                from
                  ? t('accounts.receipts.numberAt', { number: receipt.number, name: from.name })
                  : t('accounts.receipts.number', { number: receipt.number })
              }
              id={`receipt-${receipt.id}`}
            >
              <p className="text-sm text-muted">{when(receipt.createdAt, from?.timezone)}</p>
              {receipt.status === 'cancelled' ? (
                <p className="text-sm font-semibold">{t('accounts.receipts.cancelled')}</p>
              ) : null}
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
              <ReceiptTotal receipt={receipt} locale={locale} />
              {from ? (
                <button
                  type="button"
                  className={`${secondaryButton} justify-self-start`}
                  onClick={() => onReorder(receipt, from)}
                >
                  {t('accounts.receipts.reorder')}
                </button>
              ) : null}
              {schoolDaysTo &&
              isOrderType(receipt.type) &&
              orderType(receipt.type).needs.slot === 'day' &&
              !['completed', 'cancelled'].includes(receipt.status) ? (
                <Link to={schoolDaysTo} className="justify-self-start font-semibold text-brand underline">
                  {t('accounts.receipts.schoolDays')}
                </Link>
              ) : null}
            </Section>
          </li>
        );
      })}
    </ul>
  );
}
