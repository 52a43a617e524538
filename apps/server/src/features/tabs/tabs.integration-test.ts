/**
 * A table's tab on the sandbox card processor, as the diners' phones use it: opening on a card hold (one tab per
 * table), joining with the opener's consent, rounds on one bill, the hold raised in steps, a split by item paid share
 * by share, and the close. Faults, staff and recovery are in the tab-*.integration-test.ts files beside this one.
 */

import { MAX_SHARES } from '@ordering/domain/tabs/split';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTenders } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { CapturingGateway, type TabMember, type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new CapturingGateway();
const R = 9710;
const NO_TABS = 9711;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-table', gateway, NO_TABS));
});
afterAll(async () => {
  await t.close();
});

describe('opening a tab', () => {
  it('is refused where the data file does not allow open tabs, in the diner’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tabs',
      headers: { 'x-restaurant-id': String(NO_TABS), locale: 'fr-CA' },
      payload: { table: '4', name: 'Ana', payment: kit.card() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ce restaurant n’ouvre pas d’addition ouverte. Veuillez payer chaque commande.',
    );
  });

  it('holds the restaurant’s $50 on the opener’s card, one tab per table', async () => {
    const { tabId } = await kit.opened('7');
    expect(tabId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const hold = await kit.openerHold(tabId);
    expect(hold.amountCents).toBe(5000);
    expect(gateway.held(hold.authorizationId)).toBe(5000);
    const again = await kit.open('7', 'Bo');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('table 7');
  });

  it('is refused with the card’s decline, and nothing is written', async () => {
    const res = await kit.open('8', 'Ana', '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe(410);
    expect((await kit.open('8')).statusCode).toBe(200);
  });
});

describe('a table of three on one tab', () => {
  let ana: TabMember;
  let ben: TabMember;
  let cy: TabMember;

  beforeAll(async () => {
    ana = await kit.opened('12');
  });

  it('lets a guest join only with the opener’s consent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tabs/join',
      headers: kit.headers(),
      payload: { table: '12', name: 'Zed' },
    });
    const zed = res.json() as TabMember;
    expect((await kit.view(zed)).statusCode).toBe(403);
    expect((await kit.sent(zed, 1)).statusCode).toBe(403);
    const opener = await kit.view(ana);
    expect(
      opener.json().members.map((m: { name: string; status: string }) => [m.name, m.status]),
    ).toContainEqual(['Zed', 'pending']);
    // Only the opener decides.
    ben = await kit.joined(ana, '12', 'Ben');
    const byGuest = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/members/${zed.memberId}`,
      headers: kit.headers(ben.secret),
      payload: { accept: true },
    });
    expect(byGuest.statusCode).toBe(403);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/members/${zed.memberId}`,
      headers: kit.headers(ana.secret),
      payload: { accept: false },
    });
    expect(refused.statusCode).toBe(200);
    expect((await kit.view(zed)).statusCode).toBe(404);
    cy = await kit.joined(ana, '12', 'Cy');
  });

  it('sends rounds from any member to the kitchen without a payment, on one bill', async () => {
    const first = await kit.sent(ana, 1);
    expect(first.statusCode, first.body).toBe(200);
    const second = await kit.sent(ben, 2);
    expect(second.statusCode, second.body).toBe(200);
    const placed = await t.db.select().from(orders).where(eq(orders.publicId, second.json().id));
    expect(placed[0]!.status).toBe('pending');
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, placed[0]!.id));
    expect(tenders.map((x) => [x.kind, x.reference])).toEqual([['tab', ana.tabId]]);
    expect((placed[0]!.contact as { tableNum?: string }).tableNum).toBe('12');

    const bill = (await kit.view(ben)).json();
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
    const hold = await kit.openerHold(ana.tabId);
    const third = await kit.sent(cy, 1); // 49.16 + 16.39 > 50
    expect(third.statusCode, third.body).toBe(200);
    expect(gateway.held(hold.authorizationId)).toBe(10000);
    const tab = await kit.tabRow(ana.tabId);
    expect([tab.heldCents, tab.billedCents]).toEqual([10000, 6555]);
  });

  it('never shows a tab to a member of another', async () => {
    const other = await kit.opened('13');
    expect((await kit.view({ ...other, tabId: ana.tabId })).statusCode).toBe(404);
    expect((await kit.view({ ...ben, tabId: other.tabId })).statusCode).toBe(404);
    expect((await kit.sent({ ...other, tabId: ana.tabId }, 1)).statusCode).toBe(404);
  });

  it('refuses a split that does not fit the bill, saying why in the diner’s language', async () => {
    const bill = (await kit.view(ana)).json();
    const [anaLine, benLine, cyLine] = bill.lines.map((l: { id: string }) => l.id);
    const short = await kit.splitting(ben, { kind: 'amounts', amounts: [5] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'This split does not work for the bill: the amounts must add up to the bill.',
    );
    expect(short.json().details).toEqual([
      { path: 'body.split', message: 'the amounts must add up to the bill' },
    ]);
    const gone = await kit.splitting(
      ben,
      { kind: 'by_item', items: [{ lineId: 'nope', payers: ['Ben'] }] },
      'fr-CA',
    );
    expect(gone.json().message).toBe(
      'Ce partage ne convient pas à l’addition\u00a0: un de ses articles n’est plus sur l’addition (actualisez l’addition et partagez-la de nouveau).',
    );
    const unpaid = await kit.splitting(ben, {
      kind: 'by_item',
      items: [{ lineId: anaLine, payers: ['Ana'] }],
    });
    expect(unpaid.json().message).toBe(
      'This split does not work for the bill: every item on the bill needs someone to pay for it.',
    );
    const crowd = Array.from({ length: MAX_SHARES }, (_, i) => `Guest ${i}`);
    const many = await kit.splitting(ben, {
      kind: 'by_item',
      items: [
        { lineId: anaLine, payers: crowd },
        { lineId: benLine, payers: ['Ben'] },
        { lineId: cyLine, payers: ['Cy'] },
      ],
    });
    expect(many.json().message).toContain(`${MAX_SHARES} shares at most`);
    expect((await kit.view(ana)).json().shares).toEqual([]);
  });

  it('splits by item with one item shared, pays each share once with its own tip, and closes', async () => {
    const bill = (await kit.view(ana)).json();
    const [anaLine, benLine, cyLine] = bill.lines.map((l: { id: string }) => l.id);
    const res = await kit.splitting(ben, {
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
      kit.paying(ana, shares[0]!.id, { type: 'percentage', value: 15 }),
      kit.paying(cy, shares[0]!.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await kit.paying(ben, shares[1]!.id, { type: 'dollar', value: 2 })).statusCode).toBe(200);
    // The split cannot change once a share is paid.
    expect((await kit.splitting(ben, { kind: 'whole' })).statusCode).toBe(409);
    const last = await kit.paying(cy, shares[2]!.id);
    expect(last.statusCode, last.body).toBe(200);
    const paid = last.json();
    expect(paid.remaining).toBe(0);
    expect(paid.shares.map((s: { status: string }) => s.status)).toEqual(['paid', 'paid', 'paid']);
    // The winner of the race tipped 15 % of the share before taxes (363 cents of its 2417, not 410 of its 2732) or
    // nothing; Ben $2.
    const tips = paid.shares.map((s: { tip: number }) => s.tip);
    expect(res.json().shares[0].tipBase).toBe(24.17);
    expect([3.63, 0]).toContain(tips[0]);
    expect(tips[1]).toBe(2);
    expect(gateway.capturedTotal() - before).toBe(6555 + Math.round(tips[0] * 100) + 200);

    // A round after the table paid its shares is refused; the opener closes, the whole hold is released.
    expect((await kit.sent(ben, 1)).statusCode).toBe(409);
    expect((await kit.closing(ben)).statusCode).toBe(403);
    const closed = await kit.closing(ana);
    expect(closed.json()).toEqual({ captured: 0, released: 100 });
    const hold = await kit.openerHold(ana.tabId);
    expect(gateway.held(hold.authorizationId)).toBe(0);
    expect((await kit.sent(ana, 1)).statusCode).toBe(409);
    // The table is free for the next party.
    expect((await kit.open('12', 'Dee')).statusCode).toBe(200);
  });
});

