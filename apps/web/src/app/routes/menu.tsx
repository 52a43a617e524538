import { waysOf } from '@ordering/domain/order-types/index';
import { linkFlags } from '@ordering/domain/order-types/link';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeRichText } from '../../components/maybe-rich-text';
import { MenuNotices } from '../../features/menu/diner/menu-notices';
import { MenuSections } from '../../features/menu/diner/menu-sections';
import { MenuTabs } from '../../features/menu/diner/menu-tabs';
import { useDinerMenu } from '../../features/menu/diner/use-diner-menu';
import { useItemOpener } from '../../features/menu/diner/use-item-opener';
import { useHasLastOrder, useLateShown } from '../../features/menu/diner/use-late-shown';
import { trackFunnel } from '../../lib/analytics';
import { inTaskOfItsOwn, isDrawnElsewhere } from '../../lib/hydrating';
import { loadCatalogPart, loadTapCatalog } from '../../lib/i18n';
import { useRestaurantContext } from '../../lib/restaurant-data';
import { CART_ADDED_TOAST, toast } from '../../lib/toast';
import { HubKitchens } from './hub-kitchens';

// The item viewer and the cart load after the menu has painted: they are not needed to browse it. Their words
// load with them (loadTapCatalog), and the table of the screens that come next (screens.ts: checkout's code is
// then one fetch away, as it was from the menu page's first load).
const withTapWords = <T,>(load: Promise<T>) => {
  import('../screens').catch(() => undefined);
  return Promise.all([load, loadTapCatalog()]).then(([m]) => m);
};
const ItemViewer = lazy(() =>
  withTapWords(import('../../features/menu/components/item-viewer')).then((m) => ({ default: m.ItemViewer })),
);
const AnotherRound = lazy(() =>
  withTapWords(import('../../lib/cart/components/another-round')).then((m) => ({ default: m.AnotherRound })),
);
const OrderAgain = lazy(() =>
  withTapWords(import('../../lib/cart/components/order-again')).then((m) => ({ default: m.OrderAgain })),
);
// Said only at a restaurant with a maintenance window: its code and words load then, not with every menu.
const MaintenanceBanner = lazy(() =>
  import('../../lib/maintenance').then((m) => m.lazyMaintenance('MaintenanceBanner')),
);
const CartSheet = lazy(() =>
  withTapWords(import('../../lib/cart/components/cart-sheet')).then((m) => ({ default: m.CartSheet })),
);

// The membership banner: only at a restaurant with a membership program, after the menu has painted
// (its words are in the menu's part of the catalog); its access-code drawer loads on the first tap.
const MembershipBar = lazy(() =>
  import('../../features/programs/components/membership-bar').then((m) => ({ default: m.MembershipBar })),
);

// The restaurant's announcements: a small chunk of their own, asked for once the menu is drawn.
const Announcements = lazy(() =>
  import('../../features/notices/components/announcements').then((m) => ({ default: m.Announcements })),
);

// Whether ordering for now is closed, and until when: the scheduling rules, in a chunk of their own.
const TakeoutInfo = lazy(() =>
  import('../../features/notices/components/takeout-info').then((m) => ({ default: m.TakeoutInfo })),
);
const ClosedNotice = lazy(() =>
  import('../../features/menu/components/closed-notice').then((m) => ({ default: m.ClosedNotice })),
);

// The way to the table's bill: only at a restaurant that runs tabs, in a chunk of its own with the device's tab.
const TabMenuLink = lazy(() =>
  import('../../features/tabs/components/tab-menu-link').then((m) => ({ default: m.TabMenuLink })),
);

// A school program's menu is the parent's K-12 screen (weeks, days, students): its sign-in gate in a chunk of its
// own, which loads the week's code once the parent can see it.
const K12Gate = lazy(() =>
  Promise.all([import('../../features/k12/components/k12-gate'), loadCatalogPart('k12')]).then(([m]) => ({
    default: m.K12Gate,
  })),
);

export function Component() {
  const { data } = useRestaurantContext();
  const slug = data.restaurant.slug;
  useEffect(() => trackFunnel(slug, 'menu-viewed'), [slug]);
  return data.restaurant.k12 ? <K12Screen /> : <DinerMenu />;
}

/**
 * The parent's K-12 screen is theirs alone (their students, their week): it is drawn in the browser only. Left out
 * of the server's markup and of the first render taking that markup over, it joins right after; drawn there, its
 * code not yet loaded, the server would leave a boundary it could not finish, which the browser reports (React #419)
 * and redraws.
 */
function K12Screen() {
  const { data, locale } = useRestaurantContext();
  const [joined, setJoined] = useState(() => !isDrawnElsewhere());
  useEffect(() => (joined ? undefined : inTaskOfItsOwn(() => setJoined(true))), [joined]);
  if (!joined) return null;
  return (
    // The page's main landmark ("Skip to content" goes to #main), as the diner's menu has.
    <main id="main">
      <Suspense fallback={null}>
        <K12Gate data={data} locale={locale} />
      </Suspense>
    </main>
  );
}

