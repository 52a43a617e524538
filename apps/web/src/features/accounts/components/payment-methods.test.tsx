import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { testProfile } from '../../../testing/profile';
import { renderWithQueries } from '../../../testing/render';
import type { Profile, SavedCardView } from '../api';
import { PaymentMethods } from './payment-methods';

const VISA: SavedCardView = {
  paymentCardId: 'pc-visa',
  isDefault: true,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  expiry: '12/30',
};
const MASTERCARD: SavedCardView = {
  paymentCardId: 'pc-mc',
  isDefault: false,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 6,
  expYear: 2029,
  expiry: '06/29',
};

/** The calls sent (method, path, body), and the list the server answers (or its refusal, with its status). */
let sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
let answer: SavedCardView[] | { status: number; body: Record<string, unknown> } = [];

function renderCards(cards: SavedCardView[]) {
  const profile: Profile = { ...testProfile(), paymentMethods: cards };
  return renderWithQueries(<PaymentMethods profile={profile} />);
}

beforeEach(async () => {
  // The card form checks the expiry against today.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T18:00:00Z') });
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  answer = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url: String(url), body: JSON.parse(String(init.body)) });
      if (!Array.isArray(answer)) return new Response(JSON.stringify(answer.body), { status: answer.status });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('saved cards', () => {
  it('lists each card with its brand, last 4 and expiry, the default marked, and makes another the default', async () => {
    renderCards([VISA, MASTERCARD]);
    const visa = screen.getByText('Visa ending in 4242, expires 12/30').closest('li') as HTMLElement;
    const mastercard = screen
      .getByText('Mastercard ending in 4444, expires 06/29')
      .closest('li') as HTMLElement;
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: 'Make default' })).toBeNull();

    answer = [
      { ...VISA, isDefault: false },
      { ...MASTERCARD, isDefault: true },
    ];
    await userEvent.click(within(mastercard).getByRole('button', { name: 'Make default' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { paymentCardId: 'pc-mc', isDefault: true } });
    expect(sent[0]?.url).toContain('payment-method');
  });

  it('replaces a card: the form refuses a bad number, focused, then sends the card and closes', async () => {
    renderCards([VISA, MASTERCARD]);
    const mastercard = screen
      .getByText('Mastercard ending in 4444, expires 06/29')
      .closest('li') as HTMLElement;
    await userEvent.click(within(mastercard).getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('region', { name: 'Replace this card' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));

    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '0131');
    await userEvent.type(screen.getByLabelText('Security code'), '123');
    await userEvent.click(screen.getByLabelText('Make it my default card'));
    answer = [VISA, { ...MASTERCARD, last4: '1111', brand: 'visa' }];
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          paymentCardId: 'pc-mc',
          cardNumber: '4111111111111111',
          expiry: '01/31',
          cvd: '123',
          isDefault: true,
        },
      }),
    ]);
    expect(screen.queryByRole('region', { name: 'Replace this card' })).toBeNull();
  });

  it('opens the form at once when there is no card, without Cancel nor the default box', () => {
    renderCards([]);
    expect(screen.getByText('You have no saved card.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Add a card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByLabelText('Make it my default card')).toBeNull();
  });

  it.each([
    ['en-CA', 410, 'This card was declined by your bank. Try another card.'],
    ['fr-CA', 410, 'Votre banque a refusé cette carte. Essayez une autre carte.'],
    ['en-CA', 1803, 'We could not check this card with the payment processor. Please try again.'],
  ] as const)(
    'in %s, says a card refused when saved (%i) by the form, keeps it but its CVD, and lists nothing',
    async (locale, code, said) => {
      await i18n.changeLanguage(locale);
      renderCards([]);
      const fr = locale === 'fr-CA';
      const number = screen.getByLabelText(fr ? 'Numéro de carte' : 'Card number');
      await userEvent.type(number, '4000000000000002');
      await userEvent.type(screen.getByLabelText(fr ? 'Expiration (MM/AA)' : 'Expiry (MM/YY)'), '1230');
      await userEvent.type(screen.getByLabelText(fr ? 'Code de sécurité' : 'Security code'), '123');
      // The server's own words are not what the form says: the screen's catalogue is.
      answer = { status: 402, body: { code, message: 'server words' } };
      await userEvent.click(screen.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }));
      expect(sent).toEqual([expect.objectContaining({ method: 'POST' })]);

      const form = screen.getByRole('region', { name: fr ? 'Ajouter une carte' : 'Add a card' });
      expect((await within(form).findByRole('alert')).textContent).toBe(said);
      expect((number as HTMLInputElement).value.replace(/\D/g, '')).toBe('4000000000000002');
      expect(
        (screen.getByLabelText(fr ? 'Code de sécurité' : 'Security code') as HTMLInputElement).value,
      ).toBe('');
      expect(
        screen.getByText(fr ? 'Vous n’avez aucune carte enregistrée.' : 'You have no saved card.'),
      ).toBeTruthy();
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);

      // The next card saved clears the refusal and joins the list.
      await userEvent.clear(number);
      await userEvent.type(number, '4242424242424242');
      await userEvent.type(screen.getByLabelText(fr ? 'Code de sécurité' : 'Security code'), '123');
      answer = [VISA];
      await userEvent.click(screen.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(sent[1]?.body).toMatchObject({ cardNumber: '4242424242424242', cvd: '123' });
    },
  );
});

