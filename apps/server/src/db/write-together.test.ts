import { describe, expect, it } from 'vitest';
import { checkouts, outbox } from './schema';
import { GUARDED, insertRows, mergedRows } from './write-together';

const message = (type: string) => ({ restaurantId: 1, type, payload: { type } });

describe('mergedRows', () => {
  it("makes the same table's inserts of several callers one insert of all their rows, in the callers' order", () => {
    const first = [...insertRows(outbox, [message('a')]), { text: 'select $1', values: [1] }];
    const second = insertRows(outbox, [message('b'), message('c')]);
    const merged = mergedRows([...first, ...second]);
    expect(merged.map((s) => s.text)).toEqual([first[0]!.text, 'select $1']);
    expect(JSON.parse(merged[0]!.values[0] as string).map((r: { type: string }) => r.type)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps apart inserts of other columns, another table or another condition, and statements it did not build', () => {
    const plain = insertRows(outbox, [message('a')]);
    const withStatus = insertRows(outbox, [{ ...message('b'), status: 'sent' }]);
    const guarded = insertRows(outbox, [message('c')], GUARDED);
    const checkout = insertRows(checkouts, [
      {
        restaurantId: 1,
        publicId: 'p',
        idempotencyKey: 'k',
        requestHash: 'h',
        totalCents: 1,
        chargeCents: 1,
        payment: {},
      },
    ]);
    const lookalike = { text: plain[0]!.text, values: ['[{"type":"d"}]'] };
    const all = [...plain, ...withStatus, ...guarded, ...checkout, lookalike];
    expect(mergedRows(all)).toEqual(all);
  });
});
