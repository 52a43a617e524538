/**
 * What the checkout route (checkout.tsx) reads and keeps: the restaurant and cart, the form, the pricing, a suite's
 * order or a round on the table's tab, the placing of the order, and what the server refused.
 */

import { toCents } from '@ordering/domain/money/money';
import { linkOrderType, type OrderLink } from '@ordering/domain/order-types/link';
import { tabRoundChoiceRefusal } from '@ordering/domain/tabs/split';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isTakeout } from '../../features/checkout/checkout-form';
import { giftCardMarker, writeCheckout } from '../../features/checkout/checkout-storage';
import { useStripeCard } from '../../features/checkout/stripe-card';
import { useSuiteCheckout } from '../../features/suites/use-suite-checkout';
import { useTabRound } from '../../features/tabs/use-tab-round';
import { trackFunnel, wayOfType } from '../../lib/analytics';
import { useCart } from '../../lib/cart/cart-context';
import { lineText } from '../../lib/cart/line-text';
import { useMinimumNotices } from '../../lib/cart/menu-minimums';
import { refusedChoices, refusedLines } from '../../lib/cart/refused-lines';
import { useRoundTable } from '../../lib/cart/round-table';
import { menuLocale } from '../../lib/locale';
import { useMaintenance } from '../../lib/maintenance';
import { useRestaurantContext } from '../../lib/restaurant-data';
import { useSession } from '../../lib/session/use-session';
import { useCheckoutContext } from './use-checkout-context';
import { type CheckoutFormState, useCheckoutForm } from './use-checkout-form';
import { useCheckoutPricing, useCodeRefusals } from './use-checkout-pricing';
import { usePlaceOrder } from './use-place-order';

/** The checkout's state, read once per render of the route. */
export function useCheckout() {
  const { data, locale } = useRestaurantContext();
  const cart = useCart();
  const { t } = useTranslation();
  const r = data.restaurant;
  const lang = menuLocale(locale);
  const stripeCard = useStripeCard(r.id, data);
  const session = useSession(r.id);
  const profile = session.profile;
  // A suite's order: a pre-order, or an operator's on event day for the owner.
  const suite = useSuiteCheckout(cart.mode, r.id, profile);
  const [params] = useSearchParams();
  const state = useCheckoutForm(data, cart.mode, profile);
  const { form, choice, setChoice } = state;

  // A round on the table's tab: nothing paid now, no tip (each payer tips their share at the end).
  const dineIn = !isTakeout(cart.mode) && !cart.mode.genericCatering && !cart.mode.eventSuite;
  const tab = useTabRound(r, dineIn);
  useNoTipOnTab(state, tab.active);

  const alcohol = cart.items.some((i) => lineText(cart.index, i, lang).alcoholic);
  const pricing = useCheckoutPricing({ data, mode: cart.mode, form, choice, profile, locale, t });
  const { costs, paymentNotRequired } = pricing;
  useCheckoutKept(r.slug, cart.mode, state, costs.data?.voucher.amount ?? 0);

  const { ctx, file, now } = useCheckoutContext({
    data,
    cart,
    locale,
    t,
    state,
    alcohol,
    paymentNotRequired: paymentNotRequired || tab.active,
  });

  const [codeRefusals, setCodeRefusals] = useCodeRefusals(costs.error, choice, setChoice, t);
  const placing = usePlaceOrder({ data, cart, t, ctx, state, pricing, suite, tab, stripeCard });
  const { submit } = placing;
  // The lines the server refused (an item sold out since it was added...), by the costs or by Place order: the review
  // marks them as the cart does, so the diner knows what to remove.
  const refused = new Map([...refusedLines(costs.error), ...refusedLines(submit.error)]);
  const refusedChoice = new Map([...refusedChoices(costs.error), ...refusedChoices(submit.error)]);
  // A maintenance window in force: ordering closed until it ends, said at the top (the server refuses it too).
  const maintenance = useMaintenance(data);
  // Another round: the table of the order it repeats (the menu asked for it already, under the same key).
  const roundId = dineIn ? cart.mode.anotherRoundId : undefined;
  const roundTable = useRoundTable(roundId);
  // A catering menu's minimum order amount not reached: the sum still missing, said by Place order, which waits
  // (the server refuses such an order too).
  const minimumNotices = useMinimumNotices();

  return {
    data,
    locale,
    cart,
    t,
    stripeCard,
    session,
    suite,
    params,
    state,
    dineIn,
    tab,
    alcohol,
    pricing,
    ctx,
    file,
    now,
    codeRefusals,
    setCodeRefusals,
    placing,
    refused,
    refusedChoice,
    maintenance,
    roundTable,
    minimumNotices,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/**
 * A round on the table's tab carries no tip (each payer tips their share when the tab is paid), and the tab is its
 * only payment: a gift card or credits kept from an earlier checkout are not named on it (the server refuses them).
 */
function useNoTipOnTab(state: CheckoutFormState, onTab: boolean) {
  const { choice, setChoice } = state;
  useEffect(() => {
    if (onTab && tabRoundChoiceRefusal(choice))
      setChoice({ ...choice, tip: null, voucher: null, credits: null });
  }, [onTab, choice, setChoice]);
}

/**
 * The checkout's answers kept on the device as they change, and the funnel told once per visit how it was reached.
 * Of a gift card, only its marker: the card applied now (with what it takes off, `voucherAmount` in dollars as the
 * costs say it), else the one still said removed after a reload.
 */
function useCheckoutKept(slug: string, mode: OrderLink, state: CheckoutFormState, voucherAmount: number) {
  const { form, choice, date, pending, giftCard, removedGiftCard, setRemovedGiftCard } = state;
  const voucherCode = choice.voucher?.code ?? null;
  // Once per visit of the checkout: the way it was reached with, not each change of it.
  const reachedWith = useRef(mode);
  useEffect(
    () => trackFunnel(slug, 'checkout-reached', wayOfType(linkOrderType(reachedWith.current))),
    [slug],
  );
  // A gift card applied again: the notice of the one removed has said what it had to.
  useEffect(() => {
    if (voucherCode) setRemovedGiftCard(null);
  }, [voucherCode, setRemovedGiftCard]);
  useEffect(() => {
    giftCard.current = voucherCode ? giftCardMarker(voucherCode, toCents(voucherAmount)) : removedGiftCard;
    writeCheckout(slug, { form, choice, date, pending: pending.current, giftCard: giftCard.current });
  }, [slug, form, choice, date, pending, giftCard, voucherCode, voucherAmount, removedGiftCard]);
}
