import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import { formatPhone } from '@ordering/domain/format/phone';
import { localized } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { defaultSavedCard } from '@ordering/domain/ordering/payment-method';
import { localDate } from '@ordering/domain/ordering/zoned';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CostsSummary } from '../../features/cart/components/costs-summary';
import { rememberLastOrder } from '../../features/cart/last-order';
import { lineText } from '../../features/cart/line-text';
import { useCosts } from '../../features/cart/use-costs';
import {
  type CheckoutContext,
  type CheckoutForm,
  deliveryZoneOf,
  EMPTY_FORM,
  type FieldName,
  isTakeout,
  orderBody,
  validateCheckout,
} from '../../features/checkout/checkout-form';
import {
  clearCheckout,
  type PendingSubmission,
  readCheckout,
  type StoredCheckout,
  writeCheckout,
} from '../../features/checkout/checkout-storage';
import { CardNotSupportedActions } from '../../features/checkout/components/card-not-supported';
import { ContactSection } from '../../features/checkout/components/contact-section';
import { DineInSection } from '../../features/checkout/components/dine-in-section';
import { PaymentFields } from '../../features/checkout/components/payment-fields';
import { QuestionsSection } from '../../features/checkout/components/questions-section';
import { ReviewSection } from '../../features/checkout/components/review-section';
import { StripeCardFields } from '../../features/checkout/components/stripe-card-fields';
import { TakeoutOptions } from '../../features/checkout/components/takeout-options';
import {
  CodesSection,
  percentTip,
  TipPicker,
  tipNeedsConfirmation,
} from '../../features/checkout/components/tip-and-codes';
import { WalletButtons } from '../../features/checkout/components/wallet-buttons';
import {
  readContact,
  readLegalAge,
  rememberContact,
  rememberLegalAge,
} from '../../features/checkout/device-memory';
import { orderErrorText, paymentRefusalText } from '../../features/checkout/order-errors';
import { CardEntryError, isCardNotSupported, useStripeCard } from '../../features/checkout/stripe-card';
import type { WalletPayment } from '../../features/checkout/wallets';
import { QueueTime } from '../../features/notices/components/queue-time';
import {
  CheckoutProgramsSection,
  useCheckoutPrograms,
} from '../../features/programs/components/checkout-programs';
import { SuiteCheckoutPanel } from '../../features/suites/components/suite-checkout-panel';
import { useSuiteCheckout } from '../../features/suites/use-suite-checkout';
import { ApiError } from '../../lib/api-client';
import { type CostsChoice, submitOrder } from '../../lib/cart/api';
import { useCart } from '../../lib/cart/cart-context';
import { canOrder } from '../../lib/cart/order-mode';
import { menuLocale } from '../../lib/locale';
import { money } from '../../lib/money';
import { useRestaurantContext } from '../../lib/restaurant-data';
import { useSession } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';

