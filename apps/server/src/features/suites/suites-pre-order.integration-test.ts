/**
 * Suite pre-orders through the API: placing, changing and locking a pre-order, and the questions a suite
 * is asked.
 * Setup and helpers: suites-test-kit.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { startClockAt } from '../../clock';
import { repoRoot } from '../../config';
import { orders, outbox } from '../../db/schema';
import { importDataFile } from '../restaurants';
import { replacePreOrderHandler } from './replace-pre-order';
import {
  COOKIES,
  CRUDITE,
  get,
  NOW,
  orderBody,
  ownerToken,
  partnerToken,
  post,
  STADIUM,
  submit,
  t,
  useSuitesApp,
} from './suites-test-kit';

useSuitesApp();

describe('pre-ordering', () => {
  let first: string;
  it('needs a saved card', async () => {
    const res = await submit(orderBody(get('6:Suite 310').id, [CRUDITE], { card: null }), partnerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Pre-ordering requires a saved payment method.');
  });
  it("refuses another owner's suite", async () => {
    const res = await submit(orderBody(get('6:Suite 310').id, [CRUDITE]), ownerToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Invalid suite owner.');
  });
  it('refuses after the lock', async () => {
    const res = await submit(orderBody(get('0:Suite 101').id, [CRUDITE]), ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 422 });
    expect(res.json().message).toMatch(
      /^Pre-ordering for this event closed on 06\/12\/2026 at \d{1,2}:\d{2} [ap]\.m\.$/,
    );
  });
  it('takes only the catering menus', async () => {
    const nachos = {
      id: 'ls-c-nachos',
      menu: 'ls-concessions',
      section: 'ls-s-eats',
      price: 9,
      quantity: 20,
    };
    const res = await submit(orderBody(get('6:Suite 101').id, [nachos]), ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 416,
      message: 'Pre-orders are taken from the catering menus only.',
    });
  });
  it.each([
    ['en-CA', 'Add $55.00 more to reach the minimum order of $150.00'],
    ['fr-CA', 'Ajoutez encore 55,00 $ pour atteindre la commande minimale de 150,00 $'],
  ])(
    'refuses a pre-order under the Suite Catering minimum, one $95 crudité board (%s)',
    async (locale, text) => {
      const res = await submit(
        orderBody(get('6:Suite 101').id, [{ ...CRUDITE, quantity: 1 }]),
        ownerToken,
        locale,
      );
      expect(res.statusCode).toBe(400);
      // Intl separates the amount and the symbol with a no-break space in French.
      expect(res.json().message.replace(/\s/g, ' ')).toBe(text);
    },
  );
  it("places the pre-order at the suite's delivery time, linked to the event suite", async () => {
    const res = await submit(orderBody(get('6:Suite 101').id, [CRUDITE]), ownerToken);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      event: 'createdOrder',
      pickup_time: '2026-12-15T23:30:00.000Z',
      status: 'pending',
    });
    first = view.id;
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, first));
    expect(row).toMatchObject({ suiteOrderKind: 'pre-order', placedByUserId: null });
    expect(row?.eventSuite).toMatchObject({
      suite: 'Suite 101',
      notes: 'Please set up by the bar; two guests have nut allergies.',
    });
    const info = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id },
      { token: ownerToken },
    );
    expect(info.json().suiteCateringOrder).toMatchObject({
      id: first,
      kind: 'pre-order',
      items: [{ id: 'ls-crudite', quantity: 2 }],
    });
  });
  it('refuses a second pre-order that does not name the first', async () => {
    const res = await submit(orderBody(get('6:Suite 101').id, [COOKIES]), ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This suite already has a pre-order: change it instead.');
  });
  it('changes it before the lock: modifiedOrder, the old order cancelled (and a replacement message written)', async () => {
    const res = await submit(
      orderBody(get('6:Suite 101').id, [CRUDITE, COOKIES], { modifies: first }),
      ownerToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ event: 'modifiedOrder' });
    const [old] = await t.handle.db.select().from(orders).where(eq(orders.publicId, first));
    expect(old?.status).toBe('cancelled');
    expect(old?.cancelReason).toMatch(/^Replaced by the changed pre-order #/);
    const messages = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'suite.replace_pre_order'));
    expect(messages.map((m) => (m.payload as { orderId: string }).orderId)).toContain(first);
    // The owner changed it: no "your order was cancelled" message (the new order's confirmation tells them).
    const told = await t.handle.db
      .select()
      .from(outbox)
      .where(inArray(outbox.type, ['order.cancelled_email', 'order.cancelled_sms']));
    expect(told.filter((m) => (m.payload as { orderId: string }).orderId === first)).toEqual([]);
    const stale = await submit(orderBody(get('6:Suite 101').id, [COOKIES], { modifies: first }), ownerToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This pre-order was already changed or cancelled. Please reload the event.',
    );
  });
  it('the replacement message cancels a replaced pre-order after a crash, only once the change is placed', async () => {
    const key = get('13:Suite 101').id;
    const placed = await submit(orderBody(key, [CRUDITE]), ownerToken);
    expect(placed.statusCode, placed.body).toBe(200);
    const [c] = await t.handle.db.select().from(orders).where(eq(orders.publicId, placed.json().id));
    if (!c) throw new Error('no order');
    // A change whose request died before cancelling C: a newer pre-order row of the suite, first still being paid.
    const { id: _id, ...copy } = c;
    const [, newer] = await t.handle.db
      .insert(orders)
      .values([
        {
          ...copy,
          publicId: 'crash-failed',
          number: 90_001,
          status: 'payment_failed',
          createdAt: new Date(c.createdAt.getTime() + 500),
        },
        {
          ...copy,
          publicId: 'crash-change',
          number: 90_002,
          status: 'awaiting_payment',
          createdAt: new Date(c.createdAt.getTime() + 1000),
        },
      ])
      .returning({ id: orders.id });
    const handler = replacePreOrderHandler(
      t.handle.db,
      t.app.orderStatusBus,
      () => new SandboxGateway(),
      () => new Date(NOW),
    );
    const message = { payload: { orderId: c.publicId, locale: 'fr-CA', userId: c.userId } };
    expect(await handler(message)).toMatchObject({ ok: false, retryable: true });
    expect((await t.handle.db.select().from(orders).where(eq(orders.id, c.id)))[0]?.status).toBe('pending');
    await t.handle.db
      .update(orders)
      .set({ status: 'pending' })
      .where(eq(orders.id, newer?.id as number));
    expect(await handler(message)).toEqual({ ok: true });
    const [after] = await t.handle.db.select().from(orders).where(eq(orders.id, c.id));
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Remplacée par la précommande modifiée no 90002.',
    });
    // Run again (the request path already did it, or a retry): nothing more happens.
    expect(await handler(message)).toEqual({ ok: true });
    await t.handle.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, newer?.id as number));
  });
  it('refuses the change after the lock', async () => {
    const info = await post(
      '/api/catering/events/get-minimal-info',
      { eventSuiteId: get('6:Suite 101').id },
      { token: ownerToken },
    );
    const current = info.json().suiteCateringOrder.id as string;
    startClockAt('2026-12-13T01:00:00Z');
    try {
      const res = await submit(
        orderBody(get('6:Suite 101').id, [COOKIES], { modifies: current }),
        ownerToken,
      );
      expect(res.json()).toMatchObject({ code: 422 });
    } finally {
      startClockAt(NOW);
    }
  });
  it("lists the owner's upcoming events with suites and orders, never the past, only for the owner", async () => {
    const res = await post(
      '/api/catering/suite-owners/get-upcoming-events',
      { email: 'Suite.Owner@example.com' },
      { token: ownerToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().events as {
      event: { title: string };
      suites: { eventSuite: { suite: { name: string } }; orders: unknown[] }[];
    }[];
    expect(list.map((e) => e.suites.map((s) => s.eventSuite.suite.name))).toEqual([
      ['Suite 101', 'Suite 205'],
      ['Suite 101', 'Suite 205'],
      ['Suite 101', 'Suite 205'],
    ]);
    expect(list[1]?.suites[0]?.orders).toHaveLength(1);
    const other = await post(
      '/api/catering/suite-owners/get-upcoming-events',
      { email: 'suite.owner@example.com' },
      { token: partnerToken },
    );
    expect(other.statusCode).toBe(403);
  });
});

describe("a suite is asked only the data file's questions for suites (their modes)", () => {
  it('takes a pre-order without the answer to a required question for catering only, refuses an answer to it, and requires one for every way', async () => {
    const stadium = JSON.parse(readFileSync(join(repoRoot, 'demo/lakeshore-stadium.json'), 'utf8'));
    // "Suite number or meeting room", made required, is asked of generic catering (modes ['catering']) only; a
    // required question for every way is asked of a suite too.
    stadium.order_options.custom_questions[0].required = true;
    stadium.order_options.custom_questions.push({
      id: 'ls-q-allergy',
      question: 'Any allergies?',
      options: ['None', 'Noted on my items'],
      question_type: 'select_one',
      required: true,
    });
    expect((await importDataFile(t.handle.db, stadium)).ok).toBe(true);
    t.app.publishedVersions.invalidateRestaurant(STADIUM);
    try {
      const key = get('13:Suite 205').id;
      const withAnswers = (answers: { id: string; answer: string }[]) => {
        const body = orderBody(key, [CRUDITE]);
        (body.data.checkout as Record<string, unknown>).questions = answers;
        return body;
      };
      const unasked = await submit(
        withAnswers([
          { id: 'ls-q-suite', answer: 'Club lounge' },
          { id: 'ls-q-allergy', answer: 'None' },
        ]),
        ownerToken,
      );
      expect(unasked.statusCode).toBe(400);
      const unanswered = await submit(withAnswers([]), ownerToken);
      expect(unanswered.statusCode).toBe(400);
      expect(unanswered.json().message).toBe('Please answer “Any allergies?”.');
      const res = await submit(withAnswers([{ id: 'ls-q-allergy', answer: 'None' }]), ownerToken);
      expect(res.statusCode, res.body).toBe(200);
      const [kept] = await t.handle.db.select().from(orders).where(eq(orders.publicId, res.json().id));
      expect(JSON.stringify(kept?.answers)).toContain('Any allergies?');
    } finally {
      const demo = JSON.parse(readFileSync(join(repoRoot, 'demo/lakeshore-stadium.json'), 'utf8'));
      expect((await importDataFile(t.handle.db, demo)).ok).toBe(true);
      t.app.publishedVersions.invalidateRestaurant(STADIUM);
    }
  });
});
