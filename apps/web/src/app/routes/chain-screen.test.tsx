import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import ChainScreen from './chain-screen';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shown = (kind: string) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ slug: 'x', name: 'Cantine', kind, locations: 3 }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ChainScreen chain="x" page="coming-soon" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

describe("a chain's pages (ordering.md: /{venue-chain}-location-search and -coming-soon)", () => {
  it.each(['cantine', 'marketplace_hub', 'school_board', 'venue'])(
    'are not found for a %s group, as the server answers 404',
    async (kind) => {
      shown(kind);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    },
  );

  it('are shown for a venue chain', async () => {
    shown('venue_chain');
    expect(await screen.findByText(/Cantine/, { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
