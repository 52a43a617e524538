import type { TabView } from '@ordering/domain/contracts/tabs';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { BillLines } from './bill-lines';
import { Receipts } from './receipts';

const ana = { id: 'a', name: 'Ana', role: 'opener' as const, status: 'accepted' as const };
const line = (id: string, name: string, total: number, refunded: number) => ({
  id,
  name,
  itemId: null,
  menuId: null,
  quantity: 2,
  amount: total,
  total,
  orderedBy: 'a',
  mine: true,
  refunded,
});
/** A closed tab: Ana paid the poutine, which staff then refunded in part. */
const VIEW: TabView = {
  id: 'tab-1',
  table: '12',
  status: 'closed',
  held: 50,
  total: 40,
  paid: 40,
  captured: 0,
  remaining: 0,
  refunded: 8.2,
  you: ana,
  members: [ana],
  lines: [line('1', 'Classic Poutine', 32.77, 8.2), line('2', 'Drip Coffee', 7.23, 0)],
  shares: [
    {
      id: 's1',
      payer: 'Ana',
      amount: 40,
      tipBase: 35.4,
      taxes: 4.6,
      lineIds: ['1', '2'],
      status: 'paid',
      tip: 2,
      paidByYou: true,
      refunded: 8.2,
    },
  ],
  closing: { tip: 0, parts: [], yourCards: [{ last4: '4242', captured: 0, released: 50 }] },
};

function renderBill(locale: 'en-CA' | 'fr-CA') {
  render(
    <I18nextProvider i18n={i18n}>
      <BillLines view={VIEW} locale={locale} />
      <Receipts view={VIEW} locale={locale} />
    </I18nextProvider>,
  );
}

afterEach(() => cleanup());
/** French amounts are spaced with no-break spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a refunded line on the tab’s bill', () => {
  it.each([
    ['en-CA', 'Refunded $8.20 to the cards that paid it', 'Refunded to your card', '−$8.20'],
    ['fr-CA', '8,20 $ remboursé aux cartes qui l’ont payée', 'Remboursé sur votre carte', '−8,20 $'],
  ] as const)(
    'says what went back, on the line and on the payer’s receipt (%s)',
    async (locale, onLine, label, amount) => {
      await startTranslations(locale);
      await i18n.changeLanguage(locale);
      renderBill(locale);
      expect(screen.getAllByTestId('tab-line-refunded').map((e) => plain(e.textContent))).toEqual([onLine]);
      expect(screen.getByText(label)).toBeTruthy();
      expect(plain(screen.getByTestId('tab-receipt-refunded').textContent)).toBe(amount);
    },
  );
});
