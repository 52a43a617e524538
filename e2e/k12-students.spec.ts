import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APPROVED_CARD } from './journey';

/**
 * K-12 students, subsidy code, totals and cancelling a day, on a phone: a new parent adds a
 * student from the K-12 screen (the school's lists; a grade the new school does not have is cleared), orders two days
 * for them, applies the subsidy code NVSUPPORT50 (prices halved), sees the taxes and total before paying, pays once,
 * cancels one day; the staff production sheet shows the remaining day only. Then the same screens in French and on a
 * desktop, each axe-checked and photographed (test-results/k12-students/).
 */
const SHOTS = fileURLToPath(new URL('../test-results/k12-students/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const SLUG = 'northview-schools';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a parent adds a student, orders two days with a subsidy code, sees taxes and total, cancels one day; the production sheet shows the other', async ({
  page,
  context,
  browser,
  request,
  baseURL,
  expectAccessible,
}) => {
  // Two parents' screens in two languages at two sizes, a payment and a kitchen on a shared 2-core machine.
  test.setTimeout(480_000);
  const setLocale = (locale: 'en-CA' | 'fr-CA') =>
    context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  const shoot = async (name: string) => {
    await noSidewaysScroll(page);
    await expectAccessible();
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  };
  const student = `Sam Student${Date.now() % 100000}`;
  const email = `k12-parent-${Date.now()}@example.com`;
  const password = 'Parent-2026!';
  const created = await request.post('/api/auth/register-user', {
    data: { email, password, firstName: 'Alex', lastName: 'Parent', phoneNumber: '4165550177' },
  });
  expect(created.status()).toBe(200);

  await setLocale('en-CA');
  await page.goto(`/login?restaurant=${SLUG}`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${SLUG}`);

  // No student yet: the link leads to the form and back.
  await expect(page.getByText('Add a student to order school meals.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a student' }).click();
  await expect(page).toHaveURL(/\/profile\/students\/create\?/);
  await expect(page.getByRole('heading', { name: 'Add a student' })).toBeVisible();
  await page.getByLabel("Student's name").fill(student);
  await page.getByLabel('School').selectOption('Maplewood Middle School');
  await page.getByLabel('Grade').selectOption('7');
  // Another school: grade 7 is not one of its grades, so it is cleared; its own lists are offered.
  await page.getByLabel('School').selectOption('Northview Public School');
  await expect(page.getByLabel('Grade')).toHaveValue('');
  await page.getByLabel('Grade').selectOption('2');
  await page.getByLabel('Classroom').selectOption('102');
  await page.getByLabel('Teacher').selectOption('Mr. Tremblay');
  await shoot('phone-en-student-form');
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the K-12 screen with the new student picked, on the first week that can be ordered.
  await expect(page).toHaveURL(new RegExp(`/${SLUG}\\?.*student=`));
  await expect(page.getByRole('button', { name: new RegExp(`^${student}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const days = page
    .locator('section[data-date]')
    .filter({ has: page.getByRole('button', { name: /^Add / }) });
  const dates: string[] = [];
  for (let i = 0; i < 2; i++) {
    const day = days.nth(i);
    dates.push((await day.getAttribute('data-date')) as string);
    await day.getByRole('button', { name: /^Add / }).first().click();
    await day.getByRole('button', { name: 'Add to this day' }).click();
    await expect(day.getByText('1 item in the cart')).toBeVisible();
  }
  const cart = page.getByRole('complementary', { name: 'Your school meals' });
  await expect(cart.getByText(new RegExp(student))).toHaveCount(2);
  await expect(cart.getByText(/^Taxes \(13%\)$/)).toBeVisible();
  const total = cart.locator('dl > div').last();
  // Two $7.50 meals and 13 % of taxes, once the second day is priced (until then the first day's total says so).
  await expect(total).toHaveText('Total for 2 days$16.95');

  // The subsidy code halves the meals: the prices and the total are updated.
  await cart.getByLabel('Subsidy code').fill('nvsupport50');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('Subsidy code NVSUPPORT50 applied')).toBeVisible();
  await expect(total).toHaveText('Total for 2 days$8.48');
  await expect(cart.getByLabel('Pay what you can for the meals')).toBeVisible();
  await cart.getByLabel('Card number').fill(APPROVED_CARD);
  await cart.getByLabel('Expiry').fill('12/30');
  await cart.getByLabel('Security code').fill('123');
  await shoot('phone-en-cart-totals');
  await cart.screenshot({ path: join(SHOTS, 'phone-en-cart-panel.png') });
  const totalText = ((await total.locator('dd').textContent()) ?? '').trim();
  await cart.getByRole('button', { name: `Pay ${totalText} for 2 orders` }).click();
  await expect(page.getByRole('heading', { name: '2 orders placed' })).toBeVisible();
  await page.getByRole('button', { name: 'Order more' }).click();

  // Cancel the second day, after a confirmation.
  const mine = page.getByRole('region', { name: 'Your ordered days' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await mine
    .getByRole('button', { name: /^Cancel / })
    .nth(1)
    .click();
  await expect(mine.getByRole('alertdialog')).toBeVisible();
  await shoot('phone-en-cancel-confirm');
  await mine.getByRole('button', { name: 'Yes, cancel this day' }).click();
  await expect(mine.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Cancel / })).toHaveCount(1);
  await shoot('phone-en-days');
  await mine.screenshot({ path: join(SHOTS, 'phone-en-days-panel.png') });

  // The students list, then its screens in French and on a desktop.
  await page.goto(`/profile/students?restaurant=${SLUG}`);
  await expect(page.getByText(student)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${student}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shoot('phone-en-students-delete-confirm');
  await page.getByRole('button', { name: 'Keep' }).click();

  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      if (size === 'phone' && locale === 'en-CA') continue;
      await setLocale(locale);
      const tag = `${size}-${locale === 'en-CA' ? 'en' : 'fr'}`;
      await page.goto(`/profile/students?restaurant=${SLUG}`);
      await expect(page.getByText(student)).toBeVisible();
      await shoot(`${tag}-students`);
      await page
        .getByRole('link', { name: locale === 'en-CA' ? `Edit ${student}` : `Modifier ${student}` })
        .click();
      await expect(page.getByLabel(locale === 'en-CA' ? 'Grade' : 'Année')).toHaveValue('2');
      await shoot(`${tag}-student-edit`);
      await page.goto(`/${SLUG}`);
      await expect(page.locator('section[data-date]').first()).toBeVisible();
      await shoot(`${tag}-k12`);
    }
  }

  // The kitchen, in a browser of its own: the production sheet of the two dates lists the remaining day only.
  const kitchen = await browser.newContext({
    baseURL,
    timezoneId: 'America/Toronto',
    viewport: { width: 1280, height: 800 },
  });
  const staff = await kitchen.newPage();
  const staffLocale = (locale: 'en-CA' | 'fr-CA') =>
    kitchen.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  await staffLocale('en-CA');
  await staff.goto('/staff');
  await staff.getByLabel(/^Email$/).fill('staff.owner@example.com');
  await staff.getByLabel(/^Password$/).fill('Staff-2026!');
  await staff.getByRole('button', { name: /^Sign in$/ }).click();
  await staff.getByRole('link', { name: /Northview/ }).click();
  await staff.getByRole('link', { name: 'Production' }).click();
  await expect(staff).toHaveURL(/\/production$/);
  const productionUrl = staff.url();
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await staff.setViewportSize(viewport);
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      await staffLocale(locale);
      await staff.goto(productionUrl);
      await staff.getByLabel(locale === 'en-CA' ? 'From' : 'Du').fill(dates[0] as string);
      await staff.getByLabel(locale === 'en-CA' ? 'To' : 'Au').fill(dates[1] as string);
      const first = staff.getByRole('region').filter({ has: staff.locator(`#production-${dates[0]}`) });
      await expect(first.getByText(student)).toBeVisible();
      await expect(
        first.getByText(
          locale === 'en-CA'
            ? 'Grade 2 · Room 102 · Mr. Tremblay'
            : 'Année\u00a0: 2 · Local 102 · Mr. Tremblay',
        ),
      ).toBeVisible();
      // The cancelled day is not made: the student is on the first date's sheet only.
      await expect(staff.getByText(student)).toHaveCount(1);
      await noSidewaysScroll(staff);
      await staff.emulateMedia({ reducedMotion: 'reduce' });
      const axe = await new AxeBuilder({ page: staff }).analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
      await staff.screenshot({
        path: join(SHOTS, `${size}-${locale === 'en-CA' ? 'en' : 'fr'}-production.png`),
        fullPage: true,
      });
    }
  }
  await kitchen.close();
});
