/**
 * An order staff enter for a table that has an open tab (decision 068): by default a round on the tab, on the table's
 * one bill, paced in the kitchen's buckets and on the board like any round; an order of its own when staff choose so;
 * refused with the tabs' message when it takes the tab past a hold that cannot be raised, with nothing sent to the
 * kitchen. A table without a tab, or whose tab is another restaurant's, gets an order of its own as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { setPaymentGateway } from '../payments';
import { importTabRestaurant, tabCalls } from '../tabs/tabs-test-kit';
import { grillDataFile, kitchenSeconds, useKitchenApp } from './staff-test-kit';

const RESTAURANT = 9484;
const OTHER = 9485;
/** The sandbox's card whose hold the bank will not raise. */
const NO_RAISE = '4000000000006975';

const kitchen = useKitchenApp(
  grillDataFile(
    { id: RESTAURANT, slug: 'counter-tabs', minutesPerBucket: 120 },
    { allow_open_tab: true, table_numbers: true },
  ),
  ['staff'],
);
let tabs: ReturnType<typeof tabCalls>;
let otherTabs: ReturnType<typeof tabCalls>;
beforeAll(async () => {
  setPaymentGateway(kitchen.t.app, new SandboxGateway());
  await importTabRestaurant(kitchen.t, OTHER, 'counter-tabs-other');
  tabs = tabCalls(kitchen.t, RESTAURANT);
  otherTabs = tabCalls(kitchen.t, OTHER);
});

let seq = 0;
/** Sandwiches of the dine-in menu, $14.50 each, 13 % tax; each takes 5 minutes of the grill. */
const sandwiches = (quantity: number) => [
  { id: 'i1', menu_id: 'm1', section_id: 's1', orderId: 1, quantity, orderPrice: 0, orderOptions: [] },
];
const auth = () => ({ authorization: `Bearer ${kitchen.staff.staff!.token}` });

function counter(body: object, locale = 'en-CA', restaurantId = RESTAURANT) {
  return kitchen.t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${restaurantId}/counter-orders`,
    headers: { ...auth(), 'idempotency-key': `counter-tab-${++seq}`, locale },
    payload: { name: 'Sam Server', phone: '416-555-0199', ...body },
  });
}

const tableTab = (number: string, headers: Record<string, string> = auth()) =>
  kitchen.t.app.inject({
    method: 'GET',
    url: `/api/staff/restaurants/${RESTAURANT}/counter-orders/table-tab?number=${number}`,
    headers,
  });

async function board() {
  const res = await kitchen.t.app.inject({
    method: 'GET',
    url: `/api/staff/orders?restaurantId=${RESTAURANT}`,
    headers: auth(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders as Record<string, unknown>[];
}

const grillSeconds = () => kitchenSeconds(kitchen.t, RESTAURANT);

describe('an order staff enter for a table with an open tab', () => {
  it('is said before it is placed, then lands on the tab as a round: one bill, same buckets, on the board', async () => {
    const ana = await tabs.opened('12');
    await tabs.round(ana, 1);
    const seen = await tableTab('12');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().tab).toMatchObject({ id: ana.tabId, table: '12', total: 16.39 });
    expect(new Date(seen.json().tab.openedAt).getTime()).toBeGreaterThan(0);

    const before = await grillSeconds();
    const placed = await counter({ items: sandwiches(2), table: { number: '12' }, total: 32.77 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ total: 32.77, tab: { id: ana.tabId, table: '12', total: 49.16 } });
    expect(await grillSeconds()).toBe(before + 600);

    // The diner's bill has both rounds, the staff's entered by no member.
    const bill = (await tabs.view(ana)).json();
    expect(bill.total).toBe(49.16);
    expect(bill.lines.map((l: { orderedBy: string | null }) => l.orderedBy === null)).toEqual([false, true]);

    const order = (await board()).find((o) => o.id === placed.json().id);
    expect(order).toMatchObject({
      type: 'dine-in',
      scheduled: false,
      enteredByStaff: true,
      table: expect.objectContaining({ tableNum: '12' }),
    });
    expect(order!.tenders).not.toContainEqual(expect.objectContaining({ kind: 'pay_on_premise' }));
  });

  it('is an order of its own, paid at the table, when staff choose so', async () => {
    const ben = await tabs.opened('22', 'Ben');
    const before = await grillSeconds();
    const placed = await counter({ items: sandwiches(1), table: { number: '22' }, separate: true });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().tab).toBeNull();
    expect(await grillSeconds()).toBe(before + 300);
    expect((await tabs.view(ben)).json().total).toBe(0);
    expect((await board()).find((o) => o.id === placed.json().id)).toMatchObject({
      enteredByStaff: true,
      tenders: [expect.objectContaining({ kind: 'pay_on_premise' })],
    });
  });

  it('takes no card over the phone for a round the tab pays; an order of its own may be paid so', async () => {
    const dee = await tabs.opened('24', 'Dee');
    const card = { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' };
    const refused = await counter({ items: sandwiches(1), table: { number: '24' }, card });
    expect(refused.json().code, refused.body).toBe(422);
    expect(refused.json().message).toContain('open tab, which the table pays');
    expect((await tabs.view(dee)).json().total).toBe(0);
    const own = await counter({ items: sandwiches(1), table: { number: '24' }, separate: true, card });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ tab: null, card: { last4: '4242', amount: own.json().total } });
  });

  it.each([
    ['en-CA', 'Your bank declined raising the hold on your card, so this round was not sent.'],
    ['fr-CA', 'Votre banque a refusé'],
  ])(
    'is refused past the hold the bank will not raise, and nothing reaches the kitchen (%s)',
    async (locale, text) => {
      const table = locale === 'en-CA' ? '31' : '32';
      const cy = await tabs.opened(table, 'Cy', NO_RAISE);
      const before = { seconds: await grillSeconds(), orders: (await board()).length };
      // Four sandwiches, $65.54, pass the $50 hold.
      const refused = await counter({ items: sandwiches(4), table: { number: table } }, locale);
      expect(refused.json()).toMatchObject({ code: 410, details: { reason: 'declined' } });
      expect(refused.json().message).toContain(text);
      expect(await grillSeconds()).toBe(before.seconds);
      expect((await board()).length).toBe(before.orders);
      expect((await tabs.view(cy)).json().total).toBe(0);
    },
  );
});

describe('an order staff enter for a table without a tab of the restaurant', () => {
  it('is an order of its own, as before, when the table has no tab', async () => {
    expect((await tableTab('40')).json()).toEqual({ tab: null });
    const placed = await counter({ items: sandwiches(1), table: { number: '40' } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().tab).toBeNull();
    expect((await board()).find((o) => o.id === placed.json().id)).toMatchObject({
      table: expect.objectContaining({ tableNum: '40' }),
      tenders: [expect.objectContaining({ kind: 'pay_on_premise' })],
    });
  });

  it('never reaches another restaurant’s tab at the same table number', async () => {
    const dee = await otherTabs.opened('50', 'Dee');
    expect((await tableTab('50')).json()).toEqual({ tab: null });
    const placed = await counter({ items: sandwiches(1), table: { number: '50' } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().tab).toBeNull();
    expect((await otherTabs.view(dee)).json().total).toBe(0);
    // Nor through the other restaurant's console, without a role there.
    expect(
      (await counter({ items: sandwiches(1), table: { number: '50' } }, 'en-CA', OTHER)).statusCode,
    ).toBe(403);
    expect((await tableTab('50', {})).statusCode).toBe(401);
  });
});
