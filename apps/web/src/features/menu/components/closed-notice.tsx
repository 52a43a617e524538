import { localized } from '@ordering/domain/menu/convert';
import { formatSlotLabel } from '@ordering/domain/ordering/scheduling';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import type { ClosedNow } from '../closed-now';

/** "Closed now. Ordering opens at 11:30 a.m.": the menu's word, before a cart is filled, that orders for now wait. */
export function ClosedNotice({ closed, locale }: { closed: ClosedNow; locale: Locale }) {
  const { t } = useTranslation();
  const { opens, today, zone, kitchen } = closed;
  const name = kitchen ? localized(kitchen, 'name', menuLocale(locale)) : '';
  const time = opens ? formatSlotLabel(opens, zone, locale) : '';
  const day = opens ? new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: zone }).format(opens) : '';
  return (
    <p
      role="status"
      data-closed-notice
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <span className="font-semibold">
        {name ? t('menu.kitchenClosedNow', { kitchen: name }) : t('menu.closedNow')}
      </span>
      {opens ? ` ${today ? t('menu.opensAt', { time }) : t('menu.opensOn', { day, time })}` : null}
    </p>
  );
}
