/** Saved cards: add, update (default flag or a replacement card) and delete (payment-methods.service.ts). */
import {
  addPaymentMethodRequest,
  deletePaymentRequest,
  paymentMethodsResponse,
  updatePaymentMethodRequest,
} from '@ordering/domain/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { requireUser } from '../../plugins/principal';
import { locale } from './accounts-route-kit';
import { addPaymentMethod, deletePaymentMethod, updatePaymentMethod } from './payment-methods.service';

const card = (b: { cardNumber: string; expiry: string; cvd: string; postalCode?: string | undefined }) => ({
  number: b.cardNumber,
  expiry: b.expiry,
  cvd: b.cvd,
  ...(b.postalCode ? { postalCode: b.postalCode } : {}),
});

export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  paymentGatewayFor: (app: FastifyInstance) => PaymentGateway,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/payment-method',
    { schema: { tags: ['auth'], body: addPaymentMethodRequest, response: { 200: paymentMethodsResponse } } },
    async (request) => {
      const principal = requireUser(request);
      // A login-as session orders for the suite owner with the owner's cards; it never adds one to their account.
      if (principal.actingOperatorId !== null) throw new AppError(403, 'error.operatorCannotAddCards');
      return addPaymentMethod(
        app.db,
        paymentGatewayFor(app),
        principal.userId,
        { ...card(request.body), isDefault: request.body.isDefault },
        now(),
        locale(request),
      );
    },
  );

  r.put(
    '/api/auth/payment-method',
    {
      schema: { tags: ['auth'], body: updatePaymentMethodRequest, response: { 200: paymentMethodsResponse } },
    },
    async (request) => {
      const principal = requireUser(request);
      const { cardNumber, expiry, cvd, postalCode } = request.body;
      const replacing = cardNumber !== undefined || expiry !== undefined || cvd !== undefined;
      if (replacing && (!cardNumber || !expiry || !cvd)) throw new AppError(400, 'error.cardInvalid');
      return updatePaymentMethod(
        app.db,
        paymentGatewayFor(app),
        principal.userId,
        {
          paymentCardId: request.body.paymentCardId,
          isDefault: request.body.isDefault,
          card: replacing
            ? card({ cardNumber: cardNumber ?? '', expiry: expiry ?? '', cvd: cvd ?? '', postalCode })
            : undefined,
        },
        now(),
        locale(request),
      );
    },
  );

  r.post(
    '/api/auth/delete-payment',
    { schema: { tags: ['auth'], body: deletePaymentRequest, response: { 200: paymentMethodsResponse } } },
    async (request) => deletePaymentMethod(app.db, requireUser(request).userId, request.body.paymentCardId),
  );
}
