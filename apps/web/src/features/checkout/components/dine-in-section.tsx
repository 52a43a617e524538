import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { useTranslation } from 'react-i18next';
import { Section, SelectField, TextField } from '../../../components/form-fields';
import { type Locale, menuLocale } from '../../../lib/locale';
import type { CheckoutForm, FieldName } from '../checkout-form';
import { TableQrScanButton } from './qr-scanner-dialog';
import { SeatFields } from './seat-fields';

/**
 * Where a dine-in order goes: a stadium seat at a seat-delivery venue, else the table number, or a generic table
 * location and its area; the table's (or seat's) QR code can fill it in. Another round (`roundTable`: the table of the
 * order it repeats, null while unknown) only says where it goes.
 */
export function DineInSection({
  file,
  locale,
  form,
  errors,
  set,
  roundTable,
}: {
  file: RestaurantDataFile;
  locale: Locale;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
  roundTable?: string | null;
}) {
  const { t } = useTranslation();
  const r = file.restaurant;
  const setTable = (tableNum: string) => set({ tableNum });
  if (roundTable !== undefined) {
    // Another round is served where the order it repeats was: the table is said, not asked again.
    return (
      <Section title={t('checkout.dineIn')} id="dine-in">
        <p>{roundTable ? t('menu.table', { table: roundTable }) : t('checkout.roundTable')}</p>
      </Section>
    );
  }
  if (r.seat_delivery) {
    return (
      <Section title={t('checkout.dineIn')} id="dine-in">
        <SeatFields
          tableNum={form.tableNum}
          onChange={setTable}
          errors={{ section: errors['seat-section'], row: errors['seat-row'], seat: errors['seat-seat'] }}
        />
        <div>
          <TableQrScanButton seat onTable={setTable} />
        </div>
      </Section>
    );
  }
  const lang = menuLocale(locale);
  const locations = r.generic_table_locations?.locations ?? [];
  const areas = locations.find((l) => l.name === form.tableLocation)?.areas ?? [];
  return (
    <Section title={t('checkout.dineIn')} id="dine-in">
      {locations.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id="tableLocation"
            label={t('checkout.tableLocation')}
            value={form.tableLocation}
            options={locations.map((l) => ({ value: l.name, label: localized(l, 'name', lang) || l.name }))}
            onChange={(tableLocation) => set({ tableLocation, tableArea: '' })}
            error={errors.tableLocation}
          />
          {areas.length > 0 ? (
            <SelectField
              id="tableArea"
              label={t('checkout.area')}
              value={form.tableArea}
              options={areas.map((a) => ({ value: a.number, label: localized(a, 'label', lang) || a.label }))}
              onChange={(tableArea) => set({ tableArea })}
              error={errors.tableArea}
            />
          ) : null}
        </div>
      ) : null}
      <TextField
        id="tableNum"
        label={t('checkout.tableNumber')}
        value={form.tableNum}
        inputMode="numeric"
        maxLength={20}
        onChange={setTable}
        error={errors.tableNum}
      />
      <div>
        <TableQrScanButton onTable={setTable} />
      </div>
    </Section>
  );
}
