/**
 * "As soon as possible" as the server quotes it for the cart (asap-quote.tsx): the choice's hint, the orders ahead and
 * a table's ready time, at a kitchen paced by make-time and at one whose menu caps its orders per slot.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getScheduling } from '../../../lib/cart/api';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { EMPTY_FORM } from '../checkout-form';
import { CHECKOUT_NOW } from '../checkout-test-context';
import { DineInReady, useOrdersAhead } from './asap-quote';
import { WhenFields } from './when-fields';

vi.mock('../../../lib/cart/api', async (actual) => ({
  ...(await actual<typeof import('../../../lib/cart/api')>()),
  getScheduling: vi.fn(),
}));

/** The server's day, without slots (the diner has not asked for a later time). */
const answer = (date: string): SchedulingResponse => ({
  date,
  zone: 'America/Toronto',
  intervalMinutes: 15,
  slots: [],
  unavailable: null,
});

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  vi.mocked(getScheduling).mockReset();
  vi.mocked(getScheduling).mockImplementation(async (_id, body) => answer(body.date));
});
afterEach(cleanup);

/** The When section of a take-out pickup "as soon as possible" at noon, for `menu` of `file` and the cart's lines. */
const whenAsap = (file: RestaurantDataFile, menu: DataFileMenu, items?: readonly CartItem[]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <WhenFields
          file={file}
          locale="en-CA"
          menus={[menu]}
          orderType="pickup"
          form={{ ...EMPTY_FORM, when: 'asap' }}
          errors={{}}
          date="2026-11-25"
          onDate={() => {}}
          set={() => {}}
          now={CHECKOUT_NOW}
          {...(items ? { items } : {})}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );

function Ahead(props: Parameters<typeof useOrdersAhead>[0]) {
  const ahead = useOrdersAhead(props);
  return <p data-testid="ahead">{ahead === null ? 'unknown' : ahead}</p>;
}

describe('"as soon as possible" at a kitchen paced by make-time', () => {
  // maple-table's take-out menu carries make times; at noon it is open, 25 minutes' lead.
  const maple = demoDataFile('maple-table');
  const takeOut = maple.menus.find((m) => m.id === 'mt-takeout')!;
  const burger = takeOut.sections.find((s) => s.station === 'grill')!;
  const line = {
    id: burger.items[0]!.id,
    menu_id: takeOut.id,
    section_id: burger.id,
    orderId: 1,
    quantity: 3,
    orderPrice: 4500,
    orderOptions: [],
  };
  const quoted = (items?: (typeof line)[]) => whenAsap(maple, takeOut, items);

  /** The server quotes 12:55 with six orders ahead. */
  const quotingSixAhead = () =>
    vi.mocked(getScheduling).mockImplementation(async (_id, body) => ({
      ...answer(body.date),
      quote: { asap: '2026-11-25T17:55:00.000Z', delayMinutes: 0, ordersAhead: 6 },
    }));
  const cartProps = {
    file: maple,
    menus: [takeOut],
    orderType: 'pickup' as const,
    now: CHECKOUT_NOW,
    items: [line],
  };

  it("shows the time the server quotes for this cart, asked with the cart's lines", async () => {
    vi.mocked(getScheduling).mockImplementation(async (_id, body) => ({
      ...answer(body.date),
      quote: { asap: '2026-11-25T17:40:00.000Z', delayMinutes: 15, ordersAhead: 0 },
    }));
    quoted([line]);
    // 12:40 quoted at noon: 40 minutes, where the menu's lead says 25.
    expect(await screen.findByText(/Ready in about 40/)).toBeTruthy();
    expect(getScheduling).toHaveBeenCalledWith(maple.restaurant.id, {
      menuId: 'mt-takeout',
      type: 'pickup',
      date: '2026-11-25',
      items: [expect.objectContaining({ id: line.id, quantity: 3 })],
    });
  });

  it('says the kitchen cannot fit the cart when the server finds no time, never the menu lead time', async () => {
    vi.mocked(getScheduling).mockImplementation(async (_id, body) => ({
      ...answer(body.date),
      quote: { asap: null, delayMinutes: 0, ordersAhead: 0 },
    }));
    quoted([line]);
    expect(await screen.findByText(/The kitchen can't fit this order in the next 4 hours/)).toBeTruthy();
    expect(screen.queryByText(/Ready in about/)).toBeNull();
  });

  it('counts the orders ahead from the same answer as the time it shows, asked once', async () => {
    quotingSixAhead();
    const props = { ...cartProps, form: { ...EMPTY_FORM, when: 'asap' as const } };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <WhenFields
            {...props}
            locale="en-CA"
            errors={{}}
            date="2026-11-25"
            onDate={() => {}}
            set={() => {}}
          />
          <Ahead {...props} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Ready in about 55/)).toBeTruthy();
    expect(screen.getByTestId('ahead').textContent).toBe('6');
    expect(getScheduling).toHaveBeenCalledTimes(1);
  });

  it('counts no orders ahead once the diner chooses a later slot: they are ahead of "as soon as possible" only', async () => {
    quotingSixAhead();
    const props = cartProps;
    // One client: the answer for "as soon as possible" stays in its cache when the choice changes.
    const client = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Ahead {...props} form={{ ...EMPTY_FORM, when: 'asap' }} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('ahead').textContent).toBe('6'));
    rerender(
      <QueryClientProvider client={client}>
        <Ahead {...props} form={{ ...EMPTY_FORM, when: 'scheduled' }} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('ahead').textContent).toBe('unknown');
  });

  it('without the cart, says the menu lead time and asks nothing', () => {
    quoted();
    expect(screen.getByText(/Ready in about 25/)).toBeTruthy();
    expect(getScheduling).not.toHaveBeenCalled();
  });
});

