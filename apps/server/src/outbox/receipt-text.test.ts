/** A receipt's rows as e-mail lines (receipt-text.ts), in English and in French, row kind by row kind. */
import type { ReceiptRow } from '@ordering/domain/pricing/receipt-rows';
import { describe, expect, it } from 'vitest';
import { receiptRowText, taxNameIn } from './receipt-text';

const NB = '\u00a0';

describe('receiptRowText', () => {
  it.each<[string, ReceiptRow, string, string]>([
    ['the subtotal', { kind: 'subtotal', cents: 2000 }, 'Subtotal: $20.00', `Sous-total${NB}: 20,00${NB}$`],
    [
      'a promo code',
      { kind: 'discount', cents: 200, negative: true, code: 'WELCOME10' },
      'Promo WELCOME10: −$2.00',
      `Promo WELCOME10${NB}: −2,00${NB}$`,
    ],
    [
      'a discount without a code',
      { kind: 'discount', cents: 200, negative: true },
      'Discount: −$2.00',
      `Rabais${NB}: −2,00${NB}$`,
    ],
    [
      'the member discount',
      { kind: 'member', cents: 150, negative: true },
      'Member pricing: −$1.50',
      `Prix membre${NB}: −1,50${NB}$`,
    ],
    [
      'the subsidy',
      { kind: 'subsidy', cents: 1500, negative: true },
      'Subsidy: −$15.00',
      `Subvention${NB}: −15,00${NB}$`,
    ],
    [
      'a service charge without a name of its own',
      { kind: 'serviceCharge', cents: 360 },
      'Service charge: $3.60',
      `Frais de service${NB}: 3,60${NB}$`,
    ],
    [
      'a service charge the restaurant names',
      { kind: 'serviceCharge', cents: 360, label: 'Gratuité' },
      'Gratuité: $3.60',
      `Gratuité${NB}: 3,60${NB}$`,
    ],
    [
      'the delivery charge',
      { kind: 'deliveryCharge', cents: 400 },
      'Delivery charge: $4.00',
      `Frais de livraison${NB}: 4,00${NB}$`,
    ],
    [
      'a delivery charge still to come',
      { kind: 'deliveryPending', cents: 0 },
      'Delivery charge: Set by your postal code',
      `Frais de livraison${NB}: Selon votre code postal`,
    ],
    [
      'a bracket at its rate',
      { kind: 'tax', cents: 234, label: 'HST', rate: 0.13 },
      'HST (13%): $2.34',
      `TVH (13${NB}%)${NB}: 2,34${NB}$`,
    ],
    [
      'Quebec’s QST at its three decimals',
      { kind: 'tax', cents: 200, label: 'QST', rate: 0.09975 },
      'QST (9.975%): $2.00',
      `TVQ (9,975${NB}%)${NB}: 2,00${NB}$`,
    ],
    [
      'a bracket with other rates in it, without a rate',
      { kind: 'tax', cents: 300, label: 'PST' },
      'PST: $3.00',
      `TVP${NB}: 3,00${NB}$`,
    ],
    ['the taxes in one', { kind: 'taxes', cents: 260 }, 'Taxes: $2.60', `Taxes${NB}: 2,60${NB}$`],
    [
      'taxes the prices include',
      { kind: 'taxesIncluded', cents: 260 },
      'Prices include $2.60 in taxes.',
      `Les prix comprennent 2,60${NB}$ de taxes.`,
    ],
    [
      'taxes the prices include, split',
      {
        kind: 'taxesIncluded',
        cents: 300,
        brackets: [
          { label: 'GST', cents: 100 },
          { label: 'QST', cents: 200 },
        ],
      },
      'Prices include $3.00 in taxes: GST $1.00 and QST $2.00.',
      `Les prix comprennent 3,00${NB}$ de taxes${NB}: TPS 1,00${NB}$ et TVQ 2,00${NB}$.`,
    ],
    ['the tip', { kind: 'tip', cents: 300 }, 'Tip: $3.00', `Pourboire${NB}: 3,00${NB}$`],
    ['the total', { kind: 'total', cents: 2334 }, 'Total: $23.34', `Total${NB}: 23,34${NB}$`],
    [
      'the total the restaurant titles',
      { kind: 'total', cents: 2334, label: 'Total with tip' },
      'Total with tip: $23.34',
      `Total with tip${NB}: 23,34${NB}$`,
    ],
    [
      'the total before a delivery charge to come',
      { kind: 'total', cents: 2260, beforeDelivery: true },
      'Total before delivery: $22.60',
      `Total avant la livraison${NB}: 22,60${NB}$`,
    ],
  ])('%s', (_name, row, english, french) => {
    expect(receiptRowText(row, 'en-CA')).toBe(english);
    expect(receiptRowText(row, 'fr-CA')).toBe(french);
  });
});

describe('taxNameIn', () => {
  it.each([
    ['GST', 'TPS'],
    ['PST', 'TVP'],
    ['HST', 'TVH'],
    ['QST', 'TVQ'],
    // A label the restaurant wrote itself is kept as it came.
    ['Liquor tax', 'Liquor tax'],
    ['XYZ', 'XYZ'],
  ])('%s in French is %s', (label, french) => {
    expect(taxNameIn(label, 'fr-CA')).toBe(french);
    expect(taxNameIn(label, 'en-CA')).toBe(label);
  });
});
