/**
 * A card typed on the table's tab (opening it, paying a share) is formatted and checked as the checkout's card is
 * (format/typed-card.ts typedCardProblems, format/messages.ts): the number in groups of 4 with dashes, the expiry MM/YY, and each of
 * the checkout's messages under its field, in English and in French, before any call.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { demoDataFile } from '../../../testing/demo-data';
import { renderWithQueries } from '../../../testing/render';
import { SharesPanel } from './shares-panel';
import { TabStart } from './tab-start';
import { ANA_MEMBER, testBill } from './test-bill';

const maple = demoDataFile('maple-table');
const dataWith = (avs: boolean) =>
  ({
    ...maple,
    version: 1,
    restaurant: { ...maple.restaurant, payment_processor: 'sandbox', avs },
  }) satisfies RestaurantDataFile & { version: number };

const WORDS = {
  'en-CA': {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvd: 'Security code',
    postal: 'Postal code',
    name: 'Your first name',
    open: /^Open the tab/,
    card: 'This credit card is invalid.',
    expiryInvalid: 'This expiry date is invalid.',
    postalInvalid: 'Please enter a valid postal/zip code.',
    required: 'This field is required.',
    cvdShort: 'This field must have at least 3 characters.',
    cvdAmex: 'This field must have at least 4 characters.',
    payShare: /^Pay the share: Ana$/,
    pay: /^Pay \$/,
  },
  'fr-CA': {
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvd: 'Code de sécurité',
    postal: 'Code postal',
    name: 'Votre prénom',
    open: /^Ouvrir l’addition/,
    card: 'Cette carte de crédit n’est pas valide.',
    expiryInvalid: 'Cette date d’expiration n’est pas valide.',
    postalInvalid: 'Veuillez entrer un code postal ou un code ZIP valide.',
    required: 'Ce champ est obligatoire.',
    cvdShort: 'Ce champ doit contenir au moins 3 caractères.',
    cvdAmex: 'Ce champ doit contenir au moins 4 caractères.',
    payShare: /^Payer la part\s:\sAna$/,
    pay: /^Payer \d/,
  },
} as const;

let sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ tabId: 'tab-1', memberId: 'member-1', secret: 's' }), {
        status: 200,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The error under a field (one its aria-describedby names), or null. */
const messageOf = (label: string) => {
  const field = input(label);
  const error = `${field.id}-error`;
  if (!field.getAttribute('aria-describedby')?.split(' ').includes(error)) return null;
  return document.getElementById(error)?.textContent ?? null;
};

async function openingForm(locale: Locale, avs = false) {
  await startTranslations(locale);
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  renderWithQueries(<TabStart data={dataWith(avs)} locale={locale} table="7" />);
  await user.type(screen.getByLabelText(WORDS[locale].name), 'Ana');
  return user;
}

async function typeCard(
  user: ReturnType<typeof userEvent.setup>,
  locale: Locale,
  card: { number?: string; expiry?: string; cvd?: string; postal?: string },
) {
  const w = WORDS[locale];
  if (card.number) await user.type(input(w.number), card.number);
  if (card.expiry) await user.type(input(w.expiry), card.expiry);
  if (card.cvd) await user.type(input(w.cvd), card.cvd);
  if (card.postal) await user.type(input(w.postal), card.postal);
}