describe('at a table, when the paced kitchen will have the order', () => {
  const maple = demoDataFile('maple-table');
  const dinner = maple.menus.find((m) => m.id === 'mt-dinner')!;
  const mains = dinner.sections.find((s) => s.station === 'grill')!;
  const line = {
    id: mains.items[0]!.id,
    menu_id: dinner.id,
    section_id: mains.id,
    orderId: 1,
    quantity: 6,
    orderPrice: 19200,
    orderOptions: [],
  };
  const table = (file = maple) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <DineInReady
            file={file}
            locale="en-CA"
            menus={[dinner]}
            orderType="dine-in"
            now={CHECKOUT_NOW}
            items={[line]}
          />
        </I18nextProvider>
      </QueryClientProvider>,
    );

  it('says the time the server keeps for this cart, asked as dine-in with its lines', async () => {
    vi.mocked(getScheduling).mockImplementation(async (_id, body) => ({
      ...answer(body.date),
      quote: { asap: '2026-11-25T18:05:00.000Z', delayMinutes: 0, ordersAhead: 0 },
    }));
    table();
    // 13:05 quoted at noon: the busy kitchen keeps the table's order 65 minutes out.
    expect((await screen.findByTestId('dine-in-ready')).textContent).toBe('Ready in about 1 hr 5 min');
    expect(getScheduling).toHaveBeenCalledWith(maple.restaurant.id, {
      menuId: 'mt-dinner',
      type: 'dine-in',
      date: '2026-11-25',
      items: [expect.objectContaining({ id: line.id, quantity: 6 })],
    });
  });

  it('says the kitchen cannot fit it when no time is found, and nothing where the kitchen is not paced', async () => {
    vi.mocked(getScheduling).mockImplementation(async (_id, body) => ({
      ...answer(body.date),
      quote: { asap: null, delayMinutes: 0, ordersAhead: 0 },
    }));
    table();
    expect((await screen.findByTestId('dine-in-ready')).textContent).toBe(
      "The kitchen can't fit this order in the next 4 hours",
    );
    cleanup();
    vi.mocked(getScheduling).mockClear();
    table({ ...maple, restaurant: { ...maple.restaurant, kitchen: null } });
    expect(screen.queryByTestId('dine-in-ready')).toBeNull();
    expect(getScheduling).not.toHaveBeenCalled();
  });
});

describe('"as soon as possible" at a kitchen not paced whose menu caps its orders per slot', () => {
  // maple-table without make times: its take-out menu still takes 6 orders a slot, 25 minutes' lead.
  const maple = demoDataFile('maple-table');
  const unpaced = { ...maple, restaurant: { ...maple.restaurant, kitchen: null } };
  const takeOut = maple.menus.find((m) => m.id === 'mt-takeout')!;
  const dinner = maple.menus.find((m) => m.id === 'mt-dinner')!;
  const lineOf = (menu: typeof takeOut) => ({
    id: menu.sections[0]!.items[0]!.id,
    menu_id: menu.id,
    section_id: menu.sections[0]!.id,
    orderId: 1,
    quantity: 1,
    orderPrice: 1500,
    orderOptions: [],
  });
  const quoting = (asap: string) =>
    vi.mocked(getScheduling).mockImplementation(async (_id, body) => ({
      ...answer(body.date),
      quote: { asap, delayMinutes: 0, ordersAhead: 0 },
    }));
  const when = (file: typeof maple, menu = takeOut) => whenAsap(file, menu, [lineOf(menu)]);

  it('says the time the server moved the cart to, past the slots that are full', async () => {
    expect(takeOut.max_orders_per_interval).toBe(6);
    quoting('2026-11-25T17:45:00.000Z');
    when(unpaced);
    // 12:45 quoted at noon, where the menu's lead says 25 minutes.
    expect(await screen.findByText(/Ready in about 45/)).toBeTruthy();
    expect(getScheduling).toHaveBeenCalledWith(
      maple.restaurant.id,
      expect.objectContaining({ type: 'pickup' }),
    );
  });

  it('asks nothing where no menu caps its orders, and says the menu’s lead', () => {
    const uncapped = { ...takeOut, max_orders_per_interval: null };
    when({ ...unpaced, menus: unpaced.menus.map((m) => (m.id === takeOut.id ? uncapped : m)) }, uncapped);
    expect(screen.getByText(/Ready in about 25/)).toBeTruthy();
    expect(getScheduling).not.toHaveBeenCalled();
  });

  it('tells a table its order moves past a full slot, and nothing when its time is the menu’s own', async () => {
    const capped = { ...dinner, max_orders_per_interval: 4 };
    const table = () =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <I18nextProvider i18n={i18n}>
            <DineInReady
              file={unpaced}
              locale="en-CA"
              menus={[capped]}
              orderType="dine-in"
              now={CHECKOUT_NOW}
              items={[lineOf(capped)]}
            />
          </I18nextProvider>
        </QueryClientProvider>,
      );
    quoting('2026-11-25T17:30:00.000Z');
    table();
    expect((await screen.findByTestId('dine-in-ready')).textContent).toBe('Ready in about 30 min');
    cleanup();
    quoting(CHECKOUT_NOW.toISOString());
    table();
    await waitFor(() => expect(getScheduling).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('dine-in-ready')).toBeNull();
  });
});
