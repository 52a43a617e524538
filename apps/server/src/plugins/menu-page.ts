import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { quarterHourOf } from '@ordering/domain/menu/price-schedule';
import type { FastifyBaseLogger } from 'fastify';
import { type CompressedBody, compressOnce } from '../http/compressed';
import { type Locale, resolveLocale } from '../i18n/messages';

/** What the web app's server renderer (`apps/web/src/entry-server.tsx`, built to `dist-server/`) offers. */
interface MenuRenderer {
  renderMenuPage(request: {
    url: string;
    slug: string;
    data: RestaurantDataFile & { version: number };
    locale: Locale;
    now: Date;
  }): Promise<string | null>;
  /**
   * The theme's class and CSS variables, which the browser would otherwise put on `<html>` itself, and what goes
   * in `<head>` (its fonts).
   */
  documentTheme(data: RestaurantDataFile): DocumentTheme;
}

interface DocumentTheme {
  className: string;
  style: string;
  head: string;
  /** The restaurant's favicon (menu_configuration.favicon), in place of the app's; null: the app's. */
  icon?: string | null;
}

export interface MenuPageInput {
  slug: string;
  /** Path and query of the page, as asked. */
  url: string;
  /** The published entry: its ETag names the version, `data` and `body` are the data file. */
  etag: string;
  data: RestaurantDataFile;
  version: number;
  /** The `locale` cookie, when the diner chose a language. */
  localeCookie: string | undefined;
  now: Date;
}

const BOOT = /<!--boot-->[\s\S]*<!--\/boot-->/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
/** The app's own icon in index.html, which a restaurant's favicon replaces. */
const APP_ICON = /<link rel="icon"[^>]*>/;
const MODULE_PRELOAD_HREF = /<link rel="modulepreload"[^>]*href="([^"]+)"/g;

/**
 * The file of each language's part of the catalog the menu page loads first (`src/i18n/<locale>.json?first` in
 * the Vite manifest): the page preloads its own language's with its code, so the app does not wait for it after.
 */
function catalogParts(webDistDir: string): Partial<Record<Locale, string>> {
  const path = join(webDistDir, '.vite/manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>;
  const parts: Partial<Record<Locale, string>> = {};
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    const file = manifest[`src/i18n/${locale}.json?first`]?.file;
    if (file) parts[locale] = `/${file}`;
  }
  return parts;
}
/** Rendered pages kept: one per restaurant, version, language, quarter hour and address asked. */
const CACHE_SIZE = 256;
/**
 * Pages drawn (not served from the cache) per second at most: one costs about 0.1 s of CPU, and addresses with
 * ever-new `menu` values must not take the server's time. Beyond it the browser draws the page, as without SSR.
 */
const DRAWS_PER_SECOND = 5;

/**
 * The query parameters the menu's first render reads (menu.tsx): the menu shown, and the mode the address gives (a
 * table's QR code, take-out, catering), so the first paint says "Table 12" rather than "start at your table" and
 * the app takes the page over unchanged. Each table is a page of its own, within the cache and the draws per second.
 */
const DRAWN_PARAMS = [
  'menu',
  'menuList',
  'viewOnly',
  'tableNum',
  'takeout',
  'takeoutType',
  'catering',
  'genericTableLocation',
] as const;

/**
 * Mode parameters whose drawing needs what only the browser has (another round's table is looked up, an event
 * suite's cart is the operator's): a page asked with one is drawn in the browser.
 */
const BROWSER_PARAMS = ['anotherRoundId', 'eventSuite', 'eventDayOrdering'] as const;

/**
 * The address a page is drawn (and cached) for: its path and the parameters that change the drawing (any other,
 * a campaign's `utm_source`, shares the page). Undefined when the browser draws it: a value no menu or table has
 * (over 100 chars), or a parameter of BROWSER_PARAMS.
 */
