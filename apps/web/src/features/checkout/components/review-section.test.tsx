import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { ReviewSection } from './review-section';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

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
