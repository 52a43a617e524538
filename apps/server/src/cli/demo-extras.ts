import type { Database } from '../db/client';

/**
 * Demo records that do not belong in a data file (ledgers and accounts): each feature adds its seeding here, and
 * each must be idempotent because `npm start` seeds on every start.
 */
export async function seedDemoExtras(_db: Database, _slug: string, _restaurantId: number): Promise<void> {}
