import type { CartItem } from '@ordering/domain/cart/cart-item';
import { restaurantName } from '@ordering/domain/menu/convert';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteFocus } from '../../components/route-focus';
import { RestaurantSkeleton } from '../../components/skeleton';
import { AccountLink, RestaurantWelcome } from '../../features/accounts/components/account-link';
import { useLiveUpdates } from '../../features/restaurant/api/use-live-updates';
import { declaresFamilies } from '../../features/restaurant/components/font-families';
import { RestaurantHeader } from '../../features/restaurant/components/restaurant-header';
import { themeOnDocument, themeStyle } from '../../features/restaurant/components/theme';
import { useRestaurantSlug } from '../../features/restaurant/hooks/use-restaurant-slug';
import { ApiError } from '../../lib/api-client';
import { CartProvider, useCart } from '../../lib/cart/cart-context';
import { loadWholeCatalog } from '../../lib/i18n';
import { rememberLastRestaurant } from '../../lib/last-restaurant';
import { type Locale, menuLocale, readLocaleCookie, toLocale } from '../../lib/locale';
import { type RestaurantContext, type RestaurantData, useRestaurant } from '../../lib/restaurant-data';
import { onOperatorChange, readLoginAsRaw } from '../../lib/session/operator-session';
import { Toaster } from '../../lib/toast';

// The route guard acts only on Landing and on an event-day link (features/accounts/route-guard.ts): the menu's own
// first load does not carry its code.
const RestaurantRouteGuard = lazy(() =>
  import('./restaurant-route-guard').then((m) => ({ default: m.RestaurantRouteGuard })),
);

