/**
 * A staff refund of a line of a round on a tab goes back to the cards that paid it (tab-refund.ts): the shares that
 * named the line, in the parts they paid, and the opener's hold for what the close captured; never while the table
 * has not paid; once however often it is asked again after a payer's refusal.
 */
import type { Cents } from '@ordering/domain/money/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettleResult } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { orders, tabHolds, tabShares, tabs } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { type TabMember, type tabCalls, tabTestApp } from './tabs-test-kit';

/** The sandbox, keeping each refund it made once (a replayed key is the same refund) and refusing when told to. */
class RefundingGateway extends SandboxGateway {
  readonly made = new Map<string, { authorizationId: string; amount: Cents }>();
  readonly refuseOnce = new Set<string>();
  private waiting: { arrived: () => void; released: Promise<void> } | null = null;
  /**
   * The next refund waits at the processor until `release`: a refund caught between its plan and its record, for a
   * second refund to be asked meanwhile (`arrived` resolves once it is there).
   */
  holdNext() {
    let arrived!: () => void;
    let release!: () => void;
    const there = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    this.waiting = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived: there, release };
  }
  override async refund(authorizationId: string, amount: Cents, key?: string): Promise<SettleResult> {
    const held = this.waiting;
    if (held) {
      this.waiting = null;
      held.arrived();
      await held.released;
    }
    if (this.refuseOnce.delete(authorizationId)) return { ok: false, code: 410, reason: 'declined' };
    const result = await super.refund(authorizationId, amount, key);
    if (result.ok) this.made.set(result.id, { authorizationId, amount });
    return result;
  }
  refundedTo(authorizationId: string): Cents {
    return [...this.made.values()]
      .filter((r) => r.authorizationId === authorizationId)
      .reduce((sum, r) => sum + r.amount, 0);
  }
}

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
let manager: SignedInStaff;
const gateway = new RefundingGateway();
const R = 9730;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-refunds', gateway));
  manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
});
afterAll(async () => {
  await t.close();
});

const staffCall = (url: string, payload: unknown, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...manager.headers(), locale },
    payload: payload as object,
  });
async function accepted(orderId: string) {
  const res = await staffCall(`/api/staff/orders/${orderId}/status`, { status: 'in_progress' });
  expect(res.statusCode, res.body).toBe(200);
}
const refund = (orderId: string, lines?: { position: number; quantity: number }[], locale?: string) =>
  staffCall(`/api/staff/orders/${orderId}/refund`, lines ? { lines } : {}, locale);

async function paymentsOf(member: TabMember) {
  const [tab] = await t.db.select().from(tabs).where(eq(tabs.publicId, member.tabId));
  const shares = await t.db.select().from(tabShares).where(eq(tabShares.tabId, tab!.id));
  const holds = await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab!.id));
  return { shares: shares.sort((a, b) => a.position - b.position), hold: holds[0]! };
}

/** Ana and Ben's tab split by item (tabs-test-kit.ts): both pay their shares and the tab closes. */
async function sharedLineTab(table: string) {
  const { ana, ben, anas, shares } = await kit.sharedLineSplit(table);
  await kit.paid(ana, shares[0]!.id);
  await kit.paid(ben, shares[1]!.id, { type: 'dollar', value: 2 });
  expect(await kit.closed(ana)).toEqual({ captured: 0, released: 50 });
  await accepted(anas);
  return { ana, ben, anas };
}

