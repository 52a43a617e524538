import type { Database } from '../db/client';
import { ensureGiftCard } from '../features/vouchers';

/** Demo gift cards per restaurant slug (numbers listed in the README); balances in cents. */
export const DEMO_GIFT_CARDS: Record<string, { number: string; balanceCents: number }[]> = {
  'maple-table': [
    { number: '6011 0000 0000 0050', balanceCents: 5000 },
    { number: '6011 0000 0000 0010', balanceCents: 1000 },
    { number: '6011 0000 0000 0000', balanceCents: 0 },
  ],
};

/**
 * Demo records that do not belong in a data file (ledgers and accounts): each feature adds its seeding here, and
 * each must be idempotent because `npm start` seeds on every start.
 */
export async function seedDemoExtras(db: Database, slug: string, restaurantId: number): Promise<void> {
  // An existing card keeps its balance: a restart never refills a card the demo has spent.
  for (const card of DEMO_GIFT_CARDS[slug] ?? []) await ensureGiftCard(db, { restaurantId, ...card });
}
