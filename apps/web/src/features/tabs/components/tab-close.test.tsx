import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { forgetTabMembership, writeTabMembership } from '../tab-storage';
import { TabScreen } from './tab-screen';
import { SHARE, testBill } from './test-bill';

const data = { ...demoDataFile('maple-table'), version: 1 };
const slug = data.restaurant.slug;
const line = {
  id: '1',
  name: 'Classic Poutine',
  itemId: null,
  menuId: null,
  quantity: 1,
  amount: 11,
  total: 16.39,
  orderedBy: 'a',
  mine: true,
  refunded: 0,
};

/** Ana opened table 12's tab; the bill is split in two and Ben's $8.19 is not paid yet, or everything is paid. */
const UNPAID = testBill({
  paid: 8.2,
  remaining: 8.19,
  lines: [line],
  shares: [
    { ...SHARE, amount: 8.2, status: 'paid', tip: 0, paidByYou: true },
    { ...SHARE, id: 'share-987654321', payer: 'Ben', amount: 8.19 },
  ],
});
const PAID = testBill({
  paid: 16.39,
  remaining: 0,
  lines: [line],
  shares: [{ ...SHARE, status: 'paid', tip: 0, paidByYou: true }],
});

let fetchMock: ReturnType<typeof vi.fn>;
const closeCalls = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/close') && init?.method === 'POST');

function stub(view: ReturnType<typeof testBill>) {
  fetchMock = vi.fn(async (url: string) =>
    String(url).endsWith('/close')
      ? new Response(JSON.stringify({ captured: 8.19, released: 41.81 }), { status: 200 })
      : new Response(JSON.stringify(view), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

async function renderScreen(locale: 'en-CA' | 'fr-CA') {
  await startTranslations(locale);
  await i18n.changeLanguage(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TabScreen data={data} locale={locale} table="12" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  writeTabMembership(slug, {
    tabId: 'tab-1234567890',
    memberId: 'a',
    secret: 'secret',
    table: '12',
    name: 'Ana',
  });
});
afterEach(() => {
  cleanup();
  forgetTabMembership(slug);
  vi.unstubAllGlobals();
});

describe('the opener closing the tab', () => {
  it('asks once more before charging what nobody paid to the cards held, and can step back', async () => {
    stub(UNPAID);
    await renderScreen('en-CA');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close the tab' }));
    expect(closeCalls()).toHaveLength(0);
    expect(
      screen.getByText(
        'Close the tab now? The $8.19 nobody has paid yet is charged to the cards held (yours first), with no tip.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(closeCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close the tab' }));
    await user.click(screen.getByRole('button', { name: 'Yes, charge it and close' }));
    await waitFor(() => expect(closeCalls()).toHaveLength(1));
  });

  it('says it in French', async () => {
    stub(UNPAID);
    await renderScreen('fr-CA');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Fermer l’addition' }));
    // Read whole: the matcher would fold the non-breaking space before the dollar sign into a plain one.
    expect(screen.getByText(/^Fermer l’addition maintenant\?/).textContent).toBe(
      'Fermer l’addition maintenant? Les 8,19\u00a0$ que personne n’a encore payés sont prélevés sur les cartes préautorisées (la vôtre d’abord), sans pourboire.',
    );
    expect(closeCalls()).toHaveLength(0);
  });

  it('closes at once when everything is paid: it only releases the holds', async () => {
    stub(PAID);
    await renderScreen('en-CA');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close the tab' }));
    await waitFor(() => expect(closeCalls()).toHaveLength(1));
  });
});