/** A key for one submission attempt: kept across retries of the same attempt, new once the server has answered. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function initialForm(
  file: CheckoutContext['file'],
  mode: CheckoutContext['mode'],
  saved: StoredCheckout | null,
): CheckoutForm {
  const contact = readContact();
  const fresh: CheckoutForm = {
    ...EMPTY_FORM,
    takeoutType: mode.takeoutType ?? 'pickup',
    tableNum: mode.tableNum ?? '',
    tableLocation: mode.genericTableLocation ?? '',
    fullName: contact?.fullName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    legalAge: readLegalAge(),
    paymentMethod:
      file.restaurant.extra_payment_methods.length > 0 &&
      file.order_options.generic_catering_hide_credit_card &&
      mode.genericCatering
        ? file.restaurant.extra_payment_methods[0]!.type
        : 'credit_card',
  };
  // What the diner had filled in before a reload (or in another tab) wins; a table from the address still does.
  if (!saved) return fresh;
  return {
    ...fresh,
    ...saved.form,
    // A slot gone by while the diner was away is chosen again.
    slot: saved.form.slot && new Date(saved.form.slot) > new Date() ? saved.form.slot : null,
    ...(mode.tableNum ? { tableNum: mode.tableNum } : {}),
    legalAge: fresh.legalAge,
  };
}

/** The checkout: how and when, who, tip and codes, payment, review, and the order submission. */
export function Component() {
  const { data, locale } = useRestaurantContext();
  const cart = useCart();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const r = data.restaurant;
  const lang = menuLocale(locale);
  // The checkout kept on the device with the cart, read once: a reload or a second tab carries on from it.
  const [saved] = useState(() => readCheckout(r.slug));
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(data, cart.mode, saved));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // The processor's refusal stays by the payment fields until the diner changes how they pay.
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const paymentErrorRef = useRef<HTMLDivElement>(null);
  // Card not supported by the processor: the refusal carries Try again and Re-add card.
  const [notSupported, setNotSupported] = useState(false);
  const stripeCard = useStripeCard(r.id, data);
  // Which way the diner last tried to pay: a wallet needs no card fields.
  const [tried, setTried] = useState<false | 'form' | 'wallet'>(false);
  const [date, setDate] = useState(() => {
    const today = localDate(new Date(), r.timezone);
    return saved && saved.date >= today ? saved.date : today;
  });
  const tipConfig = data.order_options.tip_config;
  const defaults = tipConfig?.default_values ?? [];
  const [choice, setChoice] = useState<CostsChoice>(() => {
    if (saved)
      return { tip: saved.choice.tip ?? null, discount: saved.choice.discount ?? null, voucher: null };
    const preselected = tipConfig?.default_value_selected;
    const value = preselected !== null && preselected !== undefined ? defaults[preselected] : undefined;
    return { tip: value !== undefined ? percentTip(value) : null, discount: null, voucher: null };
  });
  // A submission sent and not yet answered, kept on the device so that a reload cannot turn it into a second order.
  const pending = useRef<PendingSubmission | null>(saved?.pending ?? null);
  // A custom tip above the subtotal, confirmed by the diner; asked again whenever the tip changes.
  const [tipConfirmed, setTipConfirmed] = useState(false);
  const [tipError, setTipError] = useState<string | undefined>();
  // Signed in: the contact comes from the profile where the diner left it empty, and the default saved card is
  // offered (accounts doc section 5: the second card when the default has an empty id).
  const session = useSession(r.id);
  const profile = session.profile;
  // A suite's order (issue 18): a pre-order, or an operator's on event day for the owner.
  const suite = useSuiteCheckout(cart.mode, r.id, profile);
  const [params] = useSearchParams();
  useEffect(() => {
    if (!profile) return;
    const card = defaultSavedCard(profile.paymentMethods);
    setForm((f) => ({
      ...f,
      fullName: f.fullName || `${profile.firstName} ${profile.lastName}`.trim(),
      email: f.email || profile.email,
      phone: f.phone || (profile.phoneNumber ? formatPhone(profile.phoneNumber) : ''),
      ...(f.savedCardId === undefined ? { savedCardId: card?.paymentCardId ?? null } : {}),
    }));
  }, [profile]);
  const set = useCallback((patch: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if ('cardNumber' in patch || 'paymentMethod' in patch || 'savedCardId' in patch) {
      setPaymentError(null);
      setNotSupported(false);
    }
  }, []);

  const alcohol = cart.items.some((i) => lineText(cart.index, i, lang).alcoholic);
  // A delivery zone's charge follows a complete postal code in it (not each keystroke).
  const zone = deliveryZoneOf(data, form.postalCode);
  const zonePostalCode = zone && zone !== 'outside' ? form.postalCode.trim().toUpperCase() : null;
  // No zone delivers there: no charge and no total is quoted (the server would refuse the order anyway).
  const deliveryUnquoted = isTakeout(cart.mode) && form.takeoutType === 'delivery' && zone === 'outside';
  const costsCheckout = useMemo(() => {
    if (!isTakeout(cart.mode)) return undefined;
    const delivery = form.takeoutType === 'delivery';
    return {
      pickup: { delivery },
      ...(delivery && zonePostalCode ? { delivery: { type: 'zones', postal_code: zonePostalCode } } : {}),
    };
  }, [cart.mode, form.takeoutType, zonePostalCode]);
  const modeForCosts = useMemo(
    () => (isTakeout(cart.mode) ? { ...cart.mode, takeoutType: form.takeoutType } : cart.mode),
    [cart.mode, form.takeoutType],
  );
  // Programs (issue 16): account credits (after the gift card), the loyalty status and the device's member.
  const programs = useCheckoutPrograms(data, profile ? { id: profile.id, email: profile.email } : null);
  const costChoice = useMemo<CostsChoice>(
    () => (programs.creditsChoice ? { ...choice, credits: programs.creditsChoice } : choice),
    [choice, programs.creditsChoice],
  );
  const costs = useCosts(costChoice, costsCheckout, modeForCosts);
  const paymentNotRequired = costs.data?.paymentNotRequired ?? false;
  // Under the zone's minimum order, said as soon as the costs are in (the server refuses such an order too).
  const zoneMinimum =
    zone && zone !== 'outside' && isTakeout(cart.mode) && form.takeoutType === 'delivery'
      ? toCents(zone.minimum_order ?? 0)
      : 0;
  const underZoneMinimum =
    costs.data && zone && zone !== 'outside' && toCents(costs.data.subtotalDiscounted) < zoneMinimum
      ? t('checkout.deliveryUnderMinimum', {
          zone: zone.name,
          minimum: money(zoneMinimum, locale),
          remaining: money(zoneMinimum - toCents(costs.data.subtotalDiscounted), locale),
        })
      : null;
  useEffect(() => {
    writeCheckout(r.slug, { form, choice, date, pending: pending.current });
  }, [r.slug, form, choice, date]);

  const now = new Date();
  const ctx: CheckoutContext = {
    file: data,
    mode: cart.mode,
    items: cart.items,
    locale,
    now,
    alcohol,
    paymentNotRequired,
    texts: {
      slotRequired: t('checkout.slotRequired'),
      legalAgeRequired: t('checkout.legalAgeRequired'),
      deliveryOutside: t('checkout.deliveryOutside'),
    },
  };

  // Once the diner has tried to place the order, the messages follow every change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ctx is rebuilt each render from the listed values.
  useEffect(() => {
    if (tried) setErrors(validateCheckout(form, ctx, { wallet: tried === 'wallet' }));
  }, [form, tried, paymentNotRequired, alcohol, locale]);

  // A promo code (or else a gift card) the pricing refuses once applied (under its minimum, expired since) is
  // dropped and the costs asked again; why is said by its own field, which keeps the code as typed.
  const [codeRefusals, setCodeRefusals] = useState<{
    discount?: { code: string; message: string } | null;
    voucher?: { code: string; message: string } | null;
  }>({});
  useEffect(() => {
    if (!(costs.error instanceof ApiError)) return;
    const message = costs.error.message || t('cart.costsFailed');
    const promo = choice.discount?.code;
    const giftCard = choice.voucher?.code;
    if (promo) {
      setCodeRefusals((r) => ({ ...r, discount: { code: promo, message } }));
      setChoice((c) => ({ ...c, discount: null }));
    } else if (giftCard) {
      setCodeRefusals((r) => ({ ...r, voucher: { code: giftCard, message } }));
      setChoice((c) => ({ ...c, voucher: null }));
    }
  }, [costs.error, choice.discount, choice.voucher, t]);

  const submit = useMutation({
    mutationFn: async (wallet?: WalletPayment) => {
      if (!costs.data) throw new Error('no costs');
      // A retry after a lost answer (or after a reload while it was on its way) keeps its key, wallet or not, and
      // the moment its body was made (the ASAP time follows it), so the server answers the first result instead of
      // charging again; any answer from the server ends the attempt (onError clears the key). The key is on the
      // device before the request leaves.
      if (!pending.current) {
        pending.current = { key: newIdempotencyKey(), at: new Date().toISOString() };
        writeCheckout(r.slug, { form, choice, date, pending: pending.current });
      }
      const body = orderBody(
        form,
        { ...ctx, now: new Date(pending.current.at) },
        costChoice,
        costs.data,
        wallet,
      );
      body.data.checkout = { ...body.data.checkout, ...programs.checkoutExtras };
      // A suite's order: its event suite, its delivery time and how the suite pays.
      Object.assign(body, suite.patch(body));
      await stripeCard.attach(body, form, wallet);
      // 3-D Secure: the bank's challenge in Stripe's frame, then the order placed (else the refusal as it was).
      return submitOrder(r.id, body, pending.current.key, r.marketplace_hub).catch((error) =>
        stripeCard.afterRefusal(error),
      );
    },
    onSuccess: (order) => {
      rememberContact({ fullName: form.fullName.trim(), email: form.email.trim(), phone: form.phone.trim() });
      if (form.legalAge) rememberLegalAge();
      rememberLastOrder(r.slug, cart.items);
      pending.current = null;
      stripeCard.reset();
      clearCheckout(r.slug);
      cart.clear();
      suite.afterSubmit();
      // The confirmation says where the receipt went (the order read carries no contact data).
      const email = data.order_options.hide_guest_info.email ? undefined : form.email.trim() || undefined;
      // A scheduled slot is named as the server labelled it when chosen, not by the browser's zone rules.
      const slotLabel = form.slot
        ? queryClient
            .getQueryData<SchedulingResponse>([
              'scheduling',
              r.id,
              cart.items[0]?.menu_id,
              form.takeoutType,
              date,
            ])
            ?.slots.find((s) => s.start === form.slot)?.label
        : undefined;
      // A hub's checkout placed one order per kitchen: the confirmation follows each of them.
      const kitchens =
        (order.orders ?? []).length > 1 ? `?orders=${order.orders?.map((o) => o.id).join(',')}` : '';
      navigate(`/${r.slug}/orders/${order.id}${kitchens}`, { state: { order, email, slotLabel } });
    },
    onError: (error, wallet) => {
      // The server answered: that attempt is over, the next one is a new order attempt with a new key.
      if (error instanceof ApiError) {
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

  if (cart.items.length === 0 && !submit.isSuccess) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-2xl font-semibold">{t('checkout.title')}</h1>
        <p className="mt-3 text-muted">{t('checkout.empty')}</p>
        <Link
          to={`/${r.slug}${params.size ? `?${params}` : ''}`}
          className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast"
        >
          {t('checkout.back')}
        </Link>
      </main>
    );
  }

  /** Validates the form (no card fields for a wallet) and shows the first error; true when it may be sent. */
  const checkForm = (wallet: boolean) => {
    setTried(wallet ? 'wallet' : 'form');
    const found = validateCheckout(form, ctx, { wallet });
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
  const onPlace = () => {
    if (checkForm(false)) submit.mutate(undefined);
  };

  const questions = data.order_options.custom_questions;
  const hidden = data.order_options.hide_guest_info;
  const dineIn = !isTakeout(cart.mode) && !cart.mode.genericCatering && !cart.mode.eventSuite;
  const blocked =
    r.orders_paused ||
    !canOrder(cart.mode) ||
    (Boolean(cart.mode.eventSuite) && (!suite.info || suite.block !== null));

  // What keeps both Place order and the wallet buttons from placing the order now.
  const cannotPlace =
    blocked ||
    deliveryUnquoted ||
    underZoneMinimum !== null ||
    !costs.data ||
    submit.isPending ||
    costs.isFetching;

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pt-4 pb-32">
      <Link
        to={`/${r.slug}${params.size ? `?${params}` : ''}`}
        className="text-sm font-semibold text-brand underline dark:text-ink"
      >
        ← {t('checkout.back')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-semibold">{t('checkout.title')}</h1>
      {r.orders_paused ? (
        <p role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {localized(data.order_options, 'orders_paused_message', lang) || t('landing.ordersPaused')}
        </p>
      ) : null}
      {!canOrder(cart.mode) && !r.orders_paused ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('cart.noFlags')}
        </p>
      ) : null}

      <div className="mt-5 grid gap-4">
        {isTakeout(cart.mode) ? (
          <TakeoutOptions
            file={data}
            locale={locale}
            menuId={cart.items[0]?.menu_id}
            form={form}
            errors={errors}
            date={date}
            onDate={setDate}
            set={set}
            now={now}
          />
        ) : null}
        {/* How long the kitchen takes now, next to when the take-out order will be ready (issue 19). */}
        {isTakeout(cart.mode) ? <QueueTime restaurantId={r.id} locale={locale} /> : null}

        {cart.mode.eventSuite ? (
          <SuiteCheckoutPanel
            suite={suite}
            eventDayOrdering={Boolean(cart.mode.eventDayOrdering)}
            slug={r.slug}
            locale={locale}
          />
        ) : null}

        {dineIn && !cart.mode.anotherRoundId ? (
          <DineInSection file={data} locale={locale} form={form} errors={errors} set={set} />
        ) : null}

        <ContactSection
          form={form}
          errors={errors}
          set={set}
          hidden={hidden}
          signedInAs={profile?.email ?? null}
          logInHref={
            !profile && session.status === 'guest'
              ? `/login?${new URLSearchParams([...params, ['restaurant', r.slug], ['checkout', '1']]).toString()}`
              : null
          }
        />

        <QuestionsSection
          questions={questions}
          locale={locale}
          answers={form.answers}
          errors={errors}
          onAnswers={(answers) => set({ answers })}
        />

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
          balance={costs.data?.voucher.balance ?? null}
          locale={locale}
        />

        <CheckoutProgramsSection data={data} programs={programs} costs={costs.data} locale={locale} />

        {suite.paysItself ? null : (
          <>
            <WalletButtons
              restaurantId={r.id}
              restaurantName={r.display_name ?? localized(r, 'name', lang)}
              amount={costs.data?.amountToCharge ?? null}
              paymentNotRequired={paymentNotRequired}
              disabled={cannotPlace}
              beforePay={() => checkForm(true)}
              onPay={(payment) =>
                submit.mutateAsync(payment).then(
                  () => true,
                  () => false,
                )
              }
            />

            <PaymentFields
              file={data}
              locale={locale}
              form={form}
              errors={errors}
              set={set}
              paymentNotRequired={paymentNotRequired}
              refusal={paymentError}
              refusalRef={paymentErrorRef}
              processorFields={
                stripeCard.enabled ? (
                  stripeCard.config ? (
                    <StripeCardFields
                      ref={stripeCard.handle}
                      config={stripeCard.config}
                      amountCents={costs.data ? toCents(costs.data.amountToCharge) : null}
                      locale={locale}
                    />
                  ) : (
                    <p role="status" className="text-sm text-muted">
                      {t('checkout.stripeLoading')}
                    </p>
                  )
                ) : undefined
              }
              refusalActions={
                notSupported ? (
                  <CardNotSupportedActions
                    disabled={submit.isPending}
                    onTryAgain={onPlace}
                    onReAdd={() => {
                      set({ savedCardId: null, cardNumber: '', expiry: '', cvd: '', cardPostal: '' });
                      stripeCard.handle.current?.clear();
                      requestAnimationFrame(() =>
                        stripeCard.enabled
                          ? stripeCard.handle.current?.focus()
                          : document.getElementById('cardNumber')?.focus(),
                      );
                    }}
                  />
                ) : null
              }
              signedIn={Boolean(profile)}
              savedCards={(profile?.paymentMethods ?? [])
                .filter((c) => c.paymentCardId.trim() !== '')
                .map((c) => ({
                  id: c.paymentCardId,
                  label:
                    `${c.brand === 'unknown' ? '' : c.brand.toUpperCase()} •••• ${c.last4} (${c.expiry})`.trim(),
                }))}
            />
          </>
        )}

        <ReviewSection
          lines={cart.items.map((item) => {
            const text = lineText(cart.index, item, lang);
            return {
              key: item.orderId,
              quantity: item.quantity,
              name: text.name,
              options: text.options,
              price: money(item.orderPrice, locale),
            };
          })}
          summary={
            costs.data ? (
              <CostsSummary
                costs={costs.data}
                locale={locale}
                splitTaxes={r.show_split_taxes}
                serviceChargeLabel={localized(data.order_options, 'service_charge_label', lang)}
              />
            ) : null
          }
          pricing={{ fetching: costs.isFetching, failed: costs.isError }}
          deliveryUnquoted={deliveryUnquoted}
          underZoneMinimum={underZoneMinimum}
          legalAge={
            alcohol
              ? { checked: form.legalAge, error: errors.legalAge, onChange: (legalAge) => set({ legalAge }) }
              : null
          }
        />
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 p-3 backdrop-blur sm:p-4">
        <button
          type="button"
          onClick={onPlace}
          disabled={cannotPlace}
          aria-busy={submit.isPending}
          className="mx-auto flex w-full max-w-2xl items-center justify-between rounded-full bg-brand px-5 py-3.5 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <span>{submit.isPending ? t('checkout.placing') : t('checkout.place')}</span>
          {costs.data && !deliveryUnquoted ? (
            <span>{money(toCents(costs.data.amountToCharge), locale)}</span>
          ) : null}
        </button>
      </div>
    </main>
  );
}
