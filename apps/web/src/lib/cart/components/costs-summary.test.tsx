import type { CostsBody } from '@ordering/domain/contracts/costs';
import { makeFile } from '@ordering/domain/testing/factories';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../i18n';
import type { Locale } from '../../locale';
import { CostsSummary, totalSummaryTitle } from './costs-summary';

const base: CostsBody = {
  subtotal: 20,
  subtotalDiscounted: 20,
  taxes: 2.4,
  taxBrackets: [
    { key: 'tax1', label: 'GST', rate: 0.05, amount: 1 },
    { key: 'tax2', label: 'PST', rate: 0.07, amount: 1.4 },
  ],
  taxInfo: { inclusive: false, province: 'bc', rebateApplied: false },
  total: 22.4,
  totalWithoutTaxes: 20,
  totalWithTip: 22.4,
  tip: { percentageValue: 0, amount: 0, type: 'percentage' },
  serviceCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  deliveryCharge: { amount: 0, label: null, type: 'dollar', percentageValue: 0 },
  voucher: { code: null, balance: 0, amount: 0 },
  discount: { percentageValue: 0, amount: 0, type: 'percentage', code: null },
  credits: { id: null, balance: 0, amount: 0 },
  memberDiscount: { preTax: false, amount: 0 },
  subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
  amountToCharge: 22.4,
  paymentNotRequired: false,
};

/** cafe-du-marche: prices include GST and QST, and the restaurant shows its taxes split. */
const inclusive: CostsBody = {
  ...base,
  subtotal: 9.5,
  subtotalDiscounted: 9.5,
  taxes: 1.1,
  taxBrackets: [
    { key: 'tax1', label: 'GST', rate: 0.05, amount: 0.41 },
    { key: 'tax2', label: 'QST', rate: 0.09975, amount: 0.69 },
  ],
  taxInfo: { inclusive: true, province: 'qc', rebateApplied: false },
  total: 9.5,
  totalWithoutTaxes: 8.4,
  totalWithTip: 9.5,
  amountToCharge: 9.5,
};

async function show(locale: Locale, costs: CostsBody, splitTaxes = true) {
  await i18n.changeLanguage(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <CostsSummary costs={costs} locale={locale} splitTaxes={splitTaxes} showTip={false} />
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await startTranslations('en-CA');
});
afterEach(cleanup);

describe('the taxes of the costs (audit D2 F9)', () => {
  it.each([
    ['en-CA', 'GST (5%)', 'PST (7%)'],
    ['fr-CA', 'TPS (5 %)', 'TVP (7 %)'],
  ] as const)('names each bracket in %s', async (locale, first, second) => {
    await show(locale, base);
    const labels = [...document.querySelectorAll('dt')].map((dt) => dt.textContent?.replace(/\s/g, ' '));
    expect(labels).toContain(first);
    expect(labels).toContain(second);
  });

  it.each([
    ['en-CA', 'GST (5%)', 'PST'],
    ['fr-CA', 'TPS (5 %)', 'TVP'],
  ] as const)(
    'names a bracket taxed at other rates without the rate in %s',
    async (locale, first, second) => {
      // A can of beer in British Columbia: its PST is 10 %, not the restaurant's 7 %.
      await show(locale, {
        ...base,
        taxBrackets: [
          { key: 'tax1', label: 'GST', rate: 0.05, amount: 0.4 },
          { key: 'tax2', label: 'PST', rate: 0.07, amount: 0.8, mixed: true },
        ],
      });
      const labels = [...document.querySelectorAll('dt')].map((dt) => dt.textContent?.replace(/\s/g, ' '));
      expect(labels).toContain(first);
      expect(labels).toContain(second);
      expect(labels.join()).not.toContain('7');
    },
  );

  it.each([
    ['en-CA', 'Prices include $1.10 in taxes: GST $0.41 and QST $0.69.'],
    ['fr-CA', 'Les prix comprennent 1,10 $ de taxes : TPS 0,41 $ et TVQ 0,69 $.'],
  ] as const)('splits the taxes that prices include, in %s', async (locale, sentence) => {
    await show(locale, inclusive);
    const text = document.querySelector('[data-taxes-included]')?.textContent?.replace(/\s/g, ' ');
    expect(text).toBe(sentence);
  });

  it('says only the amount included when the restaurant does not split its taxes', async () => {
    await show('en-CA', inclusive, false);
    expect(screen.getByText('Prices include $1.10 in taxes.')).toBeTruthy();
  });
});

describe('a delivery whose postal code has not set its charge yet', () => {
  it.each([
    ['en-CA', 'Delivery charge', 'Set by your postal code', 'Total before delivery'],
    ['fr-CA', 'Frais de livraison', 'Selon votre code postal', 'Total avant la livraison'],
  ] as const)('shows no delivery fee and says what sets it, in %s', async (locale, label, text, total) => {
    await show(locale, { ...base, deliveryAwaitsAddress: true });
    const row = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label);
    expect(row?.nextElementSibling?.textContent).toBe(text);
    expect(screen.getByText(total)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/6[.,]00/);
  });
});

describe('tip_config.total_summary_title names the total with the tip', () => {
  const orderOptions = (title: string | null, fr?: string) =>
    makeFile({
      order_options: {
        tip_config: { default_values: [15], total_summary_title: title },
        ...(fr ? { localization: { fr: { total_summary_title: fr } } } : {}),
      },
    }).order_options;
  it.each([
    ['the file’s title', orderOptions('Total with tip'), 'en', true, 'Total with tip'],
    [
      'its French translation',
      orderOptions('Total with tip', 'Total avec pourboire'),
      'fr',
      true,
      'Total avec pourboire',
    ],
    ['the English title where French has none', orderOptions('Total with tip'), 'fr', true, 'Total with tip'],
    ['none: the usual words', orderOptions(null), 'en', true, 'Total'],
    ['not where the tip is not shown (the cart)', orderOptions('Total with tip'), 'en', false, 'Total'],
  ] as const)('%s', async (_, options, lang, showTip, label) => {
    await i18n.changeLanguage(lang === 'fr' ? 'fr-CA' : 'en-CA');
    render(
      <I18nextProvider i18n={i18n}>
        <CostsSummary
          costs={base}
          locale="en-CA"
          splitTaxes
          showTip={showTip}
          totalTitle={totalSummaryTitle(options, lang)}
        />
      </I18nextProvider>,
    );
    expect([...document.querySelectorAll('dt')].at(-1)?.textContent).toBe(label);
  });
});
