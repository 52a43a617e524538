import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, loadScreensFor } from './app/router';
import { installSessionExpiry } from './features/accounts/session-expiry';
import { currentTime } from './lib/clock';
import { setHydrating } from './lib/hydrating';
import { i18n, startTranslations } from './lib/i18n';
import { menuLocale, toLocale } from './lib/locale';
import { queryClient } from './lib/query-client';
import { restaurantQueryOptions } from './lib/restaurant-data';
import './styles.css';

installSessionExpiry();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The cafeteria brand's pages carry their own root id (route guard).
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

const app = (router = createAppRouter()) => (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
      <ReadyMark />
    </AppProviders>
  </StrictMode>
);

/**
 * Resolves in a task of its own. A message, not a timer: a tab opened in the background (timers there run once a
 * second) is taken over as fast as a shown one.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * A restaurant's menu the server rendered (`data-restaurant`): the same data file, language and screens are made
 * ready first (`load-app.js` fetched the data file along with this code), then React takes over the markup instead
 * of redrawing it.
 */
async function hydrateServerPage(container: HTMLElement, slug: string) {
  // Each step starts in a task of its own (running the code's modules was one), so none holds the page for long.
  // A failed step is seen by `Promise.all` below.
  const started = <T,>(step: Promise<T>) => {
    step.catch(() => undefined);
    return step;
  };
  await nextTask();
  const language = started(startTranslations(toLocale(container.dataset.locale)));
  await nextTask();
  const screens = started(loadScreensFor(window.location.pathname));
  await nextTask();
  const data = started(queryClient.fetchQuery(restaurantQueryOptions(slug)));
  const [file, { convertedMenus }] = await Promise.all([
    data,
    import('./features/menu/converted-menus'),
    screens,
    language,
  ]);
  await nextTask();
  // The menu's prices and availability, as its screen will ask for them (converted-menus.ts). Intl's first use is
  // paid already, off this thread (warm-intl.js, started by load-app.js).
  convertedMenus(file, menuLocale(toLocale(i18n.language) ?? 'en-CA'), currentTime());
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  setHydrating(true);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

const slug = root.dataset.restaurant;
if (slug)
  hydrateServerPage(root, slug).catch(() => {
    // Should any step fail (the data file, a screen's code...), the page is drawn afresh.
    setHydrating(false);
    createRoot(root).render(app());
  });
else {
  void startTranslations();
  createRoot(root).render(app());
}
