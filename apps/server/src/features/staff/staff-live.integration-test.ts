/** The staff console's live streams (decision 014): the board's orders, the open menus' pause and sold out. */

import { describe, expect, it } from 'vitest';
import { openEventStream } from '../../testing/event-stream';
import { base, call, placeOrder, R, useStaffConsole, who } from './staff-test-kit';

useStaffConsole();

const markWingsSoldOut = (soldOut: boolean) =>
  call(
    'POST',
    `/api/staff/restaurants/${R}/sold-out`,
    who.manager!,
    { kind: 'item', id: 'wings', soldOut },
    null,
  );

describe('live streams', () => {
  it('a board hears new and changed orders; open menus hear pause and sold out, nothing about orders', async () => {
    const board = await openEventStream(`${base}/api/staff/restaurants/${R}/events`, who.staff);
    expect(board.status).toBe(200);
    const menu = await openEventStream(`${base}/api/restaurants/${R}/live`);
    expect(await board.nextEvent('live')).toMatchObject({ restaurantId: R, ordersPaused: false });
    expect(await menu.nextEvent('live')).toMatchObject({ restaurantId: R, ordersPaused: false });

    const order = await placeOrder();
    expect(await board.nextEvent('order')).toMatchObject({
      kind: 'new',
      order: { id: order.id, status: 'pending' },
    });
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    expect(await board.nextEvent('order')).toMatchObject({
      kind: 'changed',
      order: { id: order.id, status: 'in_progress' },
    });

    await markWingsSoldOut(true);
    expect(await menu.nextEvent('live')).toMatchObject({ soldOut: { items: { wings: true } } });
    expect(await board.nextEvent('live')).toMatchObject({ soldOut: { items: { wings: true } } });
    await markWingsSoldOut(false);
    expect(await menu.nextEvent('live')).toMatchObject({ soldOut: { items: {} } });
    board.close();
    menu.close();
  });

  it('orders placed together reach the board each whole, read together, in the order they were heard', async () => {
    const board = await openEventStream(`${base}/api/staff/restaurants/${R}/events`, who.staff);
    expect(await board.nextEvent('live')).toMatchObject({ restaurantId: R });
    const placed = await Promise.all([placeOrder(), placeOrder(), placeOrder(), placeOrder()]);
    const heard: { kind: string; order: { id: string; status: string; lines: unknown[] } }[] = [];
    for (let i = 0; i < placed.length; i++) heard.push(await board.nextEvent('order'));
    expect(heard.map((e) => e.order.id).sort()).toEqual(placed.map((o) => o.id).sort());
    for (const event of heard) {
      expect(event).toMatchObject({ kind: 'new', order: { status: 'pending' } });
      expect(event.order.lines.length).toBeGreaterThan(0);
    }
    board.close();
  });

  it('boards of one restaurant hear the same events, each of its own kind, the live state as well', async () => {
    const boards = [
      await openEventStream(`${base}/api/staff/restaurants/${R}/events`, who.staff),
      await openEventStream(`${base}/api/staff/restaurants/${R}/events`, who.manager),
      await openEventStream(`${base}/api/staff/restaurants/${R}/events`, who.staff),
    ];
    for (const board of boards) expect(await board.nextEvent('live')).toMatchObject({ restaurantId: R });
    const order = await placeOrder();
    const heardNew = await Promise.all(boards.map((b) => b.nextEvent('order')));
    expect(heardNew[0]).toMatchObject({ kind: 'new', order: { id: order.id, status: 'pending' } });
    for (const event of heardNew) expect(event).toEqual(heardNew[0]);
    await call('POST', `/api/staff/orders/${order.id}/status`, who.staff!, { status: 'in_progress' });
    const heardChanged = await Promise.all(boards.map((b) => b.nextEvent('order')));
    expect(heardChanged[0]).toMatchObject({
      kind: 'changed',
      order: { id: order.id, status: 'in_progress' },
    });
    for (const event of heardChanged) expect(event).toEqual(heardChanged[0]);
    await markWingsSoldOut(true);
    const heardLive = await Promise.all(boards.map((b) => b.nextEvent('live')));
    expect(heardLive[0]).toMatchObject({ soldOut: { items: { wings: true } } });
    for (const event of heardLive) expect(event).toEqual(heardLive[0]);
    await markWingsSoldOut(false);
    for (const board of boards)
      expect(await board.nextEvent('live')).toMatchObject({ soldOut: { items: {} } });
    for (const board of boards) board.close();
  });

  it('the board stream needs a role there', async () => {
    for (const [w, status] of [
      ['anonymous', 401],
      ['diner', 403],
      ['elsewhere', 403],
    ] as const) {
      const stream = await openEventStream(`${base}/api/staff/restaurants/${R}/events`, who[w]);
      expect(stream.status, w).toBe(status);
      stream.close();
    }
  });
});
