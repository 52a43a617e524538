import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { renderRoutes } from '../../testing/render';

/** The /login page's heading names the form shown: log in, create an account, or reset the password. */
function renderLogin() {
  const router = createMemoryRouter(
    [
      {
        lazy: () => import('./account-shell'),
        children: [{ path: '/login', lazy: () => import('./login') }],
      },
    ],
    { initialEntries: ['/login'] },
  );
  renderRoutes(router);
}

beforeEach(async () => {
  await startTranslations('en-CA');
  // No one signed in: the page stays on its forms.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ code: 401, message: 'Please log in.' }), { status: 401 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page’s heading', () => {
  it.each([
    ['en-CA', 'Log in', 'Sign up', 'Create your account', 'Forgot your password?', 'Reset your password'],
    [
      'fr-CA',
      'Se connecter',
      'S’inscrire',
      'Créer votre compte',
      'Mot de passe oublié?',
      'Réinitialiser votre mot de passe',
    ],
  ])('in %s follows the tab: %s, then %s', async (locale, login, signupTab, signup, forgot, reset) => {
    await i18n.changeLanguage(locale);
    renderLogin();
    const heading = () => screen.getByRole('heading', { level: 1 });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).textContent).toBe(login);
    await userEvent.click(screen.getByRole('tab', { name: signupTab }));
    expect(heading().textContent).toBe(signup);
    await userEvent.click(screen.getByRole('tab', { name: login }));
    expect(heading().textContent).toBe(login);
    await userEvent.click(screen.getByRole('button', { name: forgot }));
    expect(heading().textContent).toBe(reset);
    // One heading names it: the form's own title is not repeated below.
    expect(screen.getAllByRole('heading', { name: reset })).toHaveLength(1);
  });
});
