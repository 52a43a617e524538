/**
 * A suite's event-day tab is a tab (features/tabs/suite-tab.ts): each event-day order is a round on it up to the
 * operator's limit, one past it is refused with the amounts, guests ordering at once never pass it together, the
 * staff board lists it and the owner's view reads its total from it. Setup and helpers: suites-test-kit.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { checkouts, eventSuites, orders, tabRounds, tabs } from '../../db/schema';
import { signInStaff } from '../../testing/staff';
import { call } from '../accounts/accounts-test-kit';
import {
  asOperator,
  get,
  inject,
  operatorToken,
  orderBody,
  ownerToken,
  POPCORN,
  STADIUM,
  submit,
  t,
  useSuitesApp,
} from './suites-test-kit';

useSuitesApp();

/** Three popcorn buckets with Ontario's 13 %: $61.02 an order. */
const ORDER_CENTS = 6102;
/** The quick menu takes 3 orders per 45-minute slot: each order asks the next of 8 slots, so none is ever full. */
let slot = 0;
const nextSlot = () =>
  new Date(Date.parse('2026-12-09T18:00:00Z') + (slot++ % 8) * 45 * 60_000).toISOString();

async function setLimit(key: string, limit: string) {
  const url = `/api/catering/events/${get(key).eventId}/event-suites/${get(key).id}/update-event-day-settings`;
  const res = await inject('PUT', url, { tab_limit: limit }, asOperator(operatorToken));
  expect(res.statusCode, res.body).toBe(200);
}

const order = (key: string, locale = 'en-CA') =>
  submit(orderBody(get(key).id, [POPCORN], { eventDay: true, pickup: nextSlot() }), ownerToken, locale);

async function suiteTab(key: string) {
  const [row] = await t.handle.db
    .select({ tab: tabs })
    .from(tabs)
    .innerJoin(eventSuites, eq(eventSuites.id, tabs.eventSuiteId))
    .where(eq(eventSuites.publicId, get(key).id));
  if (!row) return undefined;
  const rounds = await t.handle.db.select().from(tabRounds).where(eq(tabRounds.tabId, row.tab.id));
  return { ...row.tab, rounds };
}

