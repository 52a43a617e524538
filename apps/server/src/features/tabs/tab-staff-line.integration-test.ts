/**
 * A line staff add to an open tab is a dine-in submission naming the tab, so its options are held to the rules of a
 * diner's round (the cart rules of packages/domain): chosen options are on the table's bill, a missing required one
 * is refused in the staff member's language and nothing reaches the bill.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { now } from '../../clock';
import { outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { chooseOne, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { SHARE_RECEIPT_EMAIL, shareReceiptEmailHandler } from './share-receipt';
import { tabCalls } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
let staff: SignedInStaff;
const R = 9760;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'tab-staff-lines' });
  const [lunch, ...others] = file.menus;
  const section = lunch!.sections[0]!;
  // A dine-in item with a required choice: the wings' sauce, $1 for hot.
  const wings = {
    id: 'dine-wings',
    name: 'Wings',
    price: 18,
    options: [
      chooseOne('dine-sauce', 'Sauce', [
        { id: 'bbq', name: 'BBQ', price: 0 },
        { id: 'hot', name: 'Hot', price: 1 },
      ]),
    ],
  };
  const withWings = { ...lunch!, sections: [{ ...section, items: [...section.items, wings] }] };
  const imported = await importDataFile(t.db, {
    ...file,
    restaurant: { ...file.restaurant, allow_open_tab: true },
    menus: [withWings, ...others],
  } as typeof file);
  expect(imported.ok, JSON.stringify(imported)).toBe(true);
  setPaymentGateway(t.app, new SandboxGateway());
  kit = tabCalls(t, R);
  staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
});
afterAll(async () => {
  await t.close();
});

const staffLine = (tabId: string, options: unknown[], locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...staff.headers(),
      locale,
      'x-restaurant-id': String(R),
      'idempotency-key': `tab-staff-line-${keys++}`,
    },
    payload: {
      type: 'dine-in',
      data: {
        config: { restaurantId: String(R), tabId },
        items: [
          {
            id: 'dine-wings',
            menu_id: 'm1',
            section_id: 's1',
            orderId: 1,
            quantity: 1,
            orderPrice: 19,
            orderOptions: options,
          },
        ],
        costs: {},
        checkout: { contact: { full_name: 'Staff' } },
      },
      pickup_time: now().toISOString(),
    },
  });

describe('a line staff add to a tab, with options', () => {
  it('puts the item with its chosen option on the table’s bill, priced with it', async () => {
    const ana = await kit.opened('61');
    const res = await staffLine(ana.tabId, [
      { id: 'dine-sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 0, options: [] }] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const bill = (await kit.view(ana)).json();
    expect(bill.lines).toHaveLength(1);
    // $18 + $1 for hot, 13 % tax: 21.47.
    expect(bill.lines[0]).toMatchObject({ amount: 19, total: 21.47, orderedBy: null });
    expect(bill.total).toBe(21.47);

    // The payer's receipt names the line with its choice.
    const [share] = await kit.split(ana, {
      kind: 'by_item',
      items: [{ lineId: bill.lines[0].id, payers: ['Ana'] }],
    });
    await kit.paid(ana, share!.id, null, { email: 'ana@example.com' });
    const [message] = (await t.db.select().from(outbox).where(eq(outbox.type, SHARE_RECEIPT_EMAIL))).filter(
      (m) => (m.payload as { shareId: string }).shareId === share!.id,
    );
    const mail = new LogEmailSender();
    const entry = await t.app.publishedVersions.getByRestaurantId(R);
    await shareReceiptEmailHandler(t.db, { email: mail, restaurant: async () => entry })({
      ...message!,
      attempts: 0,
    });
    expect(mail.sent.at(-1)?.text).toContain('\n1 × Wings (Hot)\n');
  });

  it.each([
    ['en-CA', 'Please select all required fields'],
    ['fr-CA', 'Veuillez faire une sélection dans tous les champs obligatoires'],
  ])('is refused without its required option, and nothing reaches the bill (%s)', async (locale, message) => {
    const ana = await kit.opened(locale === 'en-CA' ? '62' : '63');
    const res = await staffLine(ana.tabId, [], locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message,
      details: { invalid_items: [{ itemId: 'dine-wings', reason: 'requiredFields', groupId: 'dine-sauce' }] },
    });
    expect((await kit.view(ana)).json().lines).toHaveLength(0);
  });
});
