import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { readLocaleCookie, writeLocaleCookie } from '../../../lib/locale';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { LanguageSwitch } from './language-switch';

let sent: { url: string; body: unknown }[] = [];

function renderSwitch(client?: QueryClient) {
  const button = <LanguageSwitch available={['en-CA', 'fr-CA']} />;
  return render(
    <I18nextProvider i18n={i18n}>
      {client ? <QueryClientProvider client={client}>{button}</QueryClientProvider> : button}
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeLocaleCookie('en-CA');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({}), { status: 200 });
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en-CA');
});

describe('the header language switch (audit F1 11)', () => {
  it("saves a signed-in diner's choice to the account", async () => {
    const client = new QueryClient();
    client.setQueryData([...PROFILE_KEY, 101], { id: 'u1', locale: 'en-CA' });
    renderSwitch(client);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher en français' }));
    await vi.waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(sent).toEqual([{ url: '/api/auth/edit-user', body: { locale: 'fr-CA' } }]);
    expect(client.getQueryData([...PROFILE_KEY, 101])).toEqual({ id: 'u1', locale: 'fr-CA' });
    expect(readLocaleCookie()).toBe('fr-CA');
  });

  it("does not change a suite owner's account for an operator acting as them (login-as)", async () => {
    localStorage.setItem('loginAs', JSON.stringify({ ownerId: 'u1' }));
    const client = new QueryClient();
    client.setQueryData([...PROFILE_KEY, 101], { id: 'u1', locale: 'en-CA' });
    renderSwitch(client);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher en français' }));
    await vi.waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(sent).toEqual([]);
  });

  it("keeps a guest's choice on the device only, as before", async () => {
    renderSwitch(new QueryClient());
    await userEvent.click(screen.getByRole('button', { name: 'Afficher en français' }));
    await vi.waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(readLocaleCookie()).toBe('fr-CA');
    expect(sent).toEqual([]);
  });

  it('still works where no query client is provided', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher en français' }));
    await vi.waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(sent).toEqual([]);
  });
});
