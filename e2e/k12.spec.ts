import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APPROVED_CARD } from './journey';

/**
 * K-12, in French on a phone: the demo parent signs in, picks a student and next week, orders three days,
 * applies the subsidy code, pays once, sees the three orders listed per day, cancels one day, then the receipts. The server's clock is a Wednesday at
 * noon (clock.ts): the K-12 cutoff (two days, plus one) lands on Saturday and moves to next Monday, so the screen
 * opens on next week (the spec's week reset: this week can no longer be ordered) and cannot go back to this one.
 */
const shots = 'test-results/k12';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('un parent commande trois jours de dîners scolaires pour un élève, paie une fois et voit ses reçus', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  // Sign-in, three days, a payment, two accessibility checks and full-page screenshots on a shared 2-core machine.
  test.setTimeout(120_000);
  // The school's funnel as the staff's report counts it: the steps the page's beacons carry (lib/analytics.ts),
  // read as they are sent (the browser's beacons show no body to the test).
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { funnelSent: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(...JSON.parse(text).events));
      return send(url, data);
    };
  });
  await openRestaurant('northview-schools', { locale: 'fr-CA' });
  // Login first: the school program requires it.
  await expect(page.getByText('Veuillez vous connecter pour commander')).toBeVisible();
  await shoot(page, 'fr-login-required');
  await page.getByRole('link', { name: 'Se connecter' }).last().click();
  await page.getByRole('tab', { name: 'Se connecter' }).click();
  await page.getByLabel('Courriel').fill('parent@example.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Parent-2026!');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/northview-schools/);

  // This week is past the cutoff: the screen opens on next week, and does not go back.
  await expect(page.getByRole('heading', { name: /^Semaine du/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Semaine précédente' })).toBeDisabled();
  await page.getByRole('button', { name: /^Maya Parent/ }).click();
  await expect(page.getByRole('button', { name: /^Maya Parent/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Ajouter / }).first()).toBeVisible();
  await shoot(page, 'fr-week');
  await expectAccessible();

  const days = page
    .locator('section[data-date]')
    .filter({ has: page.getByRole('button', { name: /^Ajouter / }) });
  for (let i = 0; i < 3; i++) {
    const day = days.nth(i);
    await day
      .getByRole('button', { name: /^Ajouter / })
      .first()
      .click();
    await expect(day.getByRole('button', { name: 'Ajouter à ce jour' })).toBeVisible();
    if (i === 0) await shoot(page, 'fr-options');
    await day.getByRole('button', { name: 'Ajouter à ce jour' }).click();
    await expect(day.getByText('1 article dans le panier')).toBeVisible();
  }
  const cart = page.getByRole('complementary', { name: 'Vos repas scolaires' });
  await expect(cart.getByText(/Maya Parent/)).toHaveCount(3);
  // The subsidy code (taken off again at the end: the demo parent is every journey's).
  const total = cart.locator('dl > div').last();
  await expect(total).toContainText('Total');
  const fullPrice = (await total.textContent()) ?? '';
  await cart.getByLabel('Code de subvention').fill('NVSUPPORT50');
  await cart.getByRole('button', { name: 'Appliquer' }).click();
  await expect(cart.getByText('Code de subvention NVSUPPORT50 appliqué')).toBeVisible();
  await expect(total).not.toHaveText(fullPrice);
  await cart.getByLabel('Numéro de carte').fill(APPROVED_CARD);
  await cart.getByLabel('Expiration').fill('12/30');
  await cart.getByLabel('Code de sécurité').fill('123');
  await shoot(page, 'fr-cart');
  // Taxes and the total before paying; each day's own costs as the server split them.
  await expect(cart.getByText(/^Taxes \(13\u00a0%\)$/)).toBeVisible();
  await expect(cart.getByText('Total pour 3\u00a0journées', { exact: true })).toBeVisible();
  await expect(cart.getByText('Total de la journée', { exact: true })).toHaveCount(3);
  // Each day's subsidy, and the summary's for the three days (the basis every total shows).
  await expect(cart.getByText('Subvention', { exact: true })).toHaveCount(4);
  await cart.getByRole('button', { name: /^Payer .* pour 3 commandes$/ }).click();

  await expect(page.getByRole('heading', { name: '3 commandes passées' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Commande nº\s\d+/ })).toHaveCount(3);
  // What the card was charged, per day and in all.
  await expect(page.getByText(/^Débité\u00a0: \d/)).toHaveCount(3);
  await expect(page.getByText(/^Débité en tout\u00a0: \d/)).toBeVisible();
  await shoot(page, 'fr-placed');
  await expectAccessible();
  // Three meals added, the card started once, one payment: sent within the beacon's few seconds.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const sent = (window as unknown as { funnelSent: { step: string; way?: string }[] }).funnelSent;
          const school = (step: string) => sent.filter((s) => s.step === step && s.way === 'school').length;
          return [school('item-added'), school('checkout-reached'), school('order-placed')];
        }),
      { timeout: 10_000 },
    )
    .toEqual([3, 1, 1]);
  const firstOrder =
    (await page
      .getByRole('link', { name: /^Commande nº\s\d+/ })
      .first()
      .getAttribute('href')) ?? '';

  // One of the three days is cancelled before its cutoff, after a confirmation.
  await page.getByRole('button', { name: 'Commander d’autres repas' }).click();
  const ordered = page.getByRole('region', { name: 'Vos journées commandées' });
  const cancellable = await ordered.getByRole('button', { name: /^Annuler / }).count();
  await ordered
    .getByRole('button', { name: /^Annuler / })
    .last()
    .click();
  await ordered.getByRole('button', { name: 'Oui, annuler cette journée' }).click();
  await expect(ordered.getByRole('button', { name: /^Annuler / })).toHaveCount(cancellable - 1);
  await expect(ordered.getByText('Annulée', { exact: true }).first()).toBeVisible();
  await shoot(page, 'fr-days');
  await page
    .getByRole('complementary', { name: 'Vos repas scolaires' })
    .getByRole('button', { name: 'Retirer' })
    .click();
  await expect(page.getByLabel('Code de subvention')).toBeVisible();

  await page.goto('/profile/receipts?restaurant=northview-schools');
  await expect(page).toHaveURL(/\/profile\/receipts/);
  await expect(page.getByRole('region', { name: /Commande/ }).first()).toBeVisible();
  await shoot(page, 'fr-receipts');

  // A day's order page names its school day and its student, not the take-out queue's current wait.
  const queueReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/orders/get-next-order-queue-time')) queueReads.push(r.url());
  });
  await page.goto(firstOrder);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByTestId('order-when')).toHaveText(/^Pour le \p{L}+ \d\d\/\d\d\/\d{4}$/u);
  await expect(page.getByTestId('order-where')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: /texto/ })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(queueReads).toEqual([]);
  await expect(page.getByTestId('queue-time')).toHaveCount(0);
  await shoot(page, 'fr-order');
});

test('the K-12 screen in English: login prompt, then the week with its days', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('northview-schools', { locale: 'en-CA' });
  await expect(page.getByText('Please log in to order school meals')).toBeVisible();
  await shoot(page, 'en-login-required');
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill('parent@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Parent-2026!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  await page.getByRole('button', { name: /^Leo Parent/ }).click();
  const day = page
    .locator('section[data-date]')
    .filter({ has: page.getByRole('button', { name: /^Add / }) })
    .first();
  await day.getByRole('button', { name: /^Add / }).first().click();
  await day.getByRole('button', { name: 'Add to this day' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Your school meals' }).getByText(/Leo Parent/),
  ).toBeVisible();
  await shoot(page, 'en-week');
});
