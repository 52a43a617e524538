/**
 * The checkout route's parts (checkout.tsx): the sections of how and when, who orders, the heading, the empty
 * checkout and the Place order bar.
 */

import type { OrderLink } from '@ordering/domain/order-types/link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaintenanceNotice } from '../../components/maintenance-notice';
import { PausedNotice } from '../../components/paused-notice';
import { isTakeout } from '../../features/checkout/checkout-form';
import { DineInReady, useOrdersAhead } from '../../features/checkout/components/asap-quote';
import { ConnectionNotice } from '../../features/checkout/components/connection-notice';
import { ContactSection } from '../../features/checkout/components/contact-section';
import { DineInSection } from '../../features/checkout/components/dine-in-section';
import { QuestionsSection } from '../../features/checkout/components/questions-section';
import { TakeoutOptions } from '../../features/checkout/components/takeout-options';
import { CateringWhen } from '../../features/checkout/components/when-fields';
import { QueueTime } from '../../features/notices/components/queue-time';
import { SuiteCheckoutPanel } from '../../features/suites/components/suite-checkout-panel';
import type { SuiteCheckout } from '../../features/suites/use-suite-checkout';
import { TabRoundPanel } from '../../features/tabs/components/tab-round-panel';
import type { TabRound } from '../../features/tabs/use-tab-round';
import { asksWhen } from '../../lib/cart/asks-when';
import { MinimumNotice } from '../../lib/cart/components/minimum-notice';
import type { useRoundTable } from '../../lib/cart/round-table';
import type { Locale } from '../../lib/locale';
import type { useMaintenance } from '../../lib/maintenance';
import type { RestaurantData } from '../../lib/restaurant-data';
import type { CheckoutFormState } from './use-checkout-form';
import type { PlacingOrder } from './use-place-order';

type WhenProps = Parameters<typeof TakeoutOptions>[0] & Parameters<typeof CateringWhen>[0];

/**
 * How and when the order is had: take-out's options or a catering order's time, the kitchen's queue, a suite's
 * panel, a round on the table's tab, and the table at a dine-in.
 */
export function CheckoutWays({
  data,
  locale,
  mode,
  when,
  state,
  postalCodeRefusal,
  suite,
  tab,
  dineIn,
  roundTable,
}: {
  data: RestaurantData;
  locale: Locale;
  mode: OrderLink;
  when: Omit<WhenProps, 'postalCodeRefusal'>;
  state: CheckoutFormState;
  postalCodeRefusal: WhenProps['postalCodeRefusal'];
  suite: SuiteCheckout;
  tab: TabRound;
  dineIn: boolean;
  roundTable: ReturnType<typeof useRoundTable>;
}) {
  const r = data.restaurant;
  const { form, errors, set } = state;
  const ordersAhead = useOrdersAhead(when);
  return (
    <>
      {isTakeout(mode) ? <TakeoutOptions {...when} postalCodeRefusal={postalCodeRefusal} /> : null}
      {asksWhen(mode) && !isTakeout(mode) ? <CateringWhen {...when} /> : null}
      {/* How long the kitchen takes now, next to when the take-out order will be ready: none while paused, when no
          order is taken to be ready. A kitchen paced by make-time quotes this cart above, so only the orders ahead
          of that quote, from the same answer. */}
      {isTakeout(mode) && !r.orders_paused ? (
        r.kitchen ? (
          <QueueTime restaurantId={r.id} locale={locale} ahead={ordersAhead} />
        ) : (
          <QueueTime restaurantId={r.id} locale={locale} />
        )
      ) : null}

      {mode.eventSuite ? (
        <SuiteCheckoutPanel
          suite={suite}
          eventDayOrdering={Boolean(mode.eventDayOrdering)}
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
          {...(mode.anotherRoundId ? { roundTable: roundTable ?? null } : {})}
        >
          <DineInReady {...when} />
        </DineInSection>
      ) : null}
    </>
  );
}

/**
 * Place order, kept in sight at the bottom of the screen with the amount it charges, and above it what the connection
 * means for the order (offline, waiting for the connection, placed again once back online).
 */
export function PlaceOrderBar({
  onTab,
  onPlace,
  disabled,
  connection,
  placing,
  amount,
  paused = false,
  minimum = [],
}: {
  /** A round on the table's tab: sent to the kitchen, its amount added to the bill, nothing charged now. */
  onTab: boolean;
  onPlace: () => void;
  disabled: boolean;
  /** The offline queue: what it says sits above the button, and an order waiting in it holds the button. */
  connection: PlacingOrder['connection'];
  placing: boolean;
  amount: string | null;
  /** Ordering is paused: the button cannot be used and has no amount, so why is said beside it, in sight. */
  paused?: boolean;
  /** What the cart still needs to reach its menus' minimum order amounts: the button waits, and says why in sight. */
  minimum?: readonly string[];
}) {
  const { t } = useTranslation();
  const waiting = connection.held !== null;
  const describedBy = [paused ? 'place-order-paused' : '', minimum.length > 0 ? 'place-order-minimum' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 p-3 backdrop-blur sm:p-4">
      <ConnectionNotice online={connection.online} held={connection.held} resumed={connection.resumed} />
      {paused ? (
        <p
          id="place-order-paused"
          data-testid="place-order-paused"
          className="mx-auto mb-2 max-w-2xl text-center text-sm font-semibold"
        >
          {t('checkout.paused')}
        </p>
      ) : null}
      <MinimumNotice id="place-order-minimum" notices={minimum} className="mx-auto mb-2 max-w-2xl" />
      <button
        type="button"
        onClick={onPlace}
        disabled={disabled}
        aria-busy={placing}
        aria-describedby={describedBy || undefined}
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
export function EmptyCheckout({ slug, params }: { slug: string; params: URLSearchParams }) {
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
export function CheckoutHeading({
  slug,
  params,
  paused,
  canOrder,
  maintenance,
}: {
  slug: string;
  params: URLSearchParams;
  paused: boolean;
  canOrder: boolean;
  /** A maintenance window in force: ordering closed until it ends (the server refuses it too). */
  maintenance: ReturnType<typeof useMaintenance>;
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
      {maintenance ? (
        <p
          role="status"
          data-testid="maintenance"
          className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <MaintenanceNotice window={maintenance} />
        </p>
      ) : null}
    </>
  );
}

/** Who orders: the contact (or the account signed in) and the restaurant's questions. */
export function CheckoutWho({
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
