import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout } from './journey';

/**
 * The account screens on a phone and on a desktop, in English and in French (issue 13): each drawn, free of
 * serious accessibility faults, nothing wider than the screen, and photographed for a person to look at
 * (test-results/accounts-screens/).
 */

const SHOTS = fileURLToPath(new URL('../test-results/accounts-screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, device] of Object.entries(sizes)) {
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    test.describe(`${size}, ${locale}`, () => {
      test.use(device);

      test('login, reset, profile screens and the signed-in checkout', async ({
        page,
        context,
        baseURL,
        expectAccessible,
      }) => {
        await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
        const shoot = async (name: string) => {
          await expectNoSidewaysScroll(page);
          await expectAccessible();
          await page.screenshot({ path: join(SHOTS, `${size}-${locale}-${name}.png`), fullPage: true });
        };
        const heading = page.getByRole('heading', { level: 1 });

        await page.goto('/login?restaurant=maple-table&tableNum=7');
        await expect(heading).toHaveText(locale === 'en-CA' ? 'Log in' : 'Se connecter');
        await shoot('login');
        await page.getByRole('tab').nth(1).click();
        await shoot('signup');
        await page.getByRole('tab').nth(0).click();
        await page.locator('form button[type=button]').first().click();
        await expect(page.locator('#password')).toHaveCount(0);
        await shoot('forgot');

        await page.goto('/login/reset-password?restaurant=maple-table#token=not-a-real-token');
        await expect(page.locator('#new-password')).toBeVisible();
        await shoot('reset');

        await page.goto('/login?restaurant=maple-table&tableNum=7');
        await page.locator('#email').fill('diner@example.com');
        await page.locator('#password').fill('Diner-2026!');
        await page.locator('form button[type=submit]').click();
        await expect(page).toHaveURL(/\/maple-table\?tableNum=7$/);

        const screens = [
          ['profile', '/profile'],
          ['profile-information', '/profile/user-information'],
          ['profile-cards', '/profile/user-payment-methods'],
          ['profile-receipts', '/profile/receipts'],
        ] as const;
        for (const [name, path] of screens) {
          await page.goto(`${path}?restaurant=maple-table&tableNum=7`);
          await expect(heading).toBeVisible();
          await expect(page.getByRole('main')).not.toContainText(/Loading|Chargement/);
          await shoot(name);
        }

        await page.goto('/maple-table?tableNum=7');
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await addItem(page, /Classic Poutine|Poutine classique/);
        await openCheckout(page);
        await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
        await shoot('checkout');
      });
    });
  }
}
