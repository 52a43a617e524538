/**
 * Placing an order without a connection: the checkout says at once that the device is offline, keeps the cart and the
 * entries, and places the order once when the connection returns, under the Idempotency-Key of the first attempt (a
 * request that may have reached the server comes back as that order). usePlaceOrder as the checkout route uses it,
 * on maple-table at table 12, with a fake fetch and the browser's 'online'/'offline' events.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutContext } from '../../features/checkout/checkout-test-context';
import { ConnectionNotice } from '../../features/checkout/components/connection-notice';
import type { CartApi } from '../../lib/cart/cart-context';
import { i18n, startTranslations } from '../../lib/i18n';
import { mapleTable, poutine, pricing, renderCheckoutRoute, stripeCard, suite } from './place-order-test-kit';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';

const data = mapleTable;
const mode = { tableNum: '12' };

let cleared = 0;
const cart = {
  items: [poutine],
  mode,
  clear: () => {
    cleared++;
  },
} as unknown as CartApi;

/** The checkout's submission and what it says about the connection; Place order skips the form's own checks. */
function Checkout() {
  const state = useCheckoutForm(data, mode, null);
  const ctx = checkoutContext(data, mode, { items: [poutine], locale: i18n.language });
  const placing = usePlaceOrder({ data, cart, t: i18n.t, ctx, state, pricing, suite, stripeCard });
  const { connection } = placing;
  return (
    <>
      <ConnectionNotice online={connection.online} held={connection.held} resumed={connection.resumed} />
      <button type="button" onClick={() => connection.send(undefined)}>
        Place
      </button>
    </>
  );
}

function Placed() {
  return <p>Placed {useParams().id}</p>;
}

function renderCheckout() {
  return renderCheckoutRoute(<Checkout />, <Placed />, 'tableNum=12');
}

/** The server: each submission's key, and how it answers (the order, no answer, or a request left hanging). */
let sent: { key: string | null; body: unknown }[] = [];
let answer: 'order' | 'no-answer' | 'hang' = 'order';
let online = true;

const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

beforeEach(() => {
  sent = [];
  cleared = 0;
  answer = 'order';
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.startsWith('/api/orders')) return new Response('{}', { status: 404 });
      sent.push({
        key: new Headers(init?.headers).get('idempotency-key'),
        body: JSON.parse(String(init?.body)),
      });
      if (answer === 'no-answer') throw new TypeError('Failed to fetch');
      if (answer === 'hang')
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      return new Response(JSON.stringify({ id: 'ord-1', status: 'received' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TEXTS = {
  'en-CA': {
    offline: /^You’re offline\. Your cart and your entries are kept\./,
    held: /^You’re offline\. Your order has not been sent yet\./,
    unconfirmed: /^The connection was lost before we could confirm your order\..*charged twice/,
    back: 'Back online: placing your order…',
  },
  'fr-CA': {
    offline: /^Vous êtes hors ligne\. Votre panier et vos informations sont conservés\./,
    held: /^Vous êtes hors ligne\. Votre commande n’a pas encore été envoyée\./,
    unconfirmed: /^La connexion a été perdue avant que nous puissions confirmer votre commande\..*deux fois/,
    back: 'De retour en ligne\u00a0: envoi de votre commande…',
  },
} as const;

describe.each(Object.entries(TEXTS))('the checkout without a connection (%s)', (locale, text) => {
  beforeEach(async () => {
    await startTranslations(locale as keyof typeof TEXTS);
    await i18n.changeLanguage(locale);
  });
  const notice = () => screen.getByTestId('connection-notice');

  it('says at once that the device is offline, sends nothing, and places the order once when it is back', async () => {
    renderCheckout();
    expect(notice().textContent).toBe('');
    setOnline(false);
    expect(notice().textContent).toMatch(text.offline);
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    expect(notice().textContent).toMatch(text.held);
    await new Promise((done) => setTimeout(done, 50));
    expect(sent).toEqual([]);
    expect(cleared).toBe(0);

    answer = 'hang';
    setOnline(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(notice().textContent).toBe(text.back);
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ type: 'dine-in', data: { config: { tableNum: '12' } } });
  });

  it('drops a request left hanging when the connection goes, and sends it again under the same key', async () => {
    answer = 'hang';
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    await waitFor(() => expect(sent).toHaveLength(1));

    setOnline(false);
    await waitFor(() => expect(notice().textContent).toMatch(text.unconfirmed));
    expect(cleared).toBe(0);

    answer = 'order';
    setOnline(true);
    expect(await screen.findByText('Placed ord-1')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(cleared).toBe(1);
  });

  it('holds an attempt that got no answer, says so instead of an error, and places it once back online', async () => {
    answer = 'no-answer';
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    await waitFor(() => expect(notice().textContent).toMatch(text.unconfirmed));
    setOnline(false);
    answer = 'order';
    setOnline(true);
    expect(await screen.findByText('Placed ord-1')).toBeTruthy();
    expect(sent.map((s) => s.key)).toEqual([sent[0]?.key, sent[0]?.key]);
  });
});
