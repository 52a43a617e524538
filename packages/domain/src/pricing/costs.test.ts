import { describe, expect, it } from 'vitest';
import { makeCartLine, makeFile, makeItem } from '../testing/factories';
import { computeCosts } from './costs';

const NOW = new Date('2026-01-05T17:00:00Z');

describe.each([
  { mode: 'tax-exclusive', inclusive: false },
  { mode: 'tax-inclusive', inclusive: true },
])('computeCosts ($mode)', ({ inclusive }) => {
  it('prices an empty cart at zero', () => {
    const file = makeFile({
      restaurant: { tax_inclusive: inclusive, service_charge: '18', payment_processor: 'sandbox' },
    });
    const result = computeCosts({ file, lines: [], orderType: 'dine-in', now: NOW });
    expect(result.ok && result.costs).toMatchObject({
      subtotal: 0,
      subtotalDiscounted: 0,
      taxes: 0,
      total: 0,
      totalWithTip: 0,
      amountToCharge: 0,
      paymentNotRequired: true,
    });
  });

  it('prices one line', () => {
    const file = makeFile({
      restaurant: { tax_inclusive: inclusive },
      items: [makeItem({ id: 'a', price: 11.3 })],
    });
    const result = computeCosts({
      file,
      lines: [makeCartLine({ id: 'a', quantity: 2 })],
      orderType: 'dine-in',
      now: NOW,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.costs.subtotal).toBe(2260);
    expect(result.costs.taxes).toBe(inclusive ? 260 : 294);
    expect(result.costs.total).toBe(inclusive ? 2260 : 2554);
  });
});
