/**
 * The checkout's submission: its idempotency key, the order's body, the answer (the confirmation, a refusal shown by
 * its field or as a toast). A route's hook, not a feature's: it joins the cart, checkout, suites and programs features,
 * which do not import one another (lint-features).
 */

import type { OrderRead, SchedulingResponse } from '@ordering/domain/contracts/orders';
import { orderType } from '@ordering/domain/order-types/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { chosenSlotLabel } from '../../features/checkout/cart-schedule';
import { type CheckoutContext, checkoutOrderType, orderBody } from '../../features/checkout/checkout-form';
import { type CheckoutErrors, checkoutErrors, issuesByField } from '../../features/checkout/checkout-schema';
import {
  clearCheckout,
  keepCheckoutForRound,
  keptForm,
  writeCheckout,
} from '../../features/checkout/checkout-storage';
import type { ResumeState } from '../../features/checkout/components/resume-notice';
import { tipNeedsConfirmation } from '../../features/checkout/components/tip-and-codes';
import { rememberContact, rememberLegalAge } from '../../features/checkout/device-memory';
import { orderErrorText, paymentRefusalText } from '../../features/checkout/order-errors';
import { typesCard } from '../../features/checkout/processors';
import { CardEntryError, isCardNotSupported, type useStripeCard } from '../../features/checkout/stripe-card';
import { useOrderWhenOnline } from '../../features/checkout/use-order-when-online';
import { forgetVisitCard, keepCardForVisit } from '../../features/checkout/visit-card';
import type { WalletPayment } from '../../features/checkout/wallets';
import type { SuiteCheckout } from '../../features/suites/use-suite-checkout';
import { NO_TAB_ROUND, type TabRound } from '../../features/tabs/use-tab-round';
import { trackFunnel, wayOfType } from '../../lib/analytics';
import { ApiError, endsAttempt } from '../../lib/api-client';
import { getSubmission, submitOrder } from '../../lib/cart/api';
import type { CartApi } from '../../lib/cart/cart-context';
import { cartMenus } from '../../lib/cart/cart-menus';
import { rememberLastOrder } from '../../lib/cart/last-order';
import { reportFailure } from '../../lib/error-reports';
import { isNoAnswer } from '../../lib/online';
import type { RestaurantData } from '../../lib/restaurant-data';
import { toast } from '../../lib/toast';
import type { CheckoutFormState } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';

/** How often a submission found still paying after a reload is asked again. */
const RESUME_POLL_MS = 2_000;

/** A key for one submission attempt: kept across retries of the same attempt, new once the server refused it. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface PlaceOrderInput {
  data: RestaurantData;
  cart: CartApi;
  t: TFunction;
  ctx: CheckoutContext;
  state: CheckoutFormState;
  pricing: CheckoutPricing;
  suite: SuiteCheckout;
  /** A round on the table's tab: named in the body, sent with the member's secret, nothing paid now. */
  tab?: TabRound;
  stripeCard: ReturnType<typeof useStripeCard>;
}

/**
 * Placing the order, by Place order or by a wallet: the form checked first, then the submission, the confirmation
 * after it, and a refusal said where the diner can act on it.
 */
