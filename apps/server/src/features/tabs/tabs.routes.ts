/**
 * Table tabs' calls, under /api/tabs, for one restaurant (`X-RESTAURANT-ID`). Opening and joining answer the member's
 * secret, which every later call sends as `X-Tab-Member`. Rounds are ordinary submissions (POST /api/orders with
 * `config.tabId`, tab-round.ts).
 */
import {
  addCardRequest,
  joinTabRequest,
  memberDecisionRequest,
  openTabRequest,
  payShareRequest,
  splitTabRequest,
  tabMemberAnswer,
  tabView as tabViewResponse,
} from '@ordering/domain/contracts/tabs';
import { toCents, toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { requestLocale } from '../../i18n/request-locale';
import { tenantOf } from '../../plugins/tenant';
import { paymentGatewayFor } from '../payments';
import { closeTab } from './close-tab.service';
import { decideGuest } from './decide-member.service';
import { addCard, joinTab, openTab } from './open-tab.service';
import { payShare } from './pay-share.service';
import { splitTab } from './split-tab.service';
import { registerStaffTabRoutes } from './staff-tabs.routes';
import { callerOf, requireOpen, requireOpener } from './tab-access';
import { dinerTipOf, receiptOf, registerTabAuthenticationRoutes } from './tab-authentication.routes';
import { tabView } from './tab-view.service';

const tags = ['tabs'];
const publicId = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an id');
const tabParams = z.object({ tabId: publicId });
const DESCRIPTION =
  'Headers: `X-RESTAURANT-ID`; `X-Tab-Member`, the secret opening or joining the tab answered.';

export function registerTabRoutes(app: FastifyInstance) {
  registerStaffTabRoutes(app);
  registerTabAuthenticationRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { tenant: true as const };
  r.post(
    '/api/tabs',
    { schema: { tags, body: openTabRequest, response: { 200: tabMemberAnswer } }, config },
    async (request) => {
      const entry = tenantOf(request);
      return openTab(app.db, paymentGatewayFor(app, entry), { entry, ...request.body, now: now() });
    },
  );

  r.post(
    '/api/tabs/join',
    { schema: { tags, body: joinTabRequest, response: { 200: tabMemberAnswer } }, config },
    async (request) => joinTab(app.db, { entry: tenantOf(request), ...request.body }),
  );

  r.get(
    '/api/tabs/:tabId',
    {
      schema: { tags, description: DESCRIPTION, params: tabParams, response: { 200: tabViewResponse } },
      config,
    },
    async (request) => {
      // A guest waiting for consent may read that they wait (their own status), nothing of the bill.
      const { tab, member } = await callerOf(app, request, 'any');
      if (member.status !== 'accepted') throw new AppError(403, 'error.tabMemberPending');
      return tabView(app.db, tab, member);
    },
  );

  r.post(
    '/api/tabs/:tabId/members/:memberId',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: tabParams.extend({ memberId: publicId }),
        body: memberDecisionRequest,
        response: { 200: tabViewResponse },
      },
      config,
    },
    async (request) => {
      const { tab, member } = await callerOf(app, request);
      await decideGuest(app.db, {
        tab,
        member,
        guestPublicId: request.params.memberId,
        accept: request.body.accept,
      });
      return tabView(app.db, tab, member);
    },
  );

  r.post(
    '/api/tabs/:tabId/cards',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: tabParams,
        body: addCardRequest,
        response: { 200: tabViewResponse },
      },
      config,
    },
    async (request) => {
      const { entry, tab, member } = await callerOf(app, request);
      requireOpen(tab);
      await addCard(app.db, paymentGatewayFor(app, entry), {
        entry,
        tab,
        member,
        payment: request.body.payment,
        amount: request.body.amount == null ? null : toCents(request.body.amount),
        now: now(),
      });
      return tabView(app.db, tab, member);
    },
  );

  r.post(
    '/api/tabs/:tabId/split',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: tabParams,
        body: splitTabRequest,
        response: { 200: tabViewResponse },
      },
      config,
    },
    async (request) => {
      const { tab, member } = await callerOf(app, request);
      await splitTab(app.db, tab, member, request.body, requestLocale(request.headers));
      return tabView(app.db, tab, member);
    },
  );

  r.post(
    '/api/tabs/:tabId/shares/:shareId/pay',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: tabParams.extend({ shareId: publicId }),
        body: payShareRequest,
        response: { 200: tabViewResponse },
      },
      config,
    },
    async (request) => {
      const { entry, tab, member } = await callerOf(app, request);
      requireOpen(tab);
      const receipt = await receiptOf(app, request, request.body.email);
      await payShare(app.db, paymentGatewayFor(app, entry), {
        entry,
        tab,
        member,
        sharePublicId: request.params.shareId,
        body: request.body,
        receipt,
        dinerTip: await dinerTipOf(app, request),
        now: now(),
      });
      return tabView(app.db, tab, member);
    },
  );

  r.post(
    '/api/tabs/:tabId/close',
    {
      schema: {
        tags,
        description: DESCRIPTION,
        params: tabParams,
        response: { 200: z.object({ captured: z.number(), released: z.number() }) },
      },
      config,
    },
    async (request) => {
      const { entry, tab, member } = await callerOf(app, request);
      requireOpener(member);
      const closed = await closeTab(app.db, paymentGatewayFor(app, entry), tab, { now: now() });
      return { captured: toDollars(closed.captured), released: toDollars(closed.released) };
    },
  );
}
