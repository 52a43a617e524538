import { describe, expect, it } from 'vitest';
import { planRefund, type RefundableLine, type RefundableTender, refundParts } from './refunds';

// $10.00 poutine x2 and $15.00 salmon x1: subtotal $35.00, paid $43.96 with tax, charges and tip.
const lines: RefundableLine[] = [
  { position: 0, quantity: 2, lineCents: 2000, refundedQuantity: 0 },
  { position: 1, quantity: 1, lineCents: 1500, refundedQuantity: 0 },
];
const card: RefundableTender = { id: 1, amountCents: 4396, refundedCents: 0 };

describe('planRefund', () => {
  it('a whole refund returns everything paid, to each tender what it paid', () => {
    const gift: RefundableTender = { id: 2, amountCents: 1000, refundedCents: 0 };
    const r = planRefund(lines, [{ ...card, amountCents: 3396 }, gift], { kind: 'whole' });
    expect(r.ok && r.plan).toEqual({
      amountCents: 4396,
      lines: [
        { position: 0, quantity: 2, amountCents: 2512 },
        { position: 1, quantity: 1, amountCents: 1884 },
      ],
      tenders: [
        { id: 1, amountCents: 3396 },
        { id: 2, amountCents: 1000 },
      ],
    });
  });

  it.each([
    // line 0's part is 4396 * 2000/3500 = 2512 (2511.99): 1256 a unit; line 1's 1884.
    [[{ position: 0, quantity: 1 }], 1256],
    [[{ position: 0, quantity: 2 }], 2512],
    [[{ position: 1, quantity: 1 }], 1884],
    [
      [
        { position: 0, quantity: 1 },
        { position: 1, quantity: 1 },
      ],
      3140,
    ],
  ])('by line %j returns %i cents (taxes and charges pro rata)', (asked, cents) => {
    const r = planRefund(lines, [card], { kind: 'lines', lines: asked });
    expect(r.ok && r.plan.amountCents).toBe(cents);
  });

  it('refunding unit by unit adds up to exactly what was paid', () => {
    const odd: RefundableLine[] = [
      { position: 0, quantity: 3, lineCents: 1000, refundedQuantity: 0 },
      { position: 1, quantity: 7, lineCents: 333, refundedQuantity: 0 },
    ];
    const tenders: RefundableTender[] = [
      { id: 1, amountCents: 1001, refundedCents: 0 },
      { id: 2, amountCents: 500, refundedCents: 0 },
    ];
    let total = 0;
    for (const position of [0, 1]) {
      const line = odd[position] as RefundableLine;
      while (line.refundedQuantity < line.quantity) {
        const r = planRefund(odd, tenders, { kind: 'lines', lines: [{ position, quantity: 1 }] });
        if (!r.ok) throw new Error(r.reason);
        total += r.plan.amountCents;
        for (const t of r.plan.tenders) {
          const tender = tenders.find((x) => x.id === t.id) as RefundableTender;
          tender.refundedCents += t.amountCents;
          expect(tender.refundedCents).toBeLessThanOrEqual(tender.amountCents);
        }
        line.refundedQuantity++;
      }
    }
    expect(total).toBe(1501);
    expect(planRefund(odd, tenders, { kind: 'whole' })).toEqual({ ok: false, reason: 'nothing_to_refund' });
  });

  it('a whole refund after a line refund returns what is left', () => {
    const after = [{ ...lines[0], refundedQuantity: 1 } as RefundableLine, lines[1] as RefundableLine];
    const r = planRefund(after, [{ ...card, refundedCents: 1256 }], { kind: 'whole' });
    expect(r.ok && r.plan.amountCents).toBe(3140);
    expect(r.ok && r.plan.lines).toEqual([
      { position: 0, quantity: 1, amountCents: 1256 },
      { position: 1, quantity: 1, amountCents: 1884 },
    ]);
  });

  it('never returns more than a tender still holds', () => {
    const r = planRefund(lines, [{ ...card, refundedCents: 4000 }], {
      kind: 'lines',
      lines: [{ position: 1, quantity: 1 }],
    });
    expect(r.ok && r.plan.amountCents).toBe(396);
  });

  it.each([
    [[{ position: 5, quantity: 1 }], { ok: false, reason: 'unknown_line', position: 5 }],
    [[{ position: 0, quantity: 3 }], { ok: false, reason: 'too_many', position: 0, refundable: 2 }],
    [
      [
        { position: 0, quantity: 1 },
        { position: 0, quantity: 2 },
      ],
      { ok: false, reason: 'too_many', position: 0, refundable: 2 },
    ],
  ])('refuses %j', (asked, expected) => {
    expect(planRefund(lines, [card], { kind: 'lines', lines: asked })).toEqual(expected);
  });

  it('nothing paid is nothing to refund', () => {
    expect(planRefund(lines, [], { kind: 'whole' })).toEqual({ ok: false, reason: 'nothing_to_refund' });
  });
});

describe('refundParts', () => {
  it('says an $18.00 line of a tipped order as the item, its taxes and its share of the tip, adding up', () => {
    // $38.00 of items, 13 % HST $4.94, 20 % tip $7.60: paid $50.54; the $18 line's share is $23.94.
    const parts = refundParts(2394, { paidCents: 5054, taxesCents: 494, tipCents: 760, chargesCents: 0 });
    expect(parts).toEqual({ itemsCents: 1800, taxesCents: 234, tipCents: 360, chargesCents: 0 });
  });
});
