import type { Cents } from '@ordering/domain/money/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { now } from '../../clock';
import { orders, orderTenders, outbox, tabHolds, tabShares, tabs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInDiner, signInStaff } from '../../testing/staff';
import { APPROVED_CARD, GUEST, orderDataFile } from '../orders/order-fixtures';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { idleClosedEmailHandler, idleCloseHandler } from './close-tab.service';
import { shareAuthorizationKey, shareRecoveryHandler } from './pay-share.service';
import { tabCalls } from './tabs-test-kit';

/** The sandbox, keeping what it captured once per capture id (a replayed capture is the same capture). */
class CapturingGateway extends SandboxGateway {
  readonly captures = new Map<string, Cents>();
  override async capture(authorizationId: string, amount?: Cents, key?: string) {
    const result = await super.capture(authorizationId, amount, key);
    if (result.ok) this.captures.set(result.id, result.amount);
    return result;
  }
  capturedTotal(): Cents {
    return [...this.captures.values()].reduce((a, b) => a + b, 0);
  }
}

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new CapturingGateway();
const R = 9710;
const NO_TABS = 9711;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'tab-table' });
  const withTabs = { ...file, restaurant: { ...file.restaurant, allow_open_tab: true } };
  expect((await importDataFile(t.db, withTabs)).ok).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: NO_TABS, slug: 'no-tabs' }))).ok).toBe(true);
  setPaymentGateway(t.app, gateway);
  kit = tabCalls(t, R);
});
afterAll(async () => {
  await t.close();
});

const card = (number = APPROVED_CARD.number) => ({
  paymentMethod: 'credit_card',
  card: { ...APPROVED_CARD, number, postal_code: 'M5V 1A1' },
});
const headers = (secret?: string, locale = 'en-CA') => ({
  'x-restaurant-id': String(R),
  locale,
  ...(secret ? { 'x-tab-member': secret } : {}),
});

async function open(table: string, name = 'Ana', number?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tabs',
    headers: headers(),
    payload: { table, name, payment: card(number) },
  });
}
async function opened(table: string, number?: string) {
  const res = await open(table, 'Ana', number);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tabId: string; memberId: string; secret: string };
}
async function joined(tabId: string, opener: string, table: string, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tabs/join',
    headers: headers(),
    payload: { table, name },
  });
  expect(res.statusCode, res.body).toBe(200);
  const member = res.json() as { tabId: string; memberId: string; secret: string };
  expect(member.tabId).toBe(tabId);
  const ok = await t.app.inject({
    method: 'POST',
    url: `/api/tabs/${tabId}/members/${member.memberId}`,
    headers: headers(opener),
    payload: { accept: true },
  });
  expect(ok.statusCode, ok.body).toBe(200);
  return member;
}

let keys = 0;
/** A round of `quantity` sandwiches ($14.50 each, 13 % tax) on the tab, sent by the member with `secret`. */
const round = (tabId: string, secret: string, quantity: number) => kit.sent({ tabId, secret }, quantity);
const view = (tabId: string, secret: string) =>
  t.app.inject({ method: 'GET', url: `/api/tabs/${tabId}`, headers: headers(secret) });
const split = (tabId: string, secret: string, plan: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tabs/${tabId}/split`,
    headers: headers(secret),
    payload: { split: plan },
  });
const pay = (tabId: string, secret: string, shareId: string, tip: unknown = null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tabs/${tabId}/shares/${shareId}/pay`,
    headers: headers(secret),
    payload: { payment: card(), tip },
  });
const close = (tabId: string, secret: string) =>
  t.app.inject({ method: 'POST', url: `/api/tabs/${tabId}/close`, headers: headers(secret) });
const tabRow = async (publicId: string) =>
  (await t.db.select().from(tabs).where(eq(tabs.publicId, publicId)))[0]!;
const openerHold = async (publicId: string) => {
  const tab = await tabRow(publicId);
  return (await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab.id)))[0]!;
};

