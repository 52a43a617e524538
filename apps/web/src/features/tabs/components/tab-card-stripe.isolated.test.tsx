import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { renderWithQueries, renderWithRouter } from '../../../testing/render';
import { forgetTabMembership, readTabMembership, writeTabMembership } from '../tab-storage';
import { SharesPanel } from './shares-panel';
import { TabScreen } from './tab-screen';
import { TabStart } from './tab-start';
import { ANA_MEMBER, testBill } from './test-bill';

// Stripe.js as the Payment Element answers: `created` is what the next createPaymentMethod gives.
const stripeJs = vi.hoisted(() => ({
  created: {} as { paymentMethod?: { id: string }; error?: { message: string } },
  loaded: [] as { key: string; options: unknown }[],
  mounted: 0,
  /** The challenges handleNextAction ran, and what it answers. */
  challenges: [] as string[],
  challenge: {} as { error?: { message: string } },
  cleared: 0,
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
      clear: () => {
        stripeJs.cleared++;
      },
      focus: () => {},
    };
    return {
      elements: () => ({
        create: () => element,
        getElement: () => element,
        update: () => {},
        submit: async () => ({}),
      }),
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
const VIEW = testBill();
const MEMBER = ANA_MEMBER;

let sent: { url: string; body: unknown }[] = [];
/** Every POST, with the member it named; `answers` gives a call another answer than success. */
let posts: { url: string; member: string | undefined }[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};
const refusal = (code: number, message: string, details: object) => ({
  status: 402,
  body: { code, message, details },
});

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  posts = [];
  answers = {};
  stripeJs.challenges = [];
  stripeJs.challenge = {};
  stripeJs.cleared = 0;
  stripeJs.created = { paymentMethod: { id: 'pm_tab_1' } };
  stripeJs.loaded = [];
  stripeJs.mounted = 0;
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
      if (init?.body) sent.push({ url, body: JSON.parse(String(init.body)) });
      if (init?.method === 'POST')
        posts.push({ url, member: new Headers(init.headers).get('x-tab-member') ?? undefined });
      const given = answers[url];
      if (given) return new Response(JSON.stringify(given.body), { status: given.status });
      const answer =
        url === '/api/tabs' || url.startsWith('/api/tabs/openings/')
          ? { tabId: VIEW.id, memberId: 'a', secret: 's' }
          : VIEW;
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetTabMembership(data.restaurant.slug);
});

async function openTab() {
  const user = userEvent.setup();
  renderWithQueries(<TabStart data={data} locale="en-CA" table="12" />);
  await vi.waitFor(() => expect(stripeJs.mounted).toBe(1));
  await user.type(screen.getByLabelText(/first name/i), 'Ana');
  await user.click(screen.getByRole('button', { name: /^Open the tab/ }));
}

describe('a Stripe restaurant’s tab', () => {
  it('opens the tab on the Payment Element’s payment method, never typed card fields', async () => {
    await openTab();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(stripeJs.loaded[0]).toEqual({
      key: 'pk_test_maple',
      options: { stripeAccount: 'acct_maple', locale: 'en' },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/tabs');
    expect(sent[0]!.body).toMatchObject({
      table: '12',
      name: 'Ana',
      payment: { paymentMethod: 'credit_card', card: { processor_token: 'pm_tab_1' } },
    });
  });

  it('shows Stripe’s own message for a card it refuses, and opens nothing', async () => {
    stripeJs.created = { error: { message: 'Your card number is incomplete.' } };
    await openTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(sent).toHaveLength(0);
  });

  it('pays a share with the Payment Element’s payment method', async () => {
    const user = userEvent.setup();
    renderWithQueries(
      <SharesPanel
        restaurantId={data.restaurant.id}
        paymentProcessor="stripe"
        timezone="America/Toronto"
        avs={false}
        member={MEMBER}
        view={VIEW}
        locale="en-CA"
        tipPercents={[15]}
        startingTip={null}
        onView={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pay the share: Ana' }));
    await vi.waitFor(() => expect(stripeJs.mounted).toBe(1));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Pay \$16\.39/ }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/tabs/${VIEW.id}/shares/share-123456789/pay`);
    expect(sent[0]!.body).toMatchObject({
      payment: { paymentMethod: 'credit_card', card: { processor_token: 'pm_tab_1' } },
    });
  });

  it('holds another card with the Payment Element’s payment method', async () => {
    writeTabMembership(data.restaurant.slug, MEMBER);
    const user = userEvent.setup();
    renderWithRouter(<TabScreen data={data} locale="en-CA" table="12" />);
    await user.click(await screen.findByRole('button', { name: 'Add another card to the tab' }));
    await vi.waitFor(() => expect(stripeJs.mounted).toBe(1));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hold this card' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/tabs/${VIEW.id}/cards`);
    expect(sent[0]!.body).toEqual({
      payment: { paymentMethod: 'credit_card', card: { processor_token: 'pm_tab_1' } },
    });
  });

  const PENDING = '12_abcdefghijklmnopqrstu';
  const challenge = (extra: object = {}) =>
    refusal(410, 'Your bank asks you to confirm this payment.', {
      reason: 'authentication_required',
      clientSecret: 'pi_3ds_secret_x',
      ...extra,
    });

  it('opens the tab after the bank’s challenge, once the server completes it', async () => {
    answers['/api/tabs'] = challenge({ pendingId: PENDING, tabId: VIEW.id, memberId: 'a', secret: 's' });
    await openTab();
    await vi.waitFor(() => expect(readTabMembership(data.restaurant.slug)?.tabId).toBe(VIEW.id));
    expect(stripeJs.challenges).toEqual(['pi_3ds_secret_x']);
    expect(posts.map((p) => [p.url, p.member])).toEqual([
      ['/api/tabs', undefined],
      [`/api/tabs/openings/${PENDING}/complete`, 's'],
    ]);
  });

  it('says the server’s word for a failed challenge, and keeps no membership', async () => {
    answers['/api/tabs'] = challenge({ pendingId: PENDING, tabId: VIEW.id, memberId: 'a', secret: 's' });
    stripeJs.challenge = { error: { message: 'We are unable to authenticate your payment method.' } };
    const failed =
      'Your bank did not confirm this card, so nothing was charged or held. Try again, or use another card.';
    answers[`/api/tabs/openings/${PENDING}/complete`] = refusal(410, failed, {
      reason: 'authentication_failed',
    });
    await openTab();
    expect((await screen.findByRole('alert')).textContent).toBe(failed);
    expect(readTabMembership(data.restaurant.slug)).toBeNull();
  });

  it('pays a share after the bank’s challenge, the receipt’s address sent with the completion', async () => {
    const url = `/api/tabs/${VIEW.id}/shares/share-123456789`;
    answers[`${url}/pay`] = challenge({ shareId: 'share-123456789' });
    const onView = vi.fn();
    const user = userEvent.setup();
    renderWithQueries(
      <SharesPanel
        restaurantId={data.restaurant.id}
        paymentProcessor="stripe"
        timezone="America/Toronto"
        avs={false}
        member={MEMBER}
        view={VIEW}
        locale="en-CA"
        tipPercents={[15]}
        startingTip={null}
        onView={onView}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pay the share: Ana' }));
    await vi.waitFor(() => expect(stripeJs.mounted).toBe(1));
    await user.type(screen.getByLabelText(/receipt/i), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: /^Pay \$16\.39/ }));
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
    expect(stripeJs.challenges).toEqual(['pi_3ds_secret_x']);
    expect(sent.map((c) => c.url)).toEqual([`${url}/pay`, `${url}/complete`]);
    expect(sent[1]!.body).toEqual({ email: 'ana@example.com' });
  });

  it('holds another card after the bank’s challenge', async () => {
    answers[`/api/tabs/${VIEW.id}/cards`] = challenge({ pendingId: PENDING });
    writeTabMembership(data.restaurant.slug, MEMBER);
    const user = userEvent.setup();
    renderWithRouter(<TabScreen data={data} locale="en-CA" table="12" />);
    await user.click(await screen.findByRole('button', { name: 'Add another card to the tab' }));
    await vi.waitFor(() => expect(stripeJs.mounted).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Hold this card' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toBe(`/api/tabs/${VIEW.id}/cards/${PENDING}/complete`);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Hold this card' })).toBeNull());
  });

  it('a card the processor does not take: the checkout’s message, Try again and Re-add card', async () => {
    answers['/api/tabs'] = refusal(410, 'Your card was declined.', { reason: 'card_not_supported' });
    await openTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^This card is not supported by the payment processor/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(stripeJs.challenges).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Re-add card' }));
    expect(stripeJs.cleared).toBe(1);
    expect(posts).toHaveLength(2);
  });
});
