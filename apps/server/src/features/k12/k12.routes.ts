import { rotationalMenusQuery, rotationalMenusResponse } from '@ordering/domain/contracts/k12';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { listRotationalMenus } from './rotational-menus.service';

/** K-12 school meals (DESIGN.md section 15): the rotational menus of a date range, for the X-RESTAURANT-ID program. */
export function registerK12Routes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/rotational-menus',
    {
      schema: {
        tags: ['k12'],
        summary:
          'The school days of a range: their items priced for this user, and whether each can be ordered',
        querystring: rotationalMenusQuery,
        response: { 200: rotationalMenusResponse },
      },
      config: { tenant: true },
    },
    async (request, reply) => {
      // Priced for the signed-in parent and cut off by the clock: never cached as a shared answer.
      reply.header('cache-control', 'private, no-cache').header('vary', 'locale, cookie, authorization');
      return listRotationalMenus(app.db, {
        entry: tenantOf(request),
        start: request.query.start_date,
        end: request.query.end_date,
        userId: request.principal?.kind === 'user' ? request.principal.userId : null,
        locale: resolveLocale(request.headers.locale) === 'fr-CA' ? 'fr' : 'en',
        now: now(),
      });
    },
  );
}
