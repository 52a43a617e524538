import type { TabView } from '@ordering/domain/contracts/tabs';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithQueries } from '../../../testing/render';
import { Receipts } from './receipts';
import { SharesPanel } from './shares-panel';

const ana = { id: 'a', name: 'Ana', role: 'opener' as const, status: 'accepted' as const };
const SHARE: TabView['shares'][number] = {
  id: 'share-123456789',
  payer: 'Ana',
  amount: 16.39,
  lineIds: [],
  status: 'open',
  tip: null,
  paidByYou: false,
  refunded: 0,
};
const VIEW: TabView = {
  id: 'tab-1234567890',
  table: '12',
  status: 'open',
  held: 50,
  total: 16.39,
  paid: 0,
  refunded: 0,
  remaining: 16.39,
  you: ana,
  members: [ana],
  lines: [],
  shares: [SHARE],
};
const PAID: TabView = {
  ...VIEW,
  paid: 16.39,
  remaining: 0,
  shares: [{ ...SHARE, status: 'paid', tip: 0, paidByYou: true }],
};
const MEMBER = { tabId: VIEW.id, memberId: 'a', secret: 'secret', table: '12', name: 'Ana' };

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(PAID), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shares and the receipts as the tab's screen wires them (tab-screen.tsx). */
function Bill() {
  const [view, setView] = useState(VIEW);
  const [emailed, setEmailed] = useState<Record<string, string>>({});
  return (
    <>
      <SharesPanel
        restaurantId={101}
        paymentProcessor="sandbox"
        member={MEMBER}
        view={view}
        locale="en-CA"
        tipPercents={[15]}
        onView={setView}
        onPaid={(shareId, email) => email && setEmailed((was) => ({ ...was, [shareId]: email }))}
      />
      <Receipts view={view} locale="en-CA" emailed={emailed} />
    </>
  );
}

async function paid(email: string) {
  const user = userEvent.setup();
  renderWithQueries(<Bill />);
  await user.click(screen.getByRole('button', { name: 'Pay the share: Ana' }));
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
  await user.type(screen.getByLabelText('Security code'), '123');
  if (email) await user.type(screen.getByLabelText(/E-mail for your receipt/), email);
  await user.click(screen.getByRole('button', { name: /^Pay \$16\.39/ }));
  await screen.findByTestId('tab-receipt');
}

describe('the on-screen receipt of a paid share', () => {
  it('says the receipt was e-mailed to the address typed while paying', async () => {
    await paid('ana@example.com');
    expect(screen.getByTestId('tab-receipt-emailed').textContent).toBe(
      'A copy of this receipt was e-mailed to ana@example.com.',
    );
  });

  it('says nothing of an e-mail when no address was typed', async () => {
    await paid('');
    expect(screen.queryByTestId('tab-receipt-emailed')).toBeNull();
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr-CA');
    render(<Receipts view={PAID} locale="fr-CA" emailed={{ [SHARE.id]: 'ana@example.com' }} />);
    expect(screen.getByTestId('tab-receipt-emailed').textContent).toBe(
      'Une copie de ce reçu a été envoyée à ana@example.com.',
    );
  });
});
