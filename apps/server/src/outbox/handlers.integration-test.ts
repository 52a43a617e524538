import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../adapters/email/email';
import { LogSmsSender } from '../adapters/sms/sms';
import { outbox } from '../db/schema';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { testDataFile } from '../testing/data-files';
import { outboxHandlers } from './handlers';
import { enqueue } from './outbox.repository';
import { runOutboxOnce } from './outbox-worker';

let t: TestApp;
const R = 9431;
const sms = new LogSmsSender();
const email = new LogEmailSender();
// The database stamps next_attempt_at in microseconds, the worker's clock in milliseconds.
const soon = () => new Date(Date.now() + 1000);

beforeAll(async () => {
  t = await buildTestApp();
  const file = testDataFile({ id: R, slug: 'notify-bistro' });
  file.restaurant = {
    ...file.restaurant,
    name: 'Notify Bistro',
    timezone: 'America/Vancouver',
    localization: { fr: { name: 'Bistro Avis' } },
  } as typeof file.restaurant;
  expect((await importDataFile(t.db, file)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const handlers = () =>
  outboxHandlers({
    sms,
    email,
    restaurant: (id) => t.app.publishedVersions.getByRestaurantId(id),
    publicOrigin: 'https://order.example.ca',
  });

async function deliver(
  type:
    | 'order.ready_sms'
    | 'order.ready_email'
    | 'order.confirmation'
    | 'order.cancelled_email'
    | 'order.cancelled_sms',
  payload: Record<string, unknown>,
) {
  const id = await enqueue(t.db, { restaurantId: R, type, payload });
  await runOutboxOnce(t.db, handlers(), soon());
  const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

describe('outbox handlers', () => {
  it.each([
    ['en-CA', '416-555-0199', '+14165550199', 'Notify Bistro: your order #12 is ready.'],
    ['fr-CA', '1 (514) 555-0123', '+15145550123', 'Bistro Avis\u00a0: votre commande nº\u00a012 est prête.'],
  ])('texts "order ready" in %s', async (locale, phone, to, body) => {
    const row = await deliver('order.ready_sms', { orderId: 'ord_1', number: 12, phone, locale });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sms.sent.at(-1)).toMatchObject({ to, body, reference: 'ord_1' });
  });

  it.each([
    [
      'en-CA',
      'Your order #12 at Notify Bistro is ready',
      'Notify Bistro: your order #12 is ready.\n\nSee your order: https://order.example.ca/notify-bistro/orders/ord_1',
    ],
    [
      'fr-CA',
      'Votre commande nº\u00a012 chez Bistro Avis est prête',
      'Bistro Avis\u00a0: votre commande nº\u00a012 est prête.\n\nVoir votre commande\u00a0: https://order.example.ca/notify-bistro/orders/ord_1',
    ],
  ])('e-mails "order ready" in %s', async (locale, subject, text) => {
    const row = await deliver('order.ready_email', {
      orderId: 'ord_1',
      number: 12,
      email: 'ada@example.com',
      locale,
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(email.sent.at(-1)).toMatchObject({ to: 'ada@example.com', subject, text, reference: 'ord_1' });
  });

  it('fails a text to a number that is not a phone, without retrying', async () => {
    const before = sms.sent.length;
    const row = await deliver('order.ready_sms', { orderId: 'ord_2', number: 13, phone: '123' });
    expect(row).toMatchObject({ status: 'failed', lastError: 'not a valid phone number' });
    expect(sms.sent).toHaveLength(before);
  });

  // 17:30 UTC in Vancouver: British Columbia keeps UTC-7 all year since March 2026 (tz 2026e).
  it.each([
    [
      'en-CA',
      'Your order #7 at Notify Bistro',
      [
        'Total: $23.45',
        'Ready around Wednesday 10:30 a.m.',
        'https://order.example.ca/notify-bistro/orders/ord_7',
      ],
    ],
    [
      'fr-CA',
      'Votre commande nº\u00a07 chez Bistro Avis',
      ['Total\u00a0: 23,45\u00a0$', 'Prête vers mercredi 10 h 30'],
    ],
  ])('e-mails the confirmation in %s, at the restaurant’s time', async (locale, subject, lines) => {
    const row = await deliver('order.confirmation', {
      orderId: 'ord_7',
      number: 7,
      email: 'ada@example.com',
      phone: null,
      locale,
      totalCents: 2345,
      pickupTime: '2026-11-25T17:30:00.000Z',
    });
    expect(row.status).toBe('sent');
    const sent = email.sent.at(-1)!;
    expect(sent).toMatchObject({ to: 'ada@example.com', subject, reference: 'ord_7' });
    for (const line of lines) expect(sent.text).toContain(line);
  });

  it.each([
    [
      'en-CA',
      'Thank you for your order #8 at Notify Bistro.\n\n2 × Wings: $38.00\n  Hot\n  2 × Blue cheese\n1 × Rice bowl: $10.00\n\nTotal: $48.00\n',
    ],
    [
      'fr-CA',
      'Merci pour votre commande nº\u00a08 chez Bistro Avis.\n\n2 × Ailes\u00a0: 38,00\u00a0$\n  Piquante\n  2 × Fromage bleu\n1 × Rice bowl\u00a0: 10,00\u00a0$\n\nTotal\u00a0: 48,00\u00a0$\n',
    ],
  ])(
    'e-mails the confirmation’s lines in %s, by the names the order kept in that language',
    async (locale, start) => {
      const row = await deliver('order.confirmation', {
        orderId: 'ord_8',
        number: 8,
        email: 'ada@example.com',
        phone: null,
        locale,
        totalCents: 4800,
        lines: [
          {
            name: 'Wings',
            names: { en: 'Wings', fr: 'Ailes' },
            quantity: 2,
            cents: 3800,
            options: [
              { name: 'Hot', names: { en: 'Hot', fr: 'Piquante' }, quantity: 1 },
              { name: 'Blue cheese', names: { en: 'Blue cheese', fr: 'Fromage bleu' }, quantity: 2 },
            ],
          },
          // Kept in English only (no French name published): English in both.
          {
            name: 'Rice bowl',
            names: { en: 'Rice bowl', fr: 'Rice bowl' },
            quantity: 1,
            cents: 1000,
            options: [],
          },
        ],
      });
      expect(row.status).toBe('sent');
      expect(email.sent.at(-1)!.text.startsWith(start)).toBe(true);
    },
  );

  it.each([
    ['en-CA', 'Total: $11.30\nGift card: −$5.00\nAccount credits: −$6.30\nTo pay: $0.00\n'],
    [
      'fr-CA',
      'Total\u00a0: 11,30\u00a0$\nCarte-cadeau\u00a0: −5,00\u00a0$\nCrédits du compte\u00a0: −6,30\u00a0$\nÀ payer\u00a0: 0,00\u00a0$\n',
    ],
  ])(
    'e-mails in %s what paid the total besides the card, and what was left to pay',
    async (locale, block) => {
      const row = await deliver('order.confirmation', {
        orderId: 'ord_18',
        number: 18,
        email: 'ada@example.com',
        phone: null,
        locale,
        totalCents: 1130,
        tenders: [
          { kind: 'giftCard', cents: 500 },
          { kind: 'credits', cents: 630 },
          { kind: 'toPay', cents: 0 },
        ],
      });
      expect(row.status).toBe('sent');
      expect(email.sent.at(-1)!.text).toContain(block);
    },
  );

  it.each([
    [
      'en-CA',
      'Delivering to 555 Main St, V6B 3H6\nUnit: 1204\nBuzzer: 1204#\nDrop-off instructions: Leave it with the concierge\n\n',
    ],
    [
      'fr-CA',
      'Adresse de livraison\u00a0: 555 Main St, V6B 3H6\nApp.\u00a0: 1204\nInterphone\u00a0: 1204#\nInstructions de livraison\u00a0: Leave it with the concierge\n\n',
    ],
  ])(
    'e-mails a delivery’s confirmation in %s with its address, unit, buzzer and drop-off instructions',
    async (locale, block) => {
      const row = await deliver('order.confirmation', {
        orderId: 'ord_17',
        number: 17,
        email: 'ada@example.com',
        phone: null,
        locale,
        totalCents: 2345,
        pickupTime: '2026-11-25T17:30:00.000Z',
        type: 'delivery',
        delivery: {
          address: '555 Main St',
          postalCode: 'V6B 3H6',
          zone: 'Downtown',
          unit: '1204',
          buzzer: '1204#',
          instructions: 'Leave it with the concierge',
        },
      });
      expect(row.status).toBe('sent');
      expect(email.sent.at(-1)!.text).toContain(block);
    },
  );

  const released = { cardReleased: true, cardRefundedCents: 0, giftCardCents: 0, creditsCents: 0 };
  const refunded = { cardReleased: false, cardRefundedCents: 2345, giftCardCents: 500, creditsCents: 0 };

  it.each([
    [
      'en-CA',
      released,
      'Your order #9 at Notify Bistro was cancelled',
      'Notify Bistro cancelled your order #9.\n\nReason: “Out of rice tonight”\nYour card was not charged.\n\nSee your order: https://order.example.ca/notify-bistro/orders/ord_9',
    ],
    [
      'fr-CA',
      refunded,
      'Votre commande nº\u00a09 chez Bistro Avis a été annulée',
      'Bistro Avis a annulé votre commande nº\u00a09.\n\nMotif\u00a0: «\u00a0Out of rice tonight\u00a0»\n23,45\u00a0$ a été remboursé sur votre carte.\n5,00\u00a0$ a été remis sur votre carte-cadeau.\n\nVoir votre commande\u00a0: https://order.example.ca/notify-bistro/orders/ord_9',
    ],
  ])(
    'e-mails a cancellation in %s with its reason and what happened to the money',
    async (locale, money, subject, text) => {
      const row = await deliver('order.cancelled_email', {
        orderId: 'ord_9',
        number: 9,
        reason: 'Out of rice tonight',
        email: 'ada@example.com',
        locale,
        money,
      });
      expect(row.status).toBe('sent');
      expect(email.sent.at(-1)).toMatchObject({ to: 'ada@example.com', subject, text, reference: 'ord_9' });
    },
  );

  it.each([
    [
      'en-CA',
      'Notify Bistro: your order #10 was cancelled. Reason: “Out of rice tonight” Your card was not charged.',
    ],
    [
      'fr-CA',
      'Bistro Avis\u00a0: votre commande nº\u00a010 a été annulée. Motif\u00a0: «\u00a0Out of rice tonight\u00a0» Votre carte n’a pas été débitée.',
    ],
  ])('texts a cancellation in %s', async (locale, body) => {
    const row = await deliver('order.cancelled_sms', {
      orderId: 'ord_10',
      number: 10,
      reason: 'Out of rice tonight',
      phone: '416-555-0199',
      locale,
      money: released,
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sms.sent.at(-1)).toMatchObject({ to: '+14165550199', body, reference: 'ord_10' });
  });

  it('sends no e-mail to a diner who gave none', async () => {
    const before = email.sent.length;
    const row = await deliver('order.confirmation', { orderId: 'ord_8', number: 8, email: null });
    expect(row.status).toBe('sent');
    expect(email.sent).toHaveLength(before);
  });
});
