import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Location search: a venue chain's `/{chain}-location-search` from a typed city and from the device's
 * location, the refusal message, the coming-soon page, and `/cantine` with distances; each screen on a phone and a
 * desktop in English and French, axe-checked and photographed (test-results/locations/). The journeys run on a
 * Wednesday at noon in Toronto: 09:00 in Vancouver, before Slice Co. Kitsilano opens at 11:00.
 */

const SHOTS = fileURLToPath(new URL('../test-results/locations/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const plateau = { latitude: 45.5231, longitude: -73.5817 };
const cityHall = { latitude: 43.6534, longitude: -79.3841 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The place search box (the radius picker is a combobox too). */
const searchBox = (page: Page) => page.locator('input[role=combobox]');

const results = (page: Page) => page.getByRole('region').getByRole('listitem');

test.describe('a venue chain’s location search', () => {
  test('finds the nearest pizza location from a typed city, by keyboard', async ({ page }) => {
    await page.goto('/slice-co-location-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Slice Co. location');
    // Before any search: every location of the chain.
    await expect(results(page)).toHaveCount(3);
    const box = page.getByRole('combobox', { name: /City, neighbourhood, postal code/ });
    await box.fill('Vancouver');
    await expect(page.getByRole('option', { name: 'Vancouver, BC', exact: true })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\?place=ca%3ABC%3Avancouver$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Nearest to Vancouver, BC');
    await expect(results(page)).toHaveCount(1);
    const first = results(page).first();
    await expect(first).toContainText('Slice Co. Kitsilano');
    await expect(first).toContainText(/Closed · opens at 11:00\sa\.m\./);
    // A city is an area: the spec's rule hides the distance to its middle.
    await expect(first).not.toContainText(/\d\smi\b/);
    // The search is kept in the address: a reload shows it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Nearest to Vancouver, BC');
    await expect(box).toHaveValue('Vancouver, BC');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/slice-co-kitsilano$/);
  });

  test('a postal code and a French accent typed without it find the Plateau', async ({ page }) => {
    await page.goto('/slice-co-location-search');
    const box = searchBox(page);
    await box.fill('h2t');
    await page.getByRole('option', { name: /^H2T, / }).click();
    await expect(results(page).first()).toContainText('Slice Co. Plateau');
    await box.fill('montreal');
    await page.getByRole('option', { name: 'Montréal, QC', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Nearest to Montréal, QC');
    await expect(results(page)).toHaveCount(1);
  });

  test('a narrower radius leaves a place with nothing near, in the diner’s unit', async ({ page }) => {
    await page.goto('/slice-co-location-search');
    await searchBox(page).fill('Burnaby');
    await page.getByRole('option', { name: 'Burnaby, BC', exact: true }).click();
    // Kitsilano is 9 mi from Burnaby's middle: within the default 10 mi.
    await expect(results(page)).toHaveCount(1);
    await page.getByLabel('Search within').selectOption({ label: '5 mi' });
    await expect(page.getByText('No Slice Co. location within 5 mi. Try another place.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.getByLabel('Search within').selectOption({ label: '25 km' });
    await expect(results(page)).toHaveCount(1);
  });

  test.describe('with the device’s location granted', () => {
    test.use({ geolocation: plateau, permissions: ['geolocation'] });

    test('finds the nearest pizza location with its distance', async ({ page }) => {
      await page.goto('/slice-co-location-search');
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Nearest to you');
      await expect(results(page)).toHaveCount(1);
      await expect(results(page).first()).toContainText('Slice Co. Plateau');
      await expect(results(page).first()).toContainText(/Distance: 0\.3\smi/);
      await expect(results(page).first()).toContainText(/Open until 11:00\sp\.m\./);
    });
  });

  test('says so when the diner refuses the device’s location', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/slice-co-location-search');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Location access was denied/);
    // The chain's locations stay listed: the refusal searched nothing.
    await expect(results(page)).toHaveCount(3);
  });

  test('an unknown chain is a page not found', async ({ page }) => {
    const answer = await page.goto('/no-such-chain-location-search');
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('404')).toBeVisible();
  });
});

test.describe('/cantine', () => {
  test.use({ geolocation: cityHall, permissions: ['geolocation'] });

  test('lists the cafeterias nearest the device with distances, and says when none are near', async ({
    page,
  }) => {
    await page.goto('/cantine');
    await expect(page.locator('#root-cantine')).toHaveCount(1);
    await expect(results(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Cantine – Tower One');
    await expect(results(page).first()).toContainText(/Distance: 0\.\d\smi/);
    const box = searchBox(page);
    await box.fill('Iqaluit');
    await page.getByRole('option', { name: 'Iqaluit, NU', exact: true }).click();
    await expect(page.getByText('Sorry, no locations were found.')).toBeVisible();
    // A cafeteria typed by name goes to its menu.
    await box.fill('tower');
    await page.getByRole('option', { name: /Cantine – Tower One/ }).click();
    await expect(page).toHaveURL(/\/cantine-tower-one$/);
  });
});

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

for (const [size, device] of Object.entries(sizes)) {
  test.describe(`screens on a ${size}`, () => {
    test.use({ ...device, geolocation: plateau, permissions: ['geolocation'] });

    test('chain search, suggestions, my location, coming soon and /cantine in English and French', async ({
      page,
      context,
      baseURL,
      expectAccessible,
    }) => {
      // Twelve screens, each axe-checked and photographed.
      test.setTimeout(150_000);
      for (const locale of ['en-CA', 'fr-CA'] as const) {
        await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
        const shoot = async (name: string) => {
          await expectNoSidewaysScroll(page);
          await expectAccessible();
          await page.screenshot({ path: join(SHOTS, `${size}-${locale}-${name}.png`), fullPage: true });
        };
        const fr = locale === 'fr-CA';

        await page.goto('/slice-co-location-search');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fr ? 'Trouvez un Slice Co.' : 'Find a Slice Co. location',
        );
        await expect(results(page)).toHaveCount(3);
        await shoot('chain-all');

        await searchBox(page).fill(fr ? 'montreal' : 'Vancouver');
        await expect(page.getByRole('option').first()).toHaveText(fr ? 'Montréal, QC' : 'Vancouver, BC');
        await shoot('chain-suggestions');
        await searchBox(page).press('Enter');
        await expect(results(page)).toHaveCount(1);
        await shoot('chain-city');

        await page.getByRole('button', { name: fr ? 'Utiliser ma position' : 'Use my location' }).click();
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(
          fr ? 'Les plus près de vous' : 'Nearest to you',
        );
        await expect(results(page).first()).toContainText(fr ? /0,3\smi/ : /0\.3\smi/);
        await shoot('chain-near-me');

        await page.goto('/slice-co-coming-soon');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fr ? 'Slice Co. arrive bientôt' : 'Slice Co. is coming soon',
        );
        await shoot('coming-soon');

        await page.goto('/cantine');
        await expect(results(page)).toHaveCount(3);
        await page.getByRole('button', { name: fr ? 'Utiliser ma position' : 'Use my location' }).click();
        await expect(results(page).first()).toContainText(
          fr ? 'Cantine – Vieux-Port' : 'Cantine – Harbourfront',
        );
        await shoot('cantine-near-me');
      }
    });
  });
}
