import { restaurantName } from '@ordering/domain/menu/convert';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useSearchParams } from 'react-router';
import { RouteFocus } from '../../components/route-focus';
import { LanguageSwitch } from '../../features/restaurant/components/language-switch';
import { themeOnDocument, themeStyle } from '../../features/restaurant/components/theme';
import { readLastRestaurant } from '../../lib/last-restaurant';
import { type Locale, menuLocale } from '../../lib/locale';
import { type RestaurantData, restaurantQueryOptions } from '../../lib/restaurant-data';
import { onOperatorChange, readLoginAsRaw } from '../../lib/session/operator-session';
import { Toaster } from '../../lib/toast';

// The login-as banner, loaded only while an operator acts for a suite owner.
const LoginAsBanner = lazy(() =>
  import('../../features/suites/components/login-as-banner').then((m) => ({ default: m.LoginAsBanner })),
);

export interface AccountContext {
  /** The restaurant the diner came from (`restaurant` in the query, else the device's last), when known. */
  slug: string | null;
  restaurantId: number | string | null;
  data: RestaurantData | null;
  locale: Locale;
}

export const useAccountContext = () => useOutletContext<AccountContext>();

/**
 * The frame of /login and /profile, which are no restaurant's screens: the restaurant the diner came from (the
 * `restaurant` query parameter, kept on every redirect; else the one this device showed last, for a link opened from
 * an e-mail) wears its brand here, names the way back and is the one account calls are for.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [last] = useState(readLastRestaurant);
  const slug = params.get('restaurant') ?? last?.slug ?? null;
  const loginAs = useSyncExternalStore(onOperatorChange, readLoginAsRaw, () => null);
  const restaurant = useQuery({ ...restaurantQueryOptions(slug ?? ''), enabled: Boolean(slug) });
  const data = slug && restaurant.data ? restaurant.data : null;
  const locale: Locale = i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA';
  const name = data ? restaurantName(data.restaurant, menuLocale(locale)) : null;
  const back = new URLSearchParams(params);
  back.delete('restaurant');
  const backTo = slug ? `/${slug}${back.toString() ? `?${back.toString()}` : ''}` : null;

  useEffect(() => {
    document.title = name ? `${t('accounts.title')} · ${name}` : t('accounts.title');
  }, [name, t]);

  // The restaurant's look (colour, fonts, light or dark) follows the diner here, as on its own screens; without a
  // restaurant the default font still loads (nothing else loads it on these screens, drawn in a fallback before).
  const theme = useMemo(() => (data ? themeStyle(data.menu_configuration) : null), [data]);
  useEffect(() => {
    const { display, body } = theme?.fonts ?? { display: 'Inter' as const, body: 'Inter' as const };
    void import('../../features/restaurant/components/fonts').then((fonts) =>
      fonts.loadFonts(fonts.fontFiles(display, body)),
    );
    if (!theme) return;
    const root = document.documentElement;
    const takeOff = themeOnDocument(theme);
    const entries = Object.entries(theme.style as Record<string, string>);
    for (const [property, value] of entries) root.style.setProperty(property, value);
    return () => {
      takeOff();
      for (const [property] of entries) root.style.removeProperty(property);
    };
  }, [theme]);

  return (
    <div className={`${theme?.className ?? ''} min-h-screen bg-canvas text-ink`} style={theme?.style}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-2.5">
          {data?.restaurant.logo ? (
            <img
              src={data.restaurant.logo}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          {backTo ? (
            <Link to={backTo} className="min-w-0 truncate font-semibold text-brand underline dark:text-ink">
              ← {name ? t('accounts.backTo', { name }) : t('accounts.backToMenu')}
            </Link>
          ) : (
            <span className="font-display text-lg font-semibold">{t('accounts.title')}</span>
          )}
          <div className="ml-auto">
            <LanguageSwitch available={['en-CA', 'fr-CA']} />
          </div>
        </div>
      </header>
      {loginAs ? (
        <Suspense fallback={null}>
          <LoginAsBanner venue={data ? data.restaurant.id : slug} />
        </Suspense>
      ) : null}
      <RouteFocus />
      <Outlet
        context={
          {
            slug,
            restaurantId: data ? data.restaurant.id : null,
            data,
            locale,
          } satisfies AccountContext
        }
      />
      <Toaster />
    </div>
  );
}
