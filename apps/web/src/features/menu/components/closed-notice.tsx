import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { OrderLink } from '@ordering/domain/order-types/link';
import { formatSlotLabel } from '@ordering/domain/ordering/scheduling';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTime } from '../../../lib/clock';
import { type Locale, menuLocale } from '../../../lib/locale';
import { type ClosedNow, closedNow } from '../closed-now';

/**
 * Whether ordering for now from a menu is closed, checked again every minute: a menu left open on a phone closes at its
 * last call or its closing time without a reload.
 */
export function useClosedNow(data: RestaurantDataFile, menuId: string | undefined, mode: OrderLink) {
  const [now, setNow] = useState(currentTime);
  useEffect(() => {
    const timer = setInterval(() => setNow(currentTime()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => closedNow(data, menuId, mode, now), [data, menuId, mode, now]);
}

/** "Closed now. Ordering opens at 11:30 a.m.", "Last call has passed…": what the notice and the item viewer say. */
export function ClosedMessage({ closed, locale }: { closed: ClosedNow; locale: Locale }) {
  const { t } = useTranslation();
  const { reason, opens, today, zone, kitchen } = closed;
  const name = kitchen ? localized(kitchen, 'name', menuLocale(locale)) : '';
  const time = opens ? formatSlotLabel(opens, zone, locale) : '';
  const day = opens ? new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: zone }).format(opens) : '';
  const title =
    reason === 'lastCall'
      ? t('menu.lastCallPassed')
      : name
        ? t('menu.kitchenClosedNow', { kitchen: name })
        : t('menu.closedNow');
  return (
    <>
      <span className="font-semibold">{title}</span>
      {opens ? ` ${today ? t('menu.opensAt', { time }) : t('menu.opensOn', { day, time })}` : null}
    </>
  );
}

/**
 * "Closed now. Ordering opens at 11:30 a.m.": the menu's word, before a cart is filled, that orders for now wait
 * (outside the menu's hours, or past its last call). A chunk of its own (the scheduling rules and their time-zone
 * code), loaded once the menu is on screen, so the menu's first code does not carry it; nothing is drawn while the
 * menu is open.
 */
export function ClosedNotice({
  data,
  menuId,
  mode,
  locale,
}: {
  data: RestaurantDataFile;
  menuId: string | undefined;
  mode: OrderLink;
  locale: Locale;
}) {
  const closed = useClosedNow(data, menuId, mode);
  if (!closed) return null;
  return (
    <p
      role="status"
      data-closed-notice
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <ClosedMessage closed={closed} locale={locale} />
    </p>
  );
}
