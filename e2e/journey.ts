import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Steps of the diner's journey shared by the specs: what a diner clicks and types, nothing behind the screen. */

export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const INSUFFICIENT_FUNDS_CARD = '4000 0000 0000 9995';

/** Opens an item from the menu, picks the given options (by label) and adds it to the cart. */
export async function addItem(page: Page, name: string | RegExp, options: string[] = []) {
  await page.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const option of options) await dialog.getByLabel(option, { exact: true }).check();
  await dialog.getByRole('button', { name: /Add to cart|Ajouter au panier/ }).click();
  await expect(dialog).toBeHidden();
}

export async function openCheckout(page: Page) {
  await page.getByRole('button', { name: /View cart|Voir le panier/ }).click();
  const cart = page.getByRole('dialog');
  const checkout = cart.getByRole('button', { name: /Go to checkout|Passer à la caisse/ });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page.getByRole('heading', { level: 1, name: /Checkout|Paiement/ })).toBeVisible();
}

export async function fillContact(
  page: Page,
  contact = { name: 'Avery Tremblay', email: 'avery@example.ca', phone: '4165550123' },
) {
  await page.getByLabel(/Full name|Nom complet/).fill(contact.name);
  await page.getByLabel(/^(Email|Courriel)$/).fill(contact.email);
  await page.getByLabel(/Mobile phone|Téléphone mobile/).fill(contact.phone);
}

/** maple-table's required question. */
export async function answerAllergyQuestion(page: Page, answer = 'No allergies') {
  await page.getByLabel(/food allergy|allergie alimentaire/).selectOption({ label: answer });
}

export async function fillCard(page: Page, number = APPROVED_CARD) {
  await page.getByRole('textbox', { name: /^(Card number|Numéro de carte)$/ }).fill(number);
  await page.getByLabel(/Expiry|Expiration/).fill('1230');
  await page.getByLabel(/Security code|Code de sécurité/).fill('123');
}

export async function placeOrder(page: Page) {
  const place = page.getByRole('button', { name: /Place order|Passer la commande/ });
  await expect(place).toBeEnabled();
  await place.click();
}

/** At The Maple Table: the usual diner, the required question answered, the approved card, to the confirmation. */
export async function payByCard(page: Page) {
  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);
  await placeOrder(page);
  await expectConfirmation(page);
}

export async function expectConfirmation(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Order #\d+|Commande nº\s\d+/ })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(/Received|Reçue/);
}
