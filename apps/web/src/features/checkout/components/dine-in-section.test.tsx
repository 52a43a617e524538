import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { type CheckoutForm, EMPTY_FORM, seatedAt } from '../checkout-form';
import { DineInSection } from './dine-in-section';

const file = demoDataFile('maple-table');

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

const shown = (roundTable?: string | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <DineInSection
        file={file}
        locale="en-CA"
        form={EMPTY_FORM}
        errors={{}}
        set={() => undefined}
        {...(roundTable !== undefined ? { roundTable } : {})}
      />
    </I18nextProvider>,
  );

describe('where a dine-in order goes', () => {
  it('asks for the table of a new order', () => {
    shown();
    expect(screen.getByLabelText(/Table number/)).toBeTruthy();
  });

  it('says the table of another round, which the server takes from the order it repeats', () => {
    shown('12');
    expect(screen.getByRole('region', { name: 'Dine-in' }).textContent).toContain('Table 12');
    expect(screen.queryByLabelText(/Table number/)).toBeNull();
  });

  it('says where another round goes while its table is still being read', () => {
    shown(null);
    expect(screen.getByText('The table of your last order')).toBeTruthy();
  });
});

describe("a restaurant's table areas (audit D2 F2)", () => {
  it('are named in the diner’s language, as the data file translates them', async () => {
    await i18n.changeLanguage('fr-CA');
    render(
      <I18nextProvider i18n={i18n}>
        <DineInSection
          file={demoDataFile('cafe-du-marche')}
          locale="fr-CA"
          form={{ ...EMPTY_FORM, tableLocation: 'Terrace' }}
          errors={{}}
          set={() => undefined}
        />
      </I18nextProvider>,
    );
    const options = [...(screen.getByLabelText(/Table ou zone/) as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    expect(options).toEqual(expect.arrayContaining(['Terrasse T1', 'Terrasse T6']));
    expect(options).not.toContain('Terrace T1');
  });
});

describe('the table a QR code gave is asked once, chosen, and can be changed', () => {
  const renderSection = (form: CheckoutForm, set: (patch: Partial<CheckoutForm>) => void = () => undefined) =>
    render(
      <I18nextProvider i18n={i18n}>
        <DineInSection file={file} locale="en-CA" form={form} errors={{}} set={set} />
      </I18nextProvider>,
    );

  it('the dining room’s table list shows table 12 chosen, with no second table field', () => {
    // As the checkout opens from `?tableNum=12` (use-checkout-form.ts seeds the location the table belongs to).
    const form = {
      ...EMPTY_FORM,
      ...seatedAt(file.restaurant.generic_table_locations!.locations, { ...EMPTY_FORM, tableNum: '12' }),
      tableNum: '12',
    };
    expect(form.tableLocation).toBe('Dining room');
    renderSection(form);
    const area = screen.getByLabelText(/Table or area/) as HTMLSelectElement;
    expect(area.value).toBe('12');
    expect(area.selectedOptions[0]?.textContent).toBe('Table 12');
    expect(screen.queryByLabelText(/Table number/)).toBeNull();
  });

  it('another table picked from the list becomes the order’s table', () => {
    const set = vi.fn();
    renderSection({ ...EMPTY_FORM, tableNum: '12', tableLocation: 'Dining room' }, set);
    fireEvent.change(screen.getByLabelText(/Table or area/), { target: { value: '7' } });
    expect(set).toHaveBeenCalledWith({ tableLocation: 'Dining room', tableArea: '7', tableNum: '7' });
  });

  it('a number none of the tables carries keeps a field of its own', () => {
    renderSection({ ...EMPTY_FORM, tableNum: 'Bar 3', tableLocation: 'Dining room' });
    expect((screen.getByLabelText(/Table number/) as HTMLInputElement).value).toBe('Bar 3');
  });
});
