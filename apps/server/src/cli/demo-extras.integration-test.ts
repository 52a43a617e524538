import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { giftCardLedger, giftCards } from '../db/schema';
import { importDataFile } from '../features/restaurants';
import { findGiftCard } from '../features/vouchers';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { DEMO_GIFT_CARDS, seedDemoExtras } from './demo-extras';

let t: TestApp;
let restaurantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const file = JSON.parse(readFileSync(join(repoRoot, 'demo/maple-table.json'), 'utf8'));
  const result = await importDataFile(t.db, file);
  if (!result.ok) throw new Error('maple-table did not import');
  restaurantId = result.restaurantId;
});
afterAll(async () => {
  await t.close();
});

describe('demo gift cards', () => {
  it('seeds the listed cards once, and a restart neither duplicates nor refills them', async () => {
    await seedDemoExtras(t.db, 'maple-table', restaurantId);
    await t.db.update(giftCards).set({ balanceCents: 123 }).where(eq(giftCards.last4, '0050'));
    await seedDemoExtras(t.db, 'maple-table', restaurantId);
    const cards = await t.db.select().from(giftCards).where(eq(giftCards.restaurantId, restaurantId));
    expect(cards).toHaveLength(DEMO_GIFT_CARDS['maple-table']!.length);
    expect(await t.db.select().from(giftCardLedger)).toHaveLength(3);
    expect((await findGiftCard(t.db, restaurantId, '6011000000000050'))?.balanceCents).toBe(123);
    expect((await findGiftCard(t.db, restaurantId, '6011 0000 0000 0010'))?.balanceCents).toBe(1000);
  });

  it('answers the demo card balances over the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/get-gift-card',
      payload: { restaurantId, giftCardNumber: '6011 0000 0000 0010' },
    });
    expect(res.json()).toEqual({ giftCardNumber: '•••• 0010', balance: 10 });
  });

  it('stores no gift card number, only its hash', async () => {
    const dump = JSON.stringify(await t.db.select().from(giftCards));
    expect(dump).not.toContain('6011000000000010');
  });

  it('seeds nothing for a restaurant without demo cards', async () => {
    const before = (await t.db.select().from(giftCards)).length;
    await seedDemoExtras(t.db, 'coastal-kitchen', restaurantId);
    expect(await t.db.select().from(giftCards)).toHaveLength(before);
  });
});
