import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { makeTimesQuery, menuFileQuery } from '../api';
import { stationsQuery } from '../stations-api';
import { MakeTimes } from './make-times';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(cleanup);

const row = (itemId: string, over: object) => ({
  menuId: 'mt-takeout',
  itemId,
  name: itemId,
  names: {},
  station: 'grill',
  fileMinutes: 8,
  learnedMinutes: null,
  samples: 0,
  ...over,
});

const draw = (
  locale: Locale,
  items = [
    row('burger', { name: 'Burger', names: { fr: 'Hambourgeois' }, learnedMinutes: 12, samples: 9 }),
    row('fries', { name: 'Fries', station: 'fryer', fileMinutes: 4, samples: 3 }),
    row('coffee', { menuId: 'mt-dinner', name: 'Coffee', station: 'bar', fileMinutes: 0.5, samples: 0 }),
  ],
) =>
  renderStaff(<MakeTimes restaurant={testRestaurant} locale={locale} />, {
    locale,
    data: [
      [makeTimesQuery(101).queryKey, { restaurantId: 101, minSamples: 5, items }],
      [
        menuFileQuery('maple-table').queryKey,
        {
          menus: [
            { id: 'mt-takeout', name: 'Take-out', localization: { fr: { name: 'À emporter' } } },
            { id: 'mt-dinner', name: 'Dine-in', localization: { fr: { name: 'Sur place' } } },
          ],
        },
      ],
      [
        stationsQuery(101).queryKey,
        {
          restaurantId: 101,
          stations: [
            { id: 'grill', name: 'Grill', names: { fr: 'Gril' } },
            { id: 'fryer', name: 'Fryer', names: { fr: 'Friteuse' } },
          ],
          items: [],
        },
      ],
    ],
  });

const cells = (id: string) =>
  Array.from(screen.getByTestId(id).querySelectorAll('th, td')).map((c) => c.textContent);

describe('the owner’s make times', () => {
  it('shows each item’s file figure beside the measured one and its samples, “not yet” below the threshold', async () => {
    await draw('en-CA');
    expect(screen.getByText(/From 5 samples, the median/)).toBeTruthy();
    expect(cells('make-time-mt-takeout-burger')).toEqual(['Burger', 'Grill', '8 min', '12 min', '9']);
    expect(cells('make-time-mt-takeout-fries')).toEqual(['Fries', 'Fryer', '4 min', 'not yet', '3']);
    // By menu: the same item on two menus is measured on each.
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(-2),
    ).toEqual(['Take-out', 'Dine-in']);
    expect(cells('make-time-mt-dinner-coffee')).toEqual(['Coffee', 'bar', '0.5 min', 'not yet', '0']);
  });

  it('says it in French, with the items’ and stations’ French names', async () => {
    await draw('fr-CA');
    expect(
      screen.getByRole('heading', { name: 'Temps de préparation : le fichier et la cuisine' }),
    ).toBeTruthy();
    expect(cells('make-time-mt-takeout-burger')).toEqual(['Hambourgeois', 'Gril', '8 min', '12 min', '9']);
    expect(cells('make-time-mt-takeout-fries')[3]).toBe('pas encore');
    expect(screen.getByRole('columnheader', { name: 'À emporter' })).toBeTruthy();
    expect(cells('make-time-mt-dinner-coffee')[2]).toBe('0,5 min');
  });

  it('is not shown where no item has a make time', async () => {
    await draw('en-CA', []);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
