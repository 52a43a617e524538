import type { CostsBody } from '@ordering/domain/contracts/costs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushFunnel } from '../../../lib/analytics';
import { i18n, startTranslations } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { demoDataFile } from '../../../testing/demo-data';
import { renderWithQueries, TestProviders, testQueryClient } from '../../../testing/render';
import type { K12Cart } from '../k12-cart';
import { K12CartPanel } from './k12-cart-panel';

const costs: CostsBody = {
  subtotal: 27.75,
  subtotalDiscounted: 27.75,
  taxes: 0,
  taxBrackets: [],
  taxInfo: { inclusive: false, province: 'ON', rebateApplied: false },
  total: 27.75,
  totalWithoutTaxes: 27.75,
  totalWithTip: 27.75,
  tip: { percentageValue: 0, amount: 0, type: 'percentage' },
  serviceCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  deliveryCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  voucher: { code: null, balance: 0, amount: 0 },
  discount: { percentageValue: 0, amount: 0, type: 'percentage', code: null },
  credits: { id: null, balance: 0, amount: 0 },
  memberDiscount: { preTax: false, amount: 0 },
  subsidyDiscount: {
    type: 'pay_what_you_can',
    chosenAmountToBePaid: 27.75,
    code: null,
    amount: 0,
    baseSubsidizedAmount: 27.75,
  },
  amountToCharge: 27.75,
  paymentNotRequired: false,
};

const northview = demoDataFile('northview-schools');

const cart: K12Cart = {
  '2026-12-01': {
    maya: [
      // Added while the screen was in English: it reads in the language shown now, from the menu.
      {
        id: 'nv-teriyaki-bowl',
        menu_id: 'nv-lunch',
        section_id: 'nv-s-meals',
        orderId: 3,
        quantity: 1,
        orderPrice: 7.5,
        orderOptions: [
          { id: 'og-nv-drink', values: [{ id: 'water', quantity: 1, adjustedPrice: 0, options: [] }] },
          { id: 'og-nv-fruit', values: [{ id: 'grapes', quantity: 1, adjustedPrice: 0, options: [] }] },
        ],
        name: 'Chicken Teriyaki Rice Bowl',
        unitPrice: 7.5,
        choices: ['Bottled water', 'Grapes'],
      },
      // An item the menu no longer has: shown by the names kept with it.
      {
        id: 'teriyaki',
        menu_id: 'nv-menu',
        section_id: null,
        orderId: 1,
        quantity: 1,
        orderPrice: 4.75,
        orderOptions: [],
        name: 'Chicken Teriyaki Rice Bowl',
        unitPrice: 4.75,
        choices: ['Chocolate milk', 'Pear'],
      },
      // A line added before the choices were kept (a cart already on the device): shown by its name alone.
      {
        id: 'cookie',
        menu_id: 'nv-menu',
        section_id: null,
        orderId: 2,
        quantity: 1,
        orderPrice: 23,
        orderOptions: [],
        name: 'Cookie',
        unitPrice: 23,
      },
    ],
  },
};

