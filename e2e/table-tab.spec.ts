import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APPROVED_CARD, addItem, answerAllergyQuestion, fillContact, openCheckout } from './journey';

/**
 * A table of three on one tab, each on their own phone (390 px): Ana opens the tab with a card hold and lets Ben and
 * Cy in; Ana and Ben each send a round through the menu's checkout without paying; staff add a line from the
 * console; the table splits by item with the calamari shared three ways; each pays their share with their own tip
 * and sees their receipt; staff move the tab to another table and every phone follows it. A table that splits evenly
 * and leaves a share unpaid: the close charges it to the opener's card, and her receipt and e-mail say so. And an
 * order staff take at the console for a table with an open tab lands on that tab (decision 068).
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Staff-2026!';
type Locale = 'en-CA' | 'fr-CA';

/** Another diner's phone: the same clock as the server, as the page fixture sets it. */
async function phone(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale,
    timezoneId: 'America/Toronto',
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  const { time } = (await (await page.request.get('/api/health')).json()) as { time: string };
  await page.clock.install({ time: new Date(time) });
  return { context, page };
}

async function fillTabCard(page: Page, scope = page.locator('main')) {
  await scope.getByLabel(/^(Card number|Numéro de carte)$/).fill(APPROVED_CARD);
  await scope.getByLabel(/^(Expiry|Expiration)/).fill('12/30');
  await scope.getByLabel(/^(Security code|Code de sécurité)$/).fill('123');
  await scope.getByLabel(/^(Postal code|Code postal)$/).fill('M5V 1A1');
}

const billHeading = (page: Page, table: string) =>
  page.getByRole('heading', {
    level: 1,
    name: new RegExp(`(Table ${table}'s tab|Addition de la table ${table})`),
  });

/** A round from the menu: the items, the checkout's contact and question, sent on the tab without a card. */
async function sendRound(page: Page, items: RegExp[], name?: string, email = 'avery@example.ca') {
  await page.getByRole('link', { name: /^(Order a round|Commander une tournée)$/ }).click();
  for (const item of items) await addItem(page, item);
  await openCheckout(page);
  await expect(page.getByTestId('tab-round')).toBeVisible();
  // Nothing to pay now: no card is asked.
  await expect(page.getByRole('textbox', { name: /^(Card number|Numéro de carte)$/ })).toHaveCount(0);
  await fillContact(page, name ? { name, email, phone: '4165550123' } : undefined);
  await answerAllergyQuestion(
    page,
    (await page.locator('html').getAttribute('lang'))?.startsWith('fr') ? 'Aucune allergie' : 'No allergies',
  );
  await page.getByRole('button', { name: /(Send to the kitchen|Envoyer en cuisine)/ }).click();
}

/**
 * The manager's console at The Maple Table on a desktop: signs in, runs what staff do there, and closes it. With
 * `serverClock` the console's clock is the server's, as the diners' phones are.
 */
async function atConsole(
  browser: Browser,
  baseURL: string | undefined,
  locale: Locale,
  work: (page: Page) => Promise<void>,
  { serverClock = false, viewport = { width: 1024, height: 768 } } = {},
) {
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId: 'America/Toronto' });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  if (serverClock) {
    const { time } = (await (await page.request.get('/api/health')).json()) as { time: string };
    await page.clock.install({ time: new Date(time) });
  }
  try {
    await page.goto('/staff');
    await page.getByLabel(/^(Email|Courriel)$/).fill('staff.manager@example.com');
    await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
    await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
    await page.getByRole('link', { name: /The Maple Table/ }).click();
    await work(page);
  } finally {
    await context.close();
  }
}

