/**
 * The calls a test makes on a table's tab, through the app as a diner's phone makes them: open, join, send a round,
 * read the bill, split, pay a share, close. Each is bound to one test app and restaurant. A call named for its result
 * (`opened`, `paid`) must go through; one named for the act (`open`, `paying`) answers as the app answered.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { Cents } from '@ordering/domain/money/money';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { now } from '../../clock';
import { tabHolds, tabs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { APPROVED_CARD, GUEST, orderDataFile } from '../../testing/order-fixtures';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';

export interface TabMember {
  tabId: string;
  memberId: string;
  secret: string;
}

/** The sandbox, keeping what it captured once per capture id (a replayed capture is the same capture). */
export class CapturingGateway extends SandboxGateway {
  readonly captures = new Map<string, Cents>();
  override async capture(authorizationId: string, amount?: Cents, key?: string) {
    const result = await super.capture(authorizationId, amount, key);
    if (result.ok) this.captures.set(result.id, result.amount);
    return result;
  }
  capturedTotal(): Cents {
    return [...this.captures.values()].reduce((a, b) => a + b, 0);
  }
}

/** Publishes the test restaurant `id` (order-fixtures.ts) with open tabs allowed, and `restaurant`'s settings. */
export async function importTabRestaurant(
  t: TestApp,
  id: number,
  slug: string,
  restaurant: Partial<RestaurantDataFile['restaurant']> = {},
) {
  const file = orderDataFile({ id, slug });
  const withTabs = { ...file, restaurant: { ...file.restaurant, allow_open_tab: true, ...restaurant } };
  expect((await importDataFile(t.db, withTabs)).ok).toBe(true);
}

/** A card typed into the tab's fields (the sandbox's): `number` or an approved one. */
export const typedCard = (number: string = APPROVED_CARD.number) => ({
  paymentMethod: 'credit_card',
  card: { ...APPROVED_CARD, number, postal_code: 'M5V 1A1' },
});

/** A card given in the processor's own fields (Stripe's Payment Element): the payment method it made. */
export const elementCard = (paymentMethod = 'pm_card_visa') => ({
  paymentMethod: 'credit_card',
  card: { processor_token: paymentMethod },
});

/**
 * Who a round is sent as: the checkout's contact (GUEST by default) and the request's language; `costs`, the costs
 * choice the round names (none by default).
 */
type RoundAs = { contact?: Record<string, string>; locale?: string; costs?: Record<string, unknown> };