export function drawnAddress(url: string): string | undefined {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const asked = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  if (BROWSER_PARAMS.some((name) => asked.has(name))) return undefined;
  const kept = new URLSearchParams();
  for (const name of DRAWN_PARAMS) {
    const value = asked.get(name);
    if (value === null) continue;
    if (value.length > 100) return undefined;
    kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The language a page is drawn in: the diner's saved choice, else the restaurant's default (as the app does). */
export function pageLocale(cookie: string | undefined, data: RestaurantDataFile): Locale {
  if (cookie && /^(en|fr)/i.test(cookie)) return resolveLocale(cookie);
  return data.locales.find((l) => l.is_default)?.locale_long ?? 'en-CA';
}

/**
 * A restaurant's menu page drawn on the server (docs/decisions/011): the index.html of the build with the menu's
 * markup in place of the loading skeleton. The app's code is then fetched at low priority (`load-app.js`), so on a
 * slow line the menu's pictures and text do not wait behind the code that hydrates them.
 */
export class MenuPages {
  private readonly cache = new Map<string, CompressedBody>();
  /** When the latest draws started (real time), for `DRAWS_PER_SECOND`. */
  private readonly draws: number[] = [];

  private constructor(
    private readonly renderer: MenuRenderer,
    private readonly indexHtml: string,
    private readonly log: FastifyBaseLogger,
    private readonly catalogParts: Partial<Record<Locale, string>> = {},
  ) {}

  /** The renderer of the build in `webDistDir`'s sibling `dist-server/`, or undefined without one. */
  static async load(webDistDir: string, indexHtml: string, log: FastifyBaseLogger) {
    const file = join(webDistDir, '../dist-server/entry-server.js');
    if (!existsSync(file) || !BOOT.test(indexHtml) || !ENTRY_SCRIPT.test(indexHtml)) return undefined;
    try {
      const renderer = (await import(pathToFileURL(file).href)) as MenuRenderer;
      return new MenuPages(renderer, indexHtml, log, catalogParts(webDistDir));
    } catch (error) {
      log.warn(
        { err: error },
        'The server renderer of the menu could not be loaded: menus render in the browser',
      );
      return undefined;
    }
  }

  /**
   * The page's HTML, compressed once for every diner it is sent to; undefined when it cannot be drawn here (the
   * browser then draws it).
   */
  async render(input: MenuPageInput): Promise<CompressedBody | undefined> {
    const address = drawnAddress(input.url);
    if (address === undefined) return undefined;
    const locale = pageLocale(input.localeCookie, input.data);
    // Prices follow 15-minute schedules: a page is drawn again each quarter hour.
    const quarter = quarterHourOf(input.now);
    const key = `${input.slug}\u0000${input.etag}\u0000${locale}\u0000${quarter}\u0000${address}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (!this.mayDraw(Date.now())) return undefined;
    let markup: string | null;
    try {
      markup = await this.renderer.renderMenuPage({
        url: `http://localhost${address}`,
        slug: input.slug,
        data: { ...input.data, version: input.version },
        locale,
        now: input.now,
      });
    } catch (error) {
      this.log.warn({ err: error, slug: input.slug }, 'A menu page could not be drawn on the server');
      return undefined;
    }
    if (markup === null) return undefined;
    const page = compressOnce(
      this.compose(markup, input.slug, locale, this.renderer.documentTheme(input.data)),
    );
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, page);
    return page;
  }

  private mayDraw(at: number): boolean {
    while (this.draws.length > 0 && at - (this.draws[0] ?? 0) >= 1000) this.draws.shift();
    if (this.draws.length >= DRAWS_PER_SECOND) return false;
    this.draws.push(at);
    return true;
  }

  private compose(markup: string, slug: string, locale: Locale, theme: DocumentTheme) {
    const entry = ENTRY_SCRIPT.exec(this.indexHtml)?.[1] ?? '';
    // The entry's own imports and the page's language: load-app.js asks for them with the entry, in parallel,
    // instead of after reading it (one round trip less on a phone's line).
    const preloads = [...this.indexHtml.matchAll(MODULE_PRELOAD_HREF)].map((m) => m[1]);
    const part = this.catalogParts[locale];
    if (part) preloads.push(part);
    const html = `<html lang="${locale}" class="${escapeAttribute(theme.className)}" style="${escapeAttribute(theme.style)}">`;
    return this.indexHtml
      .replace('<html lang="en-CA">', html)
      .replace(
        ENTRY_SCRIPT,
        `<script src="/load-app.js" data-src="${entry}" data-preload="${preloads.join(' ')}" defer></script>`,
      )
      .replace(MODULE_PRELOADS, '')
      .replace(APP_ICON, (link) =>
        theme.icon ? `<link rel="icon" href="${escapeAttribute(theme.icon)}">` : link,
      )
      .replace('</head>', () => `${theme.head}</head>`)
      .replace('<div id="root">', `<div id="root" data-restaurant="${slug}" data-locale="${locale}">`)
      .replace(BOOT, () => markup);
  }
}
