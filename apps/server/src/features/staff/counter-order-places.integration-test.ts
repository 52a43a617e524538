/**
 * Where and when an order staff enter is for, beyond a pickup as soon as possible: a later pickup offered the slots a
 * diner's checkout sees for the same cart (full where the kitchen cannot make it), and a table of the restaurant's;
 * each refused by the server when past, full or unknown, in the caller's language. The clock is set (Wednesday
 * 4 March 2026, 11:30 in Toronto).
 */
import { describe, expect, it } from 'vitest';
import { cartItem } from '../../testing/order-fixtures';
import { grillDataFile, KITCHEN_NOW, kitchenSeconds, useKitchenApp } from './staff-test-kit';

const RESTAURANT = 9483;
const NOW = KITCHEN_NOW;
const iso = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const area = (number: string) => ({ number, label: `Table ${number}` });

/** Bowls take 5 minutes of the grill, which does 30 minutes of work per 15-minute bucket; two rooms of tables. */
const kitchen = useKitchenApp(
  grillDataFile(
    { id: RESTAURANT, slug: 'counter-places', minutesPerBucket: 30 },
    {
      generic_table_locations: {
        locations: [
          { name: 'Dining room', areas: [area('1'), area('2')], localization: { fr: { name: 'Salle' } } },
          { name: 'Patio', areas: [area('P1')] },
        ],
      },
    },
  ),
  ['staff'],
);
let seq = 0;

function counter(body: object, locale = 'en-CA') {
  return kitchen.t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${RESTAURANT}/counter-orders`,
    headers: {
      authorization: `Bearer ${kitchen.staff.staff!.token}`,
      'idempotency-key': `places-${++seq}`,
      locale,
    },
    payload: { name: 'Sam Caller', phone: '416-555-0199', ...body },
  });
}

type Slot = { start: string; full: boolean };

async function staffSlots(items: unknown[], date: string | null = '2026-03-04') {
  const res = await kitchen.t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${RESTAURANT}/counter-orders/slots`,
    headers: { authorization: `Bearer ${kitchen.staff.staff!.token}` },
    payload: { items, ...(date ? { date } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slots as Slot[];
}

async function dinerSlots(items: unknown[]) {
  const res = await kitchen.t.app.inject({
    method: 'POST',
    url: '/api/orders/scheduling',
    headers: { 'x-restaurant-id': String(RESTAURANT) },
    payload: { menuId: 'to', type: 'take-out', date: '2026-03-04', items },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slots as Slot[];
}

async function board(id: string) {
  const res = await kitchen.t.app.inject({
    method: 'GET',
    url: `/api/staff/orders?restaurantId=${RESTAURANT}`,
    headers: { authorization: `Bearer ${kitchen.staff.staff!.token}` },
  });
  return (res.json().orders as Record<string, unknown>[]).find((o) => o.id === id);
}

const grillSeconds = () => kitchenSeconds(kitchen.t, RESTAURANT);

describe('a later pickup staff enter', () => {
  it('is offered the slots a diner sees for the same cart, a big cart fewer', async () => {
    const big = [cartItem('bowl', 20)];
    const staff = await staffSlots(big);
    expect(staff).toEqual(await dinerSlots(big));
    // Without a day, the server's today in the restaurant's zone.
    expect(await staffSlots(big, null)).toEqual(staff);
    const small = await staffSlots([cartItem('bowl')]);
    // 100 minutes of grill work do not fit before 11:45; one bowl does.
    expect(staff.find((s) => s.start === iso(15))?.full).toBe(true);
    expect(small.find((s) => s.start === iso(15))?.full).toBe(false);
  });

  it('keeps the chosen time, counted in the same buckets, and shows on the board as scheduled', async () => {
    const before = await grillSeconds();
    const placed = await counter({ items: [cartItem('bowl', 2)], pickupTime: iso(60) });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().readyAt).toBe(iso(60));
    expect(await grillSeconds()).toBe(before + 600);
    expect(await board(placed.json().id)).toMatchObject({
      type: 'take-out',
      pickupTime: iso(60),
      scheduled: true,
      enteredByStaff: true,
      tenders: [expect.objectContaining({ kind: 'pay_on_premise' })],
    });
  });

  it('is refused past, or in a slot that cannot make the cart, in English and French', async () => {
    const past = await counter({ items: [cartItem('bowl')], pickupTime: iso(-15) });
    expect(past.json().code).toBe(422);
    expect(past.json().message).toBe('That pickup time has passed. Please choose a later time.');
    const pastFr = await counter({ items: [cartItem('bowl')], pickupTime: iso(-15) }, 'fr-CA');
    expect(pastFr.json().message).toBe(
      'Cette heure de cueillette est passée. Veuillez choisir une heure plus tard.',
    );
    const full = await counter({ items: [cartItem('bowl', 20)], pickupTime: iso(15) });
    expect(full.json().code).toBe(417);
    expect(full.json().message).toBe('This time slot is full. Please choose another time.');
    const fullFr = await counter({ items: [cartItem('bowl', 20)], pickupTime: iso(15) }, 'fr-CA');
    expect(fullFr.json().message).toBe('Cette plage horaire est complète. Veuillez choisir une autre heure.');
  });
});

describe('an order staff enter for a table', () => {
  const lunch = [{ ...cartItem('i1'), menu_id: 'm1', section_id: 's1' }];

  it('is served at a table the restaurant lists, now, in the same buckets', async () => {
    const before = await grillSeconds();
    const placed = await counter({ items: lunch, table: { location: 'Patio', number: 'P1' } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await grillSeconds()).toBe(before + 300);
    expect(await board(placed.json().id)).toMatchObject({
      type: 'dine-in',
      scheduled: false,
      enteredByStaff: true,
      table: expect.objectContaining({ tableNum: 'P1', tableLocation: 'Patio' }),
    });
  });

  it('is refused for a table it does not list, or with a pickup time', async () => {
    const unknown = await counter({ items: lunch, table: { number: '9' } });
    expect(unknown.json().code).toBe(422);
    expect(unknown.json().message).toBe(
      'There is no table 9 at this restaurant. Please choose one of its tables.',
    );
    const fr = await counter({ items: lunch, table: { location: 'Patio', number: '2' } }, 'fr-CA');
    expect(fr.json().message).toBe(
      'Il n’y a pas de table 2 dans ce restaurant. Veuillez choisir l’une de ses tables.',
    );
    const both = await counter({ items: lunch, table: { number: '1' }, pickupTime: iso(60) });
    expect(both.statusCode).toBe(400);
  });
});