beforeEach(async () => {
  await startTranslations('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(costs)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function panel(locale: Locale, shown: K12Cart, onCharged?: (cents: number | null) => void) {
  return (
    <K12CartPanel
      data={northview}
      cart={shown}
      setCart={() => {}}
      locale={locale}
      students={[{ id: 'maya', name: 'Maya' } as never]}
      restaurantId={104}
      subsidyCode={null}
      contact={{ email: 'parent@example.com', name: 'Pat Parent', phone: '' }}
      onPlaced={() => {}}
      onCharged={onCharged}
    />
  );
}

async function renderPanel(
  locale: Locale,
  shown: K12Cart = cart,
  onCharged?: (cents: number | null) => void,
) {
  await i18n.changeLanguage(locale);
  renderWithQueries(panel(locale, shown, onCharged));
}

const plain = (text: string | null | undefined) => text?.replace(/\u00a0|\u202f/g, ' ') ?? '';

describe('the K-12 cart', () => {
  it.each([
    [
      'en-CA',
      'Tuesday 01/12/2026 · Maya',
      'Chocolate milk · Pear',
      '27.75',
      'Chicken Teriyaki Rice BowlBottled water · Grapes',
    ],
    [
      'fr-CA',
      'mardi 01/12/2026 · Maya',
      'Chocolate milk · Pear',
      '27,75',
      'Bol de riz au poulet teriyakiEau en bouteille · Raisins',
    ],
  ] as const)(
    'in %s: names the day as the language writes it, shows each meal’s drink and fruit, and the amount to type',
    async (locale, day, choices, placeholder, fromMenu) => {
      await renderPanel(locale);
      expect(screen.getByText(day)).toBeTruthy();
      const lines = Array.from(document.querySelectorAll('#k12-cart-panel ul ul > li'), (li) =>
        plain(li.textContent),
      );
      expect(lines[0]).toContain(`1 × ${fromMenu}`);
      expect(lines[1]).toContain(`1 × Chicken Teriyaki Rice Bowl${choices}`);
      expect(lines[2]).toMatch(/^1 × Cookie[$\d]/);
      // Pay-what-you-can's amount is typed as the language writes numbers (a decimal comma in French).
      const amount = (await screen.findByRole('textbox', {
        name: /Pay what you can|Payez ce que vous pouvez/,
      })) as HTMLInputElement;
      expect(amount.placeholder).toBe(placeholder);
    },
  );

  it.each([
    [
      'en-CA',
      ['Subtotal$35.25', 'Subsidy−$10.00', 'Taxes$2.66', 'Day total$27.91'],
      'Total for 1 day$27.91',
      'Pay $27.91 for 1 order',
    ],
    [
      'fr-CA',
      ['Sous-total35,25 $', 'Subvention−10,00 $', 'Taxes2,66 $', 'Total de la journée27,91 $'],
      'Total pour 1 journée27,91 $',
      'Payer 27,91 $ pour 1 commande',
    ],
  ] as const)(
    'in %s: each day’s subtotal, subsidy, taxes and total as the server split them, the total and the pay button’s amount',
    async (locale, day, all, pay) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json({
            ...costs,
            subtotal: 35.25,
            taxes: 2.66,
            total: 27.91,
            amountToCharge: 27.91,
            subsidyDiscount: { ...costs.subsidyDiscount, amount: 10, chosenAmountToBePaid: 25.25 },
            orders: [
              {
                date: '2026-12-01',
                studentId: 'maya',
                subtotal: 35.25,
                discount: 0,
                subsidy: 10,
                taxes: 2.66,
                total: 27.91,
                amountToCharge: 27.91,
              },
            ],
          }),
        ),
      );
      await renderPanel(locale);
      const list = await screen.findByLabelText(/This day’s costs|Coûts de cette journée/);
      const rows = Array.from(list.querySelectorAll('div'), (d) => plain(d.textContent));
      expect(rows).toEqual(day);
      const summary = Array.from(document.querySelectorAll('dl'), (d) => d).find((d) => d !== list);
      expect(plain(summary?.lastElementChild?.textContent)).toBe(all);
      expect(plain(screen.getByRole('button', { name: /Pay|Payer/ }).textContent)).toBe(pay);
    },
  );

  it.each([
    [
      'en-CA',
      ['Subtotal$14.50', 'Subsidy−$5.25', 'Taxes$1.20', 'Total for 2 days$10.45'],
      'Pay $10.45 for 2 orders',
    ],
    [
      'fr-CA',
      ['Sous-total14,50 $', 'Subvention−5,25 $', 'Taxes1,20 $', 'Total pour 2 journées10,45 $'],
      'Payer 10,45 $ pour 2 commandes',
    ],
  ] as const)(
    'in %s: the days’ summary is on the days’ basis (regular price less the subsidy), not the subsidised subtotal',
    async (locale, all, pay) => {
      // Two meals priced for a subsidy code: $8.00 at $5.00 and $6.50 at $4.25. The cart's subtotal is the subsidised
      // $9.25; each day reads as its regular price less its subsidy.
      const day = (date: string, subtotal: number, subsidy: number, taxes: number, total: number) => ({
        date,
        studentId: 'maya',
        subtotal,
        discount: 0,
        subsidy,
        taxes,
        total,
        amountToCharge: total,
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json({
            ...costs,
            subtotal: 9.25,
            subtotalDiscounted: 9.25,
            taxes: 1.2,
            total: 10.45,
            amountToCharge: 10.45,
            subsidyDiscount: {
              type: null,
              chosenAmountToBePaid: 0,
              code: 'NV50',
              amount: 0,
              baseSubsidizedAmount: 0,
            },
            orders: [day('2026-12-01', 8, 3, 0.65, 5.65), day('2026-12-02', 6.5, 2.25, 0.55, 4.8)],
          }),
        ),
      );
      const charged = vi.fn();
      await renderPanel(
        locale,
        {
          ...cart,
          '2026-12-02': { maya: [{ ...cart['2026-12-01']!.maya![0]!, orderId: 9, orderPrice: 4.25 }] },
        },
        charged,
      );
      const summary = await screen.findByLabelText(/Every day’s costs|Coûts de toutes les journées/);
      const rows = Array.from(summary.querySelectorAll('div'), (d) => plain(d.textContent));
      expect(rows).toEqual(all);
      expect(plain(screen.getByRole('button', { name: /Pay|Payer/ }).textContent)).toBe(pay);
      // The phone's cart bar is told the same amount (it showed the lines' $9.25 before taxes).
      expect(charged).toHaveBeenLastCalledWith(1045);
    },
  );

  it('says the days its total covers while a day just added is priced: one day’s amount is never “for 2 days”', async () => {
    const oneDay = {
      ...costs,
      taxes: 0.98,
      total: 8.48,
      amountToCharge: 8.48,
      orders: [
        {
          date: '2026-12-01',
          studentId: 'maya',
          subtotal: 7.5,
          discount: 0,
          subsidy: 0,
          taxes: 0.98,
          total: 8.48,
          amountToCharge: 8.48,
        },
      ],
    };
    // The first cart is priced; the second (a day added) is still being priced.
    const answers = [Response.json(oneDay)];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (answers.length ? Promise.resolve(answers.shift()!) : new Promise<Response>(() => {}))),
    );
    const first = { '2026-12-01': { maya: [cart['2026-12-01']!.maya![0]!] } };
    await i18n.changeLanguage('en-CA');
    const client = testQueryClient();
    const charged = vi.fn();
    const { rerender } = renderWithQueries(panel('en-CA', first, charged), client);
    const summary = await screen.findByLabelText('Every day’s costs');
    expect(plain(summary.lastElementChild?.textContent)).toBe('Total for 1 day$8.48');
    await waitFor(() => expect(charged).toHaveBeenLastCalledWith(848));
    const second = { ...first, '2026-12-02': { maya: [{ ...first['2026-12-01'].maya[0]!, orderId: 9 }] } };
    rerender(<TestProviders client={client}>{panel('en-CA', second, charged)}</TestProviders>);
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBe('true'));
    expect(plain(summary.lastElementChild?.textContent)).toBe('Total for 1 day$8.48');
    // The phone's cart bar, which is not dimmed, shows no amount until the two days are priced.
    expect(charged).toHaveBeenLastCalledWith(null);
  });
});

