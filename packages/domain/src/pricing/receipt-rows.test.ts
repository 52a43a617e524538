/**
 * How a receipt says its total was made (receipt-rows.ts), on carts priced by the costs pipeline: the subtotal, the
 * promo, member and subsidy discounts, the service and delivery charges, the taxes, the tip and the total.
 */
import { describe, expect, it } from 'vitest';
import { costsHarness, type FileOverrides } from '../testing/costs-harness';
import { makeCartLine, makeFile, makeItem } from '../testing/factories';
import { type ReceiptRow, receiptCostsOf, receiptRowOptions, receiptRows } from './receipt-rows';
import type { CostsInput } from './types';

const ON = { province: 'on', tax_rate: { tax1: 0.13 } };
// Coastal Kitchen (demo/coastal-kitchen.json): BC, GST 5 % on its food, its beer at its own 15 % (GST and PST 10 %).
const BC = { province: 'bc', tax_rate: { tax1: 0.05, tax2: 0 } };
const FOOD = makeItem({ id: 'food', price: 20, tax_rebate_eligibility: false });
const BEER = makeItem({ id: 'beer', price: 30, tax_rate: 0.15, tax_rebate_eligibility: false });
const food = makeCartLine({ id: 'food' });
const beer = makeCartLine({ id: 'beer', orderId: 2 });
const dollarTip = (cents: number) => ({ type: 'dollar' as const, percentageValue: 0, amount: cents });
const DOWNTOWN = {
  type: 'zones',
  delivery_charge: '10',
  zones: [{ name: 'Downtown', postal_prefixes: ['M5V'], delivery_charge: '3$' }],
};

interface Case {
  input?: Partial<CostsInput>;
  file?: FileOverrides;
  inclusive?: boolean;
  splitTaxes?: boolean;
  serviceChargeLabel?: string;
  rows: ReceiptRow[];
}

const cases: [string, Case][] = [
  [
    'a plain Ontario order: the subtotal, the HST at 13 %, the total',
    {
      splitTaxes: true,
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'tax', cents: 260, label: 'HST', rate: 0.13 },
        { kind: 'total', cents: 2260 },
      ],
    },
  ],
  [
    'a restaurant that does not split its taxes: one taxes row',
    {
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'taxes', cents: 260 },
        { kind: 'total', cents: 2260 },
      ],
    },
  ],
  [
    'a 10 % promo code, taxed after it, then a $3 tip in the total',
    {
      input: { discount: { code: 'WELCOME10', value: '10' }, tip: dollarTip(300) },
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'discount', cents: 200, negative: true, code: 'WELCOME10' },
        { kind: 'taxes', cents: 234 },
        { kind: 'tip', cents: 300 },
        { kind: 'total', cents: 2334 },
      ],
    },
  ],
  [
    'a member 10 % before tax comes before the taxes and lowers them',
    {
      input: { member: { provider: null, discount: { value: '10', preTax: true } } },
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'member', cents: 200, negative: true },
        { kind: 'taxes', cents: 234 },
        { kind: 'total', cents: 2034 },
      ],
    },
  ],
  [
    'a member $5 after tax comes off the taxed total',
    {
      input: { member: { provider: null, discount: { value: '5$', preTax: false } } },
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'taxes', cents: 260 },
        { kind: 'member', cents: 500, negative: true },
        { kind: 'total', cents: 1760 },
      ],
    },
  ],
  [
    'pay what you can: the subsidy is the part of the subtotal not paid, taxed after it',
    {
      input: { chosenAmountToBePaid: 500 },
      file: {
        restaurant: { ...ON, subsidies_enabled: true },
        subsidies: [{ id: 'pw', type: 'pay_what_you_can' }],
      },
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'subsidy', cents: 1500, negative: true },
        { kind: 'taxes', cents: 65 },
        { kind: 'total', cents: 565 },
      ],
    },
  ],
  [
    'a delivery with an 18 % service charge (its label in the reader’s language) and the zone’s $3, all taxed',
    {
      input: { orderType: 'delivery', deliveryZone: 'Downtown' },
      file: {
        restaurant: { ...ON, service_charge: '18', delivery: DOWNTOWN },
        order_options: { service_charge_label: 'Service' },
      },
      serviceChargeLabel: 'Frais de service',
      splitTaxes: true,
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'serviceCharge', cents: 360, label: 'Frais de service' },
        { kind: 'deliveryCharge', cents: 300 },
        // (2000 + 360 + 300) × 13 % = 345.8
        { kind: 'tax', cents: 346, label: 'HST', rate: 0.13 },
        { kind: 'total', cents: 3006 },
      ],
    },
  ],
  [
    'a service charge without a label for the reader: the one the costs kept',
    {
      file: {
        restaurant: { ...ON, service_charge: '10' },
        order_options: { service_charge_label: 'Service' },
      },
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'serviceCharge', cents: 200, label: 'Service' },
        { kind: 'taxes', cents: 286 },
        { kind: 'total', cents: 2486 },
      ],
    },
  ],
  [
    'prices that include their taxes: no taxes added, what they hold said before the total',
    {
      inclusive: true,
      file: { items: [makeItem({ id: 'a', price: 22.6 })] },
      input: { tip: dollarTip(200) },
      rows: [
        { kind: 'subtotal', cents: 2260 },
        { kind: 'tip', cents: 200 },
        { kind: 'taxesIncluded', cents: 260 },
        { kind: 'total', cents: 2460 },
      ],
    },
  ],
  [
    'prices that include their taxes, split: each bracket they hold',
    {
      inclusive: true,
      splitTaxes: true,
      file: { items: [makeItem({ id: 'a', price: 22.6 })] },
      rows: [
        { kind: 'subtotal', cents: 2260 },
        { kind: 'taxesIncluded', cents: 260, brackets: [{ label: 'HST', cents: 260 }] },
        { kind: 'total', cents: 2260 },
      ],
    },
  ],
  [
    'BC food and beer: GST at 5 %, the PST only on the beer, so named without a rate',
    {
      file: { restaurant: BC, items: [FOOD, BEER] },
      input: { lines: [food, beer] },
      splitTaxes: true,
      rows: [
        { kind: 'subtotal', cents: 5000 },
        { kind: 'tax', cents: 250, label: 'GST', rate: 0.05 },
        { kind: 'tax', cents: 300, label: 'PST' },
        { kind: 'total', cents: 5550 },
      ],
    },
  ],
  [
    'a tip of zero is no row',
    {
      input: { tip: dollarTip(0) },
      rows: [
        { kind: 'subtotal', cents: 2000 },
        { kind: 'taxes', cents: 260 },
        { kind: 'total', cents: 2260 },
      ],
    },
  ],
];

