import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { CATALOG_PARTS, pickCatalog } from './src/lib/catalog-parts';

/**
 * Writes `.br` and `.gz` next to every text asset of the build, once, at build time: the server sends them as they
 * are (`preCompressed`), so no request pays for compression and no compression middleware is needed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // The server renderer (`--ssr`) is read from disk by the server, never sent.
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) =>
          statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = readFileSync(file);
        // Small files too (the menu page's loader and runtime are under 1 KB, on its critical path), each copy kept
        // only where it is smaller than the file itself.
        const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(data, { level: 9 });
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The scripts served as they are (`public/load-app.js`, `public/warm-intl.js`: a drawn menu page's first scripts)
 * keep their comments in the repository and are minified in the build, before `precompress` writes their copies:
 * about 700 bytes gzip less on every menu page.
 */
function minifyPublicScripts(): Plugin {
  let outDir = '';
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr || !config.publicDir ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of readdirSync(outDir)) {
        if (!file.endsWith('.js')) continue;
        const path = join(outDir, file);
        const { code, errors } = minifySync(file, readFileSync(path, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
        writeFileSync(path, code);
      }
    },
  };
}

/**
 * `import first from './en-CA.json?first'`: the part of a catalog the menu page loads with its code (FIRST_LOAD in
 * src/lib/catalog-parts.ts), made from the one catalog file; `?tap` the part its first taps load (TAP_LOAD), `?k12`
 * and `?hub` those of the K-12 screen's gate and a hub's kitchens (CATALOG_PARTS);
 * `import('./en-CA.json')` is the whole of it. Unit
 * tests (`whole`) get the whole catalog there: they draw screens without the router that loads the rest.
 */
export function catalogFirstLoad({ whole = false } = {}): Plugin {
  return {
    name: 'catalog-first-load',
    enforce: 'pre',
    load(id) {
      const [file = '', query] = id.split('?');
      const keys = query ? CATALOG_PARTS[query] : undefined;
      if (!keys || !file.endsWith('.json')) return null;
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8'));
      const part = whole ? catalog : pickCatalog(catalog, keys);
      // As a module of its own: the query keeps the bundler from reading it as the catalog file itself.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`,
        moduleType: 'js',
      };
    },
  };
}

/**
 * React Router's package sends every bundler its development build (no `production` export condition): the same
 * code with its development warnings switched on (`ENABLE_DEV_WARNINGS = true`), which keeps them in the minified
 * bundle. The browser's build takes the package's own production build instead, both entries together, since each
 * imports its chunks by relative path (two builds would be two routers). The server renderer (`--ssr`) keeps Node's
 * resolution of the package.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const browserProduction = [
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  // The hook's copy for Reacts before 18 (src/lib/use-sync-external-store-shim.ts says why).
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
  },
];

/**
 * React Router's production build names each context and component for the developer tools (`Form.displayName =
 * "Form"`) and builds its components with unmarked calls (`React.forwardRef(...)`): a bundler keeps those statements,
 * and with them every component and hook they name, used or not (`Form`, `ScrollRestoration`, `HistoryRouter` and
 * what they call). Without the names, and with the calls marked pure, what the app does not import is left out.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/ },
      handler(code) {
        return {
          code: code
            .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
            .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1'),
          map: null,
        };
      },
    },
  };
}

/**
 * The menu page's code in a few files instead of about twenty (each gzipped apart, each with its own imports):
 * the libraries every screen runs on in one, and the small modules the menu shares with other screens (its prices,
 * time zones, toasts, session, translator) in another. 168 -> 149 KB gzip with the
 * other changes that brought the menu page under its 150 KB budget (e2e/weight.spec.ts); the other screens load these
 * two as well, a few KB of modules they did not use before.
 */
