/** The station and expo views' API (decision 043): the kitchen's stations, and a station's part of an order done. */

import { staffRestaurantParams } from '@ordering/domain/contracts/staff';
import {
  staffStationDoneParams,
  staffStationDoneResponse,
  staffStationsResponse,
} from '@ordering/domain/contracts/stations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { ORDER_HEADER, STAFF_DESCRIPTION } from './staff-route-docs';
import { markStationDone, stationsView } from './stations.service';

export function registerStationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/staff/restaurants/:id/stations',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the kitchen's stations, and which station makes each item",
        description:
          `${STAFF_DESCRIPTION} From the published data file (an item's station, else its section's; items ` +
          'without a make time are no station’s). Empty where the kitchen is not paced by station.',
        params: staffRestaurantParams,
        response: { 200: staffStationsResponse },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => stationsView(staffOf(request).entry),
  );

  app.post(
    '/api/staff/orders/:id/stations/:station/done',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: a station's part of an order is done",
        description:
          `${STAFF_DESCRIPTION}${ORDER_HEADER} For an order waiting or being made (else 409), by a station that ` +
          'makes one of its lines (else 409). Marking it again changes nothing. Boards hear the order changed.',
        params: staffStationDoneParams,
        response: { 200: staffStationDoneResponse },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      ...staffOnly('orders.read', 'header'),
    },
    async (request) => {
      const staff = staffOf(request);
      const order = await markStationDone(app.db, app.orderStatusBus, staff.entry, {
        orderId: request.params.id,
        station: request.params.station,
        userId: staff.user.userId,
        now: now(),
      });
      return { order };
    },
  );
}
