import { afterEach, describe, expect, it } from 'vitest';
import { CART_TTL_MS } from '../../lib/cart/cart-storage';
import { EMPTY_FORM } from './checkout-form';
import {
  clearCheckout,
  giftCardMarker,
  keepCheckoutForRound,
  readCheckout,
  writeCheckout,
} from './checkout-storage';

const form = {
  ...EMPTY_FORM,
  takeoutType: 'delivery' as const,
  when: 'scheduled' as const,
  slot: '2026-11-26T19:00:00.000Z',
  address: '555 Seymour St',
  postalCode: 'V6B 3H6',
  notes: 'Buzz 1204',
  fullName: 'Sam Lee',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvd: '123',
  cardPostal: 'V6B 3H6',
  legalAge: true,
};
const choice = {
  tip: { type: 'percentage' as const, percentageValue: 18, amount: 0 },
  discount: { code: 'TIDE15' },
};

afterEach(() => localStorage.clear());

describe('the checkout kept on the device', () => {
  it('restores what the diner chose and typed, and the pending submission', () => {
    const pending = { key: 'k-123456789', at: '2026-11-25T17:00:00.000Z' };
    writeCheckout('coastal-kitchen', { form, choice, date: '2026-11-26', pending, giftCard: null }, 1_000);
    const saved = readCheckout('coastal-kitchen', 2_000);
    expect(saved?.form).toMatchObject({
      takeoutType: 'delivery',
      when: 'scheduled',
      slot: form.slot,
      address: '555 Seymour St',
      postalCode: 'V6B 3H6',
      notes: 'Buzz 1204',
      fullName: 'Sam Lee',
    });
    expect(saved?.choice).toEqual(choice);
    expect(saved?.date).toBe('2026-11-26');
    expect(saved?.pending).toEqual(pending);
  });

  it('never writes the card number, its CVD, expiry or billing postal code, nor a gift card', () => {
    writeCheckout(
      'coastal-kitchen',
      {
        form,
        choice: { ...choice, voucher: { code: '6011000000000050' } } as never,
        date: '2026-11-26',
        pending: null,
        // Whatever a caller hands over with the marker, only the marker is written.
        giftCard: { last4: '0050', amount: 1_000, code: '6011000000000050' } as never,
      },
      1_000,
    );
    const raw = localStorage.getItem('checkout:coastal-kitchen') ?? '';
    expect(raw).not.toContain('4242');
    expect(raw).not.toContain('12/30');
    expect(raw).not.toContain('"cvd"');
    expect(raw).not.toContain('cardPostal');
    expect(raw).not.toContain('6011');
    expect(readCheckout('coastal-kitchen', 2_000)?.form).not.toHaveProperty('cardNumber');
  });

  it('keeps of an applied gift card only its last 4 digits and what it took off, read back after a reload', () => {
    const marker = giftCardMarker('6011 0000 0000 0050', 1_250);
    expect(marker).toEqual({ last4: '0050', amount: 1_250 });
    writeCheckout(
      'maple-table',
      {
        form,
        choice: { ...choice, voucher: { code: '6011 0000 0000 0050' } } as never,
        date: '2026-11-26',
        pending: null,
        giftCard: marker,
      },
      1_000,
    );
    const raw = localStorage.getItem('checkout:maple-table') ?? '';
    expect(raw).toContain('"giftCard":{"last4":"0050","amount":1250}');
    expect(raw.replace(/\s/g, '')).not.toContain('6011');
    expect(raw).not.toContain('0000');
    expect(readCheckout('maple-table', 2_000)?.giftCard).toEqual({ last4: '0050', amount: 1_250 });
  });

  it.each([
    ['no card applied', null, 0, null],
    ['a number too short to mark', '12', 500, null],
    ['a scanned number without spaces', '6011000000000010', 1_000, { last4: '0010', amount: 1_000 }],
    ['an amount not said yet', '6011-0000-0000-0050', 0, { last4: '0050', amount: 0 }],
  ])('marks %s', (_, code, amount, expected) => {
    expect(giftCardMarker(code, amount)).toEqual(expected);
  });

  it('drops a marker that is not one (a damaged or altered entry) and writes none for the next round', () => {
    localStorage.setItem(
      'checkout:a',
      JSON.stringify({
        form,
        choice,
        date: '2026-11-26',
        pending: null,
        giftCard: { last4: '<b>', amount: 5 },
        savedAt: 1_000,
      }),
    );
    expect(readCheckout('a', 2_000)?.giftCard).toBeNull();
    keepCheckoutForRound('b', { form, choice, date: '2026-11-26' }, 1_000);
    expect(readCheckout('b', 2_000)?.giftCard).toBeNull();
  });

  it('forgets a checkout older than the cart, a damaged one, and a cleared one', () => {
    writeCheckout('a', { form, choice, date: '2026-11-26', pending: null, giftCard: null }, 0);
    expect(readCheckout('a', CART_TTL_MS)).toBeNull();
    localStorage.setItem('checkout:b', '{not json');
    expect(readCheckout('b')).toBeNull();
    writeCheckout('c', { form, choice, date: '2026-11-26', pending: null, giftCard: null });
    clearCheckout('c');
    expect(readCheckout('c')).toBeNull();
  });
});