function DinerMenu() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const view = useDinerMenu(data, locale);
  const { cart, mode, menus, menu, viewOnly, table } = view;
  const { openItem, openItemFrom, returnFocus, close } = useItemOpener();
  const lateShown = useLateShown();
  const hasLastOrder = useHasLastOrder(data.restaurant.slug);
  const { card_style: card, browse_menu_style: browse } = data.menu_configuration;
  // "Added to cart" speaks of this menu: it does not follow the diner onto checkout.
  useEffect(() => () => toast.dismiss(CART_ADDED_TOAST), []);
  const r = data.restaurant;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-40">
      {/* Shown at the foot of the screen, but first in the tab order: a few tabs from the top, not after the menu. */}
      <Suspense fallback={null}>
        {cart.count > 0 ? <CartSheet upsell={view.upsell} onOpenItem={openItemFrom} /> : null}
      </Suspense>
      {r.maintenance_windows?.length ? (
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
      ) : null}
      <MenuNotices slug={r.slug} paused={Boolean(r.orders_paused)} viewOnly={viewOnly} noMode={view.noMode} />
      {lateShown ? <LateDock view={view} /> : null}
      {r.marketplace_hub && menus.length > 0 ? (
        <HubKitchens
          data={data}
          locale={locale}
          menuIds={menus.map((m) => m.id)}
          selected={menu?.id}
          onSelect={view.selectMenu}
        />
      ) : null}
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{menu?.name ?? r.name}</h1>
        {table ? (
          <span className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-brand-contrast">
            {t('menu.table', { table })}
          </span>
        ) : null}
      </div>
      {lateShown ? <BeforeTheMenu view={view} /> : null}
      {menu?.description ? (
        <MaybeRichText as="div" text={menu.description} className="mt-1 text-muted" />
      ) : null}
      {/* An order for now while the menu (at a hub, its kitchen) is closed: said before a cart is filled. Its code loads
          only for a diner who can order (a table, take-out...): a menu only browsed has nothing to say it for. */}
      {lateShown && view.ordering ? (
        <Suspense fallback={null}>
          <ClosedNotice data={data} menuId={menu?.id} mode={mode} locale={locale} />
        </Suspense>
      ) : null}
      {/* A hub's kitchens are chosen from their list above. */}
      {menus.length > 1 && !r.marketplace_hub ? (
        <MenuTabs menus={menus} selectedId={menu?.id} onSelect={view.selectMenu} />
      ) : null}
      {menu ? (
        <MenuSections
          menu={menu}
          featured={view.featured}
          styles={{ card, browse }}
          locale={locale}
          first={
            hasLastOrder ? (
              <Suspense fallback={null}>
                <OrderAgain />
              </Suspense>
            ) : null
          }
          onOpen={openItemFrom}
        />
      ) : (
        <p className="mt-10 text-center text-muted">{t('menu.noMenus')}</p>
      )}
      <Suspense fallback={null}>
        {openItem ? <ItemViewer item={openItem} onClose={close} returnFocus={returnFocus} /> : null}
      </Suspense>
    </main>
  );
}

type DinerView = ReturnType<typeof useDinerMenu>;

/**
 * What joins the page once it is taken over (the membership banner, the table's bill, announcements), in a dock at
 * the foot of the screen above the cart's button: the menu drawn first never moves under the diner's finger.
 */
function LateDock({ view }: { view: DinerView }) {
  const { data, locale } = useRestaurantContext();
  const r = data.restaurant;
  const { mode } = view;
  return (
    <div
      className={`pointer-events-none fixed inset-x-0 z-20 mx-auto grid max-h-[50vh] max-w-2xl gap-2 overflow-y-auto px-3 [&>*]:pointer-events-auto [&>*]:mt-0 [&>*]:shadow-lg ${
        view.cart.count > 0 ? 'bottom-20 sm:bottom-24' : 'bottom-3'
      }`}
    >
      {r.membership_program ? (
        <Suspense fallback={null}>
          <MembershipBar
            data={data}
            onUnlocked={(memberMenus) => {
              const first = data.menus.find((m) => memberMenus.includes(m.id));
              if (first) view.selectMenu(first.slug);
            }}
          />
        </Suspense>
      ) : null}
      {r.allow_open_tab ? (
        <Suspense fallback={null}>
          <TabMenuLink restaurant={r} table={mode.tableNum ?? null} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <Announcements restaurantId={r.id} language={locale} dinerWays={waysOf(linkFlags(mode))} />
      </Suspense>
    </div>
  );
}

/**
 * Take-out's where and when (the pickup address, today's hours, how soon an order is ready), and another round's
 * lines of the table's earlier order to bring back: before the menu, once the page is taken over.
 */
function BeforeTheMenu({ view }: { view: DinerView }) {
  const { data, locale } = useRestaurantContext();
  const { mode, viewOnly } = view;
  return (
    <>
      {mode.takeout && !viewOnly ? (
        <Suspense fallback={null}>
          <TakeoutInfo
            restaurant={data.restaurant}
            locale={locale}
            delivery={mode.takeoutType === 'delivery'}
            kitchen={data.restaurant.marketplace_hub ? data.menus.find((m) => m.id === view.menu?.id) : null}
          />
        </Suspense>
      ) : null}
      {mode.anotherRoundId && !viewOnly && !data.restaurant.orders_paused ? (
        <Suspense fallback={null}>
          <AnotherRound roundId={mode.anotherRoundId} />
        </Suspense>
      ) : null}
    </>
  );
}
