/**
 * Table tabs (packages/domain/src/tabs): open a tab at a table with a card hold, join it with the opener's consent,
 * read the table's bill, split it and pay the shares, close it. Money crosses as dollars, as everywhere in the API.
 */
import { z } from 'zod';
import { checkout } from './cart';
import { amountType, dollars, id, text } from './common';

/** How a card is given: the checkout's own card fields and wallets, nothing else of a checkout. */
export const tabPayment = checkout
  .pick({ paymentMethod: true, card: true, applePayPaymentToken: true, googlePayPaymentPayload: true })
  .strict();

export const openTabRequest = z
  .object({ table: text(20).trim().min(1), name: text(100).trim().min(1), payment: tabPayment })
  .strict();

export const joinTabRequest = z
  .object({ table: text(20).trim().min(1), name: text(100).trim().min(1) })
  .strict();

/** Another card for the tab: held for the restaurant's hold, or `amount` dollars if more. */
export const addCardRequest = z
  .object({ payment: tabPayment, amount: dollars.nullable().optional() })
  .strict();

export const memberDecisionRequest = z.object({ accept: z.boolean() }).strict();

export const splitTabRequest = z
  .object({
    split: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('whole') }).strict(),
      z.object({ kind: z.literal('even'), ways: z.number().int().min(1).max(50) }).strict(),
      z
        .object({
          kind: z.literal('by_item'),
          items: z
            .array(z.object({ lineId: id, payers: z.array(text(100).trim().min(1)).min(1).max(50) }).strict())
            .min(1)
            .max(500),
        })
        .strict(),
      z.object({ kind: z.literal('amounts'), amounts: z.array(dollars).min(1).max(50) }).strict(),
    ]),
  })
  .strict();

export const payShareRequest = z
  .object({
    payment: tabPayment,
    /** The payer's tip: null for none; absent, the restaurant's dine-in preselection (tabs/split.ts `shareStartingTip`). */
    tip: z
      .object({ type: amountType, value: z.number().min(0).max(1000) })
      .strict()
      .nullable()
      .optional(),
    /** Where this payer's receipt goes (a signed-in diner's account address when none is typed). */
    email: z.string().trim().email().max(254).nullable().optional(),
  })
  .strict();

const member = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['opener', 'guest']),
  status: z.enum(['pending', 'accepted', 'refused']),
});

export const tabView = z.object({
  id: z.string(),
  table: z.string(),
  status: z.enum(['open', 'closing', 'closed']),
  /** What the tab's cards hold, and the bill so far, in dollars. */
  held: z.number(),
  total: z.number(),
  paid: z.number(),
  /** What closing the tab charged to the held cards for what the shares left unpaid (0 while it is open). */
  captured: z.number(),
  /** What nobody has paid yet: the bill less the paid shares and what the close charged to the held cards. */
  remaining: z.number(),
  /** What staff refunds of the bill's lines gave back to the table's cards. */
  refunded: z.number(),
  you: member,
  members: z.array(member),
  lines: z.array(
    z.object({
      id: z.string(),
      /** As the order kept it; `itemId` and `menuId` name the data file's item, to say it in the reader's language. */
      name: z.string(),
      itemId: z.string().nullable(),
      menuId: z.string().nullable(),
      quantity: z.number(),
      amount: z.number(),
      total: z.number(),
      orderedBy: z.string().nullable(),
      mine: z.boolean(),
      /** What refunds gave back for this line, to whoever paid it. */
      refunded: z.number(),
    }),
  ),
  shares: z.array(
    z.object({
      id: z.string(),
      payer: z.string().nullable(),
      /** What it is due (an open share) or paid (packages/domain/src/tabs/split.ts `sharesDue`). */
      amount: z.number(),
      /** What the split gave it, present only when a round cancelled since made `amount` less. */
      splitAmount: z.number().optional(),
      /** What a percentage tip on the share is taken on: its part of the bill before taxes and charges. */
      tipBase: z.number(),
      /** The taxes in it, as its receipt says them (packages/domain/src/tabs/receipt.ts `taxesOfShares`). */
      taxes: z.number(),
      lineIds: z.array(z.string()),
      status: z.enum(['open', 'paying', 'paid']),
      tip: z.number().nullable(),
      paidByYou: z.boolean(),
      /** What refunds of the lines it paid gave back to its card. */
      refunded: z.number(),
      /** Where its receipt was e-mailed: only on the caller's own paid share, null when none was sent. */
      receiptEmail: z.string().nullable().optional(),
    }),
  ),
  /**
   * A closed tab's close: each part nobody paid that it charged to the held cards (an open share, or the whole bill
   * left when none was split: `shareId` null) with the taxes in it and the close's tip on it, and what the close
   * charged and released of the caller's own cards. Null while the tab is open.
   */
  closing: z
    .object({
      tip: z.number(),
      parts: z.array(
        z.object({ shareId: z.string().nullable(), amount: z.number(), taxes: z.number(), tip: z.number() }),
      ),
      yourCards: z.array(z.object({ last4: z.string(), captured: z.number(), released: z.number() })),
    })
    .nullable(),
});
export type TabView = z.infer<typeof tabView>;

/** The opener's or a joining guest's answer: their secret is sent back as `X-Tab-Member` on every tab call. */
export const tabMemberAnswer = z.object({ tabId: z.string(), memberId: z.string(), secret: z.string() });
