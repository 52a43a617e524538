import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StaffTab, staffTabsQuery } from '../tab-calls';
import { renderStaff, testRestaurant } from './render-staff';
import { StaffTabs } from './tabs';

const TABLE: StaffTab = {
  id: 'tab-1234567890',
  table: '12',
  status: 'open',
  total: 16.39,
  held: 50,
  paid: 0,
  openedAt: '2026-11-25T19:00:00.000Z',
  lastRoundAt: '2026-11-25T19:30:00.000Z',
  suite: null,
};
const SUITE: StaffTab = {
  id: 'tab-suite-0987654321',
  table: 'Suite 101',
  status: 'open',
  total: 183.06,
  held: 0,
  paid: 0,
  openedAt: '2026-11-25T18:00:00.000Z',
  lastRoundAt: '2026-11-25T19:45:00.000Z',
  suite: {
    name: 'Suite 101',
    event: 'Toronto vs Montréal',
    startsAt: '2026-11-26T00:00:00.000Z',
    limit: 200,
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ tabs: [TABLE, SUITE] }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draw = (locale: 'en-CA' | 'fr-CA') =>
  renderStaff(
    <StaffTabs
      restaurant={testRestaurant}
      locale={locale}
      canAdd
      canClose
      now={() => new Date('2026-11-25T20:00:00.000Z')}
    />,
    { locale, data: [[staffTabsQuery(testRestaurant.id).queryKey, [TABLE, SUITE]]] },
  );

describe("a suite's tab on the board", () => {
  it('shows its suite, event, total and limit like a table’s tab, without the table’s actions', async () => {
    await draw('en-CA');
    const [table, suite] = screen.getAllByTestId('staff-tab');
    const card = within(suite!);
    expect(card.getByRole('heading').textContent).toBe('Suite 101 · Toronto vs Montréal');
    expect(card.getByText('Bill').nextElementSibling?.textContent).toBe('$183.06');
    expect(card.getByText('Limit').nextElementSibling?.textContent).toBe('$200.00');
    expect(card.queryByText('Held on cards')).toBeNull();
    expect(card.queryAllByRole('button')).toEqual([]);
    expect(within(table!).getByRole('button', { name: 'Close the tab' })).toBeTruthy();
  });

  it('says so in French', async () => {
    await draw('fr-CA');
    const suite = within(screen.getAllByTestId('staff-tab')[1]!);
    expect(suite.getByText('Limite').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('200,00 $');
    expect(suite.getByText(/^Ardoise de loge/)).toBeTruthy();
  });
});
