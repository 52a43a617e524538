/**
 * A payer's tip on their share when the payment names none: the restaurant's dine-in preselection, the one the
 * payer's screen starts on (packages/domain/src/tabs/split.ts `shareStartingTip`); "no tip" is sent as null.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { users } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { orderDataFile } from '../../testing/order-fixtures';
import { signInDiner } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const R = 9770;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-share-tips', new SandboxGateway()));
  // maple-table's tips: 15, 18 and 20 %, the third preselected for dine-in.
  const file = orderDataFile({ id: R, slug: 'tab-share-tips' });
  const tipping = {
    ...file,
    restaurant: { ...file.restaurant, allow_open_tab: true },
    order_options: {
      tip_config: {
        default_values: [15, 18, 20],
        default_value_selected: 2,
        default_value_modes: ['dine-in'],
        total_summary_title: null,
      },
    },
  };
  expect((await importDataFile(t.db, tipping)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const paidShare = async (member: Parameters<typeof kit.view>[0]) =>
  ((await kit.view(member)).json().shares as { tip: number | null; paidByYou: boolean }[]).find(
    (s) => s.paidByYou,
  );

describe('a share paid with no tip named', () => {
  it('takes the restaurant’s dine-in preselection on the share before taxes', async () => {
    const ana = await kit.opened('41');
    await kit.round(ana, 2); // 2900 before taxes
    const [share] = await kit.split(ana, { kind: 'whole' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/shares/${share!.id}/pay`,
      headers: kit.headers(ana.secret),
      payload: { payment: kit.card() },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 20 % of 29.00.
    expect((await paidShare(ana))?.tip).toBe(5.8);
  });

  it('takes a signed-in payer’s own default tip, as their checkout does', async () => {
    const diner = await signInDiner(t.db);
    await t.db.update(users).set({ defaultTipPercent: 22 }).where(eq(users.id, diner.userId));
    const ana = await kit.opened('43');
    await kit.round(ana, 2);
    const [share] = await kit.split(ana, { kind: 'whole' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ana.tabId}/shares/${share!.id}/pay`,
      headers: { ...kit.headers(ana.secret), authorization: `Bearer ${diner.token}` },
      payload: { payment: kit.card() },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 22 % of 29.00.
    expect((await paidShare(ana))?.tip).toBe(6.38);
  });

  it('takes no tip when the payer chose none', async () => {
    const ana = await kit.opened('42');
    await kit.round(ana, 2);
    const [share] = await kit.split(ana, { kind: 'whole' });
    await kit.paid(ana, share!.id, null);
    expect((await paidShare(ana))?.tip).toBe(0);
  });
});
