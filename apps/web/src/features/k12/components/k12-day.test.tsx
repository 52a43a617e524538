import type { RotationalDayView, RotationalItemView } from '@ordering/domain/contracts/k12';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import type { K12Line } from '../k12-cart';
import { K12Day } from './k12-day';

const value = (id: string, name: string, price = 0, default_selection = false) => ({
  id,
  name,
  price,
  default_selection,
  max_quantity: null,
  options: [],
});
const group = (id: string, name: string, values: ReturnType<typeof value>[]) => ({
  id,
  name,
  type: 'addons' as const,
  required: true,
  allow_multiple_selection: false,
  limit: null,
  values,
});
const item = (id: string, name: string, options: unknown[] = []): RotationalItemView => ({
  id,
  menu_id: 'nv-menu',
  section_id: null,
  name,
  description: '',
  image: null,
  price: 4.5,
  base_price: 4.5,
  meal_package: options.length > 0,
  sold_out: false,
  unavailable: false,
  allergens: [],
  diets: [],
  calories: null,
  options,
});
const meal = (id: string, name: string) =>
  item(id, name, [
    group('drink', 'Drink', [value('milk', 'Milk', 0, true), value('choc', 'Chocolate milk', 0.25)]),
    group('fruit', 'Fruit', [value('apple', 'Apple', 0, true), value('pear', 'Pear')]),
  ]);

// Ten items, as a Northview day has: the chooser used to open under the last of them.
const day: RotationalDayView = {
  date: '2026-12-07',
  weekday: 'monday',
  rotation_id: 'r1',
  rotation_name: null,
  cycle_week: 1,
  menu_id: 'nv-menu',
  delivery_time: '11:30',
  orderable: true,
  reason: null,
  holiday_name: null,
  items: [
    meal('teriyaki', 'Chicken Teriyaki Rice Bowl'),
    meal('pasta', 'Spaghetti'),
    ...Array.from({ length: 8 }, (_, i) => item(`extra-${i}`, `Extra ${i}`)),
  ],
};

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

function renderDay(lines: K12Line[] = []) {
  const onAdd = vi.fn<(line: K12Line) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <K12Day day={day} locale="en-CA" canAdd lines={lines} onAdd={onAdd} />
    </I18nextProvider>,
  );
  return onAdd;
}

const itemCard = (id: string) => document.querySelector(`[data-item="${id}"]`) as HTMLElement;
const addButton = (name: string) =>
  screen.getByRole('button', { name: `Add ${name} on Monday 07/12/2026` }) as HTMLButtonElement;

describe('a school day: Add on a meal (audit F2 finding 5)', () => {
  it('opens the drink and fruit chooser under the item tapped, and moves focus into it', () => {
    renderDay();
    const add = addButton('Chicken Teriyaki Rice Bowl');
    expect(add.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(add);

    const chooser = within(itemCard('teriyaki')).getByRole('group', {
      name: 'Choices for Chicken Teriyaki Rice Bowl',
    });
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(add.getAttribute('aria-controls')).toBe(chooser.id);
    // Not after the day's tenth item: inside the tapped item's card, before the next item.
    expect(itemCard('pasta').contains(chooser)).toBe(false);
    // Focus is on the first choice (the default drink), inside the chooser.
    expect(chooser.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(chooser).getByRole('radio', { name: 'Milk' }));
  });

  it('adds the line with the drink and fruit chosen, named for the cart, and gives focus back to Add', async () => {
    const onAdd = renderDay();
    const add = addButton('Chicken Teriyaki Rice Bowl');
    fireEvent.click(add);
    const card = itemCard('teriyaki');
    fireEvent.click(within(card).getByRole('radio', { name: /Chocolate milk/ }));
    fireEvent.click(within(card).getByRole('radio', { name: 'Pear' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Add to this day' }));

    expect(onAdd).toHaveBeenCalledTimes(1);
    const line = onAdd.mock.calls[0]?.[0];
    expect(line).toMatchObject({ id: 'teriyaki', unitPrice: 4.75, choices: ['Chocolate milk', 'Pear'] });
    expect(line?.orderOptions?.map((o) => [o.id, o.values[0]?.id])).toEqual([
      ['drink', 'choc'],
      ['fruit', 'pear'],
    ]);
    expect(within(card).queryByRole('group', { name: /Choices/ })).toBeNull();
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(document.activeElement).toBe(add);
  });

  it('closes on Escape or Cancel without adding, focus back on Add', async () => {
    const onAdd = renderDay();
    const add = addButton('Spaghetti');
    fireEvent.click(add);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(within(itemCard('pasta')).queryByRole('group', { name: /Choices/ })).toBeNull();
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(document.activeElement).toBe(add);
    fireEvent.click(add);
    fireEvent.click(within(itemCard('pasta')).getByRole('button', { name: 'Cancel' }));
    expect(within(itemCard('pasta')).queryByRole('group', { name: /Choices/ })).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says how many items the day has in the cart in a region that is always there', () => {
    renderDay([{ ...meal('teriyaki', 'x'), orderId: 1, quantity: 2 } as unknown as K12Line]);
    expect(screen.getByRole('status').textContent).toBe('2 items in the cart');
  });
});