describe.each(['en-CA', 'fr-CA'] as const)('the tab’s card form in %s', (locale) => {
  const w = WORDS[locale];

  it('groups the number in 4s with dashes and the expiry in 2s with a slash, as it is typed', async () => {
    const user = await openingForm(locale);
    await typeCard(user, locale, { number: '4242424242424241', expiry: '1320', cvd: '1a23' });
    expect(input(w.number).value).toBe('4242-4242-4242-4241');
    expect(input(w.expiry).value).toBe('13/20');
    expect(input(w.cvd).value).toBe('123');
  });

  it('says a bad number and a bad expiry under their fields, focuses the first, and calls nothing', async () => {
    const user = await openingForm(locale);
    await typeCard(user, locale, { number: '4242424242424241', expiry: '1320', cvd: '123', postal: '12345' });
    await user.click(screen.getByRole('button', { name: w.open }));
    expect(messageOf(w.number)).toBe(w.card);
    expect(input(w.number).getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(w.expiry)).toBe(w.expiryInvalid);
    // A US zip code is a postal code the checkout takes.
    expect(messageOf(w.postal)).toBeNull();
    expect(document.activeElement).toBe(input(w.number));
    expect(sent).toHaveLength(0);
  });

  it('flags a bad number on its field even when the expiry is good', async () => {
    const user = await openingForm(locale);
    await typeCard(user, locale, { number: '4242424242424241', expiry: '1240', cvd: '123' });
    await user.click(screen.getByRole('button', { name: w.open }));
    expect(messageOf(w.number)).toBe(w.card);
    expect(messageOf(w.expiry)).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('asks every empty field, a security code of the brand’s length and a real postal code', async () => {
    const user = await openingForm(locale);
    await user.click(screen.getByRole('button', { name: w.open }));
    expect(messageOf(w.number)).toBe(w.required);
    expect(messageOf(w.expiry)).toBe(w.required);
    expect(messageOf(w.cvd)).toBe(w.required);
    await typeCard(user, locale, {
      number: '4242424242424242',
      expiry: '1240',
      cvd: '12',
      postal: 'D1A 1A1',
    });
    expect(messageOf(w.number)).toBeNull();
    expect(messageOf(w.cvd)).toBe(w.cvdShort);
    expect(messageOf(w.postal)).toBe(w.postalInvalid);
    await user.clear(input(w.number));
    await user.clear(input(w.cvd));
    await typeCard(user, locale, { number: '378282246310005', cvd: '123' });
    expect(messageOf(w.cvd)).toBe(w.cvdAmex);
    expect(sent).toHaveLength(0);
  });

  it('requires the postal code where the restaurant checks it (AVS), as the checkout does', async () => {
    const user = await openingForm(locale, true);
    await typeCard(user, locale, { number: '4242424242424242', expiry: '1240', cvd: '123' });
    await user.click(screen.getByRole('button', { name: w.open }));
    expect(messageOf(w.postal)).toBe(w.required);
    expect(sent).toHaveLength(0);
  });

  it('opens the tab with a good card: its digits, MM/YY and the postal code', async () => {
    const user = await openingForm(locale);
    await typeCard(user, locale, {
      number: '4242424242424242',
      expiry: '1240',
      cvd: '123',
      postal: 'm5v 1a1',
    });
    await user.click(screen.getByRole('button', { name: w.open }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/tabs',
      body: {
        table: '7',
        name: 'Ana',
        payment: {
          paymentMethod: 'credit_card',
          card: { number: '4242424242424242', expiry_date: '12/40', cvd: '123', postal_code: 'M5V 1A1' },
        },
      },
    });
  });

  it('formats and checks a share’s card the same way', async () => {
    await startTranslations(locale);
    await i18n.changeLanguage(locale);
    const user = userEvent.setup();
    renderWithQueries(
      <SharesPanel
        restaurantId={101}
        paymentProcessor="sandbox"
        timezone="America/Toronto"
        avs={false}
        member={ANA_MEMBER}
        view={testBill({ total: 32.78, remaining: 32.78 })}
        locale={locale}
        tipPercents={[15]}
        startingTip={null}
        onView={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: w.payShare }));
    await typeCard(user, locale, { number: '4000000000000002', expiry: '1320', cvd: '123' });
    expect(input(w.number).value).toBe('4000-0000-0000-0002');
    expect(input(w.expiry).value).toBe('13/20');
    await user.click(screen.getByRole('button', { name: w.pay }));
    expect(messageOf(w.expiry)).toBe(w.expiryInvalid);
    expect(messageOf(w.number)).toBeNull();
    expect(sent).toHaveLength(0);
    await user.clear(input(w.number));
    await typeCard(user, locale, { number: '4000000000000001' });
    expect(messageOf(w.number)).toBe(w.card);
  });
});
