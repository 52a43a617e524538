import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StaffTab, staffTabsQuery } from '../tab-calls';
import { renderStaff, testRestaurant } from './render-staff';
import { StaffTabs } from './tabs';

const TAB: StaffTab = {
  id: 'tab-1234567890',
  table: '12',
  status: 'open',
  total: 55.01,
  held: 100,
  paid: 33.23,
  openedAt: '2026-11-25T19:00:00.000Z',
  lastRoundAt: '2026-11-25T19:30:00.000Z',
};
let listed: StaffTab[] = [];

beforeEach(() => {
  listed = [TAB];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return new Response(JSON.stringify({ tabs: listed }), { status: 200 });
      // Closed: the board reads the open tabs again, and this one is no longer among them.
      listed = [];
      return new Response(JSON.stringify({ captured: 21.78, released: 78.22 }), { status: 200 });
    }),
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
    { locale, data: [[staffTabsQuery(testRestaurant.id).queryKey, [TAB]]] },
  );

describe('closing a tab from the console', () => {
  it.each([
    [
      'en-CA',
      /^Close the tab$/,
      /^Yes/,
      "Table 12's tab is closed: $21.78 charged to the cards held, $78.22 released.",
    ],
    [
      'fr-CA',
      /^Fermer l’addition$/,
      /^Oui/,
      'L’addition de la table 12 est fermée\u00a0: 21,78\u00a0$ prélevés sur les cartes préautorisées, 78,22\u00a0$ libérés.',
    ],
  ] as const)(
    'says what the close charged and released once the tab has left the board (%s)',
    async (locale, close, yes, said) => {
      const user = userEvent.setup();
      await draw(locale);
      await user.click(screen.getByRole('button', { name: close }));
      await user.click(screen.getByRole('button', { name: yes }));
      await vi.waitFor(() => expect(screen.queryAllByTestId('staff-tab')).toHaveLength(0));
      expect(screen.getByTestId('staff-tab-closed').textContent).toBe(said);
    },
  );
});
