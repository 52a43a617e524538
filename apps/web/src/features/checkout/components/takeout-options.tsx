import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { formatPrepTime } from '@ordering/domain/ordering/prep-time';
import { checkRequestedTime } from '@ordering/domain/ordering/scheduling';
import { localDate } from '@ordering/domain/ordering/zoned';
import { parseTextValue } from '@ordering/domain/pricing/text-value';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { getScheduling } from '../../../lib/cart/api';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { type CheckoutForm, deliveryZoneOf, type FieldName } from '../checkout-form';
import { hourLabel, slotLabel } from '../slot-label';
import { ChoicePills, FieldError, Section, SelectField, TextField } from './fields';

const DAY_MS = 86_400_000;

/** The days a take-out order can be scheduled for: today to max_advanced_order_days (7 when unset, at most 14). */
function scheduleDays(file: RestaurantDataFile, now: Date, locale: Locale) {
  const zone = file.restaurant.timezone;
  const count = Math.min(14, (file.order_options.max_advanced_order_days ?? 6) + 1);
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  });
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(now.getTime() + i * DAY_MS);
    return { value: localDate(at, zone), label: format.format(at) };
  });
}

type Slot = SchedulingResponse['slots'][number];

/** The slots grouped by the hour of their label, in the server's order. */
function slotsByHour(slots: Slot[]): [number, Slot[]][] {
  const groups = new Map<number, Slot[]>();
  for (const slot of slots) groups.set(slot.label.hour, [...(groups.get(slot.label.hour) ?? []), slot]);
  return [...groups];
}

