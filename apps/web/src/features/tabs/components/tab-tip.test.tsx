import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { forgetUser, rememberUser } from '../../../lib/session/device-session';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { demoDataFile } from '../../../testing/demo-data';
import { forgetTabMembership, writeTabMembership } from '../tab-storage';
import { TabScreen } from './tab-screen';
import { SHARE, testBill } from './test-bill';

// maple-table offers 15, 18 and 20 % and preselects 20 % for dine-in.
const data = { ...demoDataFile('maple-table'), version: 1 };
const VIEW = testBill({
  lines: [
    {
      id: '1',
      name: 'Classic Poutine',
      itemId: null,
      menuId: null,
      quantity: 1,
      amount: 14.5,
      total: 16.39,
      orderedBy: 'a',
      mine: true,
      refunded: 0,
    },
  ],
  shares: [{ ...SHARE, payer: 'Ana' }],
});

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeTabMembership(data.restaurant.slug, {
    tabId: 'tab-1234567890',
    memberId: 'a',
    secret: 'secret',
    table: '12',
    name: 'Ana',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(VIEW), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  forgetTabMembership(data.restaurant.slug);
  forgetUser();
  vi.unstubAllGlobals();
});

async function openShare(
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  file: typeof data = data,
) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TabScreen data={file} locale="en-CA" table="12" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay the share: Ana' }));
}

describe('the tip a share starts on', () => {
  it('is the restaurant’s dine-in preselection for a guest', async () => {
    await openShare();
    expect(screen.getByRole('radio', { name: '20%' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'No tip' })).toHaveProperty('checked', false);
  });

  it('is a signed-in diner’s own default, offered among the restaurant’s', async () => {
    rememberUser('u1', false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData([...PROFILE_KEY, data.restaurant.id], { id: 'u1', defaultTip: 22 });
    await openShare(client);
    expect(screen.getByRole('radio', { name: '22%' })).toHaveProperty('checked', true);
  });
});

describe('the tips a share offers', () => {
  it('are none but no tip and an amount typed where the restaurant sets no percentages, as its checkout', async () => {
    const noPercents = {
      ...data,
      order_options: { ...data.order_options, tip_config: undefined },
    } as unknown as typeof data;
    await openShare(undefined, noPercents);
    expect(screen.queryByRole('radio', { name: /%$/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'No tip' })).toHaveProperty('checked', true);
  });
});
