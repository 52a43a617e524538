import type { TabView } from '@ordering/domain/contracts/tabs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { forgetTabMembership, readTabMembership, writeTabMembership } from '../tab-storage';
import { TabScreen } from './tab-screen';

const data = { ...demoDataFile('maple-table'), version: 1 };
const slug = data.restaurant.slug;
const ana = { id: 'a', name: 'Ana', role: 'opener' as const, status: 'accepted' as const };
/** The tab Ana opened at table 12, which staff moved to table 14. */
const VIEW: TabView = {
  id: 'tab-1234567890',
  table: '14',
  status: 'open',
  held: 50,
  total: 0,
  paid: 0,
  captured: 0,
  refunded: 0,
  remaining: 0,
  you: ana,
  members: [ana],
  lines: [],
  shares: [],
  closing: null,
};

function renderScreen(locale: 'en-CA' | 'fr-CA') {
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
  writeTabMembership(slug, { tabId: VIEW.id, memberId: 'a', secret: 'secret', table: '12', name: 'Ana' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(VIEW), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  forgetTabMembership(slug);
  vi.unstubAllGlobals();
});

describe('a tab staff moved to another table', () => {
  it.each([
    ['en-CA', 'Staff moved your tab to table 14: your rounds are served there now.', "Table 14's tab"],
    [
      'fr-CA',
      'Le personnel a déplacé votre addition à la table 14 : vos tournées y sont servies désormais.',
      'Addition de la table 14',
    ],
  ] as const)('shows the new table and follows it on this phone (%s)', async (locale, notice, heading) => {
    await startTranslations(locale);
    await i18n.changeLanguage(locale);
    renderScreen(locale);
    expect((await screen.findByTestId('tab-moved')).textContent?.replace(/\u00a0/g, ' ')).toBe(notice);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    await waitFor(() => expect(readTabMembership(slug)?.table).toBe('14'));
  });
});
