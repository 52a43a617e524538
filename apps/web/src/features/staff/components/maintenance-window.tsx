import type { RestaurantLiveState } from '@ordering/domain/contracts/staff';
import { formatDateTime, formatTime } from '@ordering/domain/format/dates';
import { MAX_MAINTENANCE_HOURS } from '@ordering/domain/ordering/maintenance';
import { formatShortDate } from '@ordering/domain/ordering/offered-dates';
import { instantAtLocalTime } from '@ordering/domain/ordering/zoned';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { endMaintenance, type StaffRestaurant, setMaintenance } from '../api';
import { NOW, QUARTERS, useMaintenanceWindow } from '../hooks/use-maintenance-window';
import { dangerButton, inputClass, panel, primaryButton } from './ui';

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
  const { today, start, end, instants } = useMaintenanceWindow(zone, now);
  const dayLabel = (day: string) =>
    day === today ? t('staff.maintenance.today', { date: formatShortDate(day) }) : formatShortDate(day);
  const timeLabel = (day: string, time: string) =>
    formatTime(instantAtLocalTime(day, time, zone), zone, locale);

  return (
    <section aria-labelledby="maintenance-title" className={panel}>
      <h2 id="maintenance-title" className="text-lg font-semibold">
        {t('staff.maintenance.title')}
      </h2>
      <CurrentWindow restaurant={restaurant} locale={locale} state={state} busy={busy} act={act} now={now} />
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => setMaintenance(restaurant.id, instants()), t('staff.maintenance.saved'));
        }}
      >
        <p className="text-sm text-muted">{t('staff.maintenance.hint', { hours: MAX_MAINTENANCE_HOURS })}</p>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="font-semibold">{t('staff.maintenance.starts')}</legend>
          <Choice
            label={t('staff.maintenance.day')}
            value={start.day}
            onChange={start.setDay}
            options={start.days.map((day) => ({ value: day, label: dayLabel(day) }))}
          />
          <Choice
            label={t('staff.maintenance.time')}
            value={start.time}
            onChange={start.setTime}
            options={[
              ...(start.day === today ? [{ value: NOW, label: t('staff.maintenance.startNow') }] : []),
              ...QUARTERS.map((time) => ({ value: time, label: timeLabel(start.day, time) })),
            ]}
          />
        </fieldset>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="font-semibold">{t('staff.maintenance.ends')}</legend>
          <Choice
            label={t('staff.maintenance.day')}
            value={end.day}
            onChange={end.setDay}
            options={end.days.map((day) => ({ value: day, label: dayLabel(day) }))}
          />
          <Choice
            label={t('staff.maintenance.time')}
            value={end.time}
            onChange={end.setTime}
            options={QUARTERS.map((time) => ({ value: time, label: timeLabel(end.day, time) }))}
          />
        </fieldset>
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('staff.maintenance.set')}
        </button>
      </form>
    </section>
  );
}

type WindowProps = {
  restaurant: StaffRestaurant;
  locale: Locale;
  state: RestaurantLiveState | undefined;
  busy: boolean;
  act: (step: () => Promise<RestaurantLiveState>, done: string) => Promise<void>;
  now: Date;
};

/** The window set, if any (under way or to come), and the button that ends or cancels it. */
function CurrentWindow({ restaurant, locale, state, busy, act, now }: WindowProps) {
  const { t } = useTranslation();
  const window = state?.maintenance ?? null;
  const current = window && Date.parse(window.endsAt) > now.getTime() ? window : null;
  const started = current !== null && Date.parse(current.startsAt) <= now.getTime();
  const when = (iso: string) => formatDateTime(iso, restaurant.timezone, locale);
  return (
    <>
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
    </>
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