async function staffAddsLine(browser: Browser, baseURL: string | undefined, table: string, locale: Locale) {
  // The line is for now, so the console's clock is the server's.
  await atConsole(
    browser,
    baseURL,
    locale,
    async (page) => {
      await page.getByRole('link', { name: /^(Tabs|Additions)$/ }).click();
      const card = page
        .getByTestId('staff-tab')
        .filter({ has: page.getByRole('heading', { name: `Table ${table}` }) });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: /^(Add a line|Ajouter une ligne)$/ }).click();
      // A soft drink: its flavour is required, so the line waits until staff choose one.
      await card
        .getByLabel(/^(Item|Article)$/)
        .selectOption({ label: locale === 'fr-CA' ? 'Boisson gazeuse · 3,50 $' : 'Soft Drink · $3.50' });
      const add = card.getByRole('button', {
        name: new RegExp(`(Add to table ${table}'s bill|Ajouter à l’addition de la table ${table})`),
      });
      await expect(add).toBeDisabled();
      await card
        .getByRole('group', { name: /^(Flavour|Saveur)/ })
        .getByRole('radio')
        .nth(2)
        .check();
      await card
        .getByLabel(/(food allergy|allergie alimentaire)/)
        .selectOption({ label: locale === 'fr-CA' ? 'Aucune allergie' : 'No allergies' });
      await add.click();
      await expect(card.getByLabel(/^(Item|Article)$/)).toBeHidden();
    },
    { serverClock: true },
  );
}

/** Staff find a round by its contact's name, accept it and refund one unit of a line from its ticket. */
async function staffRefundsLine(
  browser: Browser,
  baseURL: string | undefined,
  contact: string,
  line: RegExp,
  locale: Locale,
) {
  await atConsole(browser, baseURL, locale, async (page) => {
    await page.getByRole('searchbox', { name: /^(Search|Recherche)/ }).fill(contact);
    await page.getByTestId(/^order-\d+$/).click();
    const ticket = page.getByRole('dialog');
    await ticket.getByRole('button', { name: /^(Accept|Accepter)$/ }).click();
    await expect(ticket).toContainText(/In progress|En préparation/);
    await ticket.getByRole('button', { name: /^(Refund|Rembourser)$/ }).click();
    // The manager reads the whole order's preview first; choosing by item while the ticket still settles after the
    // accept could be undone by its refresh.
    await expect(ticket.getByText(/^(This refund returns|Ce remboursement rend)/)).toBeVisible();
    await ticket.getByLabel(/^(By item|Par article)$/).check();
    await ticket.getByLabel(line).fill('1');
    await ticket.getByRole('button', { name: /^(Refund \$\d+\.\d\d|Rembourser \d+,\d\d\s\$)$/ }).click();
    await expect(ticket).toContainText(/1 refunded|1 remboursé/);
  });
}

/** Staff move the table's tab to another table from the console's Tabs view. */
async function staffMovesTab(
  browser: Browser,
  baseURL: string | undefined,
  from: string,
  to: string,
  locale: Locale,
) {
  await atConsole(browser, baseURL, locale, async (page) => {
    await page.getByRole('link', { name: /^(Tabs|Additions)$/ }).click();
    const card = page
      .getByTestId('staff-tab')
      .filter({ has: page.getByRole('heading', { name: `Table ${from}` }) });
    await card
      .getByRole('button', { name: /^(Move to another table|Déplacer vers une autre table)$/ })
      .click();
    await card.getByLabel(/^(New table|Nouvelle table)$/).fill(to);
    await card.getByRole('button', { name: /^(Move the tab|Déplacer l’addition)$/ }).click();
    const moved = page
      .getByTestId('staff-tab')
      .filter({ has: page.getByRole('heading', { name: `Table ${to}` }) });
    await expect(moved.getByRole('status')).toContainText(to);
  });
}

