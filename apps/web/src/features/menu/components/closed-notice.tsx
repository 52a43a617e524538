import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { formatSlotLabel } from '@ordering/domain/ordering/scheduling';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderMode } from '../../../lib/cart/order-mode';
import { currentTime } from '../../../lib/clock';
import { type Locale, menuLocale } from '../../../lib/locale';
import { closedNow } from '../closed-now';

/**
 * "Closed now. Ordering opens at 11:30 a.m.": the menu's word, before a cart is filled, that orders for now wait.
 * A chunk of its own (the scheduling rules and their time-zone code), loaded once the menu is on screen, so the
 * menu's first code does not carry it; nothing is drawn while the menu is open.
 */
export function ClosedNotice({
  data,
  menuId,
  mode,
  locale,
}: {
  data: RestaurantDataFile;
  menuId: string | undefined;
  mode: OrderMode;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const closed = useMemo(() => closedNow(data, menuId, mode, currentTime()), [data, menuId, mode]);
  if (!closed) return null;
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
