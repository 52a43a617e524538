/**
 * The server's renderer of a restaurant's menu page (docs/decisions/011): the same screens, providers and data
 * file as in the browser, drawn to HTML so the menu paints before any of the app's code has loaded. Built apart
 * (`vite build --ssr`) and loaded by the API server when present.
 */
import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { drawKitchensWith } from './app/routes/hub-kitchens';
import { ServerKitchens } from './app/routes/hub-kitchens-drawn';
import { DECLARED_FONTS_ID, fontFaceRules, fontFiles } from './features/restaurant/components/fonts';
import { themeStyle, themeStylesheetLink } from './features/restaurant/components/theme';
import en from './i18n/en-CA.json';
import fr from './i18n/fr-CA.json';
import { drawAt } from './lib/clock';
import { translationOptions } from './lib/i18n';
import type { Locale } from './lib/locale';
import type { RestaurantData } from './lib/restaurant-data';
import { restaurantQueryOptions } from './lib/restaurant-data';

const handler = createStaticHandler(routes);
// A hub's kitchens with their hours, drawn here in full; the browser keeps them as drawn (hub-kitchens.tsx).
drawKitchensWith(ServerKitchens);
const translators = new Map<Locale, I18n>();

function translator(locale: Locale): I18n {
  let instance = translators.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      ...translationOptions,
      resources: { 'en-CA': { translation: en }, 'fr-CA': { translation: fr } },
      lng: locale,
      initAsync: false,
    });
    translators.set(locale, instance);
  }
  return instance;
}

export interface MenuPageRequest {
  /** The page's address, origin included. */
  url: string;
  slug: string;
  data: RestaurantData;
  locale: Locale;
  /** The server's ordering clock: prices and availability follow it. */
  now: Date;
}

/**
 * The restaurant's theme as the browser puts it on `<html>` (restaurant-layout.tsx), for the server to write there
 * at once: the browser then finds it in place and restyles nothing when it takes the page over. `head` declares
 * the theme's fonts and fetches those the page's text uses with the page, so it lays its text out once, in them,
 * instead of again when the app's code would have loaded them. `icon` is the restaurant's favicon, if it has one.
 */
export function documentTheme(data: RestaurantData): {
  className: string;
  style: string;
  head: string;
  icon: string | null;
} {
  const theme = themeStyle(data.menu_configuration);
  const style = Object.entries(theme.style as Record<string, string>)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const files = fontFiles(theme.fonts.display, theme.fonts.body);
  const preloads = files
    .filter((file) => file.eager)
    .map((file) => `<link rel="preload" href="${file.url}" as="font" type="font/woff2" crossorigin>`);
  const sheet = theme.stylesheet ? themeStylesheetLink(theme.stylesheet) : '';
  const head = `${preloads.join('')}<style id="${DECLARED_FONTS_ID}">${fontFaceRules(files)}</style>${sheet}`;
  return { className: theme.className, style, head, icon: theme.icon };
}

/** The markup of the page at `url` with `data` as its restaurant's data file, or null when it cannot be drawn. */
export async function renderMenuPage(request: MenuPageRequest): Promise<string | null> {
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(restaurantQueryOptions(request.slug).queryKey, request.data);
  const router = createStaticRouter(handler.dataRoutes, context);
  return drawAt(request.now, () =>
    renderToString(
      <StrictMode>
        <AppProviders i18n={translator(request.locale)} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
