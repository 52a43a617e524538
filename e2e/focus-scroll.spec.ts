import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, answerAllergyQuestion, fillCard, fillContact, openCheckout, placeOrder } from './journey';

/** The focused element, as a screen reader would name it: its tag and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().replace(/\s+/g, ' ')}` : '';
  });

test('every navigation lands at the top of the new screen with focus on its heading', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '9' }, locale: 'en-CA' });
  // An item far down the menu: the menu is scrolled when the diner goes on to checkout.
  await page.getByRole('button', { name: /Nanaimo Bar/ }).scrollIntoViewIfNeeded();
  await addItem(page, /Nanaimo Bar/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await openCheckout(page);
  await expect.poll(() => focused(page)).toBe('h1: Checkout');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);
  await placeOrder(page);
  await expect.poll(() => focused(page)).toMatch(/^h1: Order #\d+$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The order number is in view, not under the sticky header.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const header = await page.locator('header').boundingBox();
  expect(heading?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await expectAccessible();

  await page.getByRole('link', { name: 'Back to the menu' }).last().click();
  await expect.poll(() => focused(page)).toBe('h1: Dine-in Menu');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('dialogs give focus back to what opened them', () => {
  test('Escape and Add to cart return focus to the item; the cart comes early in the tab order', async ({
    page,
    openRestaurant,
  }) => {
    await openRestaurant('maple-table', { query: { tableNum: '9' }, locale: 'en-CA' });
    const poutine = page.getByRole('button', { name: /Classic Poutine/ }).first();
    await poutine.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(poutine).toBeFocused();

    await addItem(page, /Classic Poutine/);
    await expect(poutine).toBeFocused();

    // The cart is a few tabs from the top of the page, before the menu's items.
    const cart = page.getByRole('button', { name: /View cart/ });
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(cart).toBeVisible();
    let tabs = 0;
    while (tabs < 12 && !(await cart.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(tabs).toBeLessThanOrEqual(8);

    // The cart closed with Escape gives focus back to its button.
    await cart.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeFocused();
  });
});
