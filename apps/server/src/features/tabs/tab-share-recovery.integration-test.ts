/**
 * A crash while shares are paid (pay-share.service.ts): the recovery message captures a share the processor
 * authorized, once however often it runs, and opens again one it did not; the close waits for them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock';
import { tabShares } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { APPROVED_CARD } from '../../testing/order-fixtures';
import { shareAuthorizationKey, shareRecoveryHandler } from './pay-share.service';
import { CapturingGateway, type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new CapturingGateway();
const R = 9710;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-table', gateway));
});
afterAll(async () => {
  await t.close();
});

describe('a crash while a share is paid', () => {
  it('is settled by the recovery message: captured once when the processor authorized, opened again when not', async () => {
    const { tabId, secret } = await kit.opened('80');
    expect((await kit.sent({ tabId, secret }, 1)).statusCode).toBe(200); // 1639
    const shares = (await kit.splitting({ tabId, secret }, { kind: 'even', ways: 2 })).json().shares as {
      id: string;
    }[];
    const tab = await kit.tabRow(tabId);
    // Both shares claimed, as transaction 1 leaves them; the processor authorized the first before the crash.
    for (const share of shares) {
      await t.db
        .update(tabShares)
        .set({ status: 'paying', chargeCents: 820, tipCents: 0 })
        .where(eq(tabShares.publicId, share.id));
    }
    const token = await gateway.tokenizeCard(
      { number: APPROVED_CARD.number, cvd: '123', expiry: '12/30' },
      now(),
    );
    if (!token.ok) throw new Error(token.reason);
    const auth = await gateway.authorize({
      amount: 820,
      currency: 'CAD',
      token: token.token,
      idempotencyKey: shareAuthorizationKey(shares[0]!.id),
      reference: shares[0]!.id,
    });
    expect(auth.ok).toBe(true);
    // Closing waits for the shares being paid.
    expect((await kit.closing({ tabId, secret })).statusCode).toBe(409);
    const recover = shareRecoveryHandler(t.db, async () => gateway);
    const before = gateway.capturedTotal();
    for (const share of shares) {
      const message = {
        id: 0,
        restaurantId: R,
        type: 'tab.share_recover',
        payload: { shareId: share.id },
        attempts: 0,
      };
      expect(await recover(message)).toEqual({ ok: true });
      expect(await recover(message)).toEqual({ ok: true });
    }
    expect(gateway.capturedTotal() - before).toBe(820);
    const rows = await t.db.select().from(tabShares).where(eq(tabShares.tabId, tab.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['open', 'paid']);
    // The opener's hold takes what the reopened share left.
    expect((await kit.closing({ tabId, secret })).json()).toEqual({ captured: 8.19, released: 41.81 });
  });
});
