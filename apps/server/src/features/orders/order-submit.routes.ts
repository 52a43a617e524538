import { type SubmitOrderRequest, submitOrderRequest } from '@ordering/domain/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { namesACode, namesAMember } from '../../plugins/failure-budget';
import { tenantOf } from '../../plugins/tenant';
import { paymentGatewayFor } from '../payments';
import type { PublishedEntry } from '../restaurants';
import { registerOrderReadRoutes } from './order-read.routes';
import { orderViewResponse } from './order-view';
import { derivedIdempotencyKey, requestHash } from './submission/idempotency';
import { submissionState } from './submission/submission-state';
import { IDEMPOTENCY_KEY, submitCheckout } from './submission/submit-checkout';
import type { SubmissionKind, SuiteHooksFor, TabHooksFor } from './submission/types';

/** $10,000: the largest order total accepted unless MAX_ORDER_TOTAL says otherwise. */
export const DEFAULT_MAX_ORDER_TOTAL_CENTS = 1_000_000;

/** The headers of a submission, said in the OpenAPI document (they are plain headers, not parameters). */
const SUBMISSION_HEADERS =
  'Headers: `X-RESTAURANT-ID`, the restaurant; `Idempotency-Key` (optional, 8 to 200 of `A-Z a-z 0-9 _ . : -`): ' +
  'the same key and body answer the first result. Without it, the same body from the same session or device ' +
  'within five to ten minutes is the same order.';

const SUBMISSIONS: [string, SubmissionKind][] = [
  ['/api/orders', 'order'],
  ['/api/orders/create-marketplace-order', 'marketplace'],
  ['/api/orders/create-k12-order', 'k12'],
];

/**
 * Who sends a submission without an Idempotency-Key: the signed-in session, else the device (the client's address,
 * the real one behind a trusted proxy, and its user agent), so two diners sending the same body are two orders.
 */
function callerOf(request: FastifyRequest): string {
  const { principal } = request;
  if (principal.kind === 'user') return `session:${principal.sessionId}`;
  return `device:${request.ip}:${request.headers['user-agent'] ?? ''}`;
}

/** Order submission (the pipeline of submission/) and the diner's calls about a placed order. */
export function registerOrderRoutes(
  app: FastifyInstance,
  options: { maxOrderTotalCents?: number | undefined; suiteHooks: SuiteHooksFor; tabHooks?: TabHooksFor },
) {
  const submit = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, kind] of SUBMISSIONS) {
    submit.post(
      path,
      {
        schema: {
          tags: ['orders'],
          description: SUBMISSION_HEADERS,
          body: submitOrderRequest,
          response: { 200: orderViewResponse },
        },
        config: {
          // Its refusals are counted by code for the metrics (metrics.routes.ts).
          orderKind: kind,
          // Refused at once past the bound on the order path's requests under way (plugins/admission.ts).
          admission: true,
          tenant: (body) => (body as SubmitOrderRequest).data.config.restaurantId,
        },
      },
      async (request) => {
        const principal = request.principal;
        const entry = tenantOf(request);
        const at = now();
        const locale = resolveLocale(request.headers.locale);
        const userId = principal.kind === 'user' ? principal.userId : null;
        const header = request.headers['idempotency-key'];
        const given = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
        if (given && !IDEMPOTENCY_KEY.test(given)) throw new AppError(400, 'error.idempotencyKeyInvalid');
        const hash = requestHash(request.body, kind, userId);
        // Without a key (the specification's clients send none) the caller and the body make one (decision 037).
        const key =
          given || (await derivedIdempotencyKey(app.db, entry.restaurantId, callerOf(request), hash, at));
        // The gateway and a suite's checks come from the entry the order is priced with, a newer one included.
        const from = (current: PublishedEntry) => {
          const gateway = paymentGatewayFor(app, current);
          const suite = options.suiteHooks(app, {
            entry: current,
            body: request.body,
            userId,
            actingOperatorId: principal.kind === 'user' ? principal.actingOperatorId : null,
            locale,
            now: at,
            gateway,
            http: request,
          });
          return { entry: current, gateway, suite };
        };
        const first = from(entry);
        return submitCheckout(app.db, first.gateway, {
          kind,
          entry,
          body: request.body,
          idempotencyKey: key,
          requestHash: hash,
          now: at,
          locale,
          userId,
          actingOperatorId: principal.kind === 'user' ? principal.actingOperatorId : null,
          places: app.places,
          maxTotalCents: options.maxOrderTotalCents ?? DEFAULT_MAX_ORDER_TOTAL_CENTS,
          onPlaced: () => app.metrics.ordersPlaced.inc({ kind }),
          // A submission naming a gift card, promo, subsidy or member code spends the client's failed look-up budget
          // too: checked with the key's look-up, in its statement, not by a statement of the budget's own.
          lookups:
            namesACode(request.body.data.costs) || namesAMember(request.body.data.checkout)
              ? { budget: app.failureBudgets.lookups, client: request.ip }
              : null,
          entryAt: async (menuVersion) => {
            const current = await app.publishedVersions.atLeast(entry.restaurantId, menuVersion);
            return current && from(current);
          },
          suite: first.suite,
          tab:
            options.tabHooks?.(app, {
              entry,
              body: request.body,
              locale,
              now: at,
              gateway: first.gateway,
              http: request,
            }) ?? null,
        });
      },
    );
  }
  // A checkout reloaded while its submission was on its way asks how it ended, by the key it kept.
  submit.get(
    '/api/orders/submissions/:key',
    {
      schema: {
        tags: ['orders'],
        description:
          'Where a submission stands, by the `Idempotency-Key` it was sent with (header `X-RESTAURANT-ID`): placed ' +
          '(with the order, as the submission answered it) or still paying; 404 when that key placed nothing.',
        params: z.object({ key: z.string().regex(IDEMPOTENCY_KEY, 'Expected an Idempotency-Key') }),
        response: {
          200: z.object({ state: z.enum(['placed', 'paying']), order: orderViewResponse.optional() }),
        },
      },
      config: { tenant: true },
    },
    async (request) => {
      const { principal } = request;
      return submissionState(app.db, {
        restaurantId: tenantOf(request).restaurantId,
        key: request.params.key,
        userId: principal.kind === 'user' ? principal.userId : null,
      });
    },
  );
  registerOrderReadRoutes(app);
}