// Only for an address no restaurant has: never on a menu page, so its code loads then.
const NotFoundScreen = lazy(() =>
  import('../../components/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);

export function Component() {
  const slug = useRestaurantSlug();
  const { t, i18n } = useTranslation();
  const query = useRestaurant(slug);
  // The first render of a whole menu is long: done as background work that yields to the browser every few
  // milliseconds, so taps and scrolling stay responsive while it renders (the skeleton shows meanwhile).
  const data = useDeferredValue(query.data);
  useLiveUpdates(slug, data?.restaurant.id);
  const location = useLocation();
  const guarded =
    /\/landing\/?$/.test(location.pathname) || new URLSearchParams(location.search).has('eventDayOrdering');

  const theme = useRestaurantDocument(data);
  const locale = (i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA') as Locale;

  if (query.isPending || (query.isSuccess && !data)) return <RestaurantSkeleton />;
  if (query.isError || !data) return <RestaurantLoadError query={query} />;
  return (
    <div className={`${theme?.className} min-h-screen bg-canvas text-ink`} style={theme?.style}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <CartProvider slug={slug} data={data}>
        <RestaurantHeader
          data={data}
          locale={locale}
          account={<AccountLink slug={data.restaurant.slug} restaurantId={data.restaurant.id} />}
        />
        <RestaurantWelcome restaurantId={data.restaurant.id} />
        {guarded ? (
          <Suspense fallback={null}>
            <RestaurantRouteGuard
              slug={data.restaurant.slug}
              venue={data.restaurant.id}
              landingAsksTable={Boolean(data.restaurant.table_numbers || data.restaurant.seat_delivery)}
            />
          </Suspense>
        ) : null}
        <SuiteContext data={data} locale={locale} />
        <ReorderFromReceipt />
        <RouteFocus />
        <Outlet context={{ data, locale } satisfies RestaurantContext} />
      </CartProvider>
      <Toaster />
    </div>
  );
}

/**
 * What the restaurant's page sets on the document: the restaurant's default language (without a saved choice), the
 * title, the way back from pages that are no restaurant's, and the theme (on <html>, for the dialogs, sheets and
 * toasts drawn at the end of <body>, outside the themed wrapper). Returns the theme.
 */
function useRestaurantDocument(data: RestaurantData | undefined) {
  const { i18n } = useTranslation();
  // Without a saved choice, the restaurant's default language wins over the browser's.
  useEffect(() => {
    if (!data || readLocaleCookie()) return;
    const preferred = toLocale(data.locales.find((l) => l.is_default)?.locale_long);
    if (preferred && preferred !== i18n.language) void i18n.changeLanguage(preferred);
  }, [data, i18n]);

  useEffect(() => {
    if (data) document.title = data.restaurant.display_name ?? data.restaurant.name;
  }, [data]);

  // The way back, and the brand, of the pages that are no restaurant's (a 404, the account screens).
  useEffect(() => {
    if (!data) return;
    const r = data.restaurant;
    const name = restaurantName(r, menuLocale(i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA'));
    rememberLastRestaurant({ slug: r.slug, name, logo: r.logo ?? null });
  }, [data, i18n.language]);

  const theme = useMemo(() => (data ? themeStyle(data.menu_configuration) : undefined), [data]);
  useEffect(() => {
    if (!theme) return;
    // Their files' addresses load apart, and not at all for a page drawn on the server: it declares them already.
    const { display, body } = theme.fonts;
    if (!declaresFamilies([display, body]))
      void import('../../features/restaurant/components/fonts').then((fonts) =>
        fonts.loadFonts(fonts.fontFiles(display, body)),
      );
    const root = document.documentElement;
    const takeOff = themeOnDocument(theme);
    const entries = Object.entries(theme.style as Record<string, string>);
    for (const [name, value] of entries) root.style.setProperty(name, value);
    return () => {
      takeOff();
      for (const [name] of entries) root.style.removeProperty(name);
    };
  }, [theme]);
  return theme;
}

/** The restaurant's data file could not be loaded: an address no restaurant has, or a failure to try again. */
function RestaurantLoadError({ query }: { query: ReturnType<typeof useRestaurant> }) {
  const { t } = useTranslation();
  const error = query.error;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Suspense fallback={<RestaurantSkeleton />}>
        <NotFoundScreen message={error.message} />
      </Suspense>
    );
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="font-display text-2xl font-semibold">{t('errors.restaurantLoad')}</h1>
      <p className="mt-2 text-muted">{error instanceof ApiError ? error.message : ''}</p>
      <button
        type="button"
        onClick={() => void query.refetch()}
        className="mt-6 rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast"
      >
        {t('errors.tryAgain')}
      </button>
    </main>
  );
}

// A suite's banners (login-as, pre-order): their code loads only in a suite context, never with a guest's menu.
const SuiteBanners = lazy(() =>
  // Their words are not in the menu's part of the catalog: the whole one loads with them.
  Promise.all([import('../../features/suites/components/suite-banners'), loadWholeCatalog()]).then(
    ([m]) => m,
  ),
);

/** The login-as banner while an operator acts for an owner, and the owner's pre-order. */
function SuiteContext({ data, locale }: { data: RestaurantData; locale: Locale }) {
  const cart = useCart();
  const loginAs = useSyncExternalStore(onOperatorChange, readLoginAsRaw, () => null);
  if (!cart.mode.eventSuite && !loginAs) return null;
  return (
    <Suspense fallback={null}>
      <SuiteBanners
        venue={data.restaurant.id}
        slug={data.restaurant.slug}
        eventSuite={cart.mode.eventSuite ?? null}
        eventDayOrdering={Boolean(cart.mode.eventDayOrdering)}
        locale={locale}
      />
    </Suspense>
  );
}

/** A receipt's lines sent from /profile/receipts: into the cart once, through the reorder rules (cart.addAgain). */
function ReorderFromReceipt() {
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCart();
  const lines = (location.state as { reorder?: CartItem[] } | null)?.reorder;
  // The entry whose lines were added. Dropping the state is a navigation that lands a render later, while adding
  // the lines changes `cart` at once and runs this effect again: without this mark the receipt went in 20 times.
  const added = useRef<string | null>(null);
  useEffect(() => {
    if (!lines || added.current === location.key) return;
    added.current = location.key;
    // The state is dropped too, so a reload never adds the lines twice.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void cart.addAgain(lines);
  }, [lines, cart, navigate, location.key, location.pathname, location.search]);
  return null;
}
