import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale';
import { demoDataFile } from '../../testing/demo-data';
import { testProfile } from '../../testing/profile';
import { renderRoutes } from '../../testing/render';

/**
 * The route guard (features/accounts/route-guard.ts) as the restaurant's real menu and Landing routes run it: the
 * address the visitor ends at, for a guest, a signed-in user and a device holding an operator.
 */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        lazy: () => import('./restaurant-layout'),
        children: [
          { index: true, lazy: () => import('./menu') },
          { path: 'landing', lazy: () => import('./landing') },
        ],
      },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: [path] },
  );
  renderRoutes(router);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
/** What the stubbed server answers first, per test. */
let answer: (url: string) => Response | undefined = () => undefined;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T18:00:00Z') });
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  writeLocaleCookie('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answered = answer(url);
      if (answered) return answered;
      if (url.includes('/api/auth/get-')) return json(testProfile({ firstName: 'Sam' }));
      if (url.startsWith('/maple-table/data.json'))
        return json({ ...demoDataFile('maple-table'), version: 1 });
      return json({ code: 404, message: 'not found' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  answer = () => undefined;
});

describe('the route guard on the restaurant routes', () => {
  it("sends an event-day link opened without a session to the operator's login, keeping only suiteOperator", async () => {
    const at = renderAt('/maple-table?eventDayOrdering=true&eventSuite=es1&tableNum=4');
    expect(await screen.findByRole('heading', { name: 'Login screen' }, { timeout: 15_000 })).toBeTruthy();
    expect(at()).toBe('/login?suiteOperator=true');
  });

  it('keeps the event-day link of a device holding an operator on the menu', async () => {
    localStorage.setItem('operatorUserId', 'op1');
    const at = renderAt('/maple-table?eventDayOrdering=true&tableNum=4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dine-in Menu' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(at()).toBe('/maple-table?eventDayOrdering=true&tableNum=4');
  });

  it('keeps a signed-in user on the menu', async () => {
    localStorage.setItem('userId', 'u1');
    const at = renderAt('/maple-table?eventDayOrdering=true&tableNum=4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dine-in Menu' }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('/api/auth/get-'))).toBe(true),
    );
    expect(at()).toBe('/maple-table?eventDayOrdering=true&tableNum=4');
  });

  it('sends Landing without an event suite to the menu, keeping the query', async () => {
    const at = renderAt('/maple-table/landing?tableNum=4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dine-in Menu' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(at()).toBe('/maple-table?tableNum=4');
  });

  it('keeps Landing with an event suite', async () => {
    const at = renderAt('/maple-table/landing?eventSuite=es1');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(at()).toBe('/maple-table/landing?eventSuite=es1');
  });

  it.each([
    ['en-CA', 'This suite link is not for your account or is no longer valid'],
    ['fr-CA', 'Ce lien de loge n’est pas celui de votre compte ou n’est plus valide'],
  ])(
    'signs the user out of a suite link that is not theirs, with the table number cleared (%s)',
    async (locale, words) => {
      await i18n.changeLanguage(locale);
      writeLocaleCookie(locale as 'en-CA' | 'fr-CA');
      localStorage.setItem('userId', 'u1');
      const loggedOut = vi.fn();
      answer = (url) => {
        if (url.includes('get-minimal-info')) return json({ code: 403, message: 'invalid suite owner' }, 403);
        if (url.includes('/api/auth/logout')) {
          loggedOut();
          return json({ ok: true });
        }
        return undefined;
      };
      const at = renderAt('/maple-table?eventSuite=es1&tableNum=4');
      expect(await screen.findAllByText(new RegExp(words), {}, { timeout: 15_000 })).not.toHaveLength(0);
      // The landing page, which asks the table again (the number was cleared).
      await waitFor(() => expect(at()).toBe('/maple-table/landing'));
      expect(loggedOut).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('userId')).toBeNull();
      expect(screen.queryByText('invalid suite owner')).toBeNull();
    },
  );
});
