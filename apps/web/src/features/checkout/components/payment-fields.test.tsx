import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { EMPTY_FORM } from '../checkout-form';
import { type CoveredBy, PaymentFields } from './payment-fields';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-CA');
});

function nothingToPay(coveredBy: CoveredBy) {
  render(
    <I18nextProvider i18n={i18n}>
      <PaymentFields
        file={demoDataFile('maple-table')}
        locale="en-CA"
        form={EMPTY_FORM}
        errors={{}}
        set={() => {}}
        paymentNotRequired
        coveredBy={coveredBy}
      />
    </I18nextProvider>,
  );
  return screen.getByRole('status').textContent;
}

describe('"nothing to pay" names what pays (audit F1 9)', () => {
  it.each<[CoveredBy, string]>([
    [{ giftCard: false, credits: true }, 'Nothing to pay: your account credits cover the total.'],
    [
      { giftCard: true, credits: true },
      'Nothing to pay: your gift card and account credits cover the total.',
    ],
    [{ giftCard: true, credits: false }, 'Nothing to pay: your gift card and discounts cover the total.'],
    [{ giftCard: false, credits: false }, 'Nothing to pay: your discounts cover the total.'],
  ])('%o: %s', (coveredBy, text) => {
    expect(nothingToPay(coveredBy)).toBe(text);
  });

  it('in French too', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(nothingToPay({ giftCard: false, credits: true })).toBe(
      'Rien à payer\u00a0: vos crédits du compte couvrent le total.',
    );
  });
});
