import type { ViewItem } from '@ordering/domain/menu/convert';
import { waysOf } from '@ordering/domain/order-types/index';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MaybeRichText } from '../../components/maybe-rich-text';
import { PausedNotice } from '../../components/paused-notice';
import {
  filterMenu,
  type MenuFilters,
  NO_FILTERS,
  selectMenus,
} from '../../features/menu/components/filter-menu';
import { ItemCard, itemsClass } from '../../features/menu/components/item-card';
import { MenuFiltersBar } from '../../features/menu/components/menu-filters';
import { convertedMenus } from '../../features/menu/converted-menus';
import { TabMenuLink } from '../../features/tabs/components/tab-menu-link';
import { trackFunnel } from '../../lib/analytics';
import { useCart } from '../../lib/cart/cart-context';
import { readLastOrder } from '../../lib/cart/last-order';
import {
  canOrder,
  menuDay,
  menuFitsMode,
  modeFlags,
  modeFromParams,
  type OrderMode,
} from '../../lib/cart/order-mode';
import { useRoundTable } from '../../lib/cart/round-table';
import { currentTime } from '../../lib/clock';
import { inTaskOfItsOwn, isDrawnElsewhere } from '../../lib/hydrating';
import { loadCatalogPart, loadTapCatalog } from '../../lib/i18n';
import { menuLocale } from '../../lib/locale';
import { menusForMember, useStoredMember } from '../../lib/member-storage';
import { money } from '../../lib/money';
import { useRestaurantContext } from '../../lib/restaurant-data';
import { readUserId } from '../../lib/session/device-session';
import { CART_ADDED_TOAST, toast } from '../../lib/toast';

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

// A marketplace hub's kitchens, with their hours and whether they are open: only at a hub. Their words are a part
// of their own (HUB_LOAD), a few hundred bytes, not the first taps' or the whole catalog.
const KitchenList = lazy(() =>
  Promise.all([import('../../features/marketplace/components/kitchen-list'), loadCatalogPart('hub')]).then(
    ([m]) => ({ default: m.KitchenList }),
  ),
);

// A signed-in diner's last order is the account's (order-again.tsx asks for it): on any device.
const hasLastOrderOn = (slug: string) => readUserId() !== null || readLastOrder(slug).length > 0;