const pathIn = (...parts: string[]) => new RegExp(parts.join('[\\\\/]'));
const chunkGroups = [
  {
    name: 'framework',
    // TanStack Query's mutations (an order, a logout) are the screens' that make them, not the menu's.
    test: (id: string) =>
      !/[\\/](useMutation|mutationObserver)\.js$/.test(id) &&
      /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store)[\\/]/.test(
        id,
      ),
    priority: 20,
  },
  {
    name: 'shared',
    test: (id: string) =>
      // A cart's totals, the delivery zones, a K-12 cart's summary and the choice a refusal names are the cart's and
      // checkout's: in the chunks that use them, not the menu's first.
      !pathIn(
        'packages',
        'domain',
        'src',
        'pricing',
        '(costs|delivery-zone|k12-summary|refused-option)',
      ).test(id) &&
      // A line's price with its add-ons, the tip and the charges by ordering way are the cart's and checkout's:
      // the menu shows each item's own price (unit-price.ts).
      !pathIn(
        'packages',
        'domain',
        'src',
        'pricing',
        '(line-price|add-ons|tip|charges|text-value|receipt-tenders)',
      ).test(id) &&
      // The data file's schemas are zod's: the staff forms that check against the API's own requests reach them, and
      // a group takes its modules' imports with it (zod, about 25 KB gzip), which the menu never runs.
      !pathIn('packages', 'domain', 'src', 'menu', 'data-file').test(id) &&
      [
        pathIn('packages', 'domain', 'src', '(menu|pricing|money)', ''),
        pathIn('apps', 'web', 'src', 'lib', '(toast|money|markup)'),
        // What the entry (main.tsx) starts with: gzipped with the rest, not as a file of its own.
        pathIn('apps', 'web', 'src', 'app', '(router|providers|chain-pages)\\.tsx'),
        pathIn('apps', 'web', 'src', 'lib', '(chunk-load|error-reports|query-client)'),
        pathIn('apps', 'web', 'src', 'components', 'screen-load-error'),
        pathIn('apps', 'web', 'src', 'features', 'accounts', 'session-expiry'),
        pathIn('apps', 'web', 'src', 'features', 'locations', 'chain-path'),
        // The item cards' descriptions and the announcements: the sanitiser itself loads only for markup.
        pathIn('apps', 'web', 'src', 'components', '(route-focus|maybe-rich-text)'),
        pathIn(
          'apps',
          'web',
          'src',
          'features',
          'restaurant',
          'components',
          '(theme|language-switch|font-families)',
        ),
        // The accounts calls (session-api) load with a signed-in device's first call, not with a guest's menu.
        pathIn('apps', 'web', 'src', 'lib', 'session', '(use-session|device-session)'),
        pathIn('apps', 'web', 'src', 'lib', 'cart', 'last-order-store'),
        pathIn('apps', 'web', 'src', 'features', 'menu', '(converted-menus|diner[\\\\/])'),
        // The restaurant page itself: its layout, the menu screen, the cart and the announcements. Six files gzipped
        // apart cost 2.6 KB gzip more than one (each repeats the names and imports the others share).
        pathIn('apps', 'web', 'src', 'app', 'routes', '(restaurant-layout|menu)\\.tsx'),
        pathIn(
          'apps',
          'web',
          'src',
          'features',
          'menu',
          'components',
          '(menu-filters|item-card|filter-menu|fold-text)',
        ),
        pathIn('apps', 'web', 'src', 'features', 'restaurant', 'components', 'restaurant-header'),
        pathIn('apps', 'web', 'src', 'features', 'restaurant', 'api', 'use-live-updates'),
        pathIn('apps', 'web', 'src', 'features', 'restaurant', 'hooks', 'use-restaurant-slug'),
        pathIn('apps', 'web', 'src', 'features', 'accounts', 'components', 'account-link'),
        pathIn('apps', 'web', 'src', 'features', 'notices', '(dismissed|components[\\\\/]announcements)'),
        pathIn(
          'apps',
          'web',
          'src',
          'lib',
          'cart',
          '(cart-context|cart-storage|order-mode|saved-cart|use-add-again)',
        ),
        // The cart's messages (a refused line, a limit) are said by the item viewer and the cart: in their chunks. The
        // rules restoring a saved cart (restore, reorder, options) load when the device holds one (saved-cart.ts).
        pathIn('packages', 'domain', 'src', 'cart', '(limits|add-item)'),
        pathIn('packages', 'domain', 'src', 'ordering', 'order-type'),
      ].some((pattern) => pattern.test(id)),
    priority: 10,
  },
];

/**
 * The parts that join a menu page after it is drawn and usable (a hub's kitchens, the membership banner, take-out's
 * hours, the closed notice, a maintenance window, the K-12 gate and the parent's week behind it), and the screens a
 * rare address opens: each fetches its own imports once it has arrived, one round trip later, instead of the chunk
 * that imports it listing them (file names and hashes) to fetch beside it. Those lists were part of every menu
 * page's first load (docs/decisions/063). The first taps' parts (item viewer, cart, order again, another round) and
 * the screens' table keep theirs.
 */
const afterPaint =
  /^assets\/(kitchen-list|takeout-info|closed-notice|membership-bar|maintenance|k12-gate|k12-menu|welcome-banner|restaurant-route-guard|not-found-screen|chain-screen|suite-banners|tab-menu-link)-[\w-]+\.js$/;

// In development the API, data files and media come from the server (`npm start`, port 3000 unless API_ORIGIN).
const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    catalogFirstLoad(),
    reactRouterTreeShaking(),
    minifyPublicScripts(),
    precompress(),
  ],
  // The server renderer's build needs none of the files served as they are.
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer carries the code it uses of its libraries, as the browser's chunks do: left to Node, its
  // imports loaded whole barrels (every date-fns function, every Radix package, Sentry's browser SDK) at the server's
  // start, most of its CPU to ready and memory (decision 076).
  ssr: { noExternal: true },
  resolve: { alias: isSsrBuild || mode !== 'production' ? [] : browserProduction },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '^/[^/]+/data\\.json$': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    manifest: true,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">: no polyfill in the first script.
    modulePreload: {
      polyfill: false,
      // A screen's list of files to fetch with it leaves out those the entry has loaded before any screen asks (the
      // libraries, the shared modules, Rolldown's helpers): each list is written in the menu page's code. The page's
      // own list (index.html) keeps them: it is what fetches the libraries beside the entry, not after it.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : afterPaint.test(file)
            ? [file]
            : deps.filter((dep) => !/^assets\/(framework|shared|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    // The server renderer is one file: the server imports it at start, and its 145 chunks were 0.7 s of Node's
    // module resolution there (decision 076).
    rolldownOptions: { output: { codeSplitting: isSsrBuild ? false : { groups: chunkGroups } } },
  },
}));
