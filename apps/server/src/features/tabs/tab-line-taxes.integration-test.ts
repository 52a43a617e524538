/**
 * A round of goods taxed at different rates, split by item: each line of the table's bill carries its own taxes as
 * the order was taxed (orders keep them, order_lines.tax_cents), so whoever pays the zero-rated item pays no tax.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { now } from '../../clock';
import { outbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { GUEST, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { SHARE_RECEIPT_EMAIL, shareReceiptEmailHandler } from './share-receipt';
import { type TabMember, tabCalls } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
let manager: SignedInStaff;
const R = 9795;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'tab-line-taxes' });
  const [lunch, ...others] = file.menus;
  const section = lunch!.sections[0]!;
  // Maple syrup to take home: a basic grocery, zero-rated, beside the sandwich at the restaurant's 13 % HST.
  const syrup = { id: 'syrup', name: 'Maple syrup', price: 12, tax_rate: 0 };
  const imported = await importDataFile(t.db, {
    ...file,
    restaurant: { ...file.restaurant, allow_open_tab: true },
    menus: [{ ...lunch!, sections: [{ ...section, items: [...section.items, syrup] }] }, ...others],
  } as typeof file);
  expect(imported.ok, JSON.stringify(imported)).toBe(true);
  setPaymentGateway(t.app, new SandboxGateway());
  kit = tabCalls(t, R);
  manager = await signInStaff(t.db, { restaurantId: R, role: 'manager' });
});
afterAll(async () => {
  await t.close();
});

const line = (id: string, orderId: number, price: number) => ({
  id,
  menu_id: 'm1',
  section_id: 's1',
  orderId,
  quantity: 1,
  orderPrice: price,
  orderOptions: [],
});

async function sandwichAndSyrup(member: TabMember): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...kit.headers(member.secret), 'idempotency-key': kit.roundKey() },
    payload: {
      type: 'dine-in',
      data: {
        config: { restaurantId: String(R), tabId: member.tabId },
        items: [line('i1', 1, 14.5), line('syrup', 2, 12)],
        costs: {},
        checkout: { contact: GUEST },
      },
      pickup_time: now().toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe('a round taxed at different rates, split by item', () => {
  it('charges the zero-rated item’s payer no tax, and the taxed item’s payer all of it', async () => {
    const ana = await kit.opened('31');
    const ben = await kit.joined(ana, '31', 'Ben');
    await sandwichAndSyrup(ana);

    const bill = (await kit.view(ben)).json();
    // 1450 + 1200, and 13 % on the sandwich alone: 188.5, rounded to 189.
    expect(bill.total).toBe(28.39);
    expect(bill.lines.map((l: { name: string; total: number }) => [l.name, l.total])).toEqual([
      ['Club sandwich', 16.39],
      ['Maple syrup', 12],
    ]);

    const [sandwich, maple] = bill.lines.map((l: { id: string }) => l.id);
    const shares = await kit.split(ben, {
      kind: 'by_item',
      items: [
        { lineId: sandwich, payers: ['Ana'] },
        { lineId: maple, payers: ['Ben'] },
      ],
    });
    expect(shares.map((s) => [s.payer, s.amount])).toEqual([
      ['Ana', 16.39],
      ['Ben', 12],
    ]);
    // Each tips on their own item's price before taxes: the syrup's $12.00, not a part of the bill spread by amounts.
    const view = (await kit.view(ben)).json() as { shares: { tipBase: number; taxes: number }[] };
    expect(view.shares.map((s) => [s.tipBase, s.taxes])).toEqual([
      [14.5, 1.89],
      [12, 0],
    ]);

    // Each payer's receipt says the taxes in their own share: none in the syrup's, all 189 in the sandwich's.
    const receipts: Record<string, string> = {};
    for (const [member, share, email] of [
      [ana, shares[0]!, 'ana31@example.com'],
      [ben, shares[1]!, 'ben31@example.com'],
    ] as const) {
      await kit.paid(member, share.id, null, { email, locale: 'en-CA' });
      const [message] = (await t.db.select().from(outbox).where(eq(outbox.type, SHARE_RECEIPT_EMAIL))).filter(
        (m) => (m.payload as { shareId: string }).shareId === share.id,
      );
      const mail = new LogEmailSender();
      const entry = await t.app.publishedVersions.getByRestaurantId(R);
      await shareReceiptEmailHandler(t.db, { email: mail, restaurant: async () => entry })({
        ...message!,
        attempts: 0,
      });
      receipts[share.payer ?? ''] = mail.sent.at(-1)!.text;
    }
    expect(receipts.Ana).toContain('Your share: $16.39\nTaxes included: $1.89');
    expect(receipts.Ben).toContain('Your share: $12.00\nTaxes included: $0.00');
  });

  it('refunds each line to its payer with its own taxes: the sandwich’s $16.39, the syrup’s $12.00', async () => {
    const ana = await kit.opened('32');
    const ben = await kit.joined(ana, '32', 'Ben');
    const round = await sandwichAndSyrup(ana);
    const [sandwich, maple] = (await kit.view(ben)).json().lines.map((l: { id: string }) => l.id);
    const shares = await kit.split(ben, {
      kind: 'by_item',
      items: [
        { lineId: sandwich, payers: ['Ana'] },
        { lineId: maple, payers: ['Ben'] },
      ],
    });
    await kit.paid(ana, shares[0]!.id);
    await kit.paid(ben, shares[1]!.id);
    await kit.closed(ana);
    const staff = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: manager.headers(), payload });
    expect((await staff(`/api/staff/orders/${round}/status`, { status: 'in_progress' })).statusCode).toBe(
      200,
    );

    // By price, the sandwich would take 1450/2650 of the $28.39 ($15.53) and leave Ana $0.86 of her HST.
    const first = await staff(`/api/staff/orders/${round}/refund`, { lines: [{ position: 0, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refund).toMatchObject({ amount: 16.39, tenders: [{ kind: 'tab', amount: 16.39 }] });
    const second = await staff(`/api/staff/orders/${round}/refund`, {
      lines: [{ position: 1, quantity: 1 }],
    });
    expect(second.json().refund).toMatchObject({ amount: 12, tenders: [{ kind: 'tab', amount: 12 }] });
    const bill = (await kit.view(ana)).json();
    expect(bill.shares.map((s: { refunded: number }) => s.refunded)).toEqual([16.39, 12]);
  });
});
