/**
 * What a submission may put in an order, through the API: option prices are the menu's, never
 * the client's adjustedPrice (stored lines, the diner's view, the staff ticket). A given contact and the answers to
 * custom questions are tested in order-record-form.integration-test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema';
import { cartItem } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { body, ctx, R, recordApp, submit, value } from './order-record-fixtures';

recordApp();

describe('an order keeps the menu’s option prices, never the client’s', () => {
  it('stores, shows the diner and the staff ticket bacon at $3 and blue cheese at $0.50, however sent', async () => {
    const burger = {
      ...cartItem('burger', 1, 31),
      orderOptions: [
        {
          id: 'og-toppings',
          values: [
            value('bacon', 999, 2),
            value('cheese', 1, 1, [{ id: 'og-cheese-kind', values: [value('blue', 777)] }]),
          ],
        },
      ],
    };
    // $18 + 2 x $3 + ($2 + $0.50) = $26.50
    const res = await submit(body({ items: [burger] }), { locale: 'fr-CA' });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json();
    expect(placed.lines[0].price).toBe(26.5);

    const [order] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, placed.id));
    const [line] = await ctx.t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line!.lineCents).toBe(2650);
    const stored = line!.options as {
      display: { name: string; quantity: number; priceCents: number }[];
      selections: {
        values: { id: string; adjustedPrice: number; options: { values: { adjustedPrice: number }[] }[] }[];
      }[];
    };
    expect(stored.display.map((o) => [o.name, o.quantity, o.priceCents])).toEqual([
      ['Double-smoked bacon', 2, 300],
      ['Cheese', 1, 200],
      ['Blue cheese', 1, 50],
    ]);
    // The selections kept (offered again by another round) carry the menu's prices too.
    const [bacon, cheese] = stored.selections[0]!.values;
    expect([
      bacon!.adjustedPrice,
      cheese!.adjustedPrice,
      cheese!.options[0]!.values[0]!.adjustedPrice,
    ]).toEqual([300, 200, 50]);

    const diner = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: { locale: 'fr-CA' },
    });
    expect(diner.json().lines[0].options).toEqual([
      { name: 'Bacon double fumé', quantity: 2, price: 3 },
      { name: 'Cheese', quantity: 1, price: 2 },
      { name: 'Blue cheese', quantity: 1, price: 0.5 },
    ]);

    const owner = await signInStaff(ctx.t.db, { restaurantId: R, role: 'owner' });
    const ticket = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${placed.id}`,
      headers: owner.headers(),
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    // The client's price (9.99) is no amount of the ticket. Its amounts, not its text: a timestamp such as
    // 11:58:29.997 holds the same digits.
    const amounts: number[] = [];
    JSON.stringify(ticket.json(), (_key, value) => {
      if (typeof value === 'number') amounts.push(value);
      return value;
    });
    expect(amounts).toContain(26.5);
    expect(amounts).not.toContain(9.99);
    // Add-ons: their price is a surcharge the ticket shows as one.
    expect(
      ticket
        .json()
        .lines[0].options.map((o: { price: number; setsPrice: boolean }) => [o.price, o.setsPrice]),
    ).toEqual([
      [3, false],
      [2, false],
      [0.5, false],
    ]);
  });

  it('lists the choices in the menu’s order on the order and the ticket, not in the order they were tapped', async () => {
    // Cheese (the menu's second topping, with its kind) tapped before bacon (the first).
    const burger = {
      ...cartItem('burger', 1, 26.5),
      orderOptions: [
        {
          id: 'og-toppings',
          values: [
            value('cheese', 200, 1, [{ id: 'og-cheese-kind', values: [value('blue', 50)] }]),
            value('bacon', 300, 2),
          ],
        },
      ],
    };
    const res = await submit(body({ items: [burger] }));
    expect(res.statusCode, res.body).toBe(200);
    const diner = await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${res.json().id}` });
    const names = (options: { name: string }[]) => options.map((o) => o.name);
    expect(names(diner.json().lines[0].options)).toEqual(['Double-smoked bacon', 'Cheese', 'Blue cheese']);
    const owner = await signInStaff(ctx.t.db, { restaurantId: R, role: 'owner' });
    const ticket = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${res.json().id}`,
      headers: owner.headers(),
    });
    expect(names(ticket.json().lines[0].options)).toEqual(['Double-smoked bacon', 'Cheese', 'Blue cheese']);
  });

  it('shows a size (a pricing group) at the unit price it set, not the one sent, and not as a surcharge', async () => {
    const poutine = {
      ...cartItem('poutine', 2, 26),
      orderOptions: [{ id: 'og-size', values: [value('large', 100)] }],
    };
    const res = await submit(body({ items: [poutine] }));
    expect(res.statusCode, res.body).toBe(200);
    const diner = await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${res.json().id}` });
    expect(diner.json().lines[0]).toMatchObject({
      price: 26,
      options: [{ name: 'Large', quantity: 1, price: 13 }],
    });
    // The size sets the unit's price: the staff ticket must not show it as a surcharge.
    const owner = await signInStaff(ctx.t.db, { restaurantId: R, role: 'owner' });
    const ticket = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${res.json().id}`,
      headers: owner.headers(),
    });
    expect(ticket.json().lines[0].options).toMatchObject([{ name: 'Large', price: 13, setsPrice: true }]);
  });
});