/** `card` says how the restaurant's processor takes a card: typed (the sandbox) or from its element (Stripe). */
export function tabCalls(t: TestApp, restaurantId: number, card: (card?: string) => object = typedCard) {
  let keys = 0;
  const headers = (secret?: string, locale = 'en-CA') => ({
    'x-restaurant-id': String(restaurantId),
    locale,
    ...(secret ? { 'x-tab-member': secret } : {}),
  });
  const tabRow = async (tabId: string) =>
    (await t.db.select().from(tabs).where(eq(tabs.publicId, tabId)))[0]!;
  const calls = {
    headers,
    card,
    /** A fresh idempotency key for a round a test sends itself. */
    roundKey: () => `tab-kit-round-${keys++}`,
    /** `number`: the typed card's number, or the payment method the processor's element made (`card` above). */
    open: (table: string, name = 'Ana', number?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tabs',
        headers: headers(),
        payload: { table, name, payment: card(number) },
      }),
    async opened(table: string, name = 'Ana', number?: string): Promise<TabMember> {
      const res = await calls.open(table, name, number);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async joined(opener: TabMember, table: string, name: string): Promise<TabMember> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tabs/join',
        headers: headers(),
        payload: { table, name },
      });
      expect(res.statusCode, res.body).toBe(200);
      const member = res.json() as TabMember;
      expect(member.tabId).toBe(opener.tabId);
      const ok = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${opener.tabId}/members/${member.memberId}`,
        headers: headers(opener.secret),
        payload: { accept: true },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      return member;
    },
    /**
     * A round of `quantity` sandwiches ($14.50 each, 13 % tax) sent by `member`, answered as the app answered it (a
     * test of refusals reads it); `round` is the same round that must go through.
     */
    sent(member: Pick<TabMember, 'tabId' | 'secret'>, quantity: number, as: RoundAs = {}) {
      return t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers(member.secret, as.locale), 'idempotency-key': calls.roundKey() },
        payload: {
          type: 'dine-in',
          data: {
            config: { restaurantId: String(restaurantId), tabId: member.tabId },
            items: [
              {
                id: 'i1',
                menu_id: 'm1',
                section_id: 's1',
                orderId: 1,
                quantity,
                orderPrice: 14.5,
                orderOptions: [],
              },
            ],
            costs: as.costs ?? {},
            checkout: { contact: as.contact ?? GUEST },
          },
          pickup_time: now().toISOString(),
        },
      });
    },
    /** The round of `sent`, which must go through; answers the order's public id. */
    async round(
      member: Pick<TabMember, 'tabId' | 'secret'>,
      quantity: number,
      as: RoundAs = {},
    ): Promise<string> {
      const res = await calls.sent(member, quantity, as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id;
    },
    view: (member: Pick<TabMember, 'tabId' | 'secret'>, locale = 'en-CA') =>
      t.app.inject({
        method: 'GET',
        url: `/api/tabs/${member.tabId}`,
        headers: headers(member.secret, locale),
      }),
    splitting: (member: Pick<TabMember, 'tabId' | 'secret'>, plan: unknown, locale = 'en-CA') =>
      t.app.inject({
        method: 'POST',
        url: `/api/tabs/${member.tabId}/split`,
        headers: headers(member.secret, locale),
        payload: { split: plan },
      }),
    async split(member: Pick<TabMember, 'tabId' | 'secret'>, plan: unknown) {
      const res = await calls.splitting(member, plan);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().shares as { id: string; payer: string | null; amount: number }[];
    },
    paying: (
      member: Pick<TabMember, 'tabId' | 'secret'>,
      shareId: string,
      tip: unknown = null,
      receipt: { email?: string; locale?: string; auth?: Record<string, string> } = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tabs/${member.tabId}/shares/${shareId}/pay`,
        headers: { ...headers(member.secret, receipt.locale), ...receipt.auth },
        payload: { payment: card(), tip, ...(receipt.email ? { email: receipt.email } : {}) },
      }),
    /** Pays the share; `receipt` asks for the receipt by e-mail, in `locale`. */
    async paid(
      member: Pick<TabMember, 'tabId' | 'secret'>,
      shareId: string,
      tip: unknown = null,
      receipt: { email?: string; locale?: string; auth?: Record<string, string> } = {},
    ) {
      const res = await calls.paying(member, shareId, tip, receipt);
      expect(res.statusCode, res.body).toBe(200);
    },
    closing: (opener: Pick<TabMember, 'tabId' | 'secret'>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tabs/${opener.tabId}/close`,
        headers: headers(opener.secret),
      }),
    async closed(opener: Pick<TabMember, 'tabId' | 'secret'>) {
      const res = await calls.closing(opener);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { captured: number; released: number };
    },
    /**
     * Ana's two sandwiches (3277) shared with Ben, and Ben's own (1639), split by item: Ana's share 1639, Ben's 3277.
     * Answers the two members, Ana's round and the two shares, not paid yet.
     */
    async sharedLineSplit(table: string) {
      const ana = await calls.opened(table);
      const ben = await calls.joined(ana, table, 'Ben');
      const anas = await calls.round(ana, 2);
      await calls.round(ben, 1);
      const [shared, bens] = (await calls.view(ana)).json().lines.map((l: { id: string }) => l.id);
      const shares = await calls.split(ana, {
        kind: 'by_item',
        items: [
          { lineId: shared, payers: ['Ana', 'Ben'] },
          { lineId: bens, payers: ['Ben'] },
        ],
      });
      expect(shares.map((s) => s.amount)).toEqual([16.39, 32.77]);
      return { ana, ben, anas, shares };
    },
    tabRow,
    async openerHold(tabId: string) {
      const tab = await tabRow(tabId);
      return (await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab.id)))[0]!;
    },
  };
  return calls;
}

/**
 * A tab test file's app: the tab restaurant under `slug` (and, when `noTabsId` is given, a restaurant whose file does
 * not allow tabs), paid through `gateway`, with the kit's calls for the tab restaurant.
 */
export async function tabTestApp(
  restaurantId: number,
  slug: string,
  gateway: Parameters<typeof setPaymentGateway>[1],
  noTabsId?: number,
) {
  const t = await buildTestApp();
  await importTabRestaurant(t, restaurantId, slug);
  if (noTabsId !== undefined) {
    expect((await importDataFile(t.db, orderDataFile({ id: noTabsId, slug: 'no-tabs' }))).ok).toBe(true);
  }
  setPaymentGateway(t.app, gateway);
  return { t, kit: tabCalls(t, restaurantId) };
}
