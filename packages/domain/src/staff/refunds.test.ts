import { describe, expect, it } from 'vitest';
import { planRefund, type RefundableLine, type RefundableTender, refundParts, taxesWithin } from './refunds';

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
      taxesCents: null,
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

// maple-table (Ontario, 13 % HST): a $11.00 poutine ($1.43 of HST) and a $16.00 bottle of maple syrup, zero-rated.
const poutine = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  position: 0,
  quantity: 1,
  lineCents: 1100,
  taxCents: 143,
  refundedQuantity: 0,
  ...over,
});
const syrup = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  position: 1,
  quantity: 1,
  lineCents: 1600,
  taxCents: 0,
  refundedQuantity: 0,
  ...over,
});
const paidBy = (amountCents: number): RefundableTender => ({ id: 1, amountCents, refundedCents: 0 });
const one = (position: number) => ({ kind: 'lines' as const, lines: [{ position, quantity: 1 }] });

describe('planRefund with the lines’ own taxes', () => {
  it.each<[string, RefundableLine[], number, [number, number], [number, number]]>([
    // name, lines, paid; the poutine's refund and its taxes, the syrup's and its taxes
    ['a zero-rated line carries no tax', [poutine(), syrup()], 2843, [1243, 143], [1600, 0]],
    // Coastal-kitchen (BC): 5 % GST on the $20.00 burger; 5 % GST and 10 % PST on the $8.00 beer.
    [
      'mixed rates: each line its own',
      [poutine({ lineCents: 2000, taxCents: 100 }), syrup({ lineCents: 800, taxCents: 120 })],
      3020,
      [2100, 100],
      [920, 120],
    ],
    // 10 % off: $24.30 of items by price ($9.90 and $14.40); 13 % of $9.90 = $1.29 on the poutine alone.
    [
      'a discount by price, the taxes as charged',
      [poutine({ taxCents: 129 }), syrup()],
      2559,
      [1119, 129],
      [1440, 0],
    ],
    // A 15 % tip ($4.05) by price: the syrup's $16.00 and $2.40 of tip.
    ['a tip by price, no tax on it', [poutine(), syrup()], 3248, [1408, 143], [1840, 0]],
    // An 18 % service charge ($4.86) by price, taxed as each line is: 13 % of $11.00 + $1.98 = $1.69 on the poutine.
    [
      'a service charge by price, taxed as its line',
      [poutine({ taxCents: 169 }), syrup()],
      3355,
      [1467, 169],
      [1888, 0],
    ],
  ])('%s', (_, lines, paid, [poutineCents, poutineTaxes], [syrupCents, syrupTaxes]) => {
    const [a, b] = [planRefund(lines, [paidBy(paid)], one(0)), planRefund(lines, [paidBy(paid)], one(1))];
    expect(a.ok && [a.plan.amountCents, a.plan.taxesCents]).toEqual([poutineCents, poutineTaxes]);
    expect(b.ok && [b.plan.amountCents, b.plan.taxesCents]).toEqual([syrupCents, syrupTaxes]);
    expect(poutineCents + syrupCents).toBe(paid);
    const whole = planRefund(lines, [paidBy(paid)], { kind: 'whole' });
    expect(whole.ok && [whole.plan.amountCents, whole.plan.taxesCents]).toEqual([
      paid,
      poutineTaxes + syrupTaxes,
    ]);
  });

  it('refunding unit by unit adds up to exactly what was paid, each unit with its own line’s taxes', () => {
    // 3 poutines ($33.00, $4.29 HST) and 7 syrups ($112.00) with a $21.75 tip: paid $171.04.
    const lines = [
      poutine({ quantity: 3, lineCents: 3300, taxCents: 429 }),
      syrup({ quantity: 7, lineCents: 11200 }),
    ];
    const tenders: RefundableTender[] = [
      { id: 1, amountCents: 12104, refundedCents: 0 },
      { id: 2, amountCents: 5000, refundedCents: 0 },
    ];
    let total = 0;
    let taxes = 0;
    for (const line of lines)
      while (line.refundedQuantity < line.quantity) {
        const r = planRefund(lines, tenders, one(line.position), { totalCents: 17104 });
        if (!r.ok) throw new Error(r.reason);
        if (line.position === 1) expect(r.plan.taxesCents).toBe(0);
        else expect(r.plan.taxesCents).toBe(143);
        total += r.plan.amountCents;
        taxes += r.plan.taxesCents ?? 0;
        for (const t of r.plan.tenders) {
          const tender = tenders.find((x) => x.id === t.id) as RefundableTender;
          tender.refundedCents += t.amountCents;
          expect(tender.refundedCents).toBeLessThanOrEqual(tender.amountCents);
        }
        line.refundedQuantity++;
      }
    expect([total, taxes]).toEqual([17104, 429]);
    expect(planRefund(lines, tenders, { kind: 'whole' })).toEqual({ ok: false, reason: 'nothing_to_refund' });
  });

  it('a tender that cannot be refunded (cash) paid its part of the taxes too', () => {
    // $10.00 of the $28.43 in cash: the card's $18.43 holds 1843/2843 of the $1.43 of HST, $0.93.
    const lines = [poutine(), syrup()];
    const r = planRefund(lines, [paidBy(1843)], one(0), { totalCents: 2843 });
    expect(r.ok && [r.plan.amountCents, r.plan.taxesCents]).toEqual([806, 93]);
    const s = planRefund(lines, [paidBy(1843)], one(1), { totalCents: 2843 });
    expect(s.ok && [s.plan.amountCents, s.plan.taxesCents]).toEqual([1037, 0]);
  });

  it('lines written before orders kept their taxes share everything by price, as before', () => {
    const lines = [poutine({ taxCents: null }), syrup()];
    const r = planRefund(lines, [paidBy(2843)], one(1));
    // 2843 * 1600/2700 = 1684.7.
    expect(r.ok && [r.plan.amountCents, r.plan.taxesCents]).toEqual([1685, null]);
  });

  it.each([
    [1243, 1243, 143, 143],
    [1000, 1243, 143, 115],
    [1300, 1243, 143, 143],
    [500, 600, null, null],
  ])('a refund of %i for lines of %i with %j of taxes holds %j of them', (amount, lines, taxes, expected) => {
    expect(taxesWithin(amount, lines, taxes)).toBe(expected);
  });
});

