/**
 * Staff management for owners (decision 014): who holds which role at the restaurant. A
 * restaurant keeps at least one owner of its own.
 */
import {
  staffAddRequest,
  staffChangeRequest,
  staffListResponse,
  staffMemberParams,
  staffRestaurantParams,
} from '@ordering/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { addStaff, changeStaff, listStaff, removeStaff } from './staff-members.service';
import { STAFF_DESCRIPTION } from './staff-route-docs';

export function registerStaffTeamRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/staff/restaurants/:id/staff',
    {
      schema: {
        tags: ['staff'],
        summary: "Owners: the restaurant's staff",
        description: STAFF_DESCRIPTION,
        params: staffRestaurantParams,
        response: { 200: staffListResponse },
      },
      ...staffOnly('staff.manage', 'params'),
    },
    async (request) => ({ staff: await listStaff(app.db, staffOf(request).restaurantId) }),
  );

  app.post(
    '/api/staff/restaurants/:id/staff',
    {
      schema: {
        tags: ['staff'],
        summary: 'Owners: give an account a role here (by e-mail)',
        description: `${STAFF_DESCRIPTION} The account must exist (404 otherwise); an account already here gets the new role.`,
        params: staffRestaurantParams,
        body: staffAddRequest,
        response: { 200: staffListResponse },
      },
      ...staffOnly('staff.manage', 'params'),
    },
    async (request) => ({
      staff: await addStaff(app.db, staffOf(request).restaurantId, request.body.email, request.body.role),
    }),
  );

  app.put(
    '/api/staff/restaurants/:id/staff/:userId',
    {
      schema: {
        tags: ['staff'],
        summary: "Owners: change someone's role here",
        description: `${STAFF_DESCRIPTION} The restaurant keeps at least one owner of its own (409).`,
        params: staffMemberParams,
        body: staffChangeRequest,
        response: { 200: staffListResponse },
      },
      ...staffOnly('staff.manage', 'params'),
    },
    async (request) => ({
      staff: await changeStaff(
        app.db,
        staffOf(request).restaurantId,
        request.params.userId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/api/staff/restaurants/:id/staff/:userId',
    {
      schema: {
        tags: ['staff'],
        summary: "Owners: remove someone's role here",
        description: `${STAFF_DESCRIPTION} The restaurant keeps at least one owner of its own (409).`,
        params: staffMemberParams,
        response: { 200: staffListResponse },
      },
      ...staffOnly('staff.manage', 'params'),
    },
    async (request) => ({
      staff: await removeStaff(app.db, staffOf(request).restaurantId, request.params.userId),
    }),
  );
}
