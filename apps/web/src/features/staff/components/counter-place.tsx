import type { CartItemBody } from '@ordering/domain/contracts/cart-convert';
import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { formatShortDate } from '@ordering/domain/ordering/offered-dates';
import { addDaysToDate } from '@ordering/domain/ordering/zoned';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { counterSlotsQuery, type StaffRestaurant } from '../api';
import { timeOf } from '../ticket-format';
import { inputClass } from './ui';

/** Where and when the order is for: a pickup now, a pickup at a later slot of a day, or a table. */
export type CounterPlace =
  | { way: 'now' }
  /** `date` '' is the server's today (the device's clock may be off). */
  | { way: 'later'; date: string; slot: string }
  | { way: 'table'; location: string; number: string };

/** The days a later pickup may be asked for, from the server's today: a menu that takes orders ahead says which. */
const DAYS_AHEAD = 14;

/** Whether the restaurant serves tables the way its diners' dine-in knows them (listed, or any number). */
export const servesTables = (file: RestaurantDataFile) =>
  (file.restaurant.generic_table_locations?.locations.length ?? 0) > 0 || file.restaurant.table_numbers;

/** Whether the place is said in full: a later pickup's slot chosen, a table's number given. */
export const placeChosen = (place: CounterPlace) =>
  place.way === 'now' || (place.way === 'later' ? place.slot !== '' : place.number.trim() !== '');

/**
 * The pickup's time or the table (the staff console's phone or counter order): a later pickup offers the slots the
 * diner's checkout would for this cart (slots the kitchen cannot make it for are full and cannot be chosen); a table
 * is one of the restaurant's locations and tables, or a number where it lists none. The server checks each again.
 */
export function CounterPlaceFields({
  restaurant,
  file,
  items,
  place,
  onChange,
  locale,
}: {
  restaurant: StaffRestaurant;
  file: RestaurantDataFile;
  items: CartItemBody[];
  place: CounterPlace;
  onChange: (place: CounterPlace) => void;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const tables = servesTables(file);
  const choose = (way: CounterPlace['way']) =>
    onChange(
      way === 'later'
        ? { way, date: '', slot: '' }
        : way === 'table'
          ? { way, location: '', number: '' }
          : { way },
    );
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('staff.counter.when')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(['now', 'later', ...(tables ? ['table' as const] : [])] as const).map((way) => (
          <label key={way} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="counter-way" checked={place.way === way} onChange={() => choose(way)} />
            {t(`staff.counter.way.${way}`)}
          </label>
        ))}
      </div>
      {place.way === 'later' ? (
        <LaterSlot restaurant={restaurant} items={items} place={place} onChange={onChange} locale={locale} />
      ) : null}
      {place.way === 'table' ? (
        <TableChoice file={file} place={place} onChange={onChange} locale={locale} />
      ) : null}
    </fieldset>
  );
}

function LaterSlot({
  restaurant,
  items,
  place,
  onChange,
  locale,
}: {
  restaurant: StaffRestaurant;
  items: CartItemBody[];
  place: Extract<CounterPlace, { way: 'later' }>;
  onChange: (place: CounterPlace) => void;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const slots = useQuery(counterSlotsQuery(restaurant.id, items, place.date || null));
  const day = slots.data;
  // The first answer names the server's today: the earliest day offered.
  const [today, setToday] = useState('');
  useEffect(() => {
    if (!today && day && !place.date) setToday(day.date);
  }, [today, day, place.date]);
  return (
    <div className="grid gap-2">
      <label className="block">
        <span className="text-sm font-semibold">{t('staff.counter.day')}</span>
        <select
          className={`mt-1 ${inputClass}`}
          value={place.date || today}
          disabled={!today}
          onChange={(e) => onChange({ ...place, date: e.target.value, slot: '' })}
        >
          {(today ? Array.from({ length: DAYS_AHEAD }, (_, i) => addDaysToDate(today, i)) : []).map((d) => (
            <option key={d} value={d}>
              {d === today ? t('staff.counter.today', { date: formatShortDate(d) }) : formatShortDate(d)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm font-semibold">{t('staff.counter.slot')}</span>
        <select
          className={`mt-1 ${inputClass}`}
          value={place.slot}
          disabled={items.length === 0 || !day || day.slots.length === 0}
          onChange={(e) => onChange({ ...place, slot: e.target.value })}
        >
          <option value="">
            {items.length === 0 ? t('staff.counter.slotNeedsItems') : t('staff.counter.chooseSlot')}
          </option>
          {day?.slots.map((s) => (
            <option key={s.start} value={s.start} disabled={s.full}>
              {s.full
                ? t('staff.counter.slotFull', { time: timeOf(s.start, restaurant.timezone, locale) })
                : timeOf(s.start, restaurant.timezone, locale)}
            </option>
          ))}
        </select>
      </label>
      {day?.unavailable ? (
        <p className="text-sm text-red-800">{day.unavailable.message}</p>
      ) : day && items.length > 0 && !day.slots.some((s) => !s.full) ? (
        <p className="text-sm text-red-800">{t('staff.counter.noSlot')}</p>
      ) : null}
    </div>
  );
}

function TableChoice({
  file,
  place,
  onChange,
  locale,
}: {
  file: RestaurantDataFile;
  place: Extract<CounterPlace, { way: 'table' }>;
  onChange: (place: CounterPlace) => void;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  const locations = file.restaurant.generic_table_locations?.locations ?? [];
  if (locations.length === 0) {
    return (
      <label className="block">
        <span className="text-sm font-semibold">{t('staff.counter.tableNumber')}</span>
        <input
          className={`mt-1 ${inputClass}`}
          value={place.number}
          maxLength={20}
          inputMode="numeric"
          onChange={(e) => onChange({ ...place, number: e.target.value })}
        />
      </label>
    );
  }
  const areas = locations.find((l) => l.name === place.location)?.areas ?? [];
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <label className="block">
        <span className="text-sm font-semibold">{t('staff.counter.tableLocation')}</span>
        <select
          className={`mt-1 ${inputClass}`}
          value={place.location}
          onChange={(e) => onChange({ ...place, location: e.target.value, number: '' })}
        >
          <option value="">{t('staff.counter.chooseLocation')}</option>
          {locations.map((l) => (
            <option key={l.name} value={l.name}>
              {localized(l, 'name', lang) || l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="text-sm font-semibold">{t('staff.counter.table')}</span>
        <select
          className={`mt-1 ${inputClass}`}
          value={place.number}
          disabled={areas.length === 0}
          onChange={(e) => onChange({ ...place, number: e.target.value })}
        >
          <option value="">{t('staff.counter.chooseTable')}</option>
          {areas.map((a) => (
            <option key={a.number} value={a.number}>
              {localized(a, 'label', lang) || a.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
