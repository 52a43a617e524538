/**
 * The confirmation e-mail says how its total was made (receipt-rows.ts, as the checkout's summary said it) in the
 * diner's language, and a marketplace hub's kitchen order names its kitchen (handlers.ts sendConfirmation): from
 * messages as the outbox keeps them, and from an order placed through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../adapters/email/email';
import { SandboxGateway } from '../adapters/payments/sandbox-gateway';
import { LogSmsSender } from '../adapters/sms/sms';
import { setPaymentGateway } from '../features/payments';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { testDataFile } from '../testing/data-files';
import {
  CARD_CHECKOUT,
  cartItem,
  futureSlot,
  orderDataFile,
  submissionBody,
  submitter,
} from '../testing/order-fixtures';
import { outboxHandlers } from './handlers';
import { enqueue } from './outbox.repository';
import { runOutboxOnce } from './outbox-worker';

let t: TestApp;
const BISTRO = 9433;
const HUB = 9434;
const PLACED = 9435;
const email = new LogEmailSender();
const NB = '\u00a0';
// The database stamps next_attempt_at in microseconds, the worker's clock in milliseconds.
const soon = () => new Date(Date.now() + 1000);

beforeAll(async () => {
  t = await buildTestApp();
  // A restaurant that splits its taxes, names its service charge and titles its total with the tip in each language.
  const bistro = testDataFile({ id: BISTRO, slug: 'receipt-bistro', name: 'Receipt Bistro' });
  const words = {
    show_split_taxes: true,
    localization: { fr: { name: 'Bistro Reçu' } },
  };
  const file = {
    ...bistro,
    restaurant: { ...bistro.restaurant, ...words },
    order_options: {
      service_charge_label: 'Service',
      tip_config: { total_summary_title: 'Total with tip' },
      localization: {
        fr: { service_charge_label: 'Frais de service', total_summary_title: 'Total avec pourboire' },
      },
    },
  };
  // A hub of two kitchens, each one of its menus.
  const hubFile = testDataFile({ id: HUB, slug: 'receipt-hub', name: 'Harbour Hall' });
  const menu = hubFile.menus[0]!;
  const hub = {
    ...hubFile,
    restaurant: {
      ...hubFile.restaurant,
      marketplace_hub: true,
      localization: { fr: { name: 'Halle du Port' } },
    },
    menus: [
      {
        ...menu,
        id: 'nori',
        name: 'Nori Sushi Bar',
        slug: 'nori',
        localization: { fr: { name: 'Bar à sushis Nori' } },
      },
      {
        ...menu,
        id: 'sol',
        name: 'Taqueria Sol',
        slug: 'sol',
        localization: { fr: { name: 'Taqueria Sol' } },
        sections: menu.sections.map((s) => ({
          ...s,
          id: 's2',
          items: s.items.map((i) => ({ ...i, id: 'i2' })),
        })),
      },
    ],
  };
  const placed = orderDataFile({ id: PLACED, slug: 'placed-bistro' });
  for (const f of [file, hub, placed]) expect((await importDataFile(t.db, f)).ok).toBe(true);
  setPaymentGateway(t.app, new SandboxGateway());
});
afterAll(async () => {
  await t.close();
});

const handlers = () =>
  outboxHandlers({
    sms: new LogSmsSender(),
    email,
    restaurant: (id) => t.app.publishedVersions.getByRestaurantId(id),
    publicOrigin: 'https://order.example.ca',
  });

async function confirm(restaurantId: number, payload: Record<string, unknown>) {
  await enqueue(t.db, { restaurantId, type: 'order.confirmation', payload });
  await runOutboxOnce(t.db, handlers(), soon());
  return email.sent.at(-1)!;
}

let seq = 0;
const submit = submitter(
  () => t,
  PLACED,
  () => `receipt-${Date.now()}-${seq++}`,
);

// $20.00 less a 10 % promo, an 18 % service charge on the rest, HST on both, a $3.00 tip: the costs an order keeps.
const COSTS = {
  subtotal: 2000,
  taxes: 276,
  taxInfo: { inclusive: false, province: 'on', rebateApplied: false },
  total: 2400,
  totalWithTip: 2700,
  serviceCharge: { amount: 324, label: 'Service', type: 'percentage', percentageValue: 18 },
  deliveryCharge: { amount: 0, label: null, type: 'percentage', percentageValue: 0 },
  discount: { percentageValue: 10, amount: 200, type: 'percentage', code: 'WELCOME10' },
  memberDiscount: { preTax: true, amount: 0 },
  subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
  taxBrackets: [{ label: 'HST', rate: 0.13, amount: 276 }],
  tip: { amount: 300 },
};

describe('the confirmation e-mail’s costs', () => {
  it.each([
    [
      'en-CA',
      '1 × Club sandwich: $20.00\n\nSubtotal: $20.00\nPromo WELCOME10: −$2.00\nService: $3.24\nHST (13%): $2.76\n' +
        'Tip: $3.00\nTotal with tip: $27.00\nGift card: −$5.00\nTo pay: $22.00\n',
    ],
    [
      'fr-CA',
      `1 × Sandwich club${NB}: 20,00${NB}$\n\nSous-total${NB}: 20,00${NB}$\nPromo WELCOME10${NB}: −2,00${NB}$\n` +
        `Frais de service${NB}: 3,24${NB}$\nTVH (13${NB}%)${NB}: 2,76${NB}$\nPourboire${NB}: 3,00${NB}$\n` +
        `Total avec pourboire${NB}: 27,00${NB}$\nCarte-cadeau${NB}: −5,00${NB}$\nÀ payer${NB}: 22,00${NB}$\n`,
    ],
  ])('in %s: each row between the lines and what paid the total', async (locale, block) => {
    const sent = await confirm(BISTRO, {
      orderId: 'ord_31',
      number: 31,
      email: 'ada@example.com',
      locale,
      totalCents: 2700,
      lines: [
        {
          name: 'Club sandwich',
          names: { en: 'Club sandwich', fr: 'Sandwich club' },
          quantity: 1,
          cents: 2000,
          options: [],
        },
      ],
      tenders: [
        { kind: 'giftCard', cents: 500 },
        { kind: 'toPay', cents: 2200 },
      ],
      costs: COSTS,
    });
    expect(sent.text).toContain(`.\n\n${block}`);
  });

  it.each([
    [
      'en-CA',
      'Your order #32 at Nori Sushi Bar (Harbour Hall)',
      'Thank you for your order #32 at Nori Sushi Bar (Harbour Hall).',
    ],
    [
      'fr-CA',
      `Votre commande nº${NB}32 chez Bar à sushis Nori (Halle du Port)`,
      `Merci pour votre commande nº${NB}32 chez Bar à sushis Nori (Halle du Port).`,
    ],
  ])('in %s, a hub’s kitchen order names its kitchen', async (locale, subject, first) => {
    const sent = await confirm(HUB, {
      orderId: 'ord_32',
      number: 32,
      email: 'ada@example.com',
      locale,
      totalCents: 2260,
      menuId: 'nori',
    });
    expect(sent.subject).toBe(subject);
    expect(sent.text.split('\n')[0]).toBe(first);
  });
});

describe('a hub kitchen’s later messages', () => {
  it.each([
    ['en-CA', 'Nori Sushi Bar (Harbour Hall)'],
    ['fr-CA', 'Bar à sushis Nori (Halle du Port)'],
  ])('in %s, name its kitchen: ready and cancelled, by e-mail and by text', async (locale, kitchen) => {
    const sms = new LogSmsSender();
    const notifiers = outboxHandlers({
      sms,
      email,
      restaurant: (id) => t.app.publishedVersions.getByRestaurantId(id),
      publicOrigin: 'https://order.example.ca',
    });
    const common = { orderId: 'ord_40', number: 40, menuId: 'nori', locale };
    const money = { cardReleased: true, cardRefundedCents: 0, giftCardCents: 0, creditsCents: 0 };
    await enqueue(t.db, {
      restaurantId: HUB,
      type: 'order.ready_email',
      payload: { ...common, email: 'a@b.ca' },
    });
    await enqueue(t.db, {
      restaurantId: HUB,
      type: 'order.ready_sms',
      payload: { ...common, phone: '647-555-0199' },
    });
    const cancelled = { ...common, reason: null, money };
    await enqueue(t.db, {
      restaurantId: HUB,
      type: 'order.cancelled_email',
      payload: { ...cancelled, email: 'a@b.ca' },
    });
    await enqueue(t.db, {
      restaurantId: HUB,
      type: 'order.cancelled_sms',
      payload: { ...cancelled, phone: '647-555-0199' },
    });
    await runOutboxOnce(t.db, notifiers, soon());
    const mails = email.sent.filter((m) => m.reference === 'ord_40' && m.to === 'a@b.ca').slice(-2);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(kitchen),
      expect.stringContaining(kitchen),
    ]);
    expect(sms.sent.map((m) => m.body)).toEqual([
      expect.stringMatching(new RegExp(`^${kitchen.replace(/[()]/g, '\\$&')}`)),
      expect.stringMatching(new RegExp(`^${kitchen.replace(/[()]/g, '\\$&')}`)),
    ]);
  });
});

describe('an order placed with a promo code and a tip', () => {
  it.each([
    [
      'en-CA',
      '2 × Rice bowl: $20.00\n\nSubtotal: $20.00\nPromo TENOFF: −$2.00\nTaxes: $2.34\nTip: $3.00\nTotal: $23.34\n',
    ],
    [
      'fr-CA',
      `2 × Rice bowl${NB}: 20,00${NB}$\n\nSous-total${NB}: 20,00${NB}$\nPromo TENOFF${NB}: −2,00${NB}$\n` +
        `Taxes${NB}: 2,34${NB}$\nPourboire${NB}: 3,00${NB}$\nTotal${NB}: 23,34${NB}$\n`,
    ],
  ])('is confirmed in %s with its subtotal, promo, taxes and tip', async (locale, block) => {
    const costs = { discount: { code: 'TENOFF' }, tip: { type: 'dollar', amount: 3, percentageValue: 0 } };
    const checkout = {
      ...CARD_CHECKOUT,
      contact: { ...CARD_CHECKOUT.contact, email: 'receipt@example.com' },
    };
    const res = await submit(
      submissionBody(PLACED, { items: [cartItem('bowl', 2)], costs, checkout, pickup: futureSlot() }),
      { locale },
    );
    expect(res.statusCode, res.body).toBe(200);
    await runOutboxOnce(t.db, handlers(), soon());
    const sent = email.sent.find((m) => m.to === 'receipt@example.com' && m.reference === res.json().id);
    expect(sent?.text).toContain(`.\n\n${block}`);
  });
});
