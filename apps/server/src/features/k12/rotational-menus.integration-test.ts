/**
 * GET /api/rotational-menus on the demo school program (northview-schools: a three-week cycle from Monday 7 September
 * 2026, order_cutoff_days 2, no weekend ordering, 30 days ahead at most, winter break 21 December 2026 to 1 January
 * 2027 with Christmas Day and New Year's Day, a PA day on 4 January, each named in French too), with the
 * server's clock on Wednesday 9 December 2026 at 10:00 in Toronto: the K-12 cutoff is 9 + 2 + 1 = Saturday 12, moved
 * off the weekend to Monday 14 December.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  call,
  SCHOOL,
  signUp,
} from '../accounts/accounts-test-kit';

let t: AccountsTestApp;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  startClockAt('2026-12-09T15:00:00Z');
});
afterAll(async () => {
  startClockAt(undefined);
  await t.close();
});

type Day = {
  date: string;
  orderable: boolean;
  reason: string | null;
  cycle_week: number | null;
  items: { id: string; price: number; name: string }[];
  holiday_name: string | null;
};

const get = (query: string, o: { token?: string; locale?: string } = {}) =>
  call(t.app, 'GET', `/api/rotational-menus${query}`, undefined, { restaurant: SCHOOL, ...o });

describe('GET /api/rotational-menus', () => {
  it('lists each day of the range with its week of the cycle and whether it can be ordered', async () => {
    const res = await get('?start_date=2026-12-09&end_date=2027-01-11&ordering_menus=true');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { cutoff_date: string; days: Day[] };
    expect(body.cutoff_date).toBe('2026-12-14');
    const byDate = new Map(body.days.map((d) => [d.date, d]));
    expect(body.days).toHaveLength(34);
    const expectations: [string, boolean, string | null, number | null][] = [
      ['2026-12-09', false, 'before_cutoff', 2], // today
      ['2026-12-11', false, 'before_cutoff', 2], // Friday: before the K-12 extra day
      ['2026-12-12', false, 'weekend', 2],
      ['2026-12-14', true, null, 3], // the cutoff, moved off the weekend
      ['2026-12-18', true, null, 3], // last day of the cycle's third week
      ['2026-12-21', false, 'holiday', 1], // the cycle starts over, on a holiday
      ['2026-12-25', false, 'holiday', 1], // Christmas Day
      ['2026-12-27', false, 'weekend', 1],
      ['2026-12-28', false, 'holiday', 2],
      ['2027-01-01', false, 'holiday', 2],
      ['2027-01-04', false, 'holiday', 3], // PA day
      ['2027-01-08', true, null, 3], // the 30th day ahead
      ['2027-01-11', false, 'beyond_advance_days', 1],
    ];
    for (const [date, orderable, reason, week] of expectations) {
      expect(byDate.get(date), date).toMatchObject({ orderable, reason, cycle_week: week });
    }
    expect(byDate.get('2026-12-21')?.holiday_name).toBe('Winter break');
    expect(byDate.get('2026-12-25')?.holiday_name).toBe('Christmas Day');
    // Week 3 and week 1 of the cycle serve different mains on Monday.
    expect(
      byDate
        .get('2026-12-14')
        ?.items.slice(0, 2)
        .map((i) => i.id),
    ).toEqual(['nv-chicken-burger', 'nv-pasta-primavera']);
    expect(
      byDate
        .get('2026-12-21')
        ?.items.slice(0, 2)
        .map((i) => i.id),
    ).toEqual(['nv-teriyaki-bowl', 'nv-cheese-pizza']);
    expect(byDate.get('2026-12-12')?.items).toEqual([]);
  });

  it('prices the meals for the signed-in parent with a subsidy code, in the Locale header language', async () => {
    const parent = await signUp(t.app);
    const code = await call(
      t.app,
      'POST',
      '/api/auth/add-subsidy-code',
      { subsidyCode: 'NVSUPPORT50' },
      {
        token: parent.token,
        restaurant: SCHOOL,
      },
    );
    expect(code.statusCode, code.body).toBe(200);
    const guest = (await get('?start_date=2026-12-21&end_date=2026-12-21')).json() as { days: Day[] };
    const mine = await get('?start_date=2026-12-21&end_date=2026-12-21', {
      token: parent.token,
      locale: 'fr-CA',
    });
    const body = mine.json() as { subsidy_code: string; days: Day[] };
    expect(body.subsidy_code).toBe('NVSUPPORT50');
    const price = (days: Day[], id: string) => days[0]?.items.find((i) => i.id === id)?.price;
    expect(price(guest.days, 'nv-teriyaki-bowl')).toBe(7.5);
    expect(price(body.days, 'nv-teriyaki-bowl')).toBe(3.75); // a meal: half off
    expect(price(body.days, 'nv-milk')).toBe(1.5); // not a meal
    expect(body.days[0]?.items.some((i) => /[éèà]|Bol|Lait/.test(i.name))).toBe(true);
  });

  it('names the holidays in the Locale header language, and says a holiday is one however far ahead it is', async () => {
    const fr = await get('?start_date=2026-12-21&end_date=2027-01-04', { locale: 'fr-CA' });
    const names = new Map((fr.json() as { days: Day[] }).days.map((d) => [d.date, d.holiday_name]));
    expect(['2026-12-21', '2026-12-25', '2027-01-01', '2027-01-04'].map((d) => names.get(d))).toEqual([
      'Congé d’hiver',
      'Noël',
      'Jour de l’An',
      'Journée pédagogique',
    ]);
    expect(names.get('2026-12-26')).toBeNull();
    // The clock set to Wednesday 25 November: the PA day is beyond the 30 days ahead, and still the PA day.
    startClockAt('2026-11-25T19:00:00Z');
    try {
      const far = await get('?start_date=2027-01-04&end_date=2027-01-05');
      const [pa, next] = (far.json() as { days: Day[] }).days;
      expect(pa).toMatchObject({ orderable: false, reason: 'holiday', holiday_name: 'PA day' });
      expect(next).toMatchObject({ orderable: false, reason: 'beyond_advance_days', holiday_name: null });
    } finally {
      startClockAt('2026-12-09T15:00:00Z');
    }
  });

  it('says "no date range provided" when the range is missing, in the Locale header language', async () => {
    for (const query of ['', '?start_date=2026-12-14', '?end_date=2026-12-18']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: 'No date range provided.' });
    }
    const fr = await get('?ordering_menus=true', { locale: 'fr-CA' });
    expect(fr.json().message).toBe('Aucune période fournie.');
  });

  it('refuses a bad or overlong range with a 400, never a 500', async () => {
    expect((await get('?start_date=next-monday&end_date=2026-12-18')).statusCode).toBe(400);
    expect((await get('?start_date=2026-12-18&end_date=2026-12-14')).statusCode).toBe(400);
    const long = await get('?start_date=2026-01-01&end_date=2026-12-31');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/62/);
  });

  it('needs the program (X-RESTAURANT-ID)', async () => {
    const res = await call(t.app, 'GET', '/api/rotational-menus?start_date=2026-12-14&end_date=2026-12-18');
    expect(res.statusCode).toBe(400);
  });
});
