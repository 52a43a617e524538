import { toCents } from '@ordering/domain/money/money';
import type { OrderLink } from '@ordering/domain/order-types/link';
import { linkOffered } from '@ordering/domain/ordering/offered-dates';
import { whenChoices } from '../../features/checkout/cart-schedule';
import { checkoutOrderType } from '../../features/checkout/checkout-form';
import { ResumeNotice } from '../../features/checkout/components/resume-notice';
import { CheckoutProgramsSection } from '../../features/programs/components/checkout-programs';
import type { SuiteCheckout } from '../../features/suites/use-suite-checkout';
import { asksWhen } from '../../lib/cart/asks-when';
import { cartMenus } from '../../lib/cart/cart-menus';
import { canOrder } from '../../lib/cart/order-mode';
import type { Locale } from '../../lib/locale';
import type { useMaintenance } from '../../lib/maintenance';
import { money } from '../../lib/money';
import type { RestaurantData } from '../../lib/restaurant-data';
import { CheckoutHeading, CheckoutWays, CheckoutWho, EmptyCheckout, PlaceOrderBar } from './checkout-parts';
import { CheckoutPayment } from './checkout-payment';
import { CheckoutReview } from './checkout-review';
import { CheckoutTipAndCodes } from './checkout-tip-codes';
import { type Checkout, useCheckout } from './use-checkout';
import type { CheckoutPricing } from './use-checkout-pricing';

/** The checkout: how and when, who, tip and codes, payment, review, and the order submission. */
export function Component() {
  const checkout = useCheckout();
  const { data, locale, cart, t, session, suite, params, state, tab, pricing, placing } = checkout;
  const r = data.restaurant;
  const profile = session.profile;
  const { submit, onPlace, connection, resume } = placing;

  if (cart.items.length === 0 && !submit.isSuccess) {
    return <EmptyCheckout slug={r.slug} params={params} />;
  }

  const when = whenOf(checkout);
  const cannotPlace =
    !placeable({ data, mode: cart.mode, maintenance: checkout.maintenance, suite }) ||
    // The cart's menus share no time (one for now only, another scheduled only): the When section says so.
    (asksWhen(cart.mode) && whenChoices(data, when.menus, when.orderType, when.now, when.link).noCommonWay) ||
    pricing.deliveryUnquoted ||
    pricing.underZoneMinimum !== null ||
    checkout.minimumNotices.length > 0 ||
    !pricing.costs.data ||
    submit.isPending ||
    // A submission sent before a reload is asked about first: placing again meanwhile could only wait for it.
    resume === 'checking' ||
    resume === 'paying' ||
    connection.held !== null ||
    pricing.costs.isFetching;

  return (
    // The bottom bar grows by the connection's notice (or the minimum's): the end of the page stays above it.
    <main
      id="main"
      className={`mx-auto max-w-2xl px-4 pt-4 ${connection.online && !connection.held && !connection.resumed && !r.orders_paused && checkout.minimumNotices.length === 0 ? 'pb-32' : 'pb-60'}`}
    >
      <CheckoutHeading
        slug={r.slug}
        params={params}
        paused={r.orders_paused}
        canOrder={canOrder(cart.mode)}
        maintenance={checkout.maintenance}
      />

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
          dineIn={checkout.dineIn}
          roundTable={checkout.roundTable}
        />

        <CheckoutWho
          state={state}
          questions={checkout.file.order_options.custom_questions}
          locale={locale}
          hidden={data.order_options.hide_guest_info}
          signedInAs={profile?.email ?? null}
          logInHref={
            !profile && session.status === 'guest'
              ? `/login?${new URLSearchParams([...params, ['restaurant', r.slug], ['checkout', '1']]).toString()}`
              : null
          }
        />

        <CheckoutPaySections checkout={checkout} cannotPlace={cannotPlace} />

        <CheckoutReview
          data={data}
          cart={cart}
          locale={locale}
          t={t}
          state={state}
          pricing={pricing}
          refused={checkout.refused}
          refusedChoices={checkout.refusedChoice}
          alcohol={checkout.alcohol}
        />
      </div>

      <PlaceOrderBar
        onTab={tab.active}
        onPlace={onPlace}
        disabled={cannotPlace}
        connection={connection}
        placing={submit.isPending || connection.held !== null}
        amount={amountToCharge(pricing, locale)}
        paused={Boolean(r.orders_paused)}
        minimum={checkout.minimumNotices}
      />
    </main>
  );
}

/**
 * When: the time offered suits every menu in the cart, asked with the order's own type (generic catering is not a
 * pickup: its weekends and notice are the catering rules).
 */
function whenOf({ data, locale, cart, state, now }: Checkout) {
  const { form, errors, date, setDate, set } = state;
  return {
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
}

/** No amount before the delivery's charge is known: the address sets it (or no zone delivers there). */
function amountToCharge({ costs, deliveryUnquoted }: CheckoutPricing, locale: Locale): string | null {
  return costs.data && !deliveryUnquoted && !costs.data.deliveryAwaitsAddress
    ? money(toCents(costs.data.amountToCharge), locale)
    : null;
}

/** The tip and codes, the programs, and the payment: none of which a round on the tab asks, nor a suite that pays. */
function CheckoutPaySections({ checkout, cannotPlace }: { checkout: Checkout; cannotPlace: boolean }) {
  const { data, locale, t, state, pricing, tab, suite } = checkout;
  return (
    <>
      {tab.active ? null : (
        <CheckoutTipAndCodes
          data={data}
          locale={locale}
          state={state}
          pricing={pricing}
          codeRefusals={checkout.codeRefusals}
          setCodeRefusals={checkout.setCodeRefusals}
        />
      )}

      <CheckoutProgramsSection
        data={data}
        programs={pricing.programs}
        costs={pricing.costs.data}
        locale={locale}
        creditsOffered={!tab.active}
      />

      {suite.paysItself || tab.active ? null : (
        <CheckoutPayment
          data={data}
          locale={locale}
          t={t}
          state={state}
          pricing={pricing}
          stripeCard={checkout.stripeCard}
          placing={checkout.placing}
          cannotPlace={cannotPlace}
          profile={checkout.session.profile}
        />
      )}
    </>
  );
}

/** Whether this restaurant and way of ordering take an order at all now (a suite's once its details are in). */
function placeable({
  data,
  mode,
  maintenance,
  suite,
}: {
  data: RestaurantData;
  mode: OrderLink;
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
