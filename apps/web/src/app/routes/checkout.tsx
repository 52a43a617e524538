import { toCents } from '@ordering/domain/money/money';
import { linkOffered } from '@ordering/domain/ordering/offered-dates';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MaintenanceNotice } from '../../components/maintenance-notice';
import { PausedNotice } from '../../components/paused-notice';
import { whenChoices } from '../../features/checkout/cart-schedule';
import { checkoutOrderType, isTakeout } from '../../features/checkout/checkout-form';
import { writeCheckout } from '../../features/checkout/checkout-storage';
import { ConnectionNotice } from '../../features/checkout/components/connection-notice';
import { ContactSection } from '../../features/checkout/components/contact-section';
import { DineInSection } from '../../features/checkout/components/dine-in-section';
import { QuestionsSection } from '../../features/checkout/components/questions-section';
import { ResumeNotice } from '../../features/checkout/components/resume-notice';
import { TakeoutOptions } from '../../features/checkout/components/takeout-options';
import { CateringWhen } from '../../features/checkout/components/when-fields';
import { useStripeCard } from '../../features/checkout/stripe-card';
import { QueueTime } from '../../features/notices/components/queue-time';
import { CheckoutProgramsSection } from '../../features/programs/components/checkout-programs';
import { SuiteCheckoutPanel } from '../../features/suites/components/suite-checkout-panel';
import { useSuiteCheckout } from '../../features/suites/use-suite-checkout';
import { TabRoundPanel } from '../../features/tabs/components/tab-round-panel';
import { useTabRound } from '../../features/tabs/use-tab-round';
import { trackFunnel, wayOfType } from '../../lib/analytics';
import { asksWhen } from '../../lib/cart/asks-when';
import { useCart } from '../../lib/cart/cart-context';
import { cartMenus } from '../../lib/cart/cart-menus';
import { lineText } from '../../lib/cart/line-text';
import { canOrder, modeOrderType } from '../../lib/cart/order-mode';
import { refusedChoices, refusedLines } from '../../lib/cart/refused-lines';
import { useRoundTable } from '../../lib/cart/round-table';
import { type Locale, menuLocale } from '../../lib/locale';
import { useMaintenance } from '../../lib/maintenance';
import { money } from '../../lib/money';
import { type RestaurantData, useRestaurantContext } from '../../lib/restaurant-data';
import { useSession } from '../../lib/session/use-session';
import { CheckoutPayment } from './checkout-payment';
import { CheckoutReview } from './checkout-review';
import { CheckoutTipAndCodes } from './checkout-tip-codes';
import { useCheckoutContext } from './use-checkout-context';
import { type CheckoutFormState, useCheckoutForm } from './use-checkout-form';
import { useCheckoutPricing, useCodeRefusals } from './use-checkout-pricing';
import { usePlaceOrder } from './use-place-order';

