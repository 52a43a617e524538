import { useTranslation } from 'react-i18next';
import { CardNotSupportedActions } from '../../../components/card-not-supported';
import { ApiError } from '../../../lib/api-client';
import { isCardNotSupported } from '../tab-authentication';

/**
 * A refused tab call, in the words the server chose in the diner's language (or a general one without an answer). A
 * card the processor does not take is said as the checkout says it, with its Try again and Re-add card buttons
 * (`card`: the payment to send again, and the card fields to empty).
 */
export function ErrorText({
  error,
  card,
}: {
  error: unknown;
  card?: { tryAgain: () => void; another: () => void; busy: boolean };
}) {
  const { t } = useTranslation();
  if (!error) return null;
  const notSupported = isCardNotSupported(error);
  const text = notSupported
    ? t('checkout.cardNotSupported')
    : error instanceof ApiError && error.message
      ? error.message
      : t('tabs.error.generic');
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p>{text}</p>
      {notSupported && card ? (
        <CardNotSupportedActions disabled={card.busy} onTryAgain={card.tryAgain} onReAdd={card.another} />
      ) : null}
    </div>
  );
}
