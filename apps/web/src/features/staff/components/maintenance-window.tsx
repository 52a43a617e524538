import type { RestaurantLiveState } from '@ordering/domain/contracts/staff';
import { formatDateTime, formatTime } from '@ordering/domain/format/dates';
import { MAX_MAINTENANCE_HOURS } from '@ordering/domain/ordering/maintenance';
import { formatShortDate } from '@ordering/domain/ordering/offered-dates';
import { addDaysToDate, instantAtLocalTime, localDate, localMinutes } from '@ordering/domain/ordering/zoned';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { endMaintenance, type StaffRestaurant, setMaintenance } from '../api';
import { dangerButton, inputClass, panel, primaryButton } from './ui';

/** How many days ahead a window may be planned from this screen. */
const DAYS_AHEAD = 14;
const NOW = 'now';

/** "HH:mm" of every quarter hour of a day, the times a window starts or ends at. */
const QUARTERS = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The next whole quarter hour after `at`, `hoursLater` hours on, as a day and a time in `zone`. */
function quarterAfter(at: Date, hoursLater: number, zone: string): { day: string; time: string } {
  const later = new Date(at.getTime() + hoursLater * 3_600_000);
  const minutes = Math.ceil((localMinutes(later, zone) + 1) / 15) * 15;
  const day = localDate(later, zone);
  if (minutes >= 24 * 60) return { day: addDaysToDate(day, 1), time: '00:00' };
  return { day, time: QUARTERS[minutes / 15]! };
}

/**
 * The owner's maintenance window (docs/decisions/051-analytics-rollup-and-maintenance-window.md): when it starts (now
 * or a day and time) and when ordering opens again, in the restaurant's zone, at most a day; the window set, and a
 * button that ends it (or cancels it before it starts). Diners read the maintenance message meanwhile and the
 * server refuses their orders; the menu stays readable.
 */
export function MaintenanceWindow({
  restaurant,
  locale,
  state,
  busy,
  act,
  now = new Date(),
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  state: RestaurantLiveState | undefined;
  busy: boolean;
  /** Runs a change of the live state and says `done` (live-controls.tsx). */
  act: (step: () => Promise<RestaurantLiveState>, done: string) => Promise<void>;
  now?: Date;
}) {
  const { t } = useTranslation();
  const zone = restaurant.timezone;
  const today = localDate(now, zone);
  const end = quarterAfter(now, 2, zone);
  const [startDay, setStartDay] = useState(today);
  const [startTime, setStartTime] = useState(NOW);
  const [endDay, setEndDay] = useState(end.day);
  const [endTime, setEndTime] = useState(end.time);

  const window = state?.maintenance ?? null;
  const current = window && Date.parse(window.endsAt) > now.getTime() ? window : null;
  const started = current !== null && Date.parse(current.startsAt) <= now.getTime();
  const when = (iso: string) => formatDateTime(iso, zone, locale);
  const dayLabel = (day: string) =>
    day === today ? t('staff.maintenance.today', { date: formatShortDate(day) }) : formatShortDate(day);
  const timeLabel = (day: string, time: string) =>
    formatTime(instantAtLocalTime(day, time, zone), zone, locale);
  const startDays = Array.from({ length: DAYS_AHEAD }, (_, i) => addDaysToDate(today, i));
  // A window lasts at most a day, so it ends on the day it starts or the next.
  const endDays = [startDay, addDaysToDate(startDay, 1)];

  const submit = () => {
    const startsAt = startTime === NOW ? now : instantAtLocalTime(startDay, startTime, zone);
    const endsAt = instantAtLocalTime(endDay, endTime, zone);
    return act(
      () => setMaintenance(restaurant.id, { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
      t('staff.maintenance.saved'),
    );
  };

  return (
    <section aria-labelledby="maintenance-title" className={panel}>
      <h2 id="maintenance-title" className="text-lg font-semibold">
        {t('staff.maintenance.title')}
      </h2>
      <p
        role="status"
        className={
          started ? 'mt-2 rounded-lg bg-amber-100 p-3 font-semibold text-amber-950' : 'mt-2 text-muted'
        }
      >
        {!current
          ? t('staff.maintenance.none')
          : started
            ? t('staff.maintenance.now', { until: when(current.endsAt) })
            : t('staff.maintenance.planned', { from: when(current.startsAt), until: when(current.endsAt) })}
      </p>
      {current ? (
        <button
          type="button"
          disabled={busy}
          className={`mt-3 ${dangerButton}`}
          onClick={() =>
            void act(
              () => endMaintenance(restaurant.id),
              t(started ? 'staff.maintenance.ended' : 'staff.maintenance.cancelled'),
            )
          }
        >
          {t(started ? 'staff.maintenance.endNow' : 'staff.maintenance.cancel')}
        </button>
      ) : null}
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-muted">{t('staff.maintenance.hint', { hours: MAX_MAINTENANCE_HOURS })}</p>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="font-semibold">{t('staff.maintenance.starts')}</legend>
          <Choice
            label={t('staff.maintenance.day')}
            value={startDay}
            onChange={(day) => {
              setStartDay(day);
              if (day !== today && startTime === NOW) setStartTime('00:00');
              setEndDay(day);
            }}
            options={startDays.map((day) => ({ value: day, label: dayLabel(day) }))}
          />
          <Choice
            label={t('staff.maintenance.time')}
            value={startTime}
            onChange={setStartTime}
            options={[
              ...(startDay === today ? [{ value: NOW, label: t('staff.maintenance.startNow') }] : []),
              ...QUARTERS.map((time) => ({ value: time, label: timeLabel(startDay, time) })),
            ]}
          />
        </fieldset>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="font-semibold">{t('staff.maintenance.ends')}</legend>
          <Choice
            label={t('staff.maintenance.day')}
            value={endDay}
            onChange={setEndDay}
            options={(endDays.includes(endDay) ? endDays : [endDay, ...endDays]).map((day) => ({
              value: day,
              label: dayLabel(day),
            }))}
          />
          <Choice
            label={t('staff.maintenance.time')}
            value={endTime}
            onChange={setEndTime}
            options={QUARTERS.map((time) => ({ value: time, label: timeLabel(endDay, time) }))}
          />
        </fieldset>
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('staff.maintenance.set')}
        </button>
      </form>
    </section>
  );
}

/** One labelled choice of the window's start or end: a day or a quarter hour. */
function Choice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="block">
      <span className="text-sm">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={`mt-1 ${inputClass}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