/** The checkout: how and when, who, tip and codes, payment, review, and the order submission. */
export function Component() {
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
  const { form, set, errors, date, setDate, choice, setChoice, pending } = state;

  // A round on the table's tab: nothing paid now, no tip (each payer tips their share at the end).
  const dineIn = !isTakeout(cart.mode) && !cart.mode.genericCatering && !cart.mode.eventSuite;
  const tab = useTabRound(r, dineIn);
  const { choice: tipChoice, setChoice: setTipChoice } = state;
  useEffect(() => {
    if (tab.active && tipChoice.tip) setTipChoice({ ...tipChoice, tip: null });
  }, [tab.active, tipChoice, setTipChoice]);

  const alcohol = cart.items.some((i) => lineText(cart.index, i, lang).alcoholic);
  const pricing = useCheckoutPricing({ data, mode: cart.mode, form, choice, profile, locale, t });
  const { deliveryUnquoted, programs, costs, paymentNotRequired, underZoneMinimum } = pricing;
  // Once per visit of the checkout: the way it was reached with, not each change of it.
  const reachedWith = useRef(cart.mode);
  useEffect(
    () => trackFunnel(r.slug, 'checkout-reached', wayOfType(modeOrderType(reachedWith.current))),
    [r.slug],
  );
  useEffect(() => {
    writeCheckout(r.slug, { form, choice, date, pending: pending.current });
  }, [r.slug, form, choice, date, pending]);

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
  const { submit, onPlace, connection, resume } = placing;
  // The lines the server refused (an item sold out since it was added...), by the costs or by Place order: the review
  // marks them as the cart does, so the diner knows what to remove.
  const refused = new Map([...refusedLines(costs.error), ...refusedLines(submit.error)]);
  const refusedChoice = new Map([...refusedChoices(costs.error), ...refusedChoices(submit.error)]);
  // A maintenance window in force: ordering closed until it ends, said at the top (the server refuses it too).
  const maintenance = useMaintenance(data);
  // Another round: the table of the order it repeats (the menu asked for it already, under the same key).
  const roundId = dineIn ? cart.mode.anotherRoundId : undefined;
  const roundTable = useRoundTable(roundId);

  if (cart.items.length === 0 && !submit.isSuccess) {
    return <EmptyCheckout slug={r.slug} params={params} />;
  }

  const questions = file.order_options.custom_questions;
  // When: the time offered suits every menu in the cart, asked with the order's own type (generic catering is not
  // a pickup: its weekends and notice are the catering rules).
  const when = {
    file: data,
    locale,
    menus: cartMenus(data, cart.items),
    orderType: checkoutOrderType(cart.mode, form),
    form,
    errors,
    date,
    onDate: setDate,
    set,
    now,
    items: cart.items,
    // The days the ordering link takes: the day picker offers only those.
    link: linkOffered(cart.mode),
  };
  const hidden = data.order_options.hide_guest_info;
  const blocked =
    maintenance !== null ||
    r.orders_paused ||
    !canOrder(cart.mode) ||
    (Boolean(cart.mode.eventSuite) && (!suite.info || suite.block !== null));

  // What keeps both Place order and the wallet buttons from placing the order now.
  const cannotPlace =
    blocked ||
    // The cart's menus share no time (one for now only, another scheduled only): the When section says so.
    (asksWhen(cart.mode) && whenChoices(data, when.menus, when.orderType, now, when.link).noCommonWay) ||
    deliveryUnquoted ||
    underZoneMinimum !== null ||
    !costs.data ||
    submit.isPending ||
    // A submission sent before a reload is asked about first: placing again meanwhile could only wait for it.
    resume === 'checking' ||
    resume === 'paying' ||
    connection.held !== null ||
    costs.isFetching;

  return (
    // The bottom bar grows by the connection's notice: the end of the page stays above it.
    <main
      id="main"
      className={`mx-auto max-w-2xl px-4 pt-4 ${connection.online && !connection.held && !connection.resumed ? 'pb-32' : 'pb-60'}`}
    >
      <CheckoutHeading
        slug={r.slug}
        params={params}
        paused={r.orders_paused}
        canOrder={canOrder(cart.mode)}
      />

      {maintenance ? (
        <p
          role="status"
          data-testid="maintenance"
          className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <MaintenanceNotice window={maintenance} />
        </p>
      ) : null}

      <ResumeNotice state={resume} />

      <div className="mt-5 grid gap-4">
        {isTakeout(cart.mode) ? (
          <TakeoutOptions {...when} postalCodeRefusal={pricing.postalCodeRefusal} />
        ) : null}
        {asksWhen(cart.mode) && !isTakeout(cart.mode) ? <CateringWhen {...when} /> : null}
        {/* How long the kitchen takes now, next to when the take-out order will be ready. */}
        {isTakeout(cart.mode) ? <QueueTime restaurantId={r.id} locale={locale} /> : null}

        {cart.mode.eventSuite ? (
          <SuiteCheckoutPanel
            suite={suite}
            eventDayOrdering={Boolean(cart.mode.eventDayOrdering)}
            slug={r.slug}
            locale={locale}
          />
        ) : null}

        {tab.active ? <TabRoundPanel slug={r.slug} round={tab} /> : null}

        {dineIn ? (
          <DineInSection
            file={data}
            locale={locale}
            form={form}
            errors={errors}
            set={set}
            {...(cart.mode.anotherRoundId ? { roundTable: roundTable ?? null } : {})}
          />
        ) : null}

        <CheckoutWho
          state={state}
          questions={questions}
          locale={locale}
          hidden={hidden}
          signedInAs={profile?.email ?? null}
          logInHref={
            !profile && session.status === 'guest'
              ? `/login?${new URLSearchParams([...params, ['restaurant', r.slug], ['checkout', '1']]).toString()}`
              : null
          }
        />

        {tab.active ? null : (
          <CheckoutTipAndCodes
            data={data}
            locale={locale}
            state={state}
            pricing={pricing}
            codeRefusals={codeRefusals}
            setCodeRefusals={setCodeRefusals}
          />
        )}

        <CheckoutProgramsSection data={data} programs={programs} costs={costs.data} locale={locale} />

        {suite.paysItself || tab.active ? null : (
          <CheckoutPayment
            data={data}
            locale={locale}
            t={t}
            state={state}
            pricing={pricing}
            stripeCard={stripeCard}
            placing={placing}
            cannotPlace={cannotPlace}
            profile={profile}
          />
        )}

        <CheckoutReview
          data={data}
          cart={cart}
          locale={locale}
          t={t}
          state={state}
          pricing={pricing}
          refused={refused}
          refusedChoices={refusedChoice}
          alcohol={alcohol}
        />
      </div>

      <PlaceOrderBar
        onTab={tab.active}
        onPlace={onPlace}
        disabled={cannotPlace}
        placing={submit.isPending || connection.held !== null}
        waiting={connection.held !== null}
        notice={
          <ConnectionNotice online={connection.online} held={connection.held} resumed={connection.resumed} />
        }
        amount={
          // No amount before the delivery's charge is known: the address sets it (or no zone delivers there).
          costs.data && !deliveryUnquoted && !costs.data.deliveryAwaitsAddress
            ? money(toCents(costs.data.amountToCharge), locale)
            : null
        }
      />
    </main>
  );
}

