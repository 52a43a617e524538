/**
 * Saved cards: add, update (default flag or a replacement card), complete a card's 3-D Secure check, and delete
 * (payment-methods.service.ts). Each call may name the restaurant the diner is at (X-RESTAURANT-ID): a card is saved
 * through that restaurant's processor, and the list answered says which cards it can charge.
 */
import {
  addPaymentMethodRequest,
  completePaymentMethodRequest,
  deletePaymentRequest,
  paymentMethodsResponse,
  updatePaymentMethodRequest,
} from '@ordering/domain/contracts/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { now } from '../../clock';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requireUser, type UserPrincipal } from '../../plugins/principal';
import type { PublishedEntry } from '../restaurants';
import { locale } from './accounts-route-kit';
import {
  addPaymentMethod,
  type CardSavingAt,
  completePaymentMethod,
  deletePaymentMethod,
  type NewCard,
  updatePaymentMethod,
} from './payment-methods.service';

/** The card processor of the restaurant a diner is at: payments' registry, handed in by app.ts. */
export interface CardProcessors {
  /** The gateway a card is saved through at this restaurant; without one, the registry's default (the sandbox). */
  gatewayFor(app: FastifyInstance, restaurant: PublishedEntry | undefined): PaymentGateway;
  /** Where a card saved at this restaurant lives (its gateway's name); null where it takes no card now. */
  homeOf(app: FastifyInstance, restaurant: PublishedEntry): string | null;
  /** The diner's browser there runs the processor's own card element, which can show a bank's challenge. */
  browserChallenge(app: FastifyInstance, restaurant: PublishedEntry): boolean;
}

/**
 * The event whose suite's orders are charged to this card of the owner's (today's or one still to come), if any:
 * suites' answer, handed in by app.ts (suites imports accounts). Such a card cannot be deleted.
 */
export type CardFixedFor = (
  db: Executor,
  userId: number,
  paymentCardId: string,
  now: Date,
) => Promise<{ eventTitle: string } | null>;

type CardBody = {
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvd?: string | undefined;
  postalCode?: string | undefined;
  processorToken?: string | undefined;
};

/** The processor's payment method, or the card's three fields; a part of a card is no card. */
function newCard(b: CardBody): NewCard | undefined {
  if (b.processorToken) return { processorToken: b.processorToken };
  if (b.cardNumber === undefined && b.expiry === undefined && b.cvd === undefined) return undefined;
  if (!b.cardNumber || !b.expiry || !b.cvd) throw new AppError(400, 'error.cardInvalid');
  return {
    card: {
      number: b.cardNumber,
      expiry: b.expiry,
      cvd: b.cvd,
      ...(b.postalCode ? { postalCode: b.postalCode } : {}),
    },
  };
}

/**
 * A login-as session orders for the suite owner with the owner's cards; it never adds, replaces or deletes one
 * (decision 018).
 */
function refuseLoginAs(
  principal: UserPrincipal,
  key: 'error.operatorCannotAddCards' | 'error.operatorCannotChangeCards',
) {
  if (principal.actingOperatorId !== null) throw new AppError(403, key);
}

export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  cards: CardProcessors,
  cardFixedFor?: CardFixedFor,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The restaurant is read from the header only, so a call from no restaurant is still served.
  const config = { tenant: 'optional' as const };

  /** The server decides the processor from the restaurant, never from what the browser says it is. */
  const savingAt = (request: FastifyRequest, restaurantGateway = true): CardSavingAt => {
    const restaurant = request.tenant ?? undefined;
    return {
      gateway: cards.gatewayFor(app, restaurantGateway ? restaurant : undefined),
      browserChallenge: restaurant ? cards.browserChallenge(app, restaurant) : false,
      home: restaurant ? cards.homeOf(app, restaurant) : undefined,
    };
  };

  r.post(
    '/api/auth/payment-method',
    {
      schema: { tags: ['auth'], body: addPaymentMethodRequest, response: { 200: paymentMethodsResponse } },
      config,
    },
    async (request) => {
      const principal = requireUser(request);
      refuseLoginAs(principal, 'error.operatorCannotAddCards');
      const card = newCard(request.body);
      if (!card) throw new AppError(400, 'error.cardInvalid');
      return addPaymentMethod(
        app.db,
        savingAt(request),
        principal.userId,
        { ...card, isDefault: request.body.isDefault },
        now(),
        locale(request),
      );
    },
  );

  r.put(
    '/api/auth/payment-method',
    {
      schema: { tags: ['auth'], body: updatePaymentMethodRequest, response: { 200: paymentMethodsResponse } },
      config,
    },
    async (request) => {
      const principal = requireUser(request);
      refuseLoginAs(principal, 'error.operatorCannotChangeCards');
      const card = newCard(request.body);
      return updatePaymentMethod(
        app.db,
        // Only a replacement card goes to the restaurant's processor: one not configured does not refuse a default.
        savingAt(request, card !== undefined),
        principal.userId,
        { paymentCardId: request.body.paymentCardId, isDefault: request.body.isDefault, card },
        now(),
        locale(request),
      );
    },
  );

  r.post(
    '/api/auth/payment-method/complete',
    {
      schema: {
        tags: ['auth'],
        description:
          'After the bank’s 3-D Secure challenge of a card being saved, run in the browser: the card is kept only if the processor says the diner passed it (402 code 410 otherwise).',
        body: completePaymentMethodRequest,
        response: { 200: paymentMethodsResponse },
      },
      config,
    },
    async (request) => {
      const principal = requireUser(request);
      refuseLoginAs(principal, 'error.operatorCannotAddCards');
      return completePaymentMethod(app.db, savingAt(request), principal.userId, request.body, now());
    },
  );

  r.post(
    '/api/auth/delete-payment',
    {
      schema: { tags: ['auth'], body: deletePaymentRequest, response: { 200: paymentMethodsResponse } },
      config,
    },
    async (request) => {
      const principal = requireUser(request);
      refuseLoginAs(principal, 'error.operatorCannotChangeCards');
      const fixed = await cardFixedFor?.(app.db, principal.userId, request.body.paymentCardId, now());
      if (fixed) throw new AppError(409, 'error.cardFixedToSuiteEvent', { event: fixed.eventTitle });
      return deletePaymentMethod(
        app.db,
        principal.userId,
        request.body.paymentCardId,
        request.tenant ? cards.homeOf(app, request.tenant) : undefined,
      );
    },
  );
}
