/**
 * The submission pipeline end to end, a marketplace hub's checkout: split into one
 * order per kitchen under one authorization, each kitchen's taxes, captures and staff board its own, and the capacity
 * of each kitchen checked.
 */

import { localDate } from '@ordering/domain/ordering/zoned';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, orderLines, orderSettlements, orders, orderTenders } from '../../db/schema';
import { cartItem, futureSlot } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { recoverSettlement } from './settlement-recovery';
import { body, ctx, HUB, ordersOf, rows, submissionApp, submit, taco } from './submission-fixtures';

submissionApp();

/** A checkout at the hub, by default at the marketplace's endpoint (one order per kitchen). */
const atHub = (items: unknown[], pickup: string, url = '/api/orders/create-marketplace-order') =>
  submit(body({ restaurantId: HUB, items, questions: [], pickup }), { url, restaurantId: HUB });

/** The tenders of the kitchens' orders. */
const tendersOf = (kitchens: { id: number }[]) =>
  ctx.t.db
    .select()
    .from(orderTenders)
    .where(
      inArray(
        orderTenders.orderId,
        kitchens.map((o) => o.id),
      ),
    );

describe('a marketplace hub', () => {
  it('places one order per kitchen, in one checkout with one authorization, costs adding up', async () => {
    const auths = ctx.gateway.authorized;
    const res = await atHub([cartItem('bowl', 2), taco()], futureSlot(51));
    expect(res.statusCode).toBe(200);
    const placed = res.json();
    expect(placed.orders).toHaveLength(2);
    expect(ctx.gateway.authorized).toBe(auths + 1);
    const kitchens = await ordersOf(placed);
    expect(new Set(kitchens.map((o) => o.number)).size).toBe(2);
    expect(kitchens.map((o) => o.menuId).sort()).toEqual(['k2', 'to']);
    const lines = await ctx.t.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          kitchens.map((o) => o.id),
        ),
      );
    for (const order of kitchens) {
      const own = lines.filter((l) => l.orderId === order.id);
      expect(own.every((l) => l.menuId === order.menuId)).toBe(true);
      expect((order.costs as { subtotal: number }).subtotal).toBe(own.reduce((s, l) => s + l.lineCents, 0));
    }
    const [checkout] = await ctx.t.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.publicId, placed.checkoutId));
    expect(kitchens.reduce((s, o) => s + o.totalCents, 0)).toBe(checkout?.totalCents);
    const tenders = await tendersOf(kitchens);
    expect(new Set(tenders.map((x) => x.reference)).size).toBe(1);
    expect(tenders.reduce((s, x) => s + x.amountCents, 0)).toBe(checkout?.chargeCents);
  });

  it('gives each kitchen’s order the taxes of its own goods: none on a zero-rated one', async () => {
    const res = await atHub(
      [cartItem('bowl', 1), { ...taco(), id: 'tortillas', orderPrice: 3 }],
      futureSlot(60),
    );
    expect(res.statusCode).toBe(200);
    const placed = await ordersOf(res.json());
    const byKitchen = Object.fromEntries(
      placed.map((o) => [o.menuId, { taxes: (o.costs as { taxes: number }).taxes, total: o.totalCents }]),
    );
    // The $10 bowl bears HST 13 %; the $3 tortillas none. Split by subtotal, they had $0.30 and $1.00.
    expect(byKitchen).toEqual({ to: { taxes: 130, total: 1130 }, k2: { taxes: 0, total: 300 } });
  });

  it.each([
    ['before', 'tacos', 57],
    ['after', 'bowls', 61],
  ] as const)(
    'each kitchen captures its own share of the one authorization; a kitchen declining %s the other accepts releases its share, and the card holds nothing more',
    async (_when, first, hoursAhead) => {
      const res = await atHub([cartItem('bowl', 2), taco()], futureSlot(hoursAhead));
      const [bowls, tacos] = res.json().orders as { id: string }[];
      const manager = await signInStaff(ctx.t.db, { restaurantId: HUB, role: 'manager' });
      const staff = (id: string, status: string) =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/api/staff/orders/${id}/status`,
          headers: manager.headers(),
          payload: status === 'cancelled' ? { status, reason: 'Out of tortillas' } : { status },
        });
      const moves = [
        [tacos?.id ?? '', 'cancelled'],
        [bowls?.id ?? '', 'in_progress'],
      ];
      if (first === 'bowls') moves.reverse();
      for (const [id, status] of moves) expect((await staff(id ?? '', status ?? '')).statusCode).toBe(200);
      const kitchens = await ctx.t.db
        .select()
        .from(orders)
        .where(inArray(orders.publicId, [bowls?.id ?? '', tacos?.id ?? '']));
      const tenders = await tendersOf(kitchens);
      const of = (publicId: string | undefined) =>
        tenders.find((x) => x.orderId === kitchens.find((o) => o.publicId === publicId)?.id);
      expect(of(tacos?.id)?.details).toMatchObject({ voidId: expect.any(String) });
      expect(of(bowls?.id)?.details).toMatchObject({ captureId: expect.any(String) });
      // The bowls' share captured, the tacos' share released: the diner's card holds nothing more.
      const authorization = of(bowls?.id)?.reference ?? '';
      expect(of(tacos?.id)?.reference).toBe(authorization);
      expect(ctx.gateway.held(authorization)).toBe(0);
    },
  );

  // Both kitchens at the same moment: on the embedded database (one connection) they settle in turn either way;
  // CI's PostgreSQL leg is where this bites (each counted the other as still to capture, and the rest stayed held).
  it.each([
    ['both accept', 'in_progress', 'in_progress', 70],
    ['one accepts as the other declines', 'in_progress', 'cancelled', 80],
  ] as const)(
    '%s at the same moment: the shares settle in turn and the card holds nothing more',
    async (_name, a, b, hours) => {
      const manager = await signInStaff(ctx.t.db, { restaurantId: HUB, role: 'manager' });
      const staff = (id: string, status: string) =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/api/staff/orders/${id}/status`,
          headers: manager.headers(),
          payload: status === 'cancelled' ? { status, reason: 'Out of tortillas' } : { status },
        });
      for (let round = 0; round < 4; round++) {
        const res = await atHub([cartItem('bowl', 2), taco()], futureSlot(hours + round));
        expect(res.statusCode, res.body).toBe(200);
        const [bowls, tacos] = res.json().orders as { id: string }[];
        const moves = [
          [bowls?.id ?? '', a],
          [tacos?.id ?? '', b],
        ] as const;
        const answers = await Promise.all(moves.map(([id, status]) => staff(id, status)));
        for (const [i, answer] of answers.entries()) {
          expect([200, 409], answer.body).toContain(answer.statusCode);
          // The one that met the other's settlement in flight is asked to retry, and then goes through.
          if (answer.statusCode === 409) {
            expect(answer.headers['retry-after']).toBeDefined();
            expect(answer.json().details).toEqual({ reason: 'share_settling' });
            const [id, status] = moves[i] ?? ['', ''];
            expect((await staff(id, status)).statusCode).toBe(200);
          }
        }
        const kitchens = await ctx.t.db
          .select()
          .from(orders)
          .where(inArray(orders.publicId, [bowls?.id ?? '', tacos?.id ?? '']));
        const tenders = await tendersOf(kitchens);
        expect(ctx.gateway.held(tenders[0]?.reference ?? '')).toBe(0);
      }
    },
  );

  it('finishes a crashed kitchen’s settlement later when another kitchen of the card is settling as it runs (found by review)', async () => {
    const res = await atHub([cartItem('bowl', 2), taco()], futureSlot(90));
    expect(res.statusCode, res.body).toBe(200);
    const [bowls, tacos] = res.json().orders as { id: string }[];
    const manager = await signInStaff(ctx.t.db, { restaurantId: HUB, role: 'manager' });
    const kitchens = await ctx.t.db
      .select()
      .from(orders)
      .where(inArray(orders.publicId, [bowls?.id ?? '', tacos?.id ?? '']));
    const a = kitchens.find((o) => o.publicId === bowls?.id);
    const b = kitchens.find((o) => o.publicId === tacos?.id);
    const now = new Date();
    // The bowls' accept crashed three minutes ago (its claim is stale); the tacos' settlement is in flight now.
    await ctx.t.db.insert(orderSettlements).values([
      {
        orderId: a?.id ?? 0,
        restaurantId: HUB,
        action: 'capture',
        startedAt: new Date(now.getTime() - 180_000),
      },
      { orderId: b?.id ?? 0, restaurantId: HUB, action: 'return', startedAt: now },
    ]);
    const recover = () =>
      recoverSettlement(
        ctx.t.db,
        ctx.t.app.orderStatusBus,
        async () => ctx.gateway,
        {
          restaurantId: HUB,
          payload: {
            orderRowId: a?.id,
            resume: {
              kind: 'status',
              orderId: bowls?.id,
              status: 'in_progress',
              role: 'manager',
              userId: manager.userId,
            },
          },
        },
        now,
      );
    // Asked again later by the outbox, not given up: the processor may already have done it.
    expect(await recover()).toMatchObject({ ok: false, retryable: true });
    await ctx.t.db.delete(orderSettlements).where(eq(orderSettlements.orderId, b?.id ?? 0));
    expect(await recover()).toEqual({ ok: true });
    const [row] = await ctx.t.db
      .select()
      .from(orders)
      .where(eq(orders.id, a?.id ?? 0));
    expect(row?.status).toBe('in_progress');
  });

  it("shows each kitchen's order on that kitchen's own staff board (kitchen=menu id)", async () => {
    const pickup = futureSlot(63);
    const res = await atHub([cartItem('bowl'), taco(2)], pickup);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().orders as { id: string; number: number; menuId: string }[];
    const ZONE = 'America/Toronto'; // the fixture's zone: the data file's default
    const staff = await signInStaff(ctx.t.db, { restaurantId: HUB, role: 'staff' });
    const board = async (kitchen?: string) => {
      const query = new URLSearchParams({
        restaurantId: String(HUB),
        date: localDate(new Date(pickup), ZONE),
      });
      if (kitchen) query.set('kitchen', kitchen);
      const answer = await ctx.t.app.inject({
        method: 'GET',
        url: `/api/staff/orders?${query}`,
        headers: staff.headers(),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().orders as { id: string; menuId: string }[]).filter((o) =>
        placed.some((p) => p.id === o.id),
      );
    };
    expect((await board()).map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
    for (const kitchen of ['to', 'k2']) {
      const own = await board(kitchen);
      expect(own.map((o) => o.id)).toEqual(placed.filter((p) => p.menuId === kitchen).map((p) => p.id));
      expect(own.every((o) => o.menuId === kitchen)).toBe(true);
    }
    expect(await board('no-such-kitchen')).toEqual([]);
  });

  it('checks the capacity of each kitchen: a full kitchen refuses the whole checkout', async () => {
    const pickup = futureSlot(52);
    const first = await atHub([taco(1)], pickup, '/api/orders');
    expect(first.statusCode).toBe(200);
    const before = await rows(orders);
    const res = await atHub([cartItem('bowl'), taco()], pickup, '/api/orders');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(417);
    expect(await rows(orders)).toBe(before);
  });
});
