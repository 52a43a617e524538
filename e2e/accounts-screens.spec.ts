import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout } from './journey';

/**
 * The account screens on a phone and on a desktop, in English and in French: each drawn, free of
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
  test.describe(size, () => {
    test.use(device);
    // Eight screens, each scanned by axe and photographed whole: minutes on a busy machine.
    test.setTimeout(150_000);

    for (const locale of ['en-CA', 'fr-CA'] as const)
      test(`login, reset, profile screens and the signed-in checkout, in ${locale}`, async ({
        page,
        context,
        request,
        baseURL,
        expectAccessible,
      }) => {
        // An account of this test's own, with a saved card: the demo diner's logins are counted (rate limit per
        // e-mail) and its data belongs to the journeys.
        const email = `screens-${size}-${locale}-${Date.now()}@example.com`;
        const password = 'Screens-2026!';
        const created = await request.post('/api/auth/register-user', {
          data: { email, password, firstName: 'Camille', lastName: 'Lévesque', phoneNumber: '4165550142' },
        });
        expect(created.status()).toBe(200);
        const { token } = (await created.json()) as { token: string };
        // Saved at maple-table (demo id 101), as its profile screen saves one: through its processor, the sandbox.
        const card = await request.post('/api/auth/payment-method', {
          headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': '101' },
          data: { cardNumber: '4242424242424242', expiry: '12/30', cvd: '123', postalCode: 'M5V 2T6' },
        });
        expect(card.status()).toBe(200);

        const heading = page.getByRole('heading', { level: 1 });
        await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
        const shoot = async (name: string) => {
          await expectNoSidewaysScroll(page);
          await expectAccessible();
          await page.screenshot({ path: join(SHOTS, `${size}-${locale}-${name}.png`), fullPage: true });
        };

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
        await page.locator('#email').fill(email);
        await page.locator('#password').fill(password);
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
          if (name === 'profile-cards') {
            await expect(page.getByRole('main')).toContainText(/Visa .*4242/);
            // The card was saved where the diner is: maple-table takes it.
            await expect(page.getByRole('main')).not.toContainText(/Not accepted at|Non acceptée chez/);
          }
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
