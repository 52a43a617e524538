/**
 * Another round keeps what the diner gave for the order it follows: the answers to the restaurant's questions, the
 * tip chosen and the card typed (in memory only), so the round's checkout does not ask them again. usePlaceOrder and
 * useCheckoutForm as the checkout route uses them, on maple-table (rounds offered, the sandbox's typed card), with a
 * fake fetch.
 */

import type { OrderLink } from '@ordering/domain/order-types/link';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckout } from '../../features/checkout/checkout-storage';
import { checkoutContext } from '../../features/checkout/checkout-test-context';
import { percentTip } from '../../features/checkout/components/tip-and-codes';
import { cardOfVisit, forgetVisitCard } from '../../features/checkout/visit-card';
import type { CartApi } from '../../lib/cart/cart-context';
import { i18n, startTranslations } from '../../lib/i18n';
import { mapleTable, poutine, pricing, renderCheckoutRoute, stripeCard, suite } from './place-order-test-kit';
import { type CheckoutFormState, useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';

const data = mapleTable;

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvd: '123', cardPostal: 'M5V 2T6' };
let state: CheckoutFormState | null = null;

function Checkout({ mode }: { mode: OrderLink }) {
  const form = useCheckoutForm(data, mode, null);
  state = form;
  const cart = { items: [poutine], mode, clear: () => {} } as unknown as CartApi;
  const ctx = checkoutContext(data, mode, { items: [poutine], locale: i18n.language });
  const placing = usePlaceOrder({ data, cart, t: i18n.t, ctx, state: form, pricing, suite, stripeCard });
  return (
    <button type="button" onClick={() => placing.connection.send(undefined)}>
      Place
    </button>
  );
}

function renderCheckout(mode: OrderLink, query: string) {
  return renderCheckoutRoute(<Checkout mode={mode} />, <p>Placed</p>, query);
}

/** Fills the checkout as a diner would have, then places the order. */
async function placeWith(mode: OrderLink, query: string) {
  renderCheckout(mode, query);
  act(() => {
    state?.set({ answers: { 'q-heard': 'Walking by' }, notes: 'No onions', ...CARD });
    state?.setChoice({ tip: percentTip(18), discount: null, voucher: null });
  });
  fireEvent.click(screen.getByRole('button', { name: 'Place' }));
  expect(await screen.findByText('Placed')).toBeTruthy();
  cleanup();
}

beforeEach(async () => {
  await startTranslations('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ id: 'ord-1', status: 'received' }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  state = null;
  forgetVisitCard();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('another round after an order at a table', () => {
  it('starts with the answers, the tip and the card of the order it follows, not its notes', async () => {
    await placeWith({ tableNum: '12' }, 'tableNum=12');
    const kept = readCheckout('maple-table');
    expect(kept?.pending).toBeNull();
    // The card never reaches storage; it stays in this page's memory for the visit.
    expect(JSON.stringify(kept)).not.toContain('4242');
    expect(cardOfVisit('maple-table')).toEqual(CARD);

    renderCheckout({ anotherRoundId: 'JcjRsYWtncw6mohP_l1Ro' }, 'anotherRoundId=JcjRsYWtncw6mohP_l1Ro');
    expect(state?.form).toMatchObject({ answers: { 'q-heard': 'Walking by' }, notes: '', ...CARD });
    expect(state?.choice.tip).toEqual(percentTip(18));
  });

  it('forgets them after a take-out order, which no round follows', async () => {
    await placeWith({ takeout: true }, 'takeout=true');
    expect(readCheckout('maple-table')).toBeNull();
    expect(cardOfVisit('maple-table')).toBeNull();
  });
});
