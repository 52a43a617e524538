import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * An owner sets a maintenance window from the console's Menu & ordering screen: the diner's open menu says until
 * when ordering is closed, and ending it from the console takes orders again. On a phone in English and a desktop
 * in French, each photographed.
 */

const PASSWORD = 'Staff-2026!';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function ownerContext(browser: Browser, baseURL: string, locale: 'en-CA' | 'fr-CA', phone: boolean) {
  const context = await browser.newContext({
    viewport: phone ? PHONE : DESKTOP,
    baseURL,
    locale,
    timezoneId: 'America/Toronto',
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  return context;
}

/** A page whose clock is the server's (started at E2E_NOW, fixtures.ts), running. */
async function pageAtServerTime(context: Awaited<ReturnType<typeof ownerContext>>) {
  const page = await context.newPage();
  const { time } = (await (await page.request.get('/api/health')).json()) as { time: string };
  await page.clock.install({ time: new Date(time) });
  return page;
}

async function signIn(page: Page) {
  await page.goto('/staff');
  await page.getByLabel(/^(Email|Courriel)$/).fill('staff.owner@example.com');
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await page.getByRole('link', { name: /The Maple Table/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Orders|Commandes)$/ })).toBeVisible();
}

for (const { locale, phone, name, words } of [
  {
    locale: 'en-CA' as const,
    phone: true,
    name: 'phone-en',
    words: {
      tab: 'Menu & ordering',
      title: 'Scheduled maintenance',
      none: 'No maintenance is planned: orders are taken as usual.',
      closed: /^Closed for maintenance until \d\d\/\d\d\/\d{4} at \d{1,2}:\d\d\s[ap]\.m\.: diners/,
      set: 'Set the maintenance window',
      end: 'End the maintenance now',
      diner: 'ordering is closed for scheduled maintenance',
    },
  },
  {
    locale: 'fr-CA' as const,
    phone: false,
    name: 'desktop-fr',
    words: {
      tab: 'Menu et commandes en ligne',
      title: 'Maintenance planifiée',
      none: 'Aucune maintenance n’est prévue\u00a0: les commandes sont prises comme d’habitude.',
      closed: /^Fermé pour maintenance jusqu’au \d\d\/\d\d\/\d{4} à \d{1,2}\sh\s\d\d\u00a0: les clients/,
      set: 'Planifier la maintenance',
      end: 'Terminer la maintenance maintenant',
      diner: 'les commandes sont fermées pour une maintenance planifiée',
    },
  },
]) {
  test(`an owner closes ordering for maintenance and opens it again (${name})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await ownerContext(browser, baseURL!, locale, phone);
    try {
      const staff = await pageAtServerTime(context);
      await signIn(staff);
      await staff.getByRole('link', { name: words.tab }).click();
      const panel = staff.getByRole('region', { name: words.title });
      await expect(panel.getByRole('status')).toHaveText(words.none);

      const diner = await pageAtServerTime(context);
      await diner.goto('/maple-table?tableNum=7');
      await diner.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(diner.getByTestId('maintenance')).toHaveCount(0);

      // From now until the time offered (two hours on): the open menu hears it without a reload.
      await panel.getByRole('button', { name: words.set }).click();
      await expect(panel.getByRole('status')).toHaveText(words.closed);
      await expect(diner.getByTestId('maintenance')).toContainText(words.diner, { timeout: 8_000 });

      await staff.emulateMedia({ reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page: staff }).include('#main').analyze();
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
      await panel.evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await staff.screenshot({ path: `test-results/maintenance-shots/${name}.png` });

      await panel.getByRole('button', { name: words.end }).click();
      await expect(panel.getByRole('status')).toHaveText(words.none);
      await expect(diner.getByTestId('maintenance')).toHaveCount(0, { timeout: 8_000 });
    } finally {
      // Whatever happened, the other journeys find maple-table taking orders.
      await context.request.delete('/api/staff/restaurants/101/maintenance');
      await context.close();
    }
  });
}
