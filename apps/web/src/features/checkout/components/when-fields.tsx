import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import { formatDate } from '@ordering/domain/format/dates';
import { localized } from '@ordering/domain/menu/convert';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { orderType as typeNamed } from '@ordering/domain/order-types/index';
import { ANY_DAY, type OfferedDates, offeredOn } from '@ordering/domain/ordering/offered-dates';
import { formatPrepTime } from '@ordering/domain/ordering/prep-time';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { OrderType } from '@ordering/domain/pricing/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePills, FieldError, Section, SelectField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { getScheduling, itemsBody } from '../../../lib/cart/api';
import { type Locale, menuLocale } from '../../../lib/locale';
import { byLead, type CartDay, combineSchedules, schedulingKey, whenChoices } from '../cart-schedule';
import type { CheckoutForm, FieldName } from '../checkout-form';
import { hourLabel, slotLabel } from '../slot-label';
import { minutesUntil, quotedItems, useAsapQuote } from './asap-quote';

const DAY_MS = 86_400_000;

/**
 * The days an order can be scheduled for: today to max_advanced_order_days (7 when unset), as far as the restaurant
 * allows, up to 90 (a stadium takes catering for events weeks ahead; a 14-day list left them out), and of those only
 * the days the ordering link takes (its dateRange or dates: the server refuses any other). Each is labelled with its
 * weekday and its date in the default format, dd/MM/yyyy.
 */
export function scheduleDays(
  file: RestaurantDataFile,
  now: Date,
  locale: Locale,
  link: OfferedDates = ANY_DAY,
) {
  const zone = file.restaurant.timezone;
  const count = Math.min(91, (file.order_options.max_advanced_order_days ?? 6) + 1);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: zone });
  return Array.from({ length: count }, (_, i) => new Date(now.getTime() + i * DAY_MS))
    .filter((at) => offeredOn(link, localDate(at, zone)))
    .map((at) => ({ value: localDate(at, zone), label: `${weekday.format(at)} ${formatDate(at, zone)}` }));
}

type Slot = SchedulingResponse['slots'][number];

/** The slots grouped by the hour of their label, in the server's order. */
function slotsByHour(slots: Slot[]): [number, Slot[]][] {
  const groups = new Map<number, Slot[]>();
  for (const slot of slots) groups.set(slot.label.hour, [...(groups.get(slot.label.hour) ?? []), slot]);
  return [...groups];
}

/**
 * The day's slots of the whole cart: POST /orders/scheduling for each of its menus, asked with the order's own type,
 * and only the times every menu takes (the server checks each menu at submission).
 */
function useCartDay(
  restaurantId: number | string,
  menus: readonly DataFileMenu[],
  orderType: OrderType,
  date: string,
  enabled: boolean,
  /** The cart's lines when the kitchen is paced by make-time: its slots are then the ones that can make this cart. */
  items: readonly CartItem[] | null,
) {
  const ordered = useMemo(() => byLead(menus), [menus]);
  const lines = (menuId: string) =>
    items ? { items: itemsBody(items.filter((i) => i.menu_id === menuId)) } : {};
  // One query over the cart's menus (not useQueries: that hook would join the framework chunk every menu page loads,
  // about 1 KB gzip over its budget). Each menu's answer is still cached under its own key (chosenSlotLabel reads it).
  const client = useQueryClient();
  const result = useQuery({
    queryKey: [
      'scheduling-cart',
      restaurantId,
      orderType,
      date,
      ...ordered.map((m) => m.id),
      ...(items ?? []).map((i) => `${i.id}x${i.quantity}`),
    ],
    queryFn: async () =>
      combineSchedules(
        await Promise.all(
          ordered.map((menu) =>
            client.fetchQuery({
              queryKey: schedulingKey(restaurantId, menu.id, orderType, date),
              queryFn: () =>
                getScheduling(restaurantId, { menuId: menu.id, type: orderType, date, ...lines(menu.id) }),
              retry: false,
            }),
          ),
        ),
      ),
    enabled,
    retry: false,
  });
  const isPending = result.isPending;
  const error = result.error ?? null;
  const data: CartDay | undefined = result.data;
  return { isPending: enabled && isPending, error, data };
}

export interface WhenProps {
  file: RestaurantDataFile;
  locale: Locale;
  /** The cart's menus (cartMenus). */
  menus: readonly DataFileMenu[];
  /** The order's type, as it is submitted (checkoutOrderType). */
  orderType: OrderType;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  date: string;
  onDate: (date: string) => void;
  set: (patch: Partial<CheckoutForm>) => void;
  now: Date;
  /** The cart's lines: a kitchen paced by make-time quotes them (its ready time, the slots that can make them). */
  items?: readonly CartItem[];
  /** The section around is titled "When" already: the choice is not titled again. */
  titled?: boolean;
  /** The days the ordering link takes (its dateRange or dates): the only days offered. */
  link?: OfferedDates;
}

/**
 * When the order is for: now, or a date and one of the server's slots for it. Take-out asks it with pickup or
 * delivery; generic catering on its own (CateringWhen).
 */
