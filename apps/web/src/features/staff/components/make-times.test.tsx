import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
      [makeTimesQuery(101).queryKey, { restaurantId: 101, version: 7, minSamples: 5, items }],
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
    // The measure parts from the file: the owner can use it, under the item's name.
    expect(cells('make-time-mt-takeout-burger')).toEqual([
      'BurgerUse 12 min',
      'Grill',
      '8 min',
      '12 min',
      '9',
    ]);
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
      screen.getByRole('heading', { name: 'Temps de préparation\u00a0: le fichier et la cuisine' }),
    ).toBeTruthy();
    expect(cells('make-time-mt-takeout-burger')).toEqual([
      'HambourgeoisUtiliser 12 min',
      'Gril',
      '8 min',
      '12 min',
      '9',
    ]);
    expect(cells('make-time-mt-takeout-fries')[3]).toBe('pas encore');
    expect(screen.getByRole('columnheader', { name: 'À emporter' })).toBeTruthy();
    expect(cells('make-time-mt-dinner-coffee')[2]).toBe('0,5 min');
  });

  it('is not shown where no item has a make time', async () => {
    await draw('en-CA', []);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('using the measured figure', () => {
  it('publishes it for the item in one click, with the version read, and says so', async () => {
    const sent: { url: string; body: unknown }[] = [];
    // The apply call answers the new version; the figures read again after it give the file's 12 minutes.
    const answers: Record<string, unknown> = {
      '/api/staff/restaurants/101/make-times/apply': {
        version: 8,
        menuId: 'mt-takeout',
        itemId: 'burger',
        fileMinutes: 12,
      },
      '/api/staff/restaurants/101/make-times': {
        restaurantId: 101,
        version: 8,
        minSamples: 5,
        items: [row('burger', { name: 'Burger', fileMinutes: 12, learnedMinutes: 12, samples: 9 })],
      },
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      sent.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[String(url)];
      return new Response(JSON.stringify(answer ?? { code: 404, message: 'Not here' }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      const { client } = await draw('en-CA');
      // Only where the measure parts from the file: the burger, not the fries (too few) nor the coffee.
      expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
        'Use the measured 12 min for Burger in the data file',
      ]);
      fireEvent.click(screen.getByRole('button', { name: /Burger/ }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(
          'Burger: 12 min is now in the data file (version 8); quotes use it now.',
        ),
      );
      expect(sent[0]).toEqual({
        url: '/api/staff/restaurants/101/make-times/apply',
        body: { menuId: 'mt-takeout', itemId: 'burger', minutes: 12, version: 7 },
      });
      // The figures are read again: the file now says 12 minutes, and nothing is left to apply.
      await waitFor(() => expect(cells('make-time-mt-takeout-burger')[2]).toBe('12 min'));
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(client.getQueryData(makeTimesQuery(101).queryKey)).toMatchObject({ version: 8 });
    } finally {
      fetch.mockRestore();
    }
  });

  it('says why it was refused', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 409, message: 'The data file changed since you read it.' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    try {
      await draw('fr-CA');
      fireEvent.click(screen.getByRole('button', { name: /Hambourgeois/ }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('The data file changed since you read it.'),
      );
    } finally {
      fetch.mockRestore();
    }
  });
});
