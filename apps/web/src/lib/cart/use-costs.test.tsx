import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
import { renderRoutes } from '../../testing/render';
import { startTranslations } from '../i18n';
import { readMember, writeMember } from '../member-storage';
import type { RestaurantData } from '../restaurant-data';
import { CartProvider, useCart } from './cart-context';
import { useCosts } from './use-costs';

// slice-co-plateau's club menu is for members only: a member's cart may hold its pies.
const data: RestaurantData = { ...demoDataFile('slice-co-plateau'), version: 1 };
const line = (orderId: number, id: string, menu: string, section: string, price: number) => ({
  id,
  menu_id: menu,
  section_id: section,
  orderId,
  quantity: 1,
  orderPrice: price,
  orderOptions: [],
});

function Probe() {
  const cart = useCart();
  const costs = useCosts();
  return (
    <p>
      lines: {cart.items.map((i) => i.id).join(',')}; {costs.isFetching ? 'fetching' : 'settled'}
    </p>
  );
}

function renderProbe() {
  const router = createMemoryRouter(
    [
      {
        path: '/:restaurantSlug',
        element: (
          <CartProvider slug="slice-co-plateau" data={data}>
            <Outlet context={{ data, locale: 'en-CA' }} />
          </CartProvider>
        ),
        children: [{ index: true, element: <Probe /> }],
      },
    ],
    { initialEntries: ['/slice-co-plateau'] },
  );
  return renderRoutes(router);
}

let asked: { items: { id: string }[]; checkout?: { memberInfo?: unknown } }[] = [];

beforeEach(async () => {
  await startTranslations('en-CA');
  asked = [];
  localStorage.setItem(
    'cart:slice-co-plateau',
    JSON.stringify({
      restaurantId: String(data.restaurant.id),
      items: [
        line(1, 'sc-margherita', 'sc-plateau-menu', 'sc-plateau-pizzas', 1400),
        line(2, 'sc-club-truffle', 'sc-plateau-club', 'sc-plateau-club-pies', 2400),
      ],
      mode: { takeout: true },
      savedAt: Date.now(),
    }),
  );
  writeMember('slice-co-plateau', {
    identifier: 'MEMBER-1',
    provider: 'DEMO',
    memberMenus: ['sc-plateau-club'],
    firstName: 'Ana',
    checkedAt: Date.now(),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      asked.push(body);
      // The provider removed the member since the drawer's look-up: the pricing says so (2202).
      const status = body.checkout?.memberInfo ? 409 : 503;
      const code = body.checkout?.memberInfo ? 2202 : 503;
      return new Response(JSON.stringify({ code, message: 'refused' }), { status });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a member the pricing no longer knows (2202)', () => {
  it('is forgotten on the device with the members’ menu lines, and the costs are asked again without it', async () => {
    renderProbe();
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    expect(asked[0]?.checkout?.memberInfo).toEqual({ identifier: 'MEMBER-1', provider: 'DEMO' });
    expect(asked[0]?.items.map((i) => i.id)).toEqual(['sc-margherita', 'sc-club-truffle']);
    const last = asked.at(-1);
    expect(last?.checkout?.memberInfo).toBeUndefined();
    expect(last?.items.map((i) => i.id)).toEqual(['sc-margherita']);
    expect(readMember('slice-co-plateau')).toBeNull();
    expect(await screen.findByText(/lines: sc-margherita; settled/)).toBeTruthy();
  });

  it('leaves the member alone when 2202 names lines (members’ items refused): those are the lines’ to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        asked.push(JSON.parse(String(init?.body)));
        const refused = {
          invalid_items: [{ orderId: 2, itemId: 'sc-club-truffle', code: 2202, reason: 'member_only' }],
        };
        return new Response(JSON.stringify({ code: 2202, message: 'members only', details: refused }), {
          status: 409,
        });
      }),
    );
    renderProbe();
    expect(await screen.findByText(/lines: sc-margherita,sc-club-truffle; settled/)).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(readMember('slice-co-plateau')?.identifier).toBe('MEMBER-1');
  });

  it('leaves the member and the cart alone when the pricing fails for another reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        asked.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ code: 503, message: 'busy' }), { status: 503 });
      }),
    );
    renderProbe();
    expect(await screen.findByText(/lines: sc-margherita,sc-club-truffle; settled/)).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(readMember('slice-co-plateau')?.identifier).toBe('MEMBER-1');
  });
});