export function WhenFields(props: WhenProps) {
  const { file, locale, menus, orderType, form, errors, date, onDate, set, now, titled } = props;
  const pacedItems = file.restaurant.kitchen && props.items ? props.items : null;
  const { t } = useTranslation();
  const r = file.restaurant;
  const link = props.link ?? ANY_DAY;
  const choices = whenChoices(file, menus, orderType, now, link);
  const { lead, onDemand, asapOpen, canAsap, canSchedule, noCommonWay } = choices;
  const days = scheduleDays(file, now, locale, link);
  const scheduling = useCartDay(
    r.id,
    menus,
    orderType,
    date,
    form.when === 'scheduled' && menus.length > 0,
    pacedItems,
  );
  const today = localDate(now, r.timezone);
  const { asap, full } = useAsapQuote(
    r.id,
    byLead(menus)[0],
    orderType,
    today,
    canAsap && asapOpen ? quotedItems(file, menus, props.items) : null,
  );
  useWhenFollowsChoices(props, choices, days);
  // The kitchen's time only: a delivery also travels. The server's quote for this cart (asap-quote.tsx), in minutes
  // from now like the menu's lead it replaces; "0 minutes" is not a time worth saying.
  const quotedIn = asap ? minutesUntil(asap, now) : 0;
  const readyIn = typeNamed(form.takeoutType).needs.address
    ? null
    : quotedIn > 0
      ? quotedIn
      : lead > 0
        ? lead
        : null;

  return (
    <>
      <div>
        {titled ? null : <p className="text-sm font-semibold">{t('checkout.when')}</p>}
        {noCommonWay ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {t('checkout.noCommonTime')}
          </p>
        ) : null}
        {r.orders_paused ? (
          <PausedWhen file={file} locale={locale} />
        ) : onDemand && !asapOpen ? (
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
                      hint: full
                        ? t('checkout.kitchenFull')
                        : readyIn === null
                          ? undefined
                          : t('checkout.readyIn', { time: formatPrepTime(readyIn, locale) }),
                    },
                  ]
                : []),
              ...(canSchedule ? [{ value: 'scheduled' as const, label: t('checkout.scheduled') }] : []),
            ]}
            onChange={(when) => set({ when, slot: null })}
          />
        </div>
      </div>

      {form.when === 'scheduled' && canSchedule ? (
        <div className="grid gap-3">
          <SelectField
            id="schedule-date"
            label={t('checkout.date')}
            value={date}
            options={days}
            onChange={(value) => {
              onDate(value || localDate(now, r.timezone));
              set({ slot: null });
            }}
          />
          <SlotField scheduling={scheduling} locale={locale} form={form} errors={errors} set={set} />
        </div>
      ) : null}
    </>
  );
}

/**
 * Why no time is taken while ordering is paused: the pause, not the opening hours (the server refuses every time with
 * code 419 then), with the restaurant's note when it left one (its `orders_paused_message`, e.g. when it resumes).
 */
function PausedWhen({ file, locale }: { file: RestaurantDataFile; locale: Locale }) {
  const { t } = useTranslation();
  const note = localized(file.order_options, 'orders_paused_message', menuLocale(locale)).trim();
  return (
    <p role="status" data-testid="when-paused" className="mt-1 text-sm text-muted">
      {t('checkout.paused')}
      {note ? ` ${t('landing.pausedNote', { note })}` : null}
    </p>
  );
}

/**
 * The choice follows what the cart allows (now or scheduled, whichever is left), and the first time the days are
 * shown they open on the first one the notice allows (a 48-hour menu on the day after tomorrow); an earlier day can
 * still be chosen, and says why it has no time.
 */
function useWhenFollowsChoices(
  { form, date, onDate, set }: WhenProps,
  { canAsap, canSchedule, earliestDate }: ReturnType<typeof whenChoices>,
  days: ReturnType<typeof scheduleDays>,
) {
  useEffect(() => {
    if (form.when === 'scheduled' && !canSchedule && canAsap) set({ when: 'asap', slot: null });
    if (form.when === 'asap' && !canAsap && canSchedule) set({ when: 'scheduled', slot: null });
  }, [form.when, canAsap, canSchedule, set]);
  const opened = useRef(false);
  useEffect(() => {
    if (form.when !== 'scheduled' || opened.current) return;
    opened.current = true;
    // A day the link does not take is never left chosen: the first day it takes, from the earliest on.
    const start = days.find((d) => d.value >= earliestDate) ?? days[0];
    if (start && (date < earliestDate || !days.some((d) => d.value === date)) && start.value !== date) {
      onDate(start.value);
      set({ slot: null });
    }
  }, [form.when, date, earliestDate, days, onDate, set]);
}

/** The day's slots from the server (or why there are none), grouped by hour. */
function SlotField({
  scheduling,
  locale,
  form,
  errors,
  set,
}: {
  scheduling: ReturnType<typeof useCartDay>;
  locale: Locale;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
}) {
  const { t } = useTranslation();
  const slots = scheduling.data?.slots ?? [];
  return (
    <div>
      <label htmlFor="slot" className="text-sm font-semibold" id="slot-label">
        {t('checkout.time')}
      </label>
      {scheduling.isPending ? <p className="mt-1 text-sm text-muted">{t('app.loading')}</p> : null}
      {scheduling.error ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
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
  );
}

/** Generic catering (?catering=true): the catering menus' notice, intervals and capacity make a time to choose. */
export function CateringWhen(props: WhenProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.when')} id="when">
      <WhenFields {...props} titled />
    </Section>
  );
}