describe('refunding a line of a tab', () => {
  it('gives a shared line back to each payer in the part they paid, and shows it on the bill', async () => {
    const { ana, anas } = await sharedLineTab('81');
    const { shares } = await paymentsOf(ana);

    const first = await refund(anas, [{ position: 0, quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(200);
    // One sandwich of the two: 1639 of 3277, shared as the line was (1639 and 1638 of it).
    expect(first.json().refund).toMatchObject({
      amount: 16.39,
      tenders: [
        { kind: 'tab', amount: 8.2 },
        { kind: 'tab', amount: 8.19 },
      ],
    });
    expect(gateway.refundedTo(shares[0]!.authorizationId!)).toBe(820);
    expect(gateway.refundedTo(shares[1]!.authorizationId!)).toBe(819);

    const bill = (await kit.view(ana)).json();
    expect(bill.refunded).toBe(16.39);
    expect(bill.lines.map((l: { refunded: number }) => l.refunded)).toEqual([16.39, 0]);
    expect(bill.shares.map((s: { refunded: number }) => s.refunded)).toEqual([8.2, 8.19]);

    // The second sandwich: the rest of the line, each payer's part to the cent; then nothing is left.
    expect((await refund(anas, [{ position: 0, quantity: 1 }])).statusCode).toBe(200);
    expect(gateway.refundedTo(shares[0]!.authorizationId!)).toBe(1639);
    expect(gateway.refundedTo(shares[1]!.authorizationId!)).toBe(1638);
    expect((await refund(anas)).statusCode).toBe(409);
    const after = await paymentsOf(ana);
    expect(after.shares.map((s) => s.refundedCents)).toEqual([1639, 1638]);
  });

  it('gives back to the opener’s hold what the close captured from it', async () => {
    const ana = await kit.opened('82');
    const ben = await kit.joined(ana, '82', 'Ben');
    await kit.round(ana, 1);
    const bens = await kit.round(ben, 1);
    const shares = await kit.split(ana, { kind: 'even', ways: 2 });
    await kit.paid(ben, shares[1]!.id);
    // Ana's share is left: the close captures it from her hold.
    expect(await kit.closed(ana)).toEqual({ captured: 16.39, released: 33.61 });
    await accepted(bens);

    const res = await refund(bens);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund.amount).toBe(16.39);
    const { shares: rows, hold } = await paymentsOf(ana);
    // Every line was paid half by Ben's share, half by the hold.
    expect(gateway.refundedTo(rows[1]!.authorizationId!)).toBe(820);
    expect(gateway.refundedTo(hold.authorizationId)).toBe(819);
    expect(hold.refundedCents).toBe(819);
  });

  it('is refused while the table has not paid, in the staff member’s language', async () => {
    const ana = await kit.opened('83');
    const anas = await kit.round(ana, 1);
    await accepted(anas);
    const en = await refund(anas);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'The tab at table 83 is still open: the table has not paid this line yet. Refund it once the tab is closed, or cancel the round.',
    );
    const fr = await refund(anas, undefined, 'fr-CA');
    expect(fr.json().message).toMatch(/^L’addition de la table 83 est encore ouverte/);
    const before = gateway.made.size;
    expect((await refund(anas)).statusCode).toBe(409);
    expect(gateway.made.size).toBe(before);
  });

  it('asked again after one payer’s card refused, refunds the others once', async () => {
    const { ana, anas } = await sharedLineTab('84');
    const { shares } = await paymentsOf(ana);
    gateway.refuseOnce.add(shares[1]!.authorizationId!);

    const refused = await refund(anas, [{ position: 0, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(gateway.refundedTo(shares[0]!.authorizationId!)).toBe(820);
    expect(gateway.refundedTo(shares[1]!.authorizationId!)).toBe(0);

    const again = await refund(anas, [{ position: 0, quantity: 1 }]);
    expect(again.statusCode, again.body).toBe(200);
    // Ana's part was not sent twice: the processor answered the first refund again.
    expect(gateway.refundedTo(shares[0]!.authorizationId!)).toBe(820);
    expect(gateway.refundedTo(shares[1]!.authorizationId!)).toBe(819);
    expect(again.json().refund.amount).toBe(8.19);
    const after = await paymentsOf(ana);
    expect(after.shares.map((s) => s.refundedCents)).toEqual([820, 819]);
    const bill = (await kit.view(ana)).json();
    expect(bill.lines[0].refunded).toBe(16.39);
    expect(bill.refunded).toBe(16.39);
  });

  it('plans two rounds’ refunds at the same moment one after the other: no payer is sent back past what it paid', async () => {
    const ana = await kit.opened('85');
    const ben = await kit.joined(ana, '85', 'Ben');
    const anas = await kit.round(ana, 1);
    const bens = await kit.round(ben, 1);
    const shares = await kit.split(ana, { kind: 'even', ways: 2 });
    await kit.paid(ben, shares[1]!.id);
    expect(await kit.closed(ana)).toEqual({ captured: 16.39, released: 33.61 });
    await accepted(anas);
    await accepted(bens);
    const { shares: rows, hold } = await paymentsOf(ana);
    const bensCard = rows[1]!.authorizationId!;

    // Each round's line was paid half by Ben's share (1639) and half by the hold: 820 + 820 would pass Ben's 1639.
    // The first refund is held at the processor while the second is asked.
    const gate = gateway.holdNext();
    const [first, second] = await Promise.all([
      refund(anas),
      (async () => {
        await gate.arrived;
        const res = await refund(bens);
        gate.release();
        return res;
      })(),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.headers['retry-after']).toBe('2');
    expect(second.json().details).toEqual({ reason: 'share_settling' });

    // Asked again (as the staff console does), it is planned on what the first wrote.
    const again = await refund(bens);
    expect(again.statusCode, again.body).toBe(200);
    expect(gateway.refundedTo(bensCard)).toBe(1639);
    expect(gateway.refundedTo(hold.authorizationId)).toBe(1639);
    const after = await paymentsOf(ana);
    expect(after.shares[1]!.refundedCents).toBe(1639);
    expect(after.hold.refundedCents).toBe(1639);
  });
});

describe('cancelling a round the table has paid', () => {
  const cancel = (orderId: string, locale?: string) =>
    staffCall(`/api/staff/orders/${orderId}/status`, { status: 'cancelled', reason: 'Never served' }, locale);

  it('is refused once the tab closed, and refunding the round gives it back to its payers', async () => {
    const { anas } = await sharedLineTab('91');
    const en = await cancel(anas);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'Table 91 paid this round when its tab closed: refund it instead of cancelling it, and the money goes back to the cards that paid it.',
    );
    expect((await cancel(anas, 'fr-CA')).json().message).toMatch(/^La table 91 a payé cette tournée/);
    // The staff console asks what a cancel would give back first: it hears the same answer there.
    expect((await staffCall(`/api/staff/orders/${anas}/cancel-preview`, {})).statusCode).toBe(409);
    const [order] = await t.db
      .select({ status: orders.status, total: orders.totalCents })
      .from(orders)
      .where(eq(orders.publicId, anas));
    expect(order!.status).toBe('in_progress');

    const refunded = await refund(anas);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(Math.round(refunded.json().refund.amount * 100)).toBe(order!.total);
  });

  it('is refused on an open tab whose paid shares would pass the bill without it; a smaller one comes off the others', async () => {
    const ana = await kit.opened('92');
    const large = await kit.round(ana, 2); // 3277
    const small = await kit.round(ana, 1); // 1639
    const [first] = await kit.split(ana, { kind: 'even', ways: 2 });
    await kit.paid(ana, first!.id); // 2458
    const refused = await cancel(large);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The shares of table 92 already paid come to more than the bill without this round: cancelling it would keep money no one owes. Refund it once the tab is closed.',
    );
    // 3277 without the small round and 2458 paid: the open share is due what is left (decision 091).
    const cancelled = await cancel(small);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await kit.view(ana)).json().shares.map((s: { amount: number }) => s.amount)).toEqual([
      24.58, 8.19,
    ]);
  });
});
