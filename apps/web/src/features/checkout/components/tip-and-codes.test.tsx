import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { CodesSection, customTipAmount, TipPicker } from './tip-and-codes';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a typed custom tip (ordering.md section 4)', () => {
  it.each<[string, number | null | 'invalid']>([
    ['5', 5],
    ['4,50', 4.5],
    ['$3.333', 3.33],
    // A negative tip becomes its absolute value.
    ['-5', 5],
    ['-', null],
    ['', null],
    ['abc', 'invalid'],
    ['1000.01', 'invalid'],
    ['-1001', 'invalid'],
  ])('%s reads %s', (text, expected) => {
    expect(customTipAmount(text)).toBe(expected);
  });

  it('tips the absolute value of a negative amount, and says what is wrong with one that is not an amount', async () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <TipPicker
          defaults={[15]}
          tip={{ type: 'dollar', percentageValue: 0, amount: 0 }}
          onChange={onChange}
          locale="en-CA"
        />
      </I18nextProvider>,
    );
    const field = screen.getByLabelText('Custom tip ($)');
    await userEvent.clear(field);
    await userEvent.type(field, '-5');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'dollar', percentageValue: 0, amount: 5 });
    expect(screen.queryByText('Enter a tip of up to $1,000.')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    expect(screen.getByText('Enter a tip of up to $1,000.')).toBeTruthy();
  });
});

describe('the promo code field', () => {
  it('drops its refusal once the diner empties it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 400, message: 'This promo code is not valid.' }, { status: 400 }),
      ),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <CodesSection
            restaurantId={101}
            giftCards={false}
            giftCardScanner={false}
            choice={{}}
            onChange={() => {}}
            balance={null}
            locale="en-CA"
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'NOPE123{Enter}');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('promo-code-error')).toBeTruthy();
    await userEvent.clear(field);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('promo-code-error')).toBeNull();
  });
});

describe('a promo code the pricing refused once applied (audit D2 F12)', () => {
  it('drops the refusal and its red frame once the diner empties the field, in French', async () => {
    await i18n.changeLanguage('fr-CA');
    const section = (refusals: Parameters<typeof CodesSection>[0]['refusals']) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <CodesSection
            restaurantId={101}
            giftCards
            giftCardScanner={false}
            choice={{}}
            onChange={() => {}}
            balance={null}
            locale="fr-CA"
            refusals={refusals}
          />
        </QueryClientProvider>
      </I18nextProvider>
    );
    const refused = {
      discount: { code: 'FIVEOFF', message: 'La commande minimale pour ce code est de 25,00 $.' },
    };
    const { rerender } = render(section(refused));
    const field = screen.getByRole('textbox', { name: 'Code promo' });
    expect((field as HTMLInputElement).value).toBe('FIVEOFF');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('promo-code-error')?.textContent).toContain('25,00');
    await userEvent.clear(field);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.className).not.toContain('border-red-600');
    expect(document.getElementById('promo-code-error')).toBeNull();
    // The diner goes on to the gift card: the checkout draws the codes again, and the refusal stays gone.
    rerender(section({ ...refused, voucher: null }));
    expect(screen.getByRole('textbox', { name: 'Code promo' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('promo-code-error')).toBeNull();
  });
});

describe('a gift card applied before the page reloaded (its number is never kept on the device)', () => {
  const section = (props: Partial<Parameters<typeof CodesSection>[0]>) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <CodesSection
          restaurantId={101}
          giftCards
          giftCardScanner={false}
          choice={{}}
          onChange={() => {}}
          balance={null}
          locale="en-CA"
          {...props}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );

  it.each([
    [
      'en-CA',
      1_000,
      'Gift card number',
      'Your gift card ending in 0050 was removed when the page reloaded, so its $10.00 no longer comes off what you pay. Enter it again to apply it.',
    ],
    [
      'fr-CA',
      1_000,
      'Numéro de carte-cadeau',
      'Votre carte-cadeau se terminant par 0050 a été retirée au rechargement de la page : son montant de 10,00 $ n’est plus déduit de la somme à payer. Entrez-la de nouveau pour l’appliquer.',
    ],
    [
      'en-CA',
      0,
      'Gift card number',
      'Your gift card ending in 0050 was removed when the page reloaded. Enter it again to apply it.',
    ],
    [
      'fr-CA',
      0,
      'Numéro de carte-cadeau',
      'Votre carte-cadeau se terminant par 0050 a été retirée au rechargement de la page. Entrez-la de nouveau pour l’appliquer.',
    ],
  ] as const)(
    'is said removed beside its field (%s, %d cents taken off)',
    async (locale, amount, label, text) => {
      await i18n.changeLanguage(locale);
      render(section({ locale, removedGiftCard: { last4: '0050', amount } }));
      const notice = document.getElementById('gift-card-notice');
      expect(notice?.textContent?.replace(/\u00a0|\u202f/g, ' ')).toBe(text);
      expect(notice?.getAttribute('role')).toBe('status');
      // The field names it, so a screen reader hears it on the way to typing the number again.
      expect(screen.getByRole('textbox', { name: label }).getAttribute('aria-describedby')).toBe(
        'gift-card-notice',
      );
    },
  );

  it('is not said once a gift card is applied again, nor when none was removed', () => {
    const { rerender } = render(
      section({
        choice: { voucher: { code: '6011000000000050' } },
        removedGiftCard: { last4: '0050', amount: 1_000 },
      }),
    );
    expect(document.getElementById('gift-card-notice')).toBeNull();
    rerender(section({}));
    expect(document.getElementById('gift-card-notice')).toBeNull();
  });
});
