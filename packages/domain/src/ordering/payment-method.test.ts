import { describe, expect, it } from 'vitest';
import {
  type CardFields,
  changePaymentMethod,
  defaultSavedCard,
  EMPTY_CARD,
  EMPTY_PAYMENT,
  type PaymentMethod,
  type PaymentNotRequiredInput,
  type PaymentSelection,
  paymentNotRequired,
  type SavedCard,
} from './payment-method';

const card = (paymentCardId: string, isDefault = false): SavedCard => ({ paymentCardId, isDefault });
/** A card saved with another processor (or merchant account) than the restaurant's. */
const refused = (paymentCardId: string, isDefault = false): SavedCard => ({
  ...card(paymentCardId, isDefault),
  acceptedHere: false,
});
const typed: CardFields = {
  number: '4242',
  cvd: '123',
  expiry_date: '12/30',
  postal_code: 'K1K1Y1',
  type: 'visa',
};
const filled: PaymentSelection = {
  ...EMPTY_PAYMENT,
  paymentMethod: 'cost_center',
  card: typed,
  costCenter: 'CC-9',
  purchaseOrder: 'PO-1',
};

describe('Payment method change: credit card selects the saved card', () => {
  it.each([
    ['the default card', [card('a'), card('b', true)], 'b'],
    ['the first card when none is default', [card('a'), card('b')], 'a'],
    ['the second card when the default has an empty id', [card('', true), card('b')], 'b'],
    ['the second card when the default id is blank', [card('  ', true), card('b')], 'b'],
    ['nothing when the second card is missing', [card('', true)], null],
    ['nothing when the second card has an empty id too', [card('', true), card('')], null],
    ['nothing without cards', [], null],
    [
      'the default when the restaurant takes it',
      [card('a'), { ...card('b', true), acceptedHere: true }],
      'b',
    ],
    ['a card the restaurant takes, not a default it refuses', [card('a'), refused('b', true)], 'a'],
    [
      'past refused cards, the second rule applied to those left',
      [refused('a', true), card(''), card('c')],
      'c',
    ],
    ['nothing when the restaurant takes none of them', [refused('a', true), refused('b')], null],
  ] as [string, SavedCard[], string | null][])('%s', (_name, cards, id) => {
    expect(defaultSavedCard(cards)?.paymentCardId ?? null).toBe(id);
    const next = changePaymentMethod(filled, 'credit_card', { paymentMethods: cards });
    expect(next.chosenCreditCard?.paymentCardId ?? null).toBe(id);
    expect(next.card).toEqual(EMPTY_CARD);
  });

  it('a guest gets no saved card and cleared card fields', () => {
    const next = changePaymentMethod(filled, 'credit_card', null);
    expect(next.chosenCreditCard).toBeNull();
    expect(next.card).toEqual(EMPTY_CARD);
  });

  it('does not change its input', () => {
    const before = JSON.parse(JSON.stringify(filled));
    changePaymentMethod(filled, 'credit_card', { paymentMethods: [card('a', true)] });
    expect(filled).toEqual(before);
  });
});

describe('Payment method change: invoice flag, cost center and purchase order', () => {
  it.each([
    ['credit_card', false, '', ''],
    ['apple_pay', false, '', ''],
    ['google_pay', false, '', ''],
    ['invoice', true, '', ''],
    ['cost_center', false, 'CC-9', ''],
    ['purchase_order', false, '', 'PO-1'],
  ] as [PaymentMethod, boolean, string, string][])(
    '%s -> invoice %s, cost center %o, PO %o',
    (method, invoice, cc, po) => {
      const next = changePaymentMethod(filled, method, { paymentMethods: [card('a', true)] });
      expect(next.paymentMethod).toBe(method);
      expect(next.invoice).toBe(invoice);
      expect(next.costCenter).toBe(cc);
      expect(next.purchaseOrder).toBe(po);
      if (method !== 'credit_card') expect(next.chosenCreditCard).toBeNull();
    },
  );
});

describe('paymentNotRequired (ordering.md section 4)', () => {
  const base: PaymentNotRequiredInput = {
    orderType: 'pickup',
    paymentProcessor: 'sandbox',
    totalWithTip: 1500,
  };
  it.each([
    ['a paid pickup order', {}, false],
    ['payOnPremise', { paymentProcessor: 'payOnPremise' }, true],
    ['total with tip 0', { totalWithTip: 0 }, true],
    ['dine-in on premise', { orderType: 'dine-in', paymentProcessor: 'payOnPremise' }, true],
    ['a pre-order still pays', { preOrder: true, totalWithTip: 0 }, false],
    ['an event-day order still pays', { eventDayOrdering: true, paymentProcessor: 'payOnPremise' }, false],
    ['a catering order still pays', { orderType: 'catering', totalWithTip: 0 }, false],
    [
      'a generic-catering order still pays',
      { orderType: 'generic-catering', paymentProcessor: 'payOnPremise' },
      false,
    ],
    ['school on premise', { orderType: 'school', paymentProcessor: 'payOnPremise' }, true],
  ] as [string, Partial<PaymentNotRequiredInput>, boolean][])('%s -> %s', (_name, overrides, expected) => {
    expect(paymentNotRequired({ ...base, ...overrides })).toBe(expected);
  });
});
