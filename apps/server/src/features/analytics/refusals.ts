/**
 * Refusals recorded from the answers of the order calls (submissions and set-costs), without touching them: the
 * error handler's observer notes the answer's code, and once the answer has left, one row is written with its
 * category (the specification's mapping, packages/domain/src/analytics/events.ts). Only a request whose restaurant
 * was resolved is counted, so malformed bodies and unknown restaurants are not.
 */
import { refusalCategory } from '@ordering/domain/analytics/events';
import { isOrderType, orderType } from '@ordering/domain/order-types/index';
import type { OrderingWay } from '@ordering/domain/ordering/ordering-way';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { ErrorObserver } from '../../plugins/errors';
import { recordRefusal } from './analytics.service';

const PRICING_ROUTES = new Set(['/api/orders/set-costs']);

const isOrderCall = (request: FastifyRequest) =>
  request.routeOptions.config?.orderKind !== undefined || PRICING_ROUTES.has(request.routeOptions.url ?? '');

function codeOf(error: FastifyError | AppError): number {
  if (error instanceof AppError) return error.code;
  return (error.statusCode ?? 500) >= 500 ? 500 : 400;
}

/** The way the body names (`type`, or a submission's `data.type`), when it names a known one. */
function wayOf(body: unknown): OrderingWay | undefined {
  const b = body as { type?: unknown; data?: { type?: unknown } } | undefined;
  const type = b?.data?.type ?? b?.type;
  return isOrderType(type) ? orderType(type).ways[0] : undefined;
}

export function registerRefusalRecording(app: FastifyInstance): ErrorObserver {
  const refused = new WeakMap<FastifyRequest, number>();
  app.addHook('onResponse', async (request) => {
    const code = refused.get(request);
    const entry = request.tenant;
    if (code === undefined || !entry) return;
    // Not awaited: the request's own last line ("request completed") and its timing do not wait for the row.
    recordRefusal(
      app.db,
      { restaurantId: entry.restaurantId, zone: entry.data.restaurant.timezone },
      refusalCategory(code),
      wayOf(request.body),
    ).catch((err: unknown) => request.log.warn({ err }, 'analytics refusal'));
  });
  return (error, request) => {
    if (isOrderCall(request)) refused.set(request, codeOf(error));
  };
}
