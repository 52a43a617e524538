import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { K12Placed } from './k12-placed';

beforeEach(async () => {
  await startTranslations('en-CA');
});
afterEach(cleanup);

describe('the K-12 orders placed', () => {
  it.each([
    ['en-CA', 'Order #1', 'Tuesday 01/12/2026 · Maya'],
    // "nº" and a no-break space, as the rest of the web app and the e-mails write an order number.
    ['fr-CA', 'Commande nº\u00a01', 'mardi 01/12/2026 · Maya'],
  ] as const)('in %s: each day’s order number, kept on one line', async (locale, number, day) => {
    await i18n.changeLanguage(locale);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <K12Placed
            placed={[{ date: '2026-12-01', student: 'Maya', number: 1, id: 'ord_1', charged: null }]}
            slug="northview-schools"
            onMore={() => {}}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const link = screen.getByRole('link', { name: number });
    expect(link.textContent).toBe(number);
    // On a phone the day and student wrap, never the number (it was "Order" over "#1").
    expect(link.className).toContain('whitespace-nowrap');
    expect(link.className).toContain('shrink-0');
    expect(screen.getByText(day)).toBeTruthy();
  });

  it.each([
    ['en-CA', ['Charged $4.50', 'Charged $0.00'], 'Charged in all: $4.50'],
    ['fr-CA', ['Débité : 4,50 $', 'Débité : 0,00 $'], 'Débité en tout : 4,50 $'],
  ] as const)('in %s: what the card was charged for each day and in all', async (locale, each, inAll) => {
    await i18n.changeLanguage(locale);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <K12Placed
            placed={[
              { date: '2026-12-01', student: 'Maya', number: 1, id: 'ord_1', charged: 4.5 },
              // A day the subsidy paid in full: said, not left out.
              { date: '2026-12-02', student: 'Maya', number: 2, id: 'ord_2', charged: 0 },
            ]}
            slug="northview-schools"
            onMore={() => {}}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => plain(li.textContent));
    expect(items[0]).toContain(each[0]);
    expect(items[1]).toContain(each[1]);
    expect(plain(document.body.textContent)).toContain(inAll);
  });

  it('says nothing of a charge an older answer did not give', async () => {
    await i18n.changeLanguage('en-CA');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <K12Placed
            placed={[{ date: '2026-12-01', student: 'Maya', number: 1, id: 'ord_1', charged: null }]}
            slug="northview-schools"
            onMore={() => {}}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(document.body.textContent).not.toMatch(/Charged/);
  });
});

const plain = (text: string | null | undefined) => text?.replace(/\u00a0|\u202f/g, ' ') ?? '';
