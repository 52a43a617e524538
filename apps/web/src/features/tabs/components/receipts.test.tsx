import type { TabView } from '@ordering/domain/contracts/tabs';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithQueries } from '../../../testing/render';
import { Receipts } from './receipts';
import { SharesPanel } from './shares-panel';
import { ANA_MEMBER, SHARE, testBill } from './test-bill';

const VIEW = testBill();
const PAID = testBill({
  paid: 16.39,
  remaining: 0,
  shares: [{ ...SHARE, status: 'paid', tip: 0, paidByYou: true }],
});
/** The server's view after the payment: the address its receipt went to, when one was typed or the account's. */
let answered: TabView = PAID;

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answered), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shares and the receipts as the tab's screen wires them (tab-screen.tsx): both from the server's view. */
function Bill() {
  const [view, setView] = useState(VIEW);
  return (
    <>
      <SharesPanel
        restaurantId={101}
        paymentProcessor="sandbox"
        timezone="America/Toronto"
        avs={false}
        member={ANA_MEMBER}
        view={view}
        locale="en-CA"
        tipPercents={[15]}
        startingTip={null}
        onView={setView}
      />
      <Receipts view={view} locale="en-CA" />
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
  it('says where the server e-mailed the receipt', async () => {
    answered = { ...PAID, shares: [{ ...PAID.shares[0]!, receiptEmail: 'ana@example.com' }] };
    await paid('ana@example.com');
    expect(screen.getByTestId('tab-receipt-emailed').textContent).toBe(
      'A copy of this receipt was e-mailed to ana@example.com.',
    );
  });

  it('says nothing of an e-mail when none was sent', async () => {
    answered = PAID;
    await paid('');
    expect(screen.queryByTestId('tab-receipt-emailed')).toBeNull();
  });

  it('names the address read again from the server (after a reload, or a signed-in diner’s account), in French', async () => {
    await i18n.changeLanguage('fr-CA');
    const view = { ...PAID, shares: [{ ...PAID.shares[0]!, receiptEmail: 'ana.compte@example.com' }] };
    render(<Receipts view={view} locale="fr-CA" />);
    expect(screen.getByTestId('tab-receipt-emailed').textContent).toBe(
      'Une copie de ce reçu a été envoyée à ana.compte@example.com.',
    );
  });
});
