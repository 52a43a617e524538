import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithQueries } from '../../../testing/render';
import { SharesPanel } from './shares-panel';
import { ANA_MEMBER, SHARE, testBill } from './test-bill';

const VIEW = testBill({ total: 32.78, remaining: 32.78 });
const MEMBER = ANA_MEMBER;

let sent: { url: string; body: unknown }[] = [];

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(VIEW), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(startingTip: number | null, view = VIEW, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  renderWithQueries(
    <SharesPanel
      restaurantId={101}
      paymentProcessor="sandbox"
      timezone="America/Toronto"
      avs={false}
      member={MEMBER}
      view={view}
      locale={locale}
      tipPercents={[15, 18]}
      startingTip={startingTip}
      onView={() => {}}
    />,
  );
}

async function typeCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Postal code'), 'M5V 1A1');
}

async function payWith(email: string) {
  const user = userEvent.setup();
  renderPanel(null);
  await user.click(screen.getByRole('button', { name: 'Pay the share: Ana' }));
  await typeCard(user);
  if (email) await user.type(screen.getByLabelText(/E-mail for your receipt/), email);
  await user.click(screen.getByRole('button', { name: /^Pay \$16\.39/ }));
  return user;
}

describe('paying a share', () => {
  it('sends the address typed for the receipt with the payment', async () => {
    await payWith('ana@example.com');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/tabs/${VIEW.id}/shares/share-123456789/pay`);
    expect(sent[0]!.body).toMatchObject({ email: 'ana@example.com', tip: null });
  });

  it('starts on the restaurant’s preselected tip, on the share before taxes, and pays it', async () => {
    const user = userEvent.setup();
    renderPanel(18);
    await user.click(screen.getByRole('button', { name: 'Pay the share: Ana' }));
    expect(screen.getByRole('radio', { name: '18%' })).toHaveProperty('checked', true);
    // 18 % of the share's 14.50 before taxes: 2.61, so 16.39 + 2.61.
    expect(screen.getByRole('button', { name: 'Pay $19.00' })).toBeTruthy();
    // The share's figures as its receipt will say them: the taxes in it, then the tip.
    expect(screen.getByText('Taxes included').nextSibling?.textContent).toBe('$1.89');
    await user.click(screen.getByRole('radio', { name: 'No tip' }));
    expect(screen.getByRole('button', { name: 'Pay $16.39' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '18%' }));
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $19.00' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ tip: { type: 'percentage', value: 18 } });
  });

  it('sends no address when none is typed (a signed-in payer’s goes to their account)', async () => {
    await payWith('');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).not.toHaveProperty('email');
  });

  it('says what is wrong with an address that is not one, and does not pay', async () => {
    await payWith('ana@example');
    const field = screen.getByLabelText(/E-mail for your receipt/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(field.parentElement!.parentElement!).getByText(/such as name@example\.com/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});

describe('a share a cancelled round left nothing to pay', () => {
  it('says so and offers no payment, beside a share still to pay', () => {
    const view = testBill({
      shares: [
        { ...SHARE, amount: 0, tipBase: 0, taxes: 0 },
        { ...SHARE, id: 'share-ben', payer: 'Ben', amount: 8.19 },
      ],
    });
    renderPanel(null, view);
    const [ana, ben] = screen.getAllByTestId('tab-share');
    expect(
      within(ana!).getByText('Nothing left to pay: a round was cancelled since the split.'),
    ).toBeTruthy();
    expect(within(ana!).queryByRole('button')).toBeNull();
    expect(within(ben!).getByRole('button', { name: 'Pay the share: Ben' })).toBeTruthy();
  });

  it('says what the split gave a share a cancelled round made less, in French too', async () => {
    await i18n.changeLanguage('fr-CA');
    const view = testBill({ shares: [{ ...SHARE, amount: 8.19, splitAmount: 24.58 }] });
    renderPanel(null, view, 'fr-CA');
    expect(screen.getByTestId('share-was').textContent).toBe(
      'Était de 24,58\u00a0$\u00a0: une tournée a été annulée depuis le partage.',
    );
  });
});
