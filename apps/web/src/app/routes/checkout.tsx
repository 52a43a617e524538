import { toCents } from '@ordering/domain/money/money';
import { linkOffered } from '@ordering/domain/ordering/offered-dates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MaintenanceNotice } from '../../components/maintenance-notice';
import { whenChoices } from '../../features/checkout/cart-schedule';
import { checkoutOrderType, isTakeout } from '../../features/checkout/checkout-form';
import { writeCheckout } from '../../features/checkout/checkout-storage';
import { ConnectionNotice } from '../../features/checkout/components/connection-notice';
import { ResumeNotice } from '../../features/checkout/components/resume-notice';
import { useStripeCard } from '../../features/checkout/stripe-card';
import { CheckoutProgramsSection } from '../../features/programs/components/checkout-programs';
import { type SuiteCheckout, useSuiteCheckout } from '../../features/suites/use-suite-checkout';
import { useTabRound } from '../../features/tabs/use-tab-round';
import { trackFunnel, wayOfType } from '../../lib/analytics';
import { asksWhen } from '../../lib/cart/asks-when';
import { useCart } from '../../lib/cart/cart-context';
import { cartMenus } from '../../lib/cart/cart-menus';
import { lineText } from '../../lib/cart/line-text';
import { canOrder, modeOrderType, type OrderMode } from '../../lib/cart/order-mode';
import { refusedChoices, refusedLines } from '../../lib/cart/refused-lines';
import { useRoundTable } from '../../lib/cart/round-table';
import { menuLocale } from '../../lib/locale';
import { useMaintenance } from '../../lib/maintenance';
import { money } from '../../lib/money';
import { type RestaurantData, useRestaurantContext } from '../../lib/restaurant-data';
import { useSession } from '../../lib/session/use-session';
import { CheckoutHeading, CheckoutWays, CheckoutWho, EmptyCheckout, PlaceOrderBar } from './checkout-parts';
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
  const { form, set, errors, date, setDate, choice, setChoice } = state;

  // A round on the table's tab: nothing paid now, no tip (each payer tips their share at the end).
  const dineIn = !isTakeout(cart.mode) && !cart.mode.genericCatering && !cart.mode.eventSuite;
  const tab = useTabRound(r, dineIn);
  useNoTipOnTab(state, tab.active);

  const alcohol = cart.items.some((i) => lineText(cart.index, i, lang).alcoholic);
  const pricing = useCheckoutPricing({ data, mode: cart.mode, form, choice, profile, locale, t });
  const { deliveryUnquoted, programs, costs, paymentNotRequired, underZoneMinimum } = pricing;
  useCheckoutKept(r.slug, cart.mode, state);

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
  const cannotPlace =
    !placeable({ data, mode: cart.mode, maintenance, suite }) ||
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
        <CheckoutWays
          data={data}
          locale={locale}
          mode={cart.mode}
          when={when}
          state={state}
          postalCodeRefusal={pricing.postalCodeRefusal}
          suite={suite}
          tab={tab}
          dineIn={dineIn}
          roundTable={roundTable}
        />

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

/** A round on the table's tab carries no tip: each payer tips their share when the tab is paid. */
function useNoTipOnTab(state: CheckoutFormState, onTab: boolean) {
  const { choice, setChoice } = state;
  useEffect(() => {
    if (onTab && choice.tip) setChoice({ ...choice, tip: null });
  }, [onTab, choice, setChoice]);
}

/** The checkout's answers kept on the device as they change, and the funnel told once per visit how it was reached. */
function useCheckoutKept(slug: string, mode: OrderMode, state: CheckoutFormState) {
  const { form, choice, date, pending } = state;
  // Once per visit of the checkout: the way it was reached with, not each change of it.
  const reachedWith = useRef(mode);
  useEffect(
    () => trackFunnel(slug, 'checkout-reached', wayOfType(modeOrderType(reachedWith.current))),
    [slug],
  );
  useEffect(() => {
    writeCheckout(slug, { form, choice, date, pending: pending.current });
  }, [slug, form, choice, date, pending]);
}

/** Whether this restaurant and way of ordering take an order at all now (a suite's once its details are in). */
function placeable({
  data,
  mode,
  maintenance,
  suite,
}: {
  data: RestaurantData;
  mode: OrderMode;
  maintenance: ReturnType<typeof useMaintenance>;
  suite: SuiteCheckout;
}): boolean {
  return !(
    maintenance !== null ||
    data.restaurant.orders_paused ||
    !canOrder(mode) ||
    (Boolean(mode.eventSuite) && (!suite.info || suite.block !== null))
  );
}