/** Take-out: pickup or delivery, now or a scheduled slot from POST /orders/scheduling, and the delivery address. */
export function TakeoutOptions({
  file,
  locale,
  menuId,
  form,
  errors,
  date,
  onDate,
  set,
  now,
}: {
  file: RestaurantDataFile;
  locale: Locale;
  menuId: string | undefined;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  date: string;
  onDate: (date: string) => void;
  set: (patch: Partial<CheckoutForm>) => void;
  now: Date;
}) {
  const { t } = useTranslation();
  const r = file.restaurant;
  const lang = menuLocale(locale);
  const menu = file.menus.find((m) => m.id === menuId);
  const prep = Math.max(menu?.estimated_prep_time ?? 0, menu?.required_notice ?? 0);
  const zone = deliveryZoneOf(file, form.postalCode);
  // The zone's own charge (or the restaurant's default) and its minimum, as soon as a complete code falls in it.
  const zoneFee =
    zone && zone !== 'outside'
      ? parseTextValue(zone.delivery_charge ?? r.delivery?.delivery_charge ?? '')
      : null;
  const zoneHint =
    zone && zone !== 'outside'
      ? t(zone.minimum_order ? 'checkout.deliveryZoneMinimum' : 'checkout.deliveryZone', {
          label:
            (r.delivery && localized(r.delivery, 'location_label', lang)) || t('checkout.deliveryLocation'),
          zone: zone.name,
          fee: !zoneFee
            ? t('checkout.deliveryFree')
            : zoneFee.type === 'dollar'
              ? money(zoneFee.amount, locale)
              : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                  zoneFee.percent / 100,
                ),
          minimum: money(toCents(zone.minimum_order ?? 0), locale),
        })
      : undefined;
  // A complete code in no zone is said at once, not only when the diner taps Place order.
  const postalCodeError =
    errors.postalCode ?? (zone === 'outside' ? t('checkout.deliveryOutside') : undefined);
  const scheduling = useQuery({
    queryKey: ['scheduling', r.id, menuId, form.takeoutType, date],
    queryFn: () => getScheduling(r.id, { menuId: menuId ?? '', type: form.takeoutType, date }),
    enabled: form.when === 'scheduled' && Boolean(menuId),
    retry: false,
  });
  const slots = scheduling.data?.slots ?? [];
  // An on-demand menu is ordered for now, a scheduled one for a slot; a menu that is both offers the choice.
  // "As soon as possible" also needs the kitchen open (hours, last call, notice) when the food would be ready.
  const asapOpen =
    !menu ||
    checkRequestedTime({
      restaurant: r,
      zone: r.timezone,
      orderOptions: file.order_options,
      menu,
      orderType: form.takeoutType,
      now,
      requested: new Date(now.getTime() + (prep + 1) * 60_000),
    }).ok;
  const onDemand = !menu || menu.on_demand || !menu.scheduled;
  const canAsap = onDemand && asapOpen;
  const canSchedule = Boolean(menu?.scheduled);
  useEffect(() => {
    if (form.when === 'scheduled' && !canSchedule && canAsap) set({ when: 'asap', slot: null });
    if (form.when === 'asap' && !canAsap && canSchedule) set({ when: 'scheduled', slot: null });
  }, [form.when, canAsap, canSchedule, set]);
  const delivery = r.delivery;
  const custom = delivery?.type === 'custom' ? delivery : null;
  const areas = custom?.locations.find((l) => l.name === form.deliveryLocation)?.areas ?? [];

  return (
    <Section title={t('checkout.orderType')} id="takeout">
      {delivery ? (
        <ChoicePills
          name="takeoutType"
          label={t('checkout.orderType')}
          value={form.takeoutType}
          options={[
            { value: 'pickup', label: t('checkout.pickup') },
            { value: 'delivery', label: t('checkout.delivery') },
          ]}
          onChange={(takeoutType) => set({ takeoutType, slot: null })}
        />
      ) : null}

      <div>
        <p className="text-sm font-semibold">{t('checkout.when')}</p>
        {onDemand && !asapOpen ? (
          <p role="status" className="mt-1 text-sm text-muted">
            {canSchedule ? t('checkout.asapClosed') : t('checkout.closedNow')}
          </p>
        ) : null}
        <div className="mt-1">
          <ChoicePills
            name="when"
            label={t('checkout.when')}
            value={form.when}
            options={[
              ...(canAsap
                ? [
                    {
                      value: 'asap' as const,
                      label: t('checkout.asap'),
                      hint:
                        // The kitchen's time only: a delivery also travels.
                        prep > 0 && form.takeoutType === 'pickup'
                          ? t('checkout.readyIn', { time: formatPrepTime(prep, locale) })
                          : undefined,
                    },
                  ]
                : []),
              ...(canSchedule ? [{ value: 'scheduled' as const, label: t('checkout.scheduled') }] : []),
            ]}
            onChange={(when) => set({ when, slot: null })}
          />
        </div>
      </div>

      {form.when === 'scheduled' ? (
        <div className="grid gap-3">
          <SelectField
            id="schedule-date"
            label={t('checkout.date')}
            value={date}
            options={scheduleDays(file, now, locale)}
            onChange={(value) => {
              onDate(value || localDate(now, r.timezone));
              set({ slot: null });
            }}
          />
          <div>
            <label htmlFor="slot" className="text-sm font-semibold" id="slot-label">
              {t('checkout.time')}
            </label>
            {scheduling.isPending ? <p className="mt-1 text-sm text-muted">{t('app.loading')}</p> : null}
            {scheduling.isError ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {scheduling.error instanceof ApiError && scheduling.error.message
                  ? scheduling.error.message
                  : t('checkout.slotsFailed')}
              </p>
            ) : null}
            {scheduling.data?.unavailable ? (
              <p role="status" className="mt-1 text-sm text-muted">
                {scheduling.data.unavailable.message}
              </p>
            ) : null}
            {scheduling.data && !scheduling.data.unavailable && slots.every((s) => s.full) ? (
              <p role="status" className="mt-1 text-sm text-muted">
                {t('checkout.noSlots')}
              </p>
            ) : null}
            {slots.length > 0 ? (
              // A day holds dozens of slots: one list grouped by hour, not a wall of chips. Each reads as the
              // server labels it, so the diner, the kitchen and the server name the same time.
              <select
                id="slot"
                value={form.slot ?? ''}
                aria-invalid={errors.slot ? true : undefined}
                aria-describedby={errors.slot ? 'slot-error' : undefined}
                onChange={(e) => set({ slot: e.target.value || null })}
                className={`mt-1 w-full rounded-xl border bg-canvas px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand ${
                  errors.slot ? 'border-red-600' : 'border-line'
                }`}
              >
                <option value="">{t('checkout.choose')}</option>
                {slotsByHour(slots).map(([hour, inHour]) => (
                  <optgroup key={hour} label={hourLabel(hour, locale)}>
                    {inHour.map((slot) => (
                      <option key={slot.start} value={slot.start} disabled={slot.full}>
                        {slotLabel(slot.label, locale)}
                        {slot.full
                          ? ` (${t('checkout.slotFull')})`
                          : slot.remaining !== null && slot.remaining <= 2
                            ? ` (${t('checkout.slotLeft', { count: slot.remaining })})`
                            : ''}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            ) : null}
            <FieldError id="slot-error" error={errors.slot} />
          </div>
        </div>
      ) : null}

      {form.takeoutType === 'delivery' && custom ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id="deliveryLocation"
            label={localized(custom, 'location_label', lang) || t('checkout.deliveryLocation')}
            value={form.deliveryLocation}
            options={custom.locations.map((l) => ({ value: l.name, label: l.name }))}
            onChange={(deliveryLocation) => set({ deliveryLocation, deliveryArea: '' })}
            error={errors.deliveryLocation}
          />
          {areas.length > 0 ? (
            <SelectField
              id="deliveryArea"
              label={localized(custom, 'areas_label', lang) || t('checkout.deliveryArea')}
              value={form.deliveryArea}
              options={areas.map((a) => ({ value: a, label: a }))}
              onChange={(deliveryArea) => set({ deliveryArea })}
              error={errors.deliveryArea}
            />
          ) : null}
        </div>
      ) : null}
      {form.takeoutType === 'delivery' && !custom ? (
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField
            id="address"
            label={t('checkout.address')}
            value={form.address}
            autoComplete="street-address"
            maxLength={500}
            onChange={(address) => set({ address })}
            error={errors.address}
          />
          <TextField
            id="postalCode"
            label={t('checkout.postalCode')}
            value={form.postalCode}
            autoComplete="postal-code"
            maxLength={7}
            placeholder="K1K 1Y1"
            onChange={(postalCode) => set({ postalCode })}
            error={postalCodeError}
            hint={zoneHint}
          />
        </div>
      ) : null}
      {!r.hide_takeout_special_instructions ? (
        <TextField
          id="notes"
          label={t('checkout.notes')}
          value={form.notes}
          maxLength={1000}
          onChange={(notes) => set({ notes })}
        />
      ) : null}
    </Section>
  );
}
