import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, loadScreensFor } from './app/router';
import { restaurantQueryOptions } from './features/restaurant/api/get-restaurant';
import { setHydrating } from './lib/hydrating';
import { i18n } from './lib/i18n';
import { toLocale } from './lib/locale';
import { queryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The cafeteria brand's pages carry their own root id (accounts spec, route guard).
if (window.location.pathname.includes('cantine')) root.id = 'root-cantine';

/** Marks the page as the app's once React runs it: `load-app.js` then replays a tap made before (and tests wait). */
function ReadyMark() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.appReady = '';
    window.dispatchEvent(new Event('app-ready'));
  }, []);
  return null;
}

const app = () => (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
      <ReadyMark />
    </AppProviders>
  </StrictMode>
);

/**
 * A restaurant's menu the server rendered (`data-restaurant`): the same data file, language and screens are made
 * ready first (the data file was preloaded with the page), then React takes over the markup instead of redrawing
 * it. Should any of them fail, the page is drawn afresh.
 */
async function hydrateServerPage(container: HTMLElement, slug: string) {
  try {
    await Promise.all([
      queryClient.fetchQuery(restaurantQueryOptions(slug)),
      i18n.changeLanguage(toLocale(container.dataset.locale) ?? i18n.language),
      loadScreensFor(window.location.pathname),
    ]);
  } catch {
    createRoot(container).render(app());
    return;
  }
  // The browser's first use of Intl (prices, time zones) costs tens of milliseconds: paid here, in its own task.
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: 'numeric' }).format(0);
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(0);
  await new Promise((resolve) => setTimeout(resolve, 0));
  setHydrating(true);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  startTransition(() => {
    hydrateRoot(container, app());
  });
}

const slug = root.dataset.restaurant;
if (slug) void hydrateServerPage(root, slug);
else createRoot(root).render(app());