describe('opening a tab', () => {
  it('is refused where the data file does not allow open tabs, in the diner’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tabs',
      headers: { 'x-restaurant-id': String(NO_TABS), locale: 'fr-CA' },
      payload: { table: '4', name: 'Ana', payment: card() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ce restaurant n’ouvre pas d’addition ouverte. Veuillez payer chaque commande.',
    );
  });

  it('holds the restaurant’s $50 on the opener’s card, one tab per table', async () => {
    const { tabId } = await opened('7');
    expect(tabId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const hold = await openerHold(tabId);
    expect(hold.amountCents).toBe(5000);
    expect(gateway.held(hold.authorizationId)).toBe(5000);
    const again = await open('7', 'Bo');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('table 7');
  });

  it('is refused with the card’s decline, and nothing is written', async () => {
    const res = await open('8', 'Ana', '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe(410);
    expect((await open('8')).statusCode).toBe(200);
  });
});

describe('a table of three on one tab', () => {
  let ana: { tabId: string; secret: string; memberId: string };
  let ben: { secret: string; memberId: string };
  let cy: { secret: string; memberId: string };

  beforeAll(async () => {
    ana = await opened('12');
  });

  it('lets a guest join only with the opener’s consent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tabs/join',
      headers: headers(),
      payload: { table: '12', name: 'Zed' },
    });
    const zed = res.json() as { tabId: string; memberId: string; secret: string };
    expect((await view(ana.tabId, zed.secret)).statusCode).toBe(403);
    expect((await round(ana.tabId, zed.secret, 1)).statusCode).toBe(403);
    const opener = await view(ana.tabId, ana.secret);
    expect(
      opener.json().members.map((m: { name: string; status: string }) => [m.name, m.status]),
    ).toContainEqual(['Zed', 'pending']);
    // Only the opener decides.
    ben = await joined(ana.tabId, ana.secret, '12', 'Ben');
    const byGuest = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/members/${zed.memberId}`,
      headers: headers(ben.secret),
      payload: { accept: true },
    });
    expect(byGuest.statusCode).toBe(403);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/members/${zed.memberId}`,
      headers: headers(ana.secret),
      payload: { accept: false },
    });
    expect(refused.statusCode).toBe(200);
    expect((await view(ana.tabId, zed.secret)).statusCode).toBe(404);
    cy = await joined(ana.tabId, ana.secret, '12', 'Cy');
  });

  it('sends rounds from any member to the kitchen without a payment, on one bill', async () => {
    const first = await round(ana.tabId, ana.secret, 1);
    expect(first.statusCode, first.body).toBe(200);
    const second = await round(ana.tabId, ben.secret, 2);
    expect(second.statusCode, second.body).toBe(200);
    const placed = await t.db.select().from(orders).where(eq(orders.publicId, second.json().id));
    expect(placed[0]!.status).toBe('pending');
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, placed[0]!.id));
    expect(tenders.map((x) => [x.kind, x.reference])).toEqual([['tab', ana.tabId]]);
    expect((placed[0]!.contact as { tableNum?: string }).tableNum).toBe('12');

    const bill = (await view(ana.tabId, ben.secret)).json();
    // 1639 + 3277 cents: each round taxed at 13 %.
    expect(bill.total).toBe(49.16);
    expect(
      bill.lines.map((l: { quantity: number; mine: boolean; total: number }) => [
        l.quantity,
        l.mine,
        l.total,
      ]),
    ).toEqual([
      [1, false, 16.39],
      [2, true, 32.77],
    ]);
    expect(bill.held).toBe(50);
  });

  it('raises the hold before a round that passes it, by whole steps', async () => {
    const hold = await openerHold(ana.tabId);
    const third = await round(ana.tabId, cy.secret, 1); // 49.16 + 16.39 > 50
    expect(third.statusCode, third.body).toBe(200);
    expect(gateway.held(hold.authorizationId)).toBe(10000);
    const tab = await tabRow(ana.tabId);
    expect([tab.heldCents, tab.billedCents]).toEqual([10000, 6555]);
  });

  it('never shows a tab to a member of another', async () => {
    const other = await opened('13');
    expect((await view(ana.tabId, other.secret)).statusCode).toBe(404);
    expect((await view(other.tabId, ben.secret)).statusCode).toBe(404);
    expect((await round(ana.tabId, other.secret, 1)).statusCode).toBe(404);
  });

  it('splits by item with one item shared, pays each share once with its own tip, and closes', async () => {
    const bill = (await view(ana.tabId, ana.secret)).json();
    const [anaLine, benLine, cyLine] = bill.lines.map((l: { id: string }) => l.id);
    const res = await split(ana.tabId, ben.secret, {
      kind: 'by_item',
      items: [
        { lineId: anaLine, payers: ['Ana'] },
        { lineId: benLine, payers: ['Ana', 'Ben', 'Cy'] },
        { lineId: cyLine, payers: ['Cy'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shares = res.json().shares as { id: string; payer: string; amount: number }[];
    // 3277 shared three ways: 1093, 1092, 1092.
    expect(shares.map((s) => [s.payer, s.amount])).toEqual([
      ['Ana', 27.32],
      ['Ben', 10.92],
      ['Cy', 27.31],
    ]);
    expect(Math.round(shares.reduce((sum, s) => sum + s.amount * 100, 0))).toBe(6555);

    const before = gateway.capturedTotal();
    const [a, b] = await Promise.all([
      pay(ana.tabId, ana.secret, shares[0]!.id, { type: 'percentage', value: 15 }),
      pay(ana.tabId, cy.secret, shares[0]!.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await pay(ana.tabId, ben.secret, shares[1]!.id, { type: 'dollar', value: 2 })).statusCode).toBe(
      200,
    );
    // The split cannot change once a share is paid.
    expect((await split(ana.tabId, ben.secret, { kind: 'whole' })).statusCode).toBe(409);
    const last = await pay(ana.tabId, cy.secret, shares[2]!.id);
    expect(last.statusCode, last.body).toBe(200);
    const paid = last.json();
    expect(paid.remaining).toBe(0);
    expect(paid.shares.map((s: { status: string }) => s.status)).toEqual(['paid', 'paid', 'paid']);
    // The winner of the race tipped 15 % (410 cents) or nothing; Ben $2.
    const tips = paid.shares.map((s: { tip: number }) => s.tip);
    expect([4.1, 0]).toContain(tips[0]);
    expect(tips[1]).toBe(2);
    expect(gateway.capturedTotal() - before).toBe(6555 + Math.round(tips[0] * 100) + 200);

    // A round after the table paid its shares is refused; the opener closes, the whole hold is released.
    expect((await round(ana.tabId, ben.secret, 1)).statusCode).toBe(409);
    expect((await close(ana.tabId, ben.secret)).statusCode).toBe(403);
    const closed = await close(ana.tabId, ana.secret);
    expect(closed.json()).toEqual({ captured: 0, released: 100 });
    const hold = await openerHold(ana.tabId);
    expect(gateway.held(hold.authorizationId)).toBe(0);
    expect((await round(ana.tabId, ana.secret, 1)).statusCode).toBe(409);
    // The table is free for the next party.
    expect((await open('12', 'Dee')).statusCode).toBe(200);
  });
});

describe('faults', () => {
  it('never sends a round past the hold when the bank declines the raise; the tab stays as it was', async () => {
    const { tabId, secret } = await opened('20', '4000 0000 0000 6975');
    expect((await round(tabId, secret, 2)).statusCode).toBe(200); // $32.77
    const before = await t.db.select().from(orders);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers(secret, 'fr-CA'), 'idempotency-key': `tab-round-${keys++}` },
      payload: {
        type: 'dine-in',
        data: {
          config: { restaurantId: String(R), tabId },
          items: [
            {
              id: 'i1',
              menu_id: 'm1',
              section_id: 's1',
              orderId: 1,
              quantity: 2,
              orderPrice: 14.5,
              orderOptions: [],
            },
          ],
          costs: {},
          checkout: { contact: GUEST },
        },
        pickup_time: now().toISOString(),
      },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('Votre banque a refusé');
    expect((await t.db.select().from(orders)).length).toBe(before.length);
    const tab = await tabRow(tabId);
    expect([tab.heldCents, tab.billedCents]).toEqual([5000, 3277]);
  });

  it('asks for another card where the hold cannot be raised, then sends the round; closing takes both cards', async () => {
    // The same sandbox, as a processor without incremental authorization.
    const noRaise = new Proxy(gateway, {
      get: (target, name) => (name === 'incrementAuthorization' ? undefined : Reflect.get(target, name)),
    });
    setPaymentGateway(t.app, noRaise);
    try {
      const { tabId, secret } = await opened('60');
      expect((await round(tabId, secret, 2)).statusCode).toBe(200); // 3277
      const refused = await round(tabId, secret, 2); // 3277 more: 1554 past the hold
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toContain('$15.54');
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${tabId}/cards`,
        headers: headers(secret),
        payload: { payment: card('5555 5555 5555 4444') },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().held).toBe(100);
      // The same round sent again with its key is the same round: billed once.
      const key = `tab-round-${keys++}`;
      const at = now().toISOString();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...headers(secret), 'idempotency-key': key },
          payload: {
            type: 'dine-in',
            data: {
              config: { restaurantId: String(R), tabId },
              items: [
                {
                  id: 'i1',
                  menu_id: 'm1',
                  section_id: 's1',
                  orderId: 1,
                  quantity: 2,
                  orderPrice: 14.5,
                  orderOptions: [],
                },
              ],
              costs: {},
              checkout: { contact: GUEST },
            },
            pickup_time: at,
          },
        });
      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      const replayed = await send();
      expect(replayed.statusCode, replayed.body).toBe(200);
      expect(replayed.json().id).toBe(first.json().id);
      expect((await tabRow(tabId)).billedCents).toBe(6554);
      expect((await close(tabId, secret)).json()).toEqual({ captured: 65.54, released: 34.46 });
      const tab = await tabRow(tabId);
      const holds = await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab.id));
      expect(holds.map((h) => h.capturedCents)).toEqual([5000, 1554]);
    } finally {
      setPaymentGateway(t.app, gateway);
    }
  });

  it('captures exactly the bill when 20 guests pay 20 shares at once', async () => {
    const { tabId, secret } = await opened('30');
    expect((await round(tabId, secret, 2)).statusCode).toBe(200); // 3277 cents
    const res = await split(tabId, secret, { kind: 'even', ways: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const shares = res.json().shares as { id: string }[];
    const before = gateway.capturedTotal();
    const answers = await Promise.all(shares.map((s) => pay(tabId, secret, s.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(shares.map(() => 200));
    expect(gateway.capturedTotal() - before).toBe(3277);
    // Every share paid again at once: all refused, nothing captured twice.
    const again = await Promise.all(shares.map((s) => pay(tabId, secret, s.id)));
    expect(new Set(again.map((a) => a.statusCode))).toEqual(new Set([409]));
    expect(gateway.capturedTotal() - before).toBe(3277);
  });

  it('closes on the opener’s hold for what the shares left, and releases the rest', async () => {
    const { tabId, secret } = await opened('40');
    expect((await round(tabId, secret, 1)).statusCode).toBe(200); // 1639
    const shares = (await split(tabId, secret, { kind: 'even', ways: 2 })).json().shares as { id: string }[];
    expect((await pay(tabId, secret, shares[0]!.id)).statusCode).toBe(200); // 820
    const hold = await openerHold(tabId);
    expect((await close(tabId, secret)).json()).toEqual({ captured: 8.19, released: 41.81 });
    expect(gateway.held(hold.authorizationId)).toBe(0);
    expect(gateway.captures.get(`cap_${hold.authorizationId}`)).toBe(819);
  });

  it('does not capture a round that was cancelled', async () => {
    const { tabId, secret } = await opened('45');
    expect((await round(tabId, secret, 1)).statusCode).toBe(200); // 1639
    const cancelled = await round(tabId, secret, 2); // 3277, cancelled by the kitchen
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.publicId, cancelled.json().id));
    expect((await view(tabId, secret)).json().total).toBe(16.39);
    // Nor count it against the hold: 1639 + 3277 on $50 fits without a raise once the cancelled 3277 is off.
    expect((await round(tabId, secret, 2)).statusCode).toBe(200);
    expect(await tabRow(tabId)).toMatchObject({ heldCents: 5000, billedCents: 4916 });
    expect((await close(tabId, secret)).json()).toEqual({ captured: 49.16, released: 0.84 });
  });

  it('closes a tab idle past the restaurant’s 3 hours on the opener’s card, and not before', async () => {
    const { tabId, secret } = await opened('50');
    expect((await round(tabId, secret, 1)).statusCode).toBe(200);
    const tab = await tabRow(tabId);
    const entry = await t.app.publishedVersions.getByRestaurantId(R);
    const at = (minutes: number) => () => new Date(tab.lastActivityAt.getTime() + minutes * 60_000);
    const message = { id: 0, restaurantId: R, type: 'tab.idle_close', payload: { tabId }, attempts: 0 };
    const restaurant = async () => entry;
    const gatewayOf = async () => gateway;
    expect(await idleCloseHandler(t.db, restaurant, gatewayOf, at(179))(message)).toEqual({ ok: true });
    expect((await tabRow(tabId)).status).toBe('open');
    const r180 = await idleCloseHandler(t.db, restaurant, gatewayOf, at(180))(message);
    expect(r180, JSON.stringify(r180)).toEqual({ ok: true });
    expect((await tabRow(tabId)).status).toBe('closed');
    const hold = await openerHold(tabId);
    expect([hold.capturedCents, hold.status]).toEqual([1639, 'settled']);

    // The opener is told by e-mail, at the address of their round, written with the close.
    const [notice] = (
      await t.db.select().from(outbox).where(eq(outbox.type, 'tab.idle_closed_email'))
    ).filter((m) => (m.payload as { tabId: string }).tabId === tabId);
    expect(notice?.payload).toMatchObject({ email: GUEST.email, capturedCents: 1639, releasedCents: 3361 });
    const mail = new LogEmailSender();
    const send = idleClosedEmailHandler({ email: mail, restaurant });
    const delivered = { ...notice!, attempts: 0 };
    expect(await send(delivered)).toMatchObject({ ok: true });
    expect(mail.sent.at(-1)).toMatchObject({
      to: GUEST.email,
      subject: expect.stringContaining('tab'),
      text: expect.stringMatching(
        /table 50, had no new round for 3 hours.*ending in 4242[\s\S]*Charged: \$16\.39[\s\S]*Released from the hold: \$33\.61/,
      ),
    });
    // In French for a diner who ordered in French.
    await send({ ...delivered, payload: { ...(notice!.payload as object), locale: 'fr-CA' } });
    expect(mail.sent.at(-1)?.text).toMatch(
      /depuis 3\u00a0heures[\s\S]*se terminant par 4242[\s\S]*16,39\u00a0\$/,
    );
  });
});

describe('staff and tabs', () => {
  it('lets staff add a line to the table’s bill, see open tabs and close one', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const elsewhere = await signInStaff(t.db, { restaurantId: NO_TABS, role: 'owner' });
    const diner = await signInDiner(t.db);
    const { tabId, secret } = await opened('70');
    expect((await round(tabId, secret, 1)).statusCode).toBe(200);
    const line = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...auth, 'x-restaurant-id': String(R), 'idempotency-key': `tab-round-${keys++}` },
        payload: {
          type: 'dine-in',
          data: {
            config: { restaurantId: String(R), tabId },
            items: [
              {
                id: 'i1',
                menu_id: 'm1',
                section_id: 's1',
                orderId: 1,
                quantity: 1,
                orderPrice: 14.5,
                orderOptions: [],
              },
            ],
            costs: {},
            checkout: { contact: GUEST },
          },
          pickup_time: now().toISOString(),
        },
      });
    expect((await line({ authorization: `Bearer ${diner.token}` })).statusCode).toBe(404);
    expect((await line(elsewhere.headers(R))).statusCode).toBe(404);
    const added = await line(staff.headers());
    expect(added.statusCode, added.body).toBe(200);
    const bill = (await view(tabId, secret)).json();
    expect(
      bill.lines.map((l: { orderedBy: string | null; mine: boolean }) => [l.orderedBy === null, l.mine]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(bill.total).toBe(32.78);

    const list = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().tabs).toContainEqual(
      expect.objectContaining({ id: tabId, table: '70', total: 32.78, held: 50 }),
    );
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/staff/tabs',
      headers: elsewhere.headers(R),
    });
    expect(foreign.statusCode).toBe(403);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${tabId}/close`,
      headers: staff.headers(),
    });
    expect(closed.json()).toEqual({ captured: 32.78, released: 17.22 });
    const after = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    expect(after.json().tabs.map((x: { id: string }) => x.id)).not.toContain(tabId);
  });
});

describe('a crash while a share is paid', () => {
  it('is settled by the recovery message: captured once when the processor authorized, opened again when not', async () => {
    const { tabId, secret } = await opened('80');
    expect((await round(tabId, secret, 1)).statusCode).toBe(200); // 1639
    const shares = (await split(tabId, secret, { kind: 'even', ways: 2 })).json().shares as { id: string }[];
    const tab = await tabRow(tabId);
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
    expect((await close(tabId, secret)).statusCode).toBe(409);
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
    expect((await close(tabId, secret)).json()).toEqual({ captured: 8.19, released: 41.81 });
  });
});
