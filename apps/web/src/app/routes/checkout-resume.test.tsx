/**
 * A reload while the order was on its way: the checkout finds the submission's key kept on the device, asks the
 * server how it ended, and shows the order that was placed (its confirmation, the cart emptied), waits while its
 * payment is still under way, or says that nothing was ordered, instead of a full cart that looks as if nothing
 * happened. usePlaceOrder as the checkout route uses it, on maple-table at table 12, with a fake fetch.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FORM } from '../../features/checkout/checkout-form';
import { readCheckout, writeCheckout } from '../../features/checkout/checkout-storage';
import { checkoutContext } from '../../features/checkout/checkout-test-context';
import { ResumeNotice } from '../../features/checkout/components/resume-notice';
import type { CartApi } from '../../lib/cart/cart-context';
import { i18n, startTranslations } from '../../lib/i18n';
import { mapleTable, poutine, pricing, renderCheckoutRoute, stripeCard, suite } from './place-order-test-kit';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';

const data = mapleTable;
const mode = { tableNum: '12' };
let cleared = 0;
const cart = { items: [poutine], mode, clear: () => cleared++ } as unknown as CartApi;

function Checkout() {
  const state = useCheckoutForm(data, mode, null);
  const ctx = checkoutContext(data, mode, { items: [poutine], locale: i18n.language });
  const placing = usePlaceOrder({ data, cart, t: i18n.t, ctx, state, pricing, suite, stripeCard });
  const blocked = placing.resume === 'checking' || placing.resume === 'paying';
  return (
    <>
      <ResumeNotice state={placing.resume} />
      <button type="button" disabled={blocked} onClick={() => placing.connection.send(undefined)}>
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

const KEY = '6f1c2a7e-2b7e-4f57-9a0b-3c1d2e4f5a6b';
/** The checkout as a reload finds it: the form, and the attempt sent a moment before. */
const sentBeforeReload = () =>
  writeCheckout('maple-table', {
    form: { ...EMPTY_FORM, tableNum: '12', fullName: 'Ada Diner' },
    choice: { tip: null, discount: null },
    date: '2026-11-25',
    pending: { key: KEY, at: '2026-11-25T17:00:30.000Z' },
    giftCard: null,
  });

/** How the server answers the question about KEY, in turn; and every submission sent. */
let answers: Response[] = [];
let asked: string[] = [];
let posted: (string | null)[] = [];
const order = { id: 'ord-7', number: 7, status: 'received' };

beforeEach(() => {
  answers = [];
  asked = [];
  posted = [];
  cleared = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/orders/submissions/')) {
        asked.push(url);
        return answers.length > 1 ? answers.shift()! : answers[0]!.clone();
      }
      if (url === '/api/orders') {
        posted.push(new Headers(init?.headers).get('idempotency-key'));
        return new Response(JSON.stringify(order), { status: 200 });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const notPlaced = (message: string) => json({ code: 404, message }, 404);

const TEXTS = {
  'en-CA': {
    paying: 'Your order is being placed. Please wait: it will show here in a moment.',
    notPlaced:
      'Your last attempt did not go through: nothing was ordered. Check your order and tap Place order.',
  },
  'fr-CA': {
    paying:
      'Votre commande est en train d’être passée. Patientez\u00a0: elle s’affichera ici dans un instant.',
    notPlaced:
      'Votre dernière tentative n’a pas abouti\u00a0: rien n’a été commandé. Vérifiez votre commande et touchez Passer la commande.',
  },
} as const;

describe.each(Object.entries(TEXTS))('a checkout reloaded during payment (%s)', (locale, text) => {
  beforeEach(async () => {
    await startTranslations(locale as keyof typeof TEXTS);
    await i18n.changeLanguage(locale);
  });

  it('shows the order the server placed: its confirmation, the cart emptied, nothing sent again', async () => {
    sentBeforeReload();
    answers = [json({ state: 'placed', order })];
    renderCheckout();
    expect(await screen.findByText('Placed ord-7')).toBeTruthy();
    expect(asked).toEqual([`/api/orders/submissions/${KEY}`]);
    expect(posted).toEqual([]);
    expect(cleared).toBe(1);
    // The attempt is over: a later checkout starts without it.
    expect(readCheckout('maple-table')?.pending ?? null).toBeNull();
  });

  it('waits for a submission still paying, Place order held, then shows its order', async () => {
    sentBeforeReload();
    answers = [json({ state: 'paying' }), json({ state: 'placed', order })];
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('resume-notice').textContent).toBe(text.paying));
    expect(screen.getByRole('button', { name: 'Place' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Placed ord-7', {}, { timeout: 5_000 })).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('says nothing was ordered when the key placed nothing, and a new tap sends it under the same key', async () => {
    sentBeforeReload();
    answers = [notPlaced('No order was placed with this attempt.')];
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('resume-notice').textContent).toBe(text.notPlaced));
    expect(cleared).toBe(0);
    const place = screen.getByRole('button', { name: 'Place' });
    expect(place).toHaveProperty('disabled', false);
    fireEvent.click(place);
    expect(await screen.findByText('Placed ord-7')).toBeTruthy();
    expect(posted).toEqual([KEY]);
  });
});

describe('a checkout with no submission under way', () => {
  it('asks the server nothing', async () => {
    await startTranslations('en-CA');
    renderCheckout();
    expect(screen.getByRole('button', { name: 'Place' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('resume-notice')).toBeNull();
    expect(asked).toEqual([]);
  });
});
