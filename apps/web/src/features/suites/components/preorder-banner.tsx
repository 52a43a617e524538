import type { CartOptionGroupBody } from '@ordering/domain/contracts/cart';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import type { MinimalInfoResponse as SuiteInfo } from '@ordering/domain/suites/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCart } from '../../../lib/cart/cart-context';
import type { Locale } from '../../../lib/locale';
import { readOperatorId } from '../../../lib/session/operator-session';
import { useLogout } from '../../../lib/session/use-logout';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { useSuiteInfo } from '../use-suite-info';
import { venueTime } from './ui';

/**
 * A suite owner's pre-order at the venue: the event and suite, when the
 * order is delivered, until when it can change; the suite's current pre-order can be modified before the lock (the
 * cart rebuilt from the saved order), after which it is locked. A guest is asked to log in (pre-ordering menus
 * need an account).
 */
export function PreorderBanner({
  venue,
  slug,
  eventSuiteId,
  encryptedValue,
  locale,
}: {
  venue: number | string;
  slug: string;
  eventSuiteId: string;
  encryptedValue: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const session = useSession(venue);
  const query = useSuiteInfo(venue, eventSuiteId, {
    // A guest with the e-mailed link's value may read the event's times (no order details) before logging in.
    enabled: session.status === 'user' || (session.status === 'guest' && Boolean(encryptedValue)),
    encryptedValue,
  });
  // A suite link that fails for the signed-in user (another owner's suite, no such suite, a broken value).
  const linkFailed =
    session.status === 'user' &&
    query.error instanceof ApiError &&
    (query.error.code === 403 || query.error.code === 404 || query.error.status === 400);
  useEndSuiteOnRefusal(linkFailed, slug);
  const modify = useRebuildPreorder(query.data?.suiteCateringOrder?.items);

  const frame = (children: ReactNode) => (
    <section aria-label={t('suites.preorder.label')} className="border-b border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-1 px-4 py-3 text-sm">{children}</div>
    </section>
  );

  if (session.status === 'loading') return null;
  const guest = session.status === 'guest';
  const loginQuery = new URLSearchParams({ restaurant: slug, eventSuite: eventSuiteId });
  if (encryptedValue) loginQuery.set('value', encryptedValue);
  const loginPrompt = guest ? (
    <p>
      {t('suites.preorder.loginRequired')}{' '}
      <Link to={`/login?${loginQuery}`} className="font-semibold text-brand underline dark:text-ink">
        {t('suites.preorder.login')}
      </Link>
    </p>
  ) : null;
  if (guest && !encryptedValue) return frame(loginPrompt);
  if (query.isPending) return guest ? frame(loginPrompt) : null;
  if (query.isError)
    return frame(
      <>
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {linkFailed
            ? t('suites.preorder.linkRefused')
            : query.error instanceof ApiError && query.error.message
              ? query.error.message
              : t('suites.preorder.failed')}
        </p>
        {loginPrompt}
      </>,
    );
  return frame(
    <PreorderDetails info={query.data} locale={locale} onModify={modify}>
      {loginPrompt}
    </PreorderDetails>,
  );
}

/**
 * The suite flow ends as the specification's step 5 says when its link is refused: the table number cleared, the
 * user signed out and sent to the operator's login (a device with an operator) or the landing page, and told why in
 * words of the screens.
 */
function useEndSuiteOnRefusal(linkFailed: boolean, slug: string) {
  const { t } = useTranslation();
  const cart = useCart();
  const logout = useLogout();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the link fails; the rest is stable.
  useEffect(() => {
    if (!linkFailed) return;
    const { tableNum: _table, eventSuite: _suite, eventDayOrdering: _day, ...rest } = cart.mode;
    cart.setMode(rest);
    toast.error(t('suites.preorder.linkRefused'));
    // Away first: clearing the suite ends this banner, and the logout's answer comes after it.
    navigate(readOperatorId() ? '/login?suiteOperator=true' : `/${slug}/landing`, { replace: true });
    logout.mutate();
  }, [linkFailed]);
}

type SavedLines = NonNullable<SuiteInfo['suiteCateringOrder']>['items'];

/**
 * Modify: the cart is emptied first, then the saved order goes in through the reorder rules (addAgain counts the
 * room left from the cart as it is, so it waits for the empty cart).
 */
function useRebuildPreorder(lines: SavedLines | undefined) {
  const { t } = useTranslation();
  const cart = useCart();
  const [rebuild, setRebuild] = useState(false);
  useEffect(() => {
    if (!rebuild || cart.items.length > 0 || !lines) return;
    setRebuild(false);
    const items = lines.map((line, i) =>
      toCartItem({
        id: line.id,
        menu_id: line.menu_id,
        section_id: line.section_id,
        orderId: i + 1,
        quantity: line.quantity,
        orderPrice: 0,
        orderOptions: line.orderOptions as CartOptionGroupBody[],
      }),
    );
    void cart
      .addAgain(items, { quiet: true })
      .then((added) => added && toast.success(t('suites.preorder.rebuilt')));
  }, [rebuild, cart, lines, t]);
  return () => {
    cart.clear();
    setRebuild(true);
  };
}

/** The event and suite, when the order is delivered, until when it can change, and the order placed (Modify). */
function PreorderDetails({
  info,
  locale,
  onModify,
  children,
}: {
  info: SuiteInfo;
  locale: Locale;
  onModify: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { event, eventSuite, suiteCateringOrder, canPreOrder } = info;
  return (
    <>
      <p className="font-display text-lg font-semibold">
        {t('suites.preorder.banner', { event: event.title, suite: eventSuite.suite.name })}
      </p>
      {eventSuite.pre_order_delivery_time ? (
        <p>
          {t('suites.profileEvents.deliveryAt', {
            time: venueTime(eventSuite.pre_order_delivery_time, event.timezone, locale),
          })}
        </p>
      ) : null}
      {canPreOrder ? (
        <p className="text-muted">
          {t('suites.profileEvents.lockAt', { time: venueTime(event.lock_at, event.timezone, locale) })}
        </p>
      ) : (
        <p role="status" className="font-semibold text-amber-900 dark:text-amber-200">
          {t('suites.preorder.locked', { time: venueTime(event.lock_at, event.timezone, locale) })}
        </p>
      )}
      {children}
      {suiteCateringOrder ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t('suites.preorder.placed', { number: suiteCateringOrder.number })}</p>
          {canPreOrder ? (
            <button
              type="button"
              onClick={onModify}
              className="rounded-full border border-brand px-3 py-1.5 font-semibold text-brand dark:border-ink dark:text-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('suites.preorder.modify')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
