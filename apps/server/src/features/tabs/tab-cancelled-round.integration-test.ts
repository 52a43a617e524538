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

/** The sandbox, where a test may do something while a card is tokenized (before the share is claimed). */
class PausingGateway extends CapturingGateway {
  meanwhile: (() => Promise<unknown>) | null = null;
  override async tokenizeCard(...args: Parameters<CapturingGateway['tokenizeCard']>) {
    const then = this.meanwhile;
    this.meanwhile = null;
    if (then) await then();
    return super.tokenizeCard(...args);
  }
}

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new PausingGateway();
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
  splitAmount?: number;
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

    // 3277 on the bill, 2458 paid: 819 left, not the 2458 the split gave the share, which the view says beside it.
    const shares = await sharesOn(ana);
    expect(shares.map((s) => s.amount)).toEqual([24.58, 8.19]);
    expect(shares.map((s) => s.splitAmount)).toEqual([undefined, 24.58]);
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

  it('keeps what the split gave a share whose payment was declined, so the next payer is asked the same', async () => {
    const ana = await kit.opened('84');
    await kit.round(ana, 2);
    const cancelled = await kit.round(ana, 1);
    const [, second] = await kit.split(ana, { kind: 'even', ways: 2 });
    await cancel(cancelled);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/shares/${second!.id}/pay`,
      headers: kit.headers(ana.secret),
      payload: { payment: kit.card('4000 0000 0000 0002'), tip: null },
    });
    expect(declined.statusCode).toBe(402);
    // Was 13.10 and 19.67 once the refused claim had kept 16.38 as the share's weight, and moved again each time.
    expect((await sharesOn(ana)).map((s) => s.amount)).toEqual([16.39, 16.38]);
  });

  it('refuses to charge a share a cancelled round left nothing, and says why', async () => {
    const ana = await kit.opened('85');
    const cancelled = await kit.round(ana, 2); // 3277
    await kit.round(ana, 1); // 1639
    const [first, second] = await kit.split(ana, { kind: 'even', ways: 2 });
    await kit.paid(ana, first!.id);
    await cancel(cancelled);
    // 1639 on the bill and 2458 paid: nothing is left for the other share.
    expect((await sharesOn(ana))[1]).toMatchObject({ amount: 0, taxes: 0 });
    const res = await kit.paying(ana, second!.id, { type: 'percentage', value: 18 }, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Il ne reste rien à payer sur cette part\u00a0: une tournée a été annulée depuis le partage de l’addition.',
    );
  });

  it('asks the payer to look again when a round is cancelled while their card is read', async () => {
    const ana = await kit.opened('86');
    await kit.round(ana, 2);
    const cancelled = await kit.round(ana, 1);
    const [first] = await kit.split(ana, { kind: 'even', ways: 2 });
    gateway.meanwhile = () => cancel(cancelled);
    const res = await kit.paying(ana, first!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The bill changed since this share was shown: please check its amount and pay again.',
    );
    // Nothing was claimed: the share is open at what it is due now, and is paid so.
    expect((await sharesOn(ana))[0]).toMatchObject({ amount: 16.39, status: 'open' });
    await kit.paid(ana, first!.id);
  });

  it('by item: a paid share’s item cancelled leaves the taxes going by what each share is due', async () => {
    const ana = await kit.opened('87');
    const ben = await kit.joined(ana, '87', 'Ben');
    const shared = await kit.round(ana, 2); // 3277, shared by Ana and Ben
    const bens = await kit.round(ben, 1); // 1639, Ben's
    const [line, own] = (await kit.view(ana)).json().lines.map((l: { id: string }) => l.id);
    const [, benShare] = await kit.split(ana, {
      kind: 'by_item',
      items: [
        { lineId: line, payers: ['Ana', 'Ben'] },
        { lineId: own, payers: ['Ben'] },
      ],
    });
    await kit.paid(ben, benShare!.id);
    await cancel(bens);
    // Ben's $32.77 covers the bill left: Ana is due nothing, and no taxes are said in nothing.
    const shares = await sharesOn(ana);
    expect(shares.map((s) => [s.amount, s.taxes])).toEqual([
      [0, 0],
      [32.77, 3.77],
    ]);
    expect(cents(shares[1]!.taxes)).toBe(await billTaxes(shared));
  });
});