describe('a line priced for the parent', () => {
  it.each([
    ['en-CA', '$3.75', '$7.50'],
    ['fr-CA', '3,75 $', '7,50 $'],
  ] as const)(
    'in %s: shows its full price struck through, the one the day’s subtotal counts before the subsidy',
    async (locale, paid, full) => {
      const bowl = cart['2026-12-01']!.maya![0]!;
      await renderPanel(locale, {
        '2026-12-01': {
          maya: [
            { ...bowl, orderPrice: 3.75, unitPrice: 3.75 },
            { ...bowl, orderId: 9 },
          ],
        },
      });
      const [subsidized, unchanged] = Array.from(document.querySelectorAll('#k12-cart-panel ul ul > li'));
      expect(plain(subsidized?.textContent)).toContain(`${paid}${full}`);
      expect(plain(subsidized?.querySelector('s')?.textContent)).toBe(full);
      // A line at its full price shows one price.
      expect(unchanged?.querySelector('s')).toBeNull();
      expect(plain(unchanged?.textContent)).toContain(full);
    },
  );
});

describe('the K-12 card', () => {
  const payCalls = () =>
    vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/api/orders/create-k12-order'));

  it.each([
    [
      'en-CA',
      ['Card number', 'Expiry', 'Security code'],
      'Pay $27.75 for 1 order',
      'This expiry date is invalid.',
      'This field is required.',
    ],
    [
      'fr-CA',
      ['Numéro de carte', 'Expiration', 'Code de sécurité'],
      'Payer 27,75 $ pour 1 commande',
      'Cette date d’expiration n’est pas valide.',
      'Ce champ est obligatoire.',
    ],
  ] as const)(
    'in %s: is formatted as typed and checked as the checkout checks it, each message under its field, before any payment',
    async (locale, [number, expiry, cvd], pay, expired, required) => {
      await renderPanel(locale);
      const button = await screen.findByRole('button', {
        name: new RegExp(pay.replace(/[$]/g, '\\$&').replace(/ /g, '\\s')),
      });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      fireEvent.change(screen.getByLabelText(number), { target: { value: '4242424242424242' } });
      expect((screen.getByLabelText(number) as HTMLInputElement).value).toBe('4242-4242-4242-4242');
      expect(screen.getByText('Visa')).toBeTruthy();
      fireEvent.change(screen.getByLabelText(expiry), { target: { value: '0120' } });
      expect((screen.getByLabelText(expiry) as HTMLInputElement).value).toBe('01/20');
      fireEvent.click(button);
      expect(await screen.findByText(expired)).toBeTruthy();
      expect(screen.getByText(required)).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(expiry));
      expect(payCalls()).toHaveLength(0);
      // Corrected, the card is sent as the API takes it.
      fireEvent.change(screen.getByLabelText(expiry), { target: { value: '1230' } });
      fireEvent.change(screen.getByLabelText(cvd), { target: { value: '123' } });
      expect(screen.queryByText(expired)).toBeNull();
      fireEvent.click(button);
      await waitFor(() => expect(payCalls()).toHaveLength(1));
      const body = JSON.parse(String((payCalls()[0]![1] as RequestInit).body));
      expect(body.data.checkout.card).toEqual({
        number: '4242424242424242',
        expiry_date: '12/30',
        cvd: '123',
      });
    },
  );
});

