/**
 * The account calls, under /api/auth. Each route resolves who is calling through
 * `request.principal` (plugins/principal.ts) and hands the work to a service; every user-owned record is read with
 * the session's user, so another user's ids answer 404. The routes live in one module per use case beside this
 * file; the order they are registered in is the order of their paths in the OpenAPI document.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityProviders } from '../../adapters/identity/providers';
import { now } from '../../clock';
import { setUserCookie } from '../../plugins/principal';
import { buildProfile, type loginNative, type ProfileSources } from './accounts.service';
import { type AccountLimits, accountRateLimits, optionalRestaurant } from './accounts-route-kit';
import { registerCreditAndSubsidyRoutes } from './credits-and-subsidy.routes';
import { registerPasswordResetRoutes } from './password-reset.routes';
import {
  type CardFixedFor,
  type CardProcessors,
  registerPaymentMethodRoutes,
} from './payment-methods.routes';
import { registerProfileRoutes } from './profile.routes';
import { revokeSession } from './sessions';
import { registerSignInRoutes } from './sign-in.routes';
import { registerSocialRoutes } from './social.routes';
import { registerStudentRoutes } from './students.routes';

export interface AccountRoutesOptions {
  publicOrigin: string | undefined;
  /** Seals reset tokens in the outbox (SESSION_SECRET). */
  secret: string;
  /** Requests allowed per window, per client address and per e-mail (tests lower them). */
  limits?: AccountLimits;
  identity: IdentityProviders;
  /** The processor that saves a diner's cards: payments' registry, handed in by app.ts (payments imports accounts). */
  cards: CardProcessors;
  /** Suites' event whose orders are fixed to a card (handed in by app.ts, as suites imports accounts). */
  cardFixedFor?: CardFixedFor;
  /** Programs' credit ledger and payments' card homes, handed in by app.ts (both import accounts). */
  profile: ProfileSources;
}

const DEFAULT_LIMITS = { perClient: 30, perEmail: 10, windowMs: 15 * 60_000 };

export function registerAccountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const limited = accountRateLimits(app, options.limits ?? DEFAULT_LIMITS);

  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Awaited<ReturnType<typeof loginNative>>,
  ) => {
    // The stale session this device may still carry is over.
    if (request.principal.kind === 'user') await revokeSession(app.db, request.principal.sessionId, now());
    setUserCookie(reply, result.session.token, options.publicOrigin);
    return buildProfile(
      app,
      options.profile,
      result.user,
      await optionalRestaurant(app, request),
      result.session.token,
    );
  };

  registerSignInRoutes(app, { publicOrigin: options.publicOrigin, signIn, limited });
  registerPasswordResetRoutes(app, { secret: options.secret, limited });
  registerProfileRoutes(app, options.profile);
  registerPaymentMethodRoutes(app, options.cards, options.cardFixedFor);
  registerCreditAndSubsidyRoutes(app, options.profile.creditBalance);
  registerStudentRoutes(app);
  registerSocialRoutes(app, { identity: options.identity, signIn, limited: (name) => limited(name) });
}
