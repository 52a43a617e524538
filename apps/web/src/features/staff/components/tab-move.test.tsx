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
  total: 16.39,
  held: 50,
  paid: 0,
  openedAt: '2026-11-25T19:00:00.000Z',
  lastRoundAt: '2026-11-25T19:30:00.000Z',
};
let sent: { url: string; body: unknown }[] = [];
let answer: () => Response;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return new Response(JSON.stringify({ tabs: [TAB] }), { status: 200 });
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draw = (locale: 'en-CA' | 'fr-CA' = 'en-CA', tab: StaffTab = TAB) =>
  renderStaff(
    <StaffTabs
      restaurant={testRestaurant}
      locale={locale}
      canAdd
      canClose
      now={() => new Date('2026-11-25T20:00:00.000Z')}
    />,
    { locale, data: [[staffTabsQuery(testRestaurant.id).queryKey, [tab]]] },
  );

describe('moving a tab from the console', () => {
  it('sends the new table and says where the tab went', async () => {
    answer = () => new Response(JSON.stringify({ id: TAB.id, table: '14' }), { status: 200 });
    const user = userEvent.setup();
    await draw();
    await user.click(screen.getByRole('button', { name: 'Move to another table' }));
    await user.type(screen.getByLabelText('New table'), '14');
    await user.click(screen.getByRole('button', { name: 'Move the tab' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Moved to table 14: the table’s phones show it.',
    );
    expect(sent).toEqual([{ url: `/api/staff/tabs/${TAB.id}/move`, body: { table: '14' } }]);
  });

  it('shows the server’s refusal in the console’s language', async () => {
    const message = 'La table 14 a déjà une addition ouverte\u00a0: l’addition ne peut pas y être déplacée.';
    answer = () => new Response(JSON.stringify({ code: 409, message }), { status: 409 });
    const user = userEvent.setup();
    await draw('fr-CA');
    await user.click(screen.getByRole('button', { name: 'Déplacer vers une autre table' }));
    await user.type(screen.getByLabelText('Nouvelle table'), '14');
    await user.click(screen.getByRole('button', { name: 'Déplacer l’addition' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('a tab the table has partly paid', () => {
  it.each([
    [
      'en-CA',
      'Paid by the table',
      '$20.00',
      'Close the tab',
      'The table already paid $20.00 of the $59.04 bill: the other $39.04 is charged to the cards held',
    ],
    [
      'fr-CA',
      'Payé par la table',
      '20,00\u00a0$',
      'Fermer l’addition',
      'La table a déjà payé 20,00\u00a0$ de l’addition de 59,04\u00a0$\u00a0: les 39,04\u00a0$ restants sont prélevés sur les cartes préautorisées',
    ],
  ] as const)(
    'in %s, shows what it paid, and closing says what the cards are charged',
    async (locale, label, amount, close, said) => {
      const paidTab = { ...TAB, total: 59.04, paid: 20 };
      vi.mocked(fetch).mockImplementation(
        async () => new Response(JSON.stringify({ tabs: [paidTab] }), { status: 200 }),
      );
      const user = userEvent.setup();
      await draw(locale, paidTab);
      const term = await screen.findByText(label);
      expect(term.nextElementSibling?.textContent).toBe(amount);
      await user.click(screen.getByRole('button', { name: close }));
      expect(document.body.textContent).toContain(said);
    },
  );
});
