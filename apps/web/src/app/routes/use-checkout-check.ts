/**
 * The checkout's check before an order leaves: the form's errors shown and the first one focused, the tip confirmed
 * when it looks unusual; Place order checks through react-hook-form and the checkout schema. A part of usePlaceOrder
 * (use-place-order.ts).
 */

import type { TFunction } from 'i18next';
import type { CheckoutContext } from '../../features/checkout/checkout-form';
import { type CheckoutErrors, checkoutErrors, issuesByField } from '../../features/checkout/checkout-schema';
import { tipNeedsConfirmation } from '../../features/checkout/components/tip-and-codes';
import { toast } from '../../lib/toast';
import type { CheckoutFormState } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';

interface CheckoutCheckInput {
  t: TFunction;
  ctx: CheckoutContext;
  state: CheckoutFormState;
  costs: CheckoutPricing['costs'];
  /** Sends the order once the check passes (the offline queue's send). */
  send: () => void;
}

/** `checkForm` checks at once (a wallet's sheet opens within the click); `onPlace` is Place order's handler. */
export function useCheckoutCheck({ t, ctx, state, costs, send }: CheckoutCheckInput) {
  const { form, choice, tipConfirmed, setTried, setErrors, setTipError, methods, rules } = state;

  /** Shows the check's errors and the first one; true when the order may be sent. */
  const showCheck = (found: CheckoutErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    const tipUnconfirmed = !tipConfirmed && tipNeedsConfirmation(choice.tip, costs.data?.subtotal);
    setTipError(tipUnconfirmed ? t('checkout.tipConfirmRequired') : undefined);
    if (!first && tipUnconfirmed) {
      toast.error(t('checkout.fixErrors'));
      const box = document.getElementById('tip-confirm');
      box?.scrollIntoView({ block: 'center' });
      box?.focus();
      return false;
    }
    if (first) {
      toast.error(t('checkout.fixErrors'));
      const id = first.startsWith('question:')
        ? `question-${first.slice(9)}`
        : first === 'slot'
          ? 'slot'
          : first;
      const el = document.getElementById(id);
      el?.scrollIntoView({ block: 'center' });
      el?.focus();
      return false;
    }
    return true;
  };
  /** Validates the form at once (a wallet's sheet opens within the click: no card fields asked). */
  const checkForm = (wallet: boolean) => {
    setTried(wallet ? 'wallet' : 'form');
    return showCheck(checkoutErrors(form, ctx, { wallet }));
  };
  /** Place order: react-hook-form checks the entries through the checkout schema's resolver, then sends them. */
  const onPlace = () => {
    setTried('form');
    rules.current = { ctx, wallet: false };
    void methods.handleSubmit(
      () => {
        if (showCheck({})) send();
      },
      (invalid) =>
        showCheck(
          issuesByField(
            Object.entries(invalid).map(([field, error]) => ({
              path: [field],
              message: String(error?.message ?? ''),
            })),
          ),
        ),
    )();
  };

  return { checkForm, onPlace };
}
