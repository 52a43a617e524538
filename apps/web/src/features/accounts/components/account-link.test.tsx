/**
 * The header's account link: "Log in" only to a guest; a signed-in suite operator is offered his events (the stadium
 * header said "Log in" to him), and the address carries no e-mail.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { forgetOperator, rememberOperator } from '../../../lib/session/operator-session';
import { renderWithRouter } from '../../../testing/render';
import { AccountLink } from './account-link';

function renderLink() {
  renderWithRouter(<AccountLink slug="lakeshore-stadium" restaurantId={4} />, '/lakeshore-stadium');
}

afterEach(() => {
  cleanup();
  forgetOperator();
  localStorage.clear();
});

describe.each([
  ['en-CA', 'Log in', 'My events'],
  ['fr-CA', 'Se connecter', 'Mes événements'],
] as const)('the account link in %s', (locale, login, events) => {
  beforeEach(async () => {
    await startTranslations(locale);
    await i18n.changeLanguage(locale);
  });

  it('asks a guest to log in', async () => {
    renderLink();
    expect((await screen.findByRole('link', { name: login })).getAttribute('href')).toContain('/login?');
  });

  it('offers a signed-in operator his events, never "Log in", without his e-mail in the address', async () => {
    rememberOperator('op-1');
    renderLink();
    const link = await screen.findByRole('link', { name: events });
    expect(link.getAttribute('href')).toBe('/lakeshore-stadium/events?suiteOperator=true');
    expect(screen.queryByRole('link', { name: login })).toBeNull();
  });
});
