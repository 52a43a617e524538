import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuFileQuery } from '../api';
import type { StaffTab } from '../tab-calls';
import { renderStaff, testRestaurant } from './render-staff';
import { AddLine } from './tab-add-line';

const TAB: StaffTab = {
  id: 'tab-1234567890',
  table: '12',
  status: 'open',
  total: 16.39,
  held: 50,
  paid: 0,
  openedAt: '2026-11-25T19:00:00.000Z',
  lastRoundAt: '2026-11-25T19:30:00.000Z',
};
const value = (id: string, name: string, price = 0) => ({
  id,
  name,
  price,
  options: [],
  sold_out: false,
  localization: { fr: { name: `${name} (fr)` } },
});
const file = {
  version: 3,
  restaurant: {},
  order_options: { custom_questions: [] },
  menus: [
    {
      id: 'mt-dinner',
      name: 'Dine-in',
      dine_in: true,
      localization: {},
      items: [],
      sections: [
        {
          id: 'drinks',
          name: 'Drinks',
          localization: {},
          items: [
            {
              id: 'soda',
              name: 'Soft drink',
              price: 3,
              sold_out: false,
              localization: { fr: { name: 'Boisson gazeuse' } },
              options: [
                {
                  id: 'flavour',
                  name: 'Flavour',
                  required: true,
                  allow_multiple_selection: false,
                  limit: 1,
                  localization: { fr: { name: 'Saveur' } },
                  values: [value('cola', 'Cola'), value('ginger', 'Ginger ale', 0.5)],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

let sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: 'order-1' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draw = (locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  renderStaff(
    <AddLine
      tab={TAB}
      restaurant={testRestaurant}
      locale={locale}
      now={() => new Date('2026-11-25T20:00:00.000Z')}
      onAdded={() => {}}
    />,
    { locale, data: [[menuFileQuery(testRestaurant.slug).queryKey, file]] },
  );

describe('a line staff add to a tab', () => {
  it('asks for the item’s required option before it can be added, and sends the one chosen', async () => {
    const user = userEvent.setup();
    await draw();
    await user.selectOptions(screen.getByLabelText('Item'), 'soda');
    const add = screen.getByRole('button', { name: "Add to table 12's bill" }) as HTMLButtonElement;
    expect(screen.getByText('Choose the required options to add this item.')).toBeTruthy();
    expect(add.disabled).toBe(true);
    await user.click(screen.getByLabelText('Ginger ale (+$0.50)'));
    expect(add.disabled).toBe(false);
    await user.click(add);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as { data: { items: unknown[]; config: unknown } };
    expect(body.data.config).toEqual({ restaurantId: String(testRestaurant.id), tabId: TAB.id });
    expect(body.data.items).toEqual([
      {
        id: 'soda',
        menu_id: 'mt-dinner',
        section_id: 'drinks',
        orderId: 1,
        quantity: 1,
        orderPrice: 0,
        orderOptions: [
          { id: 'flavour', values: [{ id: 'ginger', quantity: 1, adjustedPrice: 0, options: [] }] },
        ],
      },
    ]);
  });

  it('names the options in French', async () => {
    const user = userEvent.setup();
    await draw('fr-CA');
    await user.selectOptions(screen.getByLabelText('Article'), 'soda');
    expect(screen.getByText('Saveur')).toBeTruthy();
    expect(screen.getByText('Choisissez les options obligatoires pour ajouter cet article.')).toBeTruthy();
  });
});
