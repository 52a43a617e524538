import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { RestaurantHeader } from './restaurant-header';

beforeEach(async () => {
  await startTranslations('fr-CA');
  await i18n.changeLanguage('fr-CA');
});
afterEach(cleanup);

describe('the restaurant header', () => {
  it('lets a long name wrap on a phone rather than cutting it to one line (audit D2 F16)', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RestaurantHeader
            data={{ ...demoDataFile('lakeshore-stadium'), version: 1 }}
            locale="fr-CA"
            account={<a href="/login">Se connecter</a>}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const name = screen.getByText('Lakeshore Stadium Food & Suites');
    expect(name.className).not.toContain('truncate');
    expect(name.className).toContain('line-clamp-3');
    // The controls keep their size; the name is what gives way.
    expect(name.closest('header')?.querySelector('.shrink-0.ml-auto')).toBeTruthy();
  });
});
