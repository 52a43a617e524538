/**
 * The checkout's prices as the diner fills the form: the delivery zone, programs, costs and the codes the pricing
 * refuses. A route's hook, not a feature's: it joins the cart, checkout and programs features (lint-features).
 */
import type { ProfileResponse as Profile } from '@ordering/domain/contracts/accounts';
import { isPostalCode, normalizePostalCode } from '@ordering/domain/format/postal-code';
import { toCents } from '@ordering/domain/money/money';
import { orderType } from '@ordering/domain/order-types/index';
import type { OrderLink } from '@ordering/domain/order-types/link';
import type { TFunction } from 'i18next';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react';
import { type CheckoutForm, deliveryZoneOf, isTakeout } from '../../features/checkout/checkout-form';
import { useCheckoutPrograms } from '../../features/programs/components/checkout-programs';
import { ApiError } from '../../lib/api-client';
import type { CostsChoice } from '../../lib/cart/api';
import { refusedLines } from '../../lib/cart/refused-lines';
import { useCosts } from '../../lib/cart/use-costs';
import type { Locale } from '../../lib/locale';
import { MEMBER_NOT_FOUND } from '../../lib/member-refusal';
import { money } from '../../lib/money';
import type { RestaurantData } from '../../lib/restaurant-data';

interface PricingInput {
  data: RestaurantData;
  mode: OrderLink;
  form: CheckoutForm;
  choice: CostsChoice;
  profile: Profile | null;
  locale: Locale;
  t: TFunction;
}

/** The checkout's costs as the server quotes them: with the delivery zone, the programs and the zone's minimum. */
export function useCheckoutPricing({ data, mode, form, choice, profile, locale, t }: PricingInput) {
  // A delivery zone's charge follows a complete postal code in it (not each keystroke).
  const zone = deliveryZoneOf(data, form.postalCode);
  const zonePostalCode = zone && zone !== 'outside' ? form.postalCode.trim().toUpperCase() : null;
  const delivering = isTakeout(mode) && orderType(form.takeoutType).needs.address;
  // A delivery radius is measured by the server (to the centre of the postal area): a complete postal code goes
  // with the costs, which refuse one the restaurant cannot reach, as the submission would.
  const radiusPostalCode = measuredPostalCode(data, form.postalCode);
  const costsCheckout = useMemo(() => {
    if (!isTakeout(mode)) return undefined;
    const delivery = orderType(form.takeoutType).needs.address;
    const postalCode = zonePostalCode ?? radiusPostalCode;
    return {
      pickup: { delivery },
      ...(delivery && postalCode
        ? { delivery: { type: data.restaurant.delivery?.type, postal_code: postalCode } }
        : {}),
    };
  }, [mode, form.takeoutType, zonePostalCode, radiusPostalCode, data.restaurant.delivery?.type]);
  const modeForCosts = useMemo(
    () => (isTakeout(mode) ? { ...mode, takeoutType: form.takeoutType } : mode),
    [mode, form.takeoutType],
  );
  // Programs: account credits (after the gift card), the loyalty status and the device's member.
  const programs = useCheckoutPrograms(data, profile ? { id: profile.id, email: profile.email } : null);
  const costChoice = useMemo<CostsChoice>(
    () => (programs.creditsChoice ? { ...choice, credits: programs.creditsChoice } : choice),
    [choice, programs.creditsChoice],
  );
  const costs = useCosts(costChoice, costsCheckout, modeForCosts);
  // Said at the postal code before Place order: too far, not precise enough, or in no zone.
  const postalCodeRefusal = delivering ? postalCodeRefusalOf(costs.error) : null;
  // No zone delivers there, or the radius does not reach it: no charge and no total is quoted.
  const deliveryUnquoted = delivering && (zone === 'outside' || postalCodeRefusal !== null);
  const paymentNotRequired = costs.data?.paymentNotRequired ?? false;
  // Under the zone's minimum order, said as soon as the costs are in (the server refuses such an order too).
  const zoneMinimum = zone && zone !== 'outside' && delivering ? toCents(zone.minimum_order ?? 0) : 0;
  const underZoneMinimum =
    costs.data && zone && zone !== 'outside' && toCents(costs.data.subtotalDiscounted) < zoneMinimum
      ? t('checkout.deliveryUnderMinimum', {
          zone: zone.name,
          minimum: money(zoneMinimum, locale),
          remaining: money(zoneMinimum - toCents(costs.data.subtotalDiscounted), locale),
        })
      : null;
  return {
    deliveryUnquoted,
    postalCodeRefusal,
    programs,
    costChoice,
    costs,
    paymentNotRequired,
    underZoneMinimum,
  };
}

export type CheckoutPricing = ReturnType<typeof useCheckoutPricing>;

/** The postal code, written as the server reads it, when the restaurant delivers within a radius and it is complete. */
export function measuredPostalCode(data: RestaurantData, postalCode: string): string | null {
  const measured = data.restaurant.delivery?.radius_km != null;
  return measured && isPostalCode(postalCode) ? normalizePostalCode(postalCode) : null;
}

/** The server's refusal of the delivery's postal code (delivery-reach.ts names the field), in the diner's language. */
export function postalCodeRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details = error.details as { field?: unknown } | undefined;
  return details?.field === 'postal_code' && error.message ? error.message : null;
}

/**
 * A promo code (or else a gift card) the pricing refuses once applied (under its minimum, expired since) is
 * dropped and the costs asked again; why is said by its own field, which keeps the code as typed.
 */
export function useCodeRefusals(
  error: unknown,
  choice: CostsChoice,
  setChoice: Dispatch<SetStateAction<CostsChoice>>,
  t: TFunction,
) {
  const [codeRefusals, setCodeRefusals] = useState<{
    discount?: { code: string; message: string } | null;
    voucher?: { code: string; message: string } | null;
  }>({});
  useEffect(() => {
    // A refusal of cart lines (an item sold out...) is the lines', marked in the review: the codes stay applied. So
    // is the member's (the costs forget it, use-costs.ts), and the delivery address's (said at its postal code).
    if (
      !(error instanceof ApiError) ||
      refusedLines(error).size > 0 ||
      error.code === MEMBER_NOT_FOUND ||
      postalCodeRefusalOf(error) !== null
    )
      return;
    const message = error.message || t('cart.costsFailed');
    const promo = choice.discount?.code;
    const giftCard = choice.voucher?.code;
    if (promo) {
      setCodeRefusals((r) => ({ ...r, discount: { code: promo, message } }));
      setChoice((c) => ({ ...c, discount: null }));
    } else if (giftCard) {
      setCodeRefusals((r) => ({ ...r, voucher: { code: giftCard, message } }));
      setChoice((c) => ({ ...c, voucher: null }));
    }
  }, [error, choice.discount, choice.voucher, setChoice, t]);
  return [codeRefusals, setCodeRefusals] as const;
}
