import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { menuFileQuery } from '../api';
import { CounterOrderForm } from './counter-order';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

const file = {
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

const QUOTE = { total: 33.9, readyAt: '2026-03-04T17:05:00.000Z', paced: true, delayMinutes: 10 };

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
  quote: { asap: QUOTE.readyAt, delayMinutes: 10 },
};

/**
 * The server: the quote call answers QUOTE, the slots SLOTS, the table's open tab `tab`, placing answers `placed` (a
 * status and body).
 */
function server(
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

const draw = (locale: Locale = 'en-CA') =>
  renderStaff(<CounterOrderForm restaurant={testRestaurant} locale={locale} />, {
    locale,
    data: [[menuFileQuery('maple-table').queryKey, file]],
  });

const placeCalls = (fetch: ReturnType<typeof server>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url.endsWith('/counter-orders'));

describe('an order taken on the phone or at the counter', () => {
  it('offers the take-out menu’s items, not sold-out ones, and asks for required options before adding', async () => {
    server();
    await draw();
    expect(screen.getByRole('button', { name: /Rice bowl/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Soup/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Wings/ }));
    const options = screen.getByRole('form', { name: 'Options for Wings' });
    const add = within(options).getByRole('button', { name: 'Add to order' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(within(options).getByText('Choose the required options first.')).toBeTruthy();
    fireEvent.click(within(options).getByLabelText(/Hot/));
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(screen.getAllByTestId('counter-line').map((l) => l.textContent)).toEqual([
      expect.stringContaining('WingsHot'),
    ]);
  });

  it('shows the kitchen’s quote and the total before placing, then places it paid at the counter', async () => {
    const fetch = server({
      status: 200,
      body: { id: 'order-public-1', number: 42, readyAt: QUOTE.readyAt, total: QUOTE.total },
    });
    await draw();
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.click(screen.getByRole('button', { name: /Wings/ }));
    fireEvent.click(screen.getByLabelText(/Hot/));
    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));
    const quote = await screen.findByTestId('counter-quote');
    await waitFor(() => expect(quote.textContent).toMatch(/^Ready at 12:05\sp\.m\./));
    expect(quote.textContent).toContain('Busy mode adds 10 min.');
    expect(screen.getByTestId('counter-total').textContent).toBe('$33.90');
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam Caller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416-555-0199' } });
    // The pickup's required question is asked; a table's is not.
    expect(screen.queryByLabelText(/A high chair/)).toBeNull();
    expect(place.disabled).toBe(true);
    expect(screen.getByText('Ask the diner the required questions.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'Yes' } });
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() =>
      expect(screen.getByText(/^Order #42 placed, ready at 12:05\sp\.m\.\.$/)).toBeTruthy(),
    );
    const [[url, init]] = placeCalls(fetch) as [[string, RequestInit]];
    expect(url).toBe('/api/staff/restaurants/101/counter-orders');
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(init.body))).toEqual({
      items: [
        expect.objectContaining({ id: 'bowl', menu_id: 'mt-takeout', section_id: 'mains', quantity: 1 }),
        expect.objectContaining({
          id: 'wings',
          orderOptions: [{ id: 'sauce', values: [expect.objectContaining({ id: 'hot', quantity: 1 })] }],
        }),
      ],
      name: 'Sam Caller',
      phone: '416-555-0199',
      total: 33.9,
      questions: [{ id: 'allergy', answer: 'Yes' }],
    });
    expect(screen.queryAllByTestId('counter-line')).toEqual([]);
  });

  it('says a changed price, and the next tap is a new attempt', async () => {
    const fetch = server({ status: 428, body: { code: 428, message: 'The price changed' } });
    await draw();
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '4165550199' } });
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'No' } });
    await screen.findByTestId('counter-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A price changed: check the new total with the diner, then place the order again.',
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(2));
    const keys = placeCalls(fetch).map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says it in French', async () => {
    server();
    await draw('fr-CA');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Commande au téléphone ou au comptoir',
    );
    fireEvent.click(screen.getByRole('button', { name: /Ailes/ }));
    fireEvent.click(screen.getByLabelText(/Hot \(fr\)/));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à la commande' }));
    const quote = await screen.findByTestId('counter-quote');
    await waitFor(() => expect(quote.textContent).toMatch(/^Prête à 12 h 05/));
    expect(screen.getByTestId('counter-total').textContent).toBe('33,90\u00a0$');
    const asked = screen.getByLabelText('A food allergy? (fr) (obligatoire)') as HTMLSelectElement;
    expect(Array.from(asked.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choisissez une réponse'],
      ['No', 'Non'],
      ['Yes', 'Oui'],
    ]);
  });
});