/** Pays the payer's share from their phone with the tip chosen, and waits for their receipt. */
async function payShare(page: Page, payer: string, tip: RegExp, customTip?: string, email?: string) {
  const share = page.getByTestId('tab-share').filter({ hasText: payer });
  await share.getByRole('button', { name: /^(Pay the share|Payer la part)/ }).click();
  await share.getByText(tip).click();
  if (customTip) await share.getByLabel(/^(Tip \(\$\)|Pourboire \(\$\))$/).fill(customTip);
  await fillTabCard(page, share);
  if (email) await share.getByLabel(/^(E-mail for your receipt|Courriel pour votre reçu)/).fill(email);
  await share.getByRole('button', { name: /^(Pay|Payer) / }).click();
  const receipt = page.getByTestId('tab-receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(payer);
  return receipt;
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  const fr = locale === 'fr-CA';
  const table = fr ? '32' : '31';
  const dish = {
    poutine: fr ? /Poutine classique/ : /Classic Poutine/,
    calamari: fr ? /Calmars croustillants/ : /Crispy Calamari/,
    coffee: fr ? /Café filtre/ : /Drip Coffee/,
  };

  test(`a table of three on one tab, split by item with a shared dish, three payments and receipts (${locale})`, async ({
    page,
    browser,
    baseURL,
    openRestaurant,
    expectAccessible,
    readMail,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    const ben = await phone(browser, baseURL, locale);
    const cy = await phone(browser, baseURL, locale);
    try {
      // Ana scans the table's code: the menu offers the tab; she opens it with a $50 hold on her card.
      await openRestaurant('maple-table', { query: { tableNum: table }, locale });
      await page
        .getByRole('link', { name: /^(Open or join the tab|Ouvrir l’addition ou s’y joindre)$/ })
        .click();
      await page.getByLabel(/^(Your first name|Votre prénom)$/).fill('Ana');
      await fillTabCard(page);
      await page.getByRole('button', { name: /^(Open the tab|Ouvrir l’addition)/ }).click();
      await expect(billHeading(page, table)).toBeVisible();
      await expect(page.getByTestId('tab-held')).toHaveText(fr ? '50,00 $' : '$50.00');
      await expectAccessible();

      // Ben and Cy ask to join from the same table; Ana lets them in.
      for (const [guest, name] of [
        [ben.page, 'Ben'],
        [cy.page, 'Cy'],
      ] as const) {
        await guest.goto(`/maple-table/tab?tableNum=${table}`);
        await guest.getByLabel(/^(Your first name|Votre prénom)$/).fill(name);
        await guest
          .getByRole('button', { name: /^(Ask to join the tab|Demander à se joindre à l’addition)$/ })
          .click();
        await expect(guest.getByRole('status')).toContainText(fr ? 'doit vous accepter' : 'must let you in');
        await page.getByRole('button', { name: fr ? `Accepter ${name}` : `Let ${name} in` }).click();
        await expect(billHeading(guest, table)).toBeVisible();
      }

      // Two rounds from two guests, through the menu's checkout, nothing paid.
      await sendRound(page, [dish.poutine]);
      await expect(billHeading(page, table)).toBeVisible();
      await expect(
        page.getByRole('list', { name: /^(What the table ordered|Ce que la table a commandé)$/ }),
      ).toContainText(fr ? 'Commandé par vous' : 'Ordered by you');
      await sendRound(ben.page, [dish.calamari, dish.coffee], fr ? 'Benoît Tremblay' : 'Ben Tremblay');
      await expect(billHeading(ben.page, table)).toBeVisible();
      // A staff line lands on the same bill.
      await staffAddsLine(browser, baseURL, table, locale);
      const lines = page.getByRole('list', { name: /^(What the table ordered|Ce que la table a commandé)$/ });
      await expect(lines.getByRole('listitem')).toHaveCount(4);
      await expect(lines).toContainText(fr ? 'Commandé par Ben' : 'Ordered by Ben');
      await expect(lines).toContainText(fr ? 'Ajouté par le personnel' : 'Added by staff');

      // Split by item: the calamari shared by the three of them, the staff's soft drink to Ana.
      await page.getByText(fr ? 'Par article' : 'By item', { exact: true }).click();
      // The bill names lines as the menu does, in the diner's language.
      const calamari = fr ? 'Calmars croustillants' : 'Crispy Calamari';
      await page.getByLabel(fr ? `Ana paie ${calamari}` : `Ana pays for ${calamari}`).check();
      await page.getByLabel(fr ? `Cy paie ${calamari}` : `Cy pays for ${calamari}`).check();
      const preview = page.getByRole('list', { name: /^(The shares|Les parts)$/ });
      await expect(preview.getByRole('listitem')).toHaveCount(3);
      await page
        .getByRole('button', { name: /^(Split the bill this way|Partager l’addition ainsi)$/ })
        .click();
      await expect(page.getByTestId('tab-share')).toHaveCount(3);
      await expect(ben.page.getByTestId('tab-share')).toHaveCount(3);
      await expect(cy.page.getByTestId('tab-share')).toHaveCount(3);
      await expectAccessible();

      // Three payments, each with their own tip, each with a receipt.
      // Ana asks for her receipt by e-mail: it comes in her language, with her share and her card.
      const anaMail = `ana-${locale}@example.com`;
      const anas = await payShare(page, 'Ana', /^15\s?%$/, undefined, anaMail);
      // Her on-screen receipt says where the copy went; Ben and Cy typed no address, theirs say nothing of it.
      await expect(anas.getByTestId('tab-receipt-emailed')).toHaveText(
        fr
          ? `Une copie de ce reçu a été envoyée à ${anaMail}.`
          : `A copy of this receipt was e-mailed to ${anaMail}.`,
      );
      // The server keeps where it went: read again after a reload, the receipt still says so.
      await page.reload();
      await expect(page.getByTestId('tab-receipt-emailed')).toHaveText(
        fr
          ? `Une copie de ce reçu a été envoyée à ${anaMail}.`
          : `A copy of this receipt was e-mailed to ${anaMail}.`,
      );
      const [receipt] = await readMail(anaMail);
      expect(receipt!.subject).toBe(
        fr ? 'Votre reçu de The Maple Table' : 'Your receipt from The Maple Table',
      );
      expect(receipt!.text).toContain(fr ? 'se terminant par 4242' : 'ending in 4242');
      await payShare(ben.page, 'Ben', fr ? /^Autre$/ : /^Other$/, '2');
      const last = await payShare(cy.page, 'Cy', fr ? /^Aucun pourboire$/ : /^No tip$/);
      await expect(last).toContainText(fr ? '0,00 $' : '$0.00');
      await expect(last.getByTestId('tab-receipt-emailed')).toHaveCount(0);
      await expect(cy.page.getByTestId('tab-remaining')).toContainText(
        fr ? 'Reste à payer\u00a0: 0,00 $' : 'Left to pay: $0.00',
      );
      await expect(page.getByTestId('tab-remaining')).toContainText(fr ? '0,00 $' : '$0.00');
      await expectAccessible();

      // The party moves to another table: staff move the tab, and every phone at it shows the new table.
      const moved = fr ? '42' : '41';
      await staffMovesTab(browser, baseURL, table, moved, locale);
      for (const diner of [page, ben.page, cy.page]) {
        await expect(diner.getByTestId('tab-moved')).toContainText(moved);
        await expect(billHeading(diner, moved)).toBeVisible();
      }
      await expectAccessible();

      // The table leaves: Ana closes the tab. Staff refund Ben's coffee from its round's ticket, and Ben's bill and
      // receipt show it went back to his card (his share paid the coffee).
      await page.getByRole('button', { name: /^(Close the tab|Fermer l’addition)$/ }).click();
      await expect(page.getByText(/^(This tab is closed|Cette addition est fermée)/)).toBeVisible();
      await staffRefundsLine(browser, baseURL, fr ? 'Benoît Tremblay' : 'Ben Tremblay', dish.coffee, locale);
      await ben.page.reload();
      await expect(ben.page.getByTestId('tab-line-refunded')).toContainText(
        fr
          ? /^\d+,\d\d\s\$ remboursé aux cartes qui l’ont payée/
          : /^Refunded \$\d+\.\d\d to the cards that paid it/,
      );
      await expect(ben.page.getByTestId('tab-receipt-refunded')).toBeVisible();
    } finally {
      await ben.context.close();
      await cy.context.close();
    }
  });
}

/**
 * Three at a table split evenly; Ana pays hers with the restaurant's preselected tip, Ben his with none, and Cy leaves
 * without paying: Ana closes the tab, and her receipt and e-mail name Cy's share charged to her card, with its taxes
 * and tip, and what was released of her hold (Ana on a phone in English, on a desktop in French).
 */
for (const locale of ['en-CA', 'fr-CA'] as const) {
  const fr = locale === 'fr-CA';
  const table = fr ? '62' : '61';
  test(`a share left unpaid is charged to the opener's card at closing, and her receipt and e-mail say so (${locale})`, async ({
    page,
    browser,
    baseURL,
    openRestaurant,
    expectAccessible,
    readMail,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(fr ? { width: 1280, height: 800 } : PHONE);
    const ben = await phone(browser, baseURL, locale);
    const cy = await phone(browser, baseURL, locale);
    const anaMail = `ana-close-${locale}@example.com`;
    const money = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, '').replace(',', '.')) * 100);
    try {
      await openRestaurant('maple-table', { query: { tableNum: table }, locale });
      await page
        .getByRole('link', { name: /^(Open or join the tab|Ouvrir l’addition ou s’y joindre)$/ })
        .click();
      await page.getByLabel(/^(Your first name|Votre prénom)$/).fill('Ana');
      await fillTabCard(page);
      await page.getByRole('button', { name: /^(Open the tab|Ouvrir l’addition)/ }).click();
      await expect(billHeading(page, table)).toBeVisible();
      for (const [guest, name] of [
        [ben.page, 'Ben'],
        [cy.page, 'Cy'],
      ] as const) {
        await guest.goto(`/maple-table/tab?tableNum=${table}`);
        await guest.getByLabel(/^(Your first name|Votre prénom)$/).fill(name);
        await guest
          .getByRole('button', { name: /^(Ask to join the tab|Demander à se joindre à l’addition)$/ })
          .click();
        await page.getByRole('button', { name: fr ? `Accepter ${name}` : `Let ${name} in` }).click();
        await expect(billHeading(guest, table)).toBeVisible();
      }
      await sendRound(page, [fr ? /Poutine classique/ : /Classic Poutine/], 'Ana Roy', anaMail);
      await expect(billHeading(page, table)).toBeVisible();
      await sendRound(ben.page, [fr ? /Calmars croustillants/ : /Crispy Calamari/], 'Ben Roy');
      await expect(billHeading(ben.page, table)).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: /^(What the table ordered|Ce que la table a commandé)$/ })
          .getByRole('listitem'),
      ).toHaveCount(2);

      // Evenly by three: the shares add up to the bill to the cent.
      await page.getByText(fr ? 'À parts égales' : 'Evenly', { exact: true }).click();
      await page
        .getByRole('button', { name: /^(Split the bill this way|Partager l’addition ainsi)$/ })
        .click();
      const shares = page.getByTestId('tab-share');
      await expect(shares).toHaveCount(3);
      const total = money((await page.getByTestId('tab-total').textContent()) ?? '');
      const amounts = await Promise.all(
        [0, 1, 2].map(async (i) => money((await shares.nth(i).locator('.tabular-nums').textContent()) ?? '')),
      );
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);

      // Ana's payment starts on maple-table's tip for dine-in (20 %), which she keeps.
      const first = page.getByTestId('tab-share').nth(0);
      await first.getByRole('button', { name: /^(Pay the share|Payer la part)/ }).click();
      await expect(first.getByRole('radio', { name: /^20\s?%$/ })).toBeChecked();
      await fillTabCard(page, first);
      await first.getByRole('button', { name: /^(Pay|Payer) / }).click();
      await expect(page.getByTestId('tab-receipt')).toBeVisible();
      // Ben pays the second share with no tip, on his phone.
      const second = ben.page.getByTestId('tab-share').nth(1);
      await second.getByRole('button', { name: /^(Pay the share|Payer la part)/ }).click();
      await second.getByText(fr ? /^Aucun pourboire$/ : /^No tip$/).click();
      await fillTabCard(ben.page, second);
      await second.getByRole('button', { name: /^(Pay|Payer) / }).click();
      await expect(ben.page.getByTestId('tab-receipt')).toBeVisible();

      // Cy leaves: Ana closes, and the third share goes on her card.
      await page.reload();
      await page.getByRole('button', { name: /^(Close the tab|Fermer l’addition)$/ }).click();
      await page
        .getByRole('button', { name: /^(Yes, charge it and close|Oui, prélever et fermer)$/ })
        .click();
      const unpaid = page.getByTestId('tab-receipt-unpaid');
      await expect(unpaid).toContainText(fr ? 'Part 3' : 'Share 3');
      await expect(unpaid).toContainText(
        fr
          ? `Part${(amounts[2]! / 100).toFixed(2).replace('.', ',')}`
          : `Share$${(amounts[2]! / 100).toFixed(2)}`,
      );
      const card = page.getByTestId('tab-receipt-card');
      await expect(card).toContainText(fr ? 'se terminant par 4242' : 'ending 4242');
      const charged = money((await card.locator('dd').nth(0).textContent()) ?? '');
      const released = money((await card.locator('dd').nth(1).textContent()) ?? '');
      expect(charged).toBe(amounts[2]);
      expect(charged + released).toBe(5000);
      // Ben held no card: his receipt says nothing of the close.
      await ben.page.reload();
      await expect(ben.page.getByTestId('tab-receipt')).toBeVisible();
      await expect(ben.page.getByTestId('tab-receipt-closing')).toHaveCount(0);
      await page.getByTestId('tab-receipt-closing').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`tab-close-receipt-${fr ? 'fr-desktop' : 'en-phone'}.png`),
        fullPage: true,
      });
      await expectAccessible();

      // Her e-mail says the same: Cy's share charged at closing, her card's charge and release.
      let closedMail: { subject: string; text: string } | undefined;
      await expect
        .poll(async () => {
          closedMail = (await readMail(anaMail)).find((m) =>
            /(Your tab at The Maple Table is closed|Votre addition chez The Maple Table est fermée)/.test(
              m.subject,
            ),
          );
          return closedMail !== undefined;
        })
        .toBe(true);
      const fmt = (cents: number) =>
        fr ? `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0$` : `$${(cents / 100).toFixed(2)}`;
      expect(closedMail!.text).toContain(fr ? `Part 3\n` : `Share 3\n`);
      expect(closedMail!.text).toContain(
        fr
          ? `Prélevé sur votre carte se terminant par 4242 à la fermeture\u00a0: ${fmt(charged)}\nLibéré de la préautorisation\u00a0: ${fmt(released)}`
          : `Charged to your card ending in 4242 when the tab closed: ${fmt(charged)}\nReleased from the hold: ${fmt(released)}`,
      );
    } finally {
      await ben.context.close();
      await cy.context.close();
    }
  });
}

