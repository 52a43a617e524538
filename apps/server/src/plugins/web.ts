import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../clock';
import { isVenueChain } from '../features/restaurants';
import { sendCompressed } from '../http/compressed';
import { sendMethodNotAllowed, sendNotFound } from './errors';
import { MenuPages } from './menu-page';

export interface WebOptions {
  webDistDir: string;
  demoImagesDir: string;
  cantineHosts: string[];
  /** A public DSN the browser reports its failures to (adapters/error-reports); none: they go to its console. */
  errorReportsDsn?: string | undefined;
}

/** The page with the browser's error-report DSN in a meta tag: read by apps/web/src/lib/error-reports.ts. */
export function withErrorReportsDsn(html: string, dsn: string | undefined): string {
  if (!dsn) return html;
  const escaped = dsn.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `  <meta name="error-reports-dsn" content="${escaped}" />\n  </head>`);
}

/**
 * Paths that never fall back to the web app: the API, media, theme stylesheets (a theme the build does not ship is
 * a 404, never the app's HTML taken for CSS) and data files answer 404 themselves.
 */
function isReservedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/media/') ||
    path.startsWith('/stylesheets/') ||
    path.endsWith('/data.json')
  );
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export function hostWithoutPort(host: string | undefined): string {
  if (!host) return '';
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

const NOT_RESTAURANTS = new Set(['cantine', 'login', 'profile', 'staff', 'assets', 'media', 'stylesheets']);

/** `/maple-table/landing?x=1` -> `maple-table`; screens that are not a restaurant's -> undefined. */
export function restaurantSlugOf(url: string): string | undefined {
  const first = (url.split('?')[0] ?? '').split('/')[1] ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(first) || first.length > 100 || NOT_RESTAURANTS.has(first))
    return undefined;
  if (first.endsWith('-location-search') || first.endsWith('-coming-soon')) return undefined;
  return first;
}

/** `/maple-table`, `/maple-table/` and `/maple-table?tableNum=4`: the restaurant's menu screen. */
function isMenuPath(url: string, slug: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === `/${slug}` || path === `/${slug}/`;
}

/** The screens a restaurant has in the web app (apps/web/src/app/router.tsx); any other path under it is a 404. */
function isRestaurantScreen(url: string, slug: string): boolean {
  const rest = (url.split('?')[0] ?? '').slice(slug.length + 1).replace(/\/$/, '');
  return /^(?:|\/landing|\/checkout|\/tab|\/order-notification|\/orders\/[^/]+|\/events|\/events\/[^/]+|\/suite-settings)$/.test(
    rest,
  );
}

/** `/slice-co-location-search`, `/slice-co-coming-soon` -> `slice-co`; any other path -> undefined. */
export function chainOf(url: string): string | undefined {
  const first = (url.split('?')[0] ?? '').split('/')[1] ?? '';
  return /^([a-z0-9]+(?:-[a-z0-9]+)*)-(?:location-search|coming-soon)$/.exec(first)?.[1];
}

/** Screens that are no restaurant's: the cafeteria search, login and profile, hubs' location search, coming-soon. */
function isOtherScreen(url: string): boolean {
  const first = (url.split('?')[0] ?? '').split('/')[1] ?? '';
  return (
    first === 'cantine' ||
    first === 'login' ||
    first === 'profile' ||
    first === 'staff' ||
    first.endsWith('-location-search') ||
    first.endsWith('-coming-soon')
  );
}

/** `Link` values that preload the code of a restaurant's menu screen, from the Vite manifest of the build. */
function restaurantRouteChunks(webDistDir: string): string[] {
  const path = join(webDistDir, '.vite/manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const inEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const dep of entry.imports ?? []) collect(dep, into);
  };
  collect('index.html', inEntry);
  const route = new Set<string>();
  for (const key of ['src/app/routes/restaurant-layout.tsx', 'src/app/routes/menu.tsx']) collect(key, route);
  return [...route]
    .filter((f) => !inEntry.has(f) && f.endsWith('.js'))
    .map((f) => `</${f}>; rel=modulepreload`);
}

