import { localized } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, SelectField, TextField } from '../../../components/form-fields';
import { type Locale, menuLocale } from '../../../lib/locale';
import { type CheckoutForm, type FieldName, seatedAt } from '../checkout-form';
import { TableQrScanButton } from './qr-scanner-dialog';
import { SeatFields } from './seat-fields';

/**
 * Where a dine-in order goes: a stadium seat at a seat-delivery venue, else the table number, or a generic table
 * location and its area; the table's (or seat's) QR code can fill it in. Where the location's areas are its tables,
 * the area is the table question, asked once: the QR code's table is already chosen there, and can be changed. Another round (`roundTable`: the table of the
 * order it repeats, null while unknown) only says where it goes.
 */
export function DineInSection({
  file,
  locale,
  form,
  errors,
  set,
  roundTable,
  children,
}: {
  file: RestaurantDataFile;
  locale: Locale;
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
  roundTable?: string | null;
  /** Said under where the order goes: when the kitchen will have it ready. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const r = file.restaurant;
  const setTable = (tableNum: string) => set({ tableNum });
  if (roundTable !== undefined) {
    // Another round is served where the order it repeats was: the table is said, not asked again.
    return (
      <Section title={t('checkout.dineIn')} id="dine-in">
        <p>{roundTable ? t('menu.table', { table: roundTable }) : t('checkout.roundTable')}</p>
        {children}
      </Section>
    );
  }
  if (r.seat_delivery) return <SeatSection form={form} errors={errors} set={set} ready={children} />;
  const lang = menuLocale(locale);
  const locations = r.generic_table_locations?.locations ?? [];
  // The location is the form's (the link's, the QR code's, or the diner's pick); its area follows the table number.
  // It is not guessed here from a number being typed, which would swap the field for a list under the diner's fingers.
  const seated = form.tableLocation
    ? seatedAt(locations, form)
    : { tableLocation: '', tableArea: form.tableArea };
  const areas = locations.find((l) => l.name === seated.tableLocation)?.areas ?? [];
  const tableNum = form.tableNum.trim();
  const numberIsArea = areas.some((a) => a.number === tableNum);
  // The number has a field of its own only where no area list asks for the table, or for a number none of the areas
  // carries (a QR code's "Patio 3" at a restaurant listing tables 1 to 14).
  const askNumber = areas.length === 0 || (tableNum !== '' && !numberIsArea);
  const scanned = (num: string) =>
    set({ tableNum: num, ...seatedAt(locations, { tableNum: num, tableLocation: '', tableArea: '' }) });
  return (
    <Section title={t('checkout.dineIn')} id="dine-in">
      {locations.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id="tableLocation"
            label={t('checkout.tableLocation')}
            value={seated.tableLocation}
            options={locations.map((l) => ({ value: l.name, label: localized(l, 'name', lang) || l.name }))}
            // A table of the location left is no table of the new one.
            onChange={(tableLocation) =>
              set({ tableLocation, tableArea: '', ...(numberIsArea ? { tableNum: '' } : {}) })
            }
            error={errors.tableLocation}
          />
          {areas.length > 0 ? (
            <SelectField
              id="tableArea"
              label={t('checkout.area')}
              value={seated.tableArea}
              options={areas.map((a) => ({ value: a.number, label: localized(a, 'label', lang) || a.label }))}
              // The area is the table: its number is the order's table number, as the QR code's would be.
              onChange={(tableArea) =>
                set({ tableLocation: seated.tableLocation, tableArea, tableNum: tableArea })
              }
              error={errors.tableArea}
            />
          ) : null}
        </div>
      ) : null}
      {askNumber ? (
        <TextField
          id="tableNum"
          label={t('checkout.tableNumber')}
          value={form.tableNum}
          inputMode="numeric"
          maxLength={20}
          onChange={setTable}
          error={errors.tableNum}
        />
      ) : null}
      <div>
        <TableQrScanButton onTable={scanned} />
      </div>
      {children}
    </Section>
  );
}

/** A seat-delivery venue: the stadium seat (section, row, seat), typed or scanned from its QR code. */
function SeatSection({
  form,
  errors,
  set,
  ready,
}: {
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
  ready: ReactNode;
}) {
  const { t } = useTranslation();
  const setTable = (tableNum: string) => set({ tableNum });
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
      {ready}
    </Section>
  );
}
