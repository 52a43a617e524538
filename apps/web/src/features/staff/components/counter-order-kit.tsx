/**
 * The counter order's test support (counter-order*.test.tsx, counter-payment.test.tsx): a restaurant's file with
 * take-out and dine-in menus, the server's answers (quote, slots, a table's open tab, the placing), and the screen
 * drawn in a language.
 */
import { vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { menuFileQuery } from '../api';
import { CounterOrderForm } from './counter-order';
import { renderStaff, testRestaurant } from './render-staff';

const value = (id: string, name: string, price = 0, options: unknown[] = []) => ({
  id,
  name,
  price,
  options,
  published_at: undefined,
  sold_out: false,
  localization: { fr: { name: `${name} (fr)` } },
});

const question = (id: string, text: string, modes: string[] | null) => ({
  id,
  question: text,
  options: ['No', 'Yes'],
  question_type: 'select_one',
  required: true,
  modes,
  localization: { fr: { question: `${text} (fr)`, options: ['Non', 'Oui'] } },
});

export const file = {
  version: 3,
  restaurant: {
    table_numbers: true,
    generic_table_locations: {
      locations: [
        {
          name: 'Dining room',
          localization: { fr: { name: 'Salle à manger' } },
          areas: [
            { number: '1', label: 'Table 1', localization: {} },
            { number: '2', label: 'Table 2', localization: {} },
          ],
        },
      ],
    },
  },
  order_options: {
    custom_questions: [
      question('allergy', 'A food allergy?', null),
      question('high-chair', 'A high chair?', ['dine-in']),
    ],
  },
  menus: [
    {
      id: 'mt-dinner',
      name: 'Dine-in',
      dine_in: true,
      on_demand: false,
      catering: false,
      deleted_at: null,
      member_only: false,
      localization: {},
      items: [
        { id: 'steak', name: 'Steak frites', price: 29, options: [], sold_out: false, localization: {} },
      ],
      sections: [],
    },
    {
      id: 'mt-takeout',
      name: 'Take-out',
      dine_in: false,
      on_demand: true,
      catering: false,
      deleted_at: null,
      member_only: false,
      localization: {},
      items: [],
      sections: [
        {
          id: 'mains',
          name: 'Mains',
          sold_out: false,
          localization: {},
          items: [
            { id: 'bowl', name: 'Rice bowl', price: 12, options: [], sold_out: false, localization: {} },
            { id: 'soup', name: 'Soup', price: 6, options: [], sold_out: true, localization: {} },
            {
              id: 'wings',
              name: 'Wings',
              price: 16,
              sold_out: false,
              localization: { fr: { name: 'Ailes' } },
              options: [
                {
                  id: 'sauce',
                  name: 'Sauce',
                  required: true,
                  allow_multiple_selection: false,
                  limit: 1,
                  localization: {},
                  values: [value('bbq', 'BBQ'), value('hot', 'Hot', 1, [])],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const QUOTE = { total: 33.9, readyAt: '2026-03-04T17:05:00.000Z', paced: true, delayMinutes: 10 };

/** Three slots of the afternoon of 4 March 2026 in Toronto: 12:30 cannot take this cart. */
const slot = (start: string, full: boolean) => ({
  start,
  end: start,
  label: { hour: 0, minute: 0 },
  taken: 0,
  remaining: null,
  full,
});
const SLOTS = {
  date: '2026-03-04',
  zone: 'America/Toronto',
  intervalMinutes: 15,
  slots: [
    slot('2026-03-04T17:15:00.000Z', false),
    slot('2026-03-04T17:30:00.000Z', true),
    slot('2026-03-04T17:45:00.000Z', false),
  ],
  unavailable: null,
  quote: { asap: QUOTE.readyAt, delayMinutes: 10, ordersAhead: 0 },
};

/**
 * The server: the quote call answers QUOTE, the slots SLOTS, the table's open tab `tab`, placing answers `placed` (a
 * status and body).
 */
export function server(
  placed: { status: number; body: object } = { status: 200, body: {} },
  tab: object | null = null,
) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const answer = String(url).endsWith('/counter-orders/quote')
      ? { status: 200, body: QUOTE }
      : String(url).endsWith('/counter-orders/slots')
        ? { status: 200, body: SLOTS }
        : String(url).includes('/counter-orders/table-tab?')
          ? { status: 200, body: { tab } }
          : { status: placed.status, body: placed.body };
    void init;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const draw = (locale: Locale = 'en-CA') =>
  renderStaff(<CounterOrderForm restaurant={testRestaurant} locale={locale} />, {
    locale,
    data: [[menuFileQuery('maple-table').queryKey, file]],
  });

export const placeCalls = (fetch: ReturnType<typeof server>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url.endsWith('/counter-orders'));
