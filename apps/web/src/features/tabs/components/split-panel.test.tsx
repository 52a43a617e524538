import type { TabView } from '@ordering/domain/contracts/tabs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { SplitPanel } from './split-panel';

const member = (id: string, name: string, role: 'opener' | 'guest' = 'guest') => ({
  id,
  name,
  role,
  status: 'accepted' as const,
});
const line = (id: string, name: string, total: number, orderedBy: string | null) => ({
  id,
  name,
  itemId: null,
  menuId: null,
  quantity: 1,
  amount: total,
  total,
  orderedBy,
  mine: orderedBy === 'a',
  refunded: 0,
});
const VIEW: TabView = {
  id: 'tab-1234567890',
  table: '12',
  status: 'open',
  held: 50,
  total: 40.34,
  paid: 0,
  captured: 0,
  refunded: 0,
  remaining: 40.34,
  you: member('a', 'Ana', 'opener'),
  members: [member('a', 'Ana', 'opener'), member('b', 'Ben'), member('c', 'Cy')],
  lines: [
    line('1', 'Classic Poutine', 14.67, 'a'),
    line('2', 'Crispy Calamari', 21.34, 'b'),
    line('3', 'Drip Coffee', 4.33, 'b'),
  ],
  shares: [],
  closing: null,
};
const MEMBER = { tabId: VIEW.id, memberId: 'a', secret: 'secret', table: '12', name: 'Ana' };

let sent: { url: string; headers: Headers; body: unknown }[] = [];

function renderSplit(view: TabView, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onView = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SplitPanel restaurantId={101} member={MEMBER} view={view} locale={locale} onView={onView} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onView;
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(VIEW), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('splitting the table’s bill', () => {
  it('by item, one dish shared by three: previews each payer’s share and sends who pays each line', async () => {
    const user = userEvent.setup();
    const onView = renderSplit(VIEW);
    await user.click(screen.getByText('By item'));
    await user.click(screen.getByLabelText('Ana pays for Crispy Calamari'));
    await user.click(screen.getByLabelText('Cy pays for Crispy Calamari'));
    const preview = within(screen.getByRole('list', { name: 'The shares' }));
    // 21.34 three ways: 7.12 (Ben, first named), 7.11, 7.11; the shares add up to the bill.
    expect(preview.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ana$21.78',
      'Ben$11.45',
      'Cy$7.11',
    ]);
    await user.click(screen.getByRole('button', { name: 'Split the bill this way' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`/api/tabs/${VIEW.id}/split`);
    expect(sent[0]!.headers.get('x-tab-member')).toBe('secret');
    expect(sent[0]!.body).toEqual({
      split: {
        kind: 'by_item',
        items: [
          { lineId: '1', payers: ['Ana'] },
          { lineId: '2', payers: ['Ben', 'Ana', 'Cy'] },
          { lineId: '3', payers: ['Ben'] },
        ],
      },
    });
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
  });

  it('keeps a round that lands while the split is built, with whoever ordered it', async () => {
    const user = userEvent.setup();
    const client = new QueryClient();
    const panel = (view: TabView) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SplitPanel restaurantId={101} member={MEMBER} view={view} locale="en-CA" onView={() => {}} />
        </QueryClientProvider>
      </I18nextProvider>
    );
    const { rerender } = render(panel(VIEW));
    await user.click(screen.getByText('By item'));
    rerender(panel({ ...VIEW, total: 47.34, lines: [...VIEW.lines, line('4', 'Hand-Cut Fries', 7, null)] }));
    expect(screen.queryByText(/nobody paying/)).toBeNull();
    const preview = within(screen.getByRole('list', { name: 'The shares' }));
    expect(preview.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana$21.67', 'Ben$25.67']);
  });

  it('says in French how far typed amounts are from the bill, and sends nothing until they add up', async () => {
    await i18n.changeLanguage('fr-CA');
    const user = userEvent.setup();
    renderSplit(VIEW, 'fr-CA');
    await user.click(screen.getByText('Montants'));
    await user.type(screen.getByLabelText('Montant 1'), '20');
    await user.type(screen.getByLabelText('Montant 2'), '10,34');
    expect(screen.getByRole('status').textContent).toMatch(/^Il manque 10,00\s\$ aux montants/);
    expect(
      (screen.getByRole('button', { name: 'Partager l’addition ainsi' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.type(screen.getByLabelText('Montant 3'), '10');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Partager l’addition ainsi' }));
    expect(sent[0]!.body).toEqual({ split: { kind: 'amounts', amounts: [20, 10.34, 10] } });
  });
});
