import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { type ReviewLine, ReviewSection } from './review-section';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

function renderReview(
  lines: ReviewLine[],
  pricing: { fetching: boolean; failed: boolean; paused?: boolean } = { fetching: false, failed: false },
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ReviewSection
        lines={lines}
        summary={pricing.failed ? null : <p>Total $22.62</p>}
        pricing={pricing}
        deliveryUnquoted={false}
        underZoneMinimum={null}
        legalAge={null}
      />
    </I18nextProvider>,
  );
}

describe('the review of the order', () => {
  it("shows each line's special instructions, as the cart did", () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ReviewSection
          lines={[
            {
              key: 1,
              quantity: 1,
              name: 'The Maple Table Burger',
              options: [],
              instructions: 'No pickles please',
              price: '$19.00',
            },
            { key: 2, quantity: 2, name: 'Classic Poutine', options: ['Large'], price: '$24.00' },
          ]}
          summary={null}
          pricing={{ fetching: false, failed: false }}
          deliveryUnquoted={false}
          underZoneMinimum={null}
          legalAge={null}
        />
      </I18nextProvider>,
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      '1 × The Maple Table Burger“No pickles please”$19.00',
      '2 × Classic PoutineLarge$24.00',
    ]);
  });
});

describe('a line the server refused, in the review (audit D2 F4: the last screen before paying)', () => {
  const poutine = (refused: string | undefined, onRemove = vi.fn()): ReviewLine => ({
    key: 1,
    quantity: 1,
    name: 'Classic Poutine',
    options: [],
    price: '$11.00',
    refused,
    onRemove,
  });
  const tart: ReviewLine = {
    key: 2,
    quantity: 1,
    name: 'Classic Butter Tart',
    options: [],
    price: '$3.75',
    refused: undefined,
    onRemove: () => {},
  };

  it('is marked with why, as the cart marks it, says what to do, and can be removed there', async () => {
    const remove = vi.fn();
    renderReview([poutine('Sold out', remove), tart]);
    const [refusedLine, fine] = screen.getAllByRole('listitem');
    expect(refusedLine?.textContent).toBe('1 × Classic PoutineSold out$11.00Remove Classic Poutine');
    expect(refusedLine?.hasAttribute('data-refused')).toBe(true);
    // The line that can be ordered has no mark and no Remove: the review is not the cart.
    expect(fine?.textContent).toBe('1 × Classic Butter Tart$3.75');
    expect(fine?.hasAttribute('data-refused')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Remove the marked item to place your order.');
    await userEvent.click(
      within(refusedLine as HTMLElement).getByRole('button', { name: 'Remove Classic Poutine' }),
    );
    expect(remove).toHaveBeenCalledOnce();
  });

  it('says so in French, and in place of "could not calculate the total" when the costs were refused', async () => {
    await i18n.changeLanguage('fr-CA');
    renderReview(
      [poutine('Épuisé'), { ...tart, name: 'Tarte au sucre', refused: 'Non disponible maintenant' }],
      { fetching: false, failed: true },
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      '1 × Classic PoutineÉpuisé$11.00Retirer Classic Poutine',
      '1 × Tarte au sucreNon disponible maintenant$3.75Retirer Tarte au sucre',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Retirez les articles marqués pour passer votre commande.',
    );
    expect(screen.queryByText('Nous n’avons pas pu calculer le total.')).toBeNull();
  });
});

describe('the review while ordering is paused', () => {
  it.each([
    ['en-CA', 'No total while ordering is paused: it is calculated again once the restaurant takes orders.'],
    [
      'fr-CA',
      'Aucun total tant que les commandes sont suspendues\u00a0: il sera calculé de nouveau dès que le restaurant reprendra les commandes.',
    ],
  ] as const)('says the pause is why there is no total, not a failure (%s)', async (locale, sentence) => {
    await i18n.changeLanguage(locale);
    renderReview([{ key: 1, quantity: 1, name: 'Classic Poutine', options: [], price: '$11.00' }], {
      fetching: false,
      failed: true,
      paused: true,
    });
    expect(screen.getByRole('status').textContent).toBe(sentence);
    expect(screen.queryByText(i18n.t('cart.costsFailed'))).toBeNull();
  });
});
