import type { StaffRefundPreview } from '@ordering/domain/contracts/staff';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { staffOrderFactory } from '../testing';
import { RefundForm } from './refund-form';
import { renderStaff, testRestaurant } from './render-staff';
import { TicketDialog } from './ticket-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// One $18.00 line of an order with a tip: what the server said refunding it returns, and what that is made of.
const preview: StaffRefundPreview = {
  amount: 24.52,
  lines: [{ position: 0, quantity: 1, amount: 24.52 }],
  parts: { items: 18, taxes: 2.34, tip: 4.18, charges: 0 },
  tenders: [{ kind: 'card', amount: 24.52 }],
};

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const draw = (locale: Locale) =>
  renderStaff(
    <RefundForm
      order={staffOrderFactory({
        id: 'order-000000007',
        status: 'completed',
        total: 24.52,
        lines: [
          {
            position: 0,
            itemId: 'galette',
            menuId: 'main',
            sectionId: null,
            name: 'Galette double',
            quantity: 1,
            unitPrice: 18,
            price: 18,
            options: [],
            specialInstructions: null,
            refundedQuantity: 0,
          },
        ],
      })}
      restaurant={testRestaurant}
      locale={locale}
      onNotice={() => {}}
      onDone={() => {}}
    />,
    { locale },
  );

describe('the refund form', () => {
  it.each([
    [
      'en-CA',
      'This refund returns',
      ['Items', '$18.00'],
      ['Taxes', '$2.34'],
      ['Share of the tip', '$4.18'],
      'Refund $24.52',
    ],
    [
      'fr-CA',
      'Ce remboursement rend',
      ['Articles', '18,00 $'],
      ['Taxes', '2,34 $'],
      ['Part du pourboire', '4,18 $'],
      'Rembourser 24,52 $',
    ],
  ] as const)(
    'in %s, shows what the refund returns and what it is made of before the confirm button',
    async (locale, title, items, taxes, tip, confirm) => {
      const fetch = answer(preview);
      await draw(locale);
      await userEvent.click(screen.getByRole('radio', { name: /^(By item|Par article)$/ }));
      await userEvent.type(screen.getByRole('spinbutton'), '1');
      const breakdown = await screen.findByRole('region', { name: title });
      const money = (amount: string) => amount.replace(/ /g, '\u00a0');
      expect(within(breakdown).getByTestId('refund-preview-amount').textContent).toBe(
        money(locale === 'en-CA' ? '$24.52' : '24,52 $'),
      );
      const rows = [...breakdown.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);
      // Charges of 0 are not money this refund returns: not shown.
      expect(rows).toEqual([items, taxes, tip].map(([label, amount]) => [label, money(amount)]));
      const button = screen.getByRole('button', { name: (name) => name.replace(/\s/g, ' ') === confirm });
      expect(breakdown.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const [url, init] = fetch.mock.calls.at(-1)!;
      expect(url).toBe('/api/staff/orders/order-000000007/refund-preview');
      expect(JSON.parse(String(init?.body))).toEqual({ lines: [{ position: 0, quantity: 1 }] });
    },
  );
});

describe('cancelling an accepted order', () => {
  it.each([
    ['en-CA', 'Cancel order', 'Cancelling returns', 'Cancel order', ['Items', '$18.00']],
    [
      'fr-CA',
      'Annuler la commande',
      'L’annulation rend',
      'Annuler la commande',
      ['Articles', '18,00\u00a0$'],
    ],
  ] as const)(
    'in %s, says what it gives back before the confirm button',
    async (locale, open, title, confirm, items) => {
      const fetch = answer({ returned: 24.52, released: 0, parts: preview.parts });
      await renderStaff(
        <TicketDialog
          order={staffOrderFactory({ id: 'order-000000008', status: 'in_progress', total: 24.52 })}
          restaurant={testRestaurant}
          locale={locale}
          can={() => true}
          onClose={() => {}}
        />,
        { locale },
      );
      await userEvent.click(screen.getByRole('button', { name: open }));
      const breakdown = await screen.findByRole('region', { name: title });
      expect(breakdown.querySelector('dl > div')?.textContent).toBe(items.join(''));
      const button = screen.getByRole('button', { name: confirm });
      expect(breakdown.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(fetch.mock.calls.at(-1)?.[0]).toBe('/api/staff/orders/order-000000008/cancel-preview');
    },
  );

  it('says why a round the table paid on its tab cannot be cancelled, and offers no confirm', async () => {
    const message =
      'Table 91 paid this round when its tab closed: refund it instead of cancelling it, and the money goes back to the cards that paid it.';
    answer({ code: 409, message }, 409);
    await renderStaff(
      <TicketDialog
        order={staffOrderFactory({ id: 'order-000000009', status: 'in_progress', total: 24.52 })}
        restaurant={testRestaurant}
        locale="en-CA"
        can={() => true}
        onClose={() => {}}
      />,
      { locale: 'en-CA' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await userEvent.type(screen.getByRole('textbox'), 'Never served');
    expect((screen.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
