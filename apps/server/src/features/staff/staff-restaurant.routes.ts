/**
 * The staff console's restaurant settings (decision 014): the live state (pause, sold-out marks), busy mode and the
 * data file. Thin routes: each checks who may call it and hands over to a service.
 */
import {
  kitchenBusyState,
  restaurantLiveState,
  staffBusyRequest,
  staffDataFileRequest,
  staffDataFileResponse,
  staffMaintenanceRequest,
  staffPauseRequest,
  staffPublishedFileResponse,
  staffRestaurantParams,
  staffSoldOutRequest,
} from '@ordering/domain/contracts/staff';
import { type DataFileIssue, parseDataFile } from '@ordering/domain/menu/data-file';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { requestLocale } from '../../i18n/request-locale';
import { requireUser } from '../../plugins/principal';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { busyModeView, setBusyMode } from '../orders';
import { dataFileIssuesIn, importDataFile, serverIssue } from '../restaurants';
import { liveView, readLiveState, setMaintenance, setPaused, setSoldOut } from './live.service';
import { STAFF_DESCRIPTION } from './staff-route-docs';

export function registerStaffRestaurantRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const live = () => ({ db: app.db, bus: app.orderStatusBus, cache: app.publishedVersions });

  app.get(
    '/api/staff/restaurants/:id/live',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the restaurant's live state (pause, message, sold-out marks)",
        description: STAFF_DESCRIPTION,
        params: staffRestaurantParams,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      const state = await readLiveState(app.db, staff.restaurantId);
      if (!state) throw new AppError(404, 'error.unknownRestaurant', { id: request.params.id });
      return liveView(staff.restaurantId, state);
    },
  );

  app.post(
    '/api/staff/restaurants/:id/pause',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: pause ordering, with the message diners read',
        description: `${STAFF_DESCRIPTION} Open menus hear it live; new orders are refused with code 419.`,
        params: staffRestaurantParams,
        body: staffPauseRequest,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('restaurant.pause', 'params'),
    },
    async (request) =>
      setPaused(live(), {
        restaurantId: staffOf(request).restaurantId,
        paused: true,
        message: request.body.message ?? null,
        now: now(),
      }),
  );

  app.post(
    '/api/staff/restaurants/:id/resume',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: resume ordering',
        description: `${STAFF_DESCRIPTION} A pause written in the data file itself stays until a file without it is published.`,
        params: staffRestaurantParams,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('restaurant.pause', 'params'),
    },
    async (request) =>
      setPaused(live(), {
        restaurantId: staffOf(request).restaurantId,
        paused: false,
        message: null,
        now: now(),
      }),
  );

  app.put(
    '/api/staff/restaurants/:id/maintenance',
    {
      schema: {
        tags: ['staff'],
        summary: 'Owners: a maintenance window, during which diners read the maintenance message',
        description: `${STAFF_DESCRIPTION} At most 24 hours, not already over; it replaces the one set before. Open menus hear it live; from its start to its end new orders are refused with code 503 and Retry-After until its end.`,
        params: staffRestaurantParams,
        body: staffMaintenanceRequest,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('restaurant.maintenance', 'params'),
    },
    async (request) =>
      setMaintenance(live(), {
        restaurantId: staffOf(request).restaurantId,
        window: request.body,
        now: now(),
      }),
  );

  app.delete(
    '/api/staff/restaurants/:id/maintenance',
    {
      schema: {
        tags: ['staff'],
        summary: 'Owners: cancel or end the maintenance window',
        description: `${STAFF_DESCRIPTION} Orders are taken again at once (the platform's own window, if any, still applies).`,
        params: staffRestaurantParams,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('restaurant.maintenance', 'params'),
    },
    async (request) =>
      setMaintenance(live(), { restaurantId: staffOf(request).restaurantId, window: null, now: now() }),
  );

  app.get(
    '/api/staff/restaurants/:id/busy',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the kitchen's busy mode (a delay on quotes, a capacity cut) and when it ends",
        description: STAFF_DESCRIPTION,
        params: staffRestaurantParams,
        response: { 200: kitchenBusyState },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => busyModeView(app.db, staffOf(request).entry, now()),
  );

  app.post(
    '/api/staff/restaurants/:id/busy',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: busy mode, a delay on every quote and/or a capacity cut, for a while',
        description: `${STAFF_DESCRIPTION} Quotes and new orders follow it at once, and open menus and checkouts hear a \`live\` event to ask again; 0 and 0 end it. Only a kitchen paced by make times in its data file takes it (409 otherwise).`,
        params: staffRestaurantParams,
        body: staffBusyRequest,
        response: { 200: kitchenBusyState },
      },
      ...staffOnly('restaurant.pause', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      return setBusyMode(app.db, app.orderStatusBus, staff.entry, {
        ...request.body,
        userId: requireUser(request).userId,
        now: now(),
      });
    },
  );

  app.post(
    '/api/staff/restaurants/:id/sold-out',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: mark an item or an option value sold out, or back',
        description:
          `${STAFF_DESCRIPTION} A mark on top of the published file, kept across publishes; menus and pricing ` +
          'honour it at once, open menus hear it live. An id the published file does not have is a 404.',
        params: staffRestaurantParams,
        body: staffSoldOutRequest,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('menu.soldOut', 'params'),
    },
    async (request) =>
      setSoldOut(live(), {
        entry: staffOf(request).entry,
        kind: request.body.kind,
        id: request.body.id,
        soldOut: request.body.soldOut,
        now: now(),
      }),
  );

  app.get(
    '/api/staff/restaurants/:id/data-file',
    {
      schema: {
        tags: ['staff'],
        summary: 'Owners: the published version of the data file, and when it was published',
        description: STAFF_DESCRIPTION,
        params: staffRestaurantParams,
        response: { 200: staffPublishedFileResponse },
      },
      ...staffOnly('menu.publish', 'params'),
    },
    async (request) => {
      const { entry, restaurantId } = staffOf(request);
      return { restaurantId, version: entry.version, publishedAt: entry.publishedAt.toISOString() };
    },
  );

  app.post(
    '/api/staff/restaurants/:id/data-file',
    {
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['staff'],
        summary: "Owners: publish the restaurant's data file",
        description:
          `${STAFF_DESCRIPTION} The file must be this restaurant's (its slug, and its id when numeric). A file with ` +
          'errors is a 400 listing every issue by path in `details`, in plain words in the request’s language, and ' +
          'nothing is written.',
        params: staffRestaurantParams,
        body: staffDataFileRequest,
        response: { 200: staffDataFileResponse },
      },
      ...staffOnly('menu.publish', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      // Every issue by path, said to the owner in their language (data-file-issues.ts).
      const invalid = (issues: readonly DataFileIssue[]) =>
        new AppError(
          400,
          'error.invalidDataFile',
          {},
          dataFileIssuesIn(requestLocale(request.headers), issues),
        );
      const parsed = parseDataFile(request.body);
      if (!parsed.ok) throw invalid(parsed.issues);
      const r = parsed.data.restaurant;
      const slug = staff.entry.published.restaurant.slug;
      const issues = [
        ...(r.slug === slug ? [] : [serverIssue('restaurant.slug', 'detail.notThisSlug', { slug })]),
        ...(/^\d+$/.test(r.id) && Number(r.id) !== staff.restaurantId
          ? [serverIssue('restaurant.id', 'detail.notThisId', { id: staff.restaurantId })]
          : []),
      ];
      if (issues.length > 0) throw invalid(issues);
      const result = await importDataFile(app.db, request.body, {
        skipIfUnchanged: true,
        publishedBy: { userId: staff.user.userId },
      });
      if (!result.ok) throw invalid(result.issues);
      app.publishedVersions.invalidateRestaurant(staff.restaurantId);
      return { restaurantId: result.restaurantId, version: result.version, unchanged: result.unchanged };
    },
  );
}
