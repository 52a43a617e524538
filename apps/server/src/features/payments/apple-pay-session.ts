/**
 * POST /payment/get-apple-pay-session: Apple Pay merchant validation for one restaurant, through its payment
 * gateway. The gateway alone decides which validation URLs it may call (Apple's hosts only).
 */
import type { GetApplePaySessionRequest } from '@ordering/domain/contracts/payments';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { AppError, invalidInput } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import { paymentError } from './payment-plan';
import { walletSupport } from './wallets';

export async function applePaySession(
  gateway: PaymentGateway,
  input: { entry: PublishedEntry; body: GetApplePaySessionRequest; now: Date },
): Promise<{ merchantSession: Record<string, unknown> }> {
  const { entry, body } = input;
  const restaurant = entry.data.restaurant;
  const wallets = walletSupport(entry.restaurantId, entry.data);
  if (!wallets.applePay || !wallets.merchantId) throw new AppError(400, 'error.applePayUnsupported');
  if (body.processor !== restaurant.payment_processor) {
    throw invalidInput([
      { path: 'body.processor', message: `This restaurant's processor is ${restaurant.payment_processor}` },
    ]);
  }
  const result = await gateway.applePaySession(
    {
      validationUrl: body.validationUrl,
      domain: body.domain,
      merchantId: wallets.merchantId,
      displayName: restaurant.display_name ?? restaurant.name,
    },
    input.now,
  );
  if (!result.ok) {
    if (result.reason === 'invalid_validation_url') {
      throw new AppError(400, 'error.applePayValidationUrl', {}, [
        { path: 'body.validationUrl', message: 'Expected https://apple-pay-gateway….apple.com' },
      ]);
    }
    throw paymentError(result);
  }
  return { merchantSession: { ...result.session } };
}
