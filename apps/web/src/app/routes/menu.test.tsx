import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { testProfile } from '../../testing/profile';

const demo = (slug: string) => ({ ...demoDataFile(slug), version: 1 });

/** What the stubbed server answers besides the restaurant: per test, by the address asked. */
let answer: (url: string) => Response | undefined = () => undefined;
let restaurant = () => demo('maple-table');
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        lazy: () => import('./restaurant-layout'),
        children: [{ index: true, lazy: () => import('./menu') }],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  // Wednesday 25 November 2026 at 13:00 in Toronto, when maple-table's menus are open and its demo file's windows
  // too: the screen is drawn at the same instant whatever day the suite runs. Only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T18:00:00Z') });
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeLocaleCookie('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answered = answer(url);
      if (answered) return answered;
      const slug = url.split('/')[1]!;
      if (slug === 'maple-table') return new Response(JSON.stringify(restaurant()), { status: 200 });
      return new Response(JSON.stringify({ code: 404, message: 'We could not find the restaurant "x".' }), {
        status: 404,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  answer = () => undefined;
  restaurant = () => demo('maple-table');
  localStorage.clear();
});

describe('the menu screen', () => {
  it('renders a demo restaurant menu with sections, prices in CAD and badges', async () => {
    renderAt('/maple-table');
    // The first test also loads the screens' code.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dine-in Menu' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const starters = screen.getByRole('region', { name: 'Starters' });
    const poutine = within(starters).getByRole('button', { name: /Classic Poutine/ });
    // The $2-off promo: the price charged now, and the price before it.
    expect(poutine.textContent).toContain('$11.00');
    expect(poutine.textContent).toContain('$13.00');
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('filters by search and shows the empty message', async () => {
    renderAt('/maple-table');
    const search = await screen.findByRole('searchbox');
    await userEvent.type(search, 'zzzz');
    expect(await screen.findByText('No items match your search or filters.')).toBeTruthy();
  });

  it('shows the French menu with French money', async () => {
    await i18n.changeLanguage('fr-CA');
    renderAt('/maple-table');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu en salle' })).toBeTruthy();
    expect(document.body.textContent).toMatch(/11,00\s\$/);
  });

  it("shows the server's message for an unknown restaurant", async () => {
    renderAt('/nowhere');
    expect(await screen.findByText('We could not find the restaurant "x".')).toBeTruthy();
  });
});

describe('the layout the data file asks for (card_style, browse_menu_style)', () => {
  /** The first card of Starters: its list, and whether its picture comes before its name. */
  async function firstStarter() {
    const starters = await screen.findByRole('region', { name: 'Starters' }, { timeout: 15_000 });
    const list = within(starters).getByRole('list');
    const card = within(list).getAllByRole('listitem')[0]!;
    const picture = card.querySelector('img')!;
    const name = within(card).getByRole('heading', { level: 3 });
    const pictureFirst = Boolean(picture.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING);
    return { list, card, pictureFirst };
  }

  it('by default, a gallery of cards with the picture above the name', async () => {
    renderAt('/maple-table');
    const { list, pictureFirst } = await firstStarter();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(list.className).toContain('grid-cols-2');
    expect(pictureFirst).toBe(true);
  });

  it('a list of cards with the picture beside the name, after it', async () => {
    const maple = demo('maple-table');
    restaurant = () => ({
      ...maple,
      menu_configuration: {
        ...maple.menu_configuration,
        card_style: 'horizontal',
        browse_menu_style: 'list',
      },
    });
    renderAt('/maple-table');
    const { list, pictureFirst } = await firstStarter();
    expect(list.className).toContain('divide-y');
    expect(list.className).not.toContain('grid');
    expect(pictureFirst).toBe(false);
  });
});

/** A cart saved on the device at maple-table: it is restored when the menu opens. */
function saveCart(
  items: { id: string; section: string; price: number; orderOptions?: unknown[] }[],
  mode: Record<string, unknown>,
) {
  localStorage.setItem(
    'cart:maple-table',
    JSON.stringify({
      restaurantId: '101',
      items: items.map((i, n) => ({
        id: i.id,
        menu_id: 'mt-dinner',
        section_id: i.section,
        orderId: n + 1,
        quantity: 1,
        orderPrice: i.price,
        orderOptions: i.orderOptions ?? [],
      })),
      mode,
      savedAt: Date.now(),
    }),
  );
}

describe('a refused line in the cart (audit D2 F4)', () => {
  it('marks the sold-out line, names it, and does not leave the totals calculating', async () => {
    saveCart(
      [
        { id: 'mt-poutine', section: 'mt-s-starters', price: 1100 },
        { id: 'mt-butter-tart', section: 'mt-s-desserts', price: 375 },
      ],
      { tableNum: '12' },
    );
    answer = (url) =>
      url.includes('/api/orders/set-costs')
        ? json(
            {
              code: 415,
              message: 'Classic Poutine is no longer available. Please remove it from your cart to continue.',
              details: {
                invalid_items: [{ orderId: 1, itemId: 'mt-poutine', code: 415, reason: 'sold_out' }],
              },
            },
            409,
          )
        : undefined;
    renderAt('/maple-table');
    // The restored cart shows once the screen's code is loaded: alone on a loaded machine, 15 s and more.
    await userEvent.click(await screen.findByRole('button', { name: /View cart/ }, { timeout: 25_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Classic Poutine is no longer available. Please remove it from your cart to continue.',
    );
    const lines = within(dialog).getAllByRole('listitem');
    const poutine = lines.find((l) => l.textContent?.includes('Classic Poutine'))!;
    const tart = lines.find((l) => l.textContent?.includes('Classic Butter Tart'))!;
    expect(within(poutine).getByText('Sold out')).toBeTruthy();
    expect(within(tart).queryByText('Sold out')).toBeNull();
    expect(within(dialog).queryByText('Calculating your total…')).toBeNull();
  }, 45_000);
});

describe('a line refused for one of its choices', () => {
  it('marks the line with the sold-out choice, not the whole dish', async () => {
    const bacon = { id: 'bacon', quantity: 1, adjustedPrice: 300, options: [] };
    saveCart(
      [
        {
          id: 'mt-smash-burger',
          section: 'mt-s-burgers',
          price: 2100,
          orderOptions: [{ id: 'og-toppings', values: [bacon] }],
        },
      ],
      { tableNum: '12' },
    );
    const message =
      'Double-smoked bacon is no longer available for Double Smash Burger. Please remove Double Smash Burger from your cart, or add it again with another choice.';
    answer = (url) =>
      url.includes('/api/orders/set-costs')
        ? json(
            {
              code: 415,
              message,
              details: {
                invalid_items: [
                  {
                    orderId: 1,
                    itemId: 'mt-smash-burger',
                    code: 415,
                    reason: 'sold_out',
                    groupId: 'og-toppings',
                    valueId: 'bacon',
                  },
                ],
              },
            },
            409,
          )
        : undefined;
    renderAt('/maple-table');
    await userEvent.click(await screen.findByRole('button', { name: /View cart/ }, { timeout: 25_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', message);
    const line = within(dialog)
      .getAllByRole('listitem')
      .find((l) => l.textContent?.includes('Double Smash Burger'))!;
    expect(within(line).getByText('Double-smoked bacon · Sold out')).toBeTruthy();
    expect(within(line).queryByText('Sold out')).toBeNull();
  }, 45_000);
});

describe('a maintenance window', () => {
  // The clock is 13:00 in Toronto; the window runs from 12:30 to 15:00 there.
  const during = (windows: { starts_at: string; ends_at: string }[]) => () => {
    const file = demo('maple-table');
    return { ...file, restaurant: { ...file.restaurant, maintenance_windows: windows } };
  };
  const window = { starts_at: '2026-11-25T17:30:00Z', ends_at: '2026-11-25T20:00:00Z' };

  it('says ordering is closed until its end, and keeps the cart from the checkout', async () => {
    restaurant = during([window]);
    saveCart([{ id: 'mt-poutine', section: 'mt-s-starters', price: 1100 }], { tableNum: '12' });
    renderAt('/maple-table');
    const notice = await screen.findByTestId('maintenance', {}, { timeout: 25_000 });
    expect(notice.textContent).toBe(
      'Until 25/11/2026 at 3:00 p.m., ordering is closed for scheduled maintenance. The menu is still available to view.',
    );
    await userEvent.click(await screen.findByRole('button', { name: /View cart/ }, { timeout: 25_000 }));
    const dialog = await screen.findByRole('dialog');
    const go = within(dialog).getByRole('button', { name: 'Go to checkout' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(await within(dialog).findByText(/ordering is closed for scheduled maintenance/)).toBeTruthy();
  }, 45_000);

  it('in French, at 24-hour time', async () => {
    await i18n.changeLanguage('fr-CA');
    restaurant = during([window]);
    renderAt('/maple-table');
    expect((await screen.findByTestId('maintenance', {}, { timeout: 25_000 })).textContent).toBe(
      'Jusqu’au 25/11/2026 à 15 h 00, les commandes sont fermées pour une maintenance planifiée. Le menu reste consultable.',
    );
  }, 45_000);

  it('says nothing before a window starts or after it ends', async () => {
    restaurant = during([
      { starts_at: '2026-11-25T19:00:00Z', ends_at: '2026-11-25T20:00:00Z' },
      { starts_at: '2026-11-25T16:00:00Z', ends_at: '2026-11-25T18:00:00Z' },
    ]);
    renderAt('/maple-table');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dine-in Menu' }, { timeout: 25_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('maintenance')).toBeNull();
  }, 45_000);
});

describe('a catering cart no one time suits (left from audit F2)', () => {
  it('says so in the cart and keeps "Go to checkout" from leading to a checkout that cannot place it', async () => {
    answer = (url) =>
      url.split('/')[1] === 'lakeshore-stadium' ? json(demo('lakeshore-stadium')) : undefined;
    // Game-Day Quick Catering is for now only; Suite Catering needs 48 hours' notice and a slot.
    localStorage.setItem(
      'cart:lakeshore-stadium',
      JSON.stringify({
        restaurantId: '105',
        items: [
          { id: 'ls-q-pizza', menu_id: 'ls-quick-catering', section_id: 'ls-s-quick', price: 3800 },
          { id: 'ls-charcuterie', menu_id: 'ls-suite-catering', section_id: 'ls-s-platters', price: 18500 },
        ].map(({ price, ...line }, n) => ({
          ...line,
          orderId: n + 1,
          quantity: 2,
          orderPrice: (price * 2) / 100,
          orderOptions: [],
        })),
        mode: { genericCatering: true },
        savedAt: Date.now(),
      }),
    );
    renderAt('/lakeshore-stadium?catering=true');
    await userEvent.click(await screen.findByRole('button', { name: /View cart/ }, { timeout: 25_000 }));
    const dialog = await screen.findByRole('dialog');
    const why = await within(dialog).findByText(
      "The items in your cart can't be ordered for the same time: some are for right now, others must be scheduled ahead. Please remove one or the other.",
    );
    const checkout = within(dialog).getByRole('button', { name: 'Go to checkout' });
    expect(checkout).toHaveProperty('disabled', true);
    expect(checkout.getAttribute('aria-describedby')).toBe(why.id);
  });
});

describe('paused ordering (audit D2 F10)', () => {
  const paused = () => {
    const data = demo('maple-table');
    const note = 'Back at 5 pm';
    return {
      ...data,
      restaurant: { ...data.restaurant, orders_paused: true },
      order_options: {
        ...data.order_options,
        orders_paused_message: note,
        localization: { fr: { ...data.order_options.localization.fr, orders_paused_message: note } },
      },
    };
  };

  it.each([
    [
      'en-CA',
      'Thanks for your patience! Ordering is paused for the moment, but the menu is still available to view.',
    ],
    [
      'fr-CA',
      'Merci de votre patience! Les commandes sont suspendues pour le moment, mais le menu reste disponible pour consultation.',
    ],
  ] as const)(
    'says why in %s, with the staff note beside it, on the menu and in the cart',
    async (locale, sentence) => {
      await i18n.changeLanguage(locale);
      restaurant = paused;
      saveCart([{ id: 'mt-butter-tart', section: 'mt-s-desserts', price: 375 }], { tableNum: '12' });
      answer = (url) =>
        url.includes('/api/orders/set-costs') ? json({ code: 419, message: 'paused' }, 409) : undefined;
      renderAt('/maple-table');
      const banner = await screen.findByText(sentence, {}, { timeout: 15_000 });
      expect(banner.parentElement?.textContent).toContain('Back at 5 pm');
      await userEvent.click(await screen.findByRole('button', { name: /View cart|Voir le panier/ }));
      const blocked = await within(await screen.findByRole('dialog')).findByText(sentence);
      expect(blocked.parentElement?.textContent).toContain('Back at 5 pm');
    },
  );
});

/** A classic poutine of the dinner menu, as a cart line. */
const POUTINE = {
  id: 'mt-poutine',
  menu_id: 'mt-dinner',
  section_id: 'mt-s-starters',
  orderId: 1,
  quantity: 1,
  orderPrice: 1100,
  orderOptions: [],
};

/** This device's last order at maple-table: one poutine. */
const saveLastOrder = () =>
  localStorage.setItem('last-order:maple-table', JSON.stringify({ items: [POUTINE], at: Date.now() }));

const ONION_RINGS = { ...POUTINE, id: 'mt-onion-rings', section_id: 'mt-s-sides', orderId: 3 };
const NANAIMO = { ...POUTINE, id: 'mt-nanaimo-bar', section_id: 'mt-s-desserts', orderId: 2, quantity: 2 };

describe('another round (audit D2 F14)', () => {
  it('shows the table of the round, and offers no "Order again" on top of its lines', async () => {
    saveLastOrder();
    answer = (url) =>
      url.includes('/api/orders/another-round/')
        ? json({
            items: [{ ...POUTINE, orderPrice: 11 }],
            tableInfo: { tableNum: '12', tableLocation: null, tableArea: null },
          })
        : url.includes('/api/orders/set-costs')
          ? json({ code: 500, message: 'no costs here' }, 500)
          : undefined;
    renderAt('/maple-table?anotherRoundId=JcjRsYWtncw6mohP_l1Ro');
    expect(await screen.findByText('Table 12', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Another round' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Order again' })).toBeNull());
  });

  it('puts nothing in the cart unasked: the diner ticks the lines that come back, and sees what is gone', async () => {
    answer = (url) =>
      url.includes('/api/orders/another-round/')
        ? json({
            items: [POUTINE, NANAIMO, ONION_RINGS],
            tableInfo: { tableNum: '12', tableLocation: null, tableArea: null },
          })
        : url.includes('/api/orders/set-costs')
          ? json({ code: 500, message: 'no costs here' }, 500)
          : undefined;
    renderAt('/maple-table?anotherRoundId=JcjRsYWtncw6mohP_l1Ro');
    const round = await screen.findByRole('region', { name: 'Another round' }, { timeout: 15_000 });
    expect(within(round).getByText('Tick what comes back from your last order at table 12.')).toBeTruthy();
    // The sold-out onion rings are named as gone, without a box to tick.
    expect(
      within(round)
        .getByText(/1 × Beer-Battered Onion Rings/)
        .closest('li')?.textContent,
    ).toContain('no longer available');
    expect(within(round).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /View cart/ })).toBeNull();
    await userEvent.click(within(round).getByRole('checkbox', { name: /Classic Poutine/ }));
    await userEvent.click(within(round).getByRole('button', { name: 'Add 2 items to the cart' }));
    expect((await screen.findByRole('button', { name: /View cart/ })).textContent).toContain('2');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Another round' })).toBeNull());
  });

  it('still offers "Order again" on an empty cart at a table', async () => {
    saveLastOrder();
    renderAt('/maple-table?tableNum=12');
    expect(await screen.findByRole('heading', { name: 'Order again' }, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('the item viewer quantity (audit D2 F17)', () => {
  it('stops "+" at the room the cart has left', async () => {
    // 20 of the 22 items maple-table allows: room for 2 more.
    localStorage.setItem(
      'cart:maple-table',
      JSON.stringify({
        restaurantId: '101',
        items: [
          {
            id: 'mt-butter-tart',
            menu_id: 'mt-dinner',
            section_id: 'mt-s-desserts',
            orderId: 1,
            quantity: 20,
            orderPrice: 7500,
            orderOptions: [],
          },
        ],
        mode: { tableNum: '12' },
        savedAt: Date.now(),
      }),
    );
    answer = (url) =>
      url.includes('/api/orders/set-costs') ? json({ code: 500, message: 'x' }, 500) : undefined;
    renderAt('/maple-table');
    const starters = await screen.findByRole('region', { name: 'Starters' }, { timeout: 15_000 });
    await userEvent.click(within(starters).getByRole('button', { name: /Classic Poutine/ }));
    const dialog = await screen.findByRole('dialog');
    const more = await within(dialog).findByRole('button', { name: 'Increase Quantity' });
    await userEvent.click(more);
    expect(within(dialog).getByRole('group', { name: 'Quantity' }).textContent).toContain('2');
    expect(more).toHaveProperty('disabled', true);
  });
});

describe('closed now (audit D2 F5)', () => {
  // Wednesday 25 November 2026: 10:20 in Toronto, before maple-table opens at 11:30; then 13:00, open.
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };
  afterEach(() => vi.useRealTimers());

  it.each([
    ['en-CA', 'Closed now.', 'Closed now. Ordering opens at 11:30 a.m.'],
    ['fr-CA', 'Fermé pour le moment.', 'Fermé pour le moment. Les commandes ouvrent à 11 h 30.'],
  ] as const)(
    'at a table before opening, says so and when ordering opens, in %s',
    async (locale, title, text) => {
      at('2026-11-25T15:20:00Z');
      await i18n.changeLanguage(locale);
      renderAt('/maple-table?tableNum=12');
      const notice = await screen.findByText(title, {}, { timeout: 15_000 });
      expect(notice.closest('[role="status"]')?.textContent).toBe(text);
    },
  );

  it('names the day when ordering opens on a later date', async () => {
    at('2026-11-26T04:00:00Z'); // Wednesday 23:00 in Toronto: closed since 22:00
    renderAt('/maple-table?tableNum=12');
    const notice = await screen.findByText('Closed now.', {}, { timeout: 15_000 });
    expect(notice.closest('[role="status"]')?.textContent).toBe(
      'Closed now. Ordering opens Thursday at 11:30 a.m.',
    );
  });

  it('says nothing while open, nor where a later time can be chosen (take-out of a scheduled menu)', async () => {
    at('2026-11-25T18:00:00Z');
    renderAt('/maple-table?tableNum=12');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Closed now.')).toBeNull();
    cleanup();

    at('2026-11-25T15:20:00Z');
    const file = demo('maple-table');
    restaurant = () => ({ ...file, menus: file.menus.map((m) => ({ ...m, scheduled: true })) });
    renderAt('/maple-table?takeout=true');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Closed now.')).toBeNull();
  });
});
describe('the take-out menu', () => {
  it('says where to pick up, today’s hours and how soon an order is ready, before the cart', async () => {
    answer = (url) =>
      url.endsWith('/get-next-order-queue-time')
        ? json({ orderCount: 0, estimatedWaitMinutes: 15 })
        : undefined;
    renderAt('/maple-table?takeout=true');
    const info = await screen.findByRole('region', { name: 'Pickup details' }, { timeout: 15_000 });
    expect(within(info).getByText('482 King Street West, Toronto, ON M5V 1L7')).toBeTruthy();
    expect(within(info).getByText('Hours today')).toBeTruthy();
    // maple-table's kitchen is paced by make-time: 15 minutes is its quickest, a larger cart is quoted later.
    expect(
      await within(info).findByText('in 15 min or more if you order now, depending on your order'),
    ).toBeTruthy();
  });

  it('is not shown at a table', async () => {
    renderAt('/maple-table?tableNum=12');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('takeout-info')).toBeNull();
  });
});
describe('"Order again" for a signed-in diner (audit F1 6)', () => {
  it("offers the account's last order on a device that has none", async () => {
    localStorage.setItem('userId', 'u1');
    answer = (url) =>
      url.endsWith('/get-user-snapshot')
        ? json({
            items: [{ ...POUTINE, sku: null, name: 'Classic Poutine', orderOptions: [] }],
            students: [],
            subsidyCode: null,
            credits: 0,
          })
        : url.includes('get-native-user-info')
          ? json(testProfile())
          : undefined;
    renderAt('/maple-table?tableNum=12');
    const again = await screen.findByRole('region', { name: 'Order again' }, { timeout: 15_000 });
    expect(within(again).getByText(/1 × Classic Poutine/)).toBeTruthy();
  });
});