/**
 * Place order, kept in sight at the bottom of the screen with the amount it charges, and above it what the connection
 * means for the order (offline, waiting for the connection, placed again once back online).
 */
function PlaceOrderBar({
  onTab,
  onPlace,
  disabled,
  placing,
  waiting,
  notice,
  amount,
}: {
  /** A round on the table's tab: sent to the kitchen, its amount added to the bill, nothing charged now. */
  onTab: boolean;
  onPlace: () => void;
  disabled: boolean;
  placing: boolean;
  waiting: boolean;
  notice: ReactNode;
  amount: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 p-3 backdrop-blur sm:p-4">
      {notice}
      <button
        type="button"
        onClick={onPlace}
        disabled={disabled}
        aria-busy={placing}
        className="mx-auto flex w-full max-w-2xl items-center justify-between rounded-full bg-brand px-5 py-3.5 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span>
          {waiting
            ? t('checkout.waitingConnection')
            : placing
              ? t('checkout.placing')
              : onTab
                ? t('tabs.round.send')
                : t('checkout.place')}
        </span>
        {amount ? <span>{amount}</span> : null}
      </button>
    </div>
  );
}

const backTo = (slug: string, params: URLSearchParams) => `/${slug}${params.size ? `?${params}` : ''}`;

/** Nothing in the cart: the way back to the menu. */
function EmptyCheckout({ slug, params }: { slug: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-semibold">{t('checkout.title')}</h1>
      <p className="mt-3 text-muted">{t('checkout.empty')}</p>
      <Link
        to={backTo(slug, params)}
        className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast"
      >
        {t('checkout.back')}
      </Link>
    </main>
  );
}

/** The way back, the title, and why the order cannot be placed now (orders paused, no way of ordering). */
function CheckoutHeading({
  slug,
  params,
  paused,
  canOrder,
}: {
  slug: string;
  params: URLSearchParams;
  paused: boolean;
  canOrder: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={backTo(slug, params)} className="text-sm font-semibold text-brand underline dark:text-ink">
        ← {t('checkout.back')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-semibold">{t('checkout.title')}</h1>
      {paused ? (
        <div
          role="status"
          data-testid="orders-paused"
          className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <PausedNotice />
        </div>
      ) : null}
      {!canOrder && !paused ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('cart.noFlags')}
        </p>
      ) : null}
    </>
  );
}

/** Who orders: the contact (or the account signed in) and the restaurant's questions. */
function CheckoutWho({
  state,
  questions,
  locale,
  hidden,
  signedInAs,
  logInHref,
}: {
  state: CheckoutFormState;
  questions: RestaurantData['order_options']['custom_questions'];
  locale: Locale;
  hidden: RestaurantData['order_options']['hide_guest_info'];
  signedInAs: string | null;
  logInHref: string | null;
}) {
  const { form, errors, set } = state;
  return (
    <>
      <ContactSection
        form={form}
        errors={errors}
        set={set}
        hidden={hidden}
        signedInAs={signedInAs}
        logInHref={logInHref}
      />
      <QuestionsSection
        questions={questions}
        locale={locale}
        answers={form.answers}
        errors={errors}
        onAnswers={(answers) => set({ answers })}
      />
    </>
  );
}