describe('the school’s funnel', () => {
  it('counts the checkout reached once, when the parent starts on the card, and one order placed for the payment', async () => {
    vi.mocked(fetch).mockImplementation(async (url) =>
      String(url).includes('/api/orders/create-k12-order')
        ? Response.json({ checkoutId: 'c1', orders: [{ id: 'o1', number: 1, charged: 27.75 }] })
        : Response.json(costs),
    );
    // Steps queued by an earlier test are not this one's.
    flushFunnel();
    const steps: unknown[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((_url, data) => {
      void (data as Blob).text().then((text) => steps.push(...JSON.parse(text).events));
      return true;
    });
    try {
      await renderPanel('en-CA');
      const button = await screen.findByRole('button', { name: /Pay \$27\.75/ });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      flushFunnel();
      await Promise.resolve();
      expect(steps).toEqual([]);
      fireEvent.focus(screen.getByLabelText('Card number'));
      fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
      fireEvent.focus(screen.getByLabelText('Expiry'));
      fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1230' } });
      fireEvent.focus(screen.getByLabelText('Security code'));
      fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
      fireEvent.click(button);
      await waitFor(() =>
        expect(
          vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/orders/create-k12-order')),
        ).toBe(true),
      );
      await waitFor(() => {
        flushFunnel();
        expect(steps).toEqual([
          { step: 'checkout-reached', way: 'school' },
          { step: 'order-placed', way: 'school' },
        ]);
      });
    } finally {
      vi.mocked(navigator.sendBeacon).mockRestore();
    }
  });
});
