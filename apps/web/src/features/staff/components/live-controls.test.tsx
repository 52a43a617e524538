import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { busyQuery, liveQuery, menuFileQuery } from '../api';
import { LiveControls } from './live-controls';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(cleanup);

const item = (id: string, name: string, fr: string, soldOut = false) => ({
  id,
  name,
  sold_out: soldOut,
  options: [],
  localization: { fr: { name: fr } },
});
const file = {
  version: 1,
  menus: [
    {
      id: 'dinner',
      name: 'Dine-in Menu',
      localization: { fr: { name: 'Menu en salle' } },
      items: [],
      sections: [
        {
          items: [
            item('risotto', 'Wild Mushroom Risotto', 'Risotto aux champignons sauvages'),
            item('poutine', 'Classic Poutine', 'Poutine classique', true),
          ],
        },
      ],
    },
  ],
};

describe('the sold-out list', () => {
  it('wraps a long name and keeps the badge and button whole, inside the row (a phone, in French)', async () => {
    await renderStaff(<LiveControls restaurant={testRestaurant} locale="fr-CA" canPause canSoldOut />, {
      locale: 'fr-CA',
      data: [
        [menuFileQuery('maple-table').queryKey, file],
        [liveQuery(101).queryKey, { ordersPaused: false, pausedMessage: null, soldOut: [] }],
        [
          busyQuery(101).queryKey,
          { restaurantId: 101, paced: false, delayMinutes: 0, capacityCutPercent: 0, until: null },
        ],
      ],
    });
    const cls = (el: Element | null) => (el?.getAttribute('class') ?? '').split(/\s+/);
    for (const [name, button] of [
      // Said of the item, never agreeing with its name ("Poutine classique est épuisé" did not).
      ['Risotto aux champignons sauvages', 'Marquer comme épuisé\u00a0: Risotto aux champignons sauvages'],
      ['Poutine classique', 'Remettre Poutine classique en vente'],
    ]) {
      const label = screen.getByText(name!);
      // The name may shrink below its longest word's width and wraps; what follows it does not shrink.
      expect(cls(label)).toEqual(expect.arrayContaining(['min-w-0', 'break-words']));
      const mark = screen.getByRole('button', { name: button });
      expect(cls(mark.parentElement)).toContain('shrink-0');
      expect(cls(mark)).toEqual(expect.arrayContaining(['shrink-0', 'whitespace-nowrap']));
      expect(label.nextElementSibling).toBe(mark.parentElement);
    }
  });
});
