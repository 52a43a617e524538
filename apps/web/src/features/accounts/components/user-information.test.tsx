import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { testProfile } from '../../../testing/profile';
import { renderWithQueries } from '../../../testing/render';
import type { Profile } from '../api';
import { UserInformation } from './user-information';

const PROFILE: Profile = testProfile();

/** The edit-user bodies sent, and what the server answers next. */
let sent: Record<string, unknown>[] = [];
let answer: () => Response = () => new Response(JSON.stringify(PROFILE), { status: 200 });

function renderInfo(profile: Profile = PROFILE) {
  return renderWithQueries(<UserInformation profile={profile} restaurantId={101} />);
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  answer = () => new Response(JSON.stringify(PROFILE), { status: 200 });
});

const info = () => screen.getByRole('region', { name: 'My information' });

describe('changing the e-mail asks for the current password (audit F1 1)', () => {
  it('shows the current password under the e-mail once it changes, and refuses to send without it', async () => {
    renderInfo();
    // Unchanged: the current password belongs to the password section only.
    expect(within(info()).queryByLabelText('Current password')).toBeNull();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    const current = within(info()).getByLabelText('Current password');
    expect(current.getAttribute('aria-describedby')).toContain('currentPassword-hint');
    expect(screen.getByText('Needed to change your e-mail.')).toBeTruthy();
    // One field: the password section no longer has its own.
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(document.activeElement).toBe(current);

    await userEvent.type(current, 'Diner-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: 'new@example.com', currentPassword: 'Diner-2026!' });
  });

  it("shows the server's refusal on the current password field", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          code: 400,
          message: 'Your current password is incorrect.',
          details: [{ path: 'body.currentPassword', message: 'Your current password is incorrect.' }],
        }),
        { status: 400 },
      );
    renderInfo();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = await screen.findByLabelText('Current password');
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('currentPassword-error');
  });

  it('sends no e-mail and no current password when only the name changes', async () => {
    renderInfo();
    // The same e-mail in other case is no change.
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'Diner@Example.com');
    expect(screen.queryAllByLabelText('Current password')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('email');
    expect(sent[0]).not.toHaveProperty('currentPassword');
    expect(sent[0]).toMatchObject({ firstName: 'Danax' });
  });

  it('asks nothing more of an account without a password (social sign-in only)', async () => {
    renderInfo({ ...PROFILE, hasPassword: false });
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: 'new@example.com' });
    expect(sent[0]).not.toHaveProperty('currentPassword');
  });

  it("says a social-only account's change needs a recent sign-in, and shows the server's refusal on the e-mail", async () => {
    renderInfo({ ...PROFILE, hasPassword: false });
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    expect(
      screen.getByText(
        'Changing it needs a sign-in in the last 15 minutes: your account has no password to confirm it.',
      ),
    ).toBeTruthy();
    const message = 'For your security, sign in again, then make this change within 15 minutes.';
    answer = () =>
      new Response(JSON.stringify({ code: 400, message, details: [{ path: 'body.email', message }] }), {
        status: 400,
      });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement?.id).toBe('email');
  });
});