/**
 * Staff take an order at the console for a table whose diner has a tab open: the console says the tab and its bill,
 * the order goes on it as a round by default, and the diner's bill shows it (the console on a phone in English, on a
 * desktop in French).
 */
for (const locale of ['en-CA', 'fr-CA'] as const) {
  const fr = locale === 'fr-CA';
  const table = fr ? 'B6' : 'B5';
  test(`staff take an order for a table with an open tab: it goes on the tab, and the diner's bill shows it (${locale})`, async ({
    page,
    browser,
    baseURL,
    openRestaurant,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await openRestaurant('maple-table', { query: { tableNum: table }, locale });
    await page
      .getByRole('link', { name: /^(Open or join the tab|Ouvrir l’addition ou s’y joindre)$/ })
      .click();
    await page.getByLabel(/^(Your first name|Votre prénom)$/).fill('Ana');
    await fillTabCard(page);
    await page.getByRole('button', { name: /^(Open the tab|Ouvrir l’addition)/ }).click();
    await expect(billHeading(page, table)).toBeVisible();

    // The tab's bill after the round, as the console said it.
    let bill = '';
    await atConsole(
      browser,
      baseURL,
      locale,
      async (console) => {
        await console.getByRole('link', { name: fr ? 'Commande téléphonique' : 'Phone order' }).click();
        await console.getByLabel(fr ? 'À une table' : 'At a table').check();
        await console.getByLabel(fr ? 'Salle' : 'Room').selectOption('Bar');
        await console.getByRole('combobox', { name: /^Table/ }).selectOption(table);
        const tab = console.getByTestId('counter-table-tab');
        await expect(tab).toContainText(
          fr
            ? new RegExp(
                `^La table ${table} a une addition ouverte — 0,00\\s\\$, ouverte à \\d{1,2} h \\d\\dAjouter`,
              )
            : new RegExp(
                `^Table ${table} has an open tab — \\$0\\.00, opened \\d{1,2}:\\d\\d\\s[ap]\\.m\\.Add`,
              ),
        );
        await expect(tab.getByLabel(fr ? /^Ajouter à l’addition/ : /^Add to the tab/)).toBeChecked();
        await console.getByRole('button', { name: fr ? /Poutine classique/ : /Classic Poutine/ }).click();
        await expect(console.getByTestId('counter-quote')).toContainText(
          fr ? 'S’ajoute à l’addition de la table.' : 'Goes on the table’s tab.',
        );
        await console.getByLabel(fr ? 'Nom du client' : 'Diner’s name').fill('Ana');
        await console.getByLabel(fr ? 'Téléphone' : 'Phone', { exact: true }).fill('416-555-0142');
        await console
          .getByLabel(/(food allergy|allergie alimentaire)\? \((required|obligatoire)\)/)
          .selectOption({ index: 1 });
        await tab.scrollIntoViewIfNeeded();
        await console.screenshot({
          path: testInfo.outputPath(`counter-tab-${fr ? 'fr-desktop' : 'en-phone'}.png`),
        });
        await console.getByRole('button', { name: fr ? 'Passer la commande' : 'Place order' }).click();
        const placed = console.getByText(
          fr
            ? new RegExp(
                `^La commande no \\d+, prête à \\d{1,2} h \\d\\d, est sur l’addition de la table ${table}, maintenant \\d+,\\d\\d\\s\\$\\.$`,
              )
            : new RegExp(
                `^Order #\\d+, ready at \\d{1,2}:\\d\\d\\s[ap]\\.m\\., is on table ${table}’s tab, now \\$\\d+\\.\\d\\d\\.$`,
              ),
        );
        await expect(placed).toBeVisible();
        await placed.scrollIntoViewIfNeeded();
        bill = /(?:now|maintenant) (\S+(?:\s\$)?)\.$/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
        await console.screenshot({
          path: testInfo.outputPath(`counter-tab-placed-${fr ? 'fr-desktop' : 'en-phone'}.png`),
        });
      },
      {
        serverClock: true,
        viewport: fr ? { width: 1366, height: 900 } : PHONE,
      },
    );

    // The diner's bill: the staff's round, on the same bill, with its total.
    const lines = page.getByRole('list', { name: /^(What the table ordered|Ce que la table a commandé)$/ });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText(fr ? 'Ajouté par le personnel' : 'Added by staff');
    await expect(lines).toContainText(fr ? 'Poutine classique' : 'Classic Poutine');
    expect(bill).not.toBe('');
    await expect(page.getByTestId('tab-total')).toContainText(bill);
  });
}
