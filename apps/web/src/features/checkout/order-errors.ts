import { ApiError } from '../../lib/api-client';

/**
 * The submission's error codes and the prefix each shows: the toast is the prefix and the
 * server's message, or the prefix alone when the message is a list.
 */
const PREFIX_BY_CODE: Record<number, string> = {
  415: 'orderErrors.soldOut',
  426: 'orderErrors.unavailable',
  428: 'orderErrors.priceChanged',
  1804: 'orderErrors.outOfStock',
  2202: 'orderErrors.member',
  416: 'orderErrors.availability',
  417: 'orderErrors.availability',
  418: 'orderErrors.availability',
  422: 'orderErrors.availability',
  424: 'orderErrors.availability',
  419: 'orderErrors.paused',
  410: 'orderErrors.transaction',
  200: 'orderErrors.payment',
  1803: 'orderErrors.payment',
};

export function orderErrorPrefixKey(code: number): string {
  return PREFIX_BY_CODE[code] ?? 'orderErrors.unableToPlace';
}

/** A message is a list when the server sent several details or several lines: then only the prefix is shown. */
function isList(error: ApiError): boolean {
  return (Array.isArray(error.details) && error.details.length > 1) || error.message.includes('\n');
}

type T = (key: string, params?: Record<string, string>) => string;

/** "Prefix: message", with the language's own punctuation (French puts a space before the colon). */
const joined = (t: T, prefix: string, message: string) => t('orderErrors.joined', { prefix, message });

export function orderErrorText(error: unknown, t: T): string {
  if (!(error instanceof ApiError))
    return joined(t, t('orderErrors.unableToPlace'), t('orderErrors.general'));
  const prefix = t(orderErrorPrefixKey(error.code));
  if (!error.message || isList(error)) return prefix;
  return joined(t, prefix, error.message);
}

/**
 * The processor's refusal of the card (410 declined, 1803 processor error), said by the payment fields rather than in
 * a passing toast; insufficient funds is named when it is the cause. Null for any other error.
 */
export function paymentRefusalText(error: unknown, t: (key: string) => string): string | null {
  if (!(error instanceof ApiError) || (error.code !== 410 && error.code !== 1803)) return null;
  const reason =
    error.details && typeof error.details === 'object' && !Array.isArray(error.details)
      ? (error.details as { reason?: unknown }).reason
      : undefined;
  if (reason === 'insufficient_funds') return t('checkout.insufficientFunds');
  // 3-D Secure confirmed too late: the server says the card was not charged (its message, in the diner's language).
  if (reason === 'expired' && error.message) return error.message;
  if (error.code === 1803) return t('checkout.processorError');
  return t('checkout.cardDeclined');
}

/** What a 428 says moved (`details.reason`): a gift card or credits balance is named, anything else is a price. */
export function changedCostsKey(error: ApiError): string {
  const details = error.details;
  const reason =
    details && typeof details === 'object' && !Array.isArray(details)
      ? (details as { reason?: unknown }).reason
      : undefined;
  if (reason === 'gift_card') return 'checkout.giftCardChanged';
  if (reason === 'credits') return 'checkout.creditsChanged';
  return 'checkout.priceChanged';
}
