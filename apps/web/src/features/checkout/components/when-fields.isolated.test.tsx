import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import type { OfferedDates } from '@ordering/domain/ordering/offered-dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getScheduling } from '../../../lib/cart/api';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { type CheckoutForm, EMPTY_FORM } from '../checkout-form';
import { CHECKOUT_NOW } from '../checkout-test-context';
import { CateringWhen, scheduleDays, WhenFields } from './when-fields';

vi.mock('../../../lib/cart/api', async (actual) => ({
  ...(await actual<typeof import('../../../lib/cart/api')>()),
  getScheduling: vi.fn(),
}));

// lakeshore-stadium's Suite Catering: scheduled only, 48 hours' notice. CHECKOUT_NOW is Wednesday 12:00 in Toronto.
const stadium = demoDataFile('lakeshore-stadium');
const suite = stadium.menus.find((m) => m.id === 'ls-suite-catering')!;
const NOTICE = 'This menu must be ordered at least 48 hours ahead.';

/** The server's answer: the notice before Friday, 10:00 and 10:45 from then on. */
function answer(date: string): SchedulingResponse {
  if (date < '2026-11-27')
    return {
      date,
      zone: 'America/Toronto',
      intervalMinutes: 45,
      slots: [],
      unavailable: { code: 422, reason: 'required_notice', message: NOTICE },
    };
  const at = (hour: number, minute: number) => {
    const start = new Date(
      `${date}T${String(hour + 5).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
    );
    return {
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      label: { hour, minute },
      taken: 0,
      remaining: 3,
      full: false,
    };
  };
  return {
    date,
    zone: 'America/Toronto',
    intervalMinutes: 45,
    slots: [at(10, 0), at(10, 45)],
    unavailable: null,
  };
}

let last: { form: CheckoutForm; date: string } | null = null;

function Checkout({ menus, link }: { menus: DataFileMenu[]; link?: OfferedDates }) {
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [date, setDate] = useState('2026-11-25');
  const set = useCallback((patch: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...patch })), []);
  last = { form, date };
  return (
    <CateringWhen
      file={stadium}
      locale="en-CA"
      menus={menus}
      orderType="generic-catering"
      form={form}
      errors={{}}
      date={date}
      onDate={setDate}
      set={set}
      now={CHECKOUT_NOW}
      {...(link ? { link } : {})}
    />
  );
}

const shown = (menus: DataFileMenu[], link?: OfferedDates) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Checkout menus={menus} {...(link ? { link } : {})} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  vi.mocked(getScheduling).mockReset();
  vi.mocked(getScheduling).mockImplementation(async (_id, body) => answer(body.date));
});
afterEach(cleanup);

describe('the When section of a generic-catering checkout (audit F2 finding 1)', () => {
  it('offers the dates and times the server takes for generic catering, from the first day past the notice', async () => {
    shown([suite]);
    const section = screen.getByRole('region', { name: 'When' });
    // Scheduled only: no "as soon as possible", no pickup or delivery to choose.
    expect(within(section).queryByText('As soon as possible')).toBeNull();
    expect(within(section).queryByText('Pickup')).toBeNull();
    const date = (await within(section).findByLabelText('Date')) as HTMLSelectElement;
    expect(date.value).toBe('2026-11-27');
    const time = (await within(section).findByLabelText('Time')) as HTMLSelectElement;
    expect([...time.options].map((o) => o.textContent)).toEqual(['Choose…', '10:00 a.m.', '10:45 a.m.']);
    // Asked as the order is placed: generic catering, not pickup.
    expect(getScheduling).toHaveBeenCalledWith(stadium.restaurant.id, {
      menuId: 'ls-suite-catering',
      type: 'generic-catering',
      date: '2026-11-27',
    });
    fireEvent.change(time, { target: { value: time.options[1]!.value } });
    expect(last?.form).toMatchObject({ when: 'scheduled', slot: '2026-11-27T15:00:00.000Z' });
  });

  it('a day inside the notice says why it has no time', async () => {
    shown([suite]);
    const date = (await screen.findByLabelText('Date')) as HTMLSelectElement;
    await waitFor(() => expect(date.value).toBe('2026-11-27'));
    fireEvent.change(date, { target: { value: '2026-11-26' } });
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText('Time', { selector: 'select' })).toBeNull();
  });

  it('a cart whose menus share no way of ordering says so', () => {
    shown([suite, stadium.menus.find((m) => m.id === 'ls-quick-catering')!]);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('checkout.noCommonTime'));
  });
});

/** What useOrdersAhead gives the checkout's queue panel, written out. */
describe('the When section while ordering is paused', () => {
  // maple-table at noon on a Wednesday: within its hours, so only the pause stops an order.
  const maple = demoDataFile('maple-table');
  const takeOut = maple.menus.find((m) => m.id === 'mt-takeout')!;
  const paused = (locale: 'en-CA' | 'fr-CA', note: string | null) => {
    const file = {
      ...maple,
      restaurant: { ...maple.restaurant, orders_paused: true },
      order_options: { ...maple.order_options, orders_paused_message: note, localization: {} },
    };
    return render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <WhenFields
            file={file}
            locale={locale}
            menus={[takeOut]}
            orderType="pickup"
            form={{ ...EMPTY_FORM, when: 'asap' }}
            errors={{}}
            date="2026-11-25"
            onDate={() => {}}
            set={() => {}}
            now={CHECKOUT_NOW}
          />
        </I18nextProvider>
      </QueryClientProvider>,
    );
  };

  it('says ordering is paused, with the restaurant’s note, and does not blame the opening hours (en-CA)', () => {
    paused('en-CA', 'Back at 5 pm');
    expect(screen.getByRole('status').textContent).toBe(
      'Ordering is paused for the moment. Note from the restaurant: Back at 5 pm',
    );
    expect(screen.queryByText(/opening hours|choose a time below/)).toBeNull();
    expect(screen.queryByText(/Ready in about/)).toBeNull();
  });

  it('says it in French, without a note when the restaurant left none (fr-CA)', async () => {
    await i18n.changeLanguage('fr-CA');
    paused('fr-CA', null);
    expect(screen.getByRole('status').textContent).toBe('Les commandes sont suspendues pour le moment.');
    expect(screen.queryByText(/heures d’ouverture/)).toBeNull();
  });
});

describe('the days a checkout offers', () => {
  it.each([
    ['lakeshore-stadium', 91],
    ['maple-table', 21],
    ['coastal-kitchen', 8],
  ])('%s: today and as many days ahead as it allows (%i)', (slug, count) => {
    const days = scheduleDays(demoDataFile(slug), CHECKOUT_NOW, 'en-CA');
    expect(days).toHaveLength(count);
    expect(new Set(days.map((d) => d.value)).size).toBe(count);
  });

  it('offers only the days an ordering link takes, each written with its weekday and dd/MM/yyyy', () => {
    const link = { date_range: { start: '2026-11-27', end: '2026-11-29' }, dates: null };
    expect(scheduleDays(demoDataFile('maple-table'), CHECKOUT_NOW, 'en-CA', link)).toEqual([
      { value: '2026-11-27', label: 'Fri 27/11/2026' },
      { value: '2026-11-28', label: 'Sat 28/11/2026' },
      { value: '2026-11-29', label: 'Sun 29/11/2026' },
    ]);
    const dates = { date_range: null, dates: ['2026-12-04', '2026-11-26'] };
    expect(scheduleDays(demoDataFile('maple-table'), CHECKOUT_NOW, 'fr-CA', dates)).toEqual([
      { value: '2026-11-26', label: 'jeu. 26/11/2026' },
      { value: '2026-12-04', label: 'ven. 04/12/2026' },
    ]);
  });
});

describe('the day picker of a checkout opened from a link naming its days', () => {
  it('offers those days only and opens on the first the notice allows', async () => {
    // Thursday is inside the 48 hours' notice, Saturday past it; no other day is offered ("Choose…" first).
    shown([suite], { date_range: null, dates: ['2026-11-26', '2026-11-28'] });
    const date = (await screen.findByLabelText('Date')) as HTMLSelectElement;
    expect([...date.options].map((o) => o.value)).toEqual(['', '2026-11-26', '2026-11-28']);
    await waitFor(() => expect(date.value).toBe('2026-11-28'));
    expect(last?.date).toBe('2026-11-28');
  });
});
