import { localized } from '@ordering/domain/menu/convert';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { restaurantQueryOptions } from '../../../lib/restaurant-data';
import type { StaffRestaurant } from '../api';
import { type BoardFilter, ORDER_TYPES, type TypeFilter } from '../board';
import { DateField } from './date-field';
import { inputClass, secondaryButton } from './ui';

/** The board's title and what it shows: the day (today by default), the order type, a hub's kitchen, a search. */
export function BoardFilters({
  restaurant,
  locale,
  date,
  shownDate,
  onDate,
  types,
  filter,
  setFilter,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  date: string | null;
  /** The day the board shows: the one chosen, or the server's today. */
  shownDate: string;
  onDate: (date: string | null) => void;
  /** The order types of the day's orders. */
  types: string[];
  filter: BoardFilter;
  setFilter: Dispatch<SetStateAction<BoardFilter>>;
}) {
  const { t } = useTranslation();
  // A marketplace hub's kitchens (its menus): each has its own board, picked here.
  const published = useQuery(restaurantQueryOptions(restaurant.slug));
  const kitchens = published.data?.restaurant.marketplace_hub
    ? published.data.menus.map((m) => ({ id: m.id, name: localized(m, 'name', menuLocale(locale)) }))
    : [];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <h1 className="font-display text-2xl font-semibold">{t('staff.board.title')}</h1>
      <label htmlFor="board-date" className="text-sm">
        <span className="block font-semibold">{t('staff.board.date')}</span>
        <DateField
          id="board-date"
          value={shownDate}
          onChange={(day) => onDate(day || null)}
          locale={locale}
          className={`${inputClass} py-1.5`}
        />
      </label>
      {date ? (
        <button type="button" className={`${secondaryButton} py-1.5`} onClick={() => onDate(null)}>
          {t('staff.board.today')}
        </button>
      ) : null}
      <label className="text-sm">
        <span className="block font-semibold">{t('staff.board.type')}</span>
        <select
          value={filter.type}
          onChange={(e) => setFilter((f) => ({ ...f, type: e.target.value as TypeFilter }))}
          className={`${inputClass} py-1.5`}
        >
          <option value="all">{t('staff.board.allTypes')}</option>
          {ORDER_TYPES.filter((type) => types.includes(type) || type === filter.type).map((type) => (
            <option key={type} value={type}>
              {t(`staff.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {kitchens.length > 0 ? (
        <label className="text-sm">
          <span className="block font-semibold">{t('staff.board.kitchen')}</span>
          <select
            value={filter.kitchen ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, kitchen: e.target.value || undefined }))}
            className={`${inputClass} py-1.5`}
          >
            <option value="">{t('staff.board.allKitchens')}</option>
            {kitchens.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="min-w-56 flex-1 text-sm">
        <span className="block font-semibold">{t('staff.board.search')}</span>
        <input
          type="search"
          value={filter.search}
          placeholder={t('staff.board.searchHint')}
          onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
          className={`${inputClass} py-1.5`}
        />
      </label>
    </div>
  );
}
