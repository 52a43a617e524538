import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/form-fields';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { getPaymentConfig, type PaymentConfig } from '../../../lib/cart/api';
import { toast } from '../../../lib/toast';
import {
  applePaySessionBody,
  browserWallets,
  isWalletCancel,
  WALLET_NAMES,
  type WalletKind,
  WalletPayloadError,
  type WalletPayment,
  walletCandidates,
  walletPayment,
  walletRequest,
} from '../wallets';

/** Apple Pay's merchant validation event (Safari): not in the DOM typings. */
interface MerchantValidationEvent extends Event {
  validationURL: string;
  complete(merchantSession: Promise<unknown>): void;
}

function applePaySession(restaurantId: number | string, body: ReturnType<typeof applePaySessionBody>) {
  return apiFetch<{ merchantSession: Record<string, unknown> }>('/api/payment/get-apple-pay-session', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'x-restaurant-id': String(restaurantId) },
  });
}

/** Asks the browser whether it can pay with this wallet; any refusal or error means no button. */
async function canPay(kind: WalletKind, config: PaymentConfig, restaurantName: string): Promise<boolean> {
  try {
    const { methodData, details } = walletRequest(kind, { config, restaurantName, amount: 0 });
    return await new PaymentRequest(methodData, details).canMakePayment();
  } catch {
    return false;
  }
}

/**
 * Apple Pay and Google Pay buttons through the Payment Request API. A button shows only where the restaurant takes
 * that wallet, something is left to pay, the browser has the API and `canMakePayment()` says yes. A click checks
 * the form (`beforePay`, synchronous: the sheet must open in the click), opens the sheet, validates the Apple Pay
 * merchant through the server, hands the wallet's payment to `onPay` and tells the sheet how the order went.
 */
export function WalletButtons({
  restaurantId,
  restaurantName,
  amount,
  paymentNotRequired,
  disabled,
  beforePay,
  onPay,
}: {
  restaurantId: number | string;
  restaurantName: string;
  /** Dollars left to charge, from the server's costs; null until they are known. */
  amount: number | null;
  paymentNotRequired: boolean;
  disabled: boolean;
  /** Checks the rest of the form and shows its errors; false stops before the sheet opens. */
  beforePay: () => boolean;
  /** Submits the order with the wallet payment; true once the order is placed (it reports its own errors). */
  onPay: (payment: WalletPayment) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const nothingToPay = paymentNotRequired || (amount !== null && amount <= 0);
  const { config, shown } = useReadyWallets(restaurantId, restaurantName, nothingToPay);
  const [busy, setBusy] = useState<WalletKind | null>(null);
  const mounted = useRef(true);
  const paying = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  if (shown.length === 0 || !config) return null;

  const pay = (kind: WalletKind) => {
    // A ref, not the busy state: a quick second tap arrives before the state has re-rendered the buttons disabled.
    if (paying.current || disabled || amount === null || !beforePay()) return;
    const wallet = WALLET_NAMES[kind];
    let request: PaymentRequest;
    try {
      const { methodData, details } = walletRequest(kind, { config, restaurantName, amount });
      request = new PaymentRequest(methodData, details);
    } catch {
      toast.error(t('checkout.walletFailed', { wallet }));
      return;
    }
    const merchant = kind === 'apple_pay' ? validateMerchant(request, config, restaurantId) : null;
    // show() is called inside the click, as browsers require.
    const sheet = request.show();
    paying.current = true;
    setBusy(kind);
    void (async () => {
      let response: PaymentResponse | null = null;
      try {
        response = await sheet;
        const placed = await onPay(walletPayment(kind, response));
        await response.complete(placed ? 'success' : 'fail');
      } catch (error) {
        if (response) await response.complete('fail').catch(() => undefined);
        const merchantError = merchant?.error();
        if (merchantError) {
          toast.error(
            merchantError instanceof ApiError && merchantError.status === 400
              ? t('checkout.applePayUnsupported')
              : t('checkout.walletFailed', { wallet }),
          );
        } else if (error instanceof WalletPayloadError) {
          toast.error(t('checkout.walletInvalid', { wallet }));
        } else if (!isWalletCancel(error)) {
          toast.error(t('checkout.walletFailed', { wallet }));
        }
      } finally {
        paying.current = false;
        if (mounted.current) setBusy(null);
      }
    })();
  };

  return (
    <Section title={t('checkout.walletTitle')} id="wallets">
      <div className="grid gap-2 sm:grid-cols-2">
        {shown.map((kind) => (
          <button
            key={kind}
            type="button"
            onClick={() => pay(kind)}
            disabled={disabled || busy !== null}
            aria-busy={busy === kind}
            className="flex min-h-12 items-center justify-center rounded-full bg-black px-5 py-3 font-semibold text-white disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:bg-white dark:text-black"
          >
            {busy === kind
              ? t('checkout.walletPaying', { wallet: WALLET_NAMES[kind] })
              : t('checkout.wallet', { wallet: WALLET_NAMES[kind] })}
          </button>
        ))}
      </div>
      <p className="text-sm text-muted">{t('checkout.walletOr')}</p>
    </Section>
  );
}

/** The wallets the restaurant takes that this browser says it can pay with (none when nothing is left to pay). */
function useReadyWallets(restaurantId: number | string, restaurantName: string, nothingToPay: boolean) {
  const browser = useMemo(() => browserWallets(window as Parameters<typeof browserWallets>[0]), []);
  const config = useQuery({
    queryKey: ['payment-config', restaurantId],
    queryFn: () => getPaymentConfig(restaurantId),
    enabled: browser.paymentRequest && !nothingToPay,
    staleTime: 5 * 60_000,
  });
  const candidates = walletCandidates(config.data, nothingToPay, browser);
  const candidateKey = candidates.join(',');
  const [ready, setReady] = useState<WalletKind[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: candidateKey stands for candidates.
  useEffect(() => {
    const data = config.data;
    if (!data || candidates.length === 0) return;
    let live = true;
    void Promise.all(candidates.map((kind) => canPay(kind, data, restaurantName))).then((answers) => {
      if (live) setReady(candidates.filter((_, i) => answers[i]));
    });
    return () => {
      live = false;
    };
  }, [candidateKey, config.data, restaurantName]);
  return { config: config.data, shown: ready.filter((kind) => candidates.includes(kind)) };
}

/** Apple Pay's merchant validation through the server; `error()` is its failure, if it failed. */
function validateMerchant(request: PaymentRequest, config: PaymentConfig, restaurantId: number | string) {
  let merchantError: unknown = null;
  request.addEventListener('merchantvalidation', (event) => {
    const validation = event as MerchantValidationEvent;
    const body = applePaySessionBody({
      validationURL: validation.validationURL,
      processor: config.processor,
      hostname: window.location.hostname,
      restaurantId,
    });
    validation.complete(
      applePaySession(restaurantId, body).then(
        (answer) => answer.merchantSession,
        (error: unknown) => {
          merchantError = error;
          throw error;
        },
      ),
    );
  });
  return { error: () => merchantError };
}