describe('a round on the tab names no other payment', () => {
  it.each([
    [
      '95',
      'a gift card',
      { voucher: { code: '6011 0000 0000 0050' } },
      'A round on the table’s tab is paid with the tab: use the gift card when the tab is paid, not on a round.',
    ],
    [
      '96',
      'credits',
      { credits: { id: '42' } },
      'A round on the table’s tab is paid with the tab: your credits are not spent on a round.',
    ],
    [
      '97',
      'a tip',
      { tip: { type: 'percentage', percentageValue: 20 } },
      'A round on the table’s tab carries no tip: each payer tips their share when the tab is paid.',
    ],
  ])(
    'at table %s refuses %s, which the bill would charge again, and bills nothing',
    async (table, _, costs, message) => {
      const ana = await kit.opened(table);
      const res = await kit.sent(ana, 1, { costs });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect((await kit.view(ana)).json().total).toBe(0);
      // A tip of nothing is no tip: the round goes on the bill.
      await kit.round(ana, 1, { costs: { tip: { type: 'percentage', percentageValue: 0 } } });
      expect((await kit.view(ana)).json().total).toBe(16.39);
    },
  );

  it('says so in French', async () => {
    const ana = await kit.opened('98');
    const res = await kit.sent(ana, 1, { costs: { credits: { id: '42' } }, locale: 'fr-CA' });
    expect(res.json().message).toBe(
      'Une tournée sur l’addition de la table se paie avec l’addition\u00a0: vos crédits ne sont pas dépensés sur une tournée.',
    );
  });
});