/**
 * Serves the built web app and the demo images from the API's own port, so production is one process. Vite puts
 * content-hashed files under `assets/`, which may be cached forever; `index.html` must always be revalidated so a
 * new deploy is picked up.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const indexFile = join(opts.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Read once: the file is small and only changes with a deploy, which restarts the process.
  const indexHtml = hasWeb
    ? Buffer.from(withErrorReportsDsn(readFileSync(indexFile, 'utf8'), opts.errorReportsDsn))
    : undefined;

  if (existsSync(opts.demoImagesDir)) {
    await app.register(fastifyStatic, {
      root: opts.demoImagesDir,
      prefix: '/media/demo/',
      decorateReply: false,
      wildcard: false,
      schemaHide: true,
      maxAge: '1d',
    });
  }
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      schemaHide: true,
      decorateReply: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(opts.webDistDir, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const htmlPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const sendIndex = (reply: FastifyReply) => htmlPage(reply).send(indexHtml);
  const routeChunks = hasWeb ? restaurantRouteChunks(opts.webDistDir) : [];
  const menuPages = indexHtml
    ? await MenuPages.load(opts.webDistDir, indexHtml.toString(), app.log)
    : undefined;

  /** A restaurant's menu drawn on the server, when the build has the renderer and the restaurant is published. */
  const menuPage = async (request: FastifyRequest, slug: string) => {
    if (!menuPages || !isMenuPath(request.url, slug)) return undefined;
    const entry = await app.publishedVersions.get(slug);
    if (!entry) return undefined;
    return menuPages.render({
      slug,
      url: request.url,
      etag: entry.etag,
      data: entry.data,
      version: entry.version,
      localeCookie: request.cookies?.locale,
      now: now(),
    });
  };

  /**
   * A restaurant page. Drawn on the server (its menu), it comes alone and asks for its data file and code at low
   * priority (load-app.js); drawn in the browser, the browser fetches its data file and route code with the HTML, not after it.
   */
  const sendRestaurantPage = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const drawn = await menuPage(request, slug);
    // A drawn page asks for its code and data file at low priority (load-app.js): preloading them here, at the
    // browser's usual priority, would compete with the page's own stylesheet, fonts and pictures.
    if (drawn) return sendCompressed(request, htmlPage(reply), drawn);
    // A restaurant that is not published, or a screen it does not have: the app shows its not-found screen, with a
    // way back, and the status says so (search engines and monitors read the status, not the screen).
    if (!isRestaurantScreen(request.url, slug) || !(await app.publishedVersions.get(slug))) {
      return sendIndex(reply.code(404));
    }
    const dataFile = `</${slug}/data.json>; rel=preload; as=fetch; crossorigin=anonymous`;
    return sendIndex(reply.header('link', [dataFile, ...routeChunks].join(', ')));
  };

  // A chain's search or coming-soon page of no known chain is the not-found screen, with its HTTP 404. Should the
  // database not answer, the page is served: the screen says what it finds.
  const isKnownChain = async (chain: string) => {
    try {
      // Only a venue chain has these pages (/{venue-chain}-location-search), not a cafeteria or a hub.
      return await isVenueChain(app.db, chain);
    } catch {
      return true;
    }
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    if (opts.cantineHosts.includes(hostWithoutPort(request.headers.host)))
      return reply.redirect('/cantine', 302);
    if (indexHtml) return sendIndex(reply);
    return sendNotFound(request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(request.url);
    if (isPage && indexHtml && acceptsHtml(request)) {
      const slug = restaurantSlugOf(request.url);
      if (slug) return sendRestaurantPage(request, reply, slug);
      const chain = chainOf(request.url);
      if (chain) return sendIndex((await isKnownChain(chain)) ? reply : reply.code(404));
      return sendIndex(isOtherScreen(request.url) ? reply : reply.code(404));
    }
    const api = request.url.startsWith('/api');
    if (api) {
      // A path served with other methods is a 405 with Allow, not "no such endpoint".
      const url = request.url.split('?')[0] ?? '';
      const allowed = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
        (method) => method !== request.method && app.findRoute({ method: method as 'GET', url }) !== null,
      );
      if (allowed.length > 0) return sendMethodNotAllowed(request, reply, allowed);
    }
    return sendNotFound(request, reply, api ? 'error.routeNotFound' : 'error.notFound');
  });
}
