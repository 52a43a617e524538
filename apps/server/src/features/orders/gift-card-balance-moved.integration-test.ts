/**
 * A gift card another checkout spends from while a diner is paying: the diner is never charged a split they were not
 * shown. What the client showed the card paying is compared at submission (428 with the new costs), and a debit
 * refused at the reservation on a card that still holds money is a 428 too, with the costs priced again; "no funds
 * left" stays the answer for a card spent to nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, giftCardLedger, giftCards, orders } from '../../db/schema';
import {
  CARD_CHECKOUT,
  CountingGateway,
  cartItem,
  futureSlot,
  orderDataFile,
  payingApp,
  submissionBody,
  submitter,
} from '../../testing/order-fixtures';
import { ensureGiftCard } from '../vouchers';

const R = 9475;

/** Runs `during` (once) while a submission is at the processor, between its pricing and its reservation. */
class RacingGateway extends CountingGateway {
  during: (() => Promise<void>) | null = null;
  override async tokenizeCard(...args: Parameters<CountingGateway['tokenizeCard']>) {
    const hook = this.during;
    this.during = null;
    if (hook) await hook();
    return super.tokenizeCard(...args);
  }
}

const { ctx, setUp } = payingApp(
  () => new RacingGateway(),
  () => [orderDataFile({ id: R, slug: 'gift-race-bistro', maxPerSlot: 100 })],
);
setUp();

let seq = 0;
const submit = submitter(
  () => ctx.t,
  R,
  () => `gift-moved-${Date.now()}-${seq++}`,
);

/** Rice bowls at $10 (13 % HST), paid by the gift card first and the sandbox's card for the rest. */
const order = (bowls: number, costs: Record<string, unknown>) =>
  submissionBody(R, {
    items: [cartItem('bowl', bowls)],
    costs,
    checkout: CARD_CHECKOUT,
    pickup: futureSlot(70),
  });

const setCosts = (bowls: number, costs: Record<string, unknown>) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { 'x-restaurant-id': String(R) },
    payload: { type: 'take-out', items: [cartItem('bowl', bowls)], costs, config: { takeout: true } },
  });

async function cardOf(number: string, cents: number) {
  await ensureGiftCard(ctx.t.db, { restaurantId: R, number, balanceCents: cents });
  const last4 = number.slice(-4);
  return {
    balance: async () =>
      (await ctx.t.db.select().from(giftCards).where(eq(giftCards.last4, last4)))[0]!.balanceCents,
    ledger: async () => {
      const [card] = await ctx.t.db.select().from(giftCards).where(eq(giftCards.last4, last4));
      return ctx.t.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card!.id));
    },
  };
}

/** Orders and checkouts of the restaurant, and the authorizations the processor approved: what a refusal must not add. */
async function written() {
  const [o] = await ctx.t.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, R));
  const [c] = await ctx.t.db.select({ n: count() }).from(checkouts).where(eq(checkouts.restaurantId, R));
  return { orders: o!.n, checkouts: c!.n, authorized: ctx.gateway.authorized };
}

describe('a gift card spent from between set-costs and the submission', () => {
  it('answers 428 with the new split when the card no longer pays what the diner was shown; then places it', async () => {
    const GIFT = '6000 7777 0000 1001';
    const card = await cardOf(GIFT, 5000);
    // Two bowls and a 15 % tip: $22.60 + $3.00, all of it on the card, nothing to charge.
    const tip = { type: 'percentage', percentageValue: 15, amount: 0 };
    const shown = (await setCosts(2, { voucher: { code: GIFT }, tip })).json();
    expect(shown).toMatchObject({
      total: 22.6,
      totalWithTip: 25.6,
      voucher: { amount: 25.6 },
      amountToCharge: 0,
    });
    // Another guest spends $33.90 of it: $16.10 is left.
    const other = await submit(order(3, { voucher: { code: GIFT } }));
    expect(other.statusCode, other.body).toBe(200);
    expect(await card.balance()).toBe(1610);

    const before = await written();
    const sent = (voucherAmount: number) =>
      order(2, {
        voucher: { code: GIFT, amount: voucherAmount },
        tip,
        total: shown.total,
        totalWithTip: shown.totalWithTip,
      });
    const refused = await submit(sent(25.6));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 428,
      message:
        'The gift card’s balance changed since your order was priced, and the total left to pay was updated. Please review it before paying.',
      details: {
        total: 22.6,
        reason: 'gift_card',
        costs: { totalWithTip: 25.6, voucher: { amount: 16.1 }, amountToCharge: 9.5 },
      },
    });
    // Nothing charged, nothing debited, nothing written.
    expect(await written()).toEqual(before);
    expect(await card.balance()).toBe(1610);

    const placed = await submit(sent(16.1));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().costs).toMatchObject({ voucher: { amount: 16.1 }, amountToCharge: 9.5 });
    expect(await card.balance()).toBe(0);
  });

  it('answers 428 when the total with the tip differs from the one the client showed', async () => {
    const res = await submit(order(2, { total: 22.6, totalWithTip: 30 }));
    expect(res.json()).toMatchObject({
      code: 428,
      details: { total: 22.6, reason: 'prices', costs: { totalWithTip: 22.6 } },
    });
  });
});

describe('a gift card spent from by another checkout at the same moment', () => {
  it('answers the one reserved second 428 in the diner’s language while the card still holds money; nothing half-written', async () => {
    const GIFT = '6000 7777 0000 1002';
    const card = await cardOf(GIFT, 3000);
    // Both price on the $30 balance. The second runs whole while the first is at the processor: its two bowls
    // ($22.60) leave $7.40, and the first's debit of $30 (for three bowls, $33.90) is refused.
    let second: ReturnType<typeof submit> | null = null;
    ctx.gateway.during = async () => {
      second = submit(order(2, { voucher: { code: GIFT } }));
      await second;
    };
    const before = await written();
    const first = await submit(order(3, { voucher: { code: GIFT } }), { locale: 'fr-CA' });
    const other = await second!;
    expect(other.statusCode, other.body).toBe(200);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      code: 428,
      message:
        'Le solde de la carte-cadeau a changé depuis le calcul de votre commande, et le total à payer a été mis à jour. Veuillez le vérifier avant de payer.',
      details: {
        total: 33.9,
        reason: 'gift_card',
        costs: { voucher: { amount: 7.4 }, amountToCharge: 26.5 },
      },
    });
    // The refused checkout left nothing: one order, one checkout and one authorization (the other's), $7.40 left.
    expect(await written()).toEqual({
      orders: before.orders + 1,
      checkouts: before.checkouts + 1,
      authorized: before.authorized,
    });
    expect(await card.balance()).toBe(740);
    expect((await card.ledger()).map((l) => l.amountCents)).toEqual([3000, -2260]);
  });

  it('keeps "no funds left" for a card the other checkout spent to nothing', async () => {
    const GIFT = '6000 7777 0000 1003';
    const card = await cardOf(GIFT, 2000);
    let second: ReturnType<typeof submit> | null = null;
    ctx.gateway.during = async () => {
      second = submit(order(2, { voucher: { code: GIFT } }));
      await second;
    };
    const first = await submit(order(2, { voucher: { code: GIFT } }), { locale: 'fr-CA' });
    expect((await second!).statusCode).toBe(200);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 409, message: 'La carte-cadeau n’a plus de fonds' });
    expect(await card.balance()).toBe(0);
  });
});
