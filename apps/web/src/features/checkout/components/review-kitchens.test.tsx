import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { type ReviewLine, ReviewSection } from './review-section';

const lines: ReviewLine[] = [
  { key: 1, quantity: 1, name: 'Atlantic Salmon Roll', options: [], price: '$12.00' },
  { key: 2, quantity: 2, name: 'Chips & Guacamole', options: [], price: '$14.00' },
  { key: 3, quantity: 1, name: 'Miso Soup', options: [], price: '$4.00' },
];

const shown = (kitchens: Parameters<typeof ReviewSection>[0]['kitchens']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ReviewSection
        lines={lines}
        kitchens={kitchens}
        summary={null}
        pricing={{ fetching: false, failed: false }}
        deliveryUnquoted={false}
        underZoneMinimum={null}
        legalAge={null}
      />
    </I18nextProvider>,
  );

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

describe("a hub checkout's review (audit F2 11)", () => {
  it('lists the lines under their kitchens and says how many orders one payment places', () => {
    shown([
      { id: 'nori', name: 'Nori Sushi Bar', keys: [1, 3] },
      { id: 'sol', name: 'Taqueria Sol', keys: [2] },
    ]);
    expect(screen.getByTestId('review-kitchens').textContent).toBe(
      'Your order goes to 2 kitchens, one order each, with one payment.',
    );
    const nori = screen.getByRole('heading', { name: 'Nori Sushi Bar' }).parentElement as HTMLElement;
    expect(
      within(nori)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 × Atlantic Salmon Roll$12.00', '1 × Miso Soup$4.00']);
    const sol = screen.getByRole('heading', { name: 'Taqueria Sol' }).parentElement as HTMLElement;
    expect(within(sol).getByRole('listitem').textContent).toContain('Chips & Guacamole');
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr-CA');
    shown([{ id: 'nori', name: 'Nori', keys: [1, 2, 3] }]);
    expect(screen.getByTestId('review-kitchens').textContent).toBe(
      'Votre commande va à 1\u00a0cuisine, en un seul paiement.',
    );
  });

  it('is one list, without kitchens, at any other restaurant', () => {
    shown(null);
    expect(screen.queryByTestId('review-kitchens')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
