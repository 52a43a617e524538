import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout, placeOrder } from './journey';

/**
 * Event suites, at lakeshore-stadium with the demo accounts: a suite owner pre-orders for next week's
 * event and changes the order before the lock; an operator on the event day logs in, picks today's event and a
 * suite, is logged in as its owner, sets a tab limit after a confirmation and orders on the owner's card, then
 * returns to the operator. On a phone and on a tablet; every suite screen photographed in English and in French
 * (test-results/suites/) and checked for serious accessibility faults.
 */

const SHOTS = fileURLToPath(new URL('../test-results/suites/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  tablet: { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
} as const;

// Each size orders for its own suite: a suite has one pre-order and its payment preference is fixed by its first
// event-day order.
const SUITE = { phone: 'Suite 101', tablet: 'Suite 205' } as const;
// ...and pre-orders for its own event (the suite catering slots hold 3 orders per 45 minutes).
const PRE_ORDER_EVENT = { phone: 'Northern Wolves', tablet: 'Family Day' } as const;

type Locale = 'en-CA' | 'fr-CA';

async function setLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, device] of Object.entries(sizes) as [
  keyof typeof sizes,
  (typeof sizes)[keyof typeof sizes],
][]) {
  test.describe(size, () => {
    test.use(device);
    // Long journeys: every screen is also reloaded in the other language and checked for accessibility.
    test.describe.configure({ timeout: 240_000 });

    /** The screen in the journey's language, then in the other one (reloaded), then back to the journey's. */
    const shootBoth = async (
      page: Page,
      context: BrowserContext,
      baseURL: string | undefined,
      expectAccessible: () => Promise<void>,
      journey: Locale,
      name: string,
      ready: (locale: Locale) => Promise<void>,
    ) => {
      const other: Locale = journey === 'en-CA' ? 'fr-CA' : 'en-CA';
      const reloadIn = async (locale: Locale) => {
        await setLocale(context, baseURL, locale);
        await page.reload();
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await ready(locale);
      };
      for (const locale of [journey, other] as const) {
        if (locale === other) await reloadIn(other);
        else await ready(locale);
        await expectNoSidewaysScroll(page);
        await expectAccessible();
        // A menu is very long: its first screen (the suite's banner) is what there is to see.
        const fullPage = !/menu|modify|locked/.test(name);
        await page.screenshot({ path: join(SHOTS, `${size}-${locale}-${name}.png`), fullPage });
      }
      await reloadIn(journey);
    };

    test('an owner pre-orders for an upcoming event and changes the order before the lock', async ({
      page,
      context,
      baseURL,
      expectAccessible,
    }) => {
      const suite = SUITE[size];
      const shoot = (name: string, ready: (locale: Locale) => Promise<void>) =>
        shootBoth(page, context, baseURL, expectAccessible, 'en-CA', name, ready);
      await setLocale(context, baseURL, 'en-CA');

      // The owner logs in from the venue.
      await page.goto('/login?restaurant=lakeshore-stadium');
      await page.getByRole('tab', { name: 'Log in' }).click();
      await page.getByLabel('Email').fill('suite.owner@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Suite-2026!');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/lakeshore-stadium(\?|$)/);

      // The owner's upcoming events, with their suites and orders.
      await page.goto('/profile/events?restaurant=lakeshore-stadium');
      const events = page.getByRole('heading', { level: 2, name: /Upcoming events|Événements à venir/ });
      await expect(events).toBeVisible();
      await expect(
        page.getByText(/Pre-orders are closed|Les précommandes sont fermées/).first(),
      ).toBeVisible();
      await shoot('profile-events', async (locale) => {
        await expect(
          page.getByRole('heading', {
            level: 2,
            name: locale === 'en-CA' ? 'Upcoming events' : 'Événements à venir',
          }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: new RegExp(`${suite},`) }).first()).toBeVisible();
      });

      // An event still open for pre-orders, this size's suite.
      await page
        .getByRole('link', { name: new RegExp(`^Pre-order — ${suite}, .*${PRE_ORDER_EVENT[size]}`) })
        .click();
      await expect(page).toHaveURL(/eventSuite=/);
      const banner = page.getByRole('region', { name: 'Suite pre-order' });
      await expect(banner).toContainText(`— ${suite}`);
      await expect(banner).toContainText('Pre-orders close');
      const eventSuite = new URL(page.url()).searchParams.get('eventSuite')!;
      await shoot('preorder-menu', async (locale) => {
        await expect(
          page.getByRole('region', { name: locale === 'en-CA' ? 'Suite pre-order' : 'Précommande de loge' }),
        ).toContainText(locale === 'en-CA' ? 'Delivery to the suite:' : 'Livraison à la loge');
      });

      await addItem(page, /Charcuterie & Cheese Board/);
      await openCheckout(page);
      const section = page.getByRole('region', { name: 'Delivery to the suite' });
      await expect(section).toContainText('Delivery to the suite:');
      await expect(section).toContainText('Pre-orders close');
      // The suite's delivery time, not a time picker; no seat asked at the stadium.
      await expect(page.getByRole('radio', { name: /ASAP|As soon as possible/ })).toHaveCount(0);
      await expect(page.getByLabel('Section')).toHaveCount(0);
      await shoot('preorder-checkout', async (locale) => {
        await expect(
          page.getByRole('region', {
            name: locale === 'en-CA' ? 'Delivery to the suite' : 'Livraison à la loge',
          }),
        ).toBeVisible();
      });

      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
      );
      await placeOrder(page);
      const first = await created;
      expect(first.status(), await first.text()).toBeLessThan(300);
      const firstOrder = (await first.json()) as { id: string; type: string; event?: string };
      expect(firstOrder.type).toBe('catering');
      expect(firstOrder.event).toBe('createdOrder');
      await expect(page).toHaveURL(/\/lakeshore-stadium\/orders\//);

      // Back at the pre-order: placed, and it can still change. Modify rebuilds the cart from the saved order.
      await page.goto(`/lakeshore-stadium?eventSuite=${eventSuite}`);
      await expect(banner).toContainText('Your pre-order #');
      await banner.getByRole('button', { name: 'Modify the order' }).click();
      await expect(page.getByRole('button', { name: /^1 View cart \$185\.00$/ })).toBeVisible();
      await shoot('preorder-modify', async (locale) => {
        await expect(
          page.getByRole('region', { name: locale === 'en-CA' ? 'Suite pre-order' : 'Précommande de loge' }),
        ).toBeVisible();
      });
      await addItem(page, /Garden Crudités/);
      await openCheckout(page);
      await expect(section).toContainText('You are changing pre-order #');
      const modified = page.waitForResponse(
        (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
      );
      await placeOrder(page);
      const second = await modified;
      expect(second.status(), await second.text()).toBeLessThan(300);
      const secondOrder = (await second.json()) as { id: string; event?: string; lines: unknown[] };
      expect(secondOrder.event).toBe('modifiedOrder');
      expect(secondOrder.lines).toHaveLength(2);
      await expect(page).toHaveURL(/\/lakeshore-stadium\/orders\//);

      // Today's event is past its lock: its pre-order cannot change any more.
      const upcoming = await page.request.post('/api/catering/suite-owners/get-upcoming-events', {
        headers: { Origin: new URL(page.url()).origin },
        data: { email: 'suite.owner@example.com' },
      });
      expect(upcoming.status(), await upcoming.text()).toBe(200);
      const body = (await upcoming.json()) as {
        events: {
          event: { locked: boolean };
          suites: { eventSuite: { id: string; suite: { name: string } } }[];
        }[];
      };
      const locked = body.events.find((e) => e.event.locked)!;
      const lockedSuite = locked.suites.find((s) => s.eventSuite.suite.name === suite)!.eventSuite.id;
      await page.goto(`/lakeshore-stadium?eventSuite=${lockedSuite}`);
      await expect(banner).toContainText('Pre-orders for this event closed');
      await expect(banner.getByRole('button', { name: 'Modify the order' })).toHaveCount(0);
      await shoot('preorder-locked', async (locale) => {
        await expect(
          page.getByRole('region', { name: locale === 'en-CA' ? 'Suite pre-order' : 'Précommande de loge' }),
        ).toContainText(locale === 'en-CA' ? 'closed' : 'fermé');
      });
    });

    test('in French, an operator on event day orders for a suite owner on the owner’s card', async ({
      page,
      context,
      baseURL,
      expectAccessible,
    }) => {
      const suite = SUITE[size];
      const shoot = (name: string, ready: (locale: Locale) => Promise<void>) =>
        shootBoth(page, context, baseURL, expectAccessible, 'fr-CA', name, ready);
      await setLocale(context, baseURL, 'fr-CA');

      // The operator's login variant.
      await page.goto('/login?suiteOperator=true&restaurant=lakeshore-stadium');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion des opérateurs de loges');
      await shoot('operator-login', async (locale) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'fr-CA' ? 'Connexion des opérateurs de loges' : 'Suite operator login',
        );
      });
      // A diner's account is no operator: the server's words.
      await page.getByLabel('Courriel').fill('suite.owner@example.com');
      await page.getByLabel('Mot de passe').fill('Suite-2026!');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByLabel('Courriel').fill('operator@example.com');
      await page.getByLabel('Mot de passe').fill('Operator-2026!');
      await page.getByRole('button', { name: 'Se connecter' }).click();

      // Today's events, then the event's suites.
      await expect(page).toHaveURL(/\/lakeshore-stadium\/events\?suiteOperator=true/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements du jour');
      await shoot('operator-events', async (locale) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'fr-CA' ? 'Événements du jour' : "Today's events",
        );
      });
      await page.getByRole('link', { name: /Lions/ }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Loges ·');
      await shoot('operator-suites', async (locale) => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          locale === 'fr-CA' ? 'Loges' : 'Suites',
        );
      });

      // Logged in as the owner of the suite.
      await page.getByRole('button', { name: new RegExp(`Commander pour .* — ${suite}$`) }).click();
      await expect(page).toHaveURL(/\/lakeshore-stadium\/suite-settings\?/);
      const banner = page.getByRole('region', { name: 'Commande au nom d’un propriétaire de loge' });
      await expect(banner).toContainText(`Commande pour Sam Suite-Owner — ${suite}`);

      // Payment preference: the owner's card; then the tab limit, after a confirmation step.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réglages de la loge');
      const charge = page.getByRole('radio', { name: 'Débiter la carte du propriétaire' });
      await charge.check();
      const savePayment = page.getByRole('button', { name: 'Enregistrer le mode de paiement' });
      if (await savePayment.isEnabled()) {
        await savePayment.click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Réglages de la loge enregistrés.' }),
        ).toBeVisible();
      }
      const tab = page.getByRole('textbox', { name: 'Limite de l’ardoise' });
      await tab.fill('beaucoup');
      await page.getByRole('button', { name: 'Enregistrer la limite' }).click();
      await expect(page.getByText('Entrez un montant, comme 500 ou 500,00.')).toBeVisible();
      await tab.fill('750');
      await page.getByRole('button', { name: 'Enregistrer la limite' }).click();
      const question = page.getByRole('group', { name: /la limite de l’ardoise .* 750,00 \$\?/ });
      await expect(question).toBeVisible();
      await shoot('suite-settings-confirm', async () => {
        // A reload drops the question: asked again.
        if (await page.getByRole('group', { name: /750/ }).isVisible()) return;
        const field = page.getByRole('textbox', { name: /Limite de l’ardoise|Tab limit/ });
        await field.fill('750');
        await page.getByRole('button', { name: /Enregistrer la limite|Save the tab limit/ }).click();
        await expect(page.getByRole('group', { name: /750/ })).toBeVisible();
      });
      await page.getByRole('button', { name: 'Confirmer' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Réglages de la loge enregistrés.' }),
      ).toBeVisible();
      await expect(page.getByText(/Reste\s: 750,00\s\$|Reste\s:\s\d/)).toBeVisible();
      await shoot('suite-settings', async (locale) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'fr-CA' ? 'Réglages de la loge' : 'Suite settings',
        );
      });

      // The event-day order, on the owner's card.
      await page.getByRole('link', { name: 'Commander au menu' }).click();
      await expect(page).toHaveURL(/eventDayOrdering=true/);
      await shoot('event-day-menu', async (locale) => {
        await expect(
          page.getByRole('region', {
            name:
              locale === 'fr-CA' ? 'Commande au nom d’un propriétaire de loge' : 'Ordering for a suite owner',
          }),
        ).toBeVisible();
      });
      await addItem(page, /Plateau de nachos garnis/);
      await addItem(page, /Seau de maïs soufflé/);
      await openCheckout(page);
      const section = page.getByRole('region', { name: 'Commande du jour de l’événement pour la loge' });
      await expect(section).toContainText(/Portée à la carte/);
      await expect(section).toContainText('Reste sur l’ardoise');
      await shoot('event-day-checkout', async (locale) => {
        await expect(
          page.getByRole('region', {
            name:
              locale === 'fr-CA'
                ? 'Commande du jour de l’événement pour la loge'
                : 'Event-day order for the suite',
          }),
        ).toBeVisible();
      });
      const placed = page.waitForResponse(
        (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
      );
      await placeOrder(page);
      const answer = await placed;
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      await expect(page).toHaveURL(/\/lakeshore-stadium\/orders\//);
      await expect(banner).toBeVisible();

      // Suite logout: back to the operator's events, the operator still signed in.
      await banner.getByRole('button', { name: 'Revenir à l’opérateur' }).click();
      await expect(page).toHaveURL(/\/lakeshore-stadium\/events\?suiteOperator=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements du jour');
      await expect(banner).toHaveCount(0);
    });
  });
}

