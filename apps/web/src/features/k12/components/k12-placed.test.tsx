import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { K12Placed } from './k12-placed';

beforeEach(async () => {
  await startTranslations('en-CA');
});
afterEach(cleanup);

describe('the K-12 orders placed', () => {
  it.each([
    ['en-CA', 'Order #1', 'Tuesday, December 1 · Maya'],
    // "nº" and a no-break space, as the rest of the web app and the e-mails write an order number.
    ['fr-CA', 'Commande nº\u00a01', 'mardi 1er décembre · Maya'],
  ] as const)('in %s: each day’s order number, kept on one line', async (locale, number, day) => {
    await i18n.changeLanguage(locale);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <K12Placed
            placed={[{ date: '2026-12-01', student: 'Maya', number: 1, id: 'ord_1' }]}
            slug="northview-schools"
            onMore={() => {}}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const link = screen.getByRole('link', { name: number });
    expect(link.textContent).toBe(number);
    // On a phone the day and student wrap, never the number (it was "Order" over "#1").
    expect(link.className).toContain('whitespace-nowrap');
    expect(link.className).toContain('shrink-0');
    expect(screen.getByText(day)).toBeTruthy();
  });
});
