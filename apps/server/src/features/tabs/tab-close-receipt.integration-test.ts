/**
 * What a close charged, as the opener reads it on their bill and in their e-mail (closing.ts, close-tab.service.ts):
 * the share nobody paid, named, with its lines, taxes and tip as its payer's receipt would say them, their own share,
 * and what their card was charged and released; the same whether they, staff or the idle limit closed the tab. A
 * guest whose held card the close charged is e-mailed the same, as their card's reader.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { outbox } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { GUEST } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { CLOSED_EMAIL, closedEmailHandler, idleCloseHandler } from './close-tab.service';
import { CapturingGateway, type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new CapturingGateway();
const R = 9760;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-close-receipts', gateway));
});
afterAll(async () => {
  await t.close();
});

async function closeEmailOf(tabId: string, locale?: string) {
  const [message, ...more] = await closeMessagesOf(tabId);
  expect(more).toHaveLength(0);
  return sentFrom(message!, locale);
}

async function closeMessagesOf(tabId: string) {
  return (await t.db.select().from(outbox).where(eq(outbox.type, CLOSED_EMAIL))).filter(
    (m) => (m.payload as { tabId: string }).tabId === tabId,
  );
}

/** The e-mail the outbox sends for `message` (in `locale` when given). */
async function sentFrom(message: typeof outbox.$inferSelect, locale?: string) {
  const mail = new LogEmailSender();
  const entry = await t.app.publishedVersions.getByRestaurantId(R);
  const send = closedEmailHandler(t.db, { email: mail, restaurant: async () => entry });
  const payload = { ...(message.payload as object), ...(locale ? { locale } : {}) };
  expect(await send({ ...message, payload, attempts: 0 })).toMatchObject({ ok: true });
  return { message, mail: mail.sent.at(-1)! };
}

type View = {
  shares: { id: string; taxes: number }[];
  closing: {
    tip: number;
    parts: { shareId: string | null; amount: number; taxes: number; tip: number }[];
    yourCards: { last4: string; captured: number; released: number }[];
  } | null;
};

