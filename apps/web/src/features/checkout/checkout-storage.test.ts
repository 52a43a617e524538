import { afterEach, describe, expect, it } from 'vitest';
import { CART_TTL_MS } from '../../lib/cart/cart-storage';
import { EMPTY_FORM } from './checkout-form';
import { clearCheckout, readCheckout, writeCheckout } from './checkout-storage';

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
    writeCheckout('coastal-kitchen', { form, choice, date: '2026-11-26', pending }, 1_000);
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

  it('forgets a checkout older than the cart, a damaged one, and a cleared one', () => {
    writeCheckout('a', { form, choice, date: '2026-11-26', pending: null }, 0);
    expect(readCheckout('a', CART_TTL_MS)).toBeNull();
    localStorage.setItem('checkout:b', '{not json');
    expect(readCheckout('b')).toBeNull();
    writeCheckout('c', { form, choice, date: '2026-11-26', pending: null });
    clearCheckout('c');
    expect(readCheckout('c')).toBeNull();
  });
});
