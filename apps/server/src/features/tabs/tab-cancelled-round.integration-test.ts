/**
 * A round the kitchen cancels after the table split the bill: the shares still open pay what the paid ones left of
 * it (packages/domain/src/tabs/split.ts `sharesDue`), on the payer's screen, their card and the close, and the taxes
 * every receipt names add up to the bill's.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tabShares } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { CapturingGateway, type TabMember, type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new CapturingGateway();
const R = 9790;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-cancelled-round', gateway));
});
afterAll(async () => {
  await t.close();
});

interface ShareView {
  id: string;
  amount: number;
  taxes: number;
  status: string;
}

const cancel = (orderId: string) =>
  t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.publicId, orderId));
const sharesOn = async (member: TabMember) => (await kit.view(member)).json().shares as ShareView[];
/** The taxes of the tab's rounds still on the bill, as their orders priced them. */
const billTaxes = async (...orderIds: string[]) =>
  (await t.db.select({ costs: orders.costs }).from(orders).where(inArray(orders.publicId, orderIds))).reduce(
    (sum, o) => sum + ((o.costs as { taxes: number }).taxes ?? 0),
    0,
  );
const cents = (dollars: number) => Math.round(dollars * 100);

describe('a round cancelled after the split', () => {
  it('leaves the open share what the paid one left, charged and receipted so', async () => {
    const ana = await kit.opened('81');
    const kept = await kit.round(ana, 2); // 3277
    const cancelled = await kit.round(ana, 1); // 1639
    const [first, second] = await kit.split(ana, { kind: 'even', ways: 2 });
    expect([first!.amount, second!.amount]).toEqual([24.58, 24.58]);
    await kit.paid(ana, first!.id);
    await cancel(cancelled);

    // 3277 on the bill, 2458 paid: 819 left, not the 2458 the split gave the share.
    const shares = await sharesOn(ana);
    expect(shares.map((s) => s.amount)).toEqual([24.58, 8.19]);
    expect(cents(shares[0]!.taxes) + cents(shares[1]!.taxes)).toBe(await billTaxes(kept));
    await kit.paid(ana, second!.id);
    const [row] = await t.db.select().from(tabShares).where(eq(tabShares.publicId, second!.id));
    expect({ amount: row!.amountCents, charged: row!.chargeCents }).toEqual({ amount: 819, charged: 819 });
    expect((await kit.closed(ana)).captured).toBe(0);
  });

  it('spreads what is left over the open shares at the close, with the bill’s taxes in them', async () => {
    const ana = await kit.opened('82');
    const kept = await kit.round(ana, 2);
    const cancelled = await kit.round(ana, 1);
    await kit.split(ana, { kind: 'even', ways: 2 });
    await cancel(cancelled);
    expect((await sharesOn(ana)).map((s) => s.amount)).toEqual([16.39, 16.38]);

    expect((await kit.closed(ana)).captured).toBe(32.77);
    const { closing } = (await kit.view(ana)).json();
    const parts = closing.parts as { amount: number; taxes: number; tip: number }[];
    expect(parts.map((p) => p.amount)).toEqual([16.39, 16.38]);
    // Each part's taxes were once shrunk twice (of the bill left, then in proportion): $2.51 of the bill's $3.77.
    expect(parts.reduce((sum, p) => sum + cents(p.taxes), 0)).toBe(await billTaxes(kept));
  });

  it('by item: the payer whose item was cancelled pays less, the others what they ordered', async () => {
    const ana = await kit.opened('83');
    const ben = await kit.joined(ana, '83', 'Ben');
    await kit.round(ana, 2); // 3277, shared by Ana and Ben
    const bens = await kit.round(ben, 1); // 1639, Ben's
    const [shared, own] = (await kit.view(ana)).json().lines.map((l: { id: string }) => l.id);
    await kit.split(ana, {
      kind: 'by_item',
      items: [
        { lineId: shared, payers: ['Ana', 'Ben'] },
        { lineId: own, payers: ['Ben'] },
      ],
    });
    await cancel(bens);
    // Ana's half of the shared line is still hers; Ben's own line is off his share, not spread over Ana's.
    expect((await sharesOn(ana)).map((s) => s.amount)).toEqual([16.39, 16.38]);
  });
});
