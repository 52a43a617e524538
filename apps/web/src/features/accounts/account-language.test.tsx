import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { readLocaleCookie, writeLocaleCookie } from '../../lib/locale';
import { testProfile } from '../../testing/profile';
import { renderWithRouter } from '../../testing/render';
import { forgetAppliedLanguages } from './account-language';
import { AccountLink } from './components/account-link';
import { LoginScreen } from './components/login-screen';

const profile = (locale: 'en-CA' | 'fr-CA') => testProfile({ locale });

let accountLocale: 'en-CA' | 'fr-CA' = 'fr-CA';
let calls: string[] = [];

function renderHeaderLink() {
  return renderWithRouter(<AccountLink slug="maple-table" restaurantId={101} />);
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  // A new device: no language chosen on it yet.
  // biome-ignore lint/suspicious/noDocumentCookie: the test's device forgets its language cookie.
  document.cookie = 'locale=; path=/; max-age=0';
  forgetAppliedLanguages();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(profile(accountLocale)), { status: 200 });
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  accountLocale = 'fr-CA';
  await i18n.changeLanguage('en-CA');
});

describe("the account's language on the screens (audit F1 11)", () => {
  it('switches a page loaded with a session to the account language, and remembers it on the device', async () => {
    localStorage.setItem('userId', 'u1');
    renderHeaderLink();
    expect(await screen.findByRole('link', { name: 'Mon compte' })).toBeTruthy();
    expect(i18n.language).toBe('fr-CA');
    expect(readLocaleCookie()).toBe('fr-CA');
  });

  it('applies it once per page load: a language chosen afterwards stays', async () => {
    localStorage.setItem('userId', 'u1');
    const first = renderHeaderLink();
    await screen.findByRole('link', { name: 'Mon compte' });
    first.unmount();
    // The diner picks English on this page (the header saves it); a screen drawn later does not switch back.
    await i18n.changeLanguage('en-CA');
    renderHeaderLink();
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    expect(i18n.language).toBe('en-CA');
  });

  it('leaves an operator acting as a suite owner in their own language (login-as)', async () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('loginAs', JSON.stringify({ ownerId: 'u1' }));
    renderHeaderLink();
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    expect(i18n.language).toBe('en-CA');
  });

  it('keeps a language already chosen on this device (the header switch saves it to the account)', async () => {
    writeLocaleCookie('en-CA');
    localStorage.setItem('userId', 'u1');
    renderHeaderLink();
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    expect(i18n.language).toBe('en-CA');
  });

  it("leaves a guest's language alone (nothing asked)", async () => {
    renderHeaderLink();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(i18n.language).toBe('en-CA');
    expect(calls).toEqual([]);
  });
});

describe('signing in (audit F1 11)', () => {
  it("shows the screens in the account's language", async () => {
    const client = new QueryClient();
    const onSignedIn = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <LoginScreen restaurantId={101} onSignedIn={onSignedIn} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'diner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Diner-2026!');
    await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    await vi.waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(readLocaleCookie()).toBe('fr-CA');
  });
});
