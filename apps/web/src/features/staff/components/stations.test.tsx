import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { ordersQuery } from '../api';
import { stationsQuery } from '../stations-api';
import { staffOrderFactory } from '../testing';
import { renderStaff, testRestaurant } from './render-staff';
import { ExpoView, StationView } from './stations';

afterEach(cleanup);

/** The text as drawn: the default matcher reads a non-breaking space as any space. */
const kept = { normalizer: (text: string) => text.trim() };

const view = {
  restaurantId: testRestaurant.id,
  stations: [{ id: 'grill', name: 'Grill', names: { en: 'Grill', fr: 'Gril' } }],
  items: [{ menuId: 'm1', sectionId: 's1', itemId: 'burger', station: 'grill' }],
};

const order = staffOrderFactory({
  status: 'in_progress',
  lines: [
    {
      position: 0,
      itemId: 'burger',
      menuId: 'm1',
      sectionId: 's1',
      name: 'Burger',
      quantity: 1,
      unitPrice: 20,
      price: 20,
      options: [],
      specialInstructions: 'No onions',
      refundedQuantity: 0,
    },
  ],
  stationsDone: [],
});

const data = [
  [stationsQuery(testRestaurant.id).queryKey, view],
  [
    ordersQuery(testRestaurant.id, null).queryKey,
    { restaurantId: testRestaurant.id, date: '2026-11-23', timezone: 'America/Toronto', orders: [order] },
  ],
] as [readonly unknown[], unknown][];

describe("the stations' screens keep a colon with its label", () => {
  it.each([
    ['en-CA', 'Note: No onions', 'Grill: waiting'],
    ['fr-CA', 'Note\u00a0: No onions', 'Gril\u00a0: en attente'],
  ] as const)('in %s', async (locale: Locale, note, station) => {
    await renderStaff(
      <StationView restaurant={testRestaurant} locale={locale} station="grill" onStation={() => {}} />,
      { locale, data },
    );
    expect(screen.getByText(note, kept)).toBeTruthy();
    cleanup();
    await renderStaff(<ExpoView restaurant={testRestaurant} locale={locale} canReady />, { locale, data });
    expect(screen.getByText(station, kept)).toBeTruthy();
  });
});