describe('a close’s receipts', () => {
  it('names the share nobody paid, charged at closing, with its lines, taxes and tip, and what was released', async () => {
    // Ana's two sandwiches shared with Ben, and Ben's own: Ana's share 1639, Ben's 3277 (377 of HST in it).
    const { ana, ben, shares } = await kit.sharedLineSplit('31');
    await kit.paid(ana, shares[0]!.id, { type: 'dollar', value: 2 });
    expect(await kit.closed(ana)).toEqual({ captured: 32.77, released: 17.23 });

    const anas = (await kit.view(ana)).json() as View;
    expect(anas.shares.map((s) => s.taxes)).toEqual([1.89, 3.77]);
    expect(anas.closing).toEqual({
      tip: 0,
      parts: [{ shareId: shares[1]!.id, amount: 32.77, taxes: 3.77, tip: 0 }],
      yourCards: [{ last4: '4242', captured: 32.77, released: 17.23 }],
    });
    // Ben held no card: the close charged nothing of his.
    expect(((await kit.view(ben)).json() as View).closing?.yourCards).toEqual([]);

    // Her e-mail, to the address of her round: her share, Ben's charged to her card, and the release.
    const { mail } = await closeEmailOf(ana.tabId);
    expect(mail.to).toBe(GUEST.email);
    expect(mail.subject).toBe('Your tab at Test Bistro is closed');
    expect(mail.text).toBe(
      'Your tab at Test Bistro, table 31, is closed.\n\n' +
        'Your share, paid at the table (Ana): $16.39\nTaxes included: $1.89\nTip: $2.00\n' +
        'Charged to your card ending in 4242: $18.39\n\n' +
        'Not paid by the table, charged to the cards held when the tab closed:\n\n' +
        'Ben\n2 × Club sandwich (shared by 2 people)\n1 × Club sandwich\nShare: $32.77\nTaxes included: $3.77\nTip: $0.00\n\n' +
        'Charged to your card ending in 4242 when the tab closed: $32.77\nReleased from the hold: $17.23\n\n' +
        'Thank you for your visit.',
    );
    // Every figure adds up to what the processor captured from her card and Ben's share on his.
    expect(gateway.capturedTotal()).toBeGreaterThanOrEqual(1839 + 3277);
  });

  it('is e-mailed when staff close the tab, in the opener’s language', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const ana = await kit.opened('32');
    await kit.round(ana, 1);
    const shares = await kit.split(ana, { kind: 'even', ways: 2 });
    await kit.paid(ana, shares[0]!.id);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${ana.tabId}/close`,
      headers: staff.headers(),
    });
    expect(closed.json()).toEqual({ captured: 8.19, released: 41.81 });
    const { mail } = await closeEmailOf(ana.tabId, 'fr-CA');
    expect(mail.text).toContain(
      'Non payé par la table, prélevé sur les cartes préautorisées à la fermeture de l’addition\u00a0:\n\n' +
        'Part 2\nUne part de l’addition de la table (16,39\u00a0$)\nPart\u00a0: 8,19\u00a0$\nTaxes incluses\u00a0: 0,94\u00a0$\nPourboire\u00a0: 0,00\u00a0$\n\n' +
        'Prélevé sur votre carte se terminant par 4242 à la fermeture\u00a0: 8,19\u00a0$\nLibéré de la préautorisation\u00a0: 41,81\u00a0$',
    );
  });

  /** The restaurant closes idle tabs with 15 % for the server; the tab is left past its 180 minutes. */
  async function idleClosedWithTip(ana: { tabId: string }) {
    const entry = await t.app.publishedVersions.getByRestaurantId(R);
    const file = entry!.data;
    const tipping = {
      ...file,
      restaurant: {
        ...file.restaurant,
        open_tab: { ...file.restaurant.open_tab, auto_close_tip_percent: 15 },
      },
    };
    if (file.restaurant.open_tab.auto_close_tip_percent !== 15) {
      expect((await importDataFile(t.db, tipping)).ok).toBe(true);
      // On PostgreSQL the cache hears of the new version later (LISTEN): read now, not when it has.
      t.app.publishedVersions.invalidateRestaurant(R);
    }
    const tab = await kit.tabRow(ana.tabId);
    const later = () => new Date(tab.lastActivityAt.getTime() + 180 * 60_000);
    const now = await t.app.publishedVersions.getByRestaurantId(R);
    const close = idleCloseHandler(
      t.db,
      async () => now,
      async () => gateway,
      later,
    );
    expect(
      await close({
        id: 0,
        restaurantId: R,
        type: 'tab.idle_close',
        payload: { tabId: ana.tabId },
        attempts: 0,
      }),
    ).toEqual({ ok: true });
  }

  it('takes the idle close’s tip on the part before taxes, and says it on the bill and in the e-mail', async () => {
    const ana = await kit.opened('33');
    await kit.round(ana, 2); // 2900 before taxes, 3277 with them
    await idleClosedWithTip(ana);
    // 15 % of 2900 (435), not of 3277 (492).
    const hold = await kit.openerHold(ana.tabId);
    expect(hold.capturedCents).toBe(3277 + 435);
    expect(((await kit.view(ana)).json() as View).closing).toEqual({
      tip: 4.35,
      parts: [{ shareId: null, amount: 32.77, taxes: 3.77, tip: 4.35 }],
      yourCards: [{ last4: '4242', captured: 37.12, released: 12.88 }],
    });
    const { message, mail } = await closeEmailOf(ana.tabId);
    expect(message.payload).toMatchObject({ idleMinutes: 180 });
    expect(mail.text).toContain(
      'What was left of the bill\n2 × Club sandwich\nShare: $32.77\nTaxes included: $3.77\nTip: $4.35\n\n' +
        'Charged to your card ending in 4242 when the tab closed: $37.12\nReleased from the hold: $12.88',
    );
  });

  it('charges the bill whole and the tip from what is left when the hold cannot cover both', async () => {
    // Three sandwiches: 4350 before taxes, 4916 with them, on a 5000 hold; 15 % of 4350 (653) does not fit.
    const ana = await kit.opened('34');
    await kit.round(ana, 3);
    await idleClosedWithTip(ana);
    expect((await kit.openerHold(ana.tabId)).capturedCents).toBe(5000);
    expect(((await kit.view(ana)).json() as View).closing).toEqual({
      tip: 0.84,
      parts: [{ shareId: null, amount: 49.16, taxes: 5.66, tip: 0.84 }],
      yourCards: [{ last4: '4242', captured: 50, released: 0 }],
    });
    const { mail } = await closeEmailOf(ana.tabId);
    expect(mail.text).toContain(
      'What was left of the bill\n3 × Club sandwich\nShare: $49.16\nTaxes included: $5.66\nTip: $0.84\n\n' +
        'Charged to your card ending in 4242 when the tab closed: $50.00',
    );
  });

  /** Ana's tab at `table`, Ben joined with a card of his own held on it (5555…4444, $50). */
  async function withBensCard(table: string) {
    const ana = await kit.opened(table);
    const ben = await kit.joined(ana, table, 'Ben');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ben.tabId}/cards`,
      headers: kit.headers(ben.secret),
      payload: { payment: kit.card('5555 5555 5555 4444') },
    });
    expect(added.statusCode, added.body).toBe(200);
    return { ana, ben };
  }

  it('e-mails a guest whose held card the close charged, in their language, with what it charged and released', async () => {
    // Ana's $50 hold and Ben's, added for his round: five sandwiches, 8193 with taxes, past her hold.
    const { ana, ben } = await withBensCard('35');
    await kit.round(ana, 3);
    await kit.round(ben, 2, {
      contact: { ...GUEST, full_name: 'Ben', email: 'ben@example.com' },
      locale: 'fr-CA',
    });
    expect(await kit.closed(ana)).toEqual({ captured: 81.93, released: 18.07 });

    const messages = await closeMessagesOf(ana.tabId);
    expect(messages.map((m) => (m.payload as { email: string }).email).sort()).toEqual([
      'ada@example.com',
      'ben@example.com',
    ]);
    const bens = await sentFrom(
      messages.find((m) => (m.payload as { email: string }).email === 'ben@example.com')!,
    );
    expect(bens.mail.subject).toBe('Votre addition chez Bistro Test est fermée');
    // Spaces as a reader sees them (French puts a no-break space before a colon and a dollar sign).
    expect(bens.mail.text.replaceAll('\u00a0', ' ')).toBe(
      'Votre addition chez Bistro Test, table 35, est fermée.\n\n' +
        'Non payé par la table, prélevé sur les cartes préautorisées à la fermeture de l’addition :\n\n' +
        'Le reste de l’addition\n3 × Sandwich club\n2 × Sandwich club\nPart : 81,93 $\nTaxes incluses : 9,43 $\n' +
        'Pourboire : 0,00 $\n\n' +
        'Prélevé sur votre carte se terminant par 4444 à la fermeture : 31,93 $\n' +
        'Libéré de la préautorisation : 18,07 $\n\n' +
        'Prélevé sur les autres cartes préautorisées : 50,00 $\n\nMerci de votre visite.',
    );
    // Ana's says her card, and Ben's as another's.
    const anas = await sentFrom(
      messages.find((m) => (m.payload as { email: string }).email === 'ada@example.com')!,
    );
    expect(anas.mail.text).toContain(
      'Charged to your card ending in 4242 when the tab closed: $50.00\nReleased from the hold: $0.00',
    );
    expect(anas.mail.text).toContain('Charged to the other cards held: $31.93');
  });

  it('e-mails a charged guest known only by their share’s receipt in that receipt’s language', async () => {
    // Ben's round names no e-mail; his $10.00 share's receipt goes to him in French. The $71.93 left takes Ana's $50
    // hold and $21.93 of his.
    const { ana, ben } = await withBensCard('37');
    await kit.round(ana, 3);
    await kit.round(ben, 2, { contact: { ...GUEST, full_name: 'Ben', email: '' } });
    const [, bens] = await kit.split(ana, { kind: 'amounts', amounts: [71.93, 10] });
    await kit.paid(ben, bens!.id, null, { email: 'ben@example.com', locale: 'fr-CA' });
    expect(await kit.closed(ana)).toEqual({ captured: 71.93, released: 28.07 });

    const messages = await closeMessagesOf(ana.tabId);
    const toBen = messages.find((m) => (m.payload as { email: string }).email === 'ben@example.com');
    expect(toBen?.payload).toMatchObject({ locale: 'fr-CA' });
    const { mail } = await sentFrom(toBen!);
    expect(mail.subject).toBe('Votre addition chez Bistro Test est fermée');
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain(
      'Prélevé sur votre carte se terminant par 4444 à la fermeture : 21,93 $',
    );
  });

  it('e-mails no guest whose held card the close only released', async () => {
    const { ana, ben } = await withBensCard('36');
    // A sandwich each, Ben's round naming his e-mail; Ana's $50 hold covers the whole bill.
    await kit.round(ana, 1);
    await kit.round(ben, 1, { contact: { ...GUEST, full_name: 'Ben', email: 'ben@example.com' } });
    const closed = await kit.closed(ana);
    expect(closed.captured).toBeLessThan(50);
    expect(closed.captured + closed.released).toBe(100);
    const messages = await closeMessagesOf(ana.tabId);
    expect(messages.map((m) => (m.payload as { email: string }).email)).toEqual([GUEST.email]);
  });
});

describe('two closes at once', () => {
  it('close the tab once: one e-mail to the opener, one closing time', async () => {
    const ana = await kit.opened('99');
    await kit.round(ana, 1, {
      contact: { full_name: 'Ana', email: 'ana@example.com', phone_number: '416-555-0101' },
    });
    const [first, second] = await Promise.all([kit.closing(ana), kit.closing(ana)]);
    expect([first.statusCode, second.statusCode]).toContain(200);
    expect(await closeMessagesOf(ana.tabId)).toHaveLength(1);
  });
});
