import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { testProfile } from '../../testing/profile';
import { renderRoutes } from '../../testing/render';

/**
 * The real /login route: starting user authentication drops the operator's credentials (the device's operator id and
 * the operator session on the server) unless login-as mode is on (suiteOperator with eventSuite).
 */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        lazy: () => import('./account-shell'),
        children: [{ path: '/login', lazy: () => import('./login') }],
      },
      { path: '/profile/*', element: <h1>Profile</h1> },
    ],
    { initialEntries: [path] },
  );
  renderRoutes(router);
}

const calls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/api/auth/logout-operator')) return new Response('{"ok":true}', { status: 200 });
      return new Response(JSON.stringify(testProfile({ locale: 'en-CA' })), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email', {}, { timeout: 15_000 }), 'diner@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Diner-2026!');
  await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
}

describe("an ordinary user's sign-in", () => {
  it("ends the device's operator, here and on the server", async () => {
    localStorage.setItem('operatorUserId', 'op1');
    renderAt('/login');
    await signIn();
    await waitFor(() => expect(localStorage.getItem('operatorUserId')).toBeNull());
    await waitFor(() => expect(calls().some((u) => u.includes('/api/auth/logout-operator'))).toBe(true));
  });

  it('keeps the operator in login-as mode (the operator signs the owner in)', async () => {
    localStorage.setItem('operatorUserId', 'op1');
    renderAt('/login?suiteOperator=op%40example.com&eventSuite=es1');
    await signIn();
    await waitFor(() => expect(localStorage.getItem('userId')).toBe('u1'));
    expect(localStorage.getItem('operatorUserId')).toBe('op1');
    expect(calls().some((u) => u.includes('/api/auth/logout-operator'))).toBe(false);
  });
});