describe('refundParts', () => {
  it('says an $18.00 line of a tipped order as the item, its taxes and its share of the tip, adding up', () => {
    // $38.00 of items, 13 % HST $4.94, 20 % tip $7.60: paid $50.54; the $18 line's share is $23.94.
    const parts = refundParts(2394, { paidCents: 5054, taxesCents: 494, tipCents: 760, chargesCents: 0 });
    expect(parts).toEqual({ itemsCents: 1800, taxesCents: 234, tipCents: 360, chargesCents: 0 });
  });

  it.each<[string, number, [number, number, number, number], number, number[]]>([
    // amount, the order (paid, taxes, tip, charges), the refund's own taxes -> items, taxes, tip, charges
    ['the syrup, zero-rated', 1600, [2843, 143, 0, 0], 0, [1600, 0, 0, 0]],
    ['the poutine, all the HST', 1243, [2843, 143, 0, 0], 143, [1100, 143, 0, 0]],
    ['the syrup of a tipped order', 1840, [3248, 143, 405, 0], 0, [1600, 0, 240, 0]],
    ['the syrup with a service charge', 1888, [3355, 169, 0, 486], 0, [1600, 0, 0, 288]],
  ])(
    'says %s by its own taxes',
    (_, amount, [paidCents, taxesCents, tipCents, chargesCents], own, expected) => {
      const parts = refundParts(amount, { paidCents, taxesCents, tipCents, chargesCents }, own);
      expect([parts.itemsCents, parts.taxesCents, parts.tipCents, parts.chargesCents]).toEqual(expected);
      expect(expected.reduce((a, b) => a + b, 0)).toBe(amount);
    },
  );
});
