import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { TabSummary } from './tab-summary';
import { SHARE, testBill } from './test-bill';

/**
 * A bill of $16.39 split in two: one share of $8.20 paid, the other never paid, so closing charged its $8.19 to the
 * opener's hold. The closed bill says so, and that nothing is left to pay.
 */
const CLOSED = testBill({
  status: 'closed',
  paid: 8.2,
  captured: 8.19,
  remaining: 0,
  shares: [
    { ...SHARE, amount: 8.2, status: 'paid', tip: 0, paidByYou: true },
    { ...SHARE, id: 'share-987654321', amount: 8.19 },
  ],
});

async function renderSummary(locale: 'en-CA' | 'fr-CA') {
  await startTranslations(locale);
  await i18n.changeLanguage(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <TabSummary view={CLOSED} locale={locale} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('a closed tab’s figures', () => {
  it('say what the close charged to the held cards and that nothing is left to pay', async () => {
    await renderSummary('en-CA');
    expect(screen.getByTestId('tab-captured').textContent).toBe(
      'Charged to the cards held when the tab closed: $8.19.',
    );
    expect(screen.getByTestId('tab-remaining').textContent).toBe('Paid: $8.20. Left to pay: $0.00.');
    expect(screen.getByText(/^This tab is closed/).textContent).not.toContain('every hold was released');
  });

  it('in French, with a non-breaking space before the colon', async () => {
    await renderSummary('fr-CA');
    expect(screen.getByTestId('tab-captured').textContent).toBe(
      'Prélevé sur les cartes préautorisées à la fermeture\u00a0: 8,19\u00a0$.',
    );
  });

  it('no longer say a hold on the cards: the close released it', async () => {
    await renderSummary('en-CA');
    expect(screen.queryByTestId('tab-held')).toBeNull();
    expect(screen.queryByText('Held on cards')).toBeNull();
    expect(screen.getByText('This tab is closed: the rest of each hold was released.')).toBeTruthy();
  });
});
