import { sumCents, toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { button, card, dayLabel, ghost, type PlacedOrder } from './ui';

/**
 * After the one payment: each date and student's order, with links to it and to the receipts, and what the card was
 * charged for each (the server's split of the payment) and in all (those parts, which add up to the payment).
 */
export function K12Placed({
  placed,
  slug,
  onMore,
}: {
  placed: PlacedOrder[];
  slug: string;
  onMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA') as Locale;
  const charges = placed.map((p) => p.charged);
  const inAll = charges.every((c) => c !== null) ? sumCents(charges.map((c) => toCents(c ?? 0))) : null;
  return (
    <section className={`${card} mx-4 my-6 max-w-xl sm:mx-auto`} aria-labelledby="k12-placed">
      <h2 id="k12-placed" className="text-xl font-bold">
        {t('k12.placedTitle', { count: placed.length })}
      </h2>
      <ul className="mt-3 grid gap-2">
        {placed.map((p) => (
          <li
            key={p.id}
            className="flex items-baseline justify-between gap-2 rounded-xl border border-line p-3"
          >
            <span className="min-w-0">
              <span className="block first-letter:uppercase">
                {dayLabel(p.date, locale)} · {p.student}
              </span>
              {p.charged !== null && (
                <span className="block text-sm text-muted">
                  {t('k12.charged', { amount: money(toCents(p.charged), locale) })}
                </span>
              )}
            </span>
            {/* The number on one line: the day and student wrap instead ("Order #12" split reads as two things). */}
            <Link
              className="shrink-0 font-semibold whitespace-nowrap text-brand underline"
              to={`/${slug}/orders/${p.id}`}
            >
              {t('k12.orderNumber', { number: p.number })}
            </Link>
          </li>
        ))}
      </ul>
      {inAll !== null && (
        <p className="mt-3 font-bold">{t('k12.chargedInAll', { amount: money(inAll, locale) })}</p>
      )}
      <p className="mt-3 text-sm text-muted">{t('k12.cancelHint')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link className={button} to={`/profile/receipts?restaurant=${slug}`}>
          {t('k12.receipts')}
        </Link>
        <button type="button" className={ghost} onClick={onMore}>
          {t('k12.orderMore')}
        </button>
      </div>
    </section>
  );
}