describe('saved cards seen from a restaurant', () => {
  const maple = demoDataFile('maple-table');
  const sandbox = { restaurantId: maple.restaurant.id, name: 'Maple Table', data: { ...maple, version: 1 } };
  const headers = () =>
    (vi.mocked(fetch).mock.calls as [string, RequestInit][]).map(([, init]) =>
      new Headers(init.headers).get('x-restaurant-id'),
    );

  it.each([
    [
      'en-CA',
      'Not accepted at Maple Table',
      'Saved with another payment account. To pay here, add this card again.',
    ],
    [
      'fr-CA',
      'Non acceptée chez Maple Table',
      'Enregistrée avec un autre compte de paiement. Pour payer ici, ajoutez cette carte de nouveau.',
    ],
  ] as const)(
    'in %s, marks the card the restaurant cannot charge, and only that one',
    async (locale, tag, hint) => {
      await i18n.changeLanguage(locale);
      const profile: Profile = {
        ...testProfile(),
        paymentMethods: [
          { ...VISA, acceptedHere: true },
          { ...MASTERCARD, acceptedHere: false },
        ],
      };
      renderWithQueries(<PaymentMethods profile={profile} restaurant={sandbox} locale={locale} />);
      const [visa, mastercard] = screen.getAllByRole('listitem');
      expect(within(mastercard!).getByText(tag)).toBeTruthy();
      expect(within(mastercard!).getByText(hint)).toBeTruthy();
      expect(within(visa!).queryByText(tag)).toBeNull();
    },
  );

  it('marks nothing from no restaurant, whatever a card says', () => {
    renderCards([{ ...VISA, acceptedHere: false }]);
    expect(screen.queryByText(/Not accepted/)).toBeNull();
  });

  it('saves a typed card at a sandbox restaurant through it: every call names the restaurant', async () => {
    const profile: Profile = { ...testProfile(), paymentMethods: [VISA, MASTERCARD] };
    renderWithQueries(<PaymentMethods profile={profile} restaurant={sandbox} locale="en-CA" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await userEvent.type(screen.getByLabelText('Security code'), '123');
    answer = [VISA, { ...MASTERCARD, acceptedHere: true }];
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make default' }));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/auth/payment-method',
      'PUT /api/auth/payment-method',
    ]);
    expect(sent[0]?.body).toMatchObject({ cardNumber: '4242424242424242' });
    expect(headers()).toEqual([String(maple.restaurant.id), String(maple.restaurant.id)]);
  });
});
