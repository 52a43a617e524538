import type { CartItem } from '@ordering/domain/cart/cart-item';
import { localized } from '@ordering/domain/menu/convert';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { orderType as typeNamed } from '@ordering/domain/order-types/index';
import type { OrderType } from '@ordering/domain/order-types/wire';
import type { OfferedDates } from '@ordering/domain/ordering/offered-dates';
import { takeoutChoices } from '@ordering/domain/ordering/takeout-choices';
import { parseTextValue } from '@ordering/domain/pricing/text-value';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePills, Section, SelectField, TextField } from '../../../components/form-fields';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { type CheckoutForm, deliveryZoneOf, type FieldName } from '../checkout-form';
import { WhenFields } from './when-fields';

interface TakeoutOptionsProps {
  file: RestaurantDataFile;
  locale: Locale;
  /** The cart's menus: the time offered suits them all. */
  menus: readonly DataFileMenu[];
  /** The order's type as submitted: pickup or delivery, or generic catering taken out (?catering=true&takeout=true). */
  orderType: OrderType;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  date: string;
  onDate: (date: string) => void;
  set: (patch: Partial<CheckoutForm>) => void;
  now: Date;
  /** The cart's lines, quoted by a kitchen paced by make-time (WhenFields). */
  items?: readonly CartItem[];
  /** The days the ordering link takes: the only days offered, as the checkout's own checks read them. */
  link?: OfferedDates;
  /** Why the costs refused the delivery's postal code (too far, not precise): said at the field as it is typed. */
  postalCodeRefusal?: string | null;
}

/** Take-out: pickup or delivery, now or a scheduled slot (WhenFields), and the delivery address. */
export function TakeoutOptions({
  file,
  locale,
  menus,
  orderType,
  form,
  errors,
  date,
  onDate,
  set,
  now,
  items,
  link,
  postalCodeRefusal = null,
}: TakeoutOptionsProps) {
  const { t } = useTranslation();
  const r = file.restaurant;
  const lang = menuLocale(locale);
  const toAddress = typeNamed(form.takeoutType).needs.address;
  const { zoneHint, postalCodeError } = useDeliveryZone(file, locale, form, errors, postalCodeRefusal);
  const delivery = r.delivery;
  const custom = delivery?.type === 'custom' ? delivery : null;

  // The choices the restaurant offers, each its type's `offeredBy` (ordering/takeout-choices.ts): generic catering is
  // delivered unless the restaurant also offers its pickup.
  const choices = takeoutChoices(file, orderType === 'generic-catering');
  const only = choices.length === 1 ? choices[0] : undefined;
  useEffect(() => {
    if (only && form.takeoutType !== only) set({ takeoutType: only, slot: null });
  }, [only, form.takeoutType, set]);

  return (
    <Section title={t('checkout.orderType')} id="takeout">
      {choices.length > 1 ? (
        <ChoicePills
          name="takeoutType"
          label={t('checkout.orderType')}
          value={form.takeoutType}
          options={choices.map((choice) => ({ value: choice, label: t(`checkout.${choice}`) }))}
          onChange={(takeoutType) => set({ takeoutType, slot: null })}
        />
      ) : null}

      <WhenFields
        file={file}
        locale={locale}
        menus={menus}
        orderType={orderType}
        form={form}
        errors={errors}
        date={date}
        onDate={onDate}
        set={set}
        now={now}
        items={items}
        {...(link ? { link } : {})}
      />

      {toAddress && custom ? (
        <CustomDeliveryPlace custom={custom} lang={lang} form={form} errors={errors} set={set} />
      ) : null}
      {toAddress && !custom ? (
        <DeliveryAddress
          form={form}
          errors={errors}
          set={set}
          postalCodeError={postalCodeError}
          zoneHint={zoneHint}
        />
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

type Fields = {
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
};

/**
 * The delivery zone a complete postal code falls in, said under the field with its charge and minimum; a code in no
 * zone, or beyond the radius, is said at once, not only when the diner taps Place order.
 */
function useDeliveryZone(
  file: RestaurantDataFile,
  locale: Locale,
  form: CheckoutForm,
  errors: Fields['errors'],
  postalCodeRefusal: string | null,
) {
  const { t } = useTranslation();
  const r = file.restaurant;
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
            (r.delivery && localized(r.delivery, 'location_label', menuLocale(locale))) ||
            t('checkout.deliveryLocation'),
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
  const postalCodeError =
    errors.postalCode ??
    (zone === 'outside' ? t('checkout.deliveryOutside') : (postalCodeRefusal ?? undefined));
  return { zoneHint, postalCodeError };
}

type CustomDelivery = NonNullable<RestaurantDataFile['restaurant']['delivery']>;

/** A custom delivery: one of the restaurant's places, then one of its areas when it has some. */
function CustomDeliveryPlace({
  custom,
  lang,
  form,
  errors,
  set,
}: Fields & { custom: CustomDelivery; lang: ReturnType<typeof menuLocale> }) {
  const { t } = useTranslation();
  const areas = custom.locations.find((l) => l.name === form.deliveryLocation)?.areas ?? [];
  return (
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
  );
}

/** A street address: the address and postal code (its zone said as typed), unit, buzzer and instructions. */
function DeliveryAddress({
  form,
  errors,
  set,
  postalCodeError,
  zoneHint,
}: Fields & { postalCodeError: string | undefined; zoneHint: string | undefined }) {
  const { t } = useTranslation();
  return (
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
        live
      />
      <TextField
        id="deliveryUnit"
        label={t('checkout.deliveryUnit')}
        value={form.deliveryUnit}
        autoComplete="address-line2"
        maxLength={20}
        onChange={(deliveryUnit) => set({ deliveryUnit })}
      />
      <TextField
        id="deliveryBuzzer"
        label={t('checkout.deliveryBuzzer')}
        value={form.deliveryBuzzer}
        maxLength={20}
        onChange={(deliveryBuzzer) => set({ deliveryBuzzer })}
      />
      <div className="sm:col-span-2">
        <TextField
          id="deliveryInstructions"
          label={t('checkout.deliveryInstructions')}
          value={form.deliveryInstructions}
          maxLength={300}
          placeholder={t('checkout.deliveryInstructionsHint')}
          onChange={(deliveryInstructions) => set({ deliveryInstructions })}
        />
      </div>
    </div>
  );
}
