import { localized } from '@ordering/domain/menu/convert';
import { useTranslation } from 'react-i18next';
import { menuLocale } from '../lib/locale';
import { useRestaurantContext } from '../lib/restaurant-data';

/**
 * Why ordering is paused, on the menu, the cart and the checkout alike: the spec's sentence in
 * the diner's language, which says the menu can still be browsed, and beside it the note staff or the data file left
 * (the pause's `orders_paused_message`). The note is shown as written: a staff note has one language only, so it
 * never stands in for the sentence.
 */
export function PausedNotice() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const note = localized(data.order_options, 'orders_paused_message', menuLocale(locale)).trim();
  return (
    <>
      <span className="block">{t('landing.ordersPaused')}</span>
      {note ? (
        <span className="mt-1 block text-sm font-semibold" data-paused-note="">
          {t('landing.pausedNote', { note })}
        </span>
      ) : null}
    </>
  );
}
