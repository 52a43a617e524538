import { BUSY_DELAY_STEP, BUSY_MAX_CUT, BUSY_MAX_DELAY } from '@ordering/domain/pacing/kitchen';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { toast } from '../../../lib/toast';
import { busyQuery, type StaffRestaurant, setBusyMode } from '../api';
import { inputClass, panel, primaryButton, secondaryButton } from './ui';

const DELAYS = Array.from({ length: BUSY_MAX_DELAY / BUSY_DELAY_STEP + 1 }, (_, i) => i * BUSY_DELAY_STEP);
const CUTS = Array.from({ length: BUSY_MAX_CUT / 10 + 1 }, (_, i) => i * 10);
const FOR = [15, 30, 60, 90, 120, 180, 240];

/**
 * Busy mode, for managers: every ready time quoted to diners waits a delay more, and/or the kitchen takes a share
 * less, for a while (decision 041). Shown only where the data file paces the kitchen by make times.
 */
export function BusyMode({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery(busyQuery(restaurant.id));
  const [delay, setDelay] = useState(15);
  const [cut, setCut] = useState(0);
  const [forMinutes, setFor] = useState(60);
  const [sending, setSending] = useState(false);
  if (!state.data?.paced) return null;
  const on = state.data.until !== null;
  const until = state.data.until
    ? new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: restaurant.timezone,
      }).format(new Date(state.data.until))
    : '';

  const apply = async (body: { delayMinutes: number; capacityCutPercent: number; forMinutes: number }) => {
    setSending(true);
    try {
      const next = await setBusyMode(restaurant.id, body);
      queryClient.setQueryData(busyQuery(restaurant.id).queryKey, next);
      toast.success(next.until ? t('staff.busy.set') : t('staff.busy.ended'));
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="busy-title" className={panel}>
      <h2 id="busy-title" className="text-lg font-semibold">
        {t('staff.busy.title')}
      </h2>
      <p role="status" className="mt-2 text-muted">
        {on
          ? t('staff.busy.on', {
              delay: state.data.delayMinutes,
              cut: state.data.capacityCutPercent,
              until,
            })
          : t('staff.busy.off')}
      </p>
      <form
        className="mt-3 grid gap-2 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void apply({ delayMinutes: delay, capacityCutPercent: cut, forMinutes });
        }}
      >
        <BusyChoice
          label={t('staff.busy.delay')}
          value={delay}
          onChange={setDelay}
          options={DELAYS.map((d) => ({ value: d, label: t('staff.busy.minutes', { count: d }) }))}
        />
        <BusyChoice
          label={t('staff.busy.cut')}
          value={cut}
          onChange={setCut}
          options={CUTS.map((c) => ({ value: c, label: t('staff.busy.percent', { value: c }) }))}
        />
        <BusyChoice
          label={t('staff.busy.for')}
          value={forMinutes}
          onChange={setFor}
          options={FOR.map((m) => ({ value: m, label: t('staff.busy.minutes', { count: m }) }))}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          <button type="submit" disabled={sending || (delay === 0 && cut === 0)} className={primaryButton}>
            {t('staff.busy.apply')}
          </button>
          {on ? (
            <button
              type="button"
              disabled={sending}
              className={secondaryButton}
              onClick={() => void apply({ delayMinutes: 0, capacityCutPercent: 0, forMinutes: 5 })}
            >
              {t('staff.busy.end')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** One of busy mode's choices: a delay, a share of the kitchen, or how long. */
function BusyChoice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  options: { value: number; label: string }[];
}) {
  return (
    <label className="block">
      <span className="font-semibold">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className={`mt-1 ${inputClass}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
