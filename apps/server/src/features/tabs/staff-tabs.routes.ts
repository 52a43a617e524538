/**
 * The staff's view of a restaurant's tabs (`X-RESTAURANT-ID`): the open ones with their table, bill, hold and age, and
 * closing one on its holds. Staff add a line to a tab with an ordinary submission naming it (tab-round.ts).
 */

import { toDollars } from '@ordering/domain/money/money';
import { DEFAULT_ZONE } from '@ordering/domain/ordering/zoned';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { paymentGatewayFor } from '../payments';
import { closeTab } from './close-tab.service';
import { moveTab } from './move-tab.service';
import { tabOfRestaurant, tabsOfRestaurant } from './staff-tabs.service';

const tags = ['staff'];
const tabParams = z.object({ tabId: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an id') });
const staffTab = z.object({
  id: z.string(),
  table: z.string(),
  status: z.enum(['open', 'closing', 'closed']),
  total: z.number(),
  held: z.number(),
  /** What the table already paid of the bill (its paid shares). */
  paid: z.number(),
  openedAt: z.string(),
  lastRoundAt: z.string(),
  /** A suite's event-day tab (no card holds it: `held` is 0): its suite, event and limit; null for a table's tab. */
  suite: z
    .object({ name: z.string(), event: z.string(), startsAt: z.string(), limit: z.number().nullable() })
    .nullable(),
});

export function registerStaffTabRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/staff/tabs',
    {
      schema: { tags, response: { 200: z.object({ tabs: z.array(staffTab) }) } },
      ...staffOnly('orders.read', 'header'),
    },
    async (request) => {
      const { entry, restaurantId } = staffOf(request);
      const zone = entry.data.restaurant.timezone || DEFAULT_ZONE;
      const rows = await tabsOfRestaurant(app.db, restaurantId, { zone, now: now() });
      return {
        tabs: rows.map((tab) => ({
          id: tab.id,
          table: tab.table,
          status: tab.status,
          total: toDollars(tab.totalCents),
          held: toDollars(tab.heldCents),
          paid: toDollars(tab.paidCents),
          openedAt: tab.openedAt.toISOString(),
          lastRoundAt: tab.lastRoundAt.toISOString(),
          suite: tab.suite && {
            name: tab.suite.name,
            event: tab.suite.event,
            startsAt: tab.suite.startsAt.toISOString(),
            limit: tab.suite.limitCents === null ? null : toDollars(tab.suite.limitCents),
          },
        })),
      };
    },
  );

  r.post(
    '/api/staff/tabs/:tabId/close',
    {
      schema: {
        tags,
        params: tabParams,
        response: { 200: z.object({ captured: z.number(), released: z.number() }) },
      },
      ...staffOnly('orders.complete', 'header'),
    },
    async (request) => {
      const { entry, restaurantId } = staffOf(request);
      const tab = await tabOfRestaurant(app.db, restaurantId, request.params.tabId);
      const closed = await closeTab(app.db, paymentGatewayFor(app, entry), tab, { now: now() });
      return { captured: toDollars(closed.captured), released: toDollars(closed.released) };
    },
  );

  r.post(
    '/api/staff/tabs/:tabId/move',
    {
      schema: {
        tags,
        summary: 'Staff: move an open tab to another table',
        description:
          'The tab, its bill, holds and members move; later rounds are served at the new table, and the diners’ ' +
          'screens show it. A table that already has an open tab: 409.',
        params: tabParams,
        body: z.object({ table: z.string().trim().min(1).max(20) }).strict(),
        response: { 200: z.object({ id: z.string(), table: z.string() }) },
      },
      ...staffOnly('orders.accept', 'header'),
    },
    async (request) => {
      const { restaurantId } = staffOf(request);
      const tab = await tabOfRestaurant(app.db, restaurantId, request.params.tabId);
      const moved = await moveTab(app.db, tab, request.body.table, now());
      return { id: moved.publicId, table: moved.tableNum };
    },
  );
}
