import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { readLocaleCookie, writeLocaleCookie } from '../../../lib/locale';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { testProfile } from '../../../testing/profile';
import { renderWithRouter, testQueryClient } from '../../../testing/render';
import type { Profile } from '../api';
import { ProfileSettings } from './profile-settings';
import { WelcomeBanner } from './welcome-banner';

const LONG =
  'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessenschafewarenwohlgepflegt';

const PROFILE: Profile = testProfile();

let sent: { url: string; body: Record<string, unknown> }[] = [];
let client: QueryClient;

function renderSettings(profile: Profile = PROFILE, onLogout = () => {}) {
  client = testQueryClient();
  client.setQueryData([...PROFILE_KEY, 101], profile);
  return renderWithRouter(
    <ProfileSettings
      profile={profile}
      restaurantId={101}
      supportEmail={null}
      search=""
      onLoggedOut={() => {}}
      onLogout={onLogout}
    />,
    undefined,
    client,
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
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      sent.push({ url, body });
      if (url.endsWith('/edit-user'))
        return new Response(JSON.stringify({ ...PROFILE, ...body }), { status: 200 });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en-CA');
});

describe('a long name (audit F1 5)', () => {
  it('wraps inside the account card, and inside the welcome banner', () => {
    localStorage.setItem('welcome-banner', '1');
    renderSettings({ ...PROFILE, firstName: LONG, email: `${LONG.toLowerCase()}@example.com` });
    const name = screen.getByText(`${LONG} Diner`, { selector: 'span' }).closest('p')!;
    // A word wider than the phone breaks anywhere (also in the card's min-content width), never widening the page.
    expect(name.className).toContain('wrap-anywhere');
    expect(name.className).toContain('min-w-0');
    const banner = screen.getByRole('status');
    const greeting = banner.querySelector('p')!;
    expect(greeting.textContent).toContain(LONG);
    expect(greeting.className).toContain('wrap-anywhere');
    // In the banner's row the text is the flex item that gives way; the close button keeps its size.
    expect(greeting.className).toContain('min-w-0');
    expect(banner.querySelector('button')!.className).toContain('shrink-0');
  });

  it('wraps in the menu welcome banner too', () => {
    localStorage.setItem('welcome-banner', '1');
    render(
      <I18nextProvider i18n={i18n}>
        <WelcomeBanner firstName={LONG} />
      </I18nextProvider>,
    );
    expect(screen.getByText(`Welcome back, ${LONG}!`).className).toContain('wrap-anywhere');
  });
});

describe("the account's language (audit F1 11)", () => {
  it('saves the chosen language to the account and shows the screens in it', async () => {
    renderSettings();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await vi.waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(sent).toEqual([{ url: '/api/auth/edit-user', body: { locale: 'fr-CA' } }]);
    // The device remembers it too (the next page the server draws is in French).
    expect(readLocaleCookie()).toBe('fr-CA');
    // The cached profile says so, so the screens do not switch back.
    expect(client.getQueryData<Profile>([...PROFILE_KEY, 101])?.locale).toBe('fr-CA');
  });
});

describe('the default tip', () => {
  it('refuses a tip over 100 % without sending it, then saves a whole percentage', async () => {
    renderSettings({ ...PROFILE, defaultTip: null });
    const tip = screen.getByLabelText('Default tip (%)');
    const save = () => userEvent.click(tip.closest('div.flex')!.querySelector('button')!);
    await userEvent.type(tip, '150');
    await save();
    expect(await screen.findByText('Enter a whole percentage from 0 to 100.')).toBeTruthy();
    expect(tip.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    await userEvent.clear(tip);
    await userEvent.type(tip, '18');
    await save();
    await vi.waitFor(() => expect(sent).toEqual([{ url: '/api/auth/edit-user', body: { defaultTip: 18 } }]));
    expect(screen.queryByText('Enter a whole percentage from 0 to 100.')).toBeNull();
  });
});

describe('logging out (audit F1 6)', () => {
  it("lets the route clear what other features keep of the diner, whatever the server's answer", async () => {
    const onLogout = vi.fn();
    renderSettings(PROFILE, onLogout);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