test.describe('the owner link', () => {
  test('a guest with the e-mailed link sees the event’s times and is asked to log in; a tampered link is refused', async ({
    page,
    request,
    baseURL,
    expectAccessible,
  }) => {
    const origin = { Origin: baseURL ?? '' };
    const login = await request.post('/api/auth/login-operator', {
      headers: { ...origin, 'X-RESTAURANT-ID': '105' },
      data: { email: 'operator@example.com', password: 'Operator-2026!' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const events = await request.get('/api/catering/events/get-active-events', {
      headers: { 'X-RESTAURANT-ID': '105' },
    });
    expect(events.status(), await events.text()).toBe(200);
    const [today] = ((await events.json()) as { events: { id: string }[] }).events;
    const info = await request.post('/api/catering/events/auth-get-event-info', {
      headers: { ...origin, 'X-RESTAURANT-ID': '105' },
      data: { eventId: today!.id },
    });
    const { suites } = (await info.json()) as { suites: { id: string; suite: { name: string } }[] };
    const suite = suites.find((s) => s.suite.name === 'Suite 310')!;
    const link = await request.post('/api/catering/events/owner-link', {
      headers: { ...origin, 'X-RESTAURANT-ID': '105' },
      data: { eventSuiteId: suite.id },
    });
    expect(link.status(), await link.text()).toBe(200);
    const { path } = (await link.json()) as { path: string };

    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Suite pre-order' });
    await expect(banner).toContainText('— Suite 310');
    await expect(banner).toContainText('Pre-orders for this event closed');
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /eventSuite=.*value=/);
    await expectAccessible();

    const tampered = new URL(path, baseURL);
    tampered.searchParams.set('value', `${tampered.searchParams.get('value')!.slice(0, -4)}AAAA`);
    await page.goto(`${tampered.pathname}${tampered.search}`);
    await expect(banner.getByRole('alert')).toContainText(/not valid|expired/);
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
