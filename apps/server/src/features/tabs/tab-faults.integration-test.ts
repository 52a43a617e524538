/**
 * A tab when things go wrong: a declined raise, a card that cannot be raised (another card is asked for), 20 payers
 * at once, a close on the hold for what the shares left, a cancelled round, and the idle close with its e-mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { now } from '../../clock';
import { orders, outbox, tabHolds } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { GUEST } from '../../testing/order-fixtures';
import { setPaymentGateway } from '../payments';
import { closedEmailHandler, idleCloseHandler } from './close-tab.service';
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

/** A tab opened at `table` with a first round of `quantity` sandwiches ($16.39 each) sent on it. */
async function openedWithRound(table: string, quantity: number) {
  const member = await kit.opened(table);
  expect((await kit.sent(member, quantity)).statusCode).toBe(200);
  return member;
}

describe('faults', () => {
  it('never sends a round past the hold when the bank declines the raise; the tab stays as it was', async () => {
    const { tabId, secret } = await kit.opened('20', 'Ana', '4000 0000 0000 6975');
    expect((await kit.sent({ tabId, secret }, 2)).statusCode).toBe(200); // $32.77
    const before = await t.db.select().from(orders);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...kit.headers(secret, 'fr-CA'), 'idempotency-key': kit.roundKey() },
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
    const tab = await kit.tabRow(tabId);
    expect([tab.heldCents, tab.billedCents]).toEqual([5000, 3277]);
  });

  it('asks for another card where the hold cannot be raised, then sends the round; closing takes both cards', async () => {
    // The same sandbox, as a processor without incremental authorization.
    const noRaise = new Proxy(gateway, {
      get: (target, name) => (name === 'incrementAuthorization' ? undefined : Reflect.get(target, name)),
    });
    setPaymentGateway(t.app, noRaise);
    try {
      const { tabId, secret } = await openedWithRound('60', 2); // 3277
      const refused = await kit.sent({ tabId, secret }, 2); // 3277 more: 1554 past the hold
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toContain('$15.54');
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${tabId}/cards`,
        headers: kit.headers(secret),
        payload: { payment: kit.card('5555 5555 5555 4444') },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().held).toBe(100);
      // The same round sent again with its key is the same round: billed once.
      const key = kit.roundKey();
      const at = now().toISOString();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...kit.headers(secret), 'idempotency-key': key },
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
      expect((await kit.tabRow(tabId)).billedCents).toBe(6554);
      expect((await kit.closing({ tabId, secret })).json()).toEqual({ captured: 65.54, released: 34.46 });
      const tab = await kit.tabRow(tabId);
      const holds = await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab.id));
      expect(holds.map((h) => h.capturedCents)).toEqual([5000, 1554]);
    } finally {
      setPaymentGateway(t.app, gateway);
    }
  });

  it('captures exactly the bill when 20 guests pay 20 shares at once', async () => {
    const { tabId, secret } = await openedWithRound('30', 2); // 3277 cents
    const res = await kit.splitting({ tabId, secret }, { kind: 'even', ways: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const shares = res.json().shares as { id: string }[];
    const before = gateway.capturedTotal();
    const answers = await Promise.all(shares.map((s) => kit.paying({ tabId, secret }, s.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(shares.map(() => 200));
    expect(gateway.capturedTotal() - before).toBe(3277);
    // Every share paid again at once: all refused, nothing captured twice.
    const again = await Promise.all(shares.map((s) => kit.paying({ tabId, secret }, s.id)));
    expect(new Set(again.map((a) => a.statusCode))).toEqual(new Set([409]));
    expect(gateway.capturedTotal() - before).toBe(3277);
  });

  it('releases a share’s authorization when its capture is refused, so the next card does not hold twice', async () => {
    const { tabId, secret } = await openedWithRound('41', 1); // 1639
    const shares = (await kit.splitting({ tabId, secret }, { kind: 'even', ways: 2 })).json().shares as {
      id: string;
    }[];
    const authorized: string[] = [];
    const refusing = new (class extends CapturingGateway {
      override async authorize(...args: Parameters<CapturingGateway['authorize']>) {
        const auth = await super.authorize(...args);
        if (auth.ok) authorized.push(auth.authorizationId);
        return auth;
      }
      override async capture() {
        return { ok: false as const, code: 410 as const, reason: 'declined' as const };
      }
    })();
    setPaymentGateway(t.app, refusing);
    try {
      const refused = await kit.paying({ tabId, secret }, shares[0]!.id);
      expect(refused.statusCode, refused.body).toBe(402);
      expect(authorized).toHaveLength(1);
      expect(refusing.held(authorized[0]!)).toBe(0);
    } finally {
      setPaymentGateway(t.app, gateway);
    }
    expect((await kit.paying({ tabId, secret }, shares[0]!.id)).statusCode).toBe(200);
  });

  it('closes on the opener’s hold for what the shares left, and releases the rest', async () => {
    const { tabId, secret } = await openedWithRound('40', 1); // 1639
    const shares = (await kit.splitting({ tabId, secret }, { kind: 'even', ways: 2 })).json().shares as {
      id: string;
    }[];
    expect((await kit.paying({ tabId, secret }, shares[0]!.id)).statusCode).toBe(200); // 820
    const hold = await kit.openerHold(tabId);
    expect((await kit.closing({ tabId, secret })).json()).toEqual({ captured: 8.19, released: 41.81 });
    expect(gateway.held(hold.authorizationId)).toBe(0);
    expect(gateway.captures.get(`cap_${hold.authorizationId}`)).toBe(819);
    // The closed bill says where the unpaid share went: charged to the hold, nothing left to pay.
    expect((await kit.view({ tabId, secret })).json()).toMatchObject({
      status: 'closed',
      total: 16.39,
      paid: 8.2,
      captured: 8.19,
      remaining: 0,
    });
  });

  it('does not capture a round that was cancelled', async () => {
    const { tabId, secret } = await openedWithRound('45', 1); // 1639
    const cancelled = await kit.sent({ tabId, secret }, 2); // 3277, cancelled by the kitchen
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.publicId, cancelled.json().id));
    expect((await kit.view({ tabId, secret })).json().total).toBe(16.39);
    // Nor count it against the hold: 1639 + 3277 on $50 fits without a raise once the cancelled 3277 is off.
    expect((await kit.sent({ tabId, secret }, 2)).statusCode).toBe(200);
    expect(await kit.tabRow(tabId)).toMatchObject({ heldCents: 5000, billedCents: 4916 });
    expect((await kit.closing({ tabId, secret })).json()).toEqual({ captured: 49.16, released: 0.84 });
  });

  it('closes a tab idle past the restaurant’s 3 hours on the opener’s card, and not before', async () => {
    const { tabId } = await openedWithRound('50', 1);
    const tab = await kit.tabRow(tabId);
    const entry = await t.app.publishedVersions.getByRestaurantId(R);
    const at = (minutes: number) => () => new Date(tab.lastActivityAt.getTime() + minutes * 60_000);
    const message = { id: 0, restaurantId: R, type: 'tab.idle_close', payload: { tabId }, attempts: 0 };
    const restaurant = async () => entry;
    const gatewayOf = async () => gateway;
    expect(await idleCloseHandler(t.db, restaurant, gatewayOf, at(179))(message)).toEqual({ ok: true });
    expect((await kit.tabRow(tabId)).status).toBe('open');
    const r180 = await idleCloseHandler(t.db, restaurant, gatewayOf, at(180))(message);
    expect(r180, JSON.stringify(r180)).toEqual({ ok: true });
    expect((await kit.tabRow(tabId)).status).toBe('closed');
    const hold = await kit.openerHold(tabId);
    expect([hold.capturedCents, hold.status]).toEqual([1639, 'settled']);

    // The opener is told by e-mail, at the address of their round, written with the close.
    const [notice] = (await t.db.select().from(outbox).where(eq(outbox.type, 'tab.closed_email'))).filter(
      (m) => (m.payload as { tabId: string }).tabId === tabId,
    );
    expect(notice?.payload).toEqual({
      tabId,
      email: GUEST.email,
      locale: 'en-CA',
      idleMinutes: 180,
      memberId: expect.any(Number),
    });
    const mail = new LogEmailSender();
    const send = closedEmailHandler(t.db, { email: mail, restaurant });
    const delivered = { ...notice!, attempts: 0 };
    expect(await send(delivered)).toMatchObject({ ok: true });
    // What nobody paid is said as a share's receipt says it, then what the card was charged and released.
    expect(mail.sent.at(-1)).toMatchObject({ to: GUEST.email, subject: 'Your tab at Test Bistro is closed' });
    expect(mail.sent.at(-1)?.text).toContain(
      'Your tab at Test Bistro, table 50, had no new round for 3 hours, so it was closed.\n\n' +
        'Not paid by the table, charged to the cards held when the tab closed:\n\n' +
        'What was left of the bill\n1 × Club sandwich\nShare: $16.39\nTaxes included: $1.89\nTip: $0.00\n\n' +
        'Charged to your card ending in 4242 when the tab closed: $16.39\nReleased from the hold: $33.61',
    );
    // In French for a diner who ordered in French.
    await send({ ...delivered, payload: { ...(notice!.payload as object), locale: 'fr-CA' } });
    expect(mail.sent.at(-1)?.text).toMatch(
      /depuis 3\u00a0heures[\s\S]*se terminant par 4242 à la fermeture\u00a0: 16,39\u00a0\$/,
    );
  });
});
