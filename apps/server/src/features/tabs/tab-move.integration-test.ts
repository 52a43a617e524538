/** Staff move a tab to another table (move-tab.service.ts): the bill and later rounds follow; never onto a tab. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { tableOf } from '../orders';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { tabCalls } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
let staff: SignedInStaff;
const R = 9740;
const OTHER = 9741;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'tab-moves' });
  expect(
    (await importDataFile(t.db, { ...file, restaurant: { ...file.restaurant, allow_open_tab: true } })).ok,
  ).toBe(true);
  expect((await importDataFile(t.db, orderDataFile({ id: OTHER, slug: 'tab-moves-other' }))).ok).toBe(true);
  setPaymentGateway(t.app, new SandboxGateway());
  kit = tabCalls(t, R);
  staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
});
afterAll(async () => {
  await t.close();
});

const move = (tabId: string, table: string, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/tabs/${tabId}/move`,
    headers: { ...staff.headers(), locale },
    payload: { table },
  });
const tableOfOrder = async (publicId: string) =>
  tableOf((await t.db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!.contact)?.tableNum;

describe('moving a tab to another table', () => {
  it('takes the bill to the new table, where the next round is served and guests join; the old table is free', async () => {
    const ana = await kit.opened('91');
    const first = await kit.round(ana, 1);
    const res = await move(ana.tabId, '92');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: ana.tabId, table: '92' });

    const bill = (await kit.view(ana)).json();
    expect(bill.table).toBe('92');
    expect(bill.total).toBe(16.39);
    // Each line names the data file's item, for the screen to say it in its reader's language.
    expect(bill.lines.map((l: { itemId: string; menuId: string }) => [l.itemId, l.menuId])).toEqual([
      ['i1', 'm1'],
    ]);
    const next = await kit.round(ana, 1);
    expect(await tableOfOrder(first)).toBe('91');
    expect(await tableOfOrder(next)).toBe('92');
    // A guest joins from the new table's code; the old table opens a tab of its own.
    const ben = await kit.joined(ana, '92', 'Ben');
    expect(ben.tabId).toBe(ana.tabId);
    const dee = await kit.opened('91', 'Dee');
    expect(dee.tabId).not.toBe(ana.tabId);
  });

  it.each([
    ['en-CA', 'Table 94 already has an open tab: the tab cannot move there.'],
    ['fr-CA', 'La table 94 a déjà une addition ouverte\u00a0: l’addition ne peut pas y être déplacée.'],
  ])('is refused onto a table that has an open tab (%s)', async (locale, message) => {
    const ana = await kit.opened(locale === 'en-CA' ? '93' : '95');
    if (locale === 'en-CA') await kit.opened('94', 'Eve');
    const res = await move(ana.tabId, '94', locale);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect((await kit.view(ana)).json().table).toBe(locale === 'en-CA' ? '93' : '95');
  });

  it('is refused once the tab is closed, and for a tab of another restaurant', async () => {
    const ana = await kit.opened('96');
    await kit.closed(ana);
    expect((await move(ana.tabId, '97')).statusCode).toBe(409);
    const elsewhere = await signInStaff(t.db, { restaurantId: OTHER, role: 'owner' });
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${ana.tabId}/move`,
      headers: elsewhere.headers(R),
      payload: { table: '97' },
    });
    expect(other.statusCode).toBe(403);
  });
});
