/**
 * After 3-D Secure on a tab (tab-authentication.ts): the browser is back from the bank's challenge and asks the
 * server to finish what waited. Each answers as the call that asked for the challenge would have: the opening its
 * member, another card and a share the bill. 409 while the processor does not show the payment authorized yet.
 */
import { tabMemberAnswer, tabView as tabViewResponse } from '@ordering/domain/contracts/tabs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { findUserById } from '../accounts';
import { paymentGatewayFor } from '../payments';
import { completeShare } from './pay-share.service';
import type { ShareReceipt } from './share-receipt';
import { callerOf, requireOpen, secretOf } from './tab-access';
import { completeCard, completeOpening } from './tab-authentication';
import { tabView } from './tab-view.service';

const tags = ['tabs'];
const publicId = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an id');
const pendingId = z.string().regex(/^\d{1,15}_[A-Za-z0-9_-]{21}$/, 'Expected an id');
const DESCRIPTION =
  'After 3-D Secure. Headers: `X-RESTAURANT-ID`; `X-Tab-Member`, the secret the refused call answered or the member’s.';

/** Where a payer's receipt goes: the address typed, else a signed-in diner's account address; none, none sent. */
export async function receiptOf(
  app: FastifyInstance,
  request: FastifyRequest,
  typed: string | null | undefined,
): Promise<ShareReceipt | null> {
  const principal = request.principal;
  const account =
    principal.kind === 'user' && !typed ? await findUserById(app.db, principal.userId) : undefined;
  const email = typed || account?.email || null;
  return email ? { email, locale: resolveLocale(request.headers.locale) } : null;
}

/** A signed-in payer's own default tip, which their share starts on (tabs/split.ts `shareStartingTip`). */
export async function dinerTipOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const principal = request.principal;
  if (principal.kind !== 'user') return null;
  return (await findUserById(app.db, principal.userId))?.defaultTipPercent ?? null;
}

export function registerTabAuthenticationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { tenant: true as const };

  r.post(
    '/api/tabs/openings/:pendingId/complete',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: z.object({ pendingId }),
        response: { 200: tabMemberAnswer },
      },
      config,
    },
    async (request) => {
      const entry = tenantOf(request);
      const secret = secretOf(request);
      const opened = await completeOpening(app.db, paymentGatewayFor(app, entry), {
        entry,
        pendingId: request.params.pendingId,
        secret,
        now: now(),
      });
      return { ...opened, secret };
    },
  );

  r.post(
    '/api/tabs/:tabId/cards/:pendingId/complete',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: z.object({ tabId: publicId, pendingId }),
        response: { 200: tabViewResponse },
      },
      config,
    },
    async (request) => {
      const { entry, tab, member } = await callerOf(app, request);
      requireOpen(tab);
      await completeCard(app.db, paymentGatewayFor(app, entry), {
        tab,
        member,
        pendingId: request.params.pendingId,
      });
      return tabView(app.db, tab, member);
    },
  );

  r.post(
    '/api/tabs/:tabId/shares/:shareId/complete',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: z.object({ tabId: publicId, shareId: publicId }),
        body: z
          .object({ email: z.string().trim().email().max(254).nullable().optional() })
          .strict()
          .optional(),
        response: { 200: tabViewResponse },
      },
      config,
    },
    async (request) => {
      const { entry, tab, member } = await callerOf(app, request);
      await completeShare(app.db, paymentGatewayFor(app, entry), {
        tab,
        member,
        sharePublicId: request.params.shareId,
        receipt: await receiptOf(app, request, request.body?.email),
        now: now(),
      });
      return tabView(app.db, tab, member);
    },
  );
}