// Whether ordering for now is closed, and until when: the scheduling rules, in a chunk of their own.
const TakeoutInfo = lazy(() =>
  import('../../features/notices/components/takeout-info').then((m) => ({ default: m.TakeoutInfo })),
);
const ClosedNotice = lazy(() =>
  import('../../features/menu/components/closed-notice').then((m) => ({ default: m.ClosedNotice })),
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
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<MenuFilters>(NO_FILTERS);
  const [openItem, setOpenItem] = useState<ViewItem | null>(null);
  // What opened the item viewer gets focus back when it closes; an item opened from the cart's suggestions (the
  // cart has closed) gives it to the cart's button.
  const opener = useRef<HTMLElement | null>(null);
  const openItemFrom = useCallback((item: ViewItem, from?: HTMLElement) => {
    opener.current = from ?? null;
    setOpenItem(item);
  }, []);
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>('[data-cart-button]');
    target?.focus();
  }, []);
  const cart = useCart();
  const { card_style: card, browse_menu_style: browse } = data.menu_configuration;
  // The mode the menu is drawn in. On a page the server drew, the cart (its saved mode) joins after taking over, but
  // the address's own mode (a table's QR code, take-out) is the same on both sides: it is drawn at once, so the first
  // paint already says "Table 12" (menu-page.ts draws these parameters).
  const urlMode = useMemo(() => modeFromParams(params), [params]);
  const mode: OrderMode = Object.keys(cart.mode).length > 0 ? cart.mode : (urlMode ?? cart.mode);
  // Another round keeps the table of the order it repeats: the menu shows that table (the server orders there).
  const roundId = mode.tableNum ? undefined : mode.anotherRoundId;
  const roundTable = useRoundTable(roundId);
  // Announcements, a hub's kitchens and the membership banner join a page drawn on the server once it is taken over
  // (their code is lazy: drawn on the server, their boundary would be redone in the browser).
  const [lateShown, setLateShown] = useState(() => !isDrawnElsewhere());
  useEffect(() => inTaskOfItsOwn(() => setLateShown(true)), []);
  // The device's last order: read at once, or right after taking over a page the server drew (it has none).
  const [hasLastOrder, setHasLastOrder] = useState(
    () => !isDrawnElsewhere() && hasLastOrderOn(data.restaurant.slug),
  );
  useEffect(
    () =>
      inTaskOfItsOwn(() => {
        if (hasLastOrderOn(data.restaurant.slug)) setHasLastOrder(true);
      }),
    [data.restaurant.slug],
  );

  // "Added to cart" speaks of this menu: it does not follow the diner onto checkout.
  useEffect(() => () => toast.dismiss(CART_ADDED_TOAST), []);

  // Member-only menus stay hidden until the device holds a valid member code (the server refuses their items too).
  const member = useStoredMember(data.restaurant.slug);
  // Prices follow the 15-minute price schedule: converted again when the language or the data changes.
  const menus = useMemo(
    () =>
      selectMenus(
        menusForMember(
          convertedMenus(
            data,
            menuLocale(locale),
            currentTime(),
            menuDay(mode, data.restaurant.timezone, currentTime()),
          ).filter((m) => menuFitsMode(m, mode)),
          member,
        ),
        params.get('menuList') ?? mode.menuList ?? null,
      ),
    [data, locale, params, mode, member],
  );
  const selectedSlug = params.get('menu') ?? menus[0]?.slug;
  const menu = menus.find((m) => m.slug === selectedSlug) ?? menus[0];
  const shown = useMemo(() => (menu ? filterMenu(menu, filters) : undefined), [menu, filters]);
  const featured = useMemo(
    () => menu?.sections.flatMap((s) => s.items).filter((i) => i.featured_item) ?? [],
    [menu],
  );
  const upsell = useMemo(
    () =>
      menus.flatMap((m) => m.sections.flatMap((s) => s.items)).filter((i) => i.upsell_item && !i.sold_out),
    [menus],
  );

  const r = data.restaurant;
  const viewOnly = params.get('viewOnly') === 'true' || mode.viewOnly === true;
  const table = mode.tableNum ?? (roundId ? roundTable : null) ?? null;
  const noMode = !viewOnly && !r.orders_paused && !canOrder(mode);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-40">
      {/* Shown at the foot of the screen, but first in the tab order: a few tabs from the top, not after the menu. */}
      <Suspense fallback={null}>
        {cart.count > 0 ? <CartSheet upsell={upsell} onOpenItem={openItemFrom} /> : null}
      </Suspense>
      {r.maintenance_windows?.length ? (
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
      ) : null}
      {r.orders_paused ? (
        <p role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <PausedNotice />
        </p>
      ) : null}
      {viewOnly ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('menu.viewOnly')}{' '}
          <Link className="font-semibold text-brand underline" to={`/${r.slug}?takeout=true`}>
            {t('menu.viewOnlyLink')}
          </Link>
        </p>
      ) : null}

      {noMode ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('cart.chooseMode')}{' '}
          <Link className="font-semibold text-brand underline" to={`/${r.slug}/landing`}>
            {t('cart.atTable')}
          </Link>{' '}
          ·{' '}
          <Link className="font-semibold text-brand underline" to={`/${r.slug}?takeout=true`}>
            {t('cart.takeout')}
          </Link>
        </p>
      ) : null}

      {/* What joins the page once it is taken over (the membership banner, announcements) stands in a dock at the
          foot of the screen, above the cart's button: the menu drawn first never moves under the diner's finger. */}
      {lateShown ? (
        <div
          className={`pointer-events-none fixed inset-x-0 z-20 mx-auto grid max-h-[50vh] max-w-2xl gap-2 overflow-y-auto px-3 [&>*]:pointer-events-auto [&>*]:mt-0 [&>*]:shadow-lg ${
            cart.count > 0 ? 'bottom-20 sm:bottom-24' : 'bottom-3'
          }`}
        >
          {r.membership_program ? (
            <Suspense fallback={null}>
              <MembershipBar
                data={data}
                onUnlocked={(memberMenus) => {
                  const first = data.menus.find((m) => memberMenus.includes(m.id));
                  if (!first) return;
                  const next = new URLSearchParams(params);
                  next.set('menu', first.slug);
                  setParams(next, { replace: true });
                }}
              />
            </Suspense>
          ) : null}
          <TabMenuLink restaurant={r} table={mode.tableNum ?? null} />
          <Suspense fallback={null}>
            <Announcements restaurantId={r.id} language={locale} dinerWays={waysOf(modeFlags(mode))} />
          </Suspense>
        </div>
      ) : null}

      {lateShown && r.marketplace_hub && menus.length > 0 ? (
        <Suspense fallback={null}>
          <KitchenList
            data={data}
            locale={locale}
            menuIds={menus.map((m) => m.id)}
            selected={menu?.id}
            onSelect={(slug) => {
              const next = new URLSearchParams(params);
              next.set('menu', slug);
              setParams(next, { replace: true });
            }}
          />
        </Suspense>
      ) : null}

      <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{menu?.name ?? r.name}</h1>
        {table ? (
          <span className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-brand-contrast">
            {t('menu.table', { table })}
          </span>
        ) : null}
      </div>
      {/* Take-out: where and when (the pickup address, today's hours, how soon an order is ready), before the cart. */}
      {lateShown && mode.takeout && !viewOnly ? (
        <Suspense fallback={null}>
          <TakeoutInfo restaurant={r} locale={locale} delivery={mode.takeoutType === 'delivery'} />
        </Suspense>
      ) : null}
      {/* Another round: the diner chooses which lines of the table's earlier order come back, before the menu. */}
      {lateShown && mode.anotherRoundId && !viewOnly && !r.orders_paused ? (
        <Suspense fallback={null}>
          <AnotherRound roundId={mode.anotherRoundId} />
        </Suspense>
      ) : null}
      {menu?.description ? (
        <MaybeRichText as="div" text={menu.description} className="mt-1 text-muted" />
      ) : null}
      {/* An order for now while the menu (at a hub, its kitchen) is closed: said before a cart is filled. Its code loads
          only for a diner who can order (a table, take-out...): a menu only browsed has nothing to say it for. */}
      {lateShown && !viewOnly && !r.orders_paused && canOrder(mode) ? (
        <Suspense fallback={null}>
          <ClosedNotice data={data} menuId={menu?.id} mode={mode} locale={locale} />
        </Suspense>
      ) : null}

      {/* A hub's kitchens are chosen from their list above. */}
      {menus.length > 1 && !r.marketplace_hub ? (
        <nav aria-label={t('menu.menus')} className="no-scrollbar mt-4 flex gap-2 overflow-x-auto">
          {menus.map((m) => (
            <button
              key={m.id}
              type="button"
              aria-current={m.id === menu?.id ? 'true' : undefined}
              onClick={() => {
                const next = new URLSearchParams(params);
                next.set('menu', m.slug);
                setParams(next, { replace: true });
              }}
              className={`whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand ${
                m.id === menu?.id ? 'border-brand bg-brand text-brand-contrast' : 'border-line bg-surface'
              }`}
            >
              {m.name}
            </button>
          ))}
        </nav>
      ) : null}

      {!menu ? <p className="mt-10 text-center text-muted">{t('menu.noMenus')}</p> : null}

      {menu ? (
        <div className="mt-5 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
          <aside className="lg:sticky lg:top-20 lg:self-start">
            <MenuFiltersBar filters={filters} onChange={setFilters} />
            <nav
              aria-label={t('menu.sections')}
              className="no-scrollbar mt-4 flex gap-2 overflow-x-auto lg:flex-col"
            >
              {shown?.sections.map((s) => (
                <a
                  key={s.id}
                  href={`#section-${s.id}`}
                  className="whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:bg-surface hover:text-ink lg:rounded-lg"
                >
                  {s.name || menu.name}
                </a>
              ))}
            </nav>
          </aside>
          <div>
            {filters === NO_FILTERS && hasLastOrder ? (
              <Suspense fallback={null}>
                <OrderAgain />
              </Suspense>
            ) : null}
            {featured.length > 0 && filters === NO_FILTERS ? (
              <section aria-labelledby="featured" className="mt-6 lg:mt-0">
                <h2 id="featured" className="font-display text-xl font-semibold">
                  {t('menu.featured')}
                </h2>
                <div className="no-scrollbar mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
                  {featured.map((item, index) => (
                    <button
                      key={item.id}
                      type="button"
                      onClick={(e) => openItemFrom(item, e.currentTarget)}
                      className="flex w-56 shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-line bg-surface text-left shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {item.image ? (
                        <img
                          src={item.image}
                          alt=""
                          // The first featured pictures are the first screen's largest paint: fetched at once.
                          loading={index < 2 ? 'eager' : 'lazy'}
                          fetchPriority={index === 0 ? 'high' : 'auto'}
                          width={224}
                          height={126}
                          className="h-32 w-full object-cover"
                        />
                      ) : null}
                      <span className="block p-3">
                        <span className="block font-semibold">{item.name}</span>
                        <span className="text-sm text-muted">{money(item.price, locale)}</span>
                      </span>
                    </button>
                  ))}
                </div>
              </section>
            ) : null}
            {shown && shown.sections.length === 0 ? (
              <p className="mt-10 text-center text-muted">{t('menu.noResults')}</p>
            ) : null}
            {shown?.sections.map((section) => (
              <section
                key={section.id}
                id={`section-${section.id}`}
                aria-label={section.name || menu.name}
                className="mt-8 scroll-mt-20 first:mt-6 lg:first:mt-0"
              >
                {section.name ? <h2 className="font-display text-xl font-semibold">{section.name}</h2> : null}
                {section.description ? (
                  <MaybeRichText as="div" text={section.description} className="mt-1 text-sm text-muted" />
                ) : null}
                <ul className={itemsClass({ card, browse })}>
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <ItemCard
                        item={item}
                        locale={locale}
                        card={card}
                        browse={browse}
                        onOpen={openItemFrom}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {openItem ? (
          <ItemViewer item={openItem} onClose={() => setOpenItem(null)} returnFocus={returnFocus} />
        ) : null}
      </Suspense>
    </main>
  );
}
