import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The owner reads the make times on a 390 px phone: each item is a card (its figures under their columns' names,
 * staff.css), and neither the page nor the table scrolls sideways. In English and French, each photographed.
 */

const PASSWORD = 'Staff-2026!';
const PHONE = { width: 390, height: 844 };

async function ownerOnPhone(browser: Browser, baseURL: string, locale: 'en-CA' | 'fr-CA') {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL,
    locale,
    timezoneId: 'America/Toronto',
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel(/^(Email|Courriel)$/).fill('staff.owner@example.com');
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await page.getByRole('link', { name: /The Maple Table/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Orders|Commandes)$/ })).toBeVisible();
  return { context, page };
}

for (const { locale, link, heading, poutine } of [
  {
    locale: 'en-CA' as const,
    link: 'Data file',
    heading: 'Make times: the file and the kitchen',
    poutine: 'Classic Poutine',
  },
  {
    locale: 'fr-CA' as const,
    link: /^Fichier/,
    heading: 'Temps de préparation\u00a0: le fichier et la cuisine',
    poutine: 'Poutine classique',
  },
]) {
  test(`the make times are cards on a phone, nothing scrolls sideways (${locale})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { context, page } = await ownerOnPhone(browser, baseURL!, locale);
    try {
      await page.getByRole('link', { name: link }).click();
      const times = page.getByRole('region', { name: heading });
      const row = times.getByTestId('make-time-mt-takeout-mt-poutine');
      await expect(row).toContainText(new RegExp(`^${poutine}`));
      // A card: the item across the top, its four figures two a line under it.
      expect(await row.evaluate((r) => getComputedStyle(r).display)).toBe('grid');
      const [name, station, file] = await row.locator('th, td').all();
      const [nameBox, stationBox, fileBox] = await Promise.all([
        name!.boundingBox(),
        station!.boundingBox(),
        file!.boundingBox(),
      ]);
      expect(stationBox!.y).toBeGreaterThan(nameBox!.y);
      expect(fileBox!.y).toBe(stationBox!.y);
      expect(fileBox!.x).toBeGreaterThan(stationBox!.x);
      // Nothing wider than the screen: the page, and the table inside its scroller.
      const widths = await times.evaluate((section) => {
        const scroller = section.querySelector('table')!.parentElement!;
        return {
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
          table: scroller.scrollWidth,
          scroller: scroller.clientWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      expect(widths.table).toBeLessThanOrEqual(widths.scroller);
      await times.screenshot({ path: testInfo.outputPath(`make-times-${locale}-phone.png`) });
    } finally {
      await context.close();
    }
  });
}
