/**
 * What a K-12 cart costs and what the server refuses in it, checked on the server: the subsidy code and
 * pay-what-you-can, the meal limit per date and student, a day without a meal, pay-what-you-can split across the days.
 * The clock is on Wednesday 9 December 2026, 10:00 in Toronto (k12-days-test-kit.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { call, SCHOOL } from '../accounts/accounts-test-kit';
import {
  bread,
  cancel,
  countOrders,
  k12Costs,
  leo,
  maya,
  meal,
  parent,
  place,
  submitK12,
  t,
  useK12Days,
} from './k12-days-test-kit';

useK12Days();

describe('set-costs of a K-12 cart: the subsidy code and pay-what-you-can, checked by the server', () => {
  const costsOf = (
    costs: Record<string, unknown> = {},
    perDate: Record<string, unknown[]> = {
      '2026-12-14': [meal('nv-chicken-burger')],
      '2026-12-15': [meal('nv-teriyaki-bowl')],
    },
  ) =>
    k12Costs(
      Object.fromEntries(Object.entries(perDate).map(([date, items]) => [date, { [maya]: items }])),
      costs,
    );

  it('prices every date and student, halves the meals with NVSUPPORT50, and keeps the chosen amount within its bounds', async () => {
    const full = await costsOf();
    expect(full.statusCode, full.body).toBe(200);
    const f = full.json();
    expect(f.subtotal).toBeGreaterThan(0);
    expect(f.total).toBe(Math.round((f.subtotalDiscounted + f.taxes) * 100) / 100);

    const o = { token: parent.token, restaurant: SCHOOL };
    expect(
      (await call(t.app, 'POST', '/api/auth/add-subsidy-code', { subsidyCode: 'NVSUPPORT50' }, o)).statusCode,
    ).toBe(200);
    try {
      const half = (await costsOf()).json();
      expect(half.subtotal).toBeCloseTo(f.subtotal / 2, 2);

      // Pay what you can (every parent, meals): the amount chosen, never below zero nor above the meals' price.
      const base = half.subsidyDiscount.baseSubsidizedAmount;
      expect(half.subsidyDiscount).toMatchObject({
        type: 'pay_what_you_can',
        chosenAmountToBePaid: base,
        amount: 0,
      });
      const chosen = (await costsOf({ subsidyDiscount: { chosenAmountToBePaid: 1 } })).json();
      expect(chosen.subsidyDiscount).toMatchObject({
        chosenAmountToBePaid: 1,
        amount: Math.round((base - 1) * 100) / 100,
      });
      expect(chosen.total).toBeLessThan(half.total);
      const over = (await costsOf({ subsidyDiscount: { chosenAmountToBePaid: 999 } })).json();
      expect(over.subsidyDiscount.chosenAmountToBePaid).toBe(base);
      expect(over.total).toBe(half.total);
      const negative = await costsOf({ subsidyDiscount: { chosenAmountToBePaid: -5 } });
      expect(negative.statusCode).toBe(400);

      // The submission charges what set-costs showed (a total the client did not see is a 428).
      const ids = await place(
        {
          '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
          '2026-12-15': { [maya]: [meal('nv-teriyaki-bowl')] },
        },
        { subsidyDiscount: { chosenAmountToBePaid: 1 }, total: chosen.total },
      );
      const placed = await t.handle.db.select().from(orders).where(inArray(orders.publicId, ids));
      expect(placed.reduce((s, r) => s + r.totalCents, 0)).toBe(Math.round(chosen.total * 100));
    } finally {
      await call(t.app, 'POST', '/api/auth/delete-subsidy-code', undefined, o);
    }
  });

  it('applies the meal limit per date and student, not across the whole cart', async () => {
    const days = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    const mains = [
      'nv-chicken-burger',
      'nv-teriyaki-bowl',
      'nv-mac-cheese',
      'nv-beef-tacos',
      'nv-butter-chicken',
    ];
    // Eleven meals in the week (more than max_meals_per_cart 10), at most three a day.
    const perDate = Object.fromEntries(
      days.map((d, i) => [d, Array.from({ length: i === 0 ? 3 : 2 }, () => meal(mains[i] as string))]),
    );
    const res = await costsOf({}, perDate);
    expect(res.statusCode, res.body).toBe(200);
    // The same eleven meals as one cart are over the limit.
    const flat = await call(
      t.app,
      'POST',
      '/api/orders/set-costs',
      {
        items: Object.values(perDate).flat(),
        costs: {},
        config: { restaurantId: String(SCHOOL) },
        type: 'school',
      },
      { token: parent.token, restaurant: SCHOOL },
    );
    expect(flat.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('a day and student past the meal maximum (max_meals_per_cart 10)', () => {
  it('set-costs refuses it, naming the day and the student, in the parent’s language', async () => {
    const cart = {
      '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
      '2026-12-15': {
        [maya]: Array.from({ length: 11 }, () => meal('nv-teriyaki-bowl')),
        [leo]: [meal('nv-teriyaki-bowl')],
      },
    };
    const en = await k12Costs(cart);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 400,
      message: 'You can have at most 10 meals in your cart for Maya on Tuesday 15/12/2026.',
      details: { date: '2026-12-15', student: 'Maya' },
    });
    const fr = await k12Costs(cart, {}, 'fr-CA');
    expect(fr.json().message).toBe(
      'Votre panier peut contenir au plus 10 repas pour Maya le mardi 15/12/2026.',
    );
  });
});

describe('a day and student with extras and no meal (audit F2 finding 9, min_meals_per_cart 1)', () => {
  const cart = () => ({
    '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
    '2026-12-15': { [maya]: [bread(4)], [leo]: [meal('nv-teriyaki-bowl')] },
  });

  it('set-costs refuses it, naming the day and the student, in the parent’s language', async () => {
    const en = await k12Costs(cart());
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 400,
      message: 'Please add at least 1 meal to your cart for Maya on Tuesday 15/12/2026.',
      details: { date: '2026-12-15', student: 'Maya' },
    });
    const fr = await k12Costs(cart(), {}, 'fr-CA');
    expect(fr.json().message).toBe(
      'Veuillez ajouter au moins 1 repas à votre panier pour Maya le mardi 15/12/2026.',
    );
    // With a meal that day the same cart is priced.
    const fixed = cart();
    fixed['2026-12-15'][maya]?.push(meal('nv-spaghetti'));
    expect((await k12Costs(fixed)).statusCode).toBe(200);
  });

  it('the submission refuses it the same way, and writes nothing', async () => {
    const before = await countOrders();
    const en = await submitK12(cart());
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      message: 'Please add at least 1 meal to your cart for Maya on Tuesday 15/12/2026.',
      details: { date: '2026-12-15', student: 'Maya' },
    });
    const fr = await submitK12(cart(), {}, 'fr-CA');
    expect(fr.json().message).toBe(
      'Veuillez ajouter au moins 1 repas à votre panier pour Maya le mardi 15/12/2026.',
    );
    expect(await countOrders()).toBe(before);
  });
});

describe('pay-what-you-can split across the days by their own meals (audit F2 finding 2)', () => {
  it('Mon one $7.50 meal, Tue one $7.50 meal and 4 × $2.25 banana bread, $0 chosen: Monday costs nothing, Tuesday its bread, and stays so when Monday is cancelled', async () => {
    const perDate = () => ({
      '2026-12-14': { [leo]: [meal('nv-chicken-burger')] },
      '2026-12-15': { [leo]: [meal('nv-teriyaki-bowl'), bread(4)] },
    });
    const choice = { subsidyDiscount: { chosenAmountToBePaid: 0 } };
    const priced = await k12Costs(perDate(), choice);
    expect(priced.statusCode, priced.body).toBe(200);
    // The meals ($15.00) paid $0 for; the bread ($9.00) with HST 13 %.
    expect(priced.json()).toMatchObject({
      subtotal: 24,
      subsidyDiscount: { baseSubsidizedAmount: 15, amount: 15, chosenAmountToBePaid: 0 },
      subtotalDiscounted: 9,
      taxes: 1.17,
      total: 10.17,
    });

    const [monday, tuesday] = await place(perDate(), { ...choice, total: 10.17 });
    const rowOf = async (id: string) =>
      (
        await t.handle.db.select().from(orders).where(eq(orders.publicId, id))
      )[0] as typeof orders.$inferSelect;
    const subsidyOf = async (id: string) =>
      ((await rowOf(id)).costs as { subsidyDiscount: Record<string, number> }).subsidyDiscount;
    expect((await rowOf(monday as string)).totalCents).toBe(0);
    expect(await subsidyOf(monday as string)).toMatchObject({ baseSubsidizedAmount: 750, amount: 750 });
    expect((await rowOf(tuesday as string)).totalCents).toBe(1017);
    // Tuesday's subsidy is its own meal's, never its bread.
    expect(await subsidyOf(tuesday as string)).toMatchObject({ baseSubsidizedAmount: 750, amount: 750 });

    expect((await cancel(monday as string)).statusCode).toBe(200);
    expect((await rowOf(tuesday as string)).totalCents).toBe(1017);
    // What Tuesday costs alone, priced anew: what its order kept.
    const alone = await k12Costs({ '2026-12-15': { [leo]: [meal('nv-teriyaki-bowl'), bread(4)] } }, choice);
    expect(alone.json().total).toBe(10.17);
  });
});
