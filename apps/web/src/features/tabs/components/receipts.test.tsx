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

/** Table 12 closed by Ana: she paid her half of the shared sandwiches ($2 tip), Ben's share went on her hold. */
const line = (id: string, quantity: number, total: number) => ({
  id,
  name: 'Club sandwich',
  itemId: null,
  menuId: null,
  quantity,
  amount: total,
  total,
  orderedBy: 'a',
  mine: true,
  refunded: 0,
});
const CLOSED = testBill({
  status: 'closed',
  total: 49.16,
  paid: 16.39,
  captured: 32.77,
  remaining: 0,
  lines: [line('l1', 2, 32.77), line('l2', 1, 16.39)],
  shares: [
    { ...SHARE, lineIds: ['l1'], status: 'paid', tip: 2, paidByYou: true },
    { ...SHARE, id: 'share-ben', payer: 'Ben', amount: 32.77, taxes: 3.77, lineIds: ['l1', 'l2'] },
  ],
  closing: {
    tip: 0,
    parts: [{ shareId: 'share-ben', amount: 32.77, taxes: 3.77, tip: 0 }],
    yourCards: [{ last4: '4242', captured: 32.77, released: 17.23 }],
  },
});

describe('the opener’s receipt of a closed tab', () => {
  it('names the share nobody paid, charged at closing, with its lines, taxes and tip, and the hold released', () => {
    render(<Receipts view={CLOSED} locale="en-CA" />);
    expect(screen.getByTestId('tab-receipt').textContent).toContain(
      'Table 12 · Ana2 × Club sandwich (shared by 2 people)Share$16.39Taxes included$1.89Tip$2.00',
    );
    expect(screen.getByTestId('tab-receipt-unpaid').textContent).toBe(
      'Ben2 × Club sandwich (shared by 2 people), 1 × Club sandwichShare$32.77Taxes included$3.77Tip$0.00',
    );
    expect(screen.getByTestId('tab-receipt-card').textContent).toBe(
      'Charged to your card ending 4242$32.77Released from your hold$17.23',
    );
  });

  it('says the same in French', async () => {
    await i18n.changeLanguage('fr-CA');
    render(<Receipts view={CLOSED} locale="fr-CA" />);
    expect(screen.getByTestId('tab-receipt-closing').textContent).toContain(
      'Non payé à la table\u00a0: prélevé sur les cartes préautorisées',
    );
    expect(screen.getByTestId('tab-receipt-card').textContent).toBe(
      'Prélevé sur votre carte se terminant par 424232,77\u00a0$Libéré de votre préautorisation17,23\u00a0$',
    );
  });

  it('names the whole bill when the table never split it', () => {
    const view = testBill({
      status: 'closed',
      captured: 16.39,
      remaining: 0,
      lines: [line('l2', 1, 16.39)],
      shares: [],
      closing: {
        tip: 0,
        parts: [{ shareId: null, amount: 16.39, taxes: 1.89, tip: 0 }],
        yourCards: [{ last4: '4242', captured: 16.39, released: 33.61 }],
      },
    });
    render(<Receipts view={view} locale="en-CA" />);
    expect(screen.getByTestId('tab-receipt-unpaid').textContent).toBe(
      'What was left of the bill1 × Club sandwichShare$16.39Taxes included$1.89Tip$0.00',
    );
  });

  it('shows a guest who held no card nothing of the close', () => {
    const ben = { ...CLOSED, shares: CLOSED.shares.map((s) => ({ ...s, paidByYou: false })) };
    render(<Receipts view={{ ...ben, closing: { ...CLOSED.closing!, yourCards: [] } }} locale="en-CA" />);
    expect(screen.queryByTestId('tab-receipt-closing')).toBeNull();
  });

  it('names an even share by its number, as the shares do', () => {
    const even = testBill({ shares: [{ ...SHARE, payer: null, status: 'paid', tip: 0, paidByYou: true }] });
    render(<Receipts view={even} locale="en-CA" />);
    expect(screen.getByTestId('tab-receipt').textContent).toMatch(/^Table 12 · Share 1Share\$16\.39/);
  });
});
