import { useTranslation } from 'react-i18next';
import type { HeldOrder } from '../use-order-when-online';

/**
 * What the checkout says about the connection: offline (the cart and the entries are kept), an order waiting for the
 * connection (not sent yet, or sent without an answer), and the order placed again once the device is back online.
 */
export function ConnectionNotice({
  online,
  held,
  resumed,
}: {
  online: boolean;
  held: HeldOrder | null;
  resumed: boolean;
}) {
  const { t } = useTranslation();
  const text = held
    ? t(held === 'unsent' ? 'checkout.offlineHeld' : 'checkout.offlineUnconfirmed')
    : resumed
      ? t('checkout.backOnline')
      : !online
        ? t('checkout.offline')
        : null;
  return (
    <p
      role="status"
      data-testid="connection-notice"
      className={
        text
          ? 'mx-auto mb-2 max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950'
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