describe('receiptRows', () => {
  it.each(cases)('%s', (_name, c) => {
    const { costs } = costsHarness(c.inclusive ?? false);
    const priced = costs(c.input, { restaurant: ON, ...c.file });
    const rows = receiptRows(priced, {
      splitTaxes: c.splitTaxes ?? false,
      serviceChargeLabel: c.serviceChargeLabel ?? null,
    });
    expect(rows).toEqual(c.rows);
    // The rows add up to the total they end with (what prices hold is not added again).
    const added = rows
      .filter((r) => !['total', 'taxesIncluded'].includes(r.kind))
      .reduce((sum, r) => sum + (r.negative ? -r.cents : r.cents), 0);
    expect(added).toBe(rows.at(-1)?.cents);
    // What a confirmation keeps of the costs makes the same rows, and keeps no gift card code.
    const kept = receiptCostsOf(priced);
    expect(receiptRows(kept, { splitTaxes: true })).toEqual(receiptRows(priced, { splitTaxes: true }));
    expect(kept).not.toHaveProperty('voucher');
  });

  it('without the tip: no tip row, and the total without it', () => {
    const priced = costsHarness(false).costs({ tip: dollarTip(300) }, { restaurant: ON });
    expect(receiptRows(priced, { splitTaxes: false, showTip: false }).slice(-2)).toEqual([
      { kind: 'taxes', cents: 260 },
      { kind: 'total', cents: 2260 },
    ]);
  });

  it('a delivery awaiting its postal code: the charge to come, the total before it', () => {
    const priced = costsHarness(false).costs(
      { orderType: 'delivery' },
      { restaurant: { ...ON, delivery: DOWNTOWN } },
    );
    expect(receiptRows(priced, { splitTaxes: false })).toEqual([
      { kind: 'subtotal', cents: 2000 },
      { kind: 'deliveryPending', cents: 0 },
      { kind: 'taxes', cents: 260 },
      { kind: 'total', cents: 2260, beforeDelivery: true },
    ]);
  });

  it('the restaurant’s title of the total with the tip names the total, not the one without the tip', () => {
    const priced = costsHarness(false).costs({ tip: dollarTip(300) }, { restaurant: ON });
    const options = { splitTaxes: false, totalTitle: 'Total with tip' };
    expect(receiptRows(priced, options).at(-1)).toEqual({
      kind: 'total',
      cents: 2560,
      label: 'Total with tip',
    });
    expect(receiptRows(priced, { ...options, showTip: false }).at(-1)).toEqual({
      kind: 'total',
      cents: 2260,
    });
  });
});

describe('receiptRowOptions', () => {
  // Maple Table's words (demo/maple-table.json), and a restaurant that has none.
  const maple = makeFile({
    restaurant: { show_split_taxes: true },
    order_options: {
      service_charge_label: 'Service charge',
      tip_config: { total_summary_title: 'Total with tip' },
      localization: {
        fr: { service_charge_label: 'Frais de service', total_summary_title: 'Total avec pourboire' },
      },
    },
  });
  it.each([
    ['en', { splitTaxes: true, serviceChargeLabel: 'Service charge', totalTitle: 'Total with tip' }],
    ['fr', { splitTaxes: true, serviceChargeLabel: 'Frais de service', totalTitle: 'Total avec pourboire' }],
  ] as const)('in %s: the file’s split, service charge label and total title', (lang, expected) => {
    expect(receiptRowOptions(maple, lang)).toEqual(expected);
  });

  it('none of its own: one taxes row and the receipt’s own words', () => {
    expect(receiptRowOptions(makeFile(), 'fr')).toEqual({
      splitTaxes: false,
      serviceChargeLabel: null,
      totalTitle: null,
    });
  });
});
