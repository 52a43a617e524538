import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout } from './journey';

/** Where a card's picture stands against its name, and how a section's cards share the row, as laid out. */
async function boxes(card: Locator) {
  const [picture, name] = await Promise.all([
    card.locator('img').boundingBox(),
    card.locator('h3').boundingBox(),
  ]);
  if (!picture || !name) throw new Error('the card has no picture or no name');
  return { picture, name };
}

test('a gallery of vertical cards (maple-table): two a row on a phone, the picture above the name', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table', { locale: 'en-CA' });
  const cards = page.getByRole('region', { name: 'Starters' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  const { picture, name } = await boxes(cards.nth(0));
  expect(picture.y + picture.height).toBeLessThanOrEqual(name.y);
  await expectAccessible();
});

test('a list of horizontal cards (cafe-du-marche): one a row, the picture beside the name, in French', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('cafe-du-marche', { locale: 'fr-CA' });
  const cards = page.getByRole('region', { name: 'Viennoiseries' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(second!.x).toBe(first!.x);
  expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
  const { picture, name } = await boxes(cards.nth(0));
  expect(picture.x).toBeGreaterThanOrEqual(name.x + name.width);
  expect(picture.y).toBeLessThan(name.y + name.height);
  await expectAccessible();
});

test("the restaurant's favicon, and the app's own where the file sets none", async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('cafe-du-marche', { locale: 'fr-CA' });
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/media/demo/logo-cafe-du-marche.svg',
  );
  await openRestaurant('maple-table', { locale: 'en-CA' });
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', 'data:,');
});

test.describe('a delivery beyond the radius (maple-table delivers within 6 km)', () => {
  for (const { locale, tooFar } of [
    { locale: 'en-CA' as const, tooFar: 'This address is too far: we deliver within 6 km.' },
    { locale: 'fr-CA' as const, tooFar: 'Cette adresse est trop loin : nous livrons dans un rayon de 6 km.' },
  ])
    test(`is said at the postal code before Place order (${locale})`, async ({ page, openRestaurant }) => {
      await openRestaurant('maple-table', { query: { takeout: 'true', takeoutType: 'delivery' }, locale });
      await addItem(page, /Classic Poutine|Poutine classique/);
      await openCheckout(page);
      const postalCode = page.locator('#postalCode');
      // Ottawa, 350 km away.
      await postalCode.fill('K1K 1Y1');
      await expect(page.locator('#postalCode-error')).toHaveText(tooFar);
      await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
      // Said by screen readers as it appears: the field's live region holds it.
      await expect(page.getByRole('status').filter({ hasText: tooFar })).toHaveAttribute(
        'aria-live',
        'polite',
      );
      await page.setViewportSize(
        locale === 'en-CA' ? { width: 390, height: 844 } : { width: 1366, height: 768 },
      );
      await postalCode.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/radius-shots/${locale}.png` });
      await expect(page.getByRole('button', { name: /Place order|Passer la commande/ })).toBeDisabled();
      // King Street West, a kilometre away.
      await postalCode.fill('M5V 2T6');
      await expect(page.locator('#postalCode-error')).toHaveCount(0);
      await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    });
});