describe('a later pickup or a table', () => {
  /** A bowl, the diner's name, phone and answer: all but where and when. */
  async function fill() {
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam Caller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416-555-0199' } });
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'No' } });
    await screen.findByTestId('counter-total');
  }

  it('offers the day’s slots for the cart, full ones not to be chosen, and places it for the one chosen', async () => {
    const fetch = server({
      status: 200,
      body: { id: 'order-public-2', number: 43, readyAt: '2026-03-04T17:45:00.000Z', total: 13.56 },
    });
    await draw();
    await fill();
    fireEvent.click(screen.getByLabelText('Pickup later'));
    const slots = screen.getByLabelText('Pickup time') as HTMLSelectElement;
    await waitFor(() => expect(slots.options).toHaveLength(4));
    expect(Array.from(slots.options).map((o) => [o.textContent?.replace(/\s/g, ' '), o.disabled])).toEqual([
      ['Choose a pickup time', false],
      ['12:15 p.m.', false],
      ['12:30 p.m. (full)', true],
      ['12:45 p.m.', false],
    ]);
    const asked = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      url.endsWith('/counter-orders/slots'),
    );
    // The server's today, not the device's.
    expect(JSON.parse(String(asked![1].body))).toEqual({ items: [expect.objectContaining({ id: 'bowl' })] });
    await waitFor(() => expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-03-04'));
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(slots, { target: { value: '2026-03-04T17:45:00.000Z' } });
    expect(screen.getByTestId('counter-quote').textContent).toMatch(/^Pickup at 12:45\sp\.m\./);
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(placeCalls(fetch)[0]![1].body))).toMatchObject({
      pickupTime: '2026-03-04T17:45:00.000Z',
    });
    await waitFor(() =>
      expect(screen.getByText(/^Order #43 placed, ready at 12:45\sp\.m\.\.$/)).toBeTruthy(),
    );
  });

  it('takes a table from the dine-in menu, with the table’s questions, paid at the table', async () => {
    const fetch = server({
      status: 200,
      body: { id: 'order-public-3', number: 44, readyAt: QUOTE.readyAt, total: 33.9 },
    });
    await draw();
    fireEvent.click(screen.getByLabelText('At a table'));
    expect(screen.queryByRole('button', { name: /Rice bowl/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Steak frites/ }));
    fireEvent.change(screen.getByLabelText('Diner’s name'), { target: { value: 'Sam Caller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416-555-0199' } });
    fireEvent.change(screen.getByLabelText('A food allergy? (required)'), { target: { value: 'No' } });
    fireEvent.change(screen.getByLabelText('A high chair? (required)'), { target: { value: 'Yes' } });
    await screen.findByTestId('counter-total');
    expect(screen.getByTestId('counter-quote').textContent).toContain('Paid at the table.');
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'Dining room' } });
    fireEvent.change(screen.getByLabelText('Table'), { target: { value: '2' } });
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(placeCalls(fetch)[0]![1].body))).toMatchObject({
      items: [expect.objectContaining({ id: 'steak', menu_id: 'mt-dinner' })],
      table: { location: 'Dining room', number: '2' },
      questions: [
        { id: 'allergy', answer: 'No' },
        { id: 'high-chair', answer: 'Yes' },
      ],
    });
    const quoted = (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) =>
      url.endsWith('/counter-orders/quote'),
    );
    expect(JSON.parse(String(quoted.at(-1)![1].body))).toMatchObject({ table: true });
  });

  describe('at a table with an open tab', () => {
    const TAB = { id: 'tab-public-12', table: '2', total: 42.1, openedAt: '2026-03-05T00:05:00.000Z' };
    async function atTable(locale: Locale = 'en-CA') {
      await draw(locale);
      fireEvent.click(screen.getByLabelText(locale === 'en-CA' ? 'At a table' : 'À une table'));
      fireEvent.click(screen.getByRole('button', { name: /Steak frites/ }));
      fireEvent.change(screen.getByLabelText(locale === 'en-CA' ? 'Diner’s name' : 'Nom du client'), {
        target: { value: 'Sam Caller' },
      });
      fireEvent.change(screen.getByLabelText(locale === 'en-CA' ? 'Phone' : 'Téléphone'), {
        target: { value: '416-555-0199' },
      });
      for (const select of screen.getAllByRole('combobox').slice(2))
        fireEvent.change(select, { target: { value: (select as HTMLSelectElement).options[1]!.value } });
      fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: 'Dining room' } });
      fireEvent.change(screen.getAllByRole('combobox')[1]!, { target: { value: '2' } });
      await screen.findByTestId('counter-table-tab');
    }

    it('says so, puts the order on the tab by default and says the bill after', async () => {
      const fetch = server(
        {
          status: 200,
          body: {
            id: 'order-public-5',
            number: 46,
            readyAt: QUOTE.readyAt,
            total: 33.9,
            tab: { ...TAB, total: 76 },
          },
        },
        TAB,
      );
      await atTable();
      expect(screen.getByTestId('counter-table-tab').textContent).toMatch(
        /^Table 2 has an open tab — \$42\.10, opened 7:05\sp\.m\.Add/,
      );
      expect((screen.getByLabelText(/^Add to the tab/) as HTMLInputElement).checked).toBe(true);
      await waitFor(() =>
        expect(screen.getByTestId('counter-quote').textContent).toContain('Goes on the table’s tab.'),
      );
      const asked = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
        url.includes('/table-tab?'),
      );
      expect(asked![0]).toContain('number=2&location=Dining+room');
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
      const body = JSON.parse(String(placeCalls(fetch)[0]![1].body));
      expect(body.table).toEqual({ location: 'Dining room', number: '2' });
      expect(body.separate).toBeUndefined();
      await waitFor(() =>
        expect(
          screen.getByText(/^Order #46, ready at 12:05\sp\.m\., is on table 2’s tab, now \$76\.00\.$/),
        ).toBeTruthy(),
      );
    });

    it('is a separate order, paid at the table, when chosen (in French)', async () => {
      const fetch = server(
        {
          status: 200,
          body: { id: 'order-public-6', number: 47, readyAt: QUOTE.readyAt, total: 33.9, tab: null },
        },
        TAB,
      );
      await atTable('fr-CA');
      expect(screen.getByTestId('counter-table-tab').textContent).toMatch(
        /^La table 2 a une addition ouverte — 42,10\s\$, ouverte à 19 h 05Ajouter/,
      );
      fireEvent.click(screen.getByLabelText('Commande distincte, payée à la table'));
      await waitFor(() =>
        expect(screen.getByTestId('counter-quote').textContent).toContain('Payée à la table.'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
      await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
      expect(JSON.parse(String(placeCalls(fetch)[0]![1].body))).toMatchObject({ separate: true });
    });
  });

  it('keeps the total and the Place button in the bar at the bottom', async () => {
    server();
    await draw();
    await fill();
    const bar = screen.getByTestId('counter-bar');
    expect(bar.className).toContain('fixed');
    expect(within(bar).getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(within(bar).getByTestId('counter-bar-total').textContent).toBe('$33.90');
    expect(within(bar).getByText('1 item')).toBeTruthy();
  });
});

