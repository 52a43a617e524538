import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

type Locale = 'en-CA' | 'fr-CA';

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

// Worker n's server listens on E2E_PORT + n (playwright.config.ts) and its e-mail catcher (scripts/e2e-server.mjs,
// the server's EMAIL_TRANSPORT=http provider) 1000 above.
const firstPort = Number(process.env.E2E_PORT ?? 3210);

interface Fixtures {
  /** Opens a demo restaurant's screen (`''` is the menu, `'landing'` the welcome screen) with optional query. */
  openRestaurant: (
    slug: string,
    options?: { path?: string; query?: Record<string, string>; locale?: Locale },
  ) => Promise<void>;
  /** Fails on any serious or critical accessibility violation of the current screen. */
  expectAccessible: () => Promise<void>;
  /** The e-mail the server has sent to `to`, oldest first, once there are at least `count` of them. */
  readMail: (to: string, count?: number) => Promise<Mail[]>;
}

export const test = base.extend<Fixtures & { mailPort: number }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // biome-ignore lint/correctness/noEmptyPattern: no dependency
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${firstPort + testInfo.parallelIndex}`);
  },
  // biome-ignore lint/correctness/noEmptyPattern: no dependency
  mailPort: async ({}, use, testInfo) => {
    await use(firstPort + testInfo.parallelIndex + 1000);
  },
  // The browser's clock is set to the server's (started at E2E_NOW, see clock.ts, and running since), then runs:
  // a browser left at E2E_NOW while the suite runs would ask for times already past on the server.
  page: async ({ page, request }, use) => {
    const health = await request.get('/api/health');
    const { time } = (await health.json()) as { time: string };
    await page.clock.install({ time: new Date(time) });
    await use(page);
  },
  openRestaurant: async ({ page, context, baseURL }, use) => {
    await use(async (slug, options = {}) => {
      if (options.locale) {
        await context.addCookies([
          { name: 'locale', value: options.locale, url: baseURL ?? 'http://127.0.0.1' },
        ]);
      }
      const query = new URLSearchParams(options.query ?? {}).toString();
      const path = options.path ? `/${slug}/${options.path}` : `/${slug}`;
      await page.goto(query ? `${path}?${query}` : path);
      // A menu page comes drawn by the server: the journey starts once the app runs it.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      // A toast fading in or out is half transparent: without motion (as a diner who asks for less of it sees it)
      // it is judged as it stands, shown or gone.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
  readMail: async ({ request, mailPort }, use) => {
    await use(async (to, count = 1) => {
      let mail: Mail[] = [];
      // The outbox worker sends within a few seconds of the request.
      await expect
        .poll(
          async () => {
            const answer = await request.get(
              `http://127.0.0.1:${mailPort}/messages?${new URLSearchParams({ to })}`,
            );
            mail = (await answer.json()) as Mail[];
            return mail.length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(count);
      return mail;
    });
  },
});

export { expect };
