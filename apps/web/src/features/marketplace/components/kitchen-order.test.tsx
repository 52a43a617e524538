import type { CostsBody } from '@ordering/domain/contracts/costs';
import type { OrderRead } from '@ordering/domain/contracts/orders';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { KitchenOrder } from './kitchen-order';

const costs: CostsBody = {
  subtotal: 23,
  subtotalDiscounted: 23,
  taxes: 3.22,
  taxBrackets: [],
  taxInfo: { inclusive: false, province: 'NS', rebateApplied: false },
  total: 26.22,
  totalWithoutTaxes: 23,
  totalWithTip: 28.52,
  tip: { percentageValue: 10, amount: 2.3, type: 'percentage' },
  serviceCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  deliveryCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  voucher: { code: null, balance: 0, amount: 0 },
  discount: { percentageValue: 0, amount: 0, type: 'percentage', code: null },
  credits: { id: null, balance: 0, amount: 0 },
  memberDiscount: { preTax: false, amount: 0 },
  subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
  amountToCharge: 28.52,
  paymentNotRequired: false,
};

const order: OrderRead & { number: number } = {
  id: 'nori_order_0001',
  number: 7,
  type: 'pickup',
  status: 'pending',
  lines: [
    {
      orderId: 1,
      itemId: 'hm-salmon-roll',
      name: 'Atlantic Salmon Roll',
      quantity: 1,
      price: 11,
      options: [{ name: '8 pieces', quantity: 1, price: 0 }],
      specialInstructions: 'No wasabi please',
    },
    {
      orderId: 2,
      itemId: 'hm-sake',
      name: 'Junmai Sake (180 ml)',
      quantity: 1,
      price: 12,
      options: [],
      specialInstructions: null,
    },
  ],
  costs,
  pickup_time: '2026-11-25T19:30:00.000Z',
  createdAt: '2026-11-25T19:10:00.000Z',
  cancelReason: null,
  fulfilment: { time: '2026-11-25T19:30:00.000Z' },
};

function renderCard(locale: 'en-CA' | 'fr-CA', shown: typeof order = order) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <KitchenOrder
          kitchen="Nori Sushi Bar"
          order={shown}
          locale={locale}
          notifyHref="/harbour-market/order-notification?order=7"
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

const plain = (text: string | null | undefined) => text?.replace(/\u00a0|\u202f/g, ' ') ?? '';

describe("a kitchen's order on a hub's confirmation", () => {
  it.each([
    ['en-CA', ['1 × Atlantic Salmon Roll8 pieces“No wasabi please”$11.00', '1 × Junmai Sake (180 ml)$12.00']],
    [
      'fr-CA',
      ['1 × Atlantic Salmon Roll8 pieces“No wasabi please”11,00 $', '1 × Junmai Sake (180 ml)12,00 $'],
    ],
  ] as const)(
    'lists its lines with their special instructions (%s), as one order’s confirmation does',
    async (locale, lines) => {
      await i18n.changeLanguage(locale);
      renderCard(locale);
      const card = screen.getByTestId('kitchen-order');
      expect(Array.from(card.querySelectorAll('ul > li'), (li) => plain(li.textContent))).toEqual(lines);
    },
  );

  it('leaves its total to its costs under "Costs by kitchen", so the total is said once (audit D2)', () => {
    renderCard('en-CA');
    const card = plain(screen.getByTestId('kitchen-order').textContent);
    expect(card).toContain('Nori Sushi Bar: order #7');
    expect(card).not.toContain('$28.52');
    expect(card).not.toContain('Total');
  });

  it('says why a declined kitchen order was cancelled and that nothing is owed for it, as one order does', () => {
    renderCard('en-CA', { ...order, status: 'cancelled', cancelReason: 'Out of salmon' });
    expect(plain(screen.getByTestId('order-cancel-reason').textContent)).toContain('Out of salmon');
    expect(screen.getByTestId('order-cancel-money').textContent).not.toBe('');
  });
});
