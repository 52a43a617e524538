import { localized } from '@ordering/domain/menu/convert';
import { kitchenDay } from '@ordering/domain/ordering/kitchens';
import { useTranslation } from 'react-i18next';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import { currentTime } from '../../../lib/clock';
import type { Locale } from '../../../lib/locale';
import { menuLocale } from '../../../lib/locale';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { hoursText } from '../hours-text';

/**
 * A marketplace hub's kitchens: each with its picture, what it cooks, today's hours and
 * whether it is open now. Choosing one shows its menu below; the cart takes every kitchen's dishes together.
 */
export function KitchenList({
  data,
  locale,
  menuIds,
  selected,
  onSelect,
}: {
  data: RestaurantData;
  locale: Locale;
  /** The kitchens the current order mode can order from, in the menu's order. */
  menuIds: readonly string[];
  selected: string | undefined;
  onSelect: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const zone = data.menu_configuration.zone ?? data.restaurant.timezone;
  const now = currentTime();
  const kitchens = menuIds
    .map((id) => data.menus.find((m) => m.id === id))
    .filter((m): m is RestaurantData['menus'][number] => Boolean(m));
  return (
    <section aria-labelledby="kitchens-title" className="mt-5">
      <h2 id="kitchens-title" className="font-display text-xl font-semibold">
        {t('marketplace.kitchens')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('marketplace.kitchensHint')}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {kitchens.map((menu) => (
          <KitchenCard
            key={menu.id}
            data={data}
            menu={menu}
            locale={locale}
            now={now}
            zone={zone}
            current={menu.id === selected}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </section>
  );
}

/** One kitchen of the hub: its picture, what it cooks, whether it is open now and its hours today. */
function KitchenCard({
  data,
  menu,
  locale,
  now,
  zone,
  current,
  onSelect,
}: {
  data: RestaurantData;
  menu: RestaurantData['menus'][number];
  locale: Locale;
  now: Date;
  zone: string;
  current: boolean;
  onSelect: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  const r = data.restaurant;
  const group = data.menu_groups.find((g) => g.id === menu.menu_group_id);
  const image = menu.image ?? group?.image ?? null;
  const description =
    localized(menu, 'description', lang) || (group ? localized(group, 'description', lang) : '');
  const day = kitchenDay(r, menu, now, zone);
  const status = day.openNow
    ? t('marketplace.openNow')
    : day.opensAt
      ? t('marketplace.opensAt', { time: hoursText([day.opensAt], locale, zone) })
      : t('marketplace.closedNow');
  const hours =
    day.intervals.length === 0
      ? t('marketplace.closedToday')
      : t('marketplace.hoursToday', { hours: hoursText(day.intervals, locale, zone) });
  return (
    <li>
      <button
        type="button"
        aria-pressed={current}
        onClick={() => onSelect(menu.slug)}
        data-kitchen={menu.slug}
        // The chosen kitchen's look follows aria-pressed: the list the server drew shows a new choice by
        // that attribute alone (app/routes/hub-kitchens.tsx).
        className="flex h-full w-full gap-3 rounded-2xl border border-line bg-surface p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-pressed:border-brand aria-pressed:ring-2 aria-pressed:ring-brand"
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <span className="font-semibold">{localized(menu, 'name', lang)}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                day.openNow ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-900'
              }`}
            >
              {status}
            </span>
          </span>
          {description ? (
            // Most kitchens describe themselves in plain text: the sanitiser loads only for markup.
            <MaybeRichText
              as="span"
              mode="strip"
              text={description}
              className="mt-0.5 block text-sm text-muted"
            />
          ) : null}
          <span className="mt-1 block text-xs text-muted">{hours}</span>
          {current ? (
            <span data-showing className="sr-only">
              {' '}
              {t('marketplace.showing')}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
