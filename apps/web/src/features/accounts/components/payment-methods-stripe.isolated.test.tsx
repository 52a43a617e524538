import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { testProfile } from '../../../testing/profile';
import { renderWithQueries } from '../../../testing/render';
import type { Profile, SavedCardView } from '../api';
import { PaymentMethods } from './payment-methods';

// Stripe.js as the Payment Element answers: `created` is what the next createPaymentMethod gives.
const stripeJs = vi.hoisted(() => ({
  created: {} as { paymentMethod?: { id: string }; error?: { message: string } },
  loaded: [] as { key: string; options: unknown }[],
  elements: [] as unknown[],
  mounted: 0,
  /** The challenges handleNextAction ran, and what it answers. */
  challenges: [] as string[],
  challenge: {} as { error?: { message: string } },
}));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async (key: string, options: unknown) => {
    stripeJs.loaded.push({ key, options });
    const element = {
      on: (event: string, listener: () => void) => event === 'ready' && queueMicrotask(listener),
      mount: () => {
        stripeJs.mounted++;
      },
      destroy: () => {},
      clear: () => {},
      focus: () => {},
    };
    return {
      elements: (options: unknown) => {
        stripeJs.elements.push(options);
        return {
          create: () => element,
          getElement: () => element,
          update: () => {},
          submit: async () => ({}),
        };
      },
      createPaymentMethod: async () => stripeJs.created,
      handleNextAction: async ({ clientSecret }: { clientSecret: string }) => {
        stripeJs.challenges.push(clientSecret);
        return stripeJs.challenge;
      },
    };
  },
}));

const maple = demoDataFile('maple-table');
const data = {
  ...maple,
  version: 1,
  restaurant: { ...maple.restaurant, payment_processor: 'stripe' },
} satisfies RestaurantDataFile & { version: number };
const restaurant = { restaurantId: data.restaurant.id, name: 'Maple Table', data };

const SAVED: SavedCardView = {
  paymentCardId: 'pc-3155',
  isDefault: true,
  brand: 'visa',
  last4: '3155',
  expMonth: 10,
  expYear: 2031,
  expiry: '10/31',
  acceptedHere: true,
};

/** Every call with a body, the restaurant it named; `answers` gives a call another answer than the saved list. */
let sent: { url: string; body: Record<string, unknown>; restaurant: string | null }[] = [];
let answers: Record<string, { status: number; body: unknown }[]> = {};
const refusal = (code: number, message: string, details: object) => ({
  status: 402,
  body: { code, message, details },
});
const challenge = refusal(410, 'Your bank asks you to confirm this card.', {
  reason: 'authentication_required',
  clientSecret: 'seti_1_secret_x',
  setupId: 'seti_1',
});

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  answers = {};
  stripeJs.created = { paymentMethod: { id: 'pm_profile_1' } };
  stripeJs.loaded = [];
  stripeJs.elements = [];
  stripeJs.mounted = 0;
  stripeJs.challenges = [];
  stripeJs.challenge = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/get-payment-config'))
        return new Response(
          JSON.stringify({
            processor: 'stripe',
            applePay: false,
            googlePay: false,
            merchantId: null,
            cardTypes: [],
            extraPaymentMethods: [],
            stripe: { publishableKey: 'pk_test_maple', account: 'acct_maple' },
          }),
          { status: 200 },
        );
      sent.push({
        url,
        body: JSON.parse(String(init?.body ?? '{}')),
        restaurant: new Headers(init?.headers).get('x-restaurant-id'),
      });
      const given = answers[url]?.shift();
      if (given) return new Response(JSON.stringify(given.body), { status: given.status });
      return new Response(JSON.stringify([SAVED]), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function addCardAtStripe() {
  const user = userEvent.setup();
  const profile: Profile = { ...testProfile(), paymentMethods: [] };
  renderWithQueries(<PaymentMethods profile={profile} restaurant={restaurant} locale="en-CA" />);
  await vi.waitFor(() => expect(stripeJs.mounted).toBe(1));
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the profile’s card form at a Stripe restaurant', () => {
  it('takes the card in the Payment Element (setup mode) and sends its payment method, never card fields', async () => {
    await addCardAtStripe();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(stripeJs.loaded[0]).toEqual({
      key: 'pk_test_maple',
      options: { stripeAccount: 'acct_maple', locale: 'en' },
    });
    expect(stripeJs.elements[0]).toMatchObject({ mode: 'setup', currency: 'cad' });
    expect(stripeJs.elements[0]).not.toHaveProperty('amount');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/auth/payment-method',
      body: { processorToken: 'pm_profile_1', isDefault: false },
      restaurant: String(data.restaurant.id),
    });
    // Saved: the form closes.
    expect(await screen.findByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('runs the bank’s challenge in Stripe.js, then asks the server to keep the card', async () => {
    answers['/api/auth/payment-method'] = [challenge];
    await addCardAtStripe();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(stripeJs.challenges).toEqual(['seti_1_secret_x']);
    expect(sent[1]).toEqual({
      url: '/api/auth/payment-method/complete',
      body: { setupId: 'seti_1' },
      restaurant: String(data.restaurant.id),
    });
    // Saved: the form closes.
    expect(await screen.findByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('says a challenge the diner failed as the server does: the card is not saved', async () => {
    answers['/api/auth/payment-method'] = [challenge];
    answers['/api/auth/payment-method/complete'] = [
      refusal(410, 'Your bank did not confirm this card, so it was not saved.', {
        reason: 'authentication_failed',
      }),
    ];
    stripeJs.challenge = { error: { message: 'We are unable to authenticate your payment method.' } };
    await addCardAtStripe();
    // The server is asked even when Stripe.js says it failed: it alone decides, and cancels what still waits.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your bank did not confirm this card, so it was not saved. Try again or use another card.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows Stripe’s own message for a card it refuses, and sends nothing', async () => {
    stripeJs.created = { error: { message: 'Your card number is incomplete.' } };
    await addCardAtStripe();
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(sent).toHaveLength(0);
  });
});
