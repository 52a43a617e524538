/**
 * The part of the English catalog a restaurant's menu page loads with its code: what the menu, its header, its
 * item viewer and cart sheet say (catalog-parts.test.ts checks every key those screens name is here). The rest
 * (checkout, accounts, confirmation, scanners...: about 4 KB gzip) loads with the first screen that needs it
 * (router.tsx). Built by `vite.config.ts` from `en-CA.json?first`, so the catalog stays one file.
 */
export const FIRST_LOAD = [
  'app',
  'errors',
  'notFound',
  'menu',
  // The cart's words the menu itself says (the rest loads with the cart: TAP_LOAD).
  'cart.restoreChanged',
  'cart.chooseMode',
  'cart.atTable',
  'cart.takeout',
  'allergen',
  'diet',
  'landing.ordersPaused',
  'landing.pausedNote',
  'notices.announcements',
  'accounts.login.title',
  'accounts.nav.profile',
  'accounts.nav.events',
  'accounts.welcome',
  'accounts.closeWelcome',
  'accounts.errors.profileLoad',
  // The membership banner (features/programs, its own chunk after the menu): its drawer loads the rest on a tap.
  'programs.section',
  'programs.banner',
  'programs.enterCode',
  'programs.memberAs',
  'programs.memberCode',
  'programs.change',
  'programs.remove',
  'programs.removed',
  'programs.memberExpired',
  // At a table of a restaurant that runs tabs: the menu's way to the table's bill (features/tabs).
  'tabs.menu',
] as const;

/**
 * What the first taps open beside it (the item viewer, the cart, order again, another round): loaded with their
 * code, not with the menu (about 1 KB gzip in each language). A marketplace hub's list of kitchens loads it too, as
 * the hub's menu is taken over, and its words are here. Built from `en-CA.json?tap`.
 */
export const TAP_LOAD = [
  'item',
  'cart',
  'costs',
  'marketplace.kitchens',
  'marketplace.kitchensHint',
  'marketplace.openNow',
  'marketplace.opensAt',
  'marketplace.closedNow',
  'marketplace.closedToday',
  'marketplace.hoursToday',
  'marketplace.showing',
] as const;

/**
 * What the K-12 screen says before the parent's week (features/k12/components/k12-gate.tsx): that the session is
 * loading, or the way to sign in. The week's screen loads the whole catalog with its code. Built from
 * `en-CA.json?k12`.
 */
export const K12_LOAD = ['k12.loading', 'k12.loginTitle', 'k12.loginRequired', 'k12.login'] as const;

/**
 * A marketplace hub's list of kitchens (features/marketplace/components/kitchen-list.tsx): its words alone, not the
 * first taps' part, which loads with the first tap. Built from `en-CA.json?hub`.
 */
export const HUB_LOAD = TAP_LOAD.filter((key) => key.startsWith('marketplace.'));

/** Each part by the query that builds it (`vite.config.ts`). */
export const CATALOG_PARTS: Record<string, readonly string[]> = {
  first: FIRST_LOAD,
  tap: TAP_LOAD,
  k12: K12_LOAD,
  hub: HUB_LOAD,
};

type Catalog = { [key: string]: string | Catalog };

/**
 * The entries of `catalog` under `paths` (a section, or one key), in its shape. A key with plural forms
 * (`key_one`, `key_other`) comes with all of them.
 */
export function pickCatalog(catalog: Catalog, paths: readonly string[]): Catalog {
  const picked: Catalog = {};
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop() ?? '';
    let from: Catalog | string | undefined = catalog;
    for (const part of parts) from = typeof from === 'object' ? from[part] : undefined;
    if (typeof from !== 'object') continue;
    let into = picked;
    for (const part of parts) {
      const next: Catalog | string = into[part] ?? {};
      if (typeof next !== 'object') break;
      into[part] = next;
      into = next;
    }
    for (const [key, value] of Object.entries(from)) {
      if (key === last || key.startsWith(`${last}_`)) into[key] = value;
    }
  }
  return picked;
}