describe('how a phone order is paid', () => {
  const withProcessor = (processor: string) => ({
    ...file,
    restaurant: { ...file.restaurant, payment_processor: processor },
  });
  const drawFor = (processor: string, locale: Locale = 'en-CA') =>
    renderStaff(<CounterOrderForm restaurant={testRestaurant} locale={locale} />, {
      locale,
      data: [[menuFileQuery('maple-table').queryKey, withProcessor(processor)]],
    });

  async function pickup(locale: Locale) {
    const en = locale === 'en-CA';
    fireEvent.click(screen.getByRole('button', { name: /Rice bowl/ }));
    fireEvent.change(screen.getByLabelText(en ? 'Diner’s name' : 'Nom du client'), {
      target: { value: 'Sam Caller' },
    });
    fireEvent.change(screen.getByLabelText(en ? 'Phone' : 'Téléphone'), {
      target: { value: '416-555-0199' },
    });
    const allergy = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
    fireEvent.change(allergy, { target: { value: allergy.options[1]!.value } });
    await screen.findByTestId('counter-total');
  }

  it('is at pickup by default; a card over the phone is typed on the sandbox and said charged', async () => {
    const fetch = server({
      status: 200,
      body: {
        id: 'order-public-8',
        number: 48,
        readyAt: QUOTE.readyAt,
        total: 33.9,
        tab: null,
        card: { amount: 33.9, brand: 'visa', last4: '4242' },
      },
    });
    await drawFor('sandbox');
    await pickup('en-CA');
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(
      (within(payment).getByLabelText('Pay at pickup / at the counter') as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByTestId('counter-quote').textContent).toContain('Paid at the counter on pickup.');
    fireEvent.click(within(payment).getByLabelText('Card (over the phone)'));
    expect(screen.getByTestId('counter-quote').textContent).toContain(
      'Paid by the card taken over the phone: held now, charged when the order is accepted.',
    );
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1230' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // The CVD is missing: nothing is sent, and the field says so.
    expect(await screen.findByText('Enter the 3 or 4 digits on the card.')).toBeTruthy();
    expect(placeCalls(fetch)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('CVD'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(placeCalls(fetch)[0]![1].body)).card).toEqual({
      number: '4242424242424242',
      expiry_date: '12/30',
      cvd: '123',
    });
    await waitFor(() =>
      expect(
        screen.getByText(
          /^Order #48 placed, ready at 12:05\sp\.m\.\. The card ending 4242 was charged \$33\.90\.$/,
        ),
      ).toBeTruthy(),
    );
    // The next order is at pickup again.
    expect((screen.getByLabelText('Pay at pickup / at the counter') as HTMLInputElement).checked).toBe(true);
  });

  it('is asked in French, and a refusal is the server’s words', async () => {
    const message =
      'Le processeur de cartes de ce restaurant ne prend pas les cartes par téléphone : faites payer à la cueillette.';
    server({ status: 402, body: { code: 410, message } });
    await drawFor('sandbox', 'fr-CA');
    await pickup('fr-CA');
    const payment = screen.getByRole('group', { name: 'Paiement' });
    expect(within(payment).getByLabelText('Payer à la cueillette / au comptoir')).toBeTruthy();
    fireEvent.click(within(payment).getByLabelText('Carte (par téléphone)'));
    fireEvent.change(screen.getByLabelText('Numéro de carte'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiration'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('CVD'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers no card where the restaurant is paid on premise', async () => {
    server();
    await drawFor('payOnPremise');
    await pickup('en-CA');
    expect(screen.queryByRole('group', { name: 'Payment' })).toBeNull();
  });
});
