import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTranslations } from '../../../lib/i18n';
import { renderWithQueries } from '../../../testing/render';
import { QueueTime } from './queue-time';

beforeEach(async () => {
  await startTranslations('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/get-next-order-queue-time')
        ? new Response(JSON.stringify({ orderCount: 3, estimatedWaitMinutes: 25 }), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the kitchen queue beside a checkout', () => {
  it('says the wait and the orders ahead', async () => {
    renderWithQueries(<QueueTime restaurantId={101} locale="en-CA" />);
    const panel = await screen.findByTestId('queue-time');
    expect(panel.textContent).toBe('Current waitAbout 25 min3 orders ahead of yours');
  });

  it('where the cart is quoted its own ready time, says only the orders ahead of it from that quote, never a second wait', async () => {
    renderWithQueries(<QueueTime restaurantId={101} locale="en-CA" ahead={7} />);
    const panel = await screen.findByTestId('queue-time');
    expect(panel.textContent).toBe('Current wait7 orders ahead of yours');
    // The kitchen's queue for its quickest item is not asked: its count is not the one ahead of this cart.
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('says nothing until the quote is in', () => {
    renderWithQueries(<QueueTime restaurantId={101} locale="en-CA" ahead={null} />);
    expect(screen.queryByTestId('queue-time')).toBeNull();
  });
});
