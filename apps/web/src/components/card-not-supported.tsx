/**
 * The spec's "card not supported by the payment processor" with its two buttons, for an order's checkout and a table
 * tab's payments: Try again sends the same payment again (a processor's refusal can be passing), Re-add card empties
 * the card so the diner enters it anew (a card saved through another processor, or a payment method Stripe will not
 * charge again).
 */
import { useTranslation } from 'react-i18next';

export function CardNotSupportedActions({
  onTryAgain,
  onReAdd,
  disabled,
}: {
  onTryAgain: () => void;
  onReAdd: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const button =
    'rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50';
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        disabled={disabled}
        onClick={onTryAgain}
        className={`${button} border-red-700 bg-red-700 text-white focus-visible:outline-red-700`}
      >
        {t('checkout.tryAgain')}
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={onReAdd}
        className={`${button} border-red-700 text-red-800 focus-visible:outline-red-700 dark:text-red-100`}
      >
        {t('checkout.reAddCard')}
      </button>
    </div>
  );
}