describe("a suite's event-day tab", () => {
  it('takes each event-day order as a round on the suite tab up to the limit, then refuses one past it', async () => {
    await setLimit('0:Suite 101', '200');
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await order('0:Suite 101');
      expect(res.statusCode, res.body).toBe(200);
      placed.push(res.json().id);
    }
    const tab = await suiteTab('0:Suite 101');
    expect(tab).toMatchObject({
      kind: 'suite',
      status: 'open',
      tableNum: 'Suite 101',
      billedCents: 3 * ORDER_CENTS,
    });
    // Each round is the checkout of one of the orders placed.
    const checkoutsOf = await t.handle.db
      .select({ id: checkouts.id })
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(inArray(orders.publicId, placed));
    expect(tab?.rounds.map((r) => r.checkoutId).sort()).toEqual(checkoutsOf.map((c) => c.id).sort());
    expect(tab?.rounds.map((r) => r.amountCents)).toEqual([ORDER_CENTS, ORDER_CENTS, ORDER_CENTS]);

    const over = await order('0:Suite 101');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('This order ($61.02) is over the suite’s remaining tab of $16.94.');
    const overFr = await order('0:Suite 101', 'fr-CA');
    // French amounts are spaced with a no-break space.
    expect(overFr.json().message.replace(/\s/g, ' ')).toBe(
      'Cette commande (61,02 $) dépasse le solde de l’ardoise de la loge, soit 16,94 $.',
    );
    // Nothing of the refused orders is on the tab.
    expect(await suiteTab('0:Suite 101')).toMatchObject({
      billedCents: 3 * ORDER_CENTS,
      rounds: { length: 3 },
    });

    // The owner's own event-day view: the tab's total against the limit.
    const mine = await call(
      t.app,
      'POST',
      '/api/catering/suite-owners/get-upcoming-events',
      { email: 'suite.owner@example.com' },
      { token: ownerToken },
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const suite = (
      mine.json().events as {
        suites: { eventSuite: { id: string; tab_limit: number; tab_spent: number; tab_remaining: number } }[];
      }[]
    )
      .flatMap((e) => e.suites)
      .find((s) => s.eventSuite.id === get('0:Suite 101').id);
    expect(suite?.eventSuite).toMatchObject({ tab_limit: 200, tab_spent: 183.06, tab_remaining: 16.94 });
  });

  it('gives a cancelled order back to the tab', async () => {
    const tab = await suiteTab('0:Suite 101');
    const [first] = await t.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.checkoutId, tab!.rounds[0]!.checkoutId)));
    await t.handle.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first!.id));
    const again = await order('0:Suite 101');
    expect(again.statusCode, again.body).toBe(200);
    expect(await suiteTab('0:Suite 101')).toMatchObject({
      billedCents: 3 * ORDER_CENTS,
      rounds: { length: 4 },
    });
  });

  it('never passes the limit with 10 guests ordering at once', async () => {
    // Room for four orders ($244.08), not five.
    await setLimit('0:Suite 205', '250');
    const answers = await Promise.all(Array.from({ length: 10 }, () => order('0:Suite 205')));
    const codes = answers.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toMatch(
        /^This order \(\$61\.02\) is over the suite’s remaining tab of \$/,
      );
    const tab = await suiteTab('0:Suite 205');
    expect(tab?.billedCents).toBe(4 * ORDER_CENTS);
    expect(tab?.rounds).toHaveLength(4);
    const live = await t.handle.db
      .select({ total: orders.totalCents })
      .from(orders)
      .innerJoin(eventSuites, eq(eventSuites.id, orders.eventSuiteId))
      .where(
        and(
          eq(eventSuites.publicId, get('0:Suite 205').id),
          inArray(orders.status, ['pending', 'awaiting_payment']),
        ),
      );
    expect(live.reduce((sum, o) => sum + o.total, 0)).toBeLessThanOrEqual(25_000);
  });

  it("lists the suite's tab on the staff board with its suite, event, total and limit; staff do not close it", async () => {
    const staff = await signInStaff(t.handle.db, { restaurantId: STADIUM, role: 'staff' });
    const board = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    expect(board.statusCode, board.body).toBe(200);
    const tab101 = await suiteTab('0:Suite 101');
    const listed = (board.json().tabs as { id: string; suite: { name: string } | null }[]).filter(
      (x) => x.suite,
    );
    expect(listed.map((x) => x.suite?.name)).toEqual(['Suite 101', 'Suite 205']);
    expect(listed[0]).toEqual({
      id: tab101?.publicId,
      table: 'Suite 101',
      status: 'open',
      total: 183.06,
      held: 0,
      paid: 0,
      openedAt: expect.any(String),
      lastRoundAt: expect.any(String),
      suite: { name: 'Suite 101', event: expect.any(String), startsAt: expect.any(String), limit: 200 },
    });
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${tab101?.publicId}/close`,
      headers: { ...staff.headers(), locale: 'fr-CA' },
    });
    expect(close.statusCode).toBe(409);
    expect(close.json().message).toMatch(/^L’ardoise d’une loge ne se ferme ni ne se déplace ici/);
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${tab101?.publicId}/move`,
      headers: staff.headers(),
      payload: { table: '12' },
    });
    expect(move.statusCode).toBe(409);
    // Only the suite's own event-day orders land on its tab: a round naming it is "no such tab".
    const round = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...staff.headers(), 'idempotency-key': `suite-tab-round-${tab101?.publicId}` },
      payload: {
        ...orderBody(get('0:Suite 101').id, [POPCORN], { eventDay: true, pickup: nextSlot() }),
        data: {
          ...orderBody(get('0:Suite 101').id, [POPCORN], { eventDay: true }).data,
          config: { restaurantId: String(STADIUM), tabId: tab101?.publicId },
          suites: undefined,
        },
      },
    });
    expect(round.statusCode, round.body).toBe(404);
    expect(await suiteTab('0:Suite 101')).toMatchObject({ status: 'open', tableNum: 'Suite 101' });
  });

  it('gives the event-day orders placed before the migration their tab, as the orders would have made it', async () => {
    const before = await Promise.all(['0:Suite 101', '0:Suite 205'].map(suiteTab));
    await t.handle.db.delete(tabs).where(eq(tabs.kind, 'suite'));
    // The migration's statements after its schema changes: the suites' tabs, their rounds and totals.
    const backfill = readFileSync(join(migrationsFolder, '0022_suite_tabs.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) =>
        /^(--.*\n)?(INSERT INTO "tabs"|INSERT INTO "tab_rounds"|UPDATE "tabs")/.test(statement.trim()),
      );
    expect(backfill).toHaveLength(3);
    for (const statement of backfill) await t.handle.db.execute(sql.raw(statement));
    const after = await Promise.all(['0:Suite 101', '0:Suite 205'].map(suiteTab));
    const shape = (tab: Awaited<ReturnType<typeof suiteTab>>) => ({
      kind: tab?.kind,
      status: tab?.status,
      tableNum: tab?.tableNum,
      billedCents: tab?.billedCents,
      rounds: tab?.rounds.map((r) => [r.checkoutId, r.amountCents]).sort(),
    });
    expect(after.map(shape)).toEqual(before.map(shape));
    // The limit holds on the tab so made.
    const over = await order('0:Suite 205');
    expect(over.statusCode).toBe(409);
  });
});
