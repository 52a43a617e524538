/** The checkout's tip and codes: the tip asked again when it is above the subtotal, and each code's refusal. */
import type { Dispatch, SetStateAction } from 'react';
import { CodesSection, TipPicker } from '../../features/checkout/components/tip-and-codes';
import type { Locale } from '../../lib/locale';
import type { RestaurantData } from '../../lib/restaurant-data';
import type { CheckoutFormState } from './use-checkout-form';
import type { CheckoutPricing, useCodeRefusals } from './use-checkout-pricing';

type CodeRefusals = ReturnType<typeof useCodeRefusals>;

interface Props {
  data: RestaurantData;
  locale: Locale;
  state: CheckoutFormState;
  pricing: CheckoutPricing;
  codeRefusals: CodeRefusals[0];
  setCodeRefusals: Dispatch<SetStateAction<CodeRefusals[0]>>;
}

export function CheckoutTipAndCodes({ data, locale, state, pricing, codeRefusals, setCodeRefusals }: Props) {
  const r = data.restaurant;
  const { defaults, choice, setChoice, tipConfirmed, setTipConfirmed, tipError, setTipError } = state;
  const { costs } = pricing;
  return (
    <>
      {defaults.length > 0 ? (
        <TipPicker
          defaults={defaults}
          tip={choice.tip ?? null}
          onChange={(tip) => {
            setChoice((c) => ({ ...c, tip }));
            setTipConfirmed(false);
            setTipError(undefined);
          }}
          locale={locale}
          subtotal={costs.data?.subtotal}
          confirmed={tipConfirmed}
          onConfirm={(confirmed) => {
            setTipConfirmed(confirmed);
            if (confirmed) setTipError(undefined);
          }}
          confirmError={tipError}
        />
      ) : null}

      <CodesSection
        restaurantId={r.id}
        giftCards={r.voucher !== null}
        giftCardScanner={r.voucher !== null && !r.voucher.hide_scanner}
        choice={choice}
        onChange={(patch) => {
          setChoice((c) => ({ ...c, ...patch }));
          setCodeRefusals((r) => ({
            ...r,
            ...('discount' in patch ? { discount: null } : {}),
            ...('voucher' in patch ? { voucher: null } : {}),
          }));
        }}
        refusals={codeRefusals}
        removedGiftCard={state.removedGiftCard}
        balance={costs.data?.voucher.balance ?? null}
        locale={locale}
      />
    </>
  );
}
