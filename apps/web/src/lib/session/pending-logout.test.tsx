import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testQueryClient } from '../../testing/render';
import { startTranslations } from '../i18n';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

/** A logout whose call failed still ends the session on the server: the device asks again at its next start. */
const logoutCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/api/auth/logout')).length;

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders client={testQueryClient()}>{children}</TestProviders>;
}

let serverUp = false;
beforeEach(async () => {
  await startTranslations('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  serverUp = false;
});

describe('a failed logout', () => {
  it('is remembered, and the next start ends the session on the server once it answers', async () => {
    localStorage.setItem('userId', 'u1');
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('pending-logout')).toBe('1');

    // The next start, the server still down: the device keeps asking.
    const down = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(logoutCalls()).toBe(2));
    await waitFor(() => expect(localStorage.getItem('pending-logout')).toBe('1'));
    down.unmount();

    // The server answers: the session ends there, and nothing is asked again.
    serverUp = true;
    const up = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(localStorage.getItem('pending-logout')).toBeNull());
    expect(logoutCalls()).toBe(3);
    up.unmount();
    renderHook(() => useSession(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logoutCalls()).toBe(3);
  });
});
