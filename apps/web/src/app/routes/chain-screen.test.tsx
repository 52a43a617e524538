import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { renderWithRouter } from '../../testing/render';
import ChainScreen from './chain-screen';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shown = (kind: string) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ slug: 'x', name: 'Cantine', kind, locations: 3 }))),
  );
  return renderWithRouter(<ChainScreen chain="x" page="coming-soon" />);
};

describe("a chain's pages (ordering.md: /{venue-chain}-location-search and -coming-soon)", () => {
  it.each(['cantine', 'marketplace_hub', 'school_board', 'venue'])(
    'are not found for a %s group, as the server answers 404',
    async (kind) => {
      shown(kind);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    },
  );

  it('are shown for a venue chain', async () => {
    shown('venue_chain');
    expect(await screen.findByText(/Cantine/, { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