export function usePlaceOrder({
  data,
  cart,
  t,
  ctx,
  state,
  pricing,
  suite,
  tab = NO_TAB_ROUND,
  stripeCard,
}: PlaceOrderInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const r = data.restaurant;
  const { form, choice, date, pending, tipConfirmed, setTried, setErrors, setTipError, methods, rules } =
    state;
  const { paymentErrorRef, setPaymentError, setNotSupported } = state;
  const { costs, costChoice, programs } = pricing;

  const sent = useRef<{ key: string; body: ReturnType<typeof orderBody> } | null>(null);
  // Offline, the order waits with its attempt (key and body) and is placed once when the connection returns.
  const mutate = useRef<(wallet?: WalletPayment) => void>(() => {});
  const connection = useOrderWhenOnline<WalletPayment | undefined>((wallet) => mutate.current(wallet));
  const inFlight = useRef<AbortController | null>(null);

  /** The order is placed: what the device keeps, what it forgets, and the confirmation. */
  const placed = (order: OrderRead) => {
    connection.settled();
    rememberContact({ fullName: form.fullName.trim(), email: form.email.trim(), phone: form.phone.trim() });
    if (form.legalAge) rememberLegalAge();
    rememberLastOrder(r.slug, cart.items);
    pending.current = null;
    stripeCard.reset();
    // A refusal said before (a field to correct, a card declined) is over.
    toast.dismissAll();
    // At a table another round may follow: its checkout starts with this one's answers, tip and card.
    if (
      r.another_round &&
      !cart.mode.eventSuite &&
      orderType(checkoutOrderType(cart.mode, form)).needs.table
    ) {
      keepCheckoutForRound(r.slug, { form: keptForm(form), choice, date });
      if (form.paymentMethod === 'credit_card' && !form.savedCardId && typesCard(data))
        keepCardForVisit(r.slug, form);
    } else {
      clearCheckout(r.slug);
      forgetVisitCard();
    }
    cart.clear();
    suite.afterSubmit();
    // A round on the tab: the table's bill shows it with the others (and the kitchen has it).
    if (tab.member) {
      tab.clear();
      navigate(`/${r.slug}/tab?tableNum=${encodeURIComponent(tab.member.table)}`);
      return;
    }
    // The confirmation says where the receipt went (the order read carries no contact data).
    const email = data.order_options.hide_guest_info.email ? undefined : form.email.trim() || undefined;
    // A scheduled slot is named as the server labelled it when chosen, not by the browser's zone rules.
    const slotLabel = chosenSlotLabel(
      (key) => queryClient.getQueryData<SchedulingResponse>(key),
      {
        restaurantId: r.id,
        menus: cartMenus(data, cart.items),
        type: checkoutOrderType(cart.mode, form),
        date,
      },
      form.slot,
    );
    // A hub's checkout placed one order per kitchen: the confirmation follows each of them.
    const kitchens =
      (order.orders ?? []).length > 1 ? `?orders=${order.orders?.map((o) => o.id).join(',')}` : '';
    navigate(`/${r.slug}/orders/${order.id}${kitchens}`, { state: { order, email, slotLabel } });
  };

  const submit = useMutation({
    mutationFn: async (wallet?: WalletPayment) => {
      if (!costs.data) throw new Error('no costs');
      // A retry after a lost answer (or after a reload while it was on its way) keeps its key, wallet or not, and
      // the moment its body was made (the ASAP time follows it), so the server answers the first result instead of
      // charging again; so does a retry after an answer asking for one (still being processed, a 5xx). A refusal
      // ends the attempt (onError clears the key). The key is on the device before the request leaves.
      if (!pending.current) {
        pending.current = { key: newIdempotencyKey(), at: new Date().toISOString() };
        writeCheckout(r.slug, { form, choice, date, pending: pending.current });
      }
      const key = pending.current.key;
      // The attempt's retry sends the body it sent first (kept in memory only: it holds the card), so a costs answer
      // fetched again or a line changed meanwhile does not make it another request under the same key: the server
      // answers the first attempt's result. After a reload the body is made again, at the attempt's moment.
      let body = sent.current?.key === key ? sent.current.body : null;
      if (!body) {
        body = orderBody(form, { ...ctx, now: new Date(pending.current.at) }, costChoice, costs.data, wallet);
        body.data.checkout = { ...body.data.checkout, ...programs.checkoutExtras };
        // A suite's order: its event suite, its delivery time and how the suite pays.
        Object.assign(body, suite.patch(body));
        body = tab.patch(body);
        await stripeCard.attach(body, form, wallet);
        sent.current = { key, body };
      }
      // 3-D Secure: the bank's challenge in Stripe's frame, then the order placed (else the refusal as it was).
      inFlight.current = new AbortController();
      return submitOrder(r.id, body, key, r.marketplace_hub, inFlight.current.signal, tab.headers).catch(
        (error) => stripeCard.afterRefusal(error),
      );
    },
    onSuccess: (order) => {
      trackFunnel(r.slug, 'order-placed', wayOfType(order.type));
      placed(order);
    },
    onError: (error, wallet) => {
      // No answer (offline, the connection dropped): the attempt keeps its key and waits for the connection, said
      // at once by the checkout; its retry returns the order if this one reached the server.
      if (isNoAnswer(error)) {
        connection.hold(wallet);
        return;
      }
      connection.settled();
      reportFailure('submit', error, {
        code: error instanceof ApiError ? error.code : undefined,
        restaurant: r.slug,
      });
      // The server refused it: that attempt is over, the next one is a new order attempt with a new key. An answer
      // asking to retry keeps the attempt (endsAttempt): its retry may get the order a crash left to recovery.
      if (endsAttempt(error)) {
        pending.current = null;
        stripeCard.reset();
        writeCheckout(r.slug, { form, choice, date, pending: null });
      }
      if (error instanceof ApiError && error.code === 428) {
        // The menu changed on the server: read it again, and the costs with it.
        void queryClient.invalidateQueries({ queryKey: ['restaurant', r.slug] });
        void queryClient.invalidateQueries({ queryKey: ['costs'] });
        toast.warning(t('checkout.priceChanged'));
        return;
      }
      // A round the tab refused (another card needed, a declined raise, a closed tab): said by the tab's panel.
      if (tab.refused(error)) return;
      if (wallet) {
        // A wallet's refusal belongs to the wallet (its sheet has failed): said by the express checkout, not the card.
        toast.error(orderErrorText(error, t));
        return;
      }
      const cardNotSupported = isCardNotSupported(error);
      setNotSupported(cardNotSupported);
      const refusal = cardNotSupported
        ? t('checkout.cardNotSupported')
        : error instanceof CardEntryError
          ? error.message || t('checkout.cardDeclined')
          : paymentRefusalText(error, t);
      if (refusal) {
        setPaymentError(refusal);
        // After the paint that shows it: the diner hears it and lands by the card fields to try another card.
        requestAnimationFrame(() => {
          paymentErrorRef.current?.scrollIntoView({ block: 'center' });
          paymentErrorRef.current?.focus();
        });
        return;
      }
      toast.error(orderErrorText(error, t));
    },
  });

  mutate.current = submit.mutate;

  // A submission this device sent before a reload (its key kept with the checkout): asked how it ended, so a diner
  // whose order was placed sees it instead of a full cart, and one whose order is still paying waits for it.
  const [resumeKey] = useState(() => pending.current?.key ?? null);
  const resumed = useQuery({
    queryKey: ['submission', String(r.id), resumeKey],
    queryFn: () => getSubmission(r.id, resumeKey ?? ''),
    enabled: resumeKey !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.state === 'paying' ? RESUME_POLL_MS : false),
  });
  const resumedOrder = resumed.data?.state === 'placed' ? resumed.data.order : undefined;
  const finish = useRef(placed);
  finish.current = placed;
  useEffect(() => {
    if (resumedOrder) finish.current(resumedOrder);
  }, [resumedOrder]);
  // Only an answer that this key placed nothing says so; no answer (offline) says nothing new.
  const notPlaced = resumed.error instanceof ApiError && resumed.error.status === 404;
  const resume: ResumeState =
    resumeKey === null || submit.isPending || submit.isSuccess || submit.isError
      ? null
      : resumed.isPending || resumedOrder
        ? 'checking'
        : resumed.data?.state === 'paying'
          ? 'paying'
          : notPlaced
            ? 'notPlaced'
            : null;
  // A request left hanging when the device goes offline would spin until the browser gives up: it is dropped at once
  // and waits for the connection like one that failed.
  useEffect(() => {
    if (!connection.online) inFlight.current?.abort();
  }, [connection.online]);

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
        if (showCheck({})) connection.send(undefined);
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

  return { submit, checkForm, onPlace, connection, resume };
}

export type PlacingOrder = ReturnType<typeof usePlaceOrder>;
